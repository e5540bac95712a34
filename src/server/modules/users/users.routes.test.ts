import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  conversations,
  emailPreferences,
  files,
  messages,
  newsletterSubscribers,
  notifications,
  partnerFollows,
  partners,
  quoteRequests,
  sessions,
  users,
} from '../../db/schema';
import { catalogues } from '@shared/messages';
import { createTestApp, freshIp, signIn, TEST_ORIGIN } from '../../test/helpers';
import { DELETED_USER_NAME } from './users.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const PASSWORD = 'Guclu-Sifre-2026';
let counter = 0;

/** A fresh, verified account; returns its id, e-mail and a session cookie. */
async function freshUser(first = 'Deniz', last = 'Kara') {
  const email = `panel-${++counter}-${Date.now()}@example.com`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: freshIp(),
    payload: { email, password: PASSWORD, firstName: first, lastName: last },
  });
  expect(res.statusCode).toBe(201);
  await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
  return { id: row!.id, email, cookie: await signIn(ctx.app, email, PASSWORD) };
}

const send = (method: 'PUT' | 'POST' | 'DELETE' | 'GET', url: string, cookie: string | undefined, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    remoteAddress: freshIp(),
    ...(payload ? { payload } : {}),
  });

/** Uploads a real 300x300 PNG through POST /api/upload/profile-image; returns its public URL. */
async function uploadPhoto(cookie: string): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#1e3a8a' } })
    .png()
    .toBuffer();
  const boundary = `----panels${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="profileImage"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/profile-image',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: TEST_ORIGIN, cookie },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { url: string }).url;
}

const loginStatus = async (email: string, password: string) =>
  (await send('POST', '/api/login', undefined, { email, password })).statusCode;

describe('PUT /api/user/profile', () => {
  it('needs a session', async () => {
    expect((await send('PUT', '/api/user/profile', undefined, { firstName: 'Ad', lastName: 'Soyad' })).statusCode).toBe(
      401,
    );
  });

  it('saves the caller own profile, normalising the phone; other accounts stay untouched', async () => {
    const me = await freshUser();
    const other = await freshUser('Başka', 'Kişi');
    const res = await send('PUT', '/api/user/profile', me.cookie, {
      firstName: ' Derya ',
      lastName: 'Ak',
      phone: '+90 (532) 111 22 33',
      company: 'Ak Tekstil',
      title: 'İhracat Müdürü',
      sector: 'Tekstil',
      website: 'https://aktekstil.example.com',
      linkedinProfile: '',
      // Ignored: identity comes from the session only.
      id: other.id,
      email: other.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { id: me.id, firstName: 'Derya', lastName: 'Ak', phone: '5321112233', email: me.email },
      profile: { company: 'Ak Tekstil', title: 'İhracat Müdürü', sector: 'Tekstil', linkedinProfile: null },
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ name: 'Derya Ak', website: 'https://aktekstil.example.com' });
    const [untouched] = await ctx.db.select().from(users).where(eq(users.id, other.id));
    expect(untouched).toMatchObject({ firstName: 'Başka', company: null });
    // And it shows on the next read.
    expect((await send('GET', '/api/user/profile', me.cookie)).json()).toMatchObject({ title: 'İhracat Müdürü' });
  });

  it('refuses invalid fields with localised field errors', async () => {
    const me = await freshUser();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { origin: TEST_ORIGIN, cookie: me.cookie, 'accept-language': 'tr' },
      payload: { firstName: 'A', lastName: 'Kara', phone: '4321112233', website: 'not a url' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['firstName', 'phone', 'website']);
    expect(body.fieldErrors.website).toEqual(['Geçerli bir web adresi giriniz (örneğin ornek.com)']);
  });

  it('accepts only a public image the caller uploaded', async () => {
    const me = await freshUser();
    const other = await freshUser();
    await ctx.db.insert(files).values([
      {
        fileName: `mine-${me.id}.jpg`,
        originalName: 'me.jpg',
        fileSize: 100,
        mimeType: 'image/jpeg',
        category: 'image',
        source: 'profile',
        isPublic: true,
        uploadedBy: me.id,
      },
      {
        fileName: `theirs-${other.id}.jpg`,
        originalName: 'them.jpg',
        fileSize: 100,
        mimeType: 'image/jpeg',
        category: 'image',
        source: 'profile',
        isPublic: true,
        uploadedBy: other.id,
      },
    ]);
    const base = { firstName: 'Deniz', lastName: 'Kara' };
    const theirs = await send('PUT', '/api/user/profile', me.cookie, {
      ...base,
      profileImage: `/public-objects/theirs-${other.id}.jpg`,
    });
    expect(theirs.statusCode).toBe(400);
    expect(Object.keys(theirs.json().fieldErrors)).toEqual(['profileImage']);
    expect(
      (await send('PUT', '/api/user/profile', me.cookie, { ...base, profileImage: 'https://evil.example/x.jpg' }))
        .statusCode,
    ).toBe(400);
    const mine = await send('PUT', '/api/user/profile', me.cookie, {
      ...base,
      profileImage: `/public-objects/mine-${me.id}.jpg`,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().profile.profileImage).toBe(`/public-objects/mine-${me.id}.jpg`);
  });
});

describe('PUT /api/user/language (issue 22; docs/decisions/038)', () => {
  it('sets the account language the session user carries; refuses visitors, another language, another site', async () => {
    const me = await freshUser();
    expect((await send('PUT', '/api/user/language', undefined, { language: 'en' })).statusCode).toBe(401);

    const bad = await send('PUT', '/api/user/language', me.cookie, { language: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.language).toEqual([catalogues.tr.users.invalidLanguage]);
    // A state change sent from another site changes nothing (CSRF, ARCHITECTURE.md).
    const foreign = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: { cookie: me.cookie, origin: 'https://evil.example.com' },
      payload: { language: 'en' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await ctx.db.select().from(users).where(eq(users.id, me.id)))[0]!.language).toBe('tr');

    const res = await send('PUT', '/api/user/language', me.cookie, { language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: me.id, language: 'en' });
    expect((await send('GET', '/api/user', me.cookie)).json()).toMatchObject({ language: 'en' });
    expect((await send('PUT', '/api/user/language', me.cookie, { language: 'tr' })).json().language).toBe('tr');
  });
});

describe('POST /api/user/password', () => {
  it('needs the current password', async () => {
    const me = await freshUser();
    const res = await send('POST', '/api/user/password', me.cookie, {
      currentPassword: 'Yanlis-Sifre-1',
      newPassword: 'Yeni-Guclu-Parola-77',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    expect(res.json().fieldErrors.currentPassword).toHaveLength(1);
    expect(await loginStatus(me.email, PASSWORD)).toBe(200);
  });

  it('refuses a weak new password with the reason', async () => {
    const me = await freshUser();
    const res = await send('POST', '/api/user/password', me.cookie, {
      currentPassword: PASSWORD,
      newPassword: 'password1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.newPassword).toHaveLength(1);
  });

  it('changes the password and ends the other sessions; this device stays signed in', async () => {
    const me = await freshUser();
    const otherDevice = await signIn(ctx.app, me.email, PASSWORD);
    expect((await send('GET', '/api/user', otherDevice)).statusCode).toBe(200);
    const res = await send('POST', '/api/user/password', me.cookie, {
      currentPassword: PASSWORD,
      newPassword: 'Yeni-Guclu-Parola-77',
    });
    expect(res.statusCode).toBe(200);
    expect((await send('GET', '/api/user', otherDevice)).statusCode).toBe(401);
    const setCookie = String(res.headers['set-cookie'] ?? '');
    const fresh = /epp\.session_token=[^;]+/.exec(setCookie)?.[0];
    expect(fresh).toBeDefined();
    expect((await send('GET', '/api/user', fresh)).statusCode).toBe(200);
    expect(await loginStatus(me.email, PASSWORD)).toBe(401);
    expect(await loginStatus(me.email, 'Yeni-Guclu-Parola-77')).toBe(200);
  });
});

describe('DELETE /api/user', () => {
  it('needs an explicit confirmation', async () => {
    const me = await freshUser();
    expect((await send('DELETE', '/api/user', me.cookie, { confirm: false })).statusCode).toBe(400);
    expect((await send('DELETE', '/api/user', me.cookie, {})).statusCode).toBe(400);
    expect((await send('GET', '/api/user', me.cookie)).statusCode).toBe(200);
  });

  it('anonymises the account, keeps the other party records, and the user cannot sign in again', async () => {
    const me = await freshUser('Silinecek', 'Kişi');
    await send('PUT', '/api/user/profile', me.cookie, {
      firstName: 'Silinecek',
      lastName: 'Kişi',
      phone: '5329998877',
      company: 'Gizli AŞ',
    });
    const [partner] = await ctx.db.select().from(partners).where(eq(partners.username, 'egelojistik'));
    const partnerUserId = partner!.userId!;
    await ctx.db.insert(partnerFollows).values({ userId: me.id, partnerId: partner!.id });
    await ctx.db
      .update(partners)
      .set({ followersCount: partner!.followersCount + 1 })
      .where(eq(partners.id, partner!.id));
    const [quote] = await ctx.db
      .insert(quoteRequests)
      .values({
        partnerId: partner!.id,
        userId: me.id,
        fullName: 'Silinecek Kişi',
        companyName: 'Gizli AŞ',
        email: me.email,
        phone: '5329998877',
        serviceNeeded: 'Lojistik',
        kvkkAcceptedAt: new Date(),
      })
      .returning();
    const [low, high] = [me.id, partnerUserId].sort((a, b) => a - b) as [number, number];
    const conversationId = `${low}-${high}`;
    await ctx.db
      .insert(conversations)
      .values({ id: conversationId, userLowId: low, userHighId: high, startedBy: me.id });
    const [message] = await ctx.db
      .insert(messages)
      .values({ conversationId, senderId: me.id, receiverId: partnerUserId, message: 'Merhaba' })
      .returning();
    await ctx.db.insert(emailPreferences).values({ userId: me.id }).onConflictDoNothing();
    await ctx.db.insert(newsletterSubscribers).values({ email: me.email, unsubscribeToken: `tok-${me.id}` });
    await ctx.db.insert(notifications).values({ userId: me.id, type: 'follower', title: 't', message: 'm' });

    const res = await send('DELETE', '/api/user', me.cookie, { confirm: true });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/epp\.session_token=;|Max-Age=0/i);

    const [row] = await ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({
      name: '',
      firstName: '',
      lastName: '',
      email: `deleted-${me.id}@deleted.invalid`,
      phone: null,
      company: null,
      profileImage: null,
      isActive: false,
    });
    expect(row!.deletedAt).not.toBeNull();
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, me.id))).toHaveLength(0);
    expect(await ctx.db.select().from(accounts).where(eq(accounts.userId, me.id))).toHaveLength(0);
    expect(await ctx.db.select().from(emailPreferences).where(eq(emailPreferences.userId, me.id))).toHaveLength(0);
    expect(
      await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, me.email)),
    ).toHaveLength(0);
    expect(await ctx.db.select().from(notifications).where(eq(notifications.userId, me.id))).toHaveLength(0);
    expect(await ctx.db.select().from(partnerFollows).where(eq(partnerFollows.userId, me.id))).toHaveLength(0);
    const [after] = await ctx.db.select().from(partners).where(eq(partners.id, partner!.id));
    expect(after!.followersCount).toBe(partner!.followersCount);

    // The partner's records stay readable, without the person's name, address or phone.
    const [keptQuote] = await ctx.db.select().from(quoteRequests).where(eq(quoteRequests.id, quote!.id));
    expect(keptQuote).toMatchObject({
      fullName: DELETED_USER_NAME,
      email: `deleted-${me.id}@deleted.invalid`,
      phone: '',
      serviceNeeded: 'Lojistik',
    });
    const [keptMessage] = await ctx.db.select().from(messages).where(eq(messages.id, message!.id));
    expect(keptMessage).toMatchObject({ message: 'Merhaba', senderId: me.id });

    expect((await send('GET', '/api/user', me.cookie)).statusCode).toBe(401);
    expect(await loginStatus(me.email, PASSWORD)).toBe(401);
    expect(await loginStatus(`deleted-${me.id}@deleted.invalid`, PASSWORD)).toBe(401);
  });

  it('deletes the uploaded profile photo (row and object)', async () => {
    const me = await freshUser();
    const url = await uploadPhoto(me.cookie);
    expect(
      (await send('PUT', '/api/user/profile', me.cookie, { firstName: 'Foto', lastName: 'Sahibi', profileImage: url }))
        .statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await send('DELETE', '/api/user', me.cookie, { confirm: true })).statusCode).toBe(200);
    const fileName = url.slice('/public-objects/'.length);
    expect(await ctx.db.select().from(files).where(eq(files.fileName, fileName))).toHaveLength(0);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('makes the user own partner passive and unlinked', async () => {
    const me = await freshUser();
    const [own] = await ctx.db
      .insert(partners)
      .values({ userId: me.id, username: `own-${me.id}`, companyName: 'Kendi Firmam', serviceCategory: 'lojistik' })
      .returning();
    expect((await send('DELETE', '/api/user', me.cookie, { confirm: true })).statusCode).toBe(200);
    const [after] = await ctx.db.select().from(partners).where(eq(partners.id, own!.id));
    expect(after).toMatchObject({ isActive: false, userId: null });
    // No longer in the catalogue.
    expect((await send('GET', `/api/partners/${own!.id}`, undefined)).statusCode).toBe(404);
  });

  it('refuses to delete the last master admin (409 LAST_MASTER_ADMIN), in the caller’s language', async () => {
    const admin = await signIn(ctx.app, 'admin@demo.example.com');
    const others = await ctx.db
      .select({ id: users.id, types: users.availableUserTypes })
      .from(users)
      .where(and(eq(users.isActive, true)));
    const masters = others.filter((u) => u.types.includes('master_admin'));
    expect(masters).toHaveLength(1);
    const res = await send('DELETE', '/api/user', admin, { confirm: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LAST_MASTER_ADMIN', message: catalogues.tr.users.lastMasterAdmin });
    const inEnglish = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { origin: TEST_ORIGIN, cookie: admin, 'accept-language': 'en' },
      payload: { confirm: true },
    });
    expect(inEnglish.json()).toMatchObject({
      code: 'LAST_MASTER_ADMIN',
      message: catalogues.en.users.lastMasterAdmin,
    });
    expect((await send('GET', '/api/user', admin)).statusCode).toBe(200);
  });

  it('an inactive second master admin does not count: the active one still cannot delete itself', async () => {
    const admin = await signIn(ctx.app, 'admin@demo.example.com');
    const second = await freshUser();
    await ctx.db
      .update(users)
      .set({ availableUserTypes: ['user', 'master_admin'], isActive: false })
      .where(eq(users.id, second.id));
    try {
      const res = await send('DELETE', '/api/user', admin, { confirm: true });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('LAST_MASTER_ADMIN');
    } finally {
      await ctx.db
        .update(users)
        .set({ availableUserTypes: ['user'] })
        .where(eq(users.id, second.id));
    }
  });
});
