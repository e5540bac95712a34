/**
 * Pages of the parent organisation's site (spec §2 "Header and footer": about, activities, news,
 * contact, terms, privacy, a sister platform, a talks site). The base URL is a site setting
 * (`site.parentOrganisationUrl` of /api/init); only the paths are fixed here, so the footer, the
 * sign-up and newsletter consent lines and the DİP explanation all link to the same pages.
 */
export const PARENT_SITE_PATHS = {
  about: '/hakkimizda',
  activities: '/faaliyetlerimiz',
  news: '/haberler',
  contact: '/iletisim',
  sisterPlatform: '/platformlar',
  talks: '/soylesiler',
  terms: '/kullanim-kosullari',
  privacy: '/gizlilik-politikasi',
} as const;

export type ParentSitePage = keyof typeof PARENT_SITE_PATHS;

/** Absolute URL of a parent-site page, e.g. `parentSiteUrl('https://x.org/', 'terms')`. */
export function parentSiteUrl(base: string, page: ParentSitePage): string {
  return `${base.replace(/\/+$/, '')}${PARENT_SITE_PATHS[page]}`;
}
