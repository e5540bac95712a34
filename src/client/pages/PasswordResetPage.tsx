import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2Icon, KeyRoundIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageFallback } from '@/components/PageFallback';
import { Button } from '@/components/ui/button';
import { NewPasswordForm } from '@/features/auth/components/NewPasswordForm';
import { paths } from '@/lib/routes';
import { setSessionUser, useSession } from '@/lib/session';

/** Spec §9: redirect 3 s after the password change. */
export const RESET_REDIRECT_MS = 3000;

/**
 * /password-reset (spec §2 "Password reset page"): the e-mail link lands here with `?token=…` (or
 * `?error=INVALID_TOKEN`, which goes to /auth?expired=true). Without a token a signed-in user may
 * change the password; a visitor goes to /auth. After success a confirmation, then /auth in 3 s.
 */
export default function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, isPending } = useSession();
  const [done, setDone] = useState(false);
  const token = params.get('token');
  const error = params.get('error');

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate(paths.signIn, { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  if (error) return <Navigate to={paths.authExpired} replace />;
  if (!token && !done) {
    if (isPending) return <PageFallback />;
    if (!user) return <Navigate to={paths.signIn} replace />;
  }

  return (
    <div className="bg-surface">
      <div className="container-page flex justify-center py-12 sm:py-16">
        <div className="w-full max-w-md rounded-xl border bg-card p-6 shadow-xs sm:p-8">
          {done ? (
            <div role="status" className="flex flex-col items-center text-center" data-testid="password-updated">
              <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
                <CheckCircle2Icon className="size-7" aria-hidden="true" />
              </span>
              <h1 className="mt-5 text-2xl font-bold tracking-tight">{t('reset.doneTitle')}</h1>
              <p className="mt-2 text-muted-foreground">{t('reset.doneText')}</p>
              <Button asChild className="mt-6">
                <Link to={paths.signIn}>{t('reset.goToSignIn')}</Link>
              </Button>
            </div>
          ) : (
            <>
              <span className="flex size-12 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <KeyRoundIcon className="size-6" aria-hidden="true" />
              </span>
              <h1 className="mt-4 text-2xl font-bold tracking-tight">{t('reset.title')}</h1>
              <p className="mt-2 text-muted-foreground">{token ? t('reset.text') : t('reset.changeText')}</p>
              <div className="mt-6">
                <NewPasswordForm
                  token={token}
                  onDone={() => {
                    // A reset ends every session of the account (revokeSessionsOnPasswordReset).
                    if (token) setSessionUser(queryClient, null);
                    setDone(true);
                  }}
                  onInvalidLink={() => void navigate(paths.authExpired, { replace: true })}
                />
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
