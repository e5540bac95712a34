/**
 * Reading conversations (spec §3 Conversation, §7 messaging calls; PRODUCT-DECISIONS 16; issue 10):
 * the caller's conversation list, a conversation's messages page by page, and marking it read. Only
 * the two members of a conversation see or mark it; anyone else gets 404 as for an unknown id.
 */
import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import {
  type Conversation,
  type MarkReadResponse,
  type Message,
  type MessageListQuery,
  messageListQuerySchema,
} from '@shared/contracts/messages';
import type { Db } from '../../db/client';
import { conversations, messages, notifications, partners, users } from '../../db/schema';
import { afterCommit } from '../../lib/realtime';
import { memberConversation, toMessage } from './message-views';

/**
 * The caller's conversations, newest activity first (spec §3 Conversation): the other member, the
 * partner they own when it is active and approved, the last message and the caller's unread count.
 * @param userId the session user
 */
export async function listConversations(db: Db, userId: number): Promise<Conversation[]> {
  const convs = await db
    .select({ id: conversations.id, low: conversations.userLowId, high: conversations.userHighId })
    .from(conversations)
    .where(or(eq(conversations.userLowId, userId), eq(conversations.userHighId, userId)))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
  if (convs.length === 0) return [];
  const ids = convs.map((c) => c.id);
  const otherIds = [...new Set(convs.map((c) => (c.low === userId ? c.high : c.low)))];

  const [people, owned, lastMessages, unread] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImage: users.profileImage,
        image: users.image,
      })
      .from(users)
      .where(inArray(users.id, otherIds)),
    db
      .select({
        id: partners.id,
        userId: partners.userId,
        companyName: partners.companyName,
        logo: partners.logo,
        username: partners.username,
      })
      .from(partners)
      .where(and(inArray(partners.userId, otherIds), eq(partners.isActive, true), eq(partners.isApproved, true))),
    db
      .selectDistinctOn([messages.conversationId], {
        conversationId: messages.conversationId,
        message: messages.message,
        createdAt: messages.createdAt,
        senderId: messages.senderId,
        fileName: messages.fileName,
      })
      .from(messages)
      .where(inArray(messages.conversationId, ids))
      .orderBy(messages.conversationId, desc(messages.id)),
    db
      .select({ conversationId: messages.conversationId, n: count() })
      .from(messages)
      .where(and(eq(messages.receiverId, userId), eq(messages.isRead, false), inArray(messages.conversationId, ids)))
      .groupBy(messages.conversationId),
  ]);
  const personById = new Map(people.map((p) => [p.id, p]));
  const partnerByOwner = new Map(owned.map((p) => [p.userId!, p]));
  const lastById = new Map(lastMessages.map((m) => [m.conversationId, m]));
  const unreadById = new Map(unread.map((u) => [u.conversationId, u.n]));

  return convs.map((c): Conversation => {
    const otherId = c.low === userId ? c.high : c.low;
    const person = personById.get(otherId);
    const partner = partnerByOwner.get(otherId);
    const last = lastById.get(c.id);
    return {
      id: c.id,
      partnerId: partner?.id ?? null,
      partner: partner
        ? { companyName: partner.companyName, logo: partner.logo, userId: otherId, username: partner.username }
        : null,
      otherUser: {
        id: otherId,
        firstName: person?.firstName ?? null,
        lastName: person?.lastName ?? null,
        profileImageUrl: person?.profileImage ?? person?.image ?? null,
      },
      lastMessage: last
        ? {
            message: last.message,
            createdAt: last.createdAt.toISOString(),
            senderId: last.senderId,
            fileName: last.fileName,
          }
        : null,
      unreadCount: unreadById.get(c.id) ?? 0,
    };
  });
}

/**
 * One page of a conversation's messages, oldest first: the latest `limit` (default 50), or the
 * `limit` just before message `before` (issue 10 paging). A conversation without messages yet, of
 * which the caller is a member, is an empty list.
 * @throws AppError CONVERSATION_NOT_FOUND (404) when the caller is not a member
 */
export async function listMessages(
  db: Db,
  userId: number,
  conversationId: string,
  query: MessageListQuery = {},
): Promise<Message[]> {
  const id = memberConversation(conversationId, userId);
  const { before, limit } = messageListQuerySchema.parse(query);
  // Ids grow with time, so "the newest `limit` below `before`" is one index range read backwards.
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, id), before ? lt(messages.id, before) : undefined))
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.reverse().map(toMessage);
}

/**
 * Marks the messages the caller received in a conversation read (readAt = now) and the caller's
 * unread `message_received` notification of it read (PRODUCT-DECISIONS 18). After commit the sender
 * gets `message:read` (their check marks turn to two) and the caller fresh unread counts.
 * @returns the ids that became read now and their `readAt` (null when nothing was unread)
 * @throws AppError CONVERSATION_NOT_FOUND (404) when the caller is not a member
 */
export async function markConversationRead(db: Db, userId: number, conversationId: string): Promise<MarkReadResponse> {
  const id = memberConversation(conversationId, userId);
  const readAt = new Date();
  const { read, notified } = await db.transaction(async (tx) => {
    const read = await tx
      .update(messages)
      .set({ isRead: true, readAt })
      .where(and(eq(messages.conversationId, id), eq(messages.receiverId, userId), eq(messages.isRead, false)))
      .returning({ id: messages.id, senderId: messages.senderId });
    const notified = await tx
      .update(notifications)
      .set({ isRead: true })
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.type, 'message_received'),
          eq(notifications.isRead, false),
          sql`${notifications.data} ->> 'conversationId' = ${id}`,
        ),
      )
      .returning({ id: notifications.id });
    return { read, notified };
  });
  const messageIds = read.map((r) => r.id).sort((a, b) => a - b);
  if (messageIds.length > 0) {
    const event = { conversationId: id, messageIds, readAt: readAt.toISOString() };
    const senders = [...new Set(read.map((r) => r.senderId))];
    afterCommit((hub) => hub.toUsers(senders, 'message:read', event));
  }
  if (messageIds.length > 0 || notified.length > 0) afterCommit((hub) => hub.pushUnreadCounts([userId]));
  return { messageIds, readAt: messageIds.length > 0 ? readAt.toISOString() : null };
}
