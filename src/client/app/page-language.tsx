import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LANGUAGES } from '@shared/constants';
import { canonicalPagePath, localisedPageLanguage, localisePath } from '@shared/pages';
import { currentLanguage, setLanguage } from '@/lib/i18n';

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
