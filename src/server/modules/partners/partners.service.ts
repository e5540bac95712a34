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
import { notFound } from '../../lib/errors';

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
 * prefix of no known word (a typo) stands for its closest known words. Relevance = weighted full-text
 * rank over name (A) and short description, category and services (B); description-only matches follow,
 * by followers.
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
      db.select({ n: sql<number>`count(*)::int` }).from(partners).where(where),
    ]);
    return { items: rows.map(toSummary), total: count?.n ?? 0 };
  }

  // One statement: every match has to be ranked anyway, so the window count costs nothing extra.
  // The tsquery comes from a one-row FROM item so it is computed once, not once per ranked row.
  const conditions = [sql`p.is_active`, sql`p.is_approved`, sql`p.search_vector @@ fq.q`];
  if (q.category) conditions.push(sql`p.service_category = ${q.category}`);
  if (q.userId) conditions.push(sql`p.user_id = ${q.userId}`);
  const rows = await queryRows<SearchRow>(
    db,
    sql`SELECT p.id, p.user_id, p.username, p.company_name, p.logo, p.cover_image, p.service_category,
               p.short_description, p.description, p.dip_advantages, p.followers_count, p.profile_views,
               p.city, p.country, p.created_at, (count(*) OVER ())::int AS total
          FROM f_search_query(${q.search}) AS fq(q), partners p
         WHERE ${sql.join(conditions, sql` AND `)}
         ORDER BY ts_rank(p.rank_vector, fq.q) DESC, p.followers_count DESC, p.id DESC
         LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
  if (rows.length === 0 && q.offset > 0) {
    // Past the last page the window has no row to carry the total.
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM f_search_query(${q.search}) AS fq(q), partners p
           WHERE ${sql.join(conditions, sql` AND `)}`,
    );
    return { items: [], total: count?.n ?? 0 };
  }
  return { items: rows.map(fromSearchRow), total: rows[0]?.total ?? 0 };
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
