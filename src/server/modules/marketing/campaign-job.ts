/**
 * The campaign sender (issue 11: "send to a segment through the mail outbox at a limited rate that
 * survives a restart"; PRODUCT-DECISIONS 20). Every tick claims up to N `pending` recipients of
 * `sending` campaigns with `FOR UPDATE SKIP LOCKED` (two processes never take one recipient), checks
 * their consent again, writes each one's outbox row with a one-click unsubscribe link and
 * `List-Unsubscribe` / `List-Unsubscribe-Post` headers, and marks the recipient `queued`, all in one
 * transaction. All state is in the database, so a restarted process (or another one) goes on where
 * the last left off. The outbox's MailWorker then delivers (docs/decisions/002-mail-outbox.md).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@shared/constants';
import { oneLineExcerpt } from '@shared/contracts/text-rules';
import { type Db, queryRows } from '../../db/client';
import { campaignRecipients, campaigns, emailOutbox } from '../../db/schema';
import { defineJob } from '../../jobs/runner';
import { createUnsubscribeToken, ONE_CLICK_PATH, preferenceMailConfig } from '../../mail/preferences';
import { htmlToPlainText } from '../../lib/sanitize';
import { notifyUsers } from '../notifications/notifications.service';
import { CAMPAIGN_UNSUBSCRIBE_PATH, createAddressToken, renderCampaign } from './marketing.service';

/** Default sending rate: mails written to the outbox per minute. */
export const DEFAULT_CAMPAIGN_RATE_PER_MINUTE = 120;
/** Seconds between ticks while there is sending to do (so 10 mails a tick at the default rate). */
export const CAMPAIGN_TICK_SECONDS = 5;

interface ClaimedRecipient {
  id: number;
  campaign_id: number;
  email: string;
  language: Language;
  subject: string;
  html_content: string;
  /** The account (active, not deleted, marketing on) that consents for this address now, if any. */
  consenting_user_id: number | null;
  user_name: string | null;
  /** The newsletter subscription (confirmed, active) that consents now, if any. */
  newsletter_token: string | null;
}

/** Links and headers of one recipient, built from whichever consent holds now. */
function unsubscribeLinkOf(r: ClaimedRecipient, publicUrl: string, secret: string): string {
  if (r.consenting_user_id !== null && r.newsletter_token !== null) {
    // Both consent: one link must withdraw both, or the mails would keep coming.
    return `${publicUrl}${CAMPAIGN_UNSUBSCRIBE_PATH}?token=${createAddressToken(secret, r.email)}`;
  }
  if (r.consenting_user_id !== null) {
    return `${publicUrl}${ONE_CLICK_PATH}?token=${createUnsubscribeToken(secret, r.consenting_user_id, 'marketingEmails')}`;
  }
  return `${publicUrl}/api/newsletter/unsubscribe?token=${r.newsletter_token}`;
}

/** Key of the transaction-scoped advisory lock a tick holds, so ticks of all processes take turns. */
const CAMPAIGN_TICK_LOCK_KEY = 7_311_020;

/** Characters of a campaign's text in its notification (the bell shows a line or two). */
const CAMPAIGN_NOTIFICATION_EXCERPT = 160;

/**
 * One tick: claims up to `limit` pending recipients and queues their mails, never more than
 * `ratePerMinute` campaign mails in the last minute across all processes (ticks take turns under an
 * advisory lock and count the campaign mails the outbox received in that minute); then marks `sent`
 * every sending campaign with none pending.
 * @param publicUrl origin of the links, without a trailing slash
 * @param secret the app's signing secret (BETTER_AUTH_SECRET), as for preference links
 * @returns `queued` mails written and `skipped` recipients who no longer consent
 */
export async function runCampaignTick(
  db: Db,
  publicUrl: string,
  secret: string,
  limit: number,
  ratePerMinute = DEFAULT_CAMPAIGN_RATE_PER_MINUTE,
): Promise<{ queued: number; skipped: number }> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CAMPAIGN_TICK_LOCK_KEY})`);
    const [recent] = await queryRows<{ n: number | string }>(
      tx,
      sql`SELECT count(*) AS n FROM campaign_recipients r JOIN email_outbox o ON o.id = r.outbox_id
           WHERE o.created_at > now() - interval '1 minute'`,
    );
    const room = Math.min(limit, ratePerMinute - Number(recent?.n ?? 0));
    if (room <= 0) return { queued: 0, skipped: 0 };
    const claimed = await queryRows<ClaimedRecipient>(
      tx,
      sql`WITH picked AS (
            SELECT r.id FROM campaign_recipients r JOIN campaigns c ON c.id = r.campaign_id
             WHERE r.status = 'pending' AND c.status = 'sending'
             ORDER BY r.id LIMIT ${room} FOR UPDATE OF r SKIP LOCKED)
          SELECT r.id, r.campaign_id, r.email, r.language, c.subject, c.html_content,
                 (SELECT u.id FROM users u LEFT JOIN email_preferences ep ON ep.user_id = u.id
                   WHERE lower(u.email) = r.email AND u.deleted_at IS NULL AND u.is_active
                     AND coalesce(ep.marketing_emails, true) LIMIT 1) AS consenting_user_id,
                 (SELECT coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.name)
                    FROM users u WHERE lower(u.email) = r.email LIMIT 1) AS user_name,
                 (SELECT s.unsubscribe_token FROM newsletter_subscribers s
                   WHERE s.email = r.email AND s.is_active AND s.confirmed_at IS NOT NULL) AS newsletter_token
            FROM picked JOIN campaign_recipients r ON r.id = picked.id JOIN campaigns c ON c.id = r.campaign_id
           ORDER BY r.id`,
    );
    let queued = 0;
    const skippedIds: number[] = [];
    for (const r of claimed) {
      if (r.consenting_user_id === null && r.newsletter_token === null) {
        skippedIds.push(r.id);
        continue;
      }
      const link = unsubscribeLinkOf(r, publicUrl, secret);
      const mail = renderCampaign({ subject: r.subject, htmlContent: r.html_content }, r.language, {
        name: r.user_name ?? '',
        email: r.email,
        unsubscribeUrl: link,
        actionUrl: publicUrl,
      });
      const [out] = await tx
        .insert(emailOutbox)
        .values({
          toAddress: r.email,
          subject: mail.subject,
          html: mail.html,
          language: r.language,
          headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        })
        .returning({ id: emailOutbox.id });
      await tx
        .update(campaignRecipients)
        .set({ status: 'queued', outboxId: out!.id })
        .where(eq(campaignRecipients.id, r.id));
      // The spec's `campaign` notification: an account that consented to marketing also finds the
      // campaign in its bell, with the subject and the opening of the text it was sent. The campaign is
      // written in one language (the recipient's), so its words are plain parameters.
      if (r.consenting_user_id !== null) {
        await notifyUsers(tx, [r.consenting_user_id], {
          type: 'campaign',
          params: {
            campaignTitle: mail.subject,
            campaignDescription: oneLineExcerpt(htmlToPlainText(mail.html), CAMPAIGN_NOTIFICATION_EXCERPT),
          },
          data: { campaignId: r.campaign_id },
        });
      }
      queued += 1;
    }
    if (skippedIds.length > 0) {
      // `queued` without an outbox row: counted as skipped (campaign counts).
      await tx.update(campaignRecipients).set({ status: 'queued' }).where(inArray(campaignRecipients.id, skippedIds));
    }
    return { queued, skipped: skippedIds.length };
  });
  await db
    .update(campaigns)
    .set({ status: 'sent', finishedAt: new Date() })
    .where(
      and(
        eq(campaigns.status, 'sending'),
        sql`NOT EXISTS (SELECT 1 FROM campaign_recipients r WHERE r.campaign_id = ${campaigns.id} AND r.status = 'pending')`,
      ),
    );
  return result;
}

/**
 * The campaign sender on the job queue (docs/decisions/021-job-queue.md). A run is one tick of
 * `ratePerMinute * 5 / 60` mails (10 at the default rate); a tick that found recipients asks for the
 * next run in {@link CAMPAIGN_TICK_SECONDS}, so a campaign goes out at its rate as before, and an idle
 * platform only looks once a minute (the schedule). Starting a campaign queues a run at once
 * (marketing.routes), so sending begins within seconds. Exclusive: one tick at a time on all processes.
 * Links are signed with the secret the app configured for preference mails.
 */
export const campaignJob = defineJob({
  name: 'marketing.campaign-sending',
  schedule: '* * * * *',
  run: async (ctx) => {
    const rate = DEFAULT_CAMPAIGN_RATE_PER_MINUTE;
    const perTick = Math.max(1, Math.floor((rate * CAMPAIGN_TICK_SECONDS) / 60));
    const { queued, skipped } = await runCampaignTick(
      ctx.db,
      ctx.config.publicUrl,
      preferenceMailConfig().secret,
      perTick,
      rate,
    );
    if (queued + skipped === 0) return;
    ctx.log.info({ queued, skipped }, 'campaign mails queued');
    return { runAgainInSeconds: CAMPAIGN_TICK_SECONDS };
  },
});
