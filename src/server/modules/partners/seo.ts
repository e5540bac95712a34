/**
 * Search-engine view of the public pages (issue 8, issue 21 "Found by search engines, in both
 * languages"; spec §3 System config `seoSettings`; decision 030). For the localised pages of
 * src/shared/pages.ts — home, catalogue (with its category pages `/partners?category={slug}`) and
 * partner profiles, Turkish unprefixed and English under `/en` — this builds what the client plugin
 * puts into index.html before sending it: `<html lang>`, title, description, canonical link,
 * `hreflang` alternates, Open Graph and Twitter tags, JSON-LD, and a script-free body block with the
 * page's main content for crawlers without JavaScript (React replaces it on its first render). And the
 * sitemaps: `/sitemap.xml` (an index) and one per language.
 *
 * Everything placed in HTML or XML here is escaped (texts, including the admin's SEO settings),
 * sanitized again (the partner's description) or serialised as JSON with `<`, `>` and `&` escaped
 * (JSON-LD, so no text can close its `<script>`).
 */
import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { CATEGORY_SLUGS, LANGUAGES, type CategorySlug, type Language } from '@shared/constants';
import { type SeoSettings, seoSettingsSchema, siteSettingsSchema } from '@shared/contracts/system-config';
import { localisePath, PAGES, pageUrl } from '@shared/pages';
import { capabilityLabel, type CapabilityField } from '@shared/contracts/capabilities';
import { countryName } from '@shared/countries';
import { languageName } from '@shared/languages';
import { pickLocalisedText } from '@shared/profile-text';
import { capabilityDefinitions } from '../../db/capability-definitions';
import type { Db } from '../../db/client';
import { categories, partners, partnerServices, services, systemConfig } from '../../db/schema';
import { escapeHtml, replaceVerbatim } from '../../lib/html';
import type { ReferenceData } from '../../lib/reference-data';
import { t } from '../../lib/messages';
import { htmlToPlainText, sanitizePartnerHtml } from '../../lib/sanitize';
import { verifiedUntilColumn } from './catalogue-filters';
import { resolvePartner } from './partner-profile';

/** Longest meta description, in characters (what result pages show). */
const META_DESCRIPTION_MAX = 160;

/** Most partners a category page lists by name (the sitemap lists them all). */
const CATEGORY_PAGE_PARTNERS_MAX = 200;

/** Open Graph's locale of each language. */
const OG_LOCALE: Record<Language, string> = { tr: 'tr_TR', en: 'en_US' };

/** What a profile's SEO page shows. */
export interface PartnerSeoData {
  username: string;
  companyName: string;
  shortDescription: string | null;
  /** Sanitized HTML (sanitized again when placed). */
  description: string | null;
  /** English texts (issue 21): chosen over the Turkish ones for an English page (shared/profile-text.ts). */
  shortDescriptionEn: string | null;
  descriptionEn: string | null;
  logo: string | null;
  coverImage: string | null;
  city: string | null;
  country: string | null;
  category: { slug: string; name: string; nameEn: string };
  /** Service names, alphabetical. */
  services: string[];
  /** Visible reviews and the sum of their ratings (1–5 each). */
  reviewCount: number;
  ratingSum: number;
  /** The partner's web site and social profiles (only http(s) URLs; JSON-LD `sameAs`). */
  links: string[];
  /** The last valid day (`YYYY-MM-DD`) while the partner is verified now (issue 21, decision 028); else null. */
  verifiedUntil: string | null;
  /** Languages spoken, ISO 639-1 (decision 026). */
  languages: string[];
  /** Countries served, ISO 3166-1 alpha-2 (decision 026). */
  markets: string[];
  /** Filled capability fields with their values' labels in both languages (decision 027), in the definitions' order. */
  capabilities: { label: string; labelEn: string; values: { label: string; labelEn: string }[] }[];
}

/** The outcome of looking up `/partner/{x}` for a crawler. */
export type PartnerSeoLookup =
  { kind: 'found'; partner: PartnerSeoData } | { kind: 'moved'; username: string } | { kind: 'missing' };

/** Whether the partner is listed publicly (active and approved), as SQL. */
const listed = and(eq(partners.isActive, true), eq(partners.isApproved, true));

/**
 * Looks up the profile behind `/partner/{idOrUsername}`: an old username is `moved` (the caller
 * answers 301), a passive, unapproved or unknown partner `missing` (the SPA shell with 404; owners see
 * their hidden profile through the API, not here).
 */
export async function lookupPartnerForSeo(
  app: { db: Db; referenceData: ReferenceData },
  idOrUsername: string,
): Promise<PartnerSeoLookup> {
  const db = app.db;
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
      reviewCount: partners.reviewCount,
      ratingSum: partners.ratingSum,
      verifiedUntil: verifiedUntilColumn('partners'),
      languages: partners.languages,
      markets: partners.markets,
      capabilities: partners.capabilities,
      website: partners.website,
      linkedin: partners.linkedinProfile,
      twitter: partners.twitterProfile,
      instagram: partners.instagramProfile,
      facebook: partners.facebookProfile,
      categorySlug: categories.slug,
      categoryName: categories.name,
      categoryNameEn: categories.nameEn,
      listed: sql<boolean>`${partners.isActive} AND ${partners.isApproved}`,
    })
    .from(partners)
    .innerJoin(categories, eq(categories.slug, partners.serviceCategory))
    .where(eq(partners.id, found.id));
  if (!row?.listed) return { kind: 'missing' };
  if (found.viaOldUsername) return { kind: 'moved', username: row.username };
  const [serviceRows, definitions] = await Promise.all([
    db
      .select({ name: services.name })
      .from(partnerServices)
      .innerJoin(services, eq(services.id, partnerServices.serviceId))
      .where(eq(partnerServices.partnerId, found.id))
      .orderBy(asc(services.name)),
    capabilityDefinitions(app),
  ]);
  return {
    kind: 'found',
    partner: {
      username: row.username,
      companyName: row.companyName,
      shortDescription: row.shortDescription,
      description: row.description,
      shortDescriptionEn: row.shortDescriptionEn,
      descriptionEn: row.descriptionEn,
      logo: row.logo,
      coverImage: row.coverImage,
      city: row.city,
      country: row.country,
      category: { slug: row.categorySlug, name: row.categoryName, nameEn: row.categoryNameEn },
      services: serviceRows.map((s) => s.name),
      reviewCount: row.reviewCount,
      ratingSum: row.ratingSum,
      links: [row.website, row.linkedin, row.twitter, row.instagram, row.facebook].filter(
        (url): url is string => typeof url === 'string' && /^https?:\/\/\S+$/i.test(url),
      ),
      verifiedUntil: row.verifiedUntil,
      languages: row.languages,
      markets: row.markets ?? [],
      capabilities: capabilityEntries(definitions.value[row.categorySlug] ?? [], row.capabilities ?? {}),
    },
  };
}

/**
 * The filled fields of a partner's capability values with their labels, in the definitions' order:
 * an option by its labels, a tag as typed; values the definitions no longer hold are left out.
 */
function capabilityEntries(fields: readonly CapabilityField[], values: Record<string, string[]>) {
  return fields
    .map((field) => {
      const chosen = values[field.key] ?? [];
      const labelled =
        field.kind === 'tags'
          ? chosen.map((tag) => ({ label: tag, labelEn: tag }))
          : field.options.filter((o) => chosen.includes(o.key)).map((o) => ({ label: o.label, labelEn: o.labelEn }));
      return { label: field.label, labelEn: field.labelEn, values: labelled };
    })
    .filter((field) => field.values.length > 0);
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
 * JSON for a `<script type="application/ld+json">` block: `<`, `>`, `&` and the line separators are
 * written as `\u` escapes, so no text (a company named `</script>…`) can end the block or open markup.
 */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}

/**
 * The `<link>` tags every localised page carries (decision 030): its canonical URL in `lang` and one
 * `hreflang` alternate per language plus `x-default` (the Turkish URL), all absolute.
 * @param path the page's unprefixed site path with only its meaningful query (`/partners?category=gumruk`)
 * @param baseUrl the public origin without a trailing slash
 */
export function languageLinks(path: string, lang: Language, baseUrl: string): string {
  const url = (l: Language) => `${baseUrl}${localisePath(path, l)}`;
  return [
    `<link rel="canonical" href="${escapeHtml(url(lang))}" />`,
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(url(l))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url('tr'))}" />`,
  ].join('\n    ');
}

/** What every page's head says besides its own tags. */
interface PageHeadInput {
  lang: Language;
  /** Unprefixed site path with only its meaningful query (see {@link languageLinks}). */
  path: string;
  /** Page title without the site name. */
  title: string;
  description: string;
  ogType: 'website' | 'profile';
  /** Site path or absolute URL; the admin's default image otherwise. */
  image?: string | null | undefined;
  jsonLd?: object[];
}

/**
 * The head of a server-rendered page: title, description, keywords, canonical and alternates, Open
 * Graph (with `og:locale` and its alternates) and Twitter card, and JSON-LD. Every value is escaped.
 */
function pageHead(
  input: PageHeadInput,
  defaults: { seo: SeoSettings; siteName: string },
  baseUrl: string,
): { title: string; tags: string } {
  const e = escapeHtml;
  const url = `${baseUrl}${localisePath(input.path, input.lang)}`;
  const description = clip(input.description, META_DESCRIPTION_MAX);
  const image = input.image
    ? absolute(baseUrl, input.image)
    : defaults.seo.ogImage
      ? absolute(baseUrl, defaults.seo.ogImage)
      : '';
  const twitterImage = input.image
    ? absolute(baseUrl, input.image)
    : defaults.seo.twitterImage
      ? absolute(baseUrl, defaults.seo.twitterImage)
      : image;
  const tags = [
    `<meta name="description" content="${e(description)}" />`,
    defaults.seo.metaKeywords ? `<meta name="keywords" content="${e(defaults.seo.metaKeywords)}" />` : '',
    languageLinks(input.path, input.lang, baseUrl),
    `<meta property="og:type" content="${input.ogType}" />`,
    `<meta property="og:site_name" content="${e(defaults.siteName)}" />`,
    `<meta property="og:title" content="${e(input.title)}" />`,
    `<meta property="og:description" content="${e(description)}" />`,
    `<meta property="og:url" content="${e(url)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[input.lang]}" />`,
    ...LANGUAGES.filter((l) => l !== input.lang).map(
      (l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}" />`,
    ),
    image ? `<meta property="og:image" content="${e(image)}" />` : '',
    `<meta name="twitter:card" content="${input.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${e(input.title)}" />`,
    `<meta name="twitter:description" content="${e(description)}" />`,
    twitterImage ? `<meta name="twitter:image" content="${e(twitterImage)}" />` : '',
    ...(input.jsonLd ?? []).map(jsonLdScript),
  ]
    .filter(Boolean)
    .join('\n    ');
  return { title: `${input.title} | ${defaults.siteName}`, tags };
}

/** A category's name in `lang`. */
const categoryName = (c: { name: string; nameEn: string }, lang: Language) => (lang === 'en' ? c.nameEn : c.name);

/**
 * The partner's own texts for a reader of `lang` (issue 21, docs/decisions/026): the text written in
 * `lang` when there is one, else the other language's, with the language each is in (the body marks a
 * text in the other language with its `lang` attribute).
 */
function partnerTexts(
  partner: PartnerSeoData,
  lang: Language,
): {
  shortDescription: string | null;
  shortLang: Language;
  description: string | null;
  descriptionLang: Language;
} {
  const short = pickLocalisedText({ tr: partner.shortDescription, en: partner.shortDescriptionEn }, lang);
  const long = pickLocalisedText({ tr: partner.description, en: partner.descriptionEn }, lang);
  return {
    shortDescription: short?.text ?? null,
    shortLang: short?.lang ?? lang,
    description: long?.text ?? null,
    descriptionLang: long?.lang ?? lang,
  };
}

/** The average rating to one decimal, or null without reviews (then no rating is claimed anywhere). */
function averageRating(partner: Pick<PartnerSeoData, 'reviewCount' | 'ratingSum'>): number | null {
  return partner.reviewCount >= 1 ? Math.round((partner.ratingSum / partner.reviewCount) * 10) / 10 : null;
}

/** The unprefixed path of a category page (the catalogue filtered by it; decision 030). */
export const categoryPagePath = (slug: string) => pageUrl('partners', { query: { category: slug } });

/** The unprefixed path of a profile. */
const profilePath = (username: string) => pageUrl('partnerProfile', { params: { idOrUsername: username } });

/**
 * The JSON-LD of a profile (schema.org): `LocalBusiness` when it has a place (city), with its
 * `PostalAddress`, otherwise `Organization`; `aggregateRating` only from real reviews (reviewCount ≥ 1,
 * ratingValue = rating_sum / review_count); `sameAs` its web site and social profiles.
 */
export function partnerJsonLd(partner: PartnerSeoData, lang: Language, baseUrl: string): object {
  const texts = partnerTexts(partner, lang);
  const rating = averageRating(partner);
  const description =
    texts.shortDescription?.trim() || (texts.description ? htmlToPlainText(texts.description) : '') || undefined;
  const image = partner.coverImage ?? partner.logo;
  return {
    '@context': 'https://schema.org',
    '@type': partner.city ? 'LocalBusiness' : 'Organization',
    name: partner.companyName,
    url: `${baseUrl}${localisePath(profilePath(partner.username), lang)}`,
    ...(description ? { description: clip(description, 500) } : {}),
    ...(partner.logo ? { logo: absolute(baseUrl, partner.logo) } : {}),
    ...(image ? { image: absolute(baseUrl, image) } : {}),
    ...(partner.city
      ? {
          address: {
            '@type': 'PostalAddress',
            addressLocality: partner.city,
            ...(partner.country ? { addressCountry: partner.country } : {}),
          },
        }
      : {}),
    knowsAbout: [categoryName(partner.category, lang), ...partner.services],
    ...(rating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating,
            reviewCount: partner.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(partner.links.length > 0 ? { sameAs: partner.links } : {}),
  };
}

/**
 * The `<head>` tags of a profile in `lang`: title, description, keywords, canonical and `hreflang`
 * links, Open Graph and Twitter card, JSON-LD, from the partner with the site-wide settings as
 * fallbacks. Every value is escaped.
 * @param baseUrl the public origin without a trailing slash
 * @param lang the page's language: the partner's texts in it when present, else the other language's
 *   (shared/profile-text.ts; issue 21). Turkish when absent.
 */
export function partnerHeadTags(
  partner: PartnerSeoData,
  defaults: { seo: SeoSettings; siteName: string },
  baseUrl: string,
  lang: Language = 'tr',
): { title: string; tags: string } {
  const texts = partnerTexts(partner, lang);
  const text = texts.shortDescription?.trim() || htmlToPlainText(texts.description ?? '');
  return pageHead(
    {
      lang,
      path: profilePath(partner.username),
      title: partner.companyName,
      description: text || defaults.seo.metaDescription,
      ogType: 'profile',
      image: partner.coverImage ?? partner.logo,
      jsonLd: [partnerJsonLd(partner, lang, baseUrl)],
    },
    defaults,
    baseUrl,
  );
}

/**
 * The block a crawler without JavaScript reads inside `#root` (React replaces it on its first render):
 * the company name, category (a link to its category page), place, rating (only with reviews), short
 * description, the description (sanitized again with the shared rule, whatever wrote it) and services;
 * the texts in `lang` when the partner wrote them, else in the other language, marked (issue 21).
 */
export function partnerBodyBlock(partner: PartnerSeoData, lang: Language = 'tr'): string {
  const e = escapeHtml;
  const texts = partnerTexts(partner, lang);
  const place = [partner.city, partner.country].filter(Boolean).join(', ');
  const description = texts.description ? sanitizePartnerHtml(texts.description) : '';
  const rating = averageRating(partner);
  const categoryHref = localisePath(categoryPagePath(partner.category.slug), lang);
  // A text in the other language than the page's says so to screen readers and search engines.
  const langAttr = (l: Language) => (l === lang ? '' : ` lang="${l}"`);
  return [
    '<main class="container-page py-8" data-seo-profile>',
    `<h1 class="text-2xl font-bold">${e(partner.companyName)}</h1>`,
    `<p><a href="${e(categoryHref)}">${e(categoryName(partner.category, lang))}</a>${place ? ` · ${e(place)}` : ''}</p>`,
    rating !== null
      ? `<p>${e(t(lang, 'partners.seoRating', { rating: rating.toLocaleString(lang === 'tr' ? 'tr-TR' : 'en-GB'), count: partner.reviewCount }))}</p>`
      : '',
    texts.shortDescription ? `<p${langAttr(texts.shortLang)}>${e(texts.shortDescription)}</p>` : '',
    description ? `<div class="prose-content"${langAttr(texts.descriptionLang)}>${description}</div>` : '',
    partner.verifiedUntil
      ? `<p data-seo-verified>${e(t(lang, 'partners.seoVerified', { date: longDay(partner.verifiedUntil, lang) }))}</p>`
      : '',
    partner.services.length > 0
      ? `<h2>${e(t(lang, 'partners.seoServicesHeading'))}</h2><ul>${partner.services.map((s) => `<li>${e(s)}</li>`).join('')}</ul>`
      : '',
    ...partner.capabilities.map(
      (field) =>
        `<h2>${e(capabilityLabel(field, lang))}</h2><ul>${field.values.map((v) => `<li>${e(capabilityLabel(v, lang))}</li>`).join('')}</ul>`,
    ),
    partner.markets.length > 0
      ? `<h2>${e(t(lang, 'partners.seoMarketsHeading'))}</h2><p>${e(partner.markets.map((c) => countryName(c, lang)).join(', '))}</p>`
      : '',
    partner.languages.length > 0
      ? `<h2>${e(t(lang, 'partners.seoLanguagesHeading'))}</h2><p>${e(partner.languages.map((c) => languageName(c, lang)).join(', '))}</p>`
      : '',
    '</main>',
  ]
    .filter(Boolean)
    .join('');
}

/** A `YYYY-MM-DD` day as the page's reader writes it: `30 Haziran 2027` / `30 June 2027`. */
function longDay(day: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A category with its listed partners, for its category page. */
interface CategoryListing {
  slug: CategorySlug;
  name: string;
  nameEn: string;
  partners: { username: string; companyName: string }[];
  /** Listed partners in the category (the list may be capped). */
  total: number;
}

/** What the catalogue page and a category page show a crawler (plain JSON: the caller may cache it). */
export interface CatalogueForSeo {
  /** Every category, in the catalogue's order, with its listed partners' count. */
  categories: { slug: string; name: string; nameEn: string; count: number }[];
  /** Listed partners in all. */
  total: number;
  /** The chosen category's page, when one was asked for. */
  category?: CategoryListing;
}

/** Whether a `?category=` value is a category (anything else is the plain catalogue). */
export const isCategorySlug = (value: unknown): value is CategorySlug =>
  typeof value === 'string' && (CATEGORY_SLUGS as readonly string[]).includes(value);

/**
 * What the catalogue page `/partners` shows a crawler: the categories with their listed-partner
 * counts, and, for a category page (`?category={slug}`), that category's listed partners by name.
 */
export async function loadCatalogueForSeo(db: Db, category: CategorySlug | undefined): Promise<CatalogueForSeo> {
  const rows = await db
    .select({
      slug: categories.slug,
      name: categories.name,
      nameEn: categories.nameEn,
      count: sql<number>`count(${partners.id})::int`,
    })
    .from(categories)
    .leftJoin(partners, and(eq(partners.serviceCategory, categories.slug), listed))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  const chosen = category ? rows.find((r) => r.slug === category) : undefined;
  if (!chosen) return { categories: rows, total };
  const members = await db
    .select({ username: partners.username, companyName: partners.companyName })
    .from(partners)
    .where(and(eq(partners.serviceCategory, chosen.slug), listed))
    // The most reviewed first (capped list), then by name.
    .orderBy(desc(partners.reviewCount), asc(partners.companyName))
    .limit(CATEGORY_PAGE_PARTNERS_MAX);
  return {
    categories: rows,
    total,
    category: {
      slug: chosen.slug,
      name: chosen.name,
      nameEn: chosen.nameEn,
      partners: members,
      total: chosen.count,
    },
  };
}

/**
 * The head and body block of the catalogue `/partners` in `lang`, or of a category page
 * (`/partners?category={slug}`): its name and description in the language, and its partners by name
 * linking to their profiles (`ItemList` JSON-LD). The catalogue itself lists the categories.
 */
export function catalogueSeoPage(
  data: CatalogueForSeo,
  defaults: { seo: SeoSettings; siteName: string },
  baseUrl: string,
  lang: Language,
): { head: { title: string; tags: string }; body: string } {
  const e = escapeHtml;
  const chosen = data.category;
  if (chosen) {
    const name = categoryName(chosen, lang);
    const title = t(lang, 'partners.seoCategoryTitle', { category: name });
    const description = t(lang, 'partners.seoCategoryDescription', { category: name, count: chosen.total });
    const itemList = {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: title,
      numberOfItems: chosen.partners.length,
      itemListElement: chosen.partners.map((p, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: p.companyName,
        url: `${baseUrl}${localisePath(profilePath(p.username), lang)}`,
      })),
    };
    const head = pageHead(
      { lang, path: categoryPagePath(chosen.slug), title, description, ogType: 'website', jsonLd: [itemList] },
      defaults,
      baseUrl,
    );
    const body = [
      '<main class="container-page py-8" data-seo-catalogue>',
      `<h1 class="text-2xl font-bold">${e(title)}</h1>`,
      `<p>${e(description)}</p>`,
      `<h2>${e(t(lang, 'partners.seoPartnersHeading'))}</h2>`,
      `<ul>${chosen.partners
        .map((p) => `<li><a href="${e(localisePath(profilePath(p.username), lang))}">${e(p.companyName)}</a></li>`)
        .join('')}</ul>`,
      '</main>',
    ].join('');
    return { head, body };
  }
  const title = t(lang, 'partners.seoCatalogueTitle');
  const description = t(lang, 'partners.seoCatalogueDescription', { count: data.total });
  const head = pageHead({ lang, path: pageUrl('partners'), title, description, ogType: 'website' }, defaults, baseUrl);
  const body = [
    '<main class="container-page py-8" data-seo-catalogue>',
    `<h1 class="text-2xl font-bold">${e(title)}</h1>`,
    `<p>${e(description)}</p>`,
    `<h2>${e(t(lang, 'partners.seoCategoriesHeading'))}</h2>`,
    `<ul>${data.categories
      .filter((c) => c.count > 0)
      .map(
        (c) =>
          `<li><a href="${e(localisePath(categoryPagePath(c.slug), lang))}">${e(categoryName(c, lang))}</a> (${c.count})</li>`,
      )
      .join('')}</ul>`,
    '</main>',
  ].join('');
  return { head, body };
}

/**
 * Puts a page's head tags and body block into the client's index.html: sets `<html lang>`, replaces
 * `<title>` and the description meta, adds the other tags before `</head>`, and appends the block after
 * the static shell between the `app-html` markers.
 */
export function renderSeoPage(
  indexHtml: string,
  head: { title: string; tags: string },
  body: string,
  lang: Language,
): string {
  // Titles, tags and the body carry partner texts: replaced verbatim, never read as `$` patterns.
  let html = replaceVerbatim(indexHtml, /<html lang="[^"]*"/, `<html lang="${lang}"`);
  html = replaceVerbatim(html, /<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  html = replaceVerbatim(html, /<meta\s+name="description"[\s\S]*?\/?>/, '');
  html = replaceVerbatim(html, '</head>', `  ${head.tags}\n  </head>`);
  return html.includes('<!--app-html:end-->')
    ? replaceVerbatim(html, '<!--app-html:end-->', `${body}<!--app-html:end-->`)
    : replaceVerbatim(html, '<div id="root">', `<div id="root">${body}`);
}

/**
 * The home page's head from the admin's SEO settings (issue 11: a save applies at once), put into the
 * pre-rendered page (or index.html) when it is served, with its canonical and `hreflang` links
 * (decision 030). The settings are written in Turkish, so the Turkish page takes its `<title>` and
 * description from them; the English page keeps the English ones of its build. Keywords, Open Graph
 * and Twitter card tags go into both; empty settings add no tag, and an Open Graph or Twitter text left
 * empty falls back to the meta title or description. The settings are untrusted text: every value is
 * escaped.
 * @param baseUrl the public origin without a trailing slash (og:url when `ogUrl` is empty; images given
 *   as site paths are made absolute with it)
 */
export function renderHomePage(
  html: string,
  defaults: { seo: SeoSettings; siteName: string },
  lang: Language,
  baseUrl: string,
): string {
  const { seo, siteName } = defaults;
  const e = escapeHtml;
  const ogTitle = seo.ogTitle || seo.metaTitle;
  const ogDescription = seo.ogDescription || seo.metaDescription;
  const twitterImage = seo.twitterImage || seo.ogImage;
  const homeUrl = `${baseUrl}${localisePath(pageUrl('home'), lang)}`;
  const tags = [
    seo.metaKeywords ? `<meta name="keywords" content="${e(seo.metaKeywords)}" />` : '',
    languageLinks(pageUrl('home'), lang, baseUrl),
    `<meta property="og:type" content="website" />`,
    siteName ? `<meta property="og:site_name" content="${e(siteName)}" />` : '',
    ogTitle ? `<meta property="og:title" content="${e(ogTitle)}" />` : '',
    ogDescription ? `<meta property="og:description" content="${e(ogDescription)}" />` : '',
    // The admin's og:url names the Turkish home page; the English one is its own URL.
    `<meta property="og:url" content="${e(lang === 'tr' && seo.ogUrl ? seo.ogUrl : homeUrl)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[lang]}" />`,
    ...LANGUAGES.filter((l) => l !== lang).map(
      (l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}" />`,
    ),
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
  let out = replaceVerbatim(html, /<html lang="[^"]*"/, `<html lang="${lang}"`);
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

/** The per-language sitemaps' paths, as `/sitemap.xml` names them. */
export const languageSitemapPath = (lang: Language) => `/sitemap-${lang}.xml`;

/** The newest `updatedAt` of the listed partners (the lastmod of the pages that list them). */
async function newestListedUpdate(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(partners.updatedAt) })
    .from(partners)
    .where(listed);
  return row?.at ?? null;
}

/**
 * `/sitemap.xml` (sitemaps.org 0.9): a sitemap index of the per-language sitemaps
 * ({@link languageSitemapXml}), each with the newest listed partner's change as `lastmod`.
 * @param baseUrl the public origin without a trailing slash
 */
export async function sitemapIndexXml(db: Db, baseUrl: string): Promise<string> {
  const newest = await newestListedUpdate(db);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...LANGUAGES.map(
      (lang) =>
        `  <sitemap><loc>${escapeXml(`${baseUrl}${languageSitemapPath(lang)}`)}</loc>${newest ? `<lastmod>${newest.toISOString()}</lastmod>` : ''}</sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * `/sitemap-{lang}.xml`: the localised pages in `lang` — home, catalogue, every category page with a
 * listed partner, every active, approved partner (by username) — each with its `hreflang` alternates
 * (`xhtml:link`, every language and `x-default`) and `lastmod` (a partner's `updatedAt`; for a list,
 * its newest partner's).
 * @param baseUrl the public origin without a trailing slash
 */
export async function languageSitemapXml(db: Db, baseUrl: string, lang: Language): Promise<string> {
  const rows = await db
    .select({ username: partners.username, updatedAt: partners.updatedAt })
    .from(partners)
    .where(listed)
    .orderBy(asc(partners.username));
  const categoryRows = await db
    .select({ slug: partners.serviceCategory, updatedAt: max(partners.updatedAt), n: count() })
    .from(partners)
    .where(listed)
    .groupBy(partners.serviceCategory)
    .orderBy(asc(partners.serviceCategory));
  const newest = rows.reduce<Date | null>((a, r) => (a && a > r.updatedAt ? a : r.updatedAt), null);
  const url = (path: string, lastmod: Date | null) =>
    [
      `  <url><loc>${escapeXml(`${baseUrl}${localisePath(path, lang)}`)}</loc>`,
      ...LANGUAGES.map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(`${baseUrl}${localisePath(path, l)}`)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${baseUrl}${localisePath(path, 'tr')}`)}"/>`,
      lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '',
      '</url>',
    ].join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    url(pageUrl('home'), newest),
    url(pageUrl('partners'), newest),
    ...categoryRows.map((c) => url(categoryPagePath(c.slug), c.updatedAt)),
    ...rows.map((r) => url(profilePath(r.username), r.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * `/robots.txt`: everything may be crawled but the API and claim links (their path carries a secret,
 * docs/decisions/029); the sitemap index is named.
 * @param baseUrl the public origin without a trailing slash
 */
export function robotsTxt(baseUrl: string): string {
  const claims = PAGES.claim.path.slice(0, PAGES.claim.path.indexOf(':'));
  return ['User-agent: *', 'Disallow: /api/', `Disallow: ${claims}`, '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}
