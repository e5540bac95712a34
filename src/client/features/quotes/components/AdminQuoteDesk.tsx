import { InboxIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { QUOTE_STATUSES, type QuoteStatus } from '@shared/constants';
import type { AdminQuoteRequest } from '@shared/contracts/quotes';
import { CompanyLogo } from '@/components/CompanyLogo';
import { ErrorState } from '@/components/ErrorState';
import { QuoteStatusBadge, quoteStatusLabelKey } from '@/components/QuoteStatusBadge';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useServiceNeeded } from '@/lib/service-needed';
import { useLanguage } from '@/lib/use-language';
import { useAdminQuoteRequests, useUpdateAdminQuoteStatus } from '../api/admin-quote-requests';
import { DeskEmptyState, DeskTableHead, Pager, StatusCounters } from './StatusCounters';
import { pageUrl } from '@shared/pages';

/** The status dropdown of one row: any of the five statuses (spec §4), disabled while saving. */
function StatusSelect({
  row,
  busy,
  onChange,
}: {
  row: AdminQuoteRequest;
  busy: boolean;
  onChange: (status: QuoteStatus) => void;
}) {
  const { t } = useTranslation('quotes');
  const { t: tm } = useTranslation('shared');
  return (
    <Select value={row.status} onValueChange={(v) => onChange(v as QuoteStatus)} disabled={busy}>
      <SelectTrigger
        className="w-40"
        aria-label={t('admin.statusOf', { name: row.fullName, company: row.partner.companyName })}
        data-testid="admin-status-select"
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {QUOTE_STATUSES.map((s) => (
          <SelectItem key={s} value={s}>
            {tm(quoteStatusLabelKey(s))}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function PartnerCell({ row }: { row: AdminQuoteRequest }) {
  const { t } = useTranslation('quotes');
  return (
    <Link
      to={pageUrl('partnerInspection', { params: { partnerId: row.partner.id } })}
      className="flex min-w-0 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
      // A tooltip, not an aria-label: the accessible name stays the visible company name (axe
      // label-content-name-mismatch, WCAG 2.5.3: the logo's initials broke "name contains text").
      title={t('admin.inspect', { company: row.partner.companyName })}
    >
      <CompanyLogo name={row.partner.companyName} logo={row.partner.logo} size={32} />
      <span className="truncate">{row.partner.companyName}</span>
    </Link>
  );
}

/**
 * The admin quote desk (`/admin/quote-requests`; spec §2, §3 "Quote request (admin list)", §6, §8):
 * counters per status that filter, every request with the partner's logo and name (linking to the
 * partner inspection), requester, service, budget, date, and a status dropdown per row. A failed update
 * toasts 'Durum güncellenirken hata oluştu'; a failed list says 'Teklif talepleri yüklenemedi'.
 */
export function AdminQuoteDesk() {
  const { t } = useTranslation('quotes');
  const { t: tm } = useTranslation('shared');
  const lang = useLanguage();
  const serviceNeeded = useServiceNeeded();
  const [status, setStatus] = useState<QuoteStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const query = useAdminQuoteRequests(status, page);
  const update = useUpdateAdminQuoteStatus();

  const changeStatus = (row: AdminQuoteRequest, next: QuoteStatus) => {
    if (next === row.status) return;
    update.mutate(
      { id: row.id, status: next },
      {
        onSuccess: () =>
          toast.success(t('admin.updated', { name: row.fullName, status: tm(quoteStatusLabelKey(next)) })),
        onError: (error) =>
          toast.error(tm('quotes.statusUpdateFailed'), {
            description: isApiError(error) ? error.message : undefined,
          }),
      },
    );
  };
  const busy = (row: AdminQuoteRequest) => update.isPending && update.variables?.id === row.id;
  const budget = (row: AdminQuoteRequest) => (row.budget ? t(`budget.${row.budget}`) : t('budget.none'));

  const data = query.data;
  return (
    <div className="flex flex-col gap-5" data-testid="admin-quote-desk">
      <StatusCounters
        counts={data?.counts}
        status={status}
        onStatusChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />
      {data === undefined ? (
        query.isError ? (
          <ErrorState
            title={tm('quotes.loadFailed')}
            message={isApiError(query.error) ? query.error.message : undefined}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <div role="status" className="flex flex-col gap-2" data-testid="query-loading">
            <span className="sr-only">{t('loading')}</span>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        )
      ) : data.quoteRequests.length === 0 ? (
        <DeskEmptyState
          icon={InboxIcon}
          filtered={status !== undefined}
          title={t('admin.emptyTitle')}
          text={t('admin.emptyText')}
          onShowAll={() => setStatus(undefined)}
        />
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-lg border bg-card lg:block">
            <table className="w-full text-left text-sm" data-testid="admin-quotes-table">
              <caption className="sr-only">{t('admin.caption')}</caption>
              <DeskTableHead
                columns={['partner', 'requester', 'service', 'budget', 'date', 'status'].map((key) => ({
                  label: t(`table.${key}`),
                }))}
              />
              <tbody className="divide-y">
                {data.quoteRequests.map((row) => (
                  <tr key={row.id} data-testid="admin-quote-row" className="align-top">
                    <td className="max-w-[14rem] px-4 py-3">
                      <PartnerCell row={row} />
                    </td>
                    <td className="px-4 py-3">
                      <p className="font-medium">{row.fullName}</p>
                      <p className="text-muted-foreground">{row.companyName}</p>
                      <p className="break-all text-xs text-muted-foreground">{row.email}</p>
                    </td>
                    <td className="max-w-xs px-4 py-3">
                      <p className="line-clamp-2">{serviceNeeded(row)}</p>
                    </td>
                    <td className="whitespace-nowrap px-4 py-3">{budget(row)}</td>
                    <td className="whitespace-nowrap px-4 py-3">{formatDate(row.createdAt, lang)}</td>
                    <td className="px-4 py-3">
                      <StatusSelect row={row} busy={busy(row)} onChange={(s) => changeStatus(row, s)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 lg:hidden" data-testid="admin-quotes-cards">
            {data.quoteRequests.map((row) => (
              <li key={row.id} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
                <div className="flex items-start justify-between gap-3">
                  <PartnerCell row={row} />
                  <QuoteStatusBadge status={row.status} />
                </div>
                <div className="text-sm">
                  <p className="break-words font-medium">
                    {row.fullName} · {row.companyName}
                  </p>
                  <p className="break-all text-muted-foreground">{row.email}</p>
                </div>
                <p className="line-clamp-3 text-sm">{serviceNeeded(row)}</p>
                <p className="text-sm text-muted-foreground">
                  {budget(row)} · {formatDate(row.createdAt, lang)}
                </p>
                <StatusSelect row={row} busy={busy(row)} onChange={(s) => changeStatus(row, s)} />
              </li>
            ))}
          </ul>
          <Pager page={data.page} hasMore={data.hasMore} onPageChange={setPage} busy={query.isFetching} />
        </>
      )}
    </div>
  );
}
