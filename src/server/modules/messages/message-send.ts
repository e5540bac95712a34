/**
 * Sending a message (spec §5 Chat, §7 POST /api/messages; PRODUCT-DECISIONS 16–18; issue 10
 * "Messaging"; docs/decisions/014-messaging.md): who may write to whom, the idempotent store, the
 * attachment shared with the receiver, the one unread `message_received` notification per
 * conversation, and the pushes after commit.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language } from '@shared/constants';
import {
  conversationIdFor,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  type Message,
  type sendMessageSchema,
} from '@shared/contracts/messages';
import { type Db, queryRows } from '../../db/client';
import { conversations, messages, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { enforceLimit, type LimitRule } from '../../lib/rate-limit';
import { afterCommit } from '../../lib/realtime';
import type { ReaderValue } from '../../lib/reader-params';
import type { Viewer } from '../../lib/viewer';
import { shareOwnFile } from '../files/files.service';
import { notificationFields } from '../notifications/notifications.service';
import { recordPartnerActivity } from '../partners/partners.service';
import { assertMayMessage } from './message-rights';
import { conversationPath, displayNames, type MessageRow, messagePreview, toMessage } from './message-views';

type SendInput = z.output<typeof sendMessageSchema>;

/**
 * Sends per user and minute: a fast typist in several conversations stays well below; a script is
 * stopped (429 RATE_LIMITED). Counted in the shared limiter, so it holds across processes.
 */
export const SEND_RATE_LIMIT: LimitRule = { max: 60, window: 60 };

/** `/objects/{uuid}`: the only attachment URL a message may carry (a private file). */
const PRIVATE_OBJECT_URL = /^\/objects\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The `Idempotency-Key` header of POST /api/messages: absent, or 1–200 characters.
 * @param header the raw header (repeated headers arrive as an array and are refused)
 * @throws AppError IDEMPOTENCY_KEY_INVALID (400)
 */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || header.length < 1 || [...header].length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new AppError('IDEMPOTENCY_KEY_INVALID');
  }
  return header;
}

/** Thrown inside the transaction when a concurrent retry stored the message first: roll back, answer that one. */
class AlreadyStored extends Error {}

async function storedBy(db: Pick<Db, 'select'>, senderId: number, key: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.idempotencyKey, key)));
  return row;
}

/**
 * Creates or refreshes the receiver's one unread `message_received` notification of a conversation
 * (PRODUCT-DECISIONS 18): the partial unique index on (user, conversation) among unread ones turns a
 * second message into an update of the parameters and `createdAt`, so the bell shows it as the newest.
 * Parameters senderName and message (the excerpt, written per reader: docs/decisions/038); the text
 * stored beside them is the template of the receiver's language.
 * @returns the notification id
 */
async function upsertMessageNotification(
  tx: Db,
  receiver: { id: number; language: Language },
  input: { conversationId: string; senderId: number; senderName: string; preview: ReaderValue },
): Promise<number> {
  const fieldsFor = await notificationFields(tx, {
    type: 'message_received',
    params: { senderName: input.senderName, message: input.preview },
  });
  const fields = fieldsFor(receiver.language);
  const data = JSON.stringify({ conversationId: input.conversationId, senderId: input.senderId });
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO notifications (user_id, type, title, message, params, action_url, data)
        VALUES (${receiver.id}, 'message_received', ${fields.title}, ${fields.message}, ${JSON.stringify(fields.params)}::jsonb,
                ${conversationPath(input.conversationId)}, ${data}::jsonb)
        ON CONFLICT (user_id, (data ->> 'conversationId')) WHERE type = 'message_received' AND NOT is_read
        DO UPDATE SET title = excluded.title, message = excluded.message, params = excluded.params,
                      action_url = excluded.action_url, data = excluded.data, created_at = now()
        RETURNING id`,
  );
  return Number(row!.id);
}

/**
 * Stores a message from the session user (POST /api/messages) and answers the stored message.
 *
 * - The recipient must exist, be active, not deleted and not the sender; `conversationId`, when
 *   given, must be the id of sender and recipient.
 * - Who may write to whom: {@link assertMayMessage} (users to partners, partners to those who wrote
 *   to them or asked them for a quote, admins to anyone; issue 18). A refusal stores nothing.
 * - `idempotencyKey`: a retry with a key this sender used already answers the stored message and
 *   stores nothing, also when two retries race (the unique index decides; the loser rolls back).
 * - `fileUrl` must be `/objects/{id}` of a private file the sender uploaded; the stored name, size
 *   and type are used (not the client's), and the file is shared with the recipient.
 * - Upserts the conversation, records the partner activity `message_sent` when the sender owns a
 *   partner, creates or refreshes the recipient's `message_received` notification. After commit:
 *   `message:new` to both members, the notification push (which also pushes the recipient's counts).
 *
 * @throws AppError RATE_LIMITED (429, {@link SEND_RATE_LIMIT}) | MESSAGE_RECIPIENT_INVALID (400) |
 *   CONVERSATION_NOT_FOUND (404) | MESSAGE_NOT_ALLOWED (403) | MESSAGE_FILE_NOT_ALLOWED (400)
 */
export async function sendMessage(db: Db, viewer: Viewer, input: SendInput, idempotencyKey?: string): Promise<Message> {
  if (idempotencyKey) {
    const stored = await storedBy(db, viewer.id, idempotencyKey);
    if (stored) return toMessage(stored);
  }
  await enforceLimit(db, `epp:user:sendMessage:${viewer.id}`, SEND_RATE_LIMIT);

  let result: { row: MessageRow; notificationId: number };
  try {
    result = await db.transaction(async (tx) => {
      const [recipient] = await tx
        .select({ id: users.id, language: users.language })
        .from(users)
        .where(and(eq(users.id, input.recipientId), eq(users.isActive, true), sql`${users.deletedAt} IS NULL`));
      if (!recipient || recipient.id === viewer.id) throw new AppError('MESSAGE_RECIPIENT_INVALID');
      const conversationId = conversationIdFor(viewer.id, recipient.id);
      if (input.conversationId !== undefined && input.conversationId !== conversationId) {
        throw new AppError('CONVERSATION_NOT_FOUND');
      }

      await assertMayMessage(tx, viewer, recipient.id);

      let file: { fileId: string; fileUrl: string; fileName: string; fileSize: number; mimeType: string } | null = null;
      if (input.fileUrl) {
        const id = PRIVATE_OBJECT_URL.exec(input.fileUrl)?.[1];
        const shared = id ? await shareOwnFile(tx, id, viewer.id, recipient.id) : null;
        if (!shared) throw new AppError('MESSAGE_FILE_NOT_ALLOWED');
        file = {
          fileId: shared.id,
          fileUrl: shared.url,
          fileName: shared.originalName,
          fileSize: shared.size,
          mimeType: shared.mimeType,
        };
      }

      const [low, high] = viewer.id < recipient.id ? [viewer.id, recipient.id] : [recipient.id, viewer.id];
      await tx
        .insert(conversations)
        .values({ id: conversationId, userLowId: low, userHighId: high, startedBy: viewer.id })
        .onConflictDoUpdate({ target: conversations.id, set: { lastMessageAt: sql`now()` } });

      const [row] = await tx
        .insert(messages)
        .values({
          conversationId,
          senderId: viewer.id,
          receiverId: recipient.id,
          message: input.message,
          idempotencyKey: idempotencyKey ?? null,
          ...(file ?? {}),
        })
        .onConflictDoNothing({
          target: [messages.senderId, messages.idempotencyKey],
          where: sql`${messages.idempotencyKey} IS NOT NULL`,
        })
        .returning();
      if (!row) throw new AlreadyStored();

      await recordPartnerActivity(tx, viewer.id, {
        type: 'message_sent',
        description: 'Mesaj gönderildi',
        details: { conversationId, messageId: row.id, recipientId: recipient.id },
      });
      const names = await displayNames(tx, [viewer.id]);
      const notificationId = await upsertMessageNotification(tx, recipient, {
        conversationId,
        senderId: viewer.id,
        senderName: names.get(viewer.id) ?? '',
        preview: messagePreview(row),
      });
      return { row, notificationId };
    });
  } catch (error) {
    if (!(error instanceof AlreadyStored) || !idempotencyKey) throw error;
    const stored = await storedBy(db, viewer.id, idempotencyKey);
    if (!stored) throw error;
    return toMessage(stored);
  }

  const message = toMessage(result.row);
  // Queued only once the transaction committed: a rolled-back send pushes nothing.
  afterCommit((hub) => hub.toUsers([message.senderId, message.receiverId], 'message:new', message));
  afterCommit((hub) => hub.pushNotifications([result.notificationId]));
  return message;
}
