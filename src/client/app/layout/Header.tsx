import { ExternalLinkIcon, MailIcon, MapPinIcon, MenuIcon, PhoneIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { siteNamesIn } from '@shared/site-names';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { Logo } from '@/components/Logo';
import { Button } from '@/components/ui/button';
import { UserMenuButtonContent, userMenuButtonClass } from '@/features/auth/components/UserAvatar';
import { mayApplyAsPartner, useBecomePartnerPath } from '@/lib/cta-paths';
import { loadNamespaces } from '@/lib/i18n';
import { useInit } from '@/lib/init';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { isSignInLink, NAV_ITEMS, useSignInPath, type NavItem } from './nav';

// The sheet (Radix Dialog, focus trap, scroll lock) is only needed on small screens once the
// menu is opened, so it is its own chunk, fetched when the button is hovered or focused.
const loadMobileMenu = () => Promise.all([import('./MobileMenu'), loadNamespaces('users')]).then(([m]) => m);
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
// The signed-in user's dropdown (Radix menu, sign-out, account type switch) is only needed once a
// session is known, so visitors never download it.
const UserMenu = lazy(() =>
  Promise.all([import('@/features/auth/components/UserMenu'), loadNamespaces('users')]).then(([m]) => ({
    default: m.UserMenu,
  })),
);

// The bell, the messages icon and the realtime layer behind their counts are for signed-in users
// only, so visitors of the home page do not download them (first-load budget, decision 005).
const HeaderIndicators = lazy(() =>
  Promise.all([import('@/features/notifications/components/HeaderIndicators'), loadNamespaces('notifications')]).then(
    ([m]) => ({ default: m.HeaderIndicators }),
  ),
);

/** `tel:` target of a displayed phone number: digits and a leading +. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function TopBar() {
  const { t } = useTranslation('common');
  const { data } = useInit();
  const site = data?.site;

  return (
    <div className="on-dark bg-navy-deep text-navy-muted">
      <div className="container-page flex h-10 items-center justify-between gap-4 text-xs sm:text-sm">
        <ul aria-label={t('header.topBar')} className="flex min-w-0 items-center gap-4 sm:gap-6">
          {site ? (
            <>
              <li className="hidden min-w-0 items-center gap-1.5 lg:flex">
                <MapPinIcon className="size-4 shrink-0 text-cta" aria-hidden="true" />
                <span className="sr-only">{t('header.address')}: </span>
                <span className="truncate">{site.address}</span>
              </li>
              <li>
                <a
                  href={`mailto:${site.contactEmail}`}
                  className="flex items-center gap-1.5 hover:text-navy-foreground"
                >
                  <MailIcon className="size-4 shrink-0 text-cta" aria-hidden="true" />
                  <span className="hidden sm:inline">{site.contactEmail}</span>
                  <span className="sr-only sm:hidden">
                    {t('header.email')}: {site.contactEmail}
                  </span>
                </a>
              </li>
              <li>
                <a
                  href={telHref(site.contactPhone)}
                  className="flex items-center gap-1.5 whitespace-nowrap hover:text-navy-foreground"
                >
                  <PhoneIcon className="size-4 shrink-0 text-cta" aria-hidden="true" />
                  <span>{site.contactPhone}</span>
                </a>
              </li>
            </>
          ) : null}
        </ul>
        <LanguageSwitch tone="dark" />
      </div>
    </div>
  );
}

function ParentSiteLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation('common');
  const { data } = useInit();
  if (!data) return null;
  const url = data.site.parentOrganisationUrl;
  const name = siteNamesIn(data.site, i18n.language).parentOrganisationName;
  return (
    <Button asChild variant="outline" className={className}>
      <a href={url} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        <ExternalLinkIcon aria-hidden="true" />
        {t('header.parentSite', { name })}
        <span className="sr-only">{t('header.newTab')}</span>
      </a>
    </Button>
  );
}

/** Visitors: 'Giriş Yap' and 'Kayıt Ol'; signed in: the user menu (spec §2 "Header"). */
function AccountArea() {
  const { t } = useTranslation('common');
  const { user, isPending } = useSession();
  const signInPath = useSignInPath();
  if (user) {
    return (
      <Suspense
        fallback={
          <span className={userMenuButtonClass} aria-hidden="true">
            <UserMenuButtonContent user={user} />
          </span>
        }
      >
        <UserMenu user={user} />
      </Suspense>
    );
  }
  // While the session is checked the links keep their place but stay hidden, so a signed-in user
  // does not see them flash.
  return (
    <div className={cn('flex items-center gap-2', isPending && 'invisible')} data-testid="visitor-links">
      <Button asChild variant="ghost">
        <Link to={signInPath}>{t('nav.signIn')}</Link>
      </Button>
      <Button asChild>
        <Link to={paths.register}>{t('nav.register')}</Link>
      </Button>
    </div>
  );
}

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'relative rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-primary',
    isActive ? 'text-primary' : 'text-foreground',
  );
}

/**
 * Site header (spec §2 "Header and footer"): contact top bar with the TR/EN switch, logo, main
 * navigation, the parent organisation link, and the visitor's sign-in/register links or the signed-in
 * user's notification bell, messages icon and menu. Below 1024 px the navigation and the account
 * entries move into a sheet; the bell and the messages icon stay in the bar.
 */
export function Header() {
  const { t } = useTranslation('common');
  const { pathname, hash } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = () => setMenuOpen(false);
  const becomePartnerPath = useBecomePartnerPath();
  const { user } = useSession();
  const invite = mayApplyAsPartner(user);
  const items = NAV_ITEMS.flatMap((item) =>
    item.key !== 'becomePartner' ? [item] : invite ? [{ ...item, to: becomePartnerPath }] : [],
  );

  // "Kategoriler" is a hash link on the home page; NavLink would mark it active on every "/" visit.
  const isCurrent = (item: NavItem) =>
    item.to === paths.categories ? pathname === paths.home && hash === '#categories' : undefined;

  return (
    // Sticky at minus the top bar's height: the contact bar scrolls away, the navigation stays.
    <header className="sticky -top-10 z-40">
      <TopBar />
      <div className="border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Link to={paths.home} aria-label={t('brand.homeLink')} className="rounded-md">
            <Logo />
          </Link>

          <nav aria-label={t('nav.label')} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {items.map((item) => (
                <li key={item.key}>
                  {item.to === paths.categories ? (
                    <Link to={item.to} className={navLinkClass({ isActive: Boolean(isCurrent(item)) })}>
                      {t(`nav.${item.key}`)}
                    </Link>
                  ) : (
                    <NavLink
                      to={item.to}
                      end={item.end}
                      className={(state) =>
                        navLinkClass({ isActive: state.isActive && !(item.end && hash) && !isSignInLink(item) })
                      }
                    >
                      {t(`nav.${item.key}`)}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>

          <div className="flex items-center gap-1 sm:gap-2">
            {/* Spec §2: the bell and the messages icon with their unread badges, on every screen width. */}
            {user ? (
              <Suspense
                fallback={
                  <span className="flex gap-1" aria-hidden="true">
                    <span className="size-10" />
                    <span className="size-10" />
                  </span>
                }
              >
                <HeaderIndicators />
              </Suspense>
            ) : null}
            <div className="hidden items-center gap-2 lg:flex">
              <ParentSiteLink className="hidden xl:inline-flex" />
              <AccountArea />
            </div>

            <Button
              ref={menuButton}
              variant="outline"
              size="icon"
              className="lg:hidden"
              aria-label={t('nav.openMenu')}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onPointerEnter={() => void loadMobileMenu()}
              onFocus={() => void loadMobileMenu()}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon className="size-5" aria-hidden="true" />
            </Button>
          </div>
          {menuOpen ? (
            <Suspense fallback={null}>
              <MobileMenu
                open={menuOpen}
                onOpenChange={setMenuOpen}
                items={items}
                parentLink={<ParentSiteLink className="h-12" onNavigate={close} />}
                returnFocusTo={menuButton}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}
