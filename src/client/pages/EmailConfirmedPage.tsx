import { CheckCircle2Icon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/routes';

/** Spec §9: home 3 s after the verification page. */
export const EMAIL_CONFIRMED_REDIRECT_MS = 3000;

/** /email-confirmed (spec §2 "Email verified page"): the account is verified; home after 3 s. */
export default function EmailConfirmedPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();

  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(paths.home, { replace: true }), EMAIL_CONFIRMED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="bg-surface">
      <div className="container-page flex justify-center py-16 sm:py-24">
        <div
          role="status"
          className="flex w-full max-w-md flex-col items-center rounded-xl border bg-card p-8 text-center shadow-xs"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
            <CheckCircle2Icon className="size-8" aria-hidden="true" />
          </span>
          <h1 className="mt-5 text-2xl font-bold tracking-tight">{t('emailConfirmed.title')}</h1>
          <p className="mt-2 text-muted-foreground">{t('emailConfirmed.text')}</p>
          <p className="mt-4 text-sm text-muted-foreground">{t('emailConfirmed.redirecting')}</p>
          <Button asChild className="mt-6">
            <Link to={paths.home}>{t('emailConfirmed.goHome')}</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
