import { useState } from 'react';
import { cn } from '@/lib/utils';

interface CompanyLogoProps {
  name: string;
  logo: string | null;
  /** Rendered size in px; also reserved before the image loads, so nothing shifts. */
  size?: number;
  alt?: string;
  className?: string;
}

/** First letter of a company name, upper-cased the Turkish way (i → İ). */
export function companyInitial(name: string): string {
  const first = name.trim().charAt(0);
  return first ? first.toLocaleUpperCase('tr-TR') : '?';
}

/**
 * A partner logo on a neutral square, or the company's initial on a tinted square when there is
 * no logo or it fails to load (DESIGN.md "Imagery").
 */
export function CompanyLogo({ name, logo, size = 56, alt = '', className }: CompanyLogoProps) {
  const [failed, setFailed] = useState(false);
  const box = { width: size, height: size };

  if (logo && !failed) {
    return (
      <span
        className={cn(
          'flex shrink-0 items-center justify-center overflow-hidden rounded-md border bg-background',
          className,
        )}
        style={box}
      >
        <img
          src={logo}
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-contain p-1"
        />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="company-initial"
      className={cn(
        'flex shrink-0 select-none items-center justify-center rounded-md bg-primary-soft font-bold text-primary-soft-foreground',
        className,
      )}
      style={{ ...box, fontSize: Math.round(size * 0.42) }}
    >
      {companyInitial(name)}
    </span>
  );
}
