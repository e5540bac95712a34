/**
 * Search-engine view of the profiles (issue 8; spec §3 System config `seoSettings`): the head and a
 * script-free body block for `GET /partner/{username}`, and `/sitemap.xml`. The client plugin serves
 * them; everything placed in HTML or XML here is escaped (texts) or sanitized again (the description).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '@shared/constants';
import { type SeoSettings, seoSettingsSchema, siteSettingsSchema } from '@shared/contracts/system-config';
import { pickLocalisedText } from '@shared/profile-text';
import type { Db } from '../../db/client';
import { partners, systemConfig } from '../../db/schema';
import { escapeHtml, replaceVerbatim } from '../../lib/html';
import { htmlToPlainText, sanitizePartnerHtml } from '../../lib/sanitize';
import { resolvePartner } from './partner-profile';

/** Longest meta description, in characters (what result pages show). */
const META_DESCRIPTION_MAX = 160;

/** What a profile's SEO page shows. */
export interface PartnerSeoData {
  username: string;
  companyName: string;
  shortDescription: string | null;
  description: string | null;
  /** English texts (issue 21): chosen over the Turkish ones for an English page (shared/profile-text.ts). */
  shortDescriptionEn: string | null;
  descriptionEn: string | null;
  logo: string | null;
  coverImage: string | null;
  city: string | null;
  country: string | null;
}

/** The outcome of looking up `/partner/{x}` for a crawler. */
export type PartnerSeoLookup =
  { kind: 'found'; partner: PartnerSeoData } | { kind: 'moved'; username: string } | { kind: 'missing' };

/**
 * Looks up the profile behind `/partner/{idOrUsername}`: an old username is `moved` (the caller
 * answers 301), a passive, unapproved or unknown partner `missing` (the SPA shell with 404; owners see
 * their hidden profile through the API, not here).
 */
export async function lookupPartnerForSeo(db: Db, idOrUsername: string): Promise<PartnerSeoLookup> {
  const found = await resolvePartner(db, idOrUsername);
  if (!found) return { kind: 'missing' };
  const [row] = await db
    .select({
      username: partners.username,
      companyName: partners.companyName,
      shortDescription: partners.shortDescription,
      description: partners.description,
      shortDescriptionEn: partners.shortDescriptionEn,
      descriptionEn: partners.descriptionEn,
      logo: partners.logo,
      coverImage: partners.coverImage,
      city: partners.city,
      country: partners.country,
      listed: sql<boolean>`${partners.isActive} AND ${partners.isApproved}`,
    })
    .from(partners)
    .where(eq(partners.id, found.id));
  if (!row?.listed) return { kind: 'missing' };
  if (found.viaOldUsername) return { kind: 'moved', username: row.username };
  const { listed: _listed, ...partner } = row;
  return { kind: 'found', partner };
}

/** The admin-edited SEO settings and the site name (seeded; spec §3 System config). */
export async function loadSeoDefaults(db: Db): Promise<{ seo: SeoSettings; siteName: string }> {
  const rows = await db
    .select()
    .from(systemConfig)
    .where(inArray(systemConfig.key, ['site', 'seoSettings']));
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return {
    seo: seoSettingsSchema.parse(byKey.get('seoSettings')),
    siteName: siteSettingsSchema.parse(byKey.get('site')).siteName,
  };
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** An absolute URL for a site path (`/public-objects/…`); absolute URLs stay. */
const absolute = (baseUrl: string, path: string) => (/^https?:\/\//i.test(path) ? path : `${baseUrl}${path}`);

/**
 * The `<head>` tags of a profile: title, description, keywords, canonical link, Open Graph and Twitter
 * card, from the partner with the site-wide settings as fallbacks. Every value is escaped.
 * @param baseUrl the public origin without a trailing slash
 * @param lang the page's language: the partner's texts in it when present, else the other language's
 *   (shared/profile-text.ts; issue 21). Turkish when absent.
 */
export function partnerHeadTags(
  partner: PartnerSeoData,
  defaults: { seo: SeoSettings; siteName: string },
  baseUrl: string,
  lang: Language = DEFAULT_LANGUAGE,
): { title: string; tags: string } {
  const title = `${partner.companyName} | ${defaults.siteName}`;
  const short = pickLocalisedText({ tr: partner.shortDescription, en: partner.shortDescriptionEn }, lang);
  const long = pickLocalisedText({ tr: partner.description, en: partner.descriptionEn }, lang);
  const text = short?.text.trim() || htmlToPlainText(long?.text ?? '');
  const description = text ? clip(text, META_DESCRIPTION_MAX) : defaults.seo.metaDescription;
  const url = `${baseUrl}/partner/${encodeURIComponent(partner.username)}`;
  const image = partner.coverImage ?? partner.logo;
  const ogImage = image ? absolute(baseUrl, image) : defaults.seo.ogImage;
  const twitterImage = image ? absolute(baseUrl, image) : defaults.seo.twitterImage;
  const e = escapeHtml;
  const tags = [
    `<meta name="description" content="${e(description)}" />`,
    defaults.seo.metaKeywords ? `<meta name="keywords" content="${e(defaults.seo.metaKeywords)}" />` : '',
    `<link rel="canonical" href="${e(url)}" />`,
    `<meta property="og:type" content="profile" />`,
    `<meta property="og:site_name" content="${e(defaults.siteName)}" />`,
    `<meta property="og:title" content="${e(partner.companyName)}" />`,
    `<meta property="og:description" content="${e(description)}" />`,
    `<meta property="og:url" content="${e(url)}" />`,
    ogImage ? `<meta property="og:image" content="${e(ogImage)}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${e(partner.companyName)}" />`,
    `<meta name="twitter:description" content="${e(description)}" />`,
    twitterImage ? `<meta name="twitter:image" content="${e(twitterImage)}" />` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return { title, tags };
}

/**
 * The block a crawler without JavaScript reads inside `#root` (React replaces it on its first render):
 * the company name, place, short description and the description (sanitized again with the shared
 * rule, whatever wrote it). In `lang` when the partner wrote it, else in the other language, marked with
 * its `lang` attribute (issue 21).
 */
export function partnerBodyBlock(partner: PartnerSeoData, lang: Language = DEFAULT_LANGUAGE): string {
  const e = escapeHtml;
  const place = [partner.city, partner.country].filter(Boolean).join(', ');
  const short = pickLocalisedText({ tr: partner.shortDescription, en: partner.shortDescriptionEn }, lang);
  const long = pickLocalisedText({ tr: partner.description, en: partner.descriptionEn }, lang);
  const description = long ? sanitizePartnerHtml(long.text) : '';
  const langAttr = (l: Language) => (l === lang ? '' : ` lang="${l}"`);
  return [
    '<main class="container-page py-8" data-seo-profile>',
    `<h1 class="text-2xl font-bold">${e(partner.companyName)}</h1>`,
    place ? `<p>${e(place)}</p>` : '',
    short ? `<p${langAttr(short.lang)}>${e(short.text)}</p>` : '',
    description && long ? `<div class="prose-content"${langAttr(long.lang)}>${description}</div>` : '',
    '</main>',
  ]
    .filter(Boolean)
    .join('');
}

/**
 * Puts a profile's head tags and body block into the client's index.html: replaces `<title>` and the
 * description meta, adds the other tags before `</head>`, and appends the block after the static shell
 * between the `app-html` markers.
 */
export function renderPartnerPage(
  indexHtml: string,
  head: { title: string; tags: string },
  body: string,
  lang: string,
): string {
  // Titles, tags and the body carry partner texts: replaced verbatim, never read as `$` patterns.
  let html = replaceVerbatim(indexHtml, /<html lang="[^"]*"/, `<html lang="${escapeHtml(lang)}"`);
  html = replaceVerbatim(html, /<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  html = replaceVerbatim(html, /<meta\s+name="description"[\s\S]*?\/?>/, '');
  html = replaceVerbatim(html, '</head>', `  ${head.tags}\n  </head>`);
  return html.includes('<!--app-html:end-->')
    ? replaceVerbatim(html, '<!--app-html:end-->', `${body}<!--app-html:end-->`)
    : replaceVerbatim(html, '<div id="root">', `<div id="root">${body}`);
}

/**
 * The home page's head from the admin's SEO settings (issue 11: a save applies at once), put into the
 * pre-rendered page (or index.html) when it is served. The settings are written in Turkish, so the
 * Turkish page takes its `<title>` and description from them; the English page keeps the English ones
 * of its build. Keywords, Open Graph and Twitter card tags go into both; empty settings add no tag,
 * and an Open Graph or Twitter text left empty falls back to the meta title or description.
 * @param baseUrl the public origin without a trailing slash (og:url when `ogUrl` is empty; images given
 *   as site paths are made absolute with it)
 */
export function renderHomePage(
  html: string,
  defaults: { seo: SeoSettings; siteName: string },
  lang: string,
  baseUrl: string,
): string {
  const { seo, siteName } = defaults;
  const e = escapeHtml;
  const ogTitle = seo.ogTitle || seo.metaTitle;
  const ogDescription = seo.ogDescription || seo.metaDescription;
  const twitterImage = seo.twitterImage || seo.ogImage;
  const tags = [
    seo.metaKeywords ? `<meta name="keywords" content="${e(seo.metaKeywords)}" />` : '',
    `<meta property="og:type" content="website" />`,
    siteName ? `<meta property="og:site_name" content="${e(siteName)}" />` : '',
    ogTitle ? `<meta property="og:title" content="${e(ogTitle)}" />` : '',
    ogDescription ? `<meta property="og:description" content="${e(ogDescription)}" />` : '',
    `<meta property="og:url" content="${e(seo.ogUrl || `${baseUrl}/`)}" />`,
    seo.ogImage ? `<meta property="og:image" content="${e(absolute(baseUrl, seo.ogImage))}" />` : '',
    `<meta name="twitter:card" content="${twitterImage ? 'summary_large_image' : 'summary'}" />`,
    seo.twitterTitle || ogTitle ? `<meta name="twitter:title" content="${e(seo.twitterTitle || ogTitle)}" />` : '',
    seo.twitterDescription || ogDescription
      ? `<meta name="twitter:description" content="${e(seo.twitterDescription || ogDescription)}" />`
      : '',
    twitterImage ? `<meta name="twitter:image" content="${e(absolute(baseUrl, twitterImage))}" />` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  let out = html;
  if (lang === 'tr') {
    if (seo.metaTitle) out = replaceVerbatim(out, /<title>[\s\S]*?<\/title>/, `<title>${e(seo.metaTitle)}</title>`);
    if (seo.metaDescription) {
      out = replaceVerbatim(
        out,
        /<meta\s+name="description"[\s\S]*?\/?>/,
        `<meta name="description" content="${e(seo.metaDescription)}" />`,
      );
    }
  }
  return replaceVerbatim(out, '</head>', `  ${tags}\n  </head>`);
}

/** Escapes text for XML character data and attribute values. */
const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * `/sitemap.xml` (sitemaps.org 0.9): the home page, the catalogue and every active, approved partner
 * with its `updatedAt` as `lastmod`, ordered by username.
 * @param baseUrl the public origin without a trailing slash
 */
export async function sitemapXml(db: Db, baseUrl: string): Promise<string> {
  const rows = await db
    .select({ username: partners.username, updatedAt: partners.updatedAt })
    .from(partners)
    .where(and(eq(partners.isActive, true), eq(partners.isApproved, true)))
    .orderBy(asc(partners.username));
  const url = (loc: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url(`${baseUrl}/`),
    url(`${baseUrl}/partners`),
    ...rows.map((r) => url(`${baseUrl}/partner/${encodeURIComponent(r.username)}`, r.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}
