/**
 * The admin dashboard's partner list and its active/passive switch (spec §3 Partner, admin view:
 * "isActive shown Aktif or Pasif"; spec §2 admin dashboard). Hidden, passive and unapproved partners
 * are all listed; the switch writes through `writePartners`, so a passive partner leaves the
 * catalogue and its search at once.
 */
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  AdminOverview,
  AdminPartner,
  AdminPartnerList,
  AdminPartnersQuery,
} from '@shared/contracts/partner-applications';
import type { Db } from '../../db/client';
import { partnerApplications, partners } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { lastClaimLinks, withClaimStatus } from '../partner-claims/partner-claims.service';
import { type PartnerWriteContext, verifiedUntilColumn, writePartners } from '../partners/partners.service';

const columns = {
  id: partners.id,
  userId: partners.userId,
  username: partners.username,
  companyName: partners.companyName,
  logo: partners.logo,
  serviceCategory: partners.serviceCategory,
  contactPerson: partners.contactPerson,
  email: partners.email,
  city: partners.city,
  country: partners.country,
  isActive: partners.isActive,
  isApproved: partners.isApproved,
  createdAt: partners.createdAt,
  verifiedUntil: verifiedUntilColumn('partners'),
};
type Row = Omit<AdminPartner, 'createdAt' | 'claimLinkSentAt'> & { createdAt: Date };
const toAdminPartner = (r: Row, links: Map<number, Date> = new Map()): AdminPartner =>
  withClaimStatus({ ...r, createdAt: r.createdAt.toISOString() }, links);

/**
 * One page of every partner, newest first; `q` matches company name, username or e-mail
 * (case-insensitive, Turkish casing); `claim` keeps partners with (`claimed`) or without an account.
 * Each row carries its claim status (issue 21): claimed, or when the newest claim link was mailed.
 */
export async function listAdminPartners(db: Db, query: AdminPartnersQuery): Promise<AdminPartnerList> {
  const term = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    term
      ? sql`(${partners.companyName} COLLATE tr_icu ILIKE ${term} OR ${partners.username} ILIKE ${term}
           OR coalesce(${partners.email}, '') ILIKE ${term})`
      : undefined,
    query.claim === 'claimed' ? isNotNull(partners.userId) : undefined,
    query.claim === 'unclaimed' ? isNull(partners.userId) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(partners)
      .where(where)
      .orderBy(desc(partners.createdAt), desc(partners.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(partners)
      .where(where),
  ]);
  const links = await lastClaimLinks(
    db,
    rows.filter((r) => r.userId === null).map((r) => r.id),
  );
  return { items: rows.map((r) => toAdminPartner(r, links)), total: count?.n ?? 0 };
}

/**
 * Makes a partner active (listed) or passive (hidden from the catalogue and its search).
 * @throws AppError PARTNER_NOT_FOUND (404)
 */
export async function setPartnerActive(ctx: PartnerWriteContext, id: number, isActive: boolean): Promise<AdminPartner> {
  return writePartners(ctx, async (tx, changed) => {
    const [row] = await tx
      .update(partners)
      .set({ isActive, updatedAt: new Date() })
      .where(eq(partners.id, id))
      .returning(columns);
    if (!row) throw new AppError('PARTNER_NOT_FOUND');
    changed([id]);
    return toAdminPartner(row, await lastClaimLinks(tx, row.userId === null ? [id] : []));
  });
}

/** The overview counters of the admin dashboard. */
export async function adminOverview(db: Db): Promise<AdminOverview> {
  const [[pending], [counts]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(partnerApplications)
      .where(eq(partnerApplications.status, 'pending')),
    db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`(count(*) FILTER (WHERE ${and(eq(partners.isActive, true), eq(partners.isApproved, true))}))::int`,
      })
      .from(partners),
  ]);
  return {
    pendingApplications: pending?.n ?? 0,
    activePartners: counts?.active ?? 0,
    totalPartners: counts?.total ?? 0,
  };
}
