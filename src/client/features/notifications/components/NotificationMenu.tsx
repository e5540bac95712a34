import { BellIcon, BellOffIcon, CheckCheckIcon, ChevronRightIcon, RotateCwIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { WithTooltip } from '@/components/ui/tooltip';
import { useNotificationList } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-read';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NOTIFICATIONS_PATH } from '../lib/paths';
import { DeleteAllDialog } from './DeleteAllDialog';
import { NotificationItemContent } from './NotificationItem';
import { NotificationSkeletonRows } from './NotificationSkeleton';
import { indicatorClass, UnreadBadge } from './UnreadBadge';

const footerItemClass = 'flex-1 justify-center gap-1.5 px-2 text-xs font-medium sm:text-sm';

/**
 * The inside of the open dropdown: the 10 latest (spec §9), 'Tümünü okundu işaretle', 'Tümünü sil'
 * and 'Tümünü görüntüle' (spec §2). Mounted only while open, so the list is fetched when first needed.
 */
function MenuBody({ unreadCount, onDeleteAll }: { unreadCount: number; onDeleteAll: () => void }) {
  const { t } = useTranslation('notifications');
  const { t: tCommon } = useTranslation('common');
  const list = useNotificationList();
  const markAll = useMarkAllNotificationsRead();
  const open = useOpenNotification();
  const notifications = list.data?.notifications;
  const hasUnread = unreadCount > 0 || Boolean(notifications?.some((n) => !n.isRead));

  let body;
  if (notifications === undefined && list.isError) {
    body = (
      // No live region or paragraph roles here: a menu may own only menu items, groups and separators.
      <div className="flex flex-col items-center gap-2 px-4 py-6 text-center" data-testid="notification-menu-error">
        <span className="text-sm text-danger">{t('loadError')}</span>
        <DropdownMenuItem
          className="gap-1.5"
          onSelect={(event) => {
            event.preventDefault();
            void list.refetch();
          }}
        >
          <RotateCwIcon aria-hidden="true" />
          {tCommon('actions.retry')}
        </DropdownMenuItem>
      </div>
    );
  } else if (notifications === undefined) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-3 p-3" data-testid="notification-menu-loading">
        <span className="sr-only">{tCommon('states.loading')}</span>
        <NotificationSkeletonRows rows={3} rowClassName="flex gap-3" />
      </div>
    );
  } else if (notifications.length === 0) {
    body = (
      <div className="flex flex-col items-center px-6 py-8 text-center" data-testid="notification-menu-empty">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <BellOffIcon className="size-6" aria-hidden="true" />
        </span>
        <span className="mt-3 font-semibold">{t('empty.title')}</span>
        <span className="mt-1 text-sm text-muted-foreground">{t('empty.text')}</span>
      </div>
    );
  } else {
    body = (
      <div className="max-h-[min(26rem,60dvh)] overflow-y-auto p-1" data-testid="notification-menu-list">
        {notifications.map((notification) => (
          <DropdownMenuItem
            key={notification.id}
            className="items-start gap-3 px-2 py-2.5"
            onSelect={() => open(notification)}
            data-testid="notification-item"
          >
            <NotificationItemContent notification={notification} compact />
          </DropdownMenuItem>
        ))}
      </div>
    );
  }

  return (
    <>
      <DropdownMenuLabel className="flex items-center justify-between gap-2 px-3 py-2.5">
        <span className="text-base">{t('title')}</span>
        {unreadCount > 0 ? (
          <span className="text-xs font-normal text-muted-foreground">{t('unreadCount', { count: unreadCount })}</span>
        ) : null}
      </DropdownMenuLabel>
      <DropdownMenuSeparator className="mx-0 my-0" />
      {body}
      <DropdownMenuSeparator className="mx-0 my-0" />
      <div className="flex flex-wrap gap-1 p-1">
        <DropdownMenuItem
          className={footerItemClass}
          disabled={!hasUnread || markAll.isPending}
          onSelect={(event) => {
            // The list stays open, so the user sees the rows turn read.
            event.preventDefault();
            markAll.mutate(undefined, { onError: () => toast.error(t('toasts.markAllFailed')) });
          }}
        >
          <CheckCheckIcon aria-hidden="true" />
          {t('markAllRead')}
        </DropdownMenuItem>
        <DropdownMenuItem
          className={`${footerItemClass} text-danger data-[highlighted]:text-danger`}
          disabled={!notifications || notifications.length === 0}
          onSelect={onDeleteAll}
        >
          <Trash2Icon aria-hidden="true" />
          {t('deleteAll')}
        </DropdownMenuItem>
      </div>
      <DropdownMenuSeparator className="mx-0 my-0" />
      <div className="p-1">
        <DropdownMenuItem asChild className="justify-center font-medium text-primary">
          <Link to={NOTIFICATIONS_PATH}>
            {t('viewAll')}
            <ChevronRightIcon aria-hidden="true" />
          </Link>
        </DropdownMenuItem>
      </div>
    </>
  );
}

/**
 * The header's notification bell with its badge and dropdown (spec §2 "Notification dropdown"). A
 * lazy chunk: the header shows a look-alike placeholder until it has loaded.
 */
export function NotificationMenu({ count, label }: { count: number | undefined; label: string }) {
  const { t } = useTranslation('notifications');
  const trigger = useRef<HTMLButtonElement>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <>
      <DropdownMenu modal={false}>
        <WithTooltip label={label}>
          <DropdownMenuTrigger
            ref={trigger}
            className={indicatorClass}
            aria-label={label}
            data-testid="notification-bell"
          >
            <BellIcon aria-hidden="true" />
            <UnreadBadge count={count} />
          </DropdownMenuTrigger>
        </WithTooltip>
        <DropdownMenuContent
          align="end"
          collisionPadding={8}
          className="w-[min(24rem,calc(100vw-1rem))] p-0"
          aria-label={t('menuLabel')}
          data-testid="notification-menu"
        >
          <MenuBody
            unreadCount={count ?? 0}
            onDeleteAll={() => {
              // The confirmation returns the focus to the bell, not to the menu item that is going away.
              trigger.current?.focus();
              setConfirmOpen(true);
            }}
          />
        </DropdownMenuContent>
      </DropdownMenu>
      <DeleteAllDialog open={confirmOpen} onOpenChange={setConfirmOpen} />
    </>
  );
}
