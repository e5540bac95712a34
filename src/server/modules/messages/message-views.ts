/**
 * Shared pieces of the messaging module: the answer shape of a stored message, membership of a
 * conversation id, and the name a person is shown under in notifications and mails.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { conversationIdSchema, conversationMembers, type Message } from '@shared/contracts/messages';
import type { Db } from '../../db/client';
import { type messages, partners, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { ReaderValue } from '../../lib/reader-params';
import { pageUrl } from '@shared/pages';

export type MessageRow = typeof messages.$inferSelect;

/** A stored message as the API and the socket send it (spec §3 Message; ISO 8601 dates). */
export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    receiverId: row.receiverId,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
    readAt: row.readAt?.toISOString() ?? null,
    fileUrl: row.fileUrl,
    fileName: row.fileName,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
  };
}

/**
 * The conversation id when `userId` is one of its two members (PRODUCT-DECISIONS 16: only the two
 * members read, mark or post into it). A malformed id and someone else's id answer alike, so an id
 * reveals nothing.
 * @throws AppError CONVERSATION_NOT_FOUND (404)
 */
export function memberConversation(conversationId: string, userId: number): string {
  const parsed = conversationIdSchema.safeParse(conversationId);
  if (!parsed.success || !conversationMembers(parsed.data).includes(userId)) throw notFound('CONVERSATION_NOT_FOUND');
  return parsed.data;
}

/** The member of `conversationId` who is not `userId`. */
export function otherMember(conversationId: string, userId: number): number {
  const [low, high] = conversationMembers(conversationId);
  return low === userId ? high : low;
}

/**
 * The names people are shown under in message notifications and mails: the company name of the
 * active partner a person owns (the partner is who the other side wrote to), else first and last
 * name, else the account name.
 * @returns user id → name, for the ids that exist
 */
export async function displayNames(exec: Pick<Db, 'select'>, userIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await exec
    .select({
      id: users.id,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: partners.companyName,
    })
    .from(users)
    .leftJoin(partners, and(eq(partners.userId, users.id), eq(partners.isActive, true), eq(partners.isApproved, true)))
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.companyName ?? (`${r.firstName} ${r.lastName}`.trim() || r.name)] as const));
}

/** Longest message excerpt in a notification or mail, in characters. */
const PREVIEW_LENGTH = 120;

/** The attachment line the spec's client writes at the end of a message ("📎 name (x.xx MB)", spec §7). */
const ATTACHMENT_LINE = /(?:^|\n+)📎 [^\n]*\s*$/u;

/**
 * A one-line excerpt of a message for the notification and the mail, written per reader
 * (docs/decisions/038): the text without the attachment line the client composed (spec §7: "📎 name
 * (x.xx MB)\nurl"; its size is in MB with two decimals whatever the language, and the link means
 * nothing in a mail), whitespace collapsed, cut at {@link PREVIEW_LENGTH} characters with an
 * ellipsis; the stored file's name and size beside it, written in the reader's language
 * (`📎 teklif.pdf (10 KB)`).
 */
export function messagePreview(
  row: Pick<MessageRow, 'message' | 'fileName' | 'fileUrl' | 'fileSize'>,
): Extract<ReaderValue, { excerpt: string }> {
  let text = row.fileUrl ? row.message.split(row.fileUrl).join(' ') : row.message;
  if (row.fileName) text = text.replace(ATTACHMENT_LINE, '');
  text = text.replace(/\s+/g, ' ').trim();
  const chars = [...text];
  const excerpt = chars.length > PREVIEW_LENGTH ? `${chars.slice(0, PREVIEW_LENGTH - 1).join('')}…` : text;
  return { excerpt, file: row.fileName ? { name: row.fileName, size: row.fileSize } : null };
}

/** Where a message notification and mail lead (issue 10: `/messages?conversation={id}`). */
export const conversationPath = (conversationId: string) =>
  pageUrl('messages', { query: { conversation: conversationId } });
