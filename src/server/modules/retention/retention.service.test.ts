/**
 * Retention (issue 23): each rule removes the rows just older than its limit and keeps those just
 * younger and the rows of other kinds; the stored days move the limit. The run is applied once before
 * the fixtures are written, so the second run's counts are exactly the fixtures meant to go: nothing
 * else was touched.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWS_SERIES_DAYS } from '@shared/contracts/partner-stats';
import {
  DEFAULT_RETENTION_DAYS,
  KNOWN_BROWSER_DAYS,
  RETENTION_RULE_IDS,
  RETENTION_RULES,
} from '@shared/contracts/retention';
import {
  campaignRecipients,
  campaigns,
  conversations,
  emailOutbox,
  files,
  knownBrowsers,
  messages,
  notifications,
  partnerProfileViewDays,
  partners,
  partnerViews,
  performanceSamples,
  rateLimits,
  serviceInquiries,
  sessions,
  smsOutbox,
  systemConfig,
  systemIncidents,
  systemLogs,
  users,
  verifications,
} from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { applyRetention, ERASED_MESSAGE_TEXT, getRetentionSettings, RETENTION_BATCH } from './retention.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const DAY = 86_400_000;
const MINUTE = 60_000;
/** A fixed moment the limits count back from. */
const NOW = new Date(Date.now() - (Date.now() % MINUTE));
/** `days` days before NOW, moved by `minutes` (negative: older than the limit, positive: younger). */
const ago = (days: number, minutes = 0) => new Date(NOW.getTime() - days * DAY + minutes * MINUTE);
const utcDay = (d: Date) => d.toISOString().slice(0, 10);
const istanbulDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(d);
const tag = () => randomUUID().slice(0, 8);

let userId: number;
let partnerUserId: number;
let partnerId: number;

async function newUser(deletedAt: Date | null = null): Promise<number> {
  const t = tag();
  const [row] = await ctx.db
    .insert(users)
    .values({ name: `Retention ${t}`, email: `retention-${t}@example.com`, deletedAt })
    .returning({ id: users.id });
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  userId = await newUser();
  const [partner] = await ctx.db
    .select({ id: partners.id, userId: partners.userId })
    .from(partners)
    .where(sql`${partners.userId} IS NOT NULL`)
    .limit(1);
  partnerId = partner!.id;
  partnerUserId = partner!.userId!;
  // Whatever the seed left out of time goes now, so the runs below count only the fixtures.
  await applyRetention(ctx.app, NOW);
});
afterAll(async () => ctx?.close());

describe('applyRetention', () => {
  it('deletes, per rule, the rows just older than the limit and keeps the younger ones and other kinds', async () => {
    const d = DEFAULT_RETENTION_DAYS;
    const gone: Record<string, number[]> = {};
    const kept: Record<string, number[]> = {};
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

    const session = (expiresAt: Date) => ({ userId, token: `retention-${tag()}`, expiresAt, ipAddress: '10.0.0.1' });
    gone.sessions = ids(
      await ctx.db
        .insert(sessions)
        .values([session(ago(d.sessions, -1))])
        .returning(),
    );
    kept.sessions = ids(
      await ctx.db
        .insert(sessions)
        .values([session(ago(d.sessions, 1)), session(new Date(NOW.getTime() + DAY))])
        .returning(),
    );

    const verification = (expiresAt: Date) => ({ identifier: `reset-password:${tag()}`, value: '1', expiresAt });
    gone.verifications = ids(
      await ctx.db
        .insert(verifications)
        .values([verification(ago(d.verifications, -1))])
        .returning(),
    );
    kept.verifications = ids(
      await ctx.db
        .insert(verifications)
        .values([verification(ago(d.verifications, 1)), verification(new Date(NOW.getTime() + 3600_000))])
        .returning(),
    );

    const limit = (at: Date) => ({ key: `epp:email:signIn:${tag()}@example.com`, count: 3, lastRequest: at.getTime() });
    gone.rateLimits = ids(
      await ctx.db
        .insert(rateLimits)
        .values([limit(ago(d.rateLimits, -1))])
        .returning(),
    );
    kept.rateLimits = ids(
      await ctx.db
        .insert(rateLimits)
        .values([limit(ago(d.rateLimits, 1)), limit(new Date(NOW.getTime() + 900_000))])
        .returning(),
    );

    const note = (createdAt: Date, isRead: boolean) => ({
      userId,
      type: 'follower' as const,
      title: 'x',
      message: 'y',
      isRead,
      createdAt,
    });
    gone.readNotifications = ids(
      await ctx.db
        .insert(notifications)
        .values([note(ago(d.readNotifications, -1), true)])
        .returning(),
    );
    kept.readNotifications = ids(
      await ctx.db
        .insert(notifications)
        .values([note(ago(d.readNotifications, 1), true), note(ago(1000), false)])
        .returning(),
    );

    const log = (timestamp: Date) => ({
      level: 'warning' as const,
      service: 'retention-test',
      message: 'm',
      timestamp,
    });
    gone.systemLogs = ids(
      await ctx.db
        .insert(systemLogs)
        .values([log(ago(d.systemLogs, -1))])
        .returning(),
    );
    kept.systemLogs = ids(
      await ctx.db
        .insert(systemLogs)
        .values([log(ago(d.systemLogs, 1))])
        .returning(),
    );

    const sample = (timestamp: Date) => ({ timestamp, cpu: 1, memory: 1, responseMs: 1, databaseMs: 1 });
    gone.performanceSamples = ids(
      await ctx.db
        .insert(performanceSamples)
        .values([sample(ago(d.performanceSamples, -1))])
        .returning(),
    );
    kept.performanceSamples = ids(
      await ctx.db
        .insert(performanceSamples)
        .values([sample(ago(d.performanceSamples, 1))])
        .returning(),
    );

    const incident = (resolvedAt: Date | null) => ({
      title: 'retention-test',
      severity: 'minor' as const,
      status: resolvedAt ? ('resolved' as const) : ('investigating' as const),
      startTime: ago(1000),
      resolvedAt,
    });
    gone.resolvedIncidents = ids(
      await ctx.db
        .insert(systemIncidents)
        .values([incident(ago(d.resolvedIncidents, -1))])
        .returning(),
    );
    kept.resolvedIncidents = ids(
      await ctx.db
        .insert(systemIncidents)
        .values([incident(ago(d.resolvedIncidents, 1)), incident(null)])
        .returning(),
    );

    const mail = (status: 'queued' | 'sent' | 'logged' | 'failed', createdAt: Date, sentAt: Date | null = null) => ({
      toAddress: `retention-${tag()}@example.com`,
      subject: 's',
      html: '<p>h</p>',
      status,
      createdAt,
      sentAt,
    });
    gone.deliveredMail = ids(
      await ctx.db
        .insert(emailOutbox)
        .values([mail('sent', ago(400), ago(d.deliveredMail, -1)), mail('logged', ago(400), ago(d.deliveredMail, -1))])
        .returning(),
    );
    gone.failedMail = ids(
      await ctx.db
        .insert(emailOutbox)
        .values([mail('failed', ago(d.failedMail, -1))])
        .returning(),
    );
    const [campaignSent, campaignFailed] = ids(
      await ctx.db
        .insert(emailOutbox)
        .values([mail('sent', ago(400), ago(400)), mail('failed', ago(400))])
        .returning(),
    );
    kept.mail = [
      ...ids(
        await ctx.db
          .insert(emailOutbox)
          .values([
            mail('sent', ago(400), ago(d.deliveredMail, 1)),
            mail('failed', ago(d.failedMail, 1)),
            // Not delivered yet, however old: the worker still owns it.
            mail('queued', ago(400)),
          ])
          .returning(),
      ),
      campaignSent!,
      campaignFailed!,
    ];
    // A campaign's counts are read from its outbox rows: those stay with the campaign.
    const [campaign] = await ctx.db
      .insert(campaigns)
      .values({ name: 'retention', subject: 's', htmlContent: 'h', status: 'sent' })
      .returning({ id: campaigns.id });
    await ctx.db.insert(campaignRecipients).values([
      { campaignId: campaign!.id, email: 'a@example.com', status: 'queued', outboxId: campaignSent! },
      { campaignId: campaign!.id, email: 'b@example.com', status: 'queued', outboxId: campaignFailed! },
    ]);

    // SMS rows hold the recipient's phone number (decision 043): the mail's windows, no campaign rows.
    const sms = (
      status: 'queued' | 'sending' | 'sent' | 'logged' | 'failed',
      createdAt: Date,
      sentAt: Date | null = null,
    ) => ({
      toNumber: '+905321234567',
      templateType: 'reminder' as const,
      body: 'b',
      status,
      createdAt,
      sentAt,
    });
    gone.deliveredSms = ids(
      await ctx.db
        .insert(smsOutbox)
        .values([sms('sent', ago(400), ago(d.deliveredSms, -1)), sms('logged', ago(400), ago(d.deliveredSms, -1))])
        .returning(),
    );
    gone.failedSms = ids(
      await ctx.db
        .insert(smsOutbox)
        .values([sms('failed', ago(d.failedSms, -1))])
        .returning(),
    );
    kept.sms = ids(
      await ctx.db
        .insert(smsOutbox)
        .values([
          sms('sent', ago(400), ago(d.deliveredSms, 1)),
          sms('logged', ago(400), ago(d.deliveredSms, 1)),
          sms('failed', ago(d.failedSms, 1)),
          // Not delivered yet, however old: the worker still owns them.
          sms('queued', ago(400)),
          sms('sending', ago(400)),
        ])
        .returning(),
    );

    const viewKey = () => `v:${tag()}`;
    const oldView = viewKey();
    const youngView = viewKey();
    // `day` counts in UTC days: the day of the cutoff stays, the day before goes.
    await ctx.db.insert(partnerViews).values([
      { partnerId, viewerKey: oldView, day: utcDay(ago(d.partnerViews + 1)) },
      { partnerId, viewerKey: youngView, day: utcDay(ago(d.partnerViews)) },
    ]);

    // Browsers unseen just longer and just shorter than the limit (issue 22).
    await ctx.db.insert(knownBrowsers).values([
      { userId, deviceHash: 'gone', lastSeenAt: ago(d.knownBrowsers, -1) },
      { userId, deviceHash: 'kept', lastSeenAt: ago(d.knownBrowsers, 1) },
    ]);
    // Daily view counts in Istanbul days: the day of the cutoff stays, the day before goes.
    const oldDay = istanbulDay(ago(d.profileViewDays + 1));
    const youngDay = istanbulDay(ago(d.profileViewDays));
    await ctx.db.insert(partnerProfileViewDays).values([
      { partnerId, day: oldDay, count: 3 },
      { partnerId, day: youngDay, count: 4 },
    ]);

    // Two deleted accounts, one just out of time and one just in, writing to a live partner.
    const erasedSender = await newUser(ago(d.deletedAccountMessages, -1));
    const keptSender = await newUser(ago(d.deletedAccountMessages, 1));
    const conversationOf = async (a: number) => {
      const [low, high] = a < partnerUserId ? [a, partnerUserId] : [partnerUserId, a];
      const id = `${low}-${high}`;
      await ctx.db.insert(conversations).values({ id, userLowId: low, userHighId: high, startedBy: a });
      return id;
    };
    const erasedConversation = await conversationOf(erasedSender);
    const keptConversation = await conversationOf(keptSender);
    const fileName = `retention-${tag()}.pdf`;
    const [attachment] = await ctx.db
      .insert(files)
      .values({
        fileName,
        originalName: 'teklif.pdf',
        fileSize: 10,
        mimeType: 'application/pdf',
        category: 'document',
        source: 'message',
        uploadedBy: erasedSender,
        sharedWith: [partnerUserId],
      })
      .returning({ id: files.id });
    const message = (conversationId: string, senderId: number, receiverId: number, text: string) => ({
      conversationId,
      senderId,
      receiverId,
      message: text,
    });
    const erasedMessages = ids(
      await ctx.db
        .insert(messages)
        .values([
          message(erasedConversation, erasedSender, partnerUserId, 'Telefonum 0532 000 00 00'),
          {
            ...message(erasedConversation, erasedSender, partnerUserId, ''),
            fileUrl: `/objects/${fileName}`,
            fileName: 'teklif.pdf',
            fileSize: 10,
            mimeType: 'application/pdf',
            fileId: attachment!.id,
          },
        ])
        .returning(),
    );
    const keptMessages = ids(
      await ctx.db
        .insert(messages)
        .values([
          message(erasedConversation, partnerUserId, erasedSender, 'Teklifimiz ektedir.'),
          message(keptConversation, keptSender, partnerUserId, 'Henüz süresi dolmadı.'),
        ])
        .returning(),
    );

    // Decision 042: unconfirmed inquiries by when they were written, delivered ones by when delivered.
    const inquiry = (createdAt: Date, deliveredAt: Date | null) => ({
      partnerId,
      name: 'Ayşe Yılmaz',
      email: `inquiry-${tag()}@example.com`,
      message: 'Gümrük işlemleri için fiyat alabilir miyim?',
      language: 'tr' as const,
      createdAt,
      deliveredAt,
    });
    const d42 = DEFAULT_RETENTION_DAYS;
    const inquiryIds = ids(
      await ctx.db
        .insert(serviceInquiries)
        .values([
          inquiry(ago(d42.pendingInquiries, -1), null),
          inquiry(ago(d42.pendingInquiries, 1), null),
          inquiry(ago(d42.deliveredInquiries + 1), ago(d42.deliveredInquiries, -1)),
          // Written long ago but delivered just inside the limit: delivery counts, not writing.
          inquiry(ago(d42.deliveredInquiries + 1), ago(d42.deliveredInquiries, 1)),
        ])
        .returning(),
    );

    const run = await applyRetention(ctx.app, NOW);

    expect(run.counts).toEqual({
      sessions: 1,
      verifications: 1,
      rateLimits: 1,
      readNotifications: 1,
      systemLogs: 1,
      performanceSamples: 1,
      resolvedIncidents: 1,
      deliveredMail: 2,
      failedMail: 1,
      deliveredSms: 2,
      failedSms: 1,
      partnerViews: 1,
      knownBrowsers: 1,
      profileViewDays: 1,
      deletedAccountMessages: 2,
      dataExports: 0,
      pendingInquiries: 1,
      deliveredInquiries: 1,
    });
    const inquiriesLeft = await ctx.db
      .select({ id: serviceInquiries.id })
      .from(serviceInquiries)
      .where(inArray(serviceInquiries.id, inquiryIds));
    expect(ids(inquiriesLeft).sort()).toEqual([inquiryIds[1]!, inquiryIds[3]!].sort());
    const byId = {
      sessions,
      verifications,
      rateLimits,
      readNotifications: notifications,
      systemLogs,
      performanceSamples,
      resolvedIncidents: systemIncidents,
    } as const;
    for (const [rule, table] of Object.entries(byId)) {
      const rows = await ctx.db
        .select({ id: table.id })
        .from(table)
        .where(inArray(table.id, [...gone[rule]!, ...kept[rule]!]));
      expect(ids(rows).sort(), rule).toEqual([...kept[rule]!].sort());
    }
    const outbox = ids(
      await ctx.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(inArray(emailOutbox.id, [...gone.deliveredMail, ...gone.failedMail, ...kept.mail])),
    ).sort();
    expect(outbox).toEqual([...kept.mail].sort());
    const smsLeft = ids(
      await ctx.db
        .select({ id: smsOutbox.id })
        .from(smsOutbox)
        .where(inArray(smsOutbox.id, [...gone.deliveredSms, ...gone.failedSms, ...kept.sms])),
    ).sort();
    expect(smsLeft).toEqual([...kept.sms].sort());
    const views = await ctx.db
      .select({ key: partnerViews.viewerKey })
      .from(partnerViews)
      .where(inArray(partnerViews.viewerKey, [oldView, youngView]));
    expect(views.map((v) => v.key)).toEqual([youngView]);
    const browsers = await ctx.db.select().from(knownBrowsers).where(eq(knownBrowsers.userId, userId));
    expect(browsers.map((b) => b.deviceHash)).toEqual(['kept']);
    const viewDays = await ctx.db
      .select({ day: partnerProfileViewDays.day })
      .from(partnerProfileViewDays)
      .where(inArray(partnerProfileViewDays.day, [oldDay, youngDay]));
    expect(viewDays.map((v) => v.day)).toEqual([youngDay]);

    const erased = await ctx.db.select().from(messages).where(inArray(messages.id, erasedMessages));
    expect(erased).toHaveLength(2);
    for (const m of erased) {
      expect(m).toMatchObject({ message: ERASED_MESSAGE_TEXT, fileUrl: null, fileName: null, fileId: null });
    }
    expect(await ctx.db.select().from(files).where(eq(files.id, attachment!.id))).toEqual([]);
    const stayed = await ctx.db.select().from(messages).where(inArray(messages.id, keptMessages));
    expect(stayed.map((m) => m.message).sort()).toEqual(['Henüz süresi dolmadı.', 'Teklifimiz ektedir.']);

    // Idempotent: a retried run finds nothing more, and the run is stored for the settings card.
    const again = await applyRetention(ctx.app, NOW);
    expect(Object.values(again.counts).every((n) => n === 0)).toBe(true);
    const settings = await getRetentionSettings(ctx.db);
    expect(settings.lastRun).toMatchObject({ at: NOW.toISOString(), counts: again.counts });
  });

  it('counts back from the stored days, and reads defaults where nothing usable is stored', async () => {
    expect((await getRetentionSettings(ctx.db)).days).toEqual(DEFAULT_RETENTION_DAYS);
    await ctx.db
      .insert(systemConfig)
      .values({ key: 'retention', value: { readNotifications: 30, sessions: 'x', resolvedIncidents: 9999 } })
      .onConflictDoUpdate({
        target: systemConfig.key,
        set: { value: { readNotifications: 30, sessions: 'x', resolvedIncidents: 9999 } },
      });
    const days = (await getRetentionSettings(ctx.db)).days;
    expect(days).toMatchObject({
      readNotifications: 30,
      sessions: DEFAULT_RETENTION_DAYS.sessions,
      resolvedIncidents: 730,
    });
    expect(Object.keys(days)).toEqual(RETENTION_RULE_IDS);

    // What the shorter limit catches among the earlier fixtures goes first, so the count below is exact.
    await applyRetention(ctx.app, NOW);
    const note = (createdAt: Date) => ({
      userId,
      type: 'follower' as const,
      title: 'x',
      message: 'y',
      isRead: true,
      createdAt,
    });
    const [older, younger] = await ctx.db
      .insert(notifications)
      .values([note(ago(30, -1)), note(ago(30, 1))])
      .returning({ id: notifications.id });
    const run = await applyRetention(ctx.app, NOW);
    expect(run.counts.readNotifications).toBe(1);
    const left = await ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.id, [older!.id, younger!.id]));
    expect(left).toEqual([{ id: younger!.id }]);
    await ctx.db.delete(systemConfig).where(eq(systemConfig.key, 'retention'));
  });

  it('works through a backlog larger than one statement in several bounded batches', async () => {
    const rows = Array.from({ length: RETENTION_BATCH + 3 }, (_, i) => ({
      level: 'warning' as const,
      service: 'retention-batch',
      message: String(i),
      timestamp: ago(DEFAULT_RETENTION_DAYS.systemLogs, -5),
    }));
    for (let i = 0; i < rows.length; i += 1000) await ctx.db.insert(systemLogs).values(rows.slice(i, i + 1000));
    const run = await applyRetention(ctx.app, NOW);
    expect(run.counts.systemLogs).toBe(RETENTION_BATCH + 3);
    const [left] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(systemLogs)
      .where(eq(systemLogs.service, 'retention-batch'));
    expect(left!.n).toBe(0);
  });
});

describe('RETENTION_RULES', () => {
  const rule = (id: string) => RETENTION_RULES.find((r) => r.id === id)!;

  it('keeps every default within its bounds', () => {
    for (const r of RETENTION_RULES) {
      expect(r.minDays, r.id).toBeLessThanOrEqual(r.defaultDays);
      expect(r.defaultDays, r.id).toBeLessThanOrEqual(r.maxDays);
    }
  });

  it('keeps known browsers as long as they spare a sign-in the alert', () => {
    expect(rule('knownBrowsers').minDays).toBe(KNOWN_BROWSER_DAYS);
  });

  it('keeps the days of profile views the partner’s chart reads', () => {
    // The partner's chart reads this many days of view rows.
    expect(rule('partnerViews').minDays).toBe(VIEWS_SERIES_DAYS);
  });
});
