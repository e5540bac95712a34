import { AlertTriangleIcon, ArrowRightLeftIcon, TrophyIcon, ZapIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ExchangeRates } from '@shared/contracts/exchange-rates';
import type { QuoteResponse, UserQuoteRequest } from '@shared/contracts/quotes';
import { formatMoney } from '@shared/money';
import { CompanyLogo } from '@/components/CompanyLogo';
import { RatingSummary, useResponseTimeText, formatPercent } from '@/components/PartnerTrust';
import { Badge } from '@/components/ui/badge';
import { formatRate, formatRateDate, useExchangeRates } from '@/lib/exchange-rates';
import { formatDate, formatNumber } from '@/lib/format';
import { partnerPath } from '@/lib/routes';
import { useServiceNeeded } from '@/lib/service-needed';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import {
  type AnswerComparison,
  COMPARISON_ORDERS,
  type ComparisonOrder,
  compareAnswers,
  sortColumns,
} from '../lib/compare';
import { liveAnswer } from '../lib/group';
import {
  AnswerActions,
  Attachment,
  LineItems,
  ReviewButton,
  useMoney,
  Validity,
  VatValue,
  VersionInfo,
  type AnswerHandlers,
} from './AnswerParts';
import { QuoteStatusBadge } from '@/components/QuoteStatusBadge';

interface Column {
  request: UserQuoteRequest;
  answer: QuoteResponse | null;
}

interface RowSpec {
  key: string;
  label: string;
  /** Content of a column that has an answer. */
  answered: (c: Column & { answer: QuoteResponse }) => ReactNode;
  /** Content of a column still waiting (default: a dash for screen readers and eyes alike). */
  waiting?: (c: Column) => ReactNode;
}

function Rating({ request }: { request: UserQuoteRequest }) {
  const { t } = useTranslation('quotes');
  const { ratingAverage, reviewCount } = request.partner;
  if (ratingAverage == null || !reviewCount) return <span className="text-muted-foreground">{t('noRating')}</span>;
  return <RatingSummary ratingAverage={ratingAverage} reviewCount={reviewCount} />;
}

function ResponseFigures({ request }: { request: UserQuoteRequest }) {
  const { t } = useTranslation('quotes');
  const lang = useLanguage();
  const responseText = useResponseTimeText();
  const { responseTimeHours, responseRate } = request.partner;
  if (responseTimeHours == null && responseRate == null) {
    return <span className="text-muted-foreground">{t('noData')}</span>;
  }
  return (
    <span className="flex flex-col">
      {responseTimeHours != null ? <span>{responseText(responseTimeHours)}</span> : null}
      {responseRate != null ? (
        <span className="text-xs text-muted-foreground">
          {t('trust.responseRate', { ns: 'common', rate: formatPercent(responseRate, lang) })}
        </span>
      ) : null}
    </span>
  );
}

/** "1 USD = 42,1234 TL · TCMB 27.11.2026" (or "Yönetici kuru" for the admin override). */
function RateLine({ currency, rates }: { currency: string; rates: ExchangeRates }) {
  const { t } = useTranslation('quotes');
  const lang = useLanguage();
  const rate = rates.rates[currency];
  if (rate == null || !rates.rateDate) return null;
  return (
    <span className="text-xs text-muted-foreground" data-testid="rate-line">
      {t('comparison.rateLine', {
        currency,
        rate: formatRate(rate, lang),
        source: t(rates.source === 'admin' ? 'comparison.sourceAdmin' : 'comparison.sourceTcmb'),
        date: formatRateDate(rates.rateDate, lang),
      })}
    </span>
  );
}

/**
 * What the comparison says about the rates above the table: the conversion and its source, that
 * rates are loading, or that they are unavailable and only offers in one currency are compared.
 */
function RatesNote({ state, rates }: { state: 'ready' | 'loading' | 'missing'; rates: ExchangeRates | undefined }) {
  const { t } = useTranslation('quotes');
  const lang = useLanguage();
  if (state === 'loading') {
    return (
      <p role="status" className="mt-3 text-xs text-muted-foreground">
        {t('comparison.ratesLoading')}
      </p>
    );
  }
  if (state === 'missing' || !rates?.rateDate) {
    return (
      <p
        className="mt-3 flex items-start gap-2 rounded-md bg-warning-soft p-3 text-sm text-warning"
        data-testid="rates-missing"
      >
        <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{t('comparison.ratesMissing')}</span>
      </p>
    );
  }
  return (
    <p className="mt-3 flex items-start gap-2 text-sm text-muted-foreground" data-testid="rates-note">
      <ArrowRightLeftIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {t(rates.source === 'admin' ? 'comparison.convertedAdmin' : 'comparison.convertedTcmb', {
          date: formatRateDate(rates.rateDate, lang),
        })}
      </span>
    </p>
  );
}

/** The column order buttons: as sent, by price, by delivery time. */
function OrderSwitch({
  order,
  onChange,
  comparison,
}: {
  order: ComparisonOrder;
  onChange: (order: ComparisonOrder) => void;
  comparison: AnswerComparison;
}) {
  const { t } = useTranslation('quotes');
  // Several groups may be on the page: one label id each.
  const labelId = useId();
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <span id={labelId} className="text-muted-foreground">
        {t('comparison.orderLabel')}
      </span>
      <div role="group" aria-labelledby={labelId} className="inline-flex rounded-md border p-0.5">
        {COMPARISON_ORDERS.map((key) => {
          const active = key === order;
          // Prices in several currencies without rates have no order.
          const disabled = key === 'price' && comparison.basis === 'none';
          return (
            <button
              key={key}
              type="button"
              aria-pressed={active}
              disabled={disabled}
              onClick={() => onChange(key)}
              data-testid={`order-${key}`}
              className={cn(
                'rounded-sm px-2.5 py-1 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
                active ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {t(`comparison.order.${key}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/**
 * A request sent to several partners (one `groupId`) as one block: a side-by-side comparison of the
 * answers, one column per partner and one row per figure (issue 9 "Deciding"). Partners that have not
 * answered show "Yanıt bekleniyor". At 390 px the table scrolls sideways inside a focusable region, its
 * first column staying in view.
 *
 * Comparison in one currency (issue 20): when an answer is in USD or EUR, each total is also shown in
 * lira at GET /api/exchange-rates with the rate, its source and date; the cheapest is then the lowest
 * lira total. Without rates, only answers in the same currency are compared (the cheapest of each
 * currency is marked) and the block says so. The fastest is the shortest delivery time among those
 * `parseDeliveryDays` can read. The columns can be ordered as sent, by price or by delivery time.
 */
export function GroupComparison({
  requests,
  handlers,
}: {
  requests: readonly UserQuoteRequest[];
  handlers: AnswerHandlers;
}) {
  const { t } = useTranslation('quotes');
  const lang = useLanguage();
  const serviceNeeded = useServiceNeeded();
  const money = useMoney();
  const [order, setOrder] = useState<ComparisonOrder>('sent');
  const answered: Column[] = requests.map((request) => ({ request, answer: liveAnswer(request) }));
  const foreignCurrencies = [
    ...new Set(answered.flatMap((c) => (c.answer && c.answer.currency !== 'TRY' ? [c.answer.currency] : []))),
  ];
  // Rates are asked for only when an answer is in another currency than the lira.
  const ratesQuery = useExchangeRates({}, foreignCurrencies.length > 0);
  const rates = ratesQuery.data;
  const ratesState: 'ready' | 'loading' | 'missing' =
    foreignCurrencies.length === 0
      ? 'ready'
      : ratesQuery.isPending
        ? 'loading'
        : rates && foreignCurrencies.every((c) => rates.rates[c] != null)
          ? 'ready'
          : 'missing';
  const comparison = compareAnswers(
    answered.map((c) => c.answer),
    ratesState === 'ready' ? (rates ?? null) : null,
  );
  const { cheapest, fastest } = comparison;
  const columns = sortColumns(answered, order, comparison);
  const isCheapest = (answer: QuoteResponse) =>
    answer.id === cheapest || comparison.cheapestByCurrency.get(answer.currency) === answer.id;
  const first = requests[0]!;
  const titleId = `group-${first.groupId}-title`;
  const notSpecified = <span className="text-muted-foreground">{t('notSpecified')}</span>;
  const dash = <span className="text-muted-foreground">—</span>;

  const rows: RowSpec[] = [
    {
      key: 'total',
      label: t('rows.total'),
      answered: ({ answer }) => (
        <div className="flex flex-col gap-1">
          <span className="text-lg font-bold tabular-nums">{money(answer.totalAmount, answer)}</span>
          {answer.id === cheapest ? (
            <Badge variant="success" data-testid="cheapest-badge">
              <TrophyIcon aria-hidden="true" />
              {t('cheapest')}
            </Badge>
          ) : comparison.cheapestByCurrency.get(answer.currency) === answer.id ? (
            <Badge variant="success" data-testid="cheapest-in-currency-badge">
              <TrophyIcon aria-hidden="true" />
              {t('comparison.cheapestIn', { currency: answer.currency })}
            </Badge>
          ) : null}
        </div>
      ),
      waiting: () => <span className="font-medium text-warning">{t('awaiting')}</span>,
    },
    ...(comparison.foreign
      ? [
          {
            key: 'totalTry',
            label: t('comparison.totalTry'),
            answered: ({ answer }: Column & { answer: QuoteResponse }) => {
              const total = comparison.tryTotals.get(answer.id);
              if (total == null) return <span className="text-muted-foreground">{t('comparison.noRate')}</span>;
              return (
                <div className="flex flex-col gap-0.5">
                  <span className="font-semibold tabular-nums">{formatMoney(total, 'TRY', lang)}</span>
                  {answer.currency !== 'TRY' && rates ? <RateLine currency={answer.currency} rates={rates} /> : null}
                </div>
              );
            },
          } satisfies RowSpec,
        ]
      : []),
    {
      key: 'subtotal',
      label: t('rows.subtotal'),
      answered: ({ answer }) => <span className="tabular-nums">{money(answer.subtotal, answer)}</span>,
    },
    { key: 'vat', label: t('rows.vat'), answered: ({ answer }) => <VatValue answer={answer} /> },
    { key: 'currency', label: t('rows.currency'), answered: ({ answer }) => answer.currency },
    {
      key: 'title',
      label: t('rows.title'),
      answered: ({ answer }) => <span className="break-words">{answer.title}</span>,
    },
    { key: 'items', label: t('rows.items'), answered: ({ answer }) => <LineItems answer={answer} /> },
    {
      key: 'delivery',
      label: t('rows.delivery'),
      answered: ({ answer }) => (
        <div className="flex flex-col gap-1">
          <span className="break-words">{answer.deliveryTime || notSpecified}</span>
          {answer.id === fastest ? (
            <Badge variant="info" data-testid="fastest-badge">
              <ZapIcon aria-hidden="true" />
              {t('comparison.fastest')}
            </Badge>
          ) : null}
        </div>
      ),
    },
    { key: 'validity', label: t('rows.validity'), answered: ({ answer }) => <Validity answer={answer} /> },
    {
      key: 'terms',
      label: t('rows.terms'),
      answered: ({ answer }) =>
        answer.terms ? <span className="break-words whitespace-pre-line">{answer.terms}</span> : notSpecified,
    },
    {
      key: 'attachment',
      label: t('rows.attachment'),
      answered: ({ answer }) => (answer.attachment ? <Attachment answer={answer} /> : dash),
    },
    { key: 'versions', label: t('rows.versions'), answered: ({ answer }) => <VersionInfo answer={answer} /> },
    {
      key: 'followers',
      label: t('rows.followers'),
      answered: ({ request }) => formatNumber(request.partner.followersCount, lang),
      waiting: ({ request }) => formatNumber(request.partner.followersCount, lang),
    },
    {
      key: 'rating',
      label: t('rows.rating'),
      answered: ({ request }) => <Rating request={request} />,
      waiting: ({ request }) => <Rating request={request} />,
    },
    {
      key: 'responseTime',
      label: t('rows.responseTime'),
      answered: ({ request }) => <ResponseFigures request={request} />,
      waiting: ({ request }) => <ResponseFigures request={request} />,
    },
    {
      key: 'actions',
      label: t('rows.actions'),
      answered: ({ request, answer }) => (
        <div className="flex flex-col gap-3">
          <AnswerActions request={request} answer={answer} handlers={handlers} />
          <ReviewButton request={request} handlers={handlers} />
        </div>
      ),
    },
  ];

  return (
    <article aria-labelledby={titleId} className="rounded-lg border bg-card shadow-xs" data-testid="request-group">
      <div className="p-4 sm:p-5">
        <h3 id={titleId} className="text-base font-semibold">
          {t('groupTitle', { count: requests.length })}
        </h3>
        <p className="text-sm text-muted-foreground">{t('sentOn', { date: formatDate(first.createdAt, lang) })}</p>
        <p className="mt-3 text-sm">
          <span className="font-medium text-foreground">{t('service')}: </span>
          <span className="break-words text-muted-foreground">{serviceNeeded(first)}</span>
        </p>
        {comparison.foreign ? <RatesNote state={ratesState} rates={rates} /> : null}
        {answered.filter((c) => c.answer).length > 1 ? (
          <OrderSwitch order={order} onChange={setOrder} comparison={comparison} />
        ) : null}
        <p className="mt-2 text-xs text-muted-foreground md:hidden">{t('scrollHint')}</p>
      </div>
      {/* Focusable so keyboard users can scroll it (axe: scrollable-region-focusable); a labelled region. */}
      <div
        role="region"
        aria-label={t('comparisonLabel')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable
        tabIndex={0}
        className="overflow-x-auto border-t focus-visible:outline-2 focus-visible:outline-ring"
      >
        <table className="w-full border-collapse text-sm" data-testid="comparison-table">
          <caption className="sr-only">{t('comparisonLabel')}</caption>
          <thead>
            <tr className="border-b bg-surface align-top">
              <th scope="col" className="sticky left-0 z-10 w-32 bg-surface p-3 text-left font-medium sm:w-44">
                {t('rows.partner')}
              </th>
              {columns.map(({ request }) => (
                <th key={request.id} scope="col" className="min-w-56 p-3 text-left font-normal">
                  <div className="flex items-start gap-2">
                    <CompanyLogo name={request.partner.companyName} logo={request.partner.logo} size={36} alt="" />
                    <div className="min-w-0">
                      <Link
                        to={partnerPath(request.partner)}
                        className="line-clamp-2 rounded-sm font-semibold break-words text-foreground hover:text-primary hover:underline"
                      >
                        {request.partner.companyName}
                      </Link>
                      <QuoteStatusBadge status={request.status} className="mt-1" />
                    </div>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b align-top last:border-b-0" data-row={row.key}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 w-32 bg-card p-3 text-left text-xs font-medium text-muted-foreground sm:w-44 sm:text-sm"
                >
                  {row.label}
                </th>
                {columns.map((column) => (
                  <td
                    key={column.request.id}
                    className={cn(
                      'min-w-56 p-3',
                      column.answer &&
                        isCheapest(column.answer) &&
                        (row.key === 'total' || row.key === 'totalTry') &&
                        'bg-success-soft/50',
                      column.answer && column.answer.id === fastest && row.key === 'delivery' && 'bg-info-soft/50',
                    )}
                  >
                    {column.answer
                      ? row.answered({ ...column, answer: column.answer })
                      : row.waiting
                        ? row.waiting(column)
                        : dash}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
