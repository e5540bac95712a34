import { useQueryClient } from '@tanstack/react-query';
import { LogInIcon, RefreshCwIcon, RotateCwIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SessionUser } from '@shared/contracts/auth';
import { NEWSLETTER_OUTCOME_PARAM, NEWSLETTER_OUTCOMES, type NewsletterOutcome } from '@shared/constants';
import { ErrorAlert } from '@/components/ErrorAlert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { authPath, paths } from '@/lib/routes';
import { SESSION_QUERY_KEY, useSession } from '@/lib/session';
import { isFirstSocialSignIn, providerLabel } from '../lib/social';
import { bannerStore, markWelcomed, useBanners, wasWelcomed } from '../lib/welcome-store';

const loadBanners = () => Promise.all([import('./Banners'), loadNamespaces('auth')]).then(([m]) => m);
const ConfirmationBanner = lazy(() => loadBanners().then((m) => ({ default: m.ConfirmationBanner })));
const WelcomeBanner = lazy(() => loadBanners().then((m) => ({ default: m.WelcomeBanner })));

/**
 * Query parameters that carry a banner: the green confirmation banner (spec §2 "Banners") and the
 * outcome of a newsletter link (issue 22).
 */
const BANNER_PARAMS = { confirmed: 'confirmed', magic: 'magic', newsletter: NEWSLETTER_OUTCOME_PARAM } as const;

const isNewsletterOutcome = (value: string | null): value is NewsletterOutcome =>
  (NEWSLETTER_OUTCOMES as readonly (string | null)[]).includes(value);

/**
 * Turns `?confirmed=true`, `?magic=true` and `?newsletter=confirmed|unsubscribed|invalid` into banners
 * and removes them from the address at once, without a reload (spec §2 "Banners"; §4 SIGNED_IN with
 * magic=true; issue 22: the newsletter links redirect to the home page with the outcome). An unknown
 * value is removed and shows nothing.
 */
function useQueryBanners() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!Object.values(BANNER_PARAMS).some((name) => params.has(name))) return;
    const confirmed = params.get(BANNER_PARAMS.confirmed) === 'true';
    const magic = params.get(BANNER_PARAMS.magic) === 'true';
    const newsletter = params.get(BANNER_PARAMS.newsletter);
    for (const name of Object.values(BANNER_PARAMS)) params.delete(name);
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    if (confirmed) {
      bannerStore.showConfirmation('confirmed');
      bannerStore.showWelcome('email_confirmed');
    } else if (magic) {
      bannerStore.showConfirmation('magic');
      bannerStore.showWelcome('magic_link');
    } else if (isNewsletterOutcome(newsletter)) {
      bannerStore.showConfirmation(`newsletter_${newsletter}`);
    }
  }, [pathname, search, hash, navigate]);
}

/**
 * Whether a failed call says the session the client holds is out of date: 401 (signed out elsewhere,
 * expired), or 403 TWO_FACTOR_REQUIRED (a master_admin has just required two-factor sign-in of admins:
 * the refreshed session's `twoFactorRequired` shows the gate instead of a page of failing calls;
 * decision 044).
 */
const sessionIsStale = (error: unknown): boolean =>
  isApiError(error) && (error.status === 401 || (error.status === 403 && error.code === 'TWO_FACTOR_REQUIRED'));

/**
 * Watches the session (spec §4): a user who was signed in and whose session now answers 401 gets
 * the session_expired alert and a destructive toast; any other call answering 401 (or 403
 * TWO_FACTOR_REQUIRED) while signed in makes the session be checked again; the first sign-in through a
 * social provider is welcomed. Changes made on purpose (sign-in, sign-out, switch: `setQueryData`) are
 * "manual" and ignored.
 */
function useSessionWatch(callbacks: { onExpired: () => void; onSignedIn: () => void }) {
  const queryClient = useQueryClient();
  const lastUser = useRef<SessionUser | null | undefined>(
    queryClient.getQueryData<SessionUser | null>(SESSION_QUERY_KEY),
  );
  const callbacksRef = useRef(callbacks);
  useEffect(() => {
    callbacksRef.current = callbacks;
  });

  useEffect(() => {
    const recheckSession = () => {
      if (lastUser.current) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      const { query, action } = event;
      if ((query.queryKey as readonly unknown[])[0] !== SESSION_QUERY_KEY[0]) {
        if (action.type === 'error' && sessionIsStale(action.error)) recheckSession();
        return;
      }
      if (action.type !== 'success') return;
      const previous = lastUser.current;
      const next = (action.data ?? null) as SessionUser | null;
      lastUser.current = next;
      if (next) callbacksRef.current.onSignedIn();
      if (action.manual) return;
      if (previous && !next) {
        callbacksRef.current.onExpired();
        return;
      }
      if (next && isFirstSocialSignIn(next) && !wasWelcomed(next.id)) {
        markWelcomed(next.id);
        const provider = providerLabel(next.provider);
        bannerStore.showWelcome('oauth_welcome', provider);
        void loadNamespaces('auth').then(() =>
          toast.success(i18n.t('auth:welcome.socialToastTitle'), {
            description: i18n.t('auth:welcome.socialToastText', { provider }),
          }),
        );
      }
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (sessionIsStale(event.action.error)) recheckSession();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}

/**
 * The one place banners show (spec §2 "Banners"; issue 7): the green confirmation banner, or else a
 * welcome banner, never both. When a mailed link brings both (`?confirmed=true` → 'Hesabınız
 * doğrulandı!' and the email_confirmed welcome), the confirmation comes first and the welcome follows
 * when it closes (its 8 s start then). The slot sits in the page flow under the header: fixed over the
 * top it covered the header, its menu and sign-in for 10 s (issue 18 item 13).
 */
export function BannerSlot() {
  const { confirmation, welcome } = useBanners();
  if (!confirmation && !welcome) return null;
  return (
    <div data-testid="banner-slot">
      {/* Two boundaries: the closed banner leaves at once even while the next one's code loads. */}
      {confirmation ? (
        <Suspense key="confirmation" fallback={null}>
          <ConfirmationBanner kind={confirmation} />
        </Suspense>
      ) : (
        <Suspense key="welcome" fallback={null}>
          <WelcomeBanner />
        </Suspense>
      )}
    </div>
  );
}

/** Network or unexpected failure of the session check: retry, reload (spec §8 network_error). */
function SessionErrorAlert() {
  const { t } = useTranslation('common');
  const { error, isError, isFetching, refetch } = useSession();
  const [dismissedFor, setDismissedFor] = useState<unknown>(null);
  if (!isError || dismissedFor === error) return null;
  const network = isApiError(error) && error.status === 0;
  const retry = async () => {
    const result = await refetch();
    if (result.isError) {
      toast.error(t('alerts.retryFailedTitle'), { description: t('alerts.retryFailedText') });
    }
  };
  return (
    <ErrorAlert
      type={network ? 'network_error' : 'unknown'}
      code={!network && isApiError(error) ? error.code : undefined}
      onDismiss={() => setDismissedFor(error)}
      actions={
        <>
          <Button size="sm" variant="outline" onClick={() => void retry()} disabled={isFetching} aria-busy={isFetching}>
            <RotateCwIcon aria-hidden="true" className={isFetching ? 'animate-spin' : undefined} />
            {isFetching ? t('alerts.retrying') : t('alerts.retry')}
          </Button>
          {network ? (
            <Button size="sm" variant="ghost" onClick={() => window.location.reload()}>
              <RefreshCwIcon aria-hidden="true" />
              {t('actions.reload')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}

/**
 * Notices under the header: session alerts (network_error, unknown, session_expired; spec §8 "Alert
 * types"). Rendered once by the layout; the banners have their own slot ({@link BannerSlot}).
 */
export function SessionNotices() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const { user } = useSession();
  const [expired, setExpired] = useState(false);

  useQueryBanners();
  useSessionWatch({
    onExpired: () => {
      setExpired(true);
      toast.error(t('alerts.session_expired.title'), { description: t('alerts.session_expired.toast') });
    },
    // Signing in again ends the expired state.
    onSignedIn: () => setExpired(false),
  });

  // Not on /auth itself: the person is already doing what the alert asks.
  const showExpired = expired && !user && pathname !== paths.signIn;

  const alerts = (
    <>
      <SessionErrorAlert />
      {showExpired ? (
        <ErrorAlert
          type="session_expired"
          actions={
            <Button asChild size="sm">
              <Link to={authPath({ redirect: `${pathname}${search}` })}>
                <LogInIcon aria-hidden="true" />
                {t('nav.signIn')}
              </Link>
            </Button>
          }
        />
      ) : null}
    </>
  );

  return <div className="container-page empty:hidden [&>*]:mt-4">{alerts}</div>;
}
