/**
 * A profile's services (spec §3 Service; issue 8): the pool grows from profiles (POST /api/services,
 * one row per name whatever its casing), and the owner or an admin adds and removes services of the
 * partner. Partner-service rows feed the search document, so the writes go through writePartners.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { CreateService } from '@shared/contracts/services';
import type { Db } from '../../db/client';
import { partnerServices, services } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { isAdmin, type Viewer } from '../../lib/viewer';
import { recordPartnerActivity } from './partner-activities';
import { listServicesOf, requireEditablePartner, requireVisiblePartner } from './partner-profile';
import { type PartnerWriteContext, writePartners } from './partner-writes';

/** A name as compared: Turkish lower case (İ→i, I→ı), spaces collapsed. */
const nameKey = (name: string) => name.replace(/\s+/g, ' ').trim().toLocaleLowerCase('tr-TR');

/**
 * The services of a listed partner (or of a hidden one, for its owner and admins), by name.
 * @throws AppError 404 PARTNER_NOT_FOUND
 */
export async function getPartnerServices(db: Db, viewer: Viewer | null | undefined, partnerId: number) {
  await requireVisiblePartner(db, partnerId, viewer);
  return listServicesOf(db, partnerId);
}

/**
 * Adds a service to the pool, or finds the one with the same name (Turkish case-insensitive: 'İhracat
 * Danışmanlığı' = 'ihracat danışmanlığı'). The database cannot compare Turkish casing itself (its
 * `lower()` follows the collation), so the names are compared here, under a transaction lock so two
 * concurrent creations of one name make one row.
 * @returns the id of the new or existing service
 * @throws AppError 403 FORBIDDEN unless the active type is partner or admin
 */
export async function createService(db: Db, viewer: Viewer, input: CreateService): Promise<{ id: number }> {
  if (viewer.userType !== 'partner' && !isAdmin(viewer)) throw new AppError('FORBIDDEN');
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('services.create'))`);
    const key = nameKey(input.name);
    const all = await tx.select({ id: services.id, name: services.name }).from(services).orderBy(services.id);
    const existing = all.find((s) => nameKey(s.name) === key);
    if (existing) return { id: existing.id };
    const [row] = await tx
      .insert(services)
      .values({ name: input.name, description: input.description, categoryId: null })
      .returning({ id: services.id });
    return { id: row!.id };
  });
}

/**
 * Adds a service of the pool to the partner (idempotent).
 * @throws AppError 404 PARTNER_NOT_FOUND unless `viewer` owns the partner or is an admin; 404
 *   NOT_FOUND `partners.serviceNotFound` for an unknown service
 */
export async function addPartnerService(
  ctx: PartnerWriteContext,
  viewer: Viewer,
  partnerId: number,
  serviceId: number,
): Promise<void> {
  await writePartners(ctx, async (tx, changed) => {
    const partner = await requireEditablePartner(tx, partnerId, viewer);
    const [service] = await tx.select({ name: services.name }).from(services).where(eq(services.id, serviceId));
    if (!service) throw new AppError('NOT_FOUND', { message: 'partners.serviceNotFound' });
    const added = await tx
      .insert(partnerServices)
      .values({ partnerId, serviceId })
      .onConflictDoNothing()
      .returning({ serviceId: partnerServices.serviceId });
    if (added.length === 0) return;
    changed([partnerId]);
    if (partner.userId !== null) {
      await recordPartnerActivity(tx, partner.userId, {
        type: 'profile_update',
        description: `Hizmet eklendi: ${service.name}`,
        details: { serviceAdded: serviceId, by: viewer.id },
      });
    }
  });
}

/**
 * Removes a service from the partner (idempotent; the pool keeps the service).
 * @throws AppError 404 PARTNER_NOT_FOUND unless `viewer` owns the partner or is an admin
 */
export async function removePartnerService(
  ctx: PartnerWriteContext,
  viewer: Viewer,
  partnerId: number,
  serviceId: number,
): Promise<void> {
  await writePartners(ctx, async (tx, changed) => {
    const partner = await requireEditablePartner(tx, partnerId, viewer);
    const removed = await tx
      .delete(partnerServices)
      .where(and(eq(partnerServices.partnerId, partnerId), eq(partnerServices.serviceId, serviceId)))
      .returning({ serviceId: partnerServices.serviceId });
    if (removed.length === 0) return;
    changed([partnerId]);
    if (partner.userId !== null) {
      await recordPartnerActivity(tx, partner.userId, {
        type: 'profile_update',
        description: 'Hizmet kaldırıldı',
        details: { serviceRemoved: serviceId, by: viewer.id },
      });
    }
  });
}
