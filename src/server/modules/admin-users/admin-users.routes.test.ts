import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from 'better-auth/crypto';
import type { AdminUserList, AuditList } from '@shared/contracts/admin-users';
import { accounts, adminAuditLog, partners, sessions, twoFactors, users } from '../../db/schema';
import { createTestApp, freshIp, mailsTo, sessionCookieOf, signIn, TEST_ORIGIN, waitForMail } from '../../test/helpers';
import { enrolTwoFactor } from '../../test/two-factor';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { catalogues } from '@shared/messages';
import { setUserActive } from './admin-users.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let adminId: number;

const ADMIN = 'admin@demo.example.com';
const USER = 'kullanici@demo.example.com';
const EDITOR = 'editor@demo.example.com';

const idOf = async (email: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
  lang = 'tr',
) =>
  ctx.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const login = (email: string, password = DEMO_PASSWORD) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: freshIp(),
    payload: { email, password },
  });

const auditOf = async (targetId: number) =>
  ctx.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, 'user'), eq(adminAuditLog.targetId, String(targetId))));

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, ADMIN);
  adminId = await idOf(ADMIN);
});
afterAll(async () => ctx?.close());

describe('GET /api/admin/users', () => {
  it('pages the accounts, newest first, with the table fields', async () => {
    const res = await call('GET', '/api/admin/users?limit=2&page=1', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminUserList>();
    expect(body.users).toHaveLength(2);
    expect(body).toMatchObject({ page: 1, limit: 2, hasMore: true });
    expect(body.total).toBeGreaterThan(2);
    expect(Object.keys(body.users[0]!).sort()).toEqual(
      [
        'availableUserTypes',
        'createdAt',
        'email',
        'firstName',
        'id',
        'isActive',
        'isVerified',
        'language',
        'lastName',
        'partner',
        'phone',
        'twoFactorEnabled',
        'userType',
      ].sort(),
    );
    const second = (await call('GET', '/api/admin/users?limit=2&page=2', admin)).json<AdminUserList>();
    expect(second.users.map((u) => u.id)).not.toContain(body.users[0]!.id);
  });

  it('searches names with Turkish casing and e-mails, and filters by type', async () => {
    await ctx.db.update(users).set({ firstName: 'İsmail', lastName: 'Işık' }).where(eq(users.email, USER));
    for (const term of ['ismail', 'İSMAİL', 'ışık', 'IŞIK', 'kullanici@demo']) {
      const found = (
        await call('GET', `/api/admin/users?search=${encodeURIComponent(term)}`, admin)
      ).json<AdminUserList>();
      expect(
        found.users.map((u) => u.email),
        term,
      ).toEqual([USER]);
    }
    const editors = (await call('GET', '/api/admin/users?type=editor_admin', admin)).json<AdminUserList>();
    expect(editors.users.map((u) => u.email)).toContain(EDITOR);
    expect(editors.users.every((u) => u.availableUserTypes.includes('editor_admin'))).toBe(true);
  });

  it('leaves deleted accounts out', async () => {
    const [row] = await ctx.db
      .insert(users)
      .values({ name: 'Gone', email: 'gone@example.com', firstName: 'Gone', lastName: 'Person', deletedAt: new Date() })
      .returning();
    const found = (await call('GET', '/api/admin/users?search=gone', admin)).json<AdminUserList>();
    expect(found.users.map((u) => u.id)).not.toContain(row!.id);
  });

  it('refuses editors, partners and visitors', async () => {
    const editor = await signIn(ctx.app, EDITOR);
    expect((await call('GET', '/api/admin/users', editor)).statusCode).toBe(403);
    expect((await call('PATCH', '/api/admin/users/1', editor, { isActive: false })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/audit', editor)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/users')).statusCode).toBe(401);
  });
});

describe('POST /api/admin/users', () => {
  it('creates a verified user, mails a password link and never answers a password', async () => {
    const res = await call('POST', '/api/admin/users', admin, {
      firstName: 'Yeni',
      lastName: 'Kişi',
      email: 'Yeni.Kisi@Example.com',
      phone: '5321112233',
      language: 'en',
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toMatch(/password/i);
    expect(res.json()).toMatchObject({
      email: 'yeni.kisi@example.com',
      isVerified: true,
      isActive: true,
      userType: 'user',
      availableUserTypes: ['user'],
      language: 'en',
    });
    const mail = await waitForMail(ctx.db, 'yeni.kisi@example.com', 'password_reset');
    expect(mail.html).toContain('/reset-password/');
    expect(await auditOf(res.json().id)).toMatchObject([{ action: 'user.created', actorId: adminId }]);
  });

  it('answers 409 USER_EMAIL_TAKEN for a used address, in the caller’s language', async () => {
    const res = await call('POST', '/api/admin/users', admin, { firstName: 'A', lastName: 'B', email: USER }, 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'USER_EMAIL_TAKEN',
      message: 'A user with this e-mail address already exists.',
    });
  });

  it('answers field errors for missing names and a bad address', async () => {
    const res = await call('POST', '/api/admin/users', admin, { firstName: ' ', lastName: '', email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['email', 'firstName', 'lastName']);
  });

  it('creates a partner account by linking an existing partner without an owner', async () => {
    const [p] = await ctx.db
      .insert(partners)
      .values({ username: 'sahipsiz', companyName: 'Sahipsiz Ltd', serviceCategory: 'lojistik' })
      .returning({ id: partners.id });
    const res = await call('POST', '/api/admin/users', admin, {
      firstName: 'Ortak',
      lastName: 'Sahip',
      email: 'ortak@example.com',
      partner: { partnerId: p!.id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ availableUserTypes: ['user', 'partner'], partner: { id: p!.id } });
    const again = await call('POST', '/api/admin/users', admin, {
      firstName: 'İkinci',
      lastName: 'Sahip',
      email: 'ikinci@example.com',
      partner: { partnerId: p!.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PARTNER_ALREADY_LINKED');
  });
});

/** A fresh verified user with the demo password, signed in. */
async function freshUser(email: string, language: 'tr' | 'en' = 'tr') {
  const created = await call('POST', '/api/admin/users', admin, {
    firstName: 'Test',
    lastName: 'Kişi',
    email,
    language,
  });
  const id = created.json().id as number;
  await ctx.db.insert(accounts).values({
    userId: id,
    providerId: 'credential',
    accountId: String(id),
    password: await hashPassword(DEMO_PASSWORD),
  });
  return { id, cookie: await signIn(ctx.app, email) };
}

describe('PATCH /api/admin/users/{id}/type', () => {
  it('grants editor_admin, and revoking it ends the person’s sessions and switches them to user', async () => {
    const { id, cookie } = await freshUser('editor-adayi@example.com');
    const granted = await call('PATCH', `/api/admin/users/${id}/type`, admin, { userType: 'editor_admin' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().availableUserTypes).toEqual(['user', 'editor_admin']);
    // The granted session still works; the person switches to Editör.
    const switched = await call('POST', '/api/auth/switch-account-type', cookie, { userType: 'editor_admin' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().userType).toBe('editor_admin');
    const revoked = await call('PATCH', `/api/admin/users/${id}/type`, admin, {
      userType: 'editor_admin',
      granted: false,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ userType: 'user', availableUserTypes: ['user'] });
    expect((await call('GET', '/api/email-preferences', cookie)).statusCode).toBe(401);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(
      expect.arrayContaining(['user.type.granted', 'user.type.revoked']),
    );
  });

  it('refuses to demote or deactivate the last active master admin, also themselves (409 LAST_MASTER_ADMIN)', async () => {
    const others = await ctx.db
      .select({ id: users.id, types: users.availableUserTypes })
      .from(users)
      .where(eq(users.isActive, true));
    for (const o of others.filter((u) => u.id !== adminId && u.types.includes('master_admin'))) {
      await ctx.db
        .update(users)
        .set({ availableUserTypes: o.types.filter((t) => t !== 'master_admin'), userType: 'user' })
        .where(eq(users.id, o.id));
    }
    const res = await call('PATCH', `/api/admin/users/${adminId}/type`, admin, {
      userType: 'master_admin',
      granted: false,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LAST_MASTER_ADMIN', message: catalogues.tr.adminUsers.lastMasterAdmin });
    // Deactivating oneself is refused anyway; for the last master admin the reason given is that one.
    const off = await call('PATCH', `/api/admin/users/${adminId}`, admin, { isActive: false });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({
      code: 'LAST_MASTER_ADMIN',
      message: catalogues.tr.adminUsers.lastMasterAdminDeactivate,
    });
    // The same guard holds in the service whoever acts (a route only lets a master admin act).
    const editorId = await idOf(EDITOR);
    await expect(setUserActive(ctx.app, editorId, adminId, false)).rejects.toMatchObject({ code: 'LAST_MASTER_ADMIN' });
    const [still] = await ctx.db.select().from(users).where(eq(users.id, adminId));
    expect(still).toMatchObject({ isActive: true, availableUserTypes: expect.arrayContaining(['master_admin']) });
  });

  it('a second, active master admin may be demoted and deactivated; the last one left may not', async () => {
    const { id } = await freshUser('ikinci-ana@example.com');
    await ctx.db
      .update(users)
      .set({ availableUserTypes: ['user', 'master_admin'] })
      .where(eq(users.id, id));
    expect((await call('PATCH', `/api/admin/users/${id}`, admin, { isActive: false })).statusCode).toBe(200);
    // Inactive, it no longer counts: the acting admin is the last active one.
    const self = await call('PATCH', `/api/admin/users/${adminId}/type`, admin, {
      userType: 'master_admin',
      granted: false,
    });
    expect(self.json().code).toBe('LAST_MASTER_ADMIN');
    expect((await call('PATCH', `/api/admin/users/${id}`, admin, { isActive: true })).statusCode).toBe(200);
    const demoted = await call('PATCH', `/api/admin/users/${id}/type`, admin, {
      userType: 'master_admin',
      granted: false,
    });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().availableUserTypes).not.toContain('master_admin');
  });

  it('answers 404 for an unknown user', async () => {
    const res = await call('PATCH', '/api/admin/users/999999/type', admin, { userType: 'editor_admin' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('USER_NOT_FOUND');
  });
});

describe('PATCH /api/admin/users/{id} (active)', () => {
  it('deactivation ends sessions, blocks sign-in and mails; reactivation lets them in again', async () => {
    const { id, cookie } = await freshUser('pasif@example.com');
    const off = await call('PATCH', `/api/admin/users/${id}`, admin, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect((await call('GET', '/api/email-preferences', cookie)).statusCode).toBe(401);
    expect((await login('pasif@example.com')).statusCode).toBe(403);
    expect((await mailsTo(ctx.db, 'pasif@example.com')).map((m) => m.templateType)).toContain('account_suspended');

    const on = await call('PATCH', `/api/admin/users/${id}`, admin, { isActive: true });
    expect(on.json().isActive).toBe(true);
    expect((await login('pasif@example.com')).statusCode).toBe(200);
    expect((await mailsTo(ctx.db, 'pasif@example.com')).map((m) => m.templateType)).toContain('account_reactivated');
    expect((await auditOf(id)).map((a) => a.action)).toEqual(
      expect.arrayContaining(['user.deactivated', 'user.reactivated']),
    );
  });
});

describe('DELETE /api/admin/users/{id}/two-factor', () => {
  it('turns off a locked-out user’s 2FA, signs them out everywhere, audits and mails them in their language', async () => {
    const email = 'telefonu-kayip@example.com';
    const { id } = await freshUser(email, 'en');
    const enrolled = await enrolTwoFactor(ctx.app, email);
    const listed = (await call('GET', `/api/admin/users?search=${email}`, admin)).json<AdminUserList>();
    expect(listed.users).toMatchObject([{ id, twoFactorEnabled: true }]);
    expect((await login(email)).json()).toMatchObject({ twoFactorRedirect: true });

    const res = await call('DELETE', `/api/admin/users/${id}/two-factor`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, twoFactorEnabled: false, isActive: true });
    expect(await ctx.db.select().from(twoFactors).where(eq(twoFactors.userId, id))).toEqual([]);
    // Whoever held a session (the lost phone's browser, a thief) is out.
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect((await call('GET', '/api/user', enrolled.cookie)).statusCode).toBe(401);
    expect(await auditOf(id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'user.two_factor_reset', actorId: adminId })]),
    );
    const alert = (await mailsTo(ctx.db, email)).filter((m) => m.templateType === 'security_alert').at(-1);
    expect(alert).toMatchObject({ language: 'en' });
    expect(alert!.html).toContain('An administrator turned off two-factor sign-in for your account');

    // The password alone signs in now: a session, no second step.
    const again = await login(email);
    expect(again.statusCode).toBe(200);
    expect(again.json()).not.toHaveProperty('twoFactorRedirect', true);
    expect(sessionCookieOf(again)).toBeTruthy();
    // Nothing left to reset.
    const twice = await call('DELETE', `/api/admin/users/${id}/two-factor`, admin, undefined, 'en');
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      code: 'TWO_FACTOR_NOT_ENABLED',
      message: catalogues.en.auth.twoFactorNotEnabled,
    });
  });

  it('answers 404 for an unknown user, refuses the admin’s own account and non-master admins', async () => {
    const unknown = await call('DELETE', '/api/admin/users/999999/two-factor', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('USER_NOT_FOUND');
    const self = await call('DELETE', `/api/admin/users/${adminId}/two-factor`, admin, undefined, 'en');
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({
      code: 'CANNOT_CHANGE_SELF',
      message: catalogues.en.adminUsers.cannotResetOwnTwoFactor,
    });
    const userId = await idOf(USER);
    const editor = await signIn(ctx.app, EDITOR);
    expect((await call('DELETE', `/api/admin/users/${userId}/two-factor`, editor)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/users/${userId}/two-factor`)).statusCode).toBe(401);
    expect((await auditOf(userId)).map((a) => a.action)).not.toContain('user.two_factor_reset');
  });
});

describe('PATCH /api/admin/users/{id}/assign-partner', () => {
  it('links the user as owner with the partner type, and unlinking ends their sessions', async () => {
    const { id, cookie } = await freshUser('bagla@example.com');
    const [p] = await ctx.db
      .insert(partners)
      .values({ username: 'baglanacak', companyName: 'Bağlanacak AŞ', serviceCategory: 'lojistik' })
      .returning({ id: partners.id });
    const linked = await call('PATCH', `/api/admin/users/${id}/assign-partner`, admin, { partnerId: p!.id });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ availableUserTypes: ['user', 'partner'], partner: { id: p!.id } });
    expect((await ctx.db.select().from(partners).where(eq(partners.id, p!.id)))[0]!.userId).toBe(id);

    const unlinked = await call('PATCH', `/api/admin/users/${id}/assign-partner`, admin, { partnerId: null });
    expect(unlinked.json()).toMatchObject({ availableUserTypes: ['user'], partner: null });
    expect((await ctx.db.select().from(partners).where(eq(partners.id, p!.id)))[0]!.userId).toBeNull();
    expect((await call('GET', '/api/email-preferences', cookie)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown partner', async () => {
    const userId = await idOf(USER);
    const res = await call('PATCH', `/api/admin/users/${userId}/assign-partner`, admin, { partnerId: 999999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PARTNER_NOT_FOUND');
  });
});

describe('GET /api/admin/audit', () => {
  it('lists changes newest first with the actor and the target', async () => {
    const res = await call('GET', '/api/admin/audit?targetType=user&limit=5', admin);
    expect(res.statusCode).toBe(200);
    const { entries, total } = res.json<AuditList>();
    expect(total).toBeGreaterThan(0);
    expect(entries[0]!.actor).toMatchObject({ id: adminId, email: ADMIN });
    const times = entries.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(entries.some((e) => e.targetLabel?.includes('@example.com'))).toBe(true);
  });
});
