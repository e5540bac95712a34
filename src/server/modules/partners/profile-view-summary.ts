/**
 * The daily `profile_viewed` summary (issue 22 "The platform's voice"; docs/decisions/037-security-alerts.md):
 * every morning each partner's owner gets one in-app notification saying how often the profile was
 * viewed the day before ("Profiliniz dün 37 kez görüntülendi"), never one per view.
 *
 * The counts are `partner_profile_view_days` (partner, Europe/Istanbul day, count), incremented with
 * every view `partner_views` counts (partner-views.ts: once per viewer per day; owners and admins do
 * not count). Exactly once per partner and day: the notification is created in the transaction that
 * sets the day row's `notified_at` from NULL, so of two runs (two processes, or a retry) only the one
 * whose UPDATE changed the row notifies; the other waits for its row lock and then matches nothing.
 */
import { sql } from 'drizzle-orm';
import { addDays, istanbulToday } from '@shared/calendar';
import { pageUrl } from '@shared/pages';
import { type Db, queryRows } from '../../db/client';
import { defineJob } from '../../jobs/runner';
import { notifyUsers } from '../notifications/notifications.service';

/** `YYYY-MM-DD` of the Europe/Istanbul day before the one `now` falls on. */
export function istanbulYesterday(now: Date): string {
  return addDays(istanbulToday(now), -1);
}

/**
 * Notifies the owner of every partner whose profile was viewed on the Istanbul day before `now`
 * (`profile_viewed`, in the owner's language, linking to the partner dashboard, with `{partnerId, day,
 * count}` as data). Partners without a live, active owner are left for no one; a day whose run was
 * missed altogether is not summarised later ("yesterday" would no longer be true).
 * Safe to run from several processes at once and again after a failure (see the file comment).
 * @param now the current time (tests pass another)
 * @returns how many notifications this call created
 */
export async function sendProfileViewSummaries(db: Db, now: Date = new Date()): Promise<number> {
  const day = istanbulYesterday(now);
  const due = await queryRows<{ partner_id: number; user_id: number }>(
    db,
    sql`SELECT d.partner_id, p.user_id
          FROM partner_profile_view_days d
          JOIN partners p ON p.id = d.partner_id
          JOIN users u ON u.id = p.user_id AND u.deleted_at IS NULL AND u.is_active
         WHERE d.day = ${day}::date AND d.count > 0 AND d.notified_at IS NULL
         ORDER BY d.partner_id`,
  );
  let sent = 0;
  for (const { partner_id: partnerId, user_id: userId } of due) {
    const notified = await db.transaction(async (tx) => {
      const [claimed] = await queryRows<{ count: number }>(
        tx,
        sql`UPDATE partner_profile_view_days SET notified_at = ${now.toISOString()}::timestamptz
             WHERE partner_id = ${partnerId} AND day = ${day}::date AND notified_at IS NULL
             RETURNING count`,
      );
      if (!claimed) return false;
      const count = Number(claimed.count);
      await notifyUsers(tx, [userId], {
        type: 'profile_viewed',
        params: { count: String(count) },
        actionUrl: pageUrl('partnerDashboard'),
        data: { partnerId, day, count },
      });
      return true;
    });
    if (notified) sent += 1;
  }
  return sent;
}

/** Daily at 09:00 Istanbul time: the day before is over, and the summary is there when work starts. */
export const profileViewSummaryJob = defineJob({
  name: 'partners.profile-view-summary',
  schedule: '0 9 * * *',
  run: async (ctx) => {
    const n = await sendProfileViewSummaries(ctx.db);
    if (n > 0) ctx.log.info({ notifications: n }, 'profile_viewed summaries sent');
  },
});
