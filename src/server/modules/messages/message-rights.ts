/**
 * Who may write to whom (spec §2 "Chat widget", §6 "Partner"; PRODUCT-DECISIONS 16; issue 18;
 * docs/decisions/014-messaging.md). The one rule of every send: POST /api/messages is the only way a
 * message is stored (the socket carries no sends).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages, partners, quoteRequests } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { isAdmin, type Viewer } from '../../lib/viewer';

/**
 * Refuses a message from `sender` to `recipientId` unless one of these holds; the sender's ACTIVE type
 * decides what they write as (like every access rule), the recipient's partner ownership decides
 * whether they are a partner:
 * 1. the sender's active type is master_admin or editor_admin (admins write to anyone);
 * 2. the recipient has written to the sender before (anyone answers those who wrote to them);
 * 3. the sender's active type is user and the recipient owns an active, approved partner (the
 *    catalogue's partners; users start conversations with partners);
 * 4. the sender's active type is partner and the recipient sent a quote request to the partner the
 *    sender owns (a partner answers its quote requests).
 * Anything else (user → user, user → admin, partner → stranger or another partner) is refused.
 * @param tx the send's transaction
 * @throws AppError MESSAGE_NOT_ALLOWED (403); for a partner sender with the text
 *   `messages.partnerCannotStart`, which says what a partner may do
 */
export async function assertMayMessage(tx: Pick<Db, 'select'>, sender: Viewer, recipientId: number): Promise<void> {
  if (isAdmin(sender)) return;
  const [wrote] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.senderId, recipientId), eq(messages.receiverId, sender.id)))
    .limit(1);
  if (wrote) return;
  if (sender.userType === 'user') {
    const [partner] = await tx
      .select({ id: partners.id })
      .from(partners)
      .where(and(eq(partners.userId, recipientId), eq(partners.isActive, true), eq(partners.isApproved, true)));
    if (partner) return;
  }
  if (sender.userType === 'partner') {
    const [asked] = await tx
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .innerJoin(partners, eq(partners.id, quoteRequests.partnerId))
      .where(and(eq(partners.userId, sender.id), eq(quoteRequests.userId, recipientId)))
      .limit(1);
    if (asked) return;
    throw new AppError('MESSAGE_NOT_ALLOWED', { message: 'messages.partnerCannotStart' });
  }
  throw new AppError('MESSAGE_NOT_ALLOWED');
}
