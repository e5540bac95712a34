import { EyeIcon, FolderKanbanIcon, InboxIcon, PencilIcon, SendIcon, StoreIcon, Undo2Icon } from 'lucide-react';
import { Fragment } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { QuoteStatus } from '@shared/constants';
import type { PartnerQuoteRequest } from '@shared/contracts/quotes';
import { formatMoney } from '@shared/money';
import { pageUrl } from '@shared/pages';
import { ErrorState } from '@/components/ErrorState';
import { QuoteStatusBadge } from '@/components/QuoteStatusBadge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useServiceNeeded } from '@/lib/service-needed';
import { useLanguage } from '@/lib/use-language';
import { useCancelQuoteResponse } from '../api/answer-quote';
import { usePartnerQuoteRequests } from '../api/list-quote-requests';
import { QuoteAnswerDialog } from './QuoteAnswerDialog';
import { QuoteRequestDetailDialog } from './QuoteRequestDetailDialog';
import { RevisionBanner } from './RevisionBanner';
import { DeskEmptyState, DeskTableHead, Pager, StatusCounters } from './StatusCounters';
import { messageKey } from '@/lib/i18n';

/** What the partner may do with a request now (decision 013). */
function actionsOf(r: PartnerQuoteRequest) {
  const live = r.response;
  return {
    /** No live answer yet and the request still open. */
    answer: live === null && (r.status === 'pending' || r.status === 'responded'),
    /** The live answer is still `sent`: it can be revised or withdrawn. */
    revise: live?.status === 'sent',
    /** Accepted work is done, and completed, in its project's room (issue 20). */
    project: r.projectId ?? null,
  };
}

interface RowActions {
  onDetails: (r: PartnerQuoteRequest) => void;
  onAnswer: (r: PartnerQuoteRequest) => void;
  onCancel: (r: PartnerQuoteRequest) => void;
}

function Actions({ r, actions }: { r: PartnerQuoteRequest; actions: RowActions }) {
  const { t } = useTranslation('quotes');
  const can = actionsOf(r);
  const who = r.fullName;
  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => actions.onDetails(r)}
        aria-label={t('actions.detailsOf', { name: who })}
      >
        <EyeIcon aria-hidden="true" />
        {t('actions.details')}
      </Button>
      {can.answer ? (
        <Button
          type="button"
          size="sm"
          onClick={() => actions.onAnswer(r)}
          aria-label={t('actions.answerTo', { name: who })}
        >
          <SendIcon aria-hidden="true" />
          {t('actions.answer')}
        </Button>
      ) : null}
      {can.revise ? (
        <>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => actions.onAnswer(r)}
            aria-label={t('actions.reviseFor', { name: who })}
          >
            <PencilIcon aria-hidden="true" />
            {t('actions.revise')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => actions.onCancel(r)}
            aria-label={t('actions.withdrawFor', { name: who })}
          >
            <Undo2Icon aria-hidden="true" />
            {t('actions.withdraw')}
          </Button>
        </>
      ) : null}
      {can.project ? (
        <Button asChild size="sm" variant="outline">
          <Link
            to={pageUrl('projectRoom', { params: { id: can.project } })}
            aria-label={t('actions.openProjectFor', { name: who })}
          >
            <FolderKanbanIcon aria-hidden="true" />
            {t('actions.openProject')}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

function DeskSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex flex-col gap-2" data-testid="query-loading">
      <span className="sr-only">{t('states.loading')}</span>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}

/**
 * The partner dashboard's quote requests (issue 9 "Answering"; `?tab=quotes`): counters per status
 * that filter, a table (date, requester and company, service, budget, status, answer total) that
 * becomes cards below 768 px, paging, the detail dialog, the answer / revision dialog, withdrawing an
 * answer after a confirmation, the buyer's revision request as a banner with its button, and the
 * project of an accepted request (completing the work happens there: issue 20 removed the desk's own
 * "mark completed"). Cancelled requests stay listed with their state and no action but the details.
 * `?request={id}` opens that request at once (the landing of a claimed listing, issue 21).
 */
export function PartnerQuoteDesk() {
  const { t } = useTranslation('quotes');
  const lang = useLanguage();
  const serviceNeeded = useServiceNeeded();
  const [status, setStatus] = useState<QuoteStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const query = usePartnerQuoteRequests(status, page);
  const [detail, setDetail] = useState<PartnerQuoteRequest | null>(null);
  const [answering, setAnswering] = useState<PartnerQuoteRequest | null>(null);
  const [cancelling, setCancelling] = useState<PartnerQuoteRequest | null>(null);
  const cancel = useCancelQuoteResponse();

  const actions: RowActions = {
    onDetails: setDetail,
    onAnswer: setAnswering,
    onCancel: setCancelling,
  };

  const confirmCancel = () => {
    const id = cancelling?.response?.id;
    if (id === undefined) return;
    cancel.mutate(id, {
      onSuccess: () => {
        toast.success(t('withdraw.done'));
        setCancelling(null);
      },
      onError: (error) =>
        toast.error(t('withdraw.failed'), { description: isApiError(error) ? error.message : undefined }),
    });
  };
  const data = query.data;
  // `?request={id}` (a claimed listing lands here from its claim link; issue 21): that request opens
  // once, in the answer dialog when it can be answered, else its details (state adjusted while
  // rendering, as React advises for a value derived from new data, rather than in an effect).
  const [params] = useSearchParams();
  const linked = Number(params.get('request')) || null;
  const [openedLink, setOpenedLink] = useState<number | null>(null);
  if (linked !== null && data && openedLink !== linked) {
    setOpenedLink(linked);
    const found = data.quoteRequests.find((r) => r.id === linked);
    if (found) (actionsOf(found).answer ? setAnswering : setDetail)(found);
  }
  const total = (r: PartnerQuoteRequest) =>
    r.response ? formatMoney(r.response.totalAmount, r.response.currency, lang) : '—';
  const budget = (r: PartnerQuoteRequest) => (r.budget ? t(`budget.${r.budget}`) : t('budget.none'));

  return (
    <div className="flex flex-col gap-5" data-testid="partner-quote-desk">
      <StatusCounters
        counts={data?.counts}
        status={status}
        onStatusChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />
      {data === undefined ? (
        query.isError && isApiError(query.error) && query.error.status === 404 ? (
          // The caller owns no partner (yet): nothing can reach them.
          <EmptyState icon={StoreIcon} title={t('noPartner.title')} text={t('noPartner.text')} headingLevel={3} />
        ) : query.isError ? (
          <ErrorState
            title={t(messageKey('quotes.loadFailed'))}
            message={isApiError(query.error) ? query.error.message : undefined}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <DeskSkeleton />
        )
      ) : data.quoteRequests.length === 0 ? (
        <DeskEmptyState
          icon={InboxIcon}
          filtered={status !== undefined}
          title={t('empty.title')}
          text={t('empty.text')}
          headingLevel={3}
          onShowAll={() => setStatus(undefined)}
        />
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-lg border bg-card md:block">
            <table className="w-full text-left text-sm" data-testid="partner-quotes-table">
              <caption className="sr-only">{t('table.caption')}</caption>
              <DeskTableHead
                columns={[
                  ...['date', 'requester', 'service', 'budget', 'status'].map((key) => ({ label: t(`table.${key}`) })),
                  { label: t('table.total'), end: true },
                  { label: t('table.actions'), end: true, srOnly: true },
                ]}
              />
              <tbody className="divide-y">
                {data.quoteRequests.map((r) => (
                  <Fragment key={r.id}>
                    <tr data-testid="partner-quote-row" className="align-top">
                      <td className="whitespace-nowrap px-4 py-3">{formatDate(r.createdAt, lang)}</td>
                      <td className="px-4 py-3">
                        <p className="font-medium">{r.fullName}</p>
                        <p className="text-muted-foreground">{r.companyName}</p>
                      </td>
                      <td className="max-w-xs px-4 py-3">
                        <p className="line-clamp-2">{serviceNeeded(r)}</p>
                      </td>
                      <td className="whitespace-nowrap px-4 py-3">{budget(r)}</td>
                      <td className="px-4 py-3">
                        <QuoteStatusBadge status={r.status} />
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums" data-testid="row-total">
                        {total(r)}
                      </td>
                      <td className="px-4 py-3">
                        <Actions r={r} actions={actions} />
                      </td>
                    </tr>
                    {r.response?.revisionRequestedAt && r.response.status === 'sent' ? (
                      // The buyer's revision request under its row, across the table (issue 20).
                      <tr className="border-t-0">
                        <td colSpan={7} className="px-4 pt-0 pb-4">
                          <RevisionBanner answer={r.response} requester={r.fullName} onRevise={() => setAnswering(r)} />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 md:hidden" data-testid="partner-quotes-cards">
            {data.quoteRequests.map((r) => (
              <li key={r.id} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="break-words font-semibold">{r.fullName}</p>
                    <p className="break-words text-sm text-muted-foreground">{r.companyName}</p>
                  </div>
                  <QuoteStatusBadge status={r.status} />
                </div>
                <p className="line-clamp-3 text-sm">{serviceNeeded(r)}</p>
                <RevisionBanner answer={r.response} requester={r.fullName} onRevise={() => setAnswering(r)} />
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-muted-foreground">{t('table.date')}</dt>
                    <dd>{formatDate(r.createdAt, lang)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">{t('table.budget')}</dt>
                    <dd>{budget(r)}</dd>
                  </div>
                  <div className="col-span-2">
                    <dt className="text-muted-foreground">{t('table.total')}</dt>
                    <dd className="tabular-nums">{total(r)}</dd>
                  </div>
                </dl>
                <Actions r={r} actions={actions} />
              </li>
            ))}
          </ul>
          <Pager page={data.page} hasMore={data.hasMore} onPageChange={setPage} busy={query.isFetching} />
        </>
      )}

      <QuoteRequestDetailDialog request={detail} onClose={() => setDetail(null)} />
      <QuoteAnswerDialog request={answering} onClose={() => setAnswering(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? null : setCancelling(null))}
        title={t('withdraw.title')}
        text={t('withdraw.text', { name: cancelling?.fullName ?? '' })}
        confirmLabel={t('withdraw.confirm')}
        destructive
        busy={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </div>
  );
}
