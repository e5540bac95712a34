/**
 * The public partner catalogue (spec §2 Home and catalogue; PRODUCT-DECISIONS 14).
 * Only active, approved partners are listed. With a search term the order is relevance; without,
 * most followers first, then newest.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { CategorySlug } from '../../../shared/constants';
import type { PartnerDetail, PartnerSummary } from '../../../shared/contracts/catalogue';
import type { Db } from '../../db/client';
import { categories, partners, partnerServices, services } from '../../db/schema';
import { notFound } from '../../lib/errors';

export interface PartnerListQuery {
  category?: CategorySlug;
  /** Trimmed, non-empty search term. */
  search?: string;
  limit: number;
  offset: number;
  userId?: number;
}

const summaryColumns = {
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

type SummaryRow = Omit<PartnerSummary, 'createdAt' | 'serviceCategory'> & {
  createdAt: Date;
  serviceCategory: string;
};

function toSummary(row: SummaryRow): PartnerSummary {
  return {
    ...row,
    serviceCategory: row.serviceCategory as CategorySlug,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * One page of the catalogue and the total number of matches.
 *
 * Search is Turkish-aware (see migration 0000): a partner matches when every word of the term matches a
 * folded Turkish stem or a word prefix in its document (company name, short description, description
 * text, category names in both languages, services), or when the folded term is a close trigram match
 * (typos). Relevance = weighted full-text rank (name > short description/category/services > description)
 * plus trigram word similarity.
 */
export async function listPartners(db: Db, q: PartnerListQuery): Promise<{ items: PartnerSummary[]; total: number }> {
  const filters: SQL[] = [eq(partners.isActive, true), eq(partners.isApproved, true)];
  if (q.category) filters.push(eq(partners.serviceCategory, q.category));
  if (q.userId) filters.push(eq(partners.userId, q.userId));

  let order: SQL[];
  if (q.search) {
    const tsq = sql`f_search_query(${q.search})`;
    const folded = sql`f_search_fold(${q.search})`;
    filters.push(sql`(${partners.searchVector} @@ ${tsq} OR ${folded} <% ${partners.searchText})`);
    order = [
      sql`(ts_rank(${partners.searchVector}, ${tsq}) * 2 + word_similarity(${folded}, ${partners.searchText})) DESC`,
      sql`${partners.followersCount} DESC`,
      sql`${partners.id} DESC`,
    ];
  } else {
    order = [sql`${partners.followersCount} DESC`, sql`${partners.createdAt} DESC`, sql`${partners.id} DESC`];
  }

  const where = and(...filters);
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(partners)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(partners)
      .where(where),
  ]);
  return { items: rows.map(toSummary), total: count?.n ?? 0 };
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
  if (!row) throw notFound('partner.notFound', 'PARTNER_NOT_FOUND');

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
    category: category as PartnerDetail['category'],
  };
}
