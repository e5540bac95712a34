import { BellIcon, MessageSquareIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WithTooltip } from '@/components/ui/tooltip';
import { paths } from '@/lib/routes';
import { useMessageUnreadCount, useNotificationUnreadCount } from '../api/unread-counts';
import { indicatorClass, indicatorLabel, UnreadBadge } from './UnreadBadge';

// The dropdown (Radix menu, the list, the delete-all dialog) is its own chunk, fetched once this
// component shows; the header loads the `notifications` namespace with this component.
const NotificationMenu = lazy(() => import('./NotificationMenu').then((m) => ({ default: m.NotificationMenu })));

/**
 * The signed-in user's notification bell and messages icon in the header (spec §2 "Header"), each
 * with its unread badge. The counts poll (5 s bell, 30 s messages, spec §9) only while the socket is
 * down; otherwise `unread:changed` keeps them current. Render only for a signed-in user, with the
 * `notifications` namespace loaded.
 */
export function HeaderIndicators() {
  const { t } = useTranslation('notifications');
  const notifications = useNotificationUnreadCount(true).data?.count;
  const messages = useMessageUnreadCount(true).data?.count;
  const bellLabel = indicatorLabel(t, 'notifications', notifications);

  return (
    <div className="flex items-center gap-1" data-testid="header-indicators">
      <Suspense
        fallback={
          <span className={indicatorClass} aria-hidden="true">
            <BellIcon />
            <UnreadBadge count={notifications} />
          </span>
        }
      >
        <NotificationMenu count={notifications} label={bellLabel} />
      </Suspense>
      <WithTooltip label={indicatorLabel(t, 'messages', messages)}>
        <Link
          to={paths.messages}
          className={indicatorClass}
          aria-label={indicatorLabel(t, 'messages', messages)}
          data-testid="messages-indicator"
        >
          <MessageSquareIcon aria-hidden="true" />
          <UnreadBadge count={messages} />
        </Link>
      </WithTooltip>
    </div>
  );
}
