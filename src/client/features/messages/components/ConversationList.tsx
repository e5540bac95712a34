import { MessageSquareIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@shared/contracts/messages';
import { CompanyLogo } from '@/components/CompanyLogo';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { badgeText } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import type { useConversations } from '../api/conversations';
import { previewText } from '../lib/attachment';
import { conversationName } from '../lib/target';
import { formatChatTime } from '../lib/time';

function ListSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex flex-col gap-1 p-2" data-testid="conversations-loading">
      <span className="sr-only">{t('states.loading')}</span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3 p-2">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The conversation list (spec §2, §3 Conversation): the partner's logo or the user's picture, the
 * company or name, the last message (or '📎 file'), its time (spec §9) and the caller's unread count;
 * newest first as the server orders it. Loading skeleton, error with retry, empty state with `emptyAction`.
 */
export function ConversationList({
  query,
  selectedId,
  onSelect,
  me,
  emptyAction,
}: {
  query: ReturnType<typeof useConversations>;
  selectedId: string | null;
  onSelect: (conversation: Conversation) => void;
  me: number;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation('messages');
  const lang = useLanguage();
  if (!query.data) {
    if (query.isError) {
      return (
        <div className="p-3">
          <ErrorState
            title={t('listError')}
            message={isApiError(query.error) ? query.error.message : t('loadErrorText')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      );
    }
    return <ListSkeleton />;
  }
  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 p-6 text-center" data-testid="conversations-empty">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <MessageSquareIcon className="size-6" aria-hidden="true" />
        </span>
        <p className="font-medium">{t('empty')}</p>
        <p className="text-sm text-muted-foreground">{t('emptyText')}</p>
        {emptyAction ? <div className="mt-2">{emptyAction}</div> : null}
      </div>
    );
  }
  return (
    <ul className="flex flex-col p-1" aria-label={t('listLabel')}>
      {query.data.map((c) => {
        const name = conversationName(c, t('unknownUser'));
        const selected = c.id === selectedId;
        const last = c.lastMessage;
        const preview = last ? previewText(last) : '';
        return (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => onSelect(c)}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'flex w-full items-center gap-3 rounded-md p-2 text-left transition-colors hover:bg-accent focus-visible:bg-accent',
                selected && 'bg-primary-soft hover:bg-primary-soft',
              )}
              data-testid="conversation-row"
            >
              <CompanyLogo
                name={name}
                logo={c.partner?.logo ?? c.otherUser.profileImageUrl}
                size={40}
                className="rounded-full"
              />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={cn('truncate text-sm', c.unreadCount > 0 ? 'font-bold' : 'font-medium')}>
                    {name}
                  </span>
                  {last ? (
                    <time dateTime={last.createdAt} className="shrink-0 text-xs text-muted-foreground">
                      {formatChatTime(last.createdAt, lang)}
                    </time>
                  ) : null}
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-xs text-muted-foreground">
                    {last && last.senderId === me ? `${t('you')}: ` : ''}
                    {preview}
                  </span>
                  {c.unreadCount > 0 ? (
                    <span
                      className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] font-bold text-primary-foreground"
                      data-testid="conversation-unread"
                    >
                      <span aria-hidden="true">{badgeText(c.unreadCount)}</span>
                      <span className="sr-only">{t('unread', { count: c.unreadCount })}</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
