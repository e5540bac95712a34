import { StarIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/**
 * Five stars, `rating` of them filled (rounded to a whole star), read by screen readers as
 * "5 üzerinden 4 puan". Display only; the rating dialog has its own radio group.
 */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('reviews');
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={t('starsLabel', { rating: Number.isInteger(rating) ? rating : rating.toFixed(1) })}
      className={cn('inline-flex items-center gap-0.5', className)}
      data-rating={filled}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          aria-hidden="true"
          className={cn('size-4', n <= filled ? 'fill-warning-dot text-warning-dot' : 'text-muted-foreground/40')}
        />
      ))}
    </span>
  );
}
