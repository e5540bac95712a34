import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The one rule for browser tab titles: `'<page> | <site name>'` on every page, and
 * `'<site name> | <tagline>'` on the home page (whose page name would only repeat the site's).
 * @param t a translator for the `common` namespace
 * @param page the page's name, already translated; omit it for the home page
 */
export function formatDocumentTitle(t: TFunction<'common'>, page?: string): string {
  const site = t('brand.name');
  return page ? t('documentTitle', { page, site }) : t('homeDocumentTitle', { site, tagline: t('brand.tagline') });
}

/** Sets `document.title` while the calling page is shown; ignores empty titles (data still loading). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/**
 * Sets the tab title of a page whose name is known only at run time (a partner's company name), in
 * the format of {@link formatDocumentTitle}. The route table's title is set first (app/routes.tsx,
 * in a layout effect) and this one, a passive effect, replaces it.
 * @param page the translated page name; undefined while it is loading
 */
export function usePageTitle(page: string | undefined): void {
  const { t } = useTranslation('common');
  useDocumentTitle(page ? formatDocumentTitle(t, page) : undefined);
}
