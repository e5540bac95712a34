/**
 * The public partner catalogue (spec §2 Home and catalogue; PRODUCT-DECISIONS 14).
 * Only active, approved partners are listed. With a search term the order is relevance; without,
 * most followers first, then newest.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CategorySlug } from '@shared/constants';
import type { PartnerSummary, PartnersQuery } from '@shared/contracts/partners';
import { type Db, queryRows } from '../../db/client';
import { partners } from '../../db/schema';
import {
  filterConditions,
  searchConditions,
  searchTerm,
  sortOrder,
  verifiedNow,
  verifiedUntilColumn,
} from './catalogue-filters';
import { summaryColumns, toSummary } from './partner-columns';
import { ratingColumns, withTrustFigures } from './trust-figures';

/**
 * One page of the catalogue and the total number of matches.
 *
 * Search is Turkish-aware (migrations 0000, 0004 and 0018, docs/decisions/001 and 024): a partner
 * matches when every word of the term matches a folded Turkish stem or a word prefix in its document
 * (company name and city; short descriptions in Turkish and English, category names in both languages,
 * services, trade codes; description texts in both languages; country, target markets and the names of
 * the served countries in both languages); a word that is the prefix of no known word (a typo)
 * stands for its closest known words, and trade codes are compared in one canonical spelling
 * (`EUR.1` = `EUR1`: shared/trade-codes.ts). Order: partners of a category the term names first (see
 * {@link searchTerm}); then those that match every word outside their description; then weighted
 * full-text rank over name and city (A), short description, category, services and codes (B), country
 * and target markets (D), so description-only matches come last; ties by quality: rating average,
 * verified now (issue 21, docs/decisions/028), number of reviews, followers.
 *
 * Every card carries its trust figures (issue 9): rating average and count from the row, response
 * time and rate from one grouped query over the page ({@link withTrustFigures}).
 *
 * Requests are served from the in-process index when it is current (modules/search/catalogue-search.ts,
 * docs/decisions/032); this SQL is its fallback (before the index is built, while the change listener is
 * down or a change is being applied) and the oracle its equality tests compare against
 * (catalogue-index.test.ts): a change to the order or the matching here must be made there too.
 */
export async function listPartners(db: Db, q: PartnersQuery): Promise<{ items: PartnerSummary[]; total: number }> {
  const filters: SQL[] = [eq(partners.isActive, true), eq(partners.isApproved, true)];
  if (q.category) filters.push(eq(partners.serviceCategory, q.category));
  if (q.userId) filters.push(eq(partners.userId, q.userId));
  // Issue 21: city, market, language, service, size, minimum rating; `sort` other than relevance.
  filters.push(...filterConditions(q, 'partners'));
  const sorted = sortOrder(q.sort, 'partners');

  if (!q.search) {
    // Page and count both run on the partial listing indexes (index scans, no sort).
    const where = and(...filters);
    const [rows, [count]] = await Promise.all([
      db
        .select({ ...summaryColumns, ...ratingColumns })
        .from(partners)
        .where(where)
        .orderBy(sorted ?? sql`${partners.followersCount} DESC, ${partners.createdAt} DESC, ${partners.id} DESC`)
        .limit(q.limit)
        .offset(q.offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(partners)
        .where(where),
    ]);
    return { items: (await withTrustFigures(db, rows)).map(toSummary), total: count?.n ?? 0 };
  }

  const rows = await queryRows<SearchRow>(db, searchPageQuery({ ...q, search: q.search }));
  if (rows.length === 0 && q.offset > 0) {
    // Past the last page the window has no row to carry the total.
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM (${searchTerm(q.search)}) AS fq, partners p
           WHERE ${searchConditions(q)}`,
    );
    return { items: [], total: count?.n ?? 0 };
  }
  return { items: await withTrustFigures(db, rows.map(fromSearchRow)), total: rows[0]?.total ?? 0 };
}

/**
 * The catalogue cards of `ids` in that order, with the columns and trust figures of {@link listPartners}
 * (the same `PartnerSummary` shape): the page of an answer the search index gave as ids. An id without
 * a row (deleted since) is left out.
 * @param db the database or a transaction
 * @param ids partner ids, at most a page (`partnersQuerySchema`'s limit)
 * @throws whatever the driver throws
 */
export async function listPartnersByIds(db: Db, ids: readonly number[]): Promise<PartnerSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...summaryColumns, ...ratingColumns })
    .from(partners)
    .where(inArray(partners.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return (await withTrustFigures(db, ordered)).map(toSummary);
}

/**
 * The one statement of a catalogue search page: every match has to be ranked anyway, so the window
 * count costs nothing extra. The tsquery, and the categories whose names (tr or en) the whole term
 * matches, come from a one-row FROM item ({@link searchTerm}), so both are computed once per request,
 * not once per ranked row. Exported for `npm run bench:search-worst`, which times it with EXPLAIN ANALYZE.
 * @param q a validated query with a non-empty `search` (partnersQuerySchema).
 */
export function searchPageQuery(q: PartnersQuery & { search: string }): SQL {
  return sql`SELECT p.id, p.user_id, p.username, p.company_name, p.logo, p.cover_image, p.service_category,
               p.short_description, p.short_description_en, p.description, p.dip_advantages, p.languages,
               p.followers_count, p.profile_views,
               p.city, p.country, p.created_at, p.capabilities, p.review_count, p.rating_sum,
               ${verifiedUntilColumn('p')} AS verified_until, (count(*) OVER ())::int AS total
          FROM (${searchTerm(q.search)}) AS fq, partners p
         WHERE ${searchConditions(q)}
         ORDER BY ${
           sortOrder(q.sort, 'p') ??
           sql`p.service_category = ANY(fq.named) DESC, p.rank_vector @@ fq.q DESC,
                  ts_rank(p.rank_vector, fq.q) DESC,
                  p.rating_sum::float8 / nullif(p.review_count, 0) DESC NULLS LAST, ${verifiedNow('p')} DESC,
                  p.review_count DESC,
                  p.followers_count DESC, p.id DESC`
         }
         LIMIT ${q.limit} OFFSET ${q.offset}`;
}

interface SearchRow {
  id: number;
  user_id: number | null;
  username: string;
  company_name: string;
  logo: string | null;
  cover_image: string | null;
  service_category: CategorySlug;
  short_description: string | null;
  short_description_en: string | null;
  description: string | null;
  dip_advantages: string | null;
  languages: string[];
  followers_count: number;
  profile_views: number;
  city: string | null;
  country: string | null;
  created_at: Date | string;
  capabilities: Record<string, string[]>;
  review_count: number;
  rating_sum: number;
  verified_until: string | null;
  total: number;
}

/** A card of a search row, with the review counters still raw (for {@link withTrustFigures}). */
function fromSearchRow(r: SearchRow): PartnerSummary & { reviewCount: number; ratingSum: number } {
  return {
    id: r.id,
    userId: r.user_id,
    username: r.username,
    companyName: r.company_name,
    logo: r.logo,
    coverImage: r.cover_image,
    serviceCategory: r.service_category,
    shortDescription: r.short_description,
    shortDescriptionEn: r.short_description_en,
    description: r.description,
    dipAdvantages: r.dip_advantages,
    languages: r.languages,
    followersCount: r.followers_count,
    profileViews: r.profile_views,
    city: r.city,
    country: r.country,
    // node-postgres parses timestamptz into Date; PGlite may too — normalise either way.
    createdAt: new Date(r.created_at).toISOString(),
    capabilities: r.capabilities,
    reviewCount: r.review_count,
    ratingSum: r.rating_sum,
    verifiedUntil: r.verified_until,
  };
}

export { summaryColumns } from './partner-columns';
// Issue 21 "Verified": whether a partner row is verified now, for other listings (search suggestions).
export { verifiedNow, verifiedUntilColumn } from './catalogue-filters';
// The catalogue search service (modules/search) falls back to the SQL facets and compares against them.
export { listPartnerFacets } from './catalogue-facets';
// The catalogue search service answers a page as the route sends and caches it.
export { type CachedPage, cataloguePage } from './catalogue-cache';
// The search index's loader (modules/search) reads the same response median as the `response` sort.
export { responseMedian } from './catalogue-filters';
export { type MarkPartnersChanged, type PartnerWriteContext, writePartners } from './partner-writes';
// Issue 8, profile: reading, editing, follows, services, SEO (one concern per file beside this one).
export {
  getOwnPartner,
  getPartnerProfile,
  mayEditPartner,
  requireEditablePartner,
  requireVisiblePartner,
  resolvePartner,
} from './partner-profile';
export { updatePartner } from './partner-edit';
export { followPartner, isFollowing, listFollowedPartners, listFollowers, unfollowPartner } from './follows';
export { addPartnerService, createService, getPartnerServices, removePartnerService } from './partner-services';
export {
  type CatalogueForSeo,
  catalogueSeoPage,
  isCategorySlug,
  languageSitemapPath,
  languageSitemapXml,
  loadCatalogueForSeo,
  loadSeoDefaults,
  lookupPartnerForSeo,
  partnerBodyBlock,
  partnerHeadTags,
  renderHomePage,
  renderSeoPage,
  robotsTxt,
  sitemapIndexXml,
} from './seo';
export { recordPartnerActivity } from './partner-activities';
export { createPartner, type NewPartner } from './partner-create';
export { welcomePartner } from './partner-lifecycle-mails';
