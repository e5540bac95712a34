import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordStrength as Verdict } from '@shared/password/strength';
import { cn } from '@/lib/utils';

interface PasswordStrengthProps {
  /** The password as typed. */
  password: string;
  /** The person's address and names as typed so far: a password made of them is weak. */
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** How long typing must pause before the estimate runs (it takes a few milliseconds). */
const DEBOUNCE_MS = 150;

const BAR_COLOURS = ['bg-danger', 'bg-danger', 'bg-warning-dot', 'bg-success-dot', 'bg-success'] as const;

/**
 * A strength meter and hint under a new-password field (issue 7): the same estimate the server
 * decides with (`src/shared/password/strength.ts`), so the person learns why a password would be
 * refused before sending it. The estimator and its dictionaries (~1.6 MB) load with a dynamic
 * `import()` on the first keystroke, never with the page.
 */
export function PasswordStrength({ password, email, firstName, lastName }: PasswordStrengthProps) {
  const { t } = useTranslation('shared');
  const [result, setResult] = useState<{ password: string; verdict: Verdict } | null>(null);

  useEffect(() => {
    if (!password) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      void import('@shared/password/strength').then(({ estimatePasswordStrength }) => {
        if (!cancelled)
          setResult({ password, verdict: estimatePasswordStrength(password, { email, firstName, lastName }) });
      });
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [password, email, firstName, lastName]);

  // An estimate of an earlier value is not shown once the field is empty.
  const verdict = password && result ? result.verdict : null;
  return (
    // Empty, the live region stays (so the first estimate is announced) but out of the flow: a reserved
    // empty line under the field read as a gap in the form (issue 18 item 15).
    <div
      aria-live="polite"
      className={cn('flex flex-col gap-1', !verdict && 'sr-only')}
      data-testid="password-strength"
    >
      {verdict ? (
        <>
          <div className="flex gap-1" aria-hidden="true">
            {[1, 2, 3, 4].map((level) => (
              <span
                key={level}
                className={cn(
                  'h-1 flex-1 rounded-full',
                  verdict.score >= level ? BAR_COLOURS[verdict.score] : 'bg-muted',
                )}
              />
            ))}
          </div>
          <p className={cn('text-xs', verdict.acceptable ? 'text-muted-foreground' : 'text-warning')}>
            {t('auth.passwordStrengthLabel')}: {t(`auth.passwordStrength${verdict.score}`)}
            {verdict.messageKey ? ` — ${t(verdict.messageKey)}` : null}
          </p>
        </>
      ) : null}
    </div>
  );
}
