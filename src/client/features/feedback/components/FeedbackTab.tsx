import { MessageSquareTextIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES, type FeedbackCategory, type FeedbackStatus } from '@shared/constants';
import type { FeedbackItem } from '@shared/contracts/feedback';
import { ErrorState } from '@/components/ErrorState';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useAdminFeedback, useDeleteFeedback, useSetFeedbackStatus } from '../api/admin-feedback';

const PAGE = 20;
const STATUS_VARIANT = { new: 'info', in_progress: 'warning', resolved: 'success' } as const;
const selectClass = 'h-9 rounded-md border border-input bg-background px-3 text-sm';

/**
 * 'Geri Bildirimler' (issue 11): every piece of feedback, newest first, filtered by status and
 * category; an admin sets the status and deletes after confirming.
 */
export function FeedbackTab() {
  const { t } = useTranslation('feedback');
  const { t: tf } = useTranslation('feedback');
  const lang = useLanguage();
  const statusId = useId();
  const categoryId = useId();
  const [status, setStatus] = useState<FeedbackStatus | ''>('');
  const [category, setCategory] = useState<FeedbackCategory | ''>('');
  const [page, setPage] = useState(1);
  const list = useAdminFeedback({ status: status || undefined, category: category || undefined, page, limit: PAGE });
  const setItemStatus = useSetFeedbackStatus();
  const remove = useDeleteFeedback();
  const [deleting, setDeleting] = useState<FeedbackItem | null>(null);

  const fail = (error: unknown) =>
    toast.error(t('feedback.failed'), { description: isApiError(error) ? error.message : undefined });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={statusId} className="text-sm font-medium">
            {t('feedback.statusFilter')}
          </label>
          <select
            id={statusId}
            className={selectClass}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as FeedbackStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('feedback.all')}</option>
            {FEEDBACK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {tf(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={categoryId} className="text-sm font-medium">
            {t('feedback.categoryFilter')}
          </label>
          <select
            id={categoryId}
            className={selectClass}
            value={category}
            onChange={(e) => {
              setCategory(e.target.value as FeedbackCategory | '');
              setPage(1);
            }}
          >
            <option value="">{t('feedback.all')}</option>
            {FEEDBACK_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {tf(`categories.${c}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {list.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-28 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState title={t('feedback.loadError')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={MessageSquareTextIcon}
          title={t('feedback.emptyTitle')}
          text={t('feedback.emptyText')}
          headingLevel={3}
        />
      ) : (
        <>
          <ul className="flex flex-col gap-3" data-testid="feedback-list">
            {list.data.items.map((item) => (
              <li key={item.id} className="rounded-lg border bg-card p-4" data-testid="feedback-row" data-id={item.id}>
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant="secondary">{tf(`categories.${item.category}`)}</Badge>
                      <Badge variant={STATUS_VARIANT[item.status]} data-testid="feedback-status">
                        {tf(`statuses.${item.status}`)}
                      </Badge>
                      <time dateTime={item.createdAt} className="text-sm text-muted-foreground">
                        {formatDateTime(item.createdAt, lang)}
                      </time>
                    </div>
                    <p className="mt-2 font-semibold">{item.name}</p>
                    <p className="text-sm break-all text-muted-foreground">
                      <a href={`mailto:${item.email}`} className="hover:underline">
                        {item.email}
                      </a>
                      {item.phone ? ` · ${item.phone}` : ''}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <label className="sr-only" htmlFor={`feedback-status-${item.id}`}>
                      {t('feedback.setStatus', { name: item.name })}
                    </label>
                    <select
                      id={`feedback-status-${item.id}`}
                      className={selectClass}
                      value={item.status}
                      disabled={setItemStatus.isPending && setItemStatus.variables?.id === item.id}
                      data-testid="feedback-status-select"
                      onChange={(e) =>
                        setItemStatus.mutate(
                          { id: item.id, status: e.target.value as FeedbackStatus },
                          { onSuccess: () => toast.success(t('feedback.updated')), onError: fail },
                        )
                      }
                    >
                      {FEEDBACK_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {tf(`statuses.${s}`)}
                        </option>
                      ))}
                    </select>
                    <Button
                      variant="outline"
                      size="icon"
                      aria-label={t('feedback.delete', { name: item.name })}
                      data-testid="feedback-delete"
                      onClick={() => setDeleting(item)}
                    >
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                <p className="mt-3 text-sm whitespace-pre-line">{item.message}</p>
              </li>
            ))}
          </ul>
          <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
            <span>{t('feedback.pageInfo', { page, total: list.data.total })}</span>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
                {t('feedback.previous')}
              </Button>
              <Button variant="outline" size="sm" disabled={!list.data.hasMore} onClick={() => setPage(page + 1)}>
                {t('feedback.next')}
              </Button>
            </div>
          </div>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('feedback.deleteTitle')}
        text={t('feedback.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('feedback.deleteConfirm')}
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('feedback.deleted'));
              setDeleting(null);
            },
            onError: (error) => {
              fail(error);
              setDeleting(null);
            },
          })
        }
      />
    </div>
  );
}
