import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ClockIcon, SparklesIcon } from 'lucide-react';
import { TWO_FACTOR_LANDING_PARAM, type TwoFactorMethod } from '@shared/contracts/auth';
import { PageFallback } from '@/components/PageFallback';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { AuthNotices } from '@/features/auth/components/AuthNotices';
import { AuthSidePanel } from '@/features/auth/components/AuthSidePanel';
import { AuthTabs } from '@/features/auth/components/AuthTabs';
import { EmailRequestForm } from '@/features/auth/components/EmailRequestForm';
import { OneLastStep } from '@/features/auth/components/OneLastStep';
import { SignInForm } from '@/features/auth/components/SignInForm';
import { SignUpForm } from '@/features/auth/components/SignUpForm';
import { SocialButtons } from '@/features/auth/components/SocialButtons';
import { parseTwoFactorMethods, TwoFactorStep } from '@/features/auth/components/TwoFactorStep';
import { DEFAULT_REDIRECT, intentOf, parseFrom, targetAfterSignIn } from '@/features/auth/lib/redirect';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

type Tab = 'signIn' | 'register';
type SignInView = 'password' | 'magic' | 'forgot';

/**
 * /auth (spec §2): sign-in and sign-up tabs, magic link, forgot password (opened at once by
 * `?view=forgot`, or `?view=magic`), social sign-in, notices for `from`, `expired` and `error`, and
 * the side panel. A signed-in visitor goes to `redirect`
 * (same-site paths only) at once. An account with two-factor sign-in gets the code step in place of
 * the card's content, after the password or at once on a magic link or provider landing
 * (`?twoFactor=totp,otp`, issue 22).
 */
export default function AuthPage() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const { user, isPending } = useSession();
  const tab: Tab = params.get('tab') === 'register' ? 'register' : 'signIn';
  // `?view=forgot` (the security alert mail's "not you?" link) or `?view=magic` opens that form.
  const [view, setView] = useState<SignInView>(() => {
    const requested = params.get('view');
    return requested === 'forgot' || requested === 'magic' ? requested : 'password';
  });
  const [email, setEmail] = useState('');
  const [registered, setRegistered] = useState<string | null>(null);
  // The second factor asked for, with the methods offered: by POST /api/login, or by the landing's
  // `?twoFactor=` (the challenge cookie is set); null while the password form is shown.
  const [twoFactor, setTwoFactor] = useState<TwoFactorMethod[] | null>(() =>
    parseTwoFactorMethods(params.get(TWO_FACTOR_LANDING_PARAM)),
  );
  // Why the code step gave way to the password form (the challenge expired, too many wrong codes).
  const [twoFactorEnded, setTwoFactorEnded] = useState<string | null>(null);
  // What the visitor came for (a profile with its quote dialog…), carried through sign-in, sign-up,
  // the verification link and the magic link (issue 18 item 13); null when nothing was asked for.
  const intent = intentOf(params);
  const stepHeading = useRef<HTMLDivElement>(null);

  useDocumentTitle(
    t(
      registered
        ? 'oneLastStep.documentTitle'
        : twoFactor
          ? 'twoFactor.documentTitle'
          : tab === 'register'
            ? 'signUp.documentTitle'
            : 'signIn.documentTitle',
    ),
  );

  useEffect(() => {
    if (registered) stepHeading.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [registered]);

  if (user) return <Navigate to={targetAfterSignIn(params, user.userType)} replace />;
  if (isPending) return <PageFallback />;

  const setTab = (next: Tab) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'register') nextParams.set('tab', 'register');
    else nextParams.delete('tab');
    setParams(nextParams, { replace: true });
    setView('password');
  };

  const backToSignIn = () => {
    setRegistered(null);
    setView('password');
    setTab('signIn');
  };

  /** From the code step back to the password form, with `notice` when the challenge ended. */
  const leaveTwoFactor = (notice?: string) => {
    setTwoFactor(null);
    setTwoFactorEnded(notice ?? null);
    setView('password');
    // A landing's `?twoFactor=` would reopen the step on a reload; the challenge is over.
    if (params.has(TWO_FACTOR_LANDING_PARAM)) {
      const nextParams = new URLSearchParams(params);
      nextParams.delete(TWO_FACTOR_LANDING_PARAM);
      setParams(nextParams, { replace: true });
    }
  };

  return (
    <div className="bg-surface">
      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start lg:gap-10 lg:py-16">
        <div className="mx-auto w-full max-w-xl lg:max-w-none">
          <div className="rounded-xl border bg-card p-6 shadow-xs sm:p-8">
            {registered ? (
              <div ref={stepHeading}>
                <OneLastStep email={registered} returnTo={intent} onBack={backToSignIn} />
              </div>
            ) : twoFactor ? (
              <TwoFactorStep methods={twoFactor} target={intent} onBack={leaveTwoFactor} />
            ) : (
              <>
                <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
                  {tab === 'register' ? t('signUp.title') : t('signIn.title')}
                </h1>
                <p className="mt-2 text-muted-foreground">
                  {tab === 'register' ? t('signUp.subtitle') : t('signIn.subtitle')}
                </p>
                <div className="mt-6 flex flex-col gap-3 empty:hidden">
                  {twoFactorEnded ? (
                    <Alert variant="warning" role="alert" data-testid="two-factor-ended">
                      <ClockIcon aria-hidden="true" />
                      <AlertTitle>{t('twoFactor.endedTitle')}</AlertTitle>
                      <AlertDescription className="text-foreground/80">{twoFactorEnded}</AlertDescription>
                    </Alert>
                  ) : null}
                  <AuthNotices
                    from={parseFrom(params.get('from'))}
                    expired={params.get('expired') === 'true'}
                    error={params.get('error')}
                  />
                </div>
                <div className="mt-6">
                  <AuthTabs
                    tabs={[
                      { key: 'signIn', label: t('tabs.signIn') },
                      { key: 'register', label: t('tabs.register') },
                    ]}
                    active={tab}
                    onChange={setTab}
                    label={t('tabs.label')}
                    idPrefix="auth"
                  >
                    {tab === 'register' ? (
                      <div className="flex flex-col gap-6">
                        <SignUpForm onRegistered={setRegistered} returnTo={intent} />
                        <SocialButtons callbackPath={intent ?? DEFAULT_REDIRECT} />
                      </div>
                    ) : view === 'password' ? (
                      <div className="flex flex-col gap-6">
                        <SignInForm
                          target={intent}
                          defaultEmail={email}
                          onForgotPassword={(value) => {
                            setEmail(value);
                            setView('forgot');
                          }}
                          onTwoFactor={(methods, typed) => {
                            setEmail(typed);
                            setTwoFactorEnded(null);
                            setTwoFactor(methods);
                          }}
                        />
                        <Button variant="outline" size="lg" onClick={() => setView('magic')}>
                          <SparklesIcon aria-hidden="true" />
                          {t('magic.open')}
                        </Button>
                        <SocialButtons callbackPath={intent ?? DEFAULT_REDIRECT} />
                      </div>
                    ) : (
                      <EmailRequestForm
                        key={view}
                        kind={view}
                        defaultEmail={email}
                        onBack={() => setView('password')}
                        returnTo={intent}
                      />
                    )}
                  </AuthTabs>
                </div>
              </>
            )}
          </div>
        </div>
        <AuthSidePanel />
      </div>
    </div>
  );
}
