/**
 * The public partner catalogue (spec §2 Home and catalogue; PRODUCT-DECISIONS 14).
 * Only active, approved partners are listed. With a search term the order is relevance; without,
 * most followers first, then newest.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { CategorySlug } from '../../../shared/constants';
import type { PartnerDetail, PartnerSummary, PartnersQuery } from '../../../shared/contracts/partners';
import { type Db, queryRows } from '../../db/client';
import { categories, partners, partnerServices, services } from '../../db/schema';
import { refreshPartnerSearch } from '../../db/search-index';
import { notFound } from '../../lib/errors';
import type { CatalogueCache } from './catalogue-cache';

/** The columns of a catalogue card (PartnerSummary), for Drizzle selects. */
export const summaryColumns = {
  id: partners.id,
  userId: partners.userId,
  username: partners.username,
  companyName: partners.companyName,
  logo: partners.logo,
  coverImage: partners.coverImage,
  serviceCategory: partners.serviceCategory,
  shortDescription: partners.shortDescription,
  description: partners.description,
  dipAdvantages: partners.dipAdvantages,
  followersCount: partners.followersCount,
  profileViews: partners.profileViews,
  city: partners.city,
  country: partners.country,
  createdAt: partners.createdAt,
};

/** A card as Drizzle selects it: the contract's shape with the timestamp still a Date. */
type SummaryRow = Omit<PartnerSummary, 'createdAt'> & { createdAt: Date };

function toSummary(row: SummaryRow): PartnerSummary {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * One page of the catalogue and the total number of matches.
 *
 * Search is Turkish-aware (migrations 0000 and 0004, docs/decisions/001): a partner matches when every
 * word of the term matches a folded Turkish stem or a word prefix in its document (company name, short
 * description, description text, category names in both languages, services); a word that is the
 * prefix of no known word (a typo) stands for its closest known words. Order: partners of a category
 * the term names first (see {@link searchTerm}), then weighted full-text rank over name (A) and short
 * description, category and services (B); description-only matches follow, by followers.
 */
export async function listPartners(db: Db, q: PartnersQuery): Promise<{ items: PartnerSummary[]; total: number }> {
  const filters: SQL[] = [eq(partners.isActive, true), eq(partners.isApproved, true)];
  if (q.category) filters.push(eq(partners.serviceCategory, q.category));
  if (q.userId) filters.push(eq(partners.userId, q.userId));

  if (!q.search) {
    // Page and count both run on the partial listing indexes (index scans, no sort).
    const where = and(...filters);
    const [rows, [count]] = await Promise.all([
      db
        .select(summaryColumns)
        .from(partners)
        .where(where)
        .orderBy(sql`${partners.followersCount} DESC`, sql`${partners.createdAt} DESC`, sql`${partners.id} DESC`)
        .limit(q.limit)
        .offset(q.offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(partners)
        .where(where),
    ]);
    return { items: rows.map(toSummary), total: count?.n ?? 0 };
  }

  // One statement: every match has to be ranked anyway, so the window count costs nothing extra.
  // The tsquery, and the categories whose names (tr or en) the whole term matches, come from a
  // one-row FROM item (searchTerm), so both are computed once per request, not once per ranked row.
  const conditions = [sql`p.is_active`, sql`p.is_approved`, sql`p.search_vector @@ fq.q`];
  if (q.category) conditions.push(sql`p.service_category = ${q.category}`);
  if (q.userId) conditions.push(sql`p.user_id = ${q.userId}`);
  const rows = await queryRows<SearchRow>(
    db,
    sql`SELECT p.id, p.user_id, p.username, p.company_name, p.logo, p.cover_image, p.service_category,
               p.short_description, p.description, p.dip_advantages, p.followers_count, p.profile_views,
               p.city, p.country, p.created_at, (count(*) OVER ())::int AS total
          FROM (${searchTerm(q.search)}) AS fq, partners p
         WHERE ${sql.join(conditions, sql` AND `)}
         ORDER BY p.service_category = ANY(fq.named) DESC, ts_rank(p.rank_vector, fq.q) DESC,
                  p.followers_count DESC, p.id DESC
         LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
  if (rows.length === 0 && q.offset > 0) {
    // Past the last page the window has no row to carry the total.
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM (${searchTerm(q.search)}) AS fq, partners p
           WHERE ${sql.join(conditions, sql` AND `)}`,
    );
    return { items: [], total: count?.n ?? 0 };
  }
  return { items: rows.map(fromSearchRow), total: rows[0]?.total ?? 0 };
}

/**
 * The one-row FROM item of a search: `q`, the term's tsquery (f_search_query, migration 0004), and
 * `named`, the slugs of the categories whose Turkish or English name the whole term matches under the
 * same rules as a partner's document ('pazaryeri', 'Marketplaces', 'lojstik'). A term that names a
 * category is most likely a request for that category's partners, so they rank first; the others that
 * merely mention the word follow (issue 7). `OFFSET 0` keeps the planner from pulling the subquery up
 * into the join, so both are computed once per request, however many partners match.
 */
function searchTerm(term: string): SQL {
  return sql`SELECT s.q, ARRAY(SELECT c.slug FROM categories c
                                 WHERE f_search_lexemes(c.name || ' ' || c.name_en) @@ s.q) AS named
               FROM f_search_query(${term}) AS s(q) OFFSET 0`;
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
  description: string | null;
  dip_advantages: string | null;
  followers_count: number;
  profile_views: number;
  city: string | null;
  country: string | null;
  created_at: Date | string;
  total: number;
}

function fromSearchRow(r: SearchRow): PartnerSummary {
  return {
    id: r.id,
    userId: r.user_id,
    username: r.username,
    companyName: r.company_name,
    logo: r.logo,
    coverImage: r.cover_image,
    serviceCategory: r.service_category,
    shortDescription: r.short_description,
    description: r.description,
    dipAdvantages: r.dip_advantages,
    followersCount: r.followers_count,
    profileViews: r.profile_views,
    city: r.city,
    country: r.country,
    // node-postgres parses timestamptz into Date; PGlite may too — normalise either way.
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/**
 * A public profile by numeric id or by username (case-insensitive).
 * @throws AppError 404 PARTNER_NOT_FOUND when absent, inactive or not approved.
 */
export async function getPartner(db: Db, idOrUsername: string): Promise<PartnerDetail> {
  const byId = /^\d{1,9}$/.test(idOrUsername);
  const [row] = await db
    .select({
      ...summaryColumns,
      website: partners.website,
      companySize: partners.companySize,
      foundingYear: partners.foundingYear,
      sectorExperience: partners.sectorExperience,
      targetMarkets: partners.targetMarkets,
      linkedinProfile: partners.linkedinProfile,
      twitterProfile: partners.twitterProfile,
      instagramProfile: partners.instagramProfile,
      facebookProfile: partners.facebookProfile,
      category: {
        id: categories.id,
        slug: categories.slug,
        name: categories.name,
        nameEn: categories.nameEn,
        icon: categories.icon,
      },
    })
    .from(partners)
    .innerJoin(categories, eq(categories.slug, partners.serviceCategory))
    .where(
      and(
        byId ? eq(partners.id, Number(idOrUsername)) : sql`lower(${partners.username}) = lower(${idOrUsername})`,
        eq(partners.isActive, true),
        eq(partners.isApproved, true),
      ),
    )
    .limit(1);
  if (!row) throw notFound('PARTNER_NOT_FOUND');

  const partnerServiceRows = await db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      categoryId: services.categoryId,
    })
    .from(partnerServices)
    .innerJoin(services, eq(services.id, partnerServices.serviceId))
    .where(eq(partnerServices.partnerId, row.id))
    .orderBy(asc(services.name));

  const { category, ...rest } = row;
  return {
    ...toSummary(rest),
    website: rest.website,
    companySize: rest.companySize,
    foundingYear: rest.foundingYear,
    sectorExperience: rest.sectorExperience,
    targetMarkets: rest.targetMarkets,
    linkedinProfile: rest.linkedinProfile,
    twitterProfile: rest.twitterProfile,
    instagramProfile: rest.instagramProfile,
    facebookProfile: rest.facebookProfile,
    services: partnerServiceRows,
    category,
  };
}

/** What a partner write needs: the database and this process's catalogue cache (the Fastify app has both). */
export interface PartnerWriteContext {
  db: Db;
  catalogueCache: Pick<CatalogueCache, 'clear'>;
}

/**
 * Marks partners as changed inside a {@link writePartners} callback: their search documents are
 * recomputed before the commit. Without ids, every partner's is (a category renamed, a bulk import).
 */
export type MarkPartnersChanged = (partnerIds?: readonly number[]) => void;

/**
 * The one way to write partner rows, or rows the catalogue derives from them (services, category,
 * followers, active/approved flags): runs `write` in a transaction, recomputes the search document
 * (`search_extra`, docs/decisions/001) of every partner it marked with `changed` as the last statement
 * of that transaction, and clears this process's catalogue cache once it has committed. So the index
 * never commits apart from the change, and the cache is never refilled from the state before it (a
 * page read between a clear and the commit would be). Other processes follow within
 * `CATALOGUE_CACHE_TTL_MS`.
 *
 * Profile view counts are the one exception (partner-views.ts): clearing the cache on every view would
 * defeat it, and a card's view count may lag by the TTL.
 *
 * @param ctx the app, or any `{ db, catalogueCache }`.
 * @param write does the write on `tx` and calls `changed(ids)` for the partners it touched (or
 *   `changed()` for all); its result is returned.
 * @returns what `write` returned.
 * @throws whatever `write` or the database throws; nothing is written and the cache is kept then.
 */
export async function writePartners<T>(
  ctx: PartnerWriteContext,
  write: (tx: Db, changed: MarkPartnersChanged) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction(async (tx) => {
    let all = false;
    const ids = new Set<number>();
    const value = await write(tx, (partnerIds) => {
      if (partnerIds === undefined) all = true;
      else for (const id of partnerIds) ids.add(id);
    });
    if (all) await refreshPartnerSearch(tx);
    else if (ids.size > 0) await refreshPartnerSearch(tx, [...ids]);
    return value;
  });
  ctx.catalogueCache.clear();
  return result;
}

export { recordPartnerActivity } from './partner-activities';
export { createPartner, type NewPartner } from './partner-create';
