import type { Notification } from '@shared/contracts/notifications';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { formatNotificationTime, formatNotificationTitle } from '../lib/format-time';
import { DEFAULT_TYPE_ICON, isKnownType, TYPE_ICONS, typeLabelKey } from '../lib/notification-types';

/**
 * The inside of one notification (dropdown row and /notifications row): the type's icon (the default
 * marker for an unknown type, spec §3), title, message, time (spec §9) and the unread dot. Phrasing
 * content only, so it fits in a button or a menu item.
 */
export function NotificationItemContent({
  notification,
  compact = false,
}: {
  notification: Notification;
  compact?: boolean;
}) {
  const { t } = useTranslation('notifications');
  const lang = useLanguage();
  const known = isKnownType(notification.type);
  const Icon = known ? TYPE_ICONS[notification.type as keyof typeof TYPE_ICONS] : DEFAULT_TYPE_ICON;
  const unread = !notification.isRead;
  return (
    <>
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full [&_svg]:size-4',
          unread ? 'bg-primary-soft text-primary' : 'bg-muted text-muted-foreground',
        )}
        data-testid="notification-icon"
        data-known-type={known}
      >
        <Icon aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5 text-left">
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={cn(
              'min-w-0 text-sm text-foreground',
              unread ? 'font-semibold' : 'font-medium',
              compact && 'truncate',
            )}
          >
            <span className="sr-only">{t(typeLabelKey(notification.type))}: </span>
            {notification.title}
          </span>
          <time
            dateTime={notification.createdAt}
            title={formatNotificationTitle(notification.createdAt, lang)}
            className="shrink-0 text-xs text-muted-foreground"
          >
            {formatNotificationTime(notification.createdAt, lang)}
          </time>
        </span>
        <span className={cn('text-sm text-muted-foreground', compact ? 'line-clamp-2' : 'break-words')}>
          {notification.message}
        </span>
      </span>
      <span className="flex w-2.5 shrink-0 justify-center self-stretch pt-1.5">
        {unread ? (
          <>
            <span className="size-2.5 rounded-full bg-primary" aria-hidden="true" data-testid="unread-dot" />
            <span className="sr-only">{t('unread')}</span>
          </>
        ) : null}
      </span>
    </>
  );
}
