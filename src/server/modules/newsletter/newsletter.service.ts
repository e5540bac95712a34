/**
 * Newsletter subscription with double opt-in (spec §3; PRODUCT-DECISIONS 20). Subscribing is
 * idempotent: the same address never makes a second row, and the answer does not depend on whether it
 * was subscribed before (PRODUCT-DECISIONS 5: no answer reveals a subscription).
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Language } from '@shared/constants';
import type { NewsletterSubscribe } from '@shared/contracts/newsletter';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { enqueueTemplateMail } from '../../mail/outbox';
import { emailKey, hitLimit, type LimitRule } from '../../lib/rate-limit';
import { notifyAdmins } from '../notifications/notifications.service';
import { pageUrl } from '@shared/pages';

/**
 * Limits of the subscribe route (PRODUCT-DECISIONS 6): requests per client IP (the route's
 * `config.rateLimit`), and confirmation mails per address whatever the IP, so nobody can flood a
 * mailbox by cycling addresses of their own. Windows in seconds.
 */
export const NEWSLETTER_LIMITS = {
  requestsPerIp: { max: 5, window: 60 },
  confirmationMailsPerAddress: { max: 3, window: 24 * 60 * 60 },
} as const satisfies Record<string, LimitRule>;

const token = () => randomBytes(24).toString('base64url');

/**
 * Records a subscription request and queues the confirmation mail in the same transaction. No mail
 * goes to an address that is already confirmed, nor past
 * {@link NEWSLETTER_LIMITS}.confirmationMailsPerAddress; the caller answers the same in every case.
 * @param input the validated body, the caller's language (of the mail) and the site's origin (of its links)
 * @returns `mailQueued`: whether a confirmation mail was queued (for logs and tests only; never
 *   put it in an answer)
 */
export async function subscribe(
  db: Db,
  input: NewsletterSubscribe & { language: Language; baseUrl: string },
): Promise<{ mailQueued: boolean }> {
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
        // A pending address keeps its confirmation token, so every link already mailed keeps working
        // (a stranger's requests, past the mail limit or not, cannot invalidate it); a cancelled one
        // gets a fresh token; a confirmed one stays as it is.
        set: {
          confirmToken: sql`CASE WHEN ${newsletterSubscribers.isActive} THEN ${newsletterSubscribers.confirmToken}
                                 ELSE coalesce(${newsletterSubscribers.confirmToken}, excluded.confirm_token) END`,
          language: sql`excluded.language`,
        },
      })
      .returning({
        isActive: newsletterSubscribers.isActive,
        confirmToken: newsletterSubscribers.confirmToken,
        unsubscribeToken: newsletterSubscribers.unsubscribeToken,
      });
    if (!row) throw new Error('newsletter upsert returned no row');
    if (row.isActive) return { mailQueued: false };
    // Counted in the transaction: a mail that is not queued is not counted either.
    const verdict = await hitLimit(
      tx,
      emailKey('newsletter:confirm', input.email),
      NEWSLETTER_LIMITS.confirmationMailsPerAddress,
    );
    if (!verdict.allowed) return { mailQueued: false };
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
    return { mailQueued: true };
  });
}

/**
 * Confirms a pending subscription and tells the admins (`newsletter_subscriber`, PRODUCT-DECISIONS 18)
 * in the same transaction. The token is used once, so a second click notifies nobody.
 * @returns false when the token is unknown
 */
export async function confirm(db: Db, confirmToken: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(newsletterSubscribers)
      .set({
        isActive: true,
        confirmedAt: new Date(),
        confirmToken: null,
        unsubscribedAt: null,
        subscribedAt: new Date(),
      })
      .where(eq(newsletterSubscribers.confirmToken, confirmToken))
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
    const row = rows[0];
    if (!row) return false;
    await notifyAdmins(tx, {
      type: 'newsletter_subscriber',
      params: { email: row.email },
      actionUrl: pageUrl('emailSubscribers'),
      data: { subscriberId: row.id },
    });
    return true;
  });
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
