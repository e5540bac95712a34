/**
 * GET/PUT /api/admin/system-config/retention (issue 23 "Retention"): master_admin only, every rule's
 * days a whole number within its bounds, errors per rule in the caller's language, nothing saved on a
 * bad request, each change audited.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION_DAYS } from '@shared/contracts/retention';
import { adminAuditLog, systemConfig } from '../../db/schema';
import { createTestApp, signIn, TEST_ORIGIN } from '../../test/helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let master: string;
let editor: string;
let user: string;
const URL = '/api/admin/system-config/retention';

beforeAll(async () => {
  ctx = await createTestApp();
  [master, editor, user] = await Promise.all([
    signIn(ctx.app, 'admin@demo.example.com'),
    signIn(ctx.app, 'editor@demo.example.com'),
    signIn(ctx.app, 'kullanici@demo.example.com'),
  ]);
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'PUT', cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: URL,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const stored = () => ctx.db.select().from(systemConfig).where(eq(systemConfig.key, 'retention'));

describe('GET/PUT /api/admin/system-config/retention', () => {
  it('answers the defaults before anything is saved, to a master_admin only', async () => {
    const res = await call('GET', master);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ days: DEFAULT_RETENTION_DAYS, lastRun: null });
    expect((await call('GET')).statusCode).toBe(401);
    expect((await call('GET', editor)).statusCode).toBe(403);
    expect((await call('GET', user)).statusCode).toBe(403);
    expect((await call('PUT', editor, DEFAULT_RETENTION_DAYS)).statusCode).toBe(403);
  });

  it('refuses days outside a rule’s bounds or not whole, per rule and in the caller’s language, saving nothing', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: URL,
      headers: { origin: TEST_ORIGIN, cookie: `${master}; lang=en` },
      payload: { ...DEFAULT_RETENTION_DAYS, readNotifications: 10, systemLogs: 91, sessions: 1.5 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; fieldErrors: Record<string, string[]> };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fieldErrors).toEqual({
      readNotifications: ['This number is too small; it must be at least 30.'],
      systemLogs: ['This number is too large; it can be at most 90.'],
      sessions: ['Enter the number of days as a whole number.'],
    });
    const tr = await call('PUT', master, { ...DEFAULT_RETENTION_DAYS, partnerViews: 5 });
    expect((tr.json() as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      partnerViews: ['Bu sayı çok küçük; en az 30 olabilir.'],
    });
    const { sessions: _omitted, ...missing } = DEFAULT_RETENTION_DAYS;
    expect((await call('PUT', master, missing)).statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('saves every rule’s days, audits the ones that changed, and a repeat changes nothing', async () => {
    const days = { ...DEFAULT_RETENTION_DAYS, readNotifications: 365, sessions: 0 };
    const res = await call('PUT', master, days);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ days, lastRun: null });
    expect((await call('GET', master)).json()).toMatchObject({ days });

    const audit = () =>
      ctx.db
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.targetType, 'system_config'), eq(adminAuditLog.targetId, 'retention')))
        .orderBy(desc(adminAuditLog.id));
    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: 'system_config.retention.updated',
      details: {
        before: { readNotifications: 180, sessions: 7 },
        after: { readNotifications: 365, sessions: 0 },
      },
    });
    expect((await call('PUT', master, days)).statusCode).toBe(200);
    expect(await audit()).toHaveLength(1);
  });
});
