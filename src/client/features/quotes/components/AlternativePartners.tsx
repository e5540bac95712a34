import { ClockIcon, StarIcon, UsersIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type QuotePartner, QUOTE_EXTRA_PARTNERS_MAX } from '@shared/contracts/quotes';
import { CompanyLogo } from '@/components/CompanyLogo';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber, intlLocale } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { useQuoteAlternatives } from '../api/list-quote-alternatives';

interface AlternativePartnersProps {
  /** The partner the dialog was opened for (it is not offered again). */
  partnerId: number;
  /** Ids of the ticked partners, in the order they were ticked. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** A message under the list (a server field error on `additionalPartnerIds`). */
  error?: string | undefined;
}

/** "Usually responds within …": under an hour, in hours up to two days, then in days. */
function useResponseTimeText() {
  const { t } = useTranslation('quotes');
  return (hours: number): string => {
    if (hours < 1) return t('alternatives.responseTimeUnderHour');
    if (hours < 48) return t('alternatives.responseTimeHours', { count: Math.round(hours) });
    return t('alternatives.responseTimeDays', { count: Math.round(hours / 24) });
  };
}

function AlternativeRow({
  partner,
  checked,
  disabled,
  onCheckedChange,
}: {
  partner: QuotePartner;
  checked: boolean;
  disabled: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('quotes');
  const lang = useLanguage();
  const responseTime = useResponseTimeText();
  const id = useId();
  const rating =
    partner.ratingAverage != null
      ? new Intl.NumberFormat(intlLocale(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
          partner.ratingAverage,
        )
      : null;
  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-md border bg-card p-3 transition-colors',
        checked && 'border-primary bg-primary-soft/40',
        disabled && 'opacity-60',
      )}
      data-testid="quote-alternative"
    >
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(next) => onCheckedChange(next === true)}
        aria-describedby={`${id}-facts`}
        className="mt-3"
      />
      <CompanyLogo name={partner.companyName} logo={partner.logo} size={40} className="shrink-0" />
      <div className="min-w-0 flex-1">
        <label
          htmlFor={id}
          className={cn('block text-sm font-medium leading-snug', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}
        >
          {partner.companyName}
        </label>
        <p id={`${id}-facts`} className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <UsersIcon className="size-3.5" aria-hidden="true" />
            {t('alternatives.followers', {
              count: partner.followersCount,
              formatted: formatNumber(partner.followersCount, lang),
            })}
          </span>
          {rating ? (
            <span className="inline-flex items-center gap-1">
              <StarIcon className="size-3.5 fill-current text-dip-icon" aria-hidden="true" />
              {t('alternatives.rating', { rating, count: partner.reviewCount })}
            </span>
          ) : null}
          {partner.responseTimeHours != null ? (
            <span className="inline-flex items-center gap-1">
              <ClockIcon className="size-3.5" aria-hidden="true" />
              {responseTime(partner.responseTimeHours)}
            </span>
          ) : null}
        </p>
      </div>
    </li>
  );
}

/**
 * "Also ask similar partners" (issue 9 "Requesting"): a short list of other active partners of the
 * same category with their trust figures, of which up to {@link QUOTE_EXTRA_PARTNERS_MAX} may be
 * ticked (the others are disabled once the limit is reached), with a "2/4" counter. The request is
 * then sent to each of them as well (`additionalPartnerIds`). Loading shows skeleton rows; a failure
 * offers a retry and leaves the rest of the form usable.
 */
export function AlternativePartners({ partnerId, value, onChange, error }: AlternativePartnersProps) {
  const { t } = useTranslation('quotes');
  const headingId = useId();
  const query = useQuoteAlternatives(partnerId);
  const max = QUOTE_EXTRA_PARTNERS_MAX;
  const full = value.length >= max;
  // The partner itself is never offered, even if the server listed it.
  const partners = (query.data?.partners ?? []).filter((p) => p.id !== partnerId);

  let body;
  if (query.isPending) {
    body = (
      <div role="status" className="flex flex-col gap-2" data-testid="quote-alternatives-loading">
        <span className="sr-only">{t('alternatives.loading')}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full rounded-md" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className="flex flex-wrap items-center gap-3 rounded-md border border-dashed p-3 text-sm">
        <p className="text-muted-foreground">{t('alternatives.error')}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {t('alternatives.retry')}
        </Button>
      </div>
    );
  } else if (partners.length === 0) {
    body = (
      <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">{t('alternatives.empty')}</p>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-2" aria-labelledby={headingId}>
        {partners.map((partner) => {
          const checked = value.includes(partner.id);
          return (
            <AlternativeRow
              key={partner.id}
              partner={partner}
              checked={checked}
              disabled={!checked && full}
              onCheckedChange={(next) =>
                onChange(next ? [...value, partner.id] : value.filter((id) => id !== partner.id))
              }
            />
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="quote-alternatives">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-base font-semibold text-foreground">
            {t('alternatives.title')}
          </h3>
          <p className="mt-1 text-xs text-muted-foreground">{t('alternatives.hint', { max })}</p>
        </div>
        {partners.length > 0 ? (
          <span
            className={cn(
              'shrink-0 rounded-full border px-2.5 py-0.5 text-sm font-semibold tabular-nums',
              full ? 'border-primary bg-primary-soft text-primary' : 'text-muted-foreground',
            )}
            data-testid="quote-alternatives-counter"
          >
            <span aria-hidden="true">{t('alternatives.counter', { count: value.length, max })}</span>
            <span className="sr-only">{t('alternatives.counterLabel', { count: value.length, max })}</span>
          </span>
        ) : null}
      </div>
      {body}
      <p aria-live="polite" className="text-xs text-muted-foreground empty:hidden">
        {full && partners.length > max ? t('alternatives.limitReached', { max }) : null}
      </p>
      {error ? (
        <p className="text-sm font-medium text-danger" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
