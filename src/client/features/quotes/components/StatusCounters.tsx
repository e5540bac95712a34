import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QUOTE_STATUSES, type QuoteStatus } from '@shared/constants';
import type { QuoteCounts } from '@shared/contracts/quotes';
import { quoteStatusLabelKey } from '@/components/QuoteStatusBadge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';

const TONE: Record<QuoteStatus | 'all', string> = {
  all: 'bg-primary',
  pending: 'bg-warning',
  responded: 'bg-info',
  accepted: 'bg-success',
  completed: 'bg-success',
  rejected: 'bg-danger',
  cancelled: 'bg-muted-foreground',
};

/**
 * The counters per status, which are also the status filter (spec §2 "counters, status filter"): one
 * toggle button per status with its count, and "all" with the total. The pressed one is the filter.
 */
export function StatusCounters({
  counts,
  status,
  onStatusChange,
}: {
  counts: QuoteCounts | undefined;
  status: QuoteStatus | undefined;
  onStatusChange: (status: QuoteStatus | undefined) => void;
}) {
  const { t } = useTranslation('quotes');
  const { t: tm } = useTranslation('shared');
  const lang = useLanguage();
  const options: { value: QuoteStatus | undefined; key: QuoteStatus | 'all'; label: string; count?: number }[] = [
    { value: undefined, key: 'all', label: t('filter.all'), count: counts?.total },
    ...QUOTE_STATUSES.map((s) => ({ value: s, key: s, label: tm(quoteStatusLabelKey(s)), count: counts?.[s] })),
  ];
  return (
    <div
      role="group"
      aria-label={t('filter.label')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
      data-testid="quote-counters"
    >
      {options.map((o) => {
        const pressed = status === o.value;
        return (
          <button
            key={o.key}
            type="button"
            aria-pressed={pressed}
            onClick={() => onStatusChange(o.value)}
            data-testid={`counter-${o.key}`}
            className={cn(
              'flex flex-col items-start gap-1 rounded-lg border bg-card p-3 text-left transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              pressed && 'border-primary ring-1 ring-primary',
            )}
          >
            <span className="flex items-center gap-2 text-sm text-muted-foreground">
              <span className={cn('size-2 rounded-full', TONE[o.key])} aria-hidden="true" />
              {o.label}
            </span>
            {o.count === undefined ? (
              <Skeleton className="h-7 w-10" />
            ) : (
              <span className="text-2xl font-bold tabular-nums" data-testid="counter-value">
                {formatNumber(o.count, lang)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** Previous / next under a page of rows. */
export function Pager({
  page,
  hasMore,
  onPageChange,
  busy,
}: {
  page: number;
  hasMore: boolean;
  onPageChange: (page: number) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('quotes');
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={t('pager.label')} className="flex items-center justify-between gap-3 text-sm">
      <span className="text-muted-foreground">{t('pager.page', { page })}</span>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={page <= 1 || busy}
          onClick={() => onPageChange(page - 1)}
        >
          {t('pager.previous')}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!hasMore || busy}
          onClick={() => onPageChange(page + 1)}
        >
          {t('pager.next')}
        </Button>
      </div>
    </nav>
  );
}

/** One column heading of a desk table: its label, or a screen-reader-only one; `end` aligns it right. */
export interface DeskColumn {
  label: string;
  end?: boolean;
  srOnly?: boolean;
}

/** The head row of a desk table (partner's and admin's share the look and the header semantics). */
export function DeskTableHead({ columns }: { columns: readonly DeskColumn[] }) {
  return (
    <thead className="border-b bg-surface text-xs text-muted-foreground">
      <tr>
        {columns.map((c) => (
          <th key={c.label} scope="col" className={cn('px-4 py-3 font-medium', c.end && 'text-right')}>
            {c.srOnly ? <span className="sr-only">{c.label}</span> : c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * The empty state of a desk: with a status filter on, it says no request has that status and offers
 * to show them all; without one, the desk's own text.
 */
export function DeskEmptyState({
  icon,
  filtered,
  title,
  text,
  onShowAll,
  headingLevel,
}: {
  icon: LucideIcon;
  filtered: boolean;
  title: string;
  text: string;
  onShowAll: () => void;
  headingLevel?: 2 | 3;
}): ReactNode {
  const { t } = useTranslation('quotes');
  return (
    <EmptyState
      icon={icon}
      title={filtered ? t('empty.filteredTitle') : title}
      text={filtered ? t('empty.filteredText') : text}
      headingLevel={headingLevel}
      action={
        filtered ? (
          <Button type="button" variant="outline" onClick={onShowAll}>
            {t('filter.showAll')}
          </Button>
        ) : undefined
      }
    />
  );
}
