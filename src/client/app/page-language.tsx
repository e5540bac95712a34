import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LANGUAGES } from '@shared/constants';
import { canonicalPagePath, localisedPageLanguage, localisePath } from '@shared/pages';
import type { SessionUser } from '@shared/contracts/auth';
import { currentLanguage, setLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/**
 * Puts the UI into the language of a localised public page's URL (decision 030): `/en/…` English,
 * unprefixed Turkish. Runs on every move — a link, the TR/EN switch (which navigates), Back — and
 * before the browser paints, so the new page never shows in the old language. The language so
 * chosen is remembered (`setLanguage`), so the account pages, which carry no language in their URL,
 * and the server's texts follow the language last read. main.tsx does the same for the first page.
 */
export function UrlLanguage() {
  const { pathname } = useLocation();
  const lang = localisedPageLanguage(pathname);
  useLayoutEffect(() => {
    if (lang && lang !== currentLanguage()) void setLanguage(lang);
  }, [lang]);
  return null;
}

/** Query flags of the landings of the mailed sign-in links (magic link, address confirmation). */
const LINK_SIGN_IN_FLAGS = ['magic', 'confirmed'] as const;

/**
 * Puts the UI into the account's language when someone signs in (issue 22 "The reader's language";
 * docs/decisions/038): when the session turns from a visitor into a user while the app runs (the
 * password form) or into another user, and when the page a mailed sign-in link opened (`?magic=true`,
 * `?confirmed=true`) learns its user. Not on an ordinary page load with a session: the browser's
 * remembered language stays until the next sign-in. Not on a localised public page either, whose URL
 * names its language (decision 030). The language is remembered as a chosen one is (`setLanguage`);
 * the account itself changes only through the TR/EN switch.
 */
export function AccountLanguage() {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  // The address the app opened with: SessionNotices removes the link's flag at once.
  const landing = useRef(search);
  /** The session as last seen: undefined until its first answer, null for a visitor. */
  const seen = useRef<SessionUser | null | undefined>(undefined);
  useLayoutEffect(() => {
    if (user === undefined) return;
    const before = seen.current;
    seen.current = user;
    if (!user || before?.id === user.id) return;
    const linkSignIn =
      before === undefined &&
      LINK_SIGN_IN_FLAGS.some((flag) => new URLSearchParams(landing.current).get(flag) === 'true');
    if (before === undefined && !linkSignIn) return;
    if (localisedPageLanguage(pathname)) return;
    if (user.language !== currentLanguage()) void setLanguage(user.language);
    // Moving between pages runs this again with the same user, which adopts nothing.
  }, [user, pathname]);
  return null;
}

/** The site's origin for canonical links: the one the server wrote (its configured public URL). */
function siteOrigin(): string {
  const link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  try {
    if (link?.href) return new URL(link.href).origin;
  } catch {
    /* not a URL: fall back to where the page is */
  }
  return window.location.origin;
}

/** Sets (or, with `href` undefined, removes) the `<link>` matched by `selector`. */
function setLink(selector: string, attrs: Record<string, string>, href: string | undefined): void {
  let link = document.head.querySelector<HTMLLinkElement>(selector);
  if (href === undefined) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, value);
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * Keeps the head right while the visitor moves between pages (the server wrote it for the first one):
 * the canonical link and `hreflang` alternates of a localised page (the same rules as the server's:
 * canonicalPagePath), none on other pages, and the site description in the UI language. The
 * first page's Open Graph, Twitter and JSON-LD tags describe that page only, so they are removed once
 * the visitor has moved on.
 */
export function PageHeadLinks() {
  const { pathname, search } = useLocation();
  const { t, i18n } = useTranslation('common');
  const first = useRef(true);
  const origin = useRef<string | null>(null);
  useEffect(() => {
    origin.current ??= siteOrigin();
    if (first.current) {
      first.current = false;
      return;
    }
    for (const stale of document.head.querySelectorAll(
      'meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]',
    )) {
      stale.remove();
    }
    const lang = localisedPageLanguage(pathname);
    const page = lang ? canonicalPagePath(pathname, search) : undefined;
    const url = (l: string) => (page ? `${origin.current}${localisePath(page, l as 'tr' | 'en')}` : undefined);
    setLink('link[rel="canonical"]', { rel: 'canonical' }, lang ? url(lang) : undefined);
    for (const l of LANGUAGES)
      setLink(`link[rel="alternate"][hreflang="${l}"]`, { rel: 'alternate', hreflang: l }, url(l));
    setLink('link[rel="alternate"][hreflang="x-default"]', { rel: 'alternate', hreflang: 'x-default' }, url('tr'));
    document.head.querySelector('meta[name="description"]')?.setAttribute('content', t('footer.description'));
  }, [pathname, search, t, i18n.resolvedLanguage]);
  return null;
}
