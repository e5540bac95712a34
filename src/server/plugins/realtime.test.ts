import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@shared/contracts/notifications';
import { conversationIdFor } from '@shared/contracts/messages';
import type { TypingEvent, UnreadCounts } from '@shared/contracts/realtime';
import { endUserSessions } from '../auth/sessions';
import { notifications, partners, users } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { withRealtimeScope } from '../lib/realtime';
import { createTestApp, freshIp, linkIn, sessionCookieOf, signIn, TEST_ORIGIN, waitForMail } from '../test/helpers';
import { connectClient, listen, refusal, type TestClient } from '../test/sockets';

/** The realtime socket (plugins/realtime.ts; issue 10 "Realtime"; PRODUCT-DECISIONS 7). */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
const clients: TestClient[] = [];

const USER = 'kullanici@demo.example.com';
const PARTNER = 'partner@demo.example.com';
const PARTNER2 = 'partner2@demo.example.com';
const ADMIN = 'admin@demo.example.com';

beforeAll(async () => {
  ctx = await createTestApp();
  base = await listen(ctx.app);
});
afterEach(() => {
  for (const c of clients.splice(0)) c.socket.close();
});
afterAll(async () => ctx?.close());

async function connect(opts: Parameters<typeof connectClient>[1]) {
  const client = await connectClient(base, opts);
  clients.push(client);
  return client;
}

async function idOf(email: string): Promise<number> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** The name the `follower` notification shows for the demo user. */
async function followerName(): Promise<string> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, USER));
  return `${row!.firstName} ${row!.lastName}`.trim();
}

async function partnerIdOf(email: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.userId, await idOf(email)));
  return row!.id;
}

const send = (method: 'POST' | 'DELETE' | 'PUT', url: string, cookie: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: { cookie, origin: TEST_ORIGIN }, remoteAddress: freshIp(), payload });

/** The user follows the partner afresh, so the partner's owner gets a `follower` notification. */
async function follow(cookie: string, partnerId: number) {
  await send('DELETE', `/api/partners/${partnerId}/follow`, cookie);
  const res = await send('POST', `/api/partners/${partnerId}/follow`, cookie);
  expect(res.statusCode).toBe(200);
}

/**
 * Proves that nothing else reached `client` before now: the hub sends it a probe, and the probe must
 * be the only event recorded (events to one socket arrive in the order they were emitted).
 */
async function expectNothingBut(client: TestClient, userId: number) {
  const probe = { messages: -1, notifications: -1 };
  ctx.app.realtime.toUsers([userId], 'unread:changed', probe);
  await client.next('unread:changed', (p: UnreadCounts) => p.messages === -1);
  expect(client.received).toEqual([{ event: 'unread:changed', payload: probe }]);
}

describe('handshake', () => {
  it('refuses a signed-out socket, whatever it claims to be', async () => {
    const partnerId = await idOf(PARTNER);
    expect(await refusal(base)).toBe('UNAUTHORIZED');
    expect(await refusal(base, { auth: { userId: partnerId, userName: 'Ege', userEmail: PARTNER } })).toBe(
      'UNAUTHORIZED',
    );
    expect(await refusal(base, { cookie: 'epp.session_token=made-up.value' })).toBe('UNAUTHORIZED');
  });

  it('refuses a handshake from another site even with a valid cookie (cross-site WebSocket hijacking)', async () => {
    const cookie = await signIn(ctx.app, USER);
    expect(await refusal(base, { cookie, origin: 'https://evil.example' })).toBe('BAD_ORIGIN');
    expect(await refusal(base, { cookie, origin: 'null' })).toBe('BAD_ORIGIN');
    const own = await connect({ cookie, origin: TEST_ORIGIN });
    expect(own.socket.connected).toBe(true);
  });

  it('refuses the session of a deactivated account', async () => {
    const cookie = await signIn(ctx.app, PARTNER2);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.email, PARTNER2));
    try {
      expect(await refusal(base, { cookie })).toBe('UNAUTHORIZED');
    } finally {
      await ctx.db.update(users).set({ isActive: true }).where(eq(users.email, PARTNER2));
    }
  });

  it("a socket that claims another user's id receives nothing of theirs", async () => {
    const [userId, partnerUserId] = [await idOf(USER), await idOf(PARTNER)];
    const userCookie = await signIn(ctx.app, USER);
    const partnerCookie = await signIn(ctx.app, PARTNER);
    const claims = { userId: partnerUserId, userName: 'Ege Lojistik', userEmail: PARTNER };
    const impostor = await connect({ cookie: userCookie, auth: claims });
    const partner = await connect({ cookie: partnerCookie });

    await follow(userCookie, await partnerIdOf(PARTNER));
    const pushed = await partner.next<Notification>('notification:new');
    expect(pushed.type).toBe('follower');
    await partner.next('unread:changed');
    // The impostor is the follower's own socket: it got neither the partner's notification nor counts.
    await expectNothingBut(impostor, userId);
  });
});

describe('pushes', () => {
  it('a notification created by a route arrives live in the receiver’s language, with the new counts', async () => {
    const partnerUserId = await idOf(PARTNER);
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, partnerUserId));
    const partner = await connect({ cookie: await signIn(ctx.app, PARTNER) });
    const userCookie = await signIn(ctx.app, USER);

    await follow(userCookie, await partnerIdOf(PARTNER));
    const pushed = await partner.next<Notification>('notification:new');
    const counts = await partner.next<UnreadCounts>('unread:changed');

    const [row] = await ctx.db.select().from(notifications).where(eq(notifications.id, pushed.id));
    expect(row!.userId).toBe(partnerUserId);
    expect(pushed).toEqual({
      id: row!.id,
      type: 'follower',
      title: 'New Follower',
      message: `${await followerName()} started following your company.`,
      isRead: false,
      actionUrl: row!.actionUrl,
      createdAt: row!.createdAt.toISOString(),
    });
    const [unread] = await ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, partnerUserId), eq(notifications.isRead, false)));
    expect(counts).toEqual({ messages: 0, notifications: unread!.n });
  });

  it('toUsers reaches every socket of the user and nobody else', async () => {
    const [userId, partnerUserId] = [await idOf(USER), await idOf(PARTNER)];
    const tabA = await connect({ cookie: await signIn(ctx.app, USER) });
    const tabB = await connect({ cookie: await signIn(ctx.app, USER) });
    const other = await connect({ cookie: await signIn(ctx.app, PARTNER) });
    ctx.app.realtime.toUsers([userId], 'unread:changed', { messages: 3, notifications: 4 });
    expect(await tabA.next('unread:changed')).toEqual({ messages: 3, notifications: 4 });
    expect(await tabB.next('unread:changed')).toEqual({ messages: 3, notifications: 4 });
    await expectNothingBut(other, partnerUserId);
  });
});

describe('typing', () => {
  it('is relayed to the other member only, with the sender’s id from the session', async () => {
    const [userId, partnerUserId, thirdId] = [await idOf(USER), await idOf(PARTNER), await idOf(PARTNER2)];
    const conversationId = conversationIdFor(userId, partnerUserId);
    // The sender claims to be someone else: the relayed id is still its own.
    const user = await connect({ cookie: await signIn(ctx.app, USER), auth: { userId: thirdId } });
    const partner = await connect({ cookie: await signIn(ctx.app, PARTNER) });

    user.socket.emit('typing', { conversationId });
    expect(await partner.next<TypingEvent>('typing')).toEqual({ conversationId, userId });
    // Never echoed to the sender.
    await expectNothingBut(user, userId);
  });

  it('a non-member’s typing, a malformed one, or one to someone the sender may not write to, is dropped', async () => {
    const [userId, partnerUserId, thirdId, adminId] = [
      await idOf(USER),
      await idOf(PARTNER),
      await idOf(PARTNER2),
      await idOf(ADMIN),
    ];
    const user = await connect({ cookie: await signIn(ctx.app, USER) });
    const partner = await connect({ cookie: await signIn(ctx.app, PARTNER) });
    const third = await connect({ cookie: await signIn(ctx.app, PARTNER2) });
    const admin = await connect({ cookie: await signIn(ctx.app, ADMIN) });

    // Not a member of the partner's conversation with the third partner.
    user.socket.emit('typing', { conversationId: conversationIdFor(partnerUserId, thirdId) });
    user.socket.emit('typing', { conversationId: `${partnerUserId}-${partnerUserId}` });
    user.socket.emit('typing', { conversationId: 'nope' } as never);
    user.socket.emit('typing', 42 as never);
    // A member, but a user may not write to an admin (POST /api/messages answers MESSAGE_NOT_ALLOWED).
    user.socket.emit('typing', { conversationId: conversationIdFor(userId, adminId) });
    // The same socket's conversation with a partner, sent after: events of one socket are handled in
    // order, so once it arrives the dropped ones would have arrived before it.
    const own = conversationIdFor(userId, partnerUserId);
    user.socket.emit('typing', { conversationId: own });
    await partner.next('typing');
    expect(partner.received).toEqual([{ event: 'typing', payload: { conversationId: own, userId } }]);
    await expectNothingBut(third, thirdId);
    await expectNothingBut(admin, adminId);
  });

  it('a partner’s typing reaches only people it may answer', async () => {
    const [userId, partnerUserId, thirdId] = [await idOf(USER), await idOf(PARTNER), await idOf(PARTNER2)];
    const userCookie = await signIn(ctx.app, USER);
    const wrote = await send('POST', '/api/messages', userCookie, { recipientId: partnerUserId, message: 'Merhaba' });
    expect(wrote.statusCode).toBe(201);
    const partner = await connect({ cookie: await signIn(ctx.app, PARTNER) });
    const third = await connect({ cookie: await signIn(ctx.app, PARTNER2) });
    const user = await connect({ cookie: userCookie });
    // Partner to partner, with no message or quote request between them: no conversation may start.
    partner.socket.emit('typing', { conversationId: conversationIdFor(partnerUserId, thirdId) });
    // The user wrote to the partner, so the partner may answer (and type).
    const answered = conversationIdFor(userId, partnerUserId);
    partner.socket.emit('typing', { conversationId: answered });
    expect(await user.next<TypingEvent>('typing')).toEqual({ conversationId: answered, userId: partnerUserId });
    await expectNothingBut(third, thirdId);
  });
});

describe('disconnects', () => {
  it('sign-out (both platform paths and better-auth’s) disconnects that session’s sockets only', async () => {
    const partnerUserId = await idOf(PARTNER2);
    for (const url of ['/api/logout', '/api/auth/logout', '/api/auth/sign-out']) {
      const ending = await signIn(ctx.app, PARTNER2);
      const staying = await signIn(ctx.app, PARTNER2);
      const endingSocket = await connect({ cookie: ending });
      const stayingSocket = await connect({ cookie: staying });
      const res = await send('POST', url, ending, url === '/api/auth/sign-out' ? {} : undefined);
      expect(res.statusCode, url).toBe(200);
      expect(await endingSocket.disconnected).toBe('io server disconnect');
      await expectNothingBut(stayingSocket, partnerUserId);
      expect(stayingSocket.socket.connected).toBe(true);
    }
  });

  it('a password change disconnects every socket of the user; the new session connects', async () => {
    const email = 'partner3@demo.example.com';
    const current = await signIn(ctx.app, email);
    const other = await signIn(ctx.app, email);
    const here = await connect({ cookie: current });
    const elsewhere = await connect({ cookie: other });
    const res = await send('POST', '/api/user/password', current, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Yepyeni-Sifre-2026!',
    });
    expect(res.statusCode).toBe(200);
    expect(await here.disconnected).toBe('io server disconnect');
    expect(await elsewhere.disconnected).toBe('io server disconnect');
    const renewed = sessionCookieOf(res)!;
    expect(await refusal(base, { cookie: other })).toBe('UNAUTHORIZED');
    const again = await connect({ cookie: renewed });
    expect(again.socket.connected).toBe(true);
  });

  it('a password reset through the mailed link disconnects the user’s sockets', async () => {
    const email = 'admin@demo.example.com';
    const socket = await connect({ cookie: await signIn(ctx.app, email) });
    const post = (url: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, remoteAddress: freshIp(), payload });
    expect((await post('/api/auth/request-password-reset', { email })).statusCode).toBe(200);
    const mail = await waitForMail(ctx.db, email, 'password_reset');
    const callback = await ctx.app.inject({ method: 'GET', url: linkIn(mail.html, '/reset-password/') });
    const token = new URL(callback.headers.location!, TEST_ORIGIN).searchParams.get('token')!;
    const done = await post('/api/auth/reset-password', { token, newPassword: 'Yepyeni-Sifre-2026!' });
    expect(done.statusCode).toBe(200);
    expect(await socket.disconnected).toBe('io server disconnect');
  });

  it('ending a user’s sessions (deactivation, role removal) disconnects their sockets', async () => {
    const userId = await idOf(PARTNER);
    const socket = await connect({ cookie: await signIn(ctx.app, PARTNER) });
    await withRealtimeScope(ctx.app.realtime, () => endUserSessions(ctx.db, userId));
    expect(await socket.disconnected).toBe('io server disconnect');
  });

  it('deleting the account disconnects its sockets', async () => {
    const email = 'editor@demo.example.com';
    const cookie = await signIn(ctx.app, email);
    const socket = await connect({ cookie });
    const res = await send('DELETE', '/api/user', cookie, { confirm: true });
    expect(res.statusCode).toBe(200);
    expect(await socket.disconnected).toBe('io server disconnect');
    expect(await refusal(base, { cookie })).toBe('UNAUTHORIZED');
  });
});
