/**
 * Planned maintenance (issue 22; docs/decisions/040): the master_admin's schedule (permissions,
 * validation in both languages, audit, edit and cancel before the start), GET /api/maintenance, the
 * 503 MAINTENANCE answer to a non-admin's write during a window (with Retry-After) while reads, admins
 * and signing in go on, and the announcement: one notification per active user and one mail per user
 * whose platformUpdates preference is on, once, however often the job runs.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminAuditLog, emailOutbox, maintenanceWindows, notifications, users } from '../../db/schema';
import { createTestApp, freshIp, signIn, TEST_ORIGIN } from '../../test/helpers';
import { announceBatch, announceWindows } from './maintenance-announce';
import { refusesDuringMaintenance } from './maintenance.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let master: string;
let editor: string;
let user: string;
let partner: string;
const URL = '/api/admin/system-config/maintenance';
const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await createTestApp();
  [master, editor, user, partner] = await Promise.all([
    signIn(ctx.app, 'admin@demo.example.com'),
    signIn(ctx.app, 'editor@demo.example.com'),
    signIn(ctx.app, 'kullanici@demo.example.com'),
    signIn(ctx.app, 'partner@demo.example.com'),
  ]);
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await ctx.db.delete(maintenanceWindows);
  // The process's copy follows the table through the database's notification.
  await vi.waitFor(async () => expect((await ctx.app.maintenance.coming()).length).toBe(0));
});

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    remoteAddress: freshIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const windowBody = (
  startsInMs: number,
  lastsMs = 2 * HOUR,
  message = { tr: 'Veritabanı bakımı', en: 'Database upkeep' },
) => {
  const start = new Date(Date.now() + startsInMs);
  return { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + lastsMs).toISOString(), message };
};

async function schedule(body: ReturnType<typeof windowBody>) {
  const res = await inject('POST', URL, master, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; state: string };
}

/** A user write: saving one's e-mail preferences. */
const userWrite = (cookie: string, lang?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/email-preferences',
    headers: { origin: TEST_ORIGIN, cookie: lang ? `${cookie}; lang=${lang}` : cookie },
    payload: { weeklyDigest: false },
  });

describe('the schedule (master_admin)', () => {
  it('is for a master_admin only', async () => {
    const body = windowBody(HOUR);
    expect((await inject('GET', URL)).statusCode).toBe(401);
    for (const cookie of [editor, user, partner]) {
      expect((await inject('GET', URL, cookie)).statusCode).toBe(403);
      expect((await inject('POST', URL, cookie, body)).statusCode).toBe(403);
      expect((await inject('PUT', `${URL}/1`, cookie, body)).statusCode).toBe(403);
      expect((await inject('DELETE', `${URL}/1`, cookie)).statusCode).toBe(403);
    }
    expect(await ctx.db.select().from(maintenanceWindows)).toEqual([]);
  });

  it('schedules a window with trimmed messages, lists it, audits it and shows it publicly', async () => {
    const body = windowBody(HOUR, 2 * HOUR, { tr: '  Sunucu\n güncellemesi  ', en: ' Server update ' });
    const created = await schedule(body);
    expect(created).toMatchObject({
      state: 'scheduled',
      startsAt: body.startsAt,
      message: { tr: 'Sunucu güncellemesi', en: 'Server update' },
      announcedAt: null,
    });
    const list = await inject('GET', URL, master);
    expect(list.json()).toEqual([created]);
    const [audit] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'system_config.maintenance.scheduled'))
      .orderBy(desc(adminAuditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ targetType: 'system_config', targetId: String(created.id) });
    const pub = await inject('GET', '/api/maintenance');
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toEqual({
      window: {
        id: created.id,
        startsAt: body.startsAt,
        endsAt: body.endsAt,
        message: { tr: 'Sunucu güncellemesi', en: 'Server update' },
        active: false,
      },
    });
  });

  it('refuses bad times and messages field by field, in the caller’s language, saving nothing', async () => {
    const past = windowBody(-HOUR);
    const res = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { origin: TEST_ORIGIN, cookie: `${master}; lang=en` },
      payload: { ...past, endsAt: past.startsAt },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { startsAt: ['The start must be now or later'], endsAt: ['The end must be after the start'] },
    });
    const tr = await inject('POST', URL, master, windowBody(HOUR, 2 * HOUR, { tr: '   ', en: 'x'.repeat(301) }));
    expect(tr.statusCode).toBe(400);
    expect(tr.json().fieldErrors).toEqual({
      message: ['Bakım mesajı boş olamaz', 'Bakım mesajı en fazla 300 karakter olabilir'],
    });
    const long = await inject('POST', URL, master, windowBody(HOUR, 73 * HOUR));
    expect(long.json().fieldErrors).toEqual({ endsAt: ['Bir bakım en fazla 72 saat sürebilir'] });
    const notTime = await inject('POST', URL, master, { ...windowBody(HOUR), startsAt: 'yarın' });
    expect(notTime.json().fieldErrors).toEqual({ startsAt: ['Geçerli bir tarih ve saat girin'] });
    expect(await ctx.db.select().from(maintenanceWindows)).toEqual([]);
  });

  it('refuses a window overlapping another one', async () => {
    await schedule(windowBody(HOUR));
    const res = await inject('POST', URL, master, windowBody(2 * HOUR));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'MAINTENANCE_WINDOW_OVERLAP',
      message: 'Bu zaman aralığında planlanmış başka bir bakım var',
    });
    expect((await inject('POST', URL, master, windowBody(4 * HOUR))).statusCode).toBe(201);
  });

  it('edits and cancels a window before it starts, audited, and neither once it started', async () => {
    const { id } = await schedule(windowBody(HOUR));
    const moved = windowBody(3 * HOUR, HOUR, { tr: 'Yeni saat', en: 'New time' });
    const put = await inject('PUT', `${URL}/${id}`, master, moved);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ id, startsAt: moved.startsAt, message: { tr: 'Yeni saat', en: 'New time' } });
    expect((await inject('GET', '/api/maintenance')).json().window.startsAt).toBe(moved.startsAt);
    expect((await inject('DELETE', `${URL}/${id}`, master)).statusCode).toBe(200);
    expect((await inject('GET', '/api/maintenance')).json()).toEqual({ window: null });
    expect((await inject('GET', URL, master)).json()).toMatchObject([{ id, state: 'cancelled' }]);
    expect((await inject('DELETE', `${URL}/${id}`, master)).json().code).toBe('MAINTENANCE_WINDOW_STARTED');
    expect((await inject('PUT', `${URL}/999999`, master, moved)).statusCode).toBe(404);
    const actions = await ctx.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'system_config'), eq(adminAuditLog.targetId, String(id))))
      .orderBy(adminAuditLog.id);
    expect(actions.map((a) => a.action)).toEqual([
      'system_config.maintenance.scheduled',
      'system_config.maintenance.updated',
      'system_config.maintenance.cancelled',
    ]);

    const now = await schedule(windowBody(0));
    expect(now.state).toBe('active');
    const late = await inject('PUT', `${URL}/${now.id}`, master, windowBody(HOUR));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Başlamış ya da bitmiş bir bakım değiştirilemez veya iptal edilemez');
    expect((await inject('DELETE', `${URL}/${now.id}`, master)).statusCode).toBe(409);
  });
});

describe('during a window', () => {
  it('refuses a user’s write with 503 MAINTENANCE, Retry-After and the end in their language', async () => {
    const body = windowBody(0, HOUR);
    await schedule(body);
    const res = await userWrite(user);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'MAINTENANCE' });
    expect(res.json().message).toMatch(/^Platform planlı bakımda\. Bakım .+ \(Türkiye saati\) bitene kadar/);
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThan(HOUR / 1000 - 60);
    expect(retry).toBeLessThanOrEqual(HOUR / 1000);
    const en = await userWrite(partner, 'en');
    expect(en.statusCode).toBe(503);
    expect(en.json().message).toMatch(/^The platform is under planned maintenance\./);
    const switched = await inject('POST', '/api/auth/switch-account-type', user, { userType: 'user' });
    expect(switched.statusCode).toBe(503);
    const visitor = await inject('POST', '/api/newsletter/subscribe', undefined, { email: 'x@example.com' });
    expect(visitor.statusCode).toBe(503);
  });

  it('keeps reads, admins’ writes, signing in and out and the announcement’s reads working', async () => {
    await schedule(windowBody(0, HOUR));
    expect((await inject('GET', '/api/email-preferences', user)).statusCode).toBe(200);
    expect((await inject('GET', '/api/partners')).statusCode).toBe(200);
    expect((await userWrite(master)).statusCode).toBe(200);
    expect((await userWrite(editor)).statusCode).toBe(200);
    // An admin's change of the schedule itself: the next window can be planned during this one.
    expect((await inject('POST', URL, master, windowBody(3 * HOUR))).statusCode).toBe(201);
    const cookie = await signIn(ctx.app, 'kullanici@demo.example.com');
    expect((await inject('GET', '/api/user', cookie)).statusCode).toBe(200);
    expect((await inject('POST', '/api/logout', cookie)).statusCode).toBe(200);
    const pub = (await inject('GET', '/api/maintenance')).json();
    expect(pub.window.active).toBe(true);
  });

  it('lets writes through before the window starts and after it ends', async () => {
    const { id } = await schedule(windowBody(HOUR));
    expect((await userWrite(user)).statusCode).toBe(200);
    // Moved into the past by hand: the table's notification refreshes the process's copy.
    await ctx.db
      .update(maintenanceWindows)
      .set({ startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - HOUR) })
      .where(eq(maintenanceWindows.id, id));
    await vi.waitFor(async () => expect((await ctx.app.maintenance.coming()).length).toBe(0));
    expect((await userWrite(user)).statusCode).toBe(200);
    expect((await inject('GET', '/api/maintenance')).json()).toEqual({ window: null });
  });
});

describe('refusesDuringMaintenance', () => {
  const member = { availableUserTypes: ['user' as const] };
  const admin = { availableUserTypes: ['user' as const, 'editor_admin' as const] };
  it.each([
    ['POST', '/api/quotes', member, true],
    ['DELETE', '/api/notifications/1', member, true],
    ['PATCH', '/api/user/profile', null, true],
    ['POST', '/api/register', null, true],
    ['POST', '/api/auth/sign-up/email', null, true],
    ['POST', '/api/auth/request-password-reset', null, true],
    ['GET', '/api/partners', null, false],
    ['POST', '/api/quotes', admin, false],
    ['POST', '/api/login', null, false],
    ['POST', '/api/auth/sign-in/email', null, false],
    ['POST', '/api/auth/sign-in/magic-link', null, false],
    ['POST', '/api/logout', member, false],
    ['POST', '/api/email-preferences/one-click', null, false],
    ['POST', '/api/internal/backups', null, false],
    ['POST', '/socket.io/', null, false],
  ] as const)('%s %s as %o → %s', (method, path, viewer, refused) => {
    expect(refusesDuringMaintenance(method, path, viewer)).toBe(refused);
  });
});

describe('the announcement', () => {
  const active = () =>
    ctx.db
      .select({ id: users.id, email: users.email, language: users.language })
      .from(users)
      .where(and(eq(users.isActive, true), sql`${users.deletedAt} IS NULL`))
      .orderBy(users.id);

  it('tells every active user once by notification, and mails those with platformUpdates on', async () => {
    // One user turned platform updates off; one English reader.
    const off = await inject('POST', '/api/email-preferences', partner, { platformUpdates: false });
    expect(off.statusCode).toBe(200);
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.email, 'kullanici@demo.example.com'));
    const { id } = await schedule(windowBody(24 * HOUR, 2 * HOUR, { tr: 'Sunucu taşınıyor', en: 'Moving servers' }));

    // Small batches, run twice over: each user once.
    const people = await active();
    let told = 0;
    for (let i = 0; i < 20; i++) told += await announceBatch(ctx.db, id, TEST_ORIGIN, new Date(), 7);
    expect(told).toBe(people.length);
    expect(await announceWindows(ctx.db, TEST_ORIGIN)).toEqual({ told: 0, more: false });

    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(sql`${notifications.data}->>'maintenanceWindowId' = ${String(id)}`);
    expect(notes.map((n) => n.userId).sort((a, b) => a - b)).toEqual(people.map((p) => p.id));
    expect(notes.every((n) => n.type === 'system_status' && n.actionUrl === '/sys-status')).toBe(true);
    const english = notes.find((n) => n.userId === people.find((p) => p.email === 'kullanici@demo.example.com')!.id)!;
    expect(english.title).toBe('Planned maintenance');
    expect(english.message).toMatch(/^Planned maintenance from .+ \(Turkey time\); .+ Moving servers$/);
    expect(notes.find((n) => n.userId !== english.userId)!.message).toMatch(/Sunucu taşınıyor$/);

    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.templateType, 'system_maintenance'),
          inArray(
            emailOutbox.toAddress,
            people.map((p) => p.email),
          ),
        ),
      );
    const mailed = mails.map((m) => m.toAddress);
    expect(new Set(mailed).size).toBe(mailed.length);
    expect(mailed).not.toContain('partner@demo.example.com');
    expect(mailed.length).toBe(people.length - 1);
    const en = mails.find((m) => m.toAddress === 'kullanici@demo.example.com')!;
    expect(en.subject).toMatch(/^Planned maintenance: /);
    expect(en.html).toContain('Moving servers');
    expect(en.html).toContain('/api/email-preferences/one-click?token=');
    expect(en.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // Moving the window tells everyone again, once; cancelling stops what is left.
    const moved = await inject('PUT', `${URL}/${id}`, master, windowBody(48 * HOUR));
    expect(moved.json().announcedAt).toBeNull();
    expect((await announceWindows(ctx.db, TEST_ORIGIN)).told).toBe(people.length);
    expect((await announceWindows(ctx.db, TEST_ORIGIN)).told).toBe(0);
    const second = await schedule(windowBody(96 * HOUR));
    expect((await inject('DELETE', `${URL}/${second.id}`, master)).statusCode).toBe(200);
    expect(await announceWindows(ctx.db, TEST_ORIGIN)).toEqual({ told: 0, more: false });

    await ctx.db.update(users).set({ language: 'tr' }).where(eq(users.email, 'kullanici@demo.example.com'));
    await inject('POST', '/api/email-preferences', partner, { platformUpdates: true });
  });
});
