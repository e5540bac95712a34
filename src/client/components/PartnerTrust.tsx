import { ClockIcon, MessageCircleReplyIcon, StarIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/constants';
import { intlLocale } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';

/** A partner's trust figures (issue 9 "Reviews and trust"); each null or absent until there is data. */
export interface TrustFigures {
  /** Average of the visible reviews, 1–5, one decimal. */
  ratingAverage?: number | null | undefined;
  reviewCount?: number | null | undefined;
  /** Median hours from a request to its first answer (last 90 days). */
  responseTimeHours?: number | null | undefined;
  /** Percent 0–100 (spec §4). */
  responseRate?: number | null | undefined;
}

/** `4.6` as "4,6" (tr-TR) or "4.6" (en-GB): always one decimal, as the average is stored. */
export function formatRating(value: number, lang: Language): string {
  return new Intl.NumberFormat(intlLocale(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** A percent 0–100 as "%92" (tr-TR) or "92%" (en-GB), whole numbers. */
export function formatPercent(value: number, lang: Language): string {
  return new Intl.NumberFormat(intlLocale(lang), { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/**
 * The response-time sentence: under an hour "Genelde 1 saat içinde yanıt verir", under two days in
 * whole hours ("Genelde 3 saatte yanıt verir"), then in whole days. The median may be fractional.
 */
export function useResponseTimeText(): (hours: number) => string {
  const { t } = useTranslation('common');
  return (hours) => {
    if (hours < 1) return t('trust.responseWithinHour');
    if (hours < 48) return t('trust.responseHours', { count: Math.round(hours) });
    return t('trust.responseDays', { count: Math.round(hours / 24) });
  };
}

/**
 * "★ 4,6 (12)": the average and the count of a partner's reviews, with a full sentence for screen
 * readers. Renders nothing without reviews (the card then shows no rating at all).
 */
export function RatingSummary({
  ratingAverage,
  reviewCount,
  className,
}: Pick<TrustFigures, 'ratingAverage' | 'reviewCount'> & { className?: string }) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  if (ratingAverage == null || !reviewCount) return null;
  const rating = formatRating(ratingAverage, lang);
  return (
    <span className={cn('inline-flex items-center gap-1', className)} data-testid="rating-summary">
      <StarIcon className="size-4 fill-warning-dot text-warning-dot" aria-hidden="true" />
      <span aria-hidden="true">
        <span className="font-semibold text-foreground">{rating}</span> ({reviewCount})
      </span>
      <span className="sr-only">{t('trust.ratingLabel', { rating, count: reviewCount })}</span>
    </span>
  );
}

/**
 * The rating, the usual response time and the response rate side by side, each only when known
 * (decision 013: "the client then shows nothing"). Used by the catalogue card, the profile header and
 * the comparison of answers.
 */
export function PartnerTrust({ figures, className }: { figures: TrustFigures; className?: string }) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const responseText = useResponseTimeText();
  const { responseTimeHours, responseRate } = figures;
  const hasRating = figures.ratingAverage != null && !!figures.reviewCount;
  if (!hasRating && responseTimeHours == null && responseRate == null) return null;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-4 gap-y-1', className)} data-testid="partner-trust">
      <RatingSummary ratingAverage={figures.ratingAverage} reviewCount={figures.reviewCount} />
      {responseTimeHours != null ? (
        <span className="inline-flex items-center gap-1">
          <ClockIcon className="size-4" aria-hidden="true" />
          {responseText(responseTimeHours)}
        </span>
      ) : null}
      {responseRate != null ? (
        <span className="inline-flex items-center gap-1">
          <MessageCircleReplyIcon className="size-4" aria-hidden="true" />
          {t('trust.responseRate', { rate: formatPercent(responseRate, lang) })}
        </span>
      ) : null}
    </span>
  );
}
