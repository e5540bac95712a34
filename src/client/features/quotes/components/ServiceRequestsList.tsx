import { ListChecksIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { DecideQuoteResponseInput, QuoteResponse, UserQuoteRequest } from '@shared/contracts/quotes';
import { formatMoney } from '@shared/money';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { paths } from '@/lib/routes';
import { useLanguage } from '@/lib/use-language';
import { useCancelQuoteRequests } from '../api/cancel-quote-request';
import { useDecideQuoteResponse } from '../api/decide-quote-response';
import { useUserQuoteRequests } from '../api/list-user-quote-requests';
import { groupRequests, isCancellable, isDecidable, liveAnswer } from '../lib/group';
import type { AnswerHandlers } from './AnswerParts';
import { GroupComparison } from './GroupComparison';
import { RequestCard } from './RequestCard';
import { CancelRequestButton, RequestDetails } from './RequestDetails';
import { ReviewDialog } from './ReviewDialog';
import { RevisionRequestDialog, type RevisionTarget } from './RevisionRequestDialog';
import { messageKey } from '@/lib/i18n';

interface PendingDecision {
  request: UserQuoteRequest;
  answer: QuoteResponse;
  status: DecideQuoteResponseInput['status'];
  /** Other open answers of the same group, declined by an acceptance. */
  others: number;
}

function ListSkeleton() {
  const { t } = useTranslation('quotes');
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4">
      <span className="sr-only">{t('requestsLoading')}</span>
      {[0, 1].map((i) => (
        <div key={i} className="rounded-lg border bg-card p-5" aria-hidden="true">
          <div className="flex items-center gap-4">
            <Skeleton className="size-12 rounded-md" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
            </div>
            <Skeleton className="h-6 w-24 rounded-full" />
          </div>
          <Skeleton className="mt-4 h-4 w-3/4" />
          <Skeleton className="mt-4 h-24 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * Below a group's comparison: the request as sent (one disclosure for the whole group) and, while no
 * partner has answered, 'Talebi iptal et' for all of them at once.
 */
function GroupRequestPanel({
  requests,
  onCancel,
}: {
  requests: UserQuoteRequest[];
  onCancel: (requests: UserQuoteRequest[]) => void;
}) {
  const allOpen = requests.every(isCancellable);
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs sm:flex-row sm:items-start sm:justify-between sm:p-5">
      <RequestDetails requests={requests} onCancel={onCancel} className="min-w-0 flex-1" />
      {allOpen ? <CancelRequestButton requests={requests} label="button" onCancel={onCancel} /> : null}
    </div>
  );
}

/**
 * The signed-in user's quote requests (issue 9 "Deciding"; GET /api/user/quote-requests), newest first:
 * a single request as a card, a request sent to several partners as one comparison. Accepting or
 * declining asks first (accepting one answer of a group says the others will be declined), then
 * PUT /api/quote-responses/{id}/status with toasts; the list refreshes either way. 'Revize teklif iste'
 * opens the revision dialog; 'Talebi iptal et' (nobody answered yet; issue 20) asks first, then cancels
 * the request, or a group's unanswered requests. Each request shows what was sent behind a disclosure.
 * 'Değerlendir' opens the rating dialog. Loading skeleton, empty state with the catalogue, error with retry.
 */
export function ServiceRequestsList() {
  const { t } = useTranslation('quotes');
  const lang = useLanguage();
  const query = useUserQuoteRequests();
  const decide = useDecideQuoteResponse();
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [reviewing, setReviewing] = useState<UserQuoteRequest | null>(null);
  const [revising, setRevising] = useState<RevisionTarget | null>(null);
  /** The requests a confirmed cancel sends (one, or a group's unanswered ones). */
  const [cancelling, setCancelling] = useState<UserQuoteRequest[] | null>(null);
  const cancel = useCancelQuoteRequests();

  const handlers: AnswerHandlers = {
    onDecide: (request, answer, status) => {
      const siblings = request.groupId
        ? (query.data?.quoteRequests ?? []).filter((r) => r.groupId === request.groupId && r.id !== request.id)
        : [];
      const others = siblings.filter((r) => {
        const a = liveAnswer(r);
        return a != null && isDecidable(r, a);
      }).length;
      setPending({ request, answer, status, others });
    },
    onReview: setReviewing,
    onRequestRevision: (request, answer) => setRevising({ request, answer }),
  };

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(
      cancelling.map((r) => r.id),
      {
        onSuccess: () => {
          toast.success(t('cancelRequest.done'));
          setCancelling(null);
        },
        onError: (error) => {
          toast.error(t('cancelRequest.failed'), { description: isApiError(error) ? error.message : undefined });
          setCancelling(null);
        },
      },
    );
  };

  const confirm = () => {
    if (!pending) return;
    const { answer, status } = pending;
    decide.mutate(
      { responseId: answer.id, status },
      {
        onSuccess: () => {
          toast.success(status === 'accepted' ? t('accepted') : t('declined'));
          setPending(null);
        },
        onError: (error) => {
          toast.error(isApiError(error) ? error.message : t('decideFailed'));
          setPending(null);
        },
      },
    );
  };

  const accepting = pending?.status === 'accepted';
  const total = pending ? formatMoney(pending.answer.totalAmount, pending.answer.currency, lang) : '';

  return (
    <>
      <QueryState
        query={query}
        isEmpty={(data) => data.quoteRequests.length === 0}
        loading={<ListSkeleton />}
        errorTitle={t(messageKey('quotes.loadFailed'))}
        empty={{
          icon: ListChecksIcon,
          title: t('emptyTitle'),
          text: t('emptyText'),
          action: (
            <Button asChild>
              <Link to={paths.partners}>{t('browse')}</Link>
            </Button>
          ),
        }}
      >
        {(data) => (
          <ul className="flex flex-col gap-5" aria-label={t('listLabel')}>
            {groupRequests(data.quoteRequests).map((block) =>
              block.kind === 'single' ? (
                <li key={`r-${block.request.id}`}>
                  <RequestCard request={block.request} handlers={handlers} onCancel={setCancelling} />
                </li>
              ) : (
                <li key={`g-${block.groupId}`} className="flex flex-col gap-2">
                  <GroupComparison requests={block.requests} handlers={handlers} />
                  <GroupRequestPanel requests={block.requests} onCancel={setCancelling} />
                </li>
              ),
            )}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={accepting ? t('acceptTitle') : t('declineTitle')}
        text={
          pending ? (
            accepting ? (
              <>
                {t('acceptText', { partner: pending.request.partner.companyName, total })}
                {pending.others > 0 ? (
                  <strong className="mt-2 block font-medium text-foreground">
                    {t('acceptOthers', { count: pending.others })}
                  </strong>
                ) : null}
              </>
            ) : (
              t('declineText', { partner: pending.request.partner.companyName })
            )
          ) : (
            ''
          )
        }
        confirmLabel={accepting ? t('accept') : t('decline')}
        destructive={!accepting}
        busy={decide.isPending}
        onConfirm={confirm}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={t('cancelRequest.title')}
        text={
          cancelling && cancelling.length > 1
            ? t('cancelRequest.textGroup', { count: cancelling.length })
            : t('cancelRequest.text', { partner: cancelling?.[0]?.partner.companyName ?? '' })
        }
        confirmLabel={t('cancelRequest.confirm')}
        destructive
        busy={cancel.isPending}
        onConfirm={confirmCancel}
      />
      <RevisionRequestDialog target={revising} onClose={() => setRevising(null)} />
      <ReviewDialog request={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}
