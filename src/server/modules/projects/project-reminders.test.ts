/**
 * Deadline and feedback reminders (issue 20) on a private copy of the seeded database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL). "Now" is injected: 2030-03-10 11:00 in Istanbul unless a test
 * says otherwise. Projects are written straight into the tables: what is tested is the job, not how
 * a project gets there (projects.routes.test.ts covers that).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectStatus } from '@shared/constants';
import type { Database, Db } from '../../db/client';
import {
  emailPreferences,
  notifications,
  partnerReviews,
  partners,
  projectMilestones,
  projectPayments,
  projectReminders,
  projects,
  projectTasks,
  quoteRequests,
  quoteResponses,
  smsOutbox,
  users,
} from '../../db/schema';
import { mailsTo, openTestDatabase, TEST_ORIGIN } from '../../test/helpers';
import { sendDeadlineReminders, sendFeedbackReminders, thresholdFor } from './project-reminders';

const BUYER = 'kullanici@demo.example.com';
const PARTNER = 'partner@demo.example.com';
/** 2030-03-10 11:00 in Istanbul (UTC+3). */
const NOW = new Date('2030-03-10T08:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
/** The Istanbul calendar day `days` after 2030-03-10. */
const day = (days: number) => new Date(Date.UTC(2030, 2, 10 + days)).toISOString().slice(0, 10);

let database: Database;
let db: Db;
const uid: Record<string, number> = {};
const partnerOf: Record<string, number> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  for (const u of await db.select({ id: users.id, email: users.email }).from(users)) uid[u.email] = u.id;
  for (const p of await db.select({ id: partners.id, username: partners.username }).from(partners)) {
    if (p.username) partnerOf[p.username] = p.id;
  }
});
afterAll(async () => {
  await database?.close();
});

let counter = 0;
/** A project of the demo buyer with a partner (egelojistik by default), written straight to the tables. */
async function project(
  title: string,
  status: ProjectStatus = 'active',
  opts: { partner?: string; completedAt?: Date } = {},
): Promise<string> {
  counter += 1;
  const partnerId = partnerOf[opts.partner ?? 'egelojistik']!;
  const [request] = await db
    .insert(quoteRequests)
    .values({
      partnerId,
      userId: uid[BUYER]!,
      fullName: 'Ayşe Yılmaz',
      companyName: 'Yılmaz Dış Ticaret',
      email: BUYER,
      phone: '5321110001',
      serviceNeeded: 'Parsiyel Taşımacılık',
      status: status === 'completed' ? 'completed' : 'accepted',
      kvkkAcceptedAt: new Date(),
    })
    .returning({ id: quoteRequests.id });
  const money = { subtotal: 100_000, vatAmount: 20_000, totalAmount: 120_000, vatRate: 20, currency: 'TRY' as const };
  const items = [{ description: 'Navlun', quantity: 1, unitPrice: 100_000, amount: 100_000 }];
  const [response] = await db
    .insert(quoteResponses)
    .values({ quoteRequestId: request!.id, status: 'accepted', title, items, validUntil: day(30), ...money })
    .returning({ id: quoteResponses.id });
  const [row] = await db
    .insert(projects)
    .values({
      quoteRequestId: request!.id,
      quoteResponseId: response!.id,
      partnerId,
      buyerId: uid[BUYER]!,
      status,
      title: `${title} #${counter}`,
      items,
      ...money,
      completedAt: opts.completedAt ?? null,
    })
    .returning({ id: projects.id });
  return row!.id;
}

async function milestone(projectId: string, due: string, status: 'pending' | 'approved' = 'pending') {
  const [row] = await db
    .insert(projectMilestones)
    .values({ projectId, position: ++counter, title: `Aşama ${counter}`, dueDate: due, amount: 1000, status })
    .returning({ id: projectMilestones.id });
  return row!.id;
}

async function task(projectId: string, due: string, assigneeSide: 'buyer' | 'partner', done = false) {
  const [row] = await db
    .insert(projectTasks)
    .values({ projectId, title: 'Gümrük belgeleri', assigneeSide, dueDate: due, done, createdBySide: 'partner' })
    .returning({ id: projectTasks.id });
  return row!.id;
}

async function payment(projectId: string, due: string, status: 'pending' | 'paid' = 'pending') {
  const milestoneId = await milestone(projectId, day(60));
  const [row] = await db
    .insert(projectPayments)
    .values({
      projectId,
      milestoneId,
      invoiceNumber: `FT-${++counter}`,
      amount: 500,
      currency: 'TRY',
      dueDate: due,
      iban: 'TR330006100519786457841326',
      status,
    })
    .returning({ id: projectPayments.id });
  return row!.id;
}

/** The reminder keys written for these projects, sorted. */
async function keysOf(...projectIds: string[]): Promise<string[]> {
  const rows = await db
    .select({ key: projectReminders.key })
    .from(projectReminders)
    .where(inArray(projectReminders.projectId, projectIds));
  return rows.map((r) => r.key).sort();
}

/** Who got a `deadline_approaching` notification about this project. */
async function notifiedAbout(projectId: string): Promise<number[]> {
  const rows = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.type, 'deadline_approaching'), eq(notifications.actionUrl, `/projects/${projectId}`)));
  return rows.map((r) => r.userId).sort();
}

async function remindersMailed(address: string, projectTitle: string) {
  const mails = await mailsTo(db, address);
  return mails.filter((m) => m.templateType === 'project_reminder' && m.subject.includes(projectTitle));
}

const titleOf = async (id: string) =>
  (await db.select({ title: projects.title }).from(projects).where(eq(projects.id, id)))[0]!.title;

describe('thresholdFor: which reminder an item due in n Istanbul days gets', () => {
  it('3-day from 3 to 2 days before, 1-day from 1 day before to the due day, none before or after', () => {
    expect([-1, 0, 1, 2, 3, 4].map(thresholdFor)).toEqual([null, '1d', '1d', '3d', '3d', null]);
  });
});

describe('sendDeadlineReminders (issue 20, deadlines)', () => {
  it('reminds both sides 3 days and 1 day before a milestone is due, once per threshold, with a mail in their language', async () => {
    const id = await project('Hamburg parsiyel');
    const title = await titleOf(id);
    const m3 = await milestone(id, day(3));
    const m2 = await milestone(id, day(2)); // the 3-day moment was missed: it still gets the 3-day one
    const m1 = await milestone(id, day(1));
    const m0 = await milestone(id, day(0)); // due today: the 1-day one
    await milestone(id, day(-1)); // overdue: none
    const m4 = await milestone(id, day(4)); // not yet
    await sendDeadlineReminders(db, TEST_ORIGIN, NOW);
    expect(await keysOf(id)).toEqual(
      [`milestone:${m3}:3d`, `milestone:${m2}:3d`, `milestone:${m1}:1d`, `milestone:${m0}:1d`].sort(),
    );
    expect(await notifiedAbout(id)).toEqual(
      [uid[BUYER], uid[BUYER], uid[BUYER], uid[BUYER], uid[PARTNER], uid[PARTNER], uid[PARTNER], uid[PARTNER]].sort(),
    );
    const buyerMails = await remindersMailed(BUYER, title);
    expect(buyerMails).toHaveLength(4);
    expect(buyerMails[0]!.subject).toBe(`Hatırlatma: ${title}`);
    expect(buyerMails.some((m) => m.html.includes('13 Mart 2030'))).toBe(true);
    expect(buyerMails[0]!.html).toContain(`${TEST_ORIGIN}/projects/${id}`);
    expect(await remindersMailed(PARTNER, title)).toHaveLength(4);

    // Run again: nothing new. A day later: the 3-day items are now 2 and 1 day away.
    expect(await sendDeadlineReminders(db, TEST_ORIGIN, NOW)).toBe(0);
    await sendDeadlineReminders(db, TEST_ORIGIN, at(1));
    expect(await keysOf(id)).toEqual(
      [
        `milestone:${m3}:3d`,
        `milestone:${m2}:3d`,
        `milestone:${m2}:1d`,
        `milestone:${m1}:1d`,
        `milestone:${m0}:1d`,
        `milestone:${m4}:3d`,
      ].sort(),
    );
    await sendDeadlineReminders(db, TEST_ORIGIN, at(2));
    expect(await keysOf(id)).toContain(`milestone:${m3}:1d`);
    expect(await remindersMailed(BUYER, title)).toHaveLength(7);
  });

  it('counts days in Istanbul: the new day starts at 21:00 UTC', async () => {
    const id = await project('Gece yarısı');
    const m = await milestone(id, day(4));
    // 23:59 on 10 March in Istanbul: the milestone is 4 days away.
    expect(await sendDeadlineReminders(db, TEST_ORIGIN, new Date('2030-03-10T20:59:00Z'))).toBe(0);
    expect(await keysOf(id)).toEqual([]);
    // 00:00 on 11 March in Istanbul (still 10 March in UTC): 3 days away.
    await sendDeadlineReminders(db, TEST_ORIGIN, new Date('2030-03-10T21:00:00Z'));
    expect(await keysOf(id)).toEqual([`milestone:${m}:3d`]);
  });

  it('sends a reminder exactly once when two runs race', async () => {
    const id = await project('Yarış');
    const title = await titleOf(id);
    const m = await milestone(id, day(3));
    const sent = await Promise.all([
      sendDeadlineReminders(db, TEST_ORIGIN, NOW),
      sendDeadlineReminders(db, TEST_ORIGIN, NOW),
      sendDeadlineReminders(db, TEST_ORIGIN, NOW),
    ]);
    expect(await keysOf(id)).toEqual([`milestone:${m}:3d`]);
    expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await remindersMailed(BUYER, title)).toHaveLength(1);
    expect(await remindersMailed(PARTNER, title)).toHaveLength(1);
    expect(await notifiedAbout(id)).toEqual([uid[BUYER], uid[PARTNER]].sort());
  });

  it('reminds of tasks not done and payments pending; nothing for approved, done or paid items', async () => {
    const id = await project('Kalemler');
    await milestone(id, day(1), 'approved');
    const t = await task(id, day(3), 'buyer');
    await task(id, day(3), 'buyer', true);
    const p = await payment(id, day(1));
    await payment(id, day(1), 'paid');
    await sendDeadlineReminders(db, TEST_ORIGIN, NOW);
    expect(await keysOf(id)).toEqual([`payment:${p}:1d`, `task:${t}:3d`].sort());
  });

  it('follows the project: milestones only while active, tasks also before signing, payments until cancelled', async () => {
    const pending = await project('İmza bekliyor', 'contract_pending');
    const pendingMilestone = await milestone(pending, day(1));
    const pendingTask = await task(pending, day(1), 'partner');
    const completed = await project('Tamamlandı', 'completed', { completedAt: at(-1) });
    await milestone(completed, day(1));
    const completedPayment = await payment(completed, day(1));
    const cancelled = await project('İptal', 'cancelled');
    await milestone(cancelled, day(1));
    await task(cancelled, day(1), 'buyer');
    await payment(cancelled, day(1));
    await sendDeadlineReminders(db, TEST_ORIGIN, NOW);
    expect(await keysOf(pending)).toEqual([`task:${pendingTask}:1d`]);
    expect(await keysOf(pending)).not.toContain(`milestone:${pendingMilestone}:1d`);
    expect(await keysOf(completed)).toEqual([`payment:${completedPayment}:1d`]);
    expect(await keysOf(cancelled)).toEqual([]);
  });

  it('tells only the side a task is assigned to', async () => {
    const id = await project('Görev');
    const title = await titleOf(id);
    await task(id, day(3), 'partner');
    await sendDeadlineReminders(db, TEST_ORIGIN, NOW);
    expect(await notifiedAbout(id)).toEqual([uid[PARTNER]]);
    expect(await remindersMailed(PARTNER, title)).toHaveLength(1);
    expect(await remindersMailed(BUYER, title)).toHaveLength(0);
  });
});

describe('sendFeedbackReminders (issue 20: once, 3 days after completion, without a review)', () => {
  const feedbackMails = async (title: string) =>
    (await mailsTo(db, BUYER)).filter((m) => m.templateType === 'feedback_reminder' && m.html.includes(title));

  it('mails the buyer once, 3 days after completion, with a link to their requests', async () => {
    const id = await project('Değerlendirme', 'completed', { completedAt: at(-2) });
    const title = await titleOf(id);
    await sendFeedbackReminders(db, TEST_ORIGIN, NOW);
    expect(await feedbackMails(title)).toHaveLength(0); // 2 days: not yet

    await sendFeedbackReminders(db, TEST_ORIGIN, at(1.01));
    await sendFeedbackReminders(db, TEST_ORIGIN, at(2));
    await Promise.all([sendFeedbackReminders(db, TEST_ORIGIN, at(3)), sendFeedbackReminders(db, TEST_ORIGIN, at(3))]);
    const mails = await feedbackMails(title);
    expect(mails).toHaveLength(1);
    const [ege] = await db
      .select({ name: partners.companyName })
      .from(partners)
      .where(eq(partners.username, 'egelojistik'));
    expect(mails[0]!.subject).toBe(`${ege!.name} ile çalışmanızı değerlendirin`);
    expect(mails[0]!.html).toContain(`${TEST_ORIGIN}/service-requests`);
    expect(await keysOf(id)).toEqual([`feedback:${id}`]);
  });

  it('does not mail a buyer who reviewed the partner, nor about a project completed long ago', async () => {
    const reviewed = await project('Yorumlandı', 'completed', { partner: 'ipekyolu', completedAt: at(-4) });
    await db.insert(partnerReviews).values({
      partnerId: partnerOf.ipekyolu!,
      userId: uid[BUYER]!,
      reviewerName: 'Ayşe Y.',
      rating: 5,
    });
    const old = await project('Eski', 'completed', { partner: 'martikargo', completedAt: at(-30) });
    await sendFeedbackReminders(db, TEST_ORIGIN, NOW);
    expect(await feedbackMails(await titleOf(reviewed))).toHaveLength(0);
    expect(await feedbackMails(await titleOf(old))).toHaveLength(0);
    expect(await keysOf(reviewed, old)).toEqual([]);
  });
});

describe('deadline SMS (issue 22; decision 043)', () => {
  it('goes only to the side that opted in with a verified phone, in its language, once', async () => {
    const buyer = uid[BUYER]!;
    const partner = uid[PARTNER]!;
    // The buyer opted in with a verified phone; the partner opted in but never verified a number.
    await db
      .update(users)
      .set({ phone: '5321234567', phoneVerifiedAt: new Date(), language: 'en' })
      .where(eq(users.id, buyer));
    await db.update(users).set({ phone: '5327654321', phoneVerifiedAt: null }).where(eq(users.id, partner));
    for (const userId of [buyer, partner]) {
      await db
        .insert(emailPreferences)
        .values({ userId, smsNotifications: true })
        .onConflictDoUpdate({ target: emailPreferences.userId, set: { smsNotifications: true } });
    }
    try {
      await db.delete(smsOutbox);
      const id = await project('SMS Rotterdam');
      const title = await titleOf(id);
      await milestone(id, day(3));
      await sendDeadlineReminders(db, TEST_ORIGIN, NOW);
      const sent = await db.select().from(smsOutbox);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ toNumber: '+905321234567', templateType: 'reminder', language: 'en' });
      expect(sent[0]!.body).toBe(`Reminder: ${title} is scheduled for 13 March 2030 at 23:59. - Export Partner`);
      expect(await sendDeadlineReminders(db, TEST_ORIGIN, NOW)).toBe(0);
      expect(await db.select().from(smsOutbox)).toHaveLength(1);
    } finally {
      await db
        .update(users)
        .set({ phoneVerifiedAt: null, language: 'tr' })
        .where(inArray(users.id, [buyer, partner]));
      await db
        .update(emailPreferences)
        .set({ smsNotifications: false })
        .where(inArray(emailPreferences.userId, [buyer, partner]));
    }
  });
});
