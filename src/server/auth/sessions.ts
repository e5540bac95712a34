/**
 * Ending sessions outside better-auth's own flows (PRODUCT-DECISIONS 7): an admin deactivates a user
 * or removes a role. Sessions live only in the database (no cookie cache), so deleting the rows ends
 * them on every process at the next request.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { afterCommit } from '../lib/realtime';

/**
 * Deletes every session of `userId`; the next request with one of its cookies is a visitor's.
 * Call it in the same transaction as the change that requires it (deactivation, role removal).
 * The user's open sockets (authenticated only at their handshake) are disconnected on every process
 * once the request has answered (`afterCommit`; realtime plugin).
 * @param db the database or an open transaction
 * @returns how many sessions were ended
 */
export async function endUserSessions(db: Pick<Db, 'delete'>, userId: number): Promise<number> {
  const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  afterCommit((hub) => hub.disconnectUsers([userId]));
  return deleted.length;
}
