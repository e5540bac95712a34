/**
 * Newsletter subscription with double opt-in (spec §3; PRODUCT-DECISIONS 20). Subscribing is
 * idempotent: the same address never makes a second row, and the answer does not depend on whether it
 * was subscribed before.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import type { NewsletterSubscribe } from '../../../shared/contracts/newsletter';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { enqueueTemplateMail } from '../../mail/outbox';

const token = () => randomBytes(24).toString('base64url');

/**
 * Records a subscription request and queues the confirmation mail in the same transaction.
 * @param input the validated body, the caller's language (of the mail) and the site's origin (of its links)
 * @returns `alreadyActive` when the address was already confirmed (no mail is sent then).
 */
export async function subscribe(
  db: Db,
  input: NewsletterSubscribe & { language: Language; baseUrl: string },
): Promise<{ alreadyActive: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({
        email: input.email,
        source: input.source,
        language: input.language,
        isActive: false,
        confirmToken: token(),
        unsubscribeToken: token(),
      })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        // A pending or cancelled address gets a fresh confirmation token; a confirmed one stays as it is.
        set: {
          confirmToken: sql`CASE WHEN ${newsletterSubscribers.isActive} THEN ${newsletterSubscribers.confirmToken} ELSE excluded.confirm_token END`,
          language: sql`excluded.language`,
        },
      })
      .returning({
        isActive: newsletterSubscribers.isActive,
        confirmToken: newsletterSubscribers.confirmToken,
        unsubscribeToken: newsletterSubscribers.unsubscribeToken,
      });
    if (!row) throw new Error('newsletter upsert returned no row');
    if (row.isActive) return { alreadyActive: true };
    const confirmLink = `${input.baseUrl}/api/newsletter/confirm?token=${row.confirmToken}`;
    const unsubscribeLink = `${input.baseUrl}/api/newsletter/unsubscribe?token=${row.unsubscribeToken}`;
    await enqueueTemplateMail(tx, {
      to: input.email,
      type: 'newsletter_welcome',
      language: input.language,
      params: { actionUrl: confirmLink, unsubscribeLink, userName: input.email },
      headers: {
        'List-Unsubscribe': `<${unsubscribeLink}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    return { alreadyActive: false };
  });
}

/** Confirms a pending subscription. @returns false when the token is unknown. */
export async function confirm(db: Db, confirmToken: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({
      isActive: true,
      confirmedAt: new Date(),
      confirmToken: null,
      unsubscribedAt: null,
      subscribedAt: new Date(),
    })
    .where(eq(newsletterSubscribers.confirmToken, confirmToken))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/** One-click unsubscribe. @returns false when the token is unknown. */
export async function unsubscribe(db: Db, unsubscribeToken: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ isActive: false, unsubscribedAt: new Date() })
    .where(eq(newsletterSubscribers.unsubscribeToken, unsubscribeToken))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
