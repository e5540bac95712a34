/**
 * The `new_message` mail (issue 10 "Messaging": a message still unread after 15 minutes gives its
 * receiver one mail that respects their preferences; docs/decisions/014-messaging.md). A job claims
 * due messages by flipping `email_checked` in one transaction, so with several server processes a
 * message is looked at once and mailed at most once.
 */
import { and, asc, desc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { NEW_MESSAGE_MAIL_DELAY_MS } from '@shared/contracts/messages';
import { type Db, queryRows } from '../../db/client';
import { messages, users } from '../../db/schema';
import { defineJob } from '../../jobs/runner';
import { enqueuePreferenceMail } from '../../mail/preferences';
import { renderValue } from '../../lib/reader-params';
import { conversationPath, displayNames, messagePreview } from './message-views';

/** Messages claimed per transaction; a fuller backlog is worked off in several. */
const CLAIM_BATCH = 500;
/** Key of the advisory lock that lets one process at a time run the job (any constant works). */
const JOB_LOCK_KEY = 0x6570_6d6d; // 'epmm'

/**
 * Claims one batch of due messages and queues the mails. Within the transaction: take the job lock
 * (another process holding it means it is doing the work: nothing to do here), flip `email_checked`
 * on the due messages, and per (receiver, conversation) queue one mail, unless that receiver was
 * mailed already for an unread message of the same conversation (a streak gives one mail until it
 * is read). The group's newer unread messages are marked checked too, for the same reason.
 * @returns how many messages were claimed and how many mails were queued
 */
async function claimBatch(db: Db, publicUrl: string, cutoff: Date): Promise<{ claimed: number; mailed: number }> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${JOB_LOCK_KEY}) AS locked`,
    );
    if (!lock?.locked) return { claimed: 0, mailed: 0 };

    const due = tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.isRead, false), eq(messages.emailChecked, false), lte(messages.createdAt, cutoff)))
      .orderBy(asc(messages.createdAt))
      .limit(CLAIM_BATCH);
    const claimed = await tx
      .update(messages)
      .set({ emailChecked: true })
      .where(inArray(messages.id, due))
      .returning({ id: messages.id, receiverId: messages.receiverId, conversationId: messages.conversationId });

    const groups = new Map<string, { receiverId: number; conversationId: string; ids: number[] }>();
    for (const m of claimed) {
      const key = `${m.receiverId}:${m.conversationId}`;
      const group = groups.get(key) ?? { receiverId: m.receiverId, conversationId: m.conversationId, ids: [] };
      group.ids.push(m.id);
      groups.set(key, group);
    }

    let mailed = 0;
    for (const group of groups.values()) {
      const inGroup = and(
        eq(messages.receiverId, group.receiverId),
        eq(messages.conversationId, group.conversationId),
        eq(messages.isRead, false),
      );
      const [mailedBefore] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(and(inGroup, eq(messages.emailChecked, true), notInArray(messages.id, group.ids)))
        .limit(1);
      // The rest of the streak: one mail speaks for them all.
      await tx
        .update(messages)
        .set({ emailChecked: true })
        .where(and(inGroup, eq(messages.emailChecked, false)));
      if (mailedBefore) continue;

      const [receiver] = await tx
        .select({ email: users.email, language: users.language, firstName: users.firstName, name: users.name })
        .from(users)
        .where(and(eq(users.id, group.receiverId), eq(users.isActive, true), sql`${users.deletedAt} IS NULL`));
      if (!receiver) continue;
      const [latest] = await tx
        .select({
          senderId: messages.senderId,
          message: messages.message,
          fileName: messages.fileName,
          fileUrl: messages.fileUrl,
          fileSize: messages.fileSize,
        })
        .from(messages)
        .where(inGroup)
        .orderBy(desc(messages.id))
        .limit(1);
      if (!latest) continue;
      const senderName = (await displayNames(tx, [latest.senderId])).get(latest.senderId) ?? '';
      const queued = await enqueuePreferenceMail(tx, {
        userId: group.receiverId,
        to: receiver.email,
        type: 'new_message',
        language: receiver.language,
        params: {
          userName: receiver.firstName || receiver.name,
          senderName,
          message: renderValue(messagePreview(latest), receiver.language),
          actionUrl: `${publicUrl}${conversationPath(group.conversationId)}`,
        },
        preference: 'platformUpdates',
      });
      if (queued) mailed += 1;
    }
    return { claimed: claimed.length, mailed };
  });
}

/**
 * Queues the `new_message` mails that are due: for messages unread for at least
 * {@link NEW_MESSAGE_MAIL_DELAY_MS} (15 minutes) and not looked at yet, one mail per receiver and
 * conversation, in the receiver's language, with a link to `{publicUrl}/messages?conversation={id}`,
 * only when the receiver's `platformUpdates` preference is on (enqueuePreferenceMail decides).
 * Deactivated and deleted receivers get none. Safe to run from several processes at once.
 * @param publicUrl the site's origin for the mail's link, without a trailing slash
 * @param now the current time (tests pass a later one instead of waiting)
 * @returns how many mails were queued
 */
export async function sendDueMessageMails(db: Db, publicUrl: string, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - NEW_MESSAGE_MAIL_DELAY_MS);
  let total = 0;
  for (;;) {
    const { claimed, mailed } = await claimBatch(db, publicUrl, cutoff);
    total += mailed;
    if (claimed < CLAIM_BATCH) return total;
  }
}

/**
 * Every minute (issue 10: the mail leaves within a minute of the 15 minutes): {@link sendDueMessageMails}.
 * Exclusive, so two processes never claim in parallel (the claim is safe anyway: see `claimBatch`).
 */
export const messageMailJob = defineJob({
  name: 'messages.new-message-mails',
  schedule: '* * * * *',
  run: async (ctx) => {
    const n = await sendDueMessageMails(ctx.db, ctx.config.publicUrl);
    if (n > 0) ctx.log.info({ mails: n }, 'new_message mails queued');
  },
});
