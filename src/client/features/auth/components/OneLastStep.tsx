import { useMutation } from '@tanstack/react-query';
import { ArrowLeftIcon, Loader2Icon, MailCheckIcon, RotateCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { resendVerificationEmail } from '../api/auth-api';

/** Seconds before the verification mail can be sent again. */
export const RESEND_COOLDOWN_S = 60;

/**
 * 'Son bir adım' (spec §2 "/auth"; PRODUCT-DECISIONS 3): the account waits for its address to be
 * confirmed. Shows the address, where to look, and a resend button with a cooldown.
 */
export function OneLastStep({
  email,
  returnTo,
  onBack,
}: {
  email: string;
  /** Where the link should land (what the visitor came to /auth for), if anything. */
  returnTo?: string | null;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  const [cooldown, setCooldown] = useState(RESEND_COOLDOWN_S);
  const resend = useMutation({
    mutationFn: () => resendVerificationEmail(email, returnTo),
    onSuccess: () => {
      toast.success(t('oneLastStep.resentTitle'), { description: t('oneLastStep.resentText', { email }) });
      setCooldown(RESEND_COOLDOWN_S);
    },
    onError: (error) =>
      toast.error(t('oneLastStep.resendFailed'), {
        description: isApiError(error) ? error.message : t('errors.generic'),
      }),
  });

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  return (
    <section
      aria-labelledby="one-last-step-title"
      data-testid="one-last-step"
      className="flex flex-col items-center text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
        <MailCheckIcon className="size-8" aria-hidden="true" />
      </span>
      <h2 id="one-last-step-title" className="mt-5 text-2xl font-bold tracking-tight" tabIndex={-1}>
        {t('oneLastStep.title')}
      </h2>
      <p className="mt-3 text-muted-foreground">{t('oneLastStep.text')}</p>
      <p
        className="mt-4 w-full rounded-md border bg-surface px-4 py-3 text-sm font-semibold text-foreground [overflow-wrap:anywhere] sm:text-base"
        data-testid="registered-email"
      >
        {email}
      </p>
      <p className="mt-4 text-sm text-muted-foreground">{t('oneLastStep.hint')}</p>
      <div className="mt-6 flex w-full flex-col gap-3">
        <Button
          variant="outline"
          size="lg"
          disabled={cooldown > 0 || resend.isPending}
          aria-busy={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <RotateCwIcon aria-hidden="true" />
          )}
          {cooldown > 0 ? t('oneLastStep.resendIn', { seconds: cooldown }) : t('oneLastStep.resend')}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeftIcon aria-hidden="true" />
          {t('common.backToSignIn')}
        </Button>
      </div>
    </section>
  );
}
