/**
 * Reading one profile (spec §2 /partner/{username or id}, §7 GET /api/partners/{id or username};
 * issue 8): old usernames resolve to the partner, a passive or unapproved partner is visible only to its
 * owner and admins, and those two also get the owner's fields.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { PartnerProfileResponse } from '@shared/contracts/partners';
import type { Db } from '../../db/client';
import { categories, partners, partnerServices, partnerUsernameRedirects, services } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { summaryColumns } from './partner-columns';
import { ratingColumns, withTrustFigures } from './trust-figures';
import { isAdmin, type Viewer } from '../../lib/viewer';

/** The database or an open transaction. */
type Reader = Pick<Db, 'select'>;

/** Whether `viewer` may see a hidden profile and edit it: its owner, or an admin (active type). */
export function mayEditPartner(viewer: Viewer | null | undefined, ownerId: number | null): boolean {
  if (!viewer) return false;
  return isAdmin(viewer) || (ownerId !== null && ownerId === viewer.id);
}

/**
 * Finds a partner's id by numeric id, current username (any case) or an old username it gave up.
 * @returns the id and the current username, or null when nothing matches
 */
export async function resolvePartner(
  db: Reader,
  idOrUsername: string,
): Promise<{ id: number; username: string; viaOldUsername: boolean } | null> {
  if (/^\d{1,9}$/.test(idOrUsername)) {
    const [row] = await db
      .select({ id: partners.id, username: partners.username })
      .from(partners)
      .where(eq(partners.id, Number(idOrUsername)));
    return row ? { ...row, viaOldUsername: false } : null;
  }
  const [row] = await db
    .select({ id: partners.id, username: partners.username })
    .from(partners)
    .where(sql`lower(${partners.username}) = lower(${idOrUsername})`)
    .limit(1);
  if (row) return { ...row, viaOldUsername: false };
  const [old] = await db
    .select({ id: partners.id, username: partners.username })
    .from(partnerUsernameRedirects)
    .innerJoin(partners, eq(partners.id, partnerUsernameRedirects.partnerId))
    .where(sql`lower(${partnerUsernameRedirects.oldUsername}) = lower(${idOrUsername})`)
    .limit(1);
  return old ? { ...old, viaOldUsername: true } : null;
}

/**
 * A profile as `viewer` may see it. `canEdit` is true for the owner and admins, who also get the
 * contact fields, the IBAN (issue 20: never on the public profile), the flags and `usernameChangedAt`. The answer's `username` is the current one, so a
 * client that asked with an old username replaces its URL. Trust figures (rating, response time and
 * rate; issue 9) as on the card.
 * @throws AppError 404 PARTNER_NOT_FOUND when absent, or passive/unapproved and the viewer is neither
 *   its owner nor an admin
 */
export async function getPartnerProfile(
  db: Reader,
  idOrUsername: string,
  viewer: Viewer | null | undefined,
): Promise<PartnerProfileResponse> {
  const found = await resolvePartner(db, idOrUsername);
  if (!found) throw notFound('PARTNER_NOT_FOUND');
  const [row] = await db
    .select({
      ...summaryColumns,
      ...ratingColumns,
      website: partners.website,
      companySize: partners.companySize,
      foundingYear: partners.foundingYear,
      sectorExperience: partners.sectorExperience,
      targetMarkets: partners.targetMarkets,
      // NULL until parsed from the free text (refreshPartnerSearch): none known yet.
      markets: sql<string[]>`coalesce(${partners.markets}, '{}'::text[])`,
      descriptionEn: partners.descriptionEn,
      linkedinProfile: partners.linkedinProfile,
      twitterProfile: partners.twitterProfile,
      instagramProfile: partners.instagramProfile,
      facebookProfile: partners.facebookProfile,
      contactPerson: partners.contactPerson,
      email: partners.email,
      phone: partners.phone,
      iban: partners.iban,
      isActive: partners.isActive,
      isApproved: partners.isApproved,
      usernameChangedAt: partners.usernameChangedAt,
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
    .where(eq(partners.id, found.id));
  if (!row) throw notFound('PARTNER_NOT_FOUND');
  const canEdit = mayEditPartner(viewer, row.userId);
  if (!(row.isActive && row.isApproved) && !canEdit) throw notFound('PARTNER_NOT_FOUND');

  const [partnerServiceRows, [withTrust]] = await Promise.all([
    listServicesOf(db, row.id),
    withTrustFigures(db, [row]),
  ]);
  const { contactPerson, email, phone, iban, isActive, isApproved, usernameChangedAt, createdAt, ...pub } = withTrust!;
  const profile: PartnerProfileResponse = {
    ...pub,
    createdAt: createdAt.toISOString(),
    services: partnerServiceRows,
    canEdit,
    // The same rule as POST /api/partners/{id}/inquiries (service-inquiries.service `requireReachable`).
    acceptsInquiries: row.isActive && row.isApproved && (row.userId !== null || Boolean(email)),
  };
  if (canEdit) {
    Object.assign(profile, {
      contactPerson,
      email,
      phone,
      iban,
      isActive,
      isApproved,
      usernameChangedAt: usernameChangedAt ? usernameChangedAt.toISOString() : null,
    });
  }
  return profile;
}

/** The services of a partner, by name. */
export async function listServicesOf(db: Reader, partnerId: number) {
  return db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      categoryId: services.categoryId,
    })
    .from(partnerServices)
    .innerJoin(services, eq(services.id, partnerServices.serviceId))
    .where(eq(partnerServices.partnerId, partnerId))
    .orderBy(asc(services.name));
}

/**
 * The signed-in user's own partner profile (GET /api/partners/me), whatever its state.
 * @throws AppError 404 PARTNER_NOT_FOUND when the user owns no partner
 */
export async function getOwnPartner(db: Reader, viewer: Viewer): Promise<PartnerProfileResponse> {
  const [own] = await db.select({ id: partners.id }).from(partners).where(eq(partners.userId, viewer.id));
  if (!own) throw notFound('PARTNER_NOT_FOUND');
  return getPartnerProfile(db, String(own.id), viewer);
}

/**
 * Whether the partner exists and is listed (active and approved), or `viewer` may edit it.
 * @throws AppError 404 PARTNER_NOT_FOUND otherwise
 */
export async function requireVisiblePartner(
  db: Reader,
  partnerId: number,
  viewer: Viewer | null | undefined,
): Promise<{ id: number; userId: number | null; companyName: string }> {
  const [row] = await db
    .select({
      id: partners.id,
      userId: partners.userId,
      companyName: partners.companyName,
      listed: sql<boolean>`${partners.isActive} AND ${partners.isApproved}`,
    })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!row || (!row.listed && !mayEditPartner(viewer, row.userId))) throw notFound('PARTNER_NOT_FOUND');
  return { id: row.id, userId: row.userId, companyName: row.companyName };
}

/**
 * The partner `viewer` may edit (owner or admin), locked for the rest of the transaction.
 * @throws AppError 404 PARTNER_NOT_FOUND for anyone else, whatever the partner's state
 */
export async function requireEditablePartner(tx: Db, partnerId: number, viewer: Viewer) {
  const [row] = await tx
    .select({
      id: partners.id,
      userId: partners.userId,
      username: partners.username,
      logo: partners.logo,
      coverImage: partners.coverImage,
      usernameChangedAt: partners.usernameChangedAt,
    })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .for('update');
  if (!row || !mayEditPartner(viewer, row.userId)) throw notFound('PARTNER_NOT_FOUND');
  return row;
}
