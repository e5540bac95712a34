/**
 * The admin dashboard's partner list and its active/passive switch (spec §3 Partner, admin view:
 * "isActive shown Aktif or Pasif"; spec §2 admin dashboard). Hidden, passive and unapproved partners
 * are all listed; the switch writes through `writePartners`, so a passive partner leaves the
 * catalogue and its search at once.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  AdminOverview,
  AdminPartner,
  AdminPartnerList,
  AdminPartnersQuery,
} from '@shared/contracts/partner-applications';
import type { Db } from '../../db/client';
import { partnerApplications, partners } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type PartnerWriteContext, writePartners } from '../partners/partners.service';

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
};
type Row = Omit<AdminPartner, 'createdAt'> & { createdAt: Date };
const toAdminPartner = (r: Row): AdminPartner => ({ ...r, createdAt: r.createdAt.toISOString() });

/**
 * One page of every partner, newest first; `q` matches company name, username or e-mail
 * (case-insensitive, Turkish casing).
 */
export async function listAdminPartners(db: Db, query: AdminPartnersQuery): Promise<AdminPartnerList> {
  const term = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = term
    ? sql`(${partners.companyName} COLLATE tr_icu ILIKE ${term} OR ${partners.username} ILIKE ${term}
           OR coalesce(${partners.email}, '') ILIKE ${term})`
    : undefined;
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
  return { items: rows.map(toAdminPartner), total: count?.n ?? 0 };
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
    return toAdminPartner(row);
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
