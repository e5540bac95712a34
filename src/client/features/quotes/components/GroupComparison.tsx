import { TrophyIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuoteResponse, UserQuoteRequest } from '@shared/contracts/quotes';
import { CompanyLogo } from '@/components/CompanyLogo';
import { RatingSummary, useResponseTimeText, formatPercent } from '@/components/PartnerTrust';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatNumber } from '@/lib/format';
import { partnerPath } from '@/lib/routes';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { cheapestAnswerId, liveAnswer } from '../lib/group';
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

/**
 * A request sent to several partners (one `groupId`) as one block: a side-by-side comparison of the
 * answers, one column per partner and one row per figure (issue 9 "Deciding"). The cheapest total is
 * highlighted when every answer is in the same currency; partners that have not answered show
 * "Yanıt bekleniyor". At 390 px the table scrolls sideways inside a focusable region, its first column
 * staying in view.
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
  const money = useMoney();
  const columns: Column[] = requests.map((request) => ({ request, answer: liveAnswer(request) }));
  const cheapest = cheapestAnswerId(columns.map((c) => c.answer));
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
          ) : null}
        </div>
      ),
      waiting: () => <span className="font-medium text-warning">{t('awaiting')}</span>,
    },
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
    { key: 'delivery', label: t('rows.delivery'), answered: ({ answer }) => answer.deliveryTime || notSpecified },
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
          <span className="break-words text-muted-foreground">{first.serviceNeeded}</span>
        </p>
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
                      column.answer && column.answer.id === cheapest && row.key === 'total' && 'bg-success-soft/50',
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
