/**
 * Messaging (spec §3 Message and Conversation, §5 Chat, §7 messaging calls; PRODUCT-DECISIONS 16;
 * issue 10 "Messaging"). A conversation is between two users; its id is `{lower id}-{higher id}`.
 * Only its two members read, mark or post into it. Who may write to whom (issue 18, decision 014):
 * users to partners, partners to those who wrote to them or sent them a quote request, admins to
 * anyone, anyone back to those who wrote to them; else 403 MESSAGE_NOT_ALLOWED. Attachments are
 * structured fields on the message. Dates are ISO 8601 strings.
 */
import { z } from 'zod';
import { DB_INT_MAX } from '../constants';
import type { MessageKey } from '../messages';

type ChatMessage = Extract<MessageKey, `messages.${string}`>;

/** Longest message text in characters (the `messages_length` check of the database). */
export const MESSAGE_MAX_LENGTH = 5000;
/** Messages per page of GET /api/conversations/{id}/messages (issue 10: "the latest 50 by default"). */
export const MESSAGES_PAGE_SIZE = 50;
export const MESSAGES_LIMIT_MAX = 100;
/** Longest `Idempotency-Key` header of POST /api/messages. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
/** After this long unread, a message's receiver gets one `new_message` mail (issue 10), in ms. */
export const NEW_MESSAGE_MAIL_DELAY_MS = 15 * 60_000;

const userId = z.coerce.number().int().positive().max(DB_INT_MAX);

/** `{lower user id}-{higher user id}` (PRODUCT-DECISIONS 16). */
export const conversationIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}-[1-9]\d{0,9}$/, { error: 'messages.conversationNotFound' satisfies ChatMessage })
  .refine(
    (id) => {
      const [a, b] = id.split('-').map(Number) as [number, number];
      return a < b && b <= DB_INT_MAX;
    },
    { error: 'messages.conversationNotFound' satisfies ChatMessage },
  );

/** The conversation id of two users, whichever order they come in. */
export function conversationIdFor(a: number, b: number): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/** The two member ids of a conversation id, lower first. */
export function conversationMembers(conversationId: string): [number, number] {
  const [a, b] = conversationId.split('-').map(Number) as [number, number];
  return [a, b];
}

/** A stored message (spec §3 Message); `readAt` is set when the receiver read it. */
export const messageSchema = z.object({
  id: z.number().int(),
  conversationId: z.string(),
  senderId: z.number().int(),
  receiverId: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  /** `/objects/{id}`: a private file only the two members (and admins) may read. */
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  /** Bytes. */
  fileSize: z.number().int().nullable(),
  mimeType: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/**
 * Body of POST /api/messages (spec §7: message, conversationId, recipientId, optionally fileUrl,
 * fileName). `recipientId` is required; `conversationId`, when given, must be the id of the sender and
 * the recipient. `fileUrl` must be `/objects/{id}` of a file the sender uploaded through
 * /api/upload/general; the server fills name, size and type from the stored file.
 */
export const sendMessageSchema = z
  .object({
    message: z
      .string()
      .trim()
      .max(MESSAGE_MAX_LENGTH, { error: 'messages.messageTooLong' satisfies ChatMessage })
      .default(''),
    conversationId: z.string().optional(),
    recipientId: userId,
    fileUrl: z.string().max(300).optional(),
    fileName: z.string().max(255).optional(),
  })
  .refine((v) => v.message.length > 0 || Boolean(v.fileUrl), {
    error: 'messages.messageEmpty' satisfies ChatMessage,
    path: ['message'],
  });
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** Query of GET /api/conversations/{id}/messages: the latest `limit`, or those before `before`. */
export const messageListQuerySchema = z.object({
  before: z.coerce.number().int().positive().max(DB_INT_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGES_LIMIT_MAX).default(MESSAGES_PAGE_SIZE),
});
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

/** 200 answer of GET /api/conversations/{id}/messages: oldest first. */
export const messageListSchema = z.array(messageSchema);

/**
 * Params of the conversation routes. The id's form is checked by the server with
 * {@link conversationIdSchema}, so a malformed id answers 404 like someone else's.
 */
export const conversationParamsSchema = z.object({ id: z.string().max(64) });

/** The other member as the list shows them. */
export const conversationUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});

/**
 * One row of GET /api/user/conversations (spec §3 Conversation): the other member, the partner they
 * own when they own one (`partnerId`, `partner` with companyName, logo, userId, username), the last
 * message and the caller's unread count. Newest activity first.
 */
export const conversationSchema = z.object({
  id: z.string(),
  partnerId: z.number().int().nullable(),
  partner: z
    .object({
      companyName: z.string(),
      logo: z.string().nullable(),
      userId: z.number().int(),
      username: z.string(),
    })
    .nullable(),
  otherUser: conversationUserSchema,
  lastMessage: z
    .object({
      message: z.string(),
      createdAt: z.string(),
      senderId: z.number().int(),
      fileName: z.string().nullable(),
    })
    .nullable(),
  unreadCount: z.number().int().min(0),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationListSchema = z.array(conversationSchema);

/** 200 answer of POST /api/conversations/{id}/mark-read: the messages that became read. */
export const markReadResponseSchema = z.object({
  messageIds: z.array(z.number().int()),
  readAt: z.string().nullable(),
});
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;

/** 200 answer of GET /api/messages/unread-count (spec §7: "response count"). */
export const messageUnreadCountSchema = z.object({ count: z.number().int().min(0) });
