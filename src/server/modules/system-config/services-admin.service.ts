/**
 * The services pool as admins keep it (spec §3 Service; issue 11 "the services pool"): a searchable,
 * paged list with how many partners offer each service, and create, edit and delete.
 *
 * Names are unique compared case-insensitively with Turkish casing (İ→i, I→ı) and spaces collapsed,
 * as POST /api/services compares them (partner-services.ts); both take the same advisory lock, so two
 * creations of one name cannot both pass the check.
 *
 * Deleting a service that partners offer removes it from their profiles (the confirmation dialog shows
 * the count first): the pool belongs to the admins, and a stale or duplicate entry would otherwise stay
 * until every partner removed it by hand. The partners' search documents are recomputed in the same
 * transaction and the removal is audited with their ids.
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import type {
  AdminService,
  AdminServiceList,
  AdminServicesQuery,
  CreateAdminService,
  UpdateAdminService,
} from '@shared/contracts/system-config';
import type { Db } from '../../db/client';
import { categories, partnerServices, services } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { type PartnerWriteContext, writePartners } from '../partners/partners.service';

/** A name as compared: Turkish lower case, spaces collapsed. */
const nameKey = (name: string) => name.replace(/\s+/g, ' ').trim().toLocaleLowerCase('tr-TR');

const usage = sql<number>`(SELECT count(*)::int FROM ${partnerServices} WHERE ${partnerServices.serviceId} = ${services.id})`;

const columns = {
  id: services.id,
  name: services.name,
  description: services.description,
  categoryId: services.categoryId,
  usageCount: usage,
};

/**
 * GET /api/admin/services: one page of the pool by name (Turkish order), `search` matching the name
 * case-insensitively, each with the number of partners offering it.
 */
export async function listAdminServices(db: Db, query: AdminServicesQuery): Promise<AdminServiceList> {
  const term = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = term ? sql`${services.name} COLLATE tr_icu ILIKE ${term}` : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select(columns)
      .from(services)
      .where(where)
      .orderBy(sql`${services.name} COLLATE tr_icu`, asc(services.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(services).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** @throws AppError 409 SERVICE_NAME_TAKEN when another service has the name (ignoring `exceptId`). */
async function assertNameFree(tx: Db, name: string, exceptId?: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('services.create'))`);
  const key = nameKey(name);
  const all = await tx.select({ id: services.id, name: services.name }).from(services);
  if (all.some((s) => s.id !== exceptId && nameKey(s.name) === key)) throw new AppError('SERVICE_NAME_TAKEN');
}

/** @throws AppError 404 CATEGORY_NOT_FOUND unless `id` is null, undefined or a category. */
async function assertCategory(tx: Db, id: number | null | undefined): Promise<void> {
  if (id == null) return;
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!row) throw new AppError('CATEGORY_NOT_FOUND');
}

async function loadService(tx: Db, id: number): Promise<AdminService> {
  const [row] = await tx.select(columns).from(services).where(eq(services.id, id));
  if (!row) throw new AppError('SERVICE_NOT_FOUND');
  return row;
}

/**
 * POST /api/admin/services: adds a service to the pool. Audited.
 * @returns the new service (usage 0)
 * @throws AppError 409 SERVICE_NAME_TAKEN; 404 CATEGORY_NOT_FOUND
 */
export async function createAdminService(db: Db, actorId: number, input: CreateAdminService): Promise<AdminService> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    await assertCategory(tx, input.categoryId);
    const [row] = await tx
      .insert(services)
      .values({ name: input.name, description: input.description, categoryId: input.categoryId ?? null })
      .returning({ id: services.id });
    const created = await loadService(tx, row!.id);
    await recordAudit(tx, {
      actorId,
      action: 'service.created',
      targetType: 'service',
      targetId: created.id,
      details: { after: { name: created.name, description: created.description, categoryId: created.categoryId } },
    });
    return created;
  });
}

/**
 * PATCH /api/admin/services/{id}: changes the name, description or category. A new name reaches the
 * search documents of the partners offering the service. Audited with before and after.
 * @throws AppError 404 SERVICE_NOT_FOUND or CATEGORY_NOT_FOUND; 409 SERVICE_NAME_TAKEN
 */
export async function updateAdminService(
  ctx: PartnerWriteContext,
  actorId: number,
  id: number,
  patch: UpdateAdminService,
): Promise<AdminService> {
  return writePartners(ctx, async (tx, changed) => {
    const before = await loadService(tx, id);
    const next = {
      name: patch.name ?? before.name,
      description: patch.description === undefined ? before.description : patch.description,
      categoryId: patch.categoryId === undefined ? before.categoryId : patch.categoryId,
    };
    const fields = (['name', 'description', 'categoryId'] as const).filter((k) => before[k] !== next[k]);
    if (fields.length === 0) return before;
    if (fields.includes('name')) await assertNameFree(tx, next.name, id);
    if (fields.includes('categoryId')) await assertCategory(tx, next.categoryId);
    await tx.update(services).set(next).where(eq(services.id, id));
    if (fields.includes('name')) {
      const users = await tx
        .select({ id: partnerServices.partnerId })
        .from(partnerServices)
        .where(eq(partnerServices.serviceId, id));
      changed(users.map((u) => u.id));
    }
    await recordAudit(tx, {
      actorId,
      action: 'service.updated',
      targetType: 'service',
      targetId: id,
      details: {
        before: Object.fromEntries(fields.map((k) => [k, before[k]])),
        after: Object.fromEntries(fields.map((k) => [k, next[k]])),
      },
    });
    return { ...before, ...next };
  });
}

/**
 * DELETE /api/admin/services/{id}: removes the service from the pool and from every partner offering
 * it (see the module comment). Audited with the name and the partners' ids.
 * @throws AppError 404 SERVICE_NOT_FOUND
 */
export async function deleteAdminService(ctx: PartnerWriteContext, actorId: number, id: number): Promise<void> {
  await writePartners(ctx, async (tx, changed) => {
    const before = await loadService(tx, id);
    const users = await tx
      .delete(partnerServices)
      .where(eq(partnerServices.serviceId, id))
      .returning({ id: partnerServices.partnerId });
    await tx.delete(services).where(eq(services.id, id));
    changed(users.map((u) => u.id));
    await recordAudit(tx, {
      actorId,
      action: 'service.deleted',
      targetType: 'service',
      targetId: id,
      details: {
        before: { name: before.name, description: before.description, categoryId: before.categoryId },
        removedFromPartners: users.map((u) => u.id),
      },
    });
  });
}
