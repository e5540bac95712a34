/**
 * The platform keeps an active master admin (PRODUCT-DECISIONS 9: "nobody can remove the last
 * master_admin"; issue 18). Every path that takes an account out of the active master admins —
 * revoking the type, deactivating, deleting the account — asks {@link assertMasterAdminRemains}
 * inside its transaction, so they all answer the same 409 `LAST_MASTER_ADMIN`.
 */
import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { MessageKey } from '../../lib/messages';

/**
 * Refuses to take user `userId` out of the active master admins when no other active, not deleted
 * account holds master_admin. A user who is not an active master admin passes (removing them changes
 * nothing). Locks every holder's row until the transaction ends, so two such changes at once (two
 * master admins deleting themselves, or revoking each other) cannot both pass.
 * @param tx the transaction of the change
 * @param message the text for the action refused (default `adminUsers.lastMasterAdmin`, the revocation's)
 * @throws AppError LAST_MASTER_ADMIN (409)
 */
export async function assertMasterAdminRemains(
  tx: Pick<Db, 'select'>,
  userId: number,
  message?: MessageKey,
): Promise<void> {
  const active = await tx
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(and(isNull(users.deletedAt), sql`'master_admin' = ANY(${users.availableUserTypes})`))
    .orderBy(users.id)
    .for('update')
    .then((rows) => rows.filter((r) => r.isActive));
  if (!active.some((r) => r.id === userId)) return;
  if (active.some((r) => r.id !== userId)) return;
  throw new AppError('LAST_MASTER_ADMIN', message ? { message } : {});
}
