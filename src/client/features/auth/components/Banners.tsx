import { AlertTriangleIcon, CheckCircle2Icon, PartyPopperIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/routes';
import { mayApplyAsPartner } from '@/lib/cta-paths';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { dashboardPathFor } from '../lib/roles';
import {
  bannerStore,
  markWelcomed,
  shouldWelcomeNewUser,
  useBanners,
  type ConfirmationKind,
  type WelcomeKind,
} from '../lib/welcome-store';

/** Spec §9: the confirmation banner stays 10 s, welcome banners 8000 ms. */
export const CONFIRMATION_BANNER_MS = 10_000;
export const WELCOME_BANNER_MS = 8_000;

/** Closes the banner after `ms`; restarts when `key` changes. */
function useAutoClose(close: () => void, ms: number, key: unknown) {
  useEffect(() => {
    const timer = window.setTimeout(close, ms);
    return () => window.clearTimeout(timer);
  }, [close, ms, key]);
}

/**
 * The text of each confirmation banner and whether it reports a success (green, check mark) or a link
 * that did nothing (amber, warning sign). The newsletter texts live in the newsletter namespace, which
 * the entry chunk carries (issue 22).
 */
const CONFIRMATION_TEXTS: Record<ConfirmationKind, { key: string; ok: boolean }> = {
  confirmed: { key: 'auth:banners.confirmed', ok: true },
  magic: { key: 'auth:banners.magic', ok: true },
  newsletter_confirmed: { key: 'newsletter:banner.confirmed', ok: true },
  newsletter_unsubscribed: { key: 'newsletter:banner.unsubscribed', ok: true },
  newsletter_invalid: { key: 'newsletter:banner.invalid', ok: false },
};

/**
 * The full-width banner of spec §2: green for 'Hesabınız doğrulandı! Aramıza hoş geldiniz!',
 * 'Sihirli bağlantıyla giriş başarılı! Hoş geldiniz!' and a newsletter subscription confirmed or
 * ended, amber for a newsletter link that was invalid (issue 22); 10 s or until closed. It sits under
 * the header in the page flow (see `BannerSlot`), never over it, and is a polite live region.
 */
export function ConfirmationBanner({ kind }: { kind: ConfirmationKind }) {
  const { t } = useTranslation('auth');
  useAutoClose(bannerStore.closeConfirmation, CONFIRMATION_BANNER_MS, kind);
  const { key, ok } = CONFIRMATION_TEXTS[kind];
  const Icon = ok ? CheckCircle2Icon : AlertTriangleIcon;
  return (
    <div
      role="status"
      data-testid="confirmation-banner"
      data-kind={kind}
      className={cn('on-dark text-white shadow-lg', ok ? 'bg-success' : 'bg-warning')}
    >
      <div className="container-page flex min-h-12 items-center gap-3 py-2">
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        <p className="flex-1 text-sm font-semibold">{t(key)}</p>
        <button
          type="button"
          onClick={bannerStore.closeConfirmation}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-white/15"
        >
          <XIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('banners.close')}</span>
        </button>
      </div>
    </div>
  );
}

interface WelcomeAction {
  label: string;
  to: string;
}

/**
 * Buttons of each welcome banner (spec §2 "Banners"). 'Partner Ol' and 'Partner Başvurusu' are left
 * out for partners and admins, who have nothing to apply for.
 */
function actionsFor(
  kind: WelcomeKind,
  dashboard: string,
  t: (key: string) => string,
  { inviteToPartner = true }: { inviteToPartner?: boolean } = {},
): WelcomeAction[] {
  return welcomeActions(kind, dashboard, t).filter(
    (action) => inviteToPartner || action.to !== paths.partnerApplication,
  );
}

function welcomeActions(kind: WelcomeKind, dashboard: string, t: (key: string) => string): WelcomeAction[] {
  switch (kind) {
    case 'oauth_welcome':
      return [
        { label: t('welcome.completeProfile'), to: paths.userProfile },
        { label: t('welcome.becomePartner'), to: paths.partnerApplication },
      ];
    case 'email_confirmed':
      return [
        { label: t('welcome.viewProfile'), to: paths.userPanel },
        { label: t('welcome.partnerCatalogue'), to: paths.partners },
      ];
    case 'magic_link':
      return [{ label: t('welcome.dashboard'), to: dashboard }];
    case 'new_user':
      return [
        { label: t('welcome.explorePartners'), to: paths.partners },
        { label: t('welcome.partnerApplication'), to: paths.partnerApplication },
      ];
  }
}

/**
 * A welcome banner (oauth_welcome, email_confirmed, magic_link, new_user): 8000 ms from when it is
 * shown, or until closed. Shown by `BannerSlot` only when no confirmation banner is up, so the two
 * never stack; it sits under the header like the confirmation banner.
 */
export function WelcomeBanner() {
  const { t } = useTranslation('auth');
  const { welcome, provider } = useBanners();
  const { user } = useSession();
  useAutoClose(bannerStore.closeWelcome, WELCOME_BANNER_MS, welcome);

  // A welcome is for new accounts, once per browser (issue 18 item 13; spec §4: the
  // email_confirmed_shown flag): a returning user's magic link or password sign-in is not greeted
  // again. Decided once per banner, when the user is known, since showing it marks it welcomed. The
  // social welcome was decided (and marked) by the session watcher already.
  const [decided, setDecided] = useState<{ welcome: WelcomeKind; show: boolean } | null>(null);
  if (welcome && user && decided?.welcome !== welcome) {
    setDecided({ welcome, show: welcome === 'oauth_welcome' || welcome === 'new_user' || shouldWelcomeNewUser(user) });
  }
  const show = welcome !== null && decided?.welcome === welcome && decided.show;
  const userId = user?.id;
  useEffect(() => {
    if (!welcome || decided?.welcome !== welcome) return;
    if (!decided.show) bannerStore.closeWelcome();
    else if (userId !== undefined) markWelcomed(userId);
  }, [decided, userId, welcome]);

  if (!show) return null;
  const name = user?.firstName || '';
  const inviteToPartner = mayApplyAsPartner(user);
  const actions = actionsFor(welcome, dashboardPathFor(user?.userType ?? 'user'), t, { inviteToPartner });
  // The new_user text ends with an invitation to become a partner: not for partners and admins.
  const textKey =
    welcome === 'new_user' && !inviteToPartner ? 'welcome.new_user.textMember' : `welcome.${welcome}.text`;

  return (
    <div className="container-page pt-3">
      <section
        role="status"
        aria-labelledby="welcome-banner-title"
        data-testid="welcome-banner"
        data-kind={welcome}
        className="relative flex flex-col gap-4 rounded-lg border border-primary/20 bg-primary-soft p-4 pr-12 shadow-lg sm:flex-row sm:items-center sm:p-5 sm:pr-14"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <PartyPopperIcon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="welcome-banner-title" className="font-semibold text-foreground">
            {t(`welcome.${welcome}.title`, { name, provider: provider ?? '' })}
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">{t(textKey, { provider: provider ?? '' })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions.map((action, index) => (
            <Button
              key={action.to}
              asChild
              size="sm"
              variant={index === 0 ? 'default' : 'outline'}
              onClick={bannerStore.closeWelcome}
            >
              <Link to={action.to}>{action.label}</Link>
            </Button>
          ))}
        </div>
        <button
          type="button"
          onClick={bannerStore.closeWelcome}
          className="absolute right-2 top-2 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-background hover:text-foreground"
        >
          <XIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('banners.close')}</span>
        </button>
      </section>
    </div>
  );
}
