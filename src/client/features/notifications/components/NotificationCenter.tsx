import { BellOffIcon, CheckCheckIcon, Loader2Icon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { cn } from '@/lib/utils';
import { useNotificationPages } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-read';
import { useNotificationUnreadCount } from '../api/unread-counts';
import { useOpenNotification } from '../hooks/use-open-notification';
import { actionPathOf } from '../lib/action-url';
import { DeleteAllDialog } from './DeleteAllDialog';
import { NotificationItemContent } from './NotificationItem';
import { NotificationSkeletonRows } from './NotificationSkeleton';

const rowClass = 'flex w-full items-start gap-3 rounded-lg border bg-card px-3 py-3 text-left sm:gap-4 sm:px-4';

function ListSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex flex-col gap-2" data-testid="notifications-loading">
      <span className="sr-only">{t('states.loading')}</span>
      <NotificationSkeletonRows rows={4} rowClassName={rowClass} />
    </div>
  );
}

/**
 * The notification centre of /notifications (spec §2 "Notifications page"): 20 a page with 'Daha
 * fazla yükle', a click marks read and follows `actionUrl`, 'Tümünü okundu işaretle', 'Tümünü sil'
 * with its confirmation; loading, empty and error states. For a signed-in user.
 */
export function NotificationCenter() {
  const { t } = useTranslation('notifications');
  const pages = useNotificationPages();
  const unread = useNotificationUnreadCount(true).data?.count ?? 0;
  const markAll = useMarkAllNotificationsRead();
  const open = useOpenNotification();
  const [confirmOpen, setConfirmOpen] = useState(false);

  const notifications = pages.data;
  const hasUnread = unread > 0 || Boolean(notifications?.some((n) => !n.isRead));
  const isEmpty = !notifications || notifications.length === 0;

  return (
    <section aria-labelledby="notifications-list-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="notifications-list-title" className="text-lg font-semibold">
          {t('title')}
          {unread > 0 ? (
            <span className="ml-2 text-sm font-normal text-muted-foreground">
              {t('unreadCount', { count: unread })}
            </span>
          ) : null}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={!hasUnread || markAll.isPending}
            aria-busy={markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: () => toast.error(t('toasts.markAllFailed')) })}
          >
            <CheckCheckIcon aria-hidden="true" />
            {t('markAllRead')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-danger hover:text-danger"
            disabled={isEmpty}
            onClick={() => setConfirmOpen(true)}
          >
            <Trash2Icon aria-hidden="true" />
            {t('deleteAll')}
          </Button>
        </div>
      </div>

      <QueryState
        query={pages}
        loading={<ListSkeleton />}
        errorTitle={t('loadError')}
        empty={{ icon: BellOffIcon, title: t('empty.title'), text: t('empty.text') }}
      >
        {(list) => (
          <ul className="flex flex-col gap-2" data-testid="notifications-list">
            {list.map((notification) => {
              const content = <NotificationItemContent notification={notification} />;
              const actionable = !notification.isRead || actionPathOf(notification.actionUrl) !== null;
              return (
                <li key={notification.id} data-testid="notification-row">
                  {actionable ? (
                    <button
                      type="button"
                      className={cn(
                        rowClass,
                        'transition-colors hover:border-primary/40 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        !notification.isRead && 'border-primary/30 bg-primary-soft/40',
                      )}
                      onClick={() => open(notification)}
                    >
                      {content}
                    </button>
                  ) : (
                    <div className={rowClass}>{content}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>

      {pages.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-danger">
          {t('loadMoreError')}
        </p>
      ) : null}
      {pages.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            disabled={pages.isFetchingNextPage}
            aria-busy={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {t('loadMore')}
          </Button>
        </div>
      ) : null}

      <DeleteAllDialog open={confirmOpen} onOpenChange={setConfirmOpen} />
    </section>
  );
}
