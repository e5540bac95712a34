/**
 * Reminders of a project (issue 20, "Deadlines" and the feedback reminder; docs/decisions/021-job-queue.md).
 *
 * - {@link sendDeadlineReminders} (hourly): 3 days and 1 day before a milestone, a task or a payment is
 *   due, a `deadline_approaching` notification and a `project_reminder` mail.
 * - {@link sendFeedbackReminders} (daily): 3 days after a project was completed, a `feedback_reminder`
 *   mail to a buyer who has not reviewed the partner.
 *
 * Each reminder has a key (`milestone:12:3d`, `payment:4:1d`, `task:7:1d`, `feedback:<projectId>`)
 * inserted into `project_reminders` with ON CONFLICT DO NOTHING, and the notification and the mail are
 * written only when that insert made the row, in the same transaction: each reminder goes out exactly
 * once, however many processes run the job and however often it runs. Dates are calendar days in
 * Europe/Istanbul (the platform's calendar, `istanbulToday`).
 */
import { sql } from 'drizzle-orm';
import type { ProjectSide } from '@shared/constants';
import { addDays, istanbulToday } from '@shared/calendar';
import { pageUrl } from '@shared/pages';
import { formatLongDate } from '@shared/reader-format';
import { type Db, queryRows } from '../../db/client';
import { defineJob } from '../../jobs/runner';
import { enqueueTemplateMail } from '../../mail/outbox';
import { notifyUsers } from '../notifications/notifications.service';
import { enqueueUserSms } from '../../sms/notify';
import { contactOf } from './project-views';

/** Days before the due day at which a reminder goes out (issue 20: "3 days and 1 day before"). */
export const REMINDER_THRESHOLDS = ['3d', '1d'] as const;
export type ReminderThreshold = (typeof REMINDER_THRESHOLDS)[number];

/** Days after completion before the buyer is asked for a review (issue 20: "3 days after"). */
export const FEEDBACK_REMINDER_AFTER_DAYS = 3;
/**
 * Projects completed longer ago than this (in days) get no feedback reminder: the moment has passed,
 * and it keeps the first run after this feature shipped from mailing every buyer of old projects.
 */
export const FEEDBACK_REMINDER_WINDOW_DAYS = 10;

type ItemKind = 'milestone' | 'task' | 'payment';

interface DueItem {
  kind: ItemKind;
  id: number;
  /** The milestone's or task's title, the payment's invoice number. */
  title: string;
  /** `YYYY-MM-DD`, an Istanbul calendar day. */
  due: string;
  /** Days from today to the due day (0 = due today). */
  days: number;
  /** Who is told: both sides, or for a task only the side that must do it. */
  assignee: ProjectSide | null;
  project_id: string;
  project_title: string;
  company_name: string;
  buyer_id: number | null;
  partner_user_id: number | null;
}

/**
 * Which reminder an item due in `days` calendar days gets now, if any: the 1-day one from one day
 * before up to the due day itself, the 3-day one from three days to two days before. A run that
 * missed the 3-day moment still sends it while the item is more than a day away; an item already
 * within a day gets only the 1-day one; an overdue item gets none.
 */
export function thresholdFor(days: number): ReminderThreshold | null {
  if (days < 0 || days > 3) return null;
  return days <= 1 ? '1d' : '3d';
}

/** The items not done whose due day is between today and 3 days from now (Istanbul). */
async function dueItems(db: Db, today: string): Promise<DueItem[]> {
  const last = addDays(today, 3);
  return queryRows<DueItem>(
    db,
    sql`WITH items AS (
          SELECT 'milestone' AS kind, m.id, m.title, m.due_date, NULL AS assignee, m.project_id
            FROM project_milestones m JOIN projects p ON p.id = m.project_id
           WHERE m.status <> 'approved' AND p.status = 'active'
             AND m.due_date BETWEEN ${today}::date AND ${last}::date
          UNION ALL
          SELECT 'task', t.id, t.title, t.due_date, t.assignee_side, t.project_id
            FROM project_tasks t JOIN projects p ON p.id = t.project_id
           WHERE NOT t.done AND p.status IN ('contract_pending', 'active')
             AND t.due_date BETWEEN ${today}::date AND ${last}::date
          UNION ALL
          SELECT 'payment', pp.id, pp.invoice_number, pp.due_date, NULL, pp.project_id
            FROM project_payments pp JOIN projects p ON p.id = pp.project_id
           WHERE pp.status = 'pending' AND p.status <> 'cancelled'
             AND pp.due_date BETWEEN ${today}::date AND ${last}::date)
        SELECT i.kind, i.id, i.title, i.due_date::text AS due, (i.due_date - ${today}::date) AS days,
               i.assignee, p.id AS project_id, p.title AS project_title, pa.company_name,
               p.buyer_id, pa.user_id AS partner_user_id
          FROM items i JOIN projects p ON p.id = i.project_id JOIN partners pa ON pa.id = p.partner_id
         ORDER BY i.due_date, i.kind, i.id`,
  );
}

/** Inserts the reminder's row; true when this call made it (so this call sends the reminder). */
async function claimReminder(tx: Db, projectId: string, key: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO project_reminders (project_id, key) VALUES (${projectId}, ${key})
        ON CONFLICT (key) DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}

const roomUrl = (projectId: string) => pageUrl('projectRoom', { params: { id: projectId } });

/** Sends one item's reminder (notification and mail) if its key is new; true when it was sent. */
async function remind(db: Db, item: DueItem, threshold: ReminderThreshold, publicUrl: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claimReminder(tx, item.project_id, `${item.kind}:${item.id}:${threshold}`))) return false;
    const sides = { buyer: item.buyer_id, partner: item.partner_user_id };
    // A task concerns the side that must do it; a milestone (delivery, approval) and a payment
    // (transfer, confirmation) concern both.
    const userIds = (item.assignee ? [sides[item.assignee]] : [sides.buyer, sides.partner]).filter(
      (id): id is number => id !== null,
    );
    await notifyUsers(tx, userIds, {
      type: 'deadline_approaching',
      params: { projectTitle: item.project_title, itemTitle: item.title, date: { date: item.due } },
      actionUrl: roomUrl(item.project_id),
      data: { projectId: item.project_id, kind: item.kind, itemId: item.id, dueDate: item.due, threshold },
    });
    for (const userId of userIds) {
      const contact = await contactOf(tx, userId);
      if (!contact) continue;
      await enqueueTemplateMail(tx, {
        to: contact.email,
        type: 'project_reminder',
        language: contact.language,
        params: {
          userName: contact.name,
          projectTitle: item.project_title,
          // As the other project mails (projects.service `mailBoth`): the partner's company names the project.
          partnerCompany: item.company_name,
          date: formatLongDate(item.due, contact.language),
          actionUrl: `${publicUrl}${roomUrl(item.project_id)}`,
        },
      });
    }
    // The SMS copy, for those who opted in with a verified phone (decision 043). A due date is a whole
    // Istanbul day, so the `reminder` template's time is its last minute.
    for (const userId of userIds) {
      await enqueueUserSms(tx, userId, 'reminder', (language) => ({
        projectTitle: item.project_title,
        date: formatLongDate(item.due, language),
        time: '23:59',
      }));
    }
    return true;
  });
}

/**
 * Sends the deadline reminders that are due now: for every milestone not approved of an `active`
 * project, task not done of a `contract_pending` or `active` project, and `pending` payment of a
 * project not cancelled, whose due day is 3 or 1 Istanbul calendar days away (see
 * {@link thresholdFor} for missed runs), a `deadline_approaching` notification and a `project_reminder`
 * mail in each recipient's language to both sides (a task: only its assignee side), once per item and
 * threshold. Safe to run from several processes at once and again after a failure.
 * @param publicUrl the site's origin for the mail's link, without a trailing slash
 * @param now the current time (tests pass another)
 * @returns how many reminders (item and threshold) were sent by this call
 */
export async function sendDeadlineReminders(db: Db, publicUrl: string, now: Date = new Date()): Promise<number> {
  let sent = 0;
  for (const item of await dueItems(db, istanbulToday(now))) {
    const threshold = thresholdFor(Number(item.days));
    if (threshold && (await remind(db, item, threshold, publicUrl))) sent += 1;
  }
  return sent;
}

interface FeedbackCandidate {
  project_id: string;
  project_title: string;
  company_name: string;
  buyer_id: number;
}

/**
 * Sends the `feedback_reminder` mail to the buyer of each project completed between
 * {@link FEEDBACK_REMINDER_AFTER_DAYS} and {@link FEEDBACK_REMINDER_WINDOW_DAYS} days before `now`
 * who has not reviewed its partner (a review is one per buyer and partner, so an earlier review of
 * that partner counts), once per project; the link leads to the buyer's requests, where the review
 * button is. Safe to run from several processes at once.
 * @returns how many mails were queued by this call
 */
export async function sendFeedbackReminders(db: Db, publicUrl: string, now: Date = new Date()): Promise<number> {
  const from = new Date(now.getTime() - FEEDBACK_REMINDER_WINDOW_DAYS * 86_400_000);
  const until = new Date(now.getTime() - FEEDBACK_REMINDER_AFTER_DAYS * 86_400_000);
  const candidates = await queryRows<FeedbackCandidate>(
    db,
    sql`SELECT p.id AS project_id, p.title AS project_title, pa.company_name, p.buyer_id
          FROM projects p JOIN partners pa ON pa.id = p.partner_id
         WHERE p.status = 'completed' AND p.buyer_id IS NOT NULL
           AND p.completed_at > ${from.toISOString()}::timestamptz
           AND p.completed_at <= ${until.toISOString()}::timestamptz
           AND NOT EXISTS (SELECT 1 FROM partner_reviews r WHERE r.partner_id = p.partner_id AND r.user_id = p.buyer_id)
           AND NOT EXISTS (SELECT 1 FROM project_reminders pr WHERE pr.key = 'feedback:' || p.id::text)
         ORDER BY p.completed_at`,
  );
  let sent = 0;
  for (const c of candidates) {
    const mailed = await db.transaction(async (tx) => {
      if (!(await claimReminder(tx, c.project_id, `feedback:${c.project_id}`))) return false;
      const buyer = await contactOf(tx, c.buyer_id);
      if (!buyer) return false; // the row stays: a deleted account is not asked later either
      await enqueueTemplateMail(tx, {
        to: buyer.email,
        type: 'feedback_reminder',
        language: buyer.language,
        params: {
          userName: buyer.name,
          partnerCompany: c.company_name,
          projectTitle: c.project_title,
          actionUrl: `${publicUrl}${pageUrl('serviceRequests')}`,
        },
      });
      return true;
    });
    if (mailed) sent += 1;
  }
  return sent;
}

/** Hourly, so a reminder leaves within the hour its Istanbul day begins. */
export const deadlineRemindersJob = defineJob({
  name: 'projects.deadline-reminders',
  schedule: '0 * * * *',
  run: async (ctx) => {
    const n = await sendDeadlineReminders(ctx.db, ctx.config.publicUrl);
    if (n > 0) ctx.log.info({ reminders: n }, 'deadline reminders sent');
  },
});

/** Daily at 10:00 Istanbul time, a reasonable hour to ask for a review. */
export const feedbackRemindersJob = defineJob({
  name: 'projects.feedback-reminders',
  schedule: '0 10 * * *',
  run: async (ctx) => {
    const n = await sendFeedbackReminders(ctx.db, ctx.config.publicUrl);
    if (n > 0) ctx.log.info({ mails: n }, 'feedback reminders queued');
  },
});
