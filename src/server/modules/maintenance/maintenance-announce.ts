/**
 * Telling every active user of a maintenance window (issue 22 "Maintenance"; docs/decisions/040): a
 * `system_status` notification to each, and the `system_maintenance` mail to those whose
 * `platformUpdates` preference is on (with the one-click unsubscribe of preference mails), each in the
 * user's language. Thousands of users are not told inside the admin's request: scheduling queues
 * {@link maintenanceAnnounceJob}, which works in batches of {@link ANNOUNCE_BATCH} users by ascending id.
 *
 * Exactly once: a batch is written in one transaction that holds the window's row lock and advances
 * its `announce_cursor` to the batch's last user id, so a second run (another process, a retry, the
 * schedule) waits for the lock and then starts after that id. Users who sign up meanwhile come later
 * in id order and are told too; moving the window's times resets the cursor (updateWindow).
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Language } from '@shared/constants';
import { pageUrl } from '@shared/pages';
import { formatDateAndTime } from '@shared/reader-format';
import { type Db, queryRows } from '../../db/client';
import { maintenanceWindows } from '../../db/schema';
import { defineJob } from '../../jobs/runner';
import { enqueuePreferenceMail } from '../../mail/preferences';
import { notifyUsers } from '../notifications/notifications.service';

/** Users per transaction: one notification insert and up to this many queued mails. */
export const ANNOUNCE_BATCH = 200;
/** Batches per run before the job hands over to a fresh run (the queue's other work gets its turn). */
const BATCHES_PER_RUN = 10;

interface Recipient {
  id: number;
  email: string;
  language: Language;
  name: string;
  /** Whether the mail goes too: a verified address and `platformUpdates` on (or never set). */
  mail: boolean;
}

/**
 * Writes the next batch of one window's announcement, if the window still needs one.
 * @param publicUrl the site's origin for the mail's link, without a trailing slash
 * @returns how many users this call told (0: the window is fully announced, cancelled or over)
 */
export async function announceBatch(
  db: Db,
  windowId: number,
  publicUrl: string,
  now: Date = new Date(),
  batch = ANNOUNCE_BATCH,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [window] = await tx
      .select()
      .from(maintenanceWindows)
      .where(
        and(
          eq(maintenanceWindows.id, windowId),
          isNull(maintenanceWindows.cancelledAt),
          isNull(maintenanceWindows.announcedAt),
          gt(maintenanceWindows.endsAt, now),
        ),
      )
      .for('update');
    if (!window) return 0;
    const recipients = await queryRows<Recipient>(
      tx,
      sql`SELECT u.id, u.email, u.language,
                 coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.name, '') AS name,
                 (u.email_verified AND coalesce(ep.platform_updates, true)) AS mail
            FROM users u LEFT JOIN email_preferences ep ON ep.user_id = u.id
           WHERE u.id > ${window.announceCursor} AND u.is_active AND u.deleted_at IS NULL
           ORDER BY u.id LIMIT ${batch}`,
    );
    const last = recipients.at(-1);
    await tx
      .update(maintenanceWindows)
      .set(
        recipients.length < batch
          ? { announceCursor: last?.id ?? window.announceCursor, announcedAt: now }
          : { announceCursor: last!.id },
      )
      .where(eq(maintenanceWindows.id, windowId));
    const actionUrl = pageUrl('sysStatus');
    // One notification for the whole batch: its times and message are written in each reader's
    // language when read (decision 038), so a reader who switches language sees them switch too.
    await notifyUsers(
      tx,
      recipients.map((r) => r.id),
      {
        type: 'system_status',
        text: { title: 'maintenance.notificationTitle', message: 'maintenance.notificationMessage' },
        params: {
          start: { dateTime: window.startsAt.toISOString() },
          end: { dateTime: window.endsAt.toISOString() },
          message: { inLanguages: { tr: window.messageTr, en: window.messageEn } },
        },
        actionUrl,
        data: { maintenanceWindowId: window.id },
      },
    );
    for (const language of ['tr', 'en'] as const) {
      const group = recipients.filter((r) => (r.language === 'en' ? 'en' : 'tr') === language);
      if (group.length === 0) continue;
      const start = formatDateAndTime(window.startsAt, language, { weekday: true });
      const end = formatDateAndTime(window.endsAt, language, { weekday: true });
      const message = language === 'en' ? window.messageEn : window.messageTr;
      for (const r of group) {
        if (!r.mail) continue;
        await enqueuePreferenceMail(tx, {
          userId: r.id,
          preference: 'platformUpdates',
          to: r.email,
          type: 'system_maintenance',
          language,
          params: {
            userName: r.name,
            date: start.date,
            time: start.time,
            endDate: end.date,
            endTime: end.time,
            message,
            actionUrl: `${publicUrl}${actionUrl}`,
          },
        });
      }
    }
    return recipients.length;
  });
}

/**
 * Announces every window that still needs it, at most `maxBatches` batches in all.
 * @returns users told, and whether work is left for another run
 */
export async function announceWindows(
  db: Db,
  publicUrl: string,
  now: Date = new Date(),
  maxBatches = BATCHES_PER_RUN,
): Promise<{ told: number; more: boolean }> {
  const pending = await db
    .select({ id: maintenanceWindows.id })
    .from(maintenanceWindows)
    .where(
      and(
        isNull(maintenanceWindows.cancelledAt),
        isNull(maintenanceWindows.announcedAt),
        gt(maintenanceWindows.endsAt, now),
      ),
    )
    .orderBy(maintenanceWindows.startsAt);
  let told = 0;
  let batches = 0;
  for (const { id } of pending) {
    for (;;) {
      if (batches >= maxBatches) return { told, more: true };
      batches += 1;
      const n = await announceBatch(db, id, publicUrl, now);
      told += n;
      if (n < ANNOUNCE_BATCH) break;
    }
  }
  return { told, more: false };
}

/**
 * The announcement on the job queue (docs/decisions/021-job-queue.md). Scheduling or moving a window
 * queues a run at once (maintenance.routes); the schedule every minute finishes what a run left
 * (a process that stopped midway, a queue that was down at the admin's request). Exclusive: one run
 * at a time on all processes, and a run with work left asks for the next one.
 */
export const maintenanceAnnounceJob = defineJob({
  name: 'maintenance.announce',
  schedule: '* * * * *',
  run: async (ctx) => {
    const { told, more } = await announceWindows(ctx.db, ctx.config.publicUrl);
    if (told > 0) ctx.log.info({ told }, 'maintenance window announced');
    return more ? { runAgainInSeconds: 1 } : undefined;
  },
});
