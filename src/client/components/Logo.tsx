import { cn } from '@/lib/utils';

/** The brand mark: a rising export route on a navy tile. Decorative; the wordmark carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-9 shrink-0', className)}>
      <rect width="32" height="32" rx="7" className="fill-navy" />
      <path
        d="M8 21.5 14.5 15l3.5 3.5L24 12.5M19 12.5h5v5"
        fill="none"
        className="stroke-cta"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="8" cy="21.5" r="1.8" className="fill-navy-foreground" />
    </svg>
  );
}

/** Mark plus the "İhracat Partner" wordmark; `tone="dark"` for navy backgrounds. */
export function Logo({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span
        className={cn(
          'text-lg font-bold leading-none tracking-tight',
          tone === 'dark' ? 'text-navy-foreground' : 'text-navy',
        )}
      >
        İhracat <span className={tone === 'dark' ? 'text-cta' : 'text-primary'}>Partner</span>
      </span>
    </span>
  );
}
