import { ExternalLinkIcon, MapPinIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** Map site the illustration links to; opened in a new tab, never embedded (no third-party script). */
export function mapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/**
 * A self-contained map: an inline SVG street illustration with a pin and the address, linking out
 * to a map site. No iframe or external script, so it works offline and under `script-src 'self'`.
 */
export function MapEmbed({ address, className }: { address: string; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <a
      href={mapSearchUrl(address)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'group block overflow-hidden rounded-lg border border-navy-muted/25 bg-navy transition-colors hover:border-navy-muted/60',
        className,
      )}
    >
      <svg
        viewBox="0 0 320 120"
        className="block h-[120px] w-full"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="320" height="120" className="fill-navy" />
        <path d="M0 92 C60 80 90 112 150 100 S260 70 320 84 V120 H0Z" className="fill-primary/40" />
        <g className="stroke-navy-muted/25" strokeWidth="6" fill="none" strokeLinecap="round">
          <path d="M-10 30 L330 46" />
          <path d="M70 -10 L96 130" />
          <path d="M200 -10 L178 130" />
          <path d="M-10 70 C80 60 200 66 330 58" />
        </g>
        <g className="stroke-navy-muted/15" strokeWidth="2" fill="none">
          <path d="M20 0 L36 120" />
          <path d="M130 0 L140 120" />
          <path d="M250 0 L262 120" />
          <path d="M0 14 L320 20" />
          <path d="M0 108 L320 98" />
        </g>
        <g transform="translate(160 60)">
          <ellipse cx="0" cy="18" rx="10" ry="3" className="fill-navy-deep/60" />
          <path d="M0 18 C-4 10 -14 2 -14 -8 A14 14 0 0 1 14 -8 C14 2 4 10 0 18Z" className="fill-cta" />
          <circle cx="0" cy="-8" r="5" className="fill-navy" />
        </g>
      </svg>
      <span className="flex items-start gap-2 p-3 text-sm text-navy-muted">
        <MapPinIcon className="mt-0.5 size-4 shrink-0 text-cta" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span className="block text-navy-foreground">{address}</span>
          <span className="mt-1 inline-flex items-center gap-1 font-medium text-cta group-hover:underline">
            {t('footer.mapLink')}
            <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{t('header.newTab')}</span>
          </span>
        </span>
      </span>
    </a>
  );
}
