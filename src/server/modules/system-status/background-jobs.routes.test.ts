/**
 * Failed background jobs and schedules in the admin system status (docs/decisions/021-job-queue.md),
 * through HTTP on the real app. The app is built without the job runner (as every test app), then
 * this file registers one failing job beside the app's own and starts the runner itself.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackgroundJobs } from '@shared/contracts/system-status';
import { adminAuditLog } from '../../db/schema';
import { defineJob } from '../../jobs/runner';
import { createTestApp, signIn, TEST_ORIGIN } from '../../test/helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let master: string;
let editor: string;
let user: string;

const broken = defineJob({
  name: 'test.rates-feed',
  retryLimit: 0,
  run: async () => {
    throw new Error('TCMB answered 503');
  },
});

beforeAll(async () => {
  ctx = await createTestApp();
  [master, editor, user] = await Promise.all([
    signIn(ctx.app, 'admin@demo.example.com'),
    signIn(ctx.app, 'editor@demo.example.com'),
    signIn(ctx.app, 'kullanici@demo.example.com'),
  ]);
});
afterAll(async () => {
  await ctx?.app.jobs.stop();
  await ctx?.close();
});

const list = (cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/system-status/jobs', headers: cookie ? { cookie } : {} });
const retry = (id: string, cookie: string, language = 'tr') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/system-status/jobs/${id}/retry`,
    headers: { cookie, origin: TEST_ORIGIN, 'accept-language': language },
  });

describe('GET /api/admin/system-status/jobs', () => {
  it('is for the master admin only', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await list(user)).statusCode).toBe(403);
    expect((await list(editor)).statusCode).toBe(403);
    expect((await list(master)).json()).toEqual({ running: false, failed: [], schedules: [] });
  });

  it('lists a job whose retries ran out, and the schedules in Istanbul time; a retry sends it back once', async () => {
    ctx.app.jobs.register(broken);
    await ctx.app.jobs.start();
    await ctx.app.jobs.runSoon(broken);
    const body = await vi.waitFor(
      async () => {
        const b = (await list(master)).json<BackgroundJobs>();
        expect(b.failed).toHaveLength(1);
        return b;
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(body.running).toBe(true);
    const [failed] = body.failed;
    expect(failed).toMatchObject({ name: 'test.rates-feed', error: 'TCMB answered 503', attempts: 1 });
    expect(Date.now() - Date.parse(failed!.failedAt)).toBeLessThan(60_000);
    expect(body.schedules).toEqual(
      expect.arrayContaining([
        { name: 'projects.deadline-reminders', cron: '0 * * * *', timezone: 'Europe/Istanbul', lastRun: null },
        { name: 'projects.feedback-reminders', cron: '0 10 * * *', timezone: 'Europe/Istanbul', lastRun: null },
        expect.objectContaining({ name: 'messages.new-message-mails', cron: '* * * * *' }),
        expect.objectContaining({ name: 'marketing.campaign-sending', cron: '* * * * *' }),
      ]),
    );

    expect((await retry(failed!.id, editor)).statusCode).toBe(403);
    expect((await retry('not-a-uuid', master)).statusCode).toBe(400);
    const ok = await retry(failed!.id, master);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    const audited = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'job.retried'), eq(adminAuditLog.targetId, failed!.id)));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.details).toMatchObject({ job: 'test.rates-feed', error: 'TCMB answered 503' });

    const again = await retry(failed!.id, master, 'en');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: 'FAILED_JOB_NOT_FOUND',
      message: 'This failed job is no longer listed: it may have been retried already or expired.',
    });
    // It ran again and failed again: a new dead letter, not the old one.
    await vi.waitFor(
      async () => {
        const b = (await list(master)).json<BackgroundJobs>();
        expect(b.failed).toHaveLength(1);
        expect(b.failed[0]!.id).not.toBe(failed!.id);
      },
      { timeout: 20_000, interval: 200 },
    );
  }, 60_000);
});
