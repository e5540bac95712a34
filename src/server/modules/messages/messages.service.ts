/**
 * Messaging (spec §3 Message and Conversation, §5 Chat, §7 messaging calls; PRODUCT-DECISIONS 16–18;
 * issue 10 "Messaging"). Conversations between two users, their messages, read receipts, the
 * `message_received` notification and the `new_message` mail after 15 minutes unread. The one door
 * other modules and the entry point use; the work lives in the files beside it.
 */
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';

export { listConversations, listMessages, markConversationRead } from './conversations';
export { parseIdempotencyKey, SEND_RATE_LIMIT, sendMessage } from './message-send';
export { messageMailJob, sendDueMessageMails } from './message-mail';
export { toMessage } from './message-views';

/** How many messages sent to the user are unread (the messages badge, spec §2; `unread:changed`). */
export async function countUnreadMessages(db: Pick<Db, 'select'>, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, userId), eq(messages.isRead, false)));
  return row?.n ?? 0;
}
