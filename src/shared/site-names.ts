/**
 * The organisation names a reader sees, kept apart from the system settings contract
 * (contracts/system-config.ts, which re-exports it) because the header and footer of every page need
 * it at first load and none of that contract's zod schemas: a module is bundled whole, so living
 * beside the schemas put zod on the home page's first load (issue 21, "First-load JS ≤ 180 kB").
 */
import type { SiteSettings } from './contracts/system-config';

/**
 * The organisation names a reader sees (header top bar, footer, issue 18 item 22): the English ones on
 * the English site when an admin has given them, else the Turkish ones, which are the site's own.
 * @param language the reader's language ('tr' or 'en'; anything else reads as Turkish)
 */
export function siteNamesIn(
  site: Pick<SiteSettings, 'siteName' | 'parentOrganisationName' | 'siteNameEn' | 'parentOrganisationNameEn'>,
  language: string,
): { siteName: string; parentOrganisationName: string } {
  const english = language === 'en';
  return {
    siteName: (english && site.siteNameEn) || site.siteName,
    parentOrganisationName: (english && site.parentOrganisationNameEn) || site.parentOrganisationName,
  };
}
