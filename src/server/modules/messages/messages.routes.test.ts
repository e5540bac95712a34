import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, like } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  conversationIdFor,
  type Conversation,
  type Message,
  sendMessageSchema,
  type SendMessageInput,
} from '@shared/contracts/messages';
import type { UserType } from '@shared/constants';
import { catalogues } from '@shared/messages';
import {
  accounts,
  conversations,
  files,
  messages,
  notifications,
  partnerActivities,
  partners,
  quoteRequests,
  rateLimits,
  users,
} from '../../db/schema';
import { type RealtimeHub, withRealtimeScope } from '../../lib/realtime';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp, signIn, TEST_ORIGIN } from '../../test/helpers';
import type { Viewer } from '../../lib/viewer';
import { markConversationRead, sendMessage } from './messages.service';

/** A minimal PDF (detected by content). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A small red PNG. */
const png = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

/** A multipart body with one file part, as a browser sends it (FormData through a Request). */
async function multipart(field: string, name: string, data: Buffer) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

const tr = catalogues.tr.messages;
const en = catalogues.en.messages;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
let user: string; // kullanici@: a plain user, the one who writes first
let p1: string; // partner@: owns egelojistik, active type partner
let p2: string; // partner2@: owns ipekyolu, active type partner
let p3: string; // partner3@: owns martikargo
let editor: string; // editor@: the third user of most access tests
let admin: string;
const uid: Record<string, number> = {};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'epp-messages-'));
  ctx = await createTestApp({ dataDir });
  [user, p1, p2, p3, editor, admin] = await Promise.all([
    signIn(ctx.app, 'kullanici@demo.example.com'),
    signIn(ctx.app, 'partner@demo.example.com'),
    signIn(ctx.app, 'partner2@demo.example.com'),
    signIn(ctx.app, 'partner3@demo.example.com'),
    signIn(ctx.app, 'editor@demo.example.com'),
    signIn(ctx.app, 'admin@demo.example.com'),
  ]);
  for (const u of await ctx.db.select({ id: users.id, email: users.email }).from(users))
    uid[u.email.split('@')[0]!] = u.id;
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every test starts with no messages, conversations or message notifications and a fresh send limit. */
beforeEach(async () => {
  await ctx.db.delete(messages);
  await ctx.db.delete(conversations);
  await ctx.db.delete(notifications).where(eq(notifications.type, 'message_received'));
  await ctx.db.delete(rateLimits).where(like(rateLimits.key, 'epp:user:sendMessage:%'));
});

interface Call {
  method: 'GET' | 'POST';
  url: string;
  cookie: string | null;
  payload?: unknown;
  headers?: Record<string, string>;
}

function api({ method, url, cookie, payload, headers = {} }: Call) {
  return ctx.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const get = (url: string, cookie: string | null, headers?: Record<string, string>) =>
  api({ method: 'GET', url, cookie, ...(headers ? { headers } : {}) });

/** POST /api/messages. */
function send(cookie: string | null, body: Record<string, unknown>, headers?: Record<string, string>) {
  return api({ method: 'POST', url: '/api/messages', cookie, payload: body, ...(headers ? { headers } : {}) });
}

const markRead = (cookie: string | null, conversationId: string) =>
  api({ method: 'POST', url: `/api/conversations/${conversationId}/mark-read`, cookie });

/** The pushes a request queued after its commit, recorded instead of sent. */
interface Recorded {
  events: { userIds: number[]; event: string; payload: unknown }[];
  notifications: number[];
  counts: number[];
}

/**
 * Runs `fn` in a realtime scope whose hub records what would be pushed. The pushes of a request run
 * in the realtime plugin's request scope, so these tests call the service functions behind the
 * routes directly (the routes only parse and answer).
 */
async function live<T>(fn: () => Promise<T>): Promise<{ result: T } & Recorded> {
  const recorded: Recorded = { events: [], notifications: [], counts: [] };
  const hub: RealtimeHub = {
    toUsers: (userIds, event, ...args) => {
      recorded.events.push({ userIds: [...userIds], event, payload: args[0] });
    },
    pushNotifications: async (ids) => {
      recorded.notifications.push(...ids);
    },
    pushUnreadCounts: async (ids) => {
      recorded.counts.push(...ids);
    },
    disconnectUsers: () => {},
    disconnectSession: () => {},
  };
  const result = await withRealtimeScope(hub, fn);
  return { result, ...recorded };
}

/** The session viewer of a demo account with its active type. */
const viewer = (name: string, userType: UserType): Viewer => ({
  id: uid[name]!,
  userType,
  availableUserTypes: ['user', userType],
});

/** The service call behind POST /api/messages. */
const sendAs = (who: Viewer, body: SendMessageInput, key?: string) =>
  sendMessage(ctx.db, who, sendMessageSchema.parse(body), key);

const unreadMessageNotifications = (userId: number) =>
  ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, 'message_received'),
        eq(notifications.isRead, false),
      ),
    );

const messageRows = async () => (await ctx.db.select({ n: count() }).from(messages))[0]!.n;

describe('access', () => {
  it('refuses visitors with 401 on every messaging route', async () => {
    const id = conversationIdFor(uid.kullanici!, uid.partner!);
    for (const res of [
      await get('/api/user/conversations', null),
      await get(`/api/conversations/${id}/messages`, null),
      await markRead(null, id),
      await send(null, { recipientId: uid.partner, message: 'Merhaba' }),
      await get('/api/messages/unread-count', null),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it('a third user cannot read, mark or post into a conversation: 404 as for an unknown one', async () => {
    const first = await send(user, { recipientId: uid.partner, message: 'Merhaba, fiyat alabilir miyim?' });
    expect(first.statusCode).toBe(201);
    const id = first.json<Message>().conversationId;

    // A third user, and an admin too: conversations are the two members' only.
    for (const third of [p3, editor, admin]) {
      const read = await get(`/api/conversations/${id}/messages`, third);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ code: 'CONVERSATION_NOT_FOUND', message: tr.conversationNotFound });
      const mark = await markRead(third, id);
      expect(mark.statusCode).toBe(404);
      expect(mark.json().code).toBe('CONVERSATION_NOT_FOUND');
      // Posting with someone else's conversation id: the id is not the sender's and the recipient's.
      const post = await send(third, { conversationId: id, recipientId: uid.partner, message: 'Araya giriyorum' });
      expect(post.statusCode).toBe(404);
      expect(post.json().code).toBe('CONVERSATION_NOT_FOUND');
    }
    // Malformed ids and ids of other people answer the same way.
    for (const bad of ['abc', '5-3', '0-1', '99998-99999', conversationIdFor(uid.kullanici!, uid.partner2!)]) {
      expect((await get(`/api/conversations/${bad}/messages`, editor)).statusCode).toBe(404);
    }
    // Nothing leaked or stored: the members still see exactly the one message.
    expect(await messageRows()).toBe(1);
    const own = await get(`/api/conversations/${id}/messages`, p1);
    expect(own.json<Message[]>().map((m) => m.message)).toEqual(['Merhaba, fiyat alabilir miyim?']);
  });

  it('a sender whose active type is partner cannot open a conversation (403), but answers one', async () => {
    const open = await send(p2, { recipientId: uid.kullanici, message: 'Hizmetlerimizi tanıtmak isteriz' });
    expect(open.statusCode).toBe(403);
    expect(open.json()).toMatchObject({ code: 'MESSAGE_NOT_ALLOWED', message: tr.partnerCannotStart });
    const inEnglish = await send(p2, { recipientId: uid.kullanici, message: 'Hi' }, { 'accept-language': 'en' });
    expect(inEnglish.json().message).toBe(en.partnerCannotStart);
    expect(await messageRows()).toBe(0);

    const asked = await send(user, { recipientId: uid.partner2, message: 'Gümrük desteği veriyor musunuz?' });
    expect(asked.statusCode).toBe(201);
    const answer = await send(p2, {
      conversationId: asked.json<Message>().conversationId,
      recipientId: uid.kullanici,
      message: 'Evet, veriyoruz.',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json<Message>()).toMatchObject({ senderId: uid.partner2, receiverId: uid.kullanici });
  });

  it('refuses the sender as recipient, unknown, deactivated and deleted users', async () => {
    const cases = [uid.kullanici, 999_999];
    for (const recipientId of cases) {
      const res = await send(user, { recipientId, message: 'Merhaba' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'MESSAGE_RECIPIENT_INVALID', message: tr.recipientInvalid });
    }
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, uid.partner3!));
    const inactive = await send(user, { recipientId: uid.partner3, message: 'Merhaba' });
    await ctx.db.update(users).set({ isActive: true, deletedAt: new Date() }).where(eq(users.id, uid.partner3!));
    const deleted = await send(user, { recipientId: uid.partner3, message: 'Merhaba' });
    await ctx.db.update(users).set({ deletedAt: null }).where(eq(users.id, uid.partner3!));
    expect(inactive.json().code).toBe('MESSAGE_RECIPIENT_INVALID');
    expect(deleted.json().code).toBe('MESSAGE_RECIPIENT_INVALID');
    expect(await messageRows()).toBe(0);
  });

  it('refuses an empty message and answers 429 over the send limit', async () => {
    const empty = await send(user, { recipientId: uid.partner, message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.message).toEqual([tr.messageEmpty]);

    // The limiter's window for this user is already full (60 sends this minute).
    await ctx.db.insert(rateLimits).values({
      key: `epp:user:sendMessage:${uid.kullanici}`,
      count: 60,
      lastRequest: Date.now() + 60_000,
    });
    const over = await send(user, { recipientId: uid.partner, message: 'Bir tane daha' });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    expect(await messageRows()).toBe(0);
  });
});

describe('who may write to whom (spec §2, §6; issue 18; decision 014)', () => {
  let plain: number; // a second plain user, who owns no partner
  let plainCookie: string;

  beforeAll(async () => {
    const [row] = await ctx.db
      .insert(users)
      .values({
        name: 'Deniz Kara',
        email: 'deniz.kara@example.com',
        emailVerified: true,
        firstName: 'Deniz',
        lastName: 'Kara',
      })
      .returning({ id: users.id });
    plain = row!.id;
    await ctx.db.insert(accounts).values({
      userId: plain,
      providerId: 'credential',
      accountId: String(plain),
      password: await hashPassword(DEMO_PASSWORD),
    });
    plainCookie = await signIn(ctx.app, 'deniz.kara@example.com');
  });
  beforeEach(async () => {
    await ctx.db.delete(quoteRequests).where(eq(quoteRequests.userId, plain));
  });

  const conversationRows = async () => (await ctx.db.select({ n: count() }).from(conversations))[0]!.n;
  const notificationRows = async () =>
    (await ctx.db.select({ n: count() }).from(notifications).where(eq(notifications.type, 'message_received')))[0]!.n;

  /** Asserts a 403 MESSAGE_NOT_ALLOWED that stored nothing: no message, conversation or notification. */
  async function refused(res: Awaited<ReturnType<typeof send>>, text: string = tr.notAllowed) {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'MESSAGE_NOT_ALLOWED', message: text });
    expect(await messageRows()).toBe(0);
    expect(await conversationRows()).toBe(0);
    expect(await notificationRows()).toBe(0);
  }

  const requestQuote = async (userId: number, partnerUsername: string) => {
    const [partner] = await ctx.db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.username, partnerUsername));
    await ctx.db.insert(quoteRequests).values({
      partnerId: partner!.id,
      userId,
      fullName: 'Deniz Kara',
      companyName: 'Kara Dış Ticaret',
      email: 'deniz.kara@example.com',
      phone: '5321110099',
      serviceNeeded: 'Parsiyel taşımacılık',
      kvkkAcceptedAt: new Date(),
    });
  };

  it('a user writes to a partner (201)', async () => {
    expect((await send(user, { recipientId: uid.partner, message: 'Fiyat alabilir miyim?' })).statusCode).toBe(201);
  });

  it('a user cannot write to another plain user: 403, in the caller’s language, nothing stored', async () => {
    await refused(await send(user, { recipientId: plain, message: 'Merhaba' }));
    const inEnglish = await send(user, { recipientId: plain, message: 'Hi' }, { 'accept-language': 'en' });
    expect(inEnglish.json()).toMatchObject({ code: 'MESSAGE_NOT_ALLOWED', message: en.notAllowed });
  });

  it('a user cannot write to an admin (editor or master)', async () => {
    await refused(await send(user, { recipientId: uid.editor, message: 'Merhaba' }));
    await refused(await send(user, { recipientId: uid.admin, message: 'Merhaba' }));
  });

  it('a user cannot open a conversation with the owner of a passive partner', async () => {
    await ctx.db.update(partners).set({ isActive: false }).where(eq(partners.username, 'martikargo'));
    try {
      await refused(await send(user, { recipientId: uid.partner3, message: 'Merhaba' }));
    } finally {
      await ctx.db.update(partners).set({ isActive: true }).where(eq(partners.username, 'martikargo'));
    }
  });

  it('a partner answers a user who wrote first (201)', async () => {
    expect((await send(user, { recipientId: uid.partner, message: 'Soru' })).statusCode).toBe(201);
    expect((await send(p1, { recipientId: uid.kullanici, message: 'Yanıt' })).statusCode).toBe(201);
  });

  it('a partner writes to a user who sent its company a quote request (201), not to one who asked another', async () => {
    await requestQuote(plain, 'egelojistik');
    // partner2 got no request from this user: still a stranger to it.
    await refused(await send(p2, { recipientId: plain, message: 'Teklifimiz hazır' }), tr.partnerCannotStart);
    const res = await send(p1, { recipientId: plain, message: 'Teklif talebiniz için birkaç sorumuz var.' });
    expect(res.statusCode).toBe(201);
    expect(res.json<Message>()).toMatchObject({ senderId: uid.partner, receiverId: plain });
  });

  it('a partner cannot write to a stranger, nor to another partner', async () => {
    await refused(await send(p1, { recipientId: plain, message: 'Hizmetlerimiz' }), tr.partnerCannotStart);
    await refused(await send(p1, { recipientId: uid.partner2, message: 'İş birliği?' }), tr.partnerCannotStart);
  });

  it('the active type decides: a partner’s owner in user mode writes to another partner', async () => {
    const res = await sendAs(viewer('partner', 'user'), { recipientId: uid.partner2!, message: 'Kullanıcı olarak' });
    expect(res).toMatchObject({ senderId: uid.partner, receiverId: uid.partner2 });
  });

  it('an admin writes to anyone; the person may answer the admin', async () => {
    for (const [from, to] of [
      [admin, plain],
      [admin, uid.partner],
      [editor, uid.kullanici],
      [admin, uid.editor],
    ] as const) {
      expect((await send(from, { recipientId: to, message: 'Yönetimden bilgi' })).statusCode).toBe(201);
    }
    expect((await send(plainCookie, { recipientId: uid.admin, message: 'Teşekkürler' })).statusCode).toBe(201);
    expect((await send(user, { recipientId: uid.editor, message: 'Teşekkürler' })).statusCode).toBe(201);
    expect((await send(p1, { recipientId: uid.admin, message: 'Teşekkürler' })).statusCode).toBe(201);
  });

  it('a refused send leaves no conversation that would show the other account’s name to either side', async () => {
    await send(user, { recipientId: plain, message: 'Merhaba' });
    await send(user, { recipientId: uid.admin, message: 'Merhaba' });
    await send(p1, { recipientId: plain, message: 'Merhaba' });
    expect((await get('/api/user/conversations', user)).json()).toEqual([]);
    expect((await get('/api/user/conversations', p1)).json()).toEqual([]);
    expect((await get('/api/user/conversations', admin)).json()).toEqual([]);
    expect((await get('/api/user/conversations', plainCookie)).json()).toEqual([]);
  });
});

describe('POST /api/messages', () => {
  it('answers 201 with the stored message', async () => {
    const res = await send(user, {
      recipientId: uid.partner,
      message: '  Merhaba, parsiyel taşıma için teklif rica ederim.  ',
    });
    expect(res.statusCode).toBe(201);
    const message = res.json<Message>();
    expect(message).toMatchObject({
      conversationId: conversationIdFor(uid.kullanici!, uid.partner!),
      senderId: uid.kullanici,
      receiverId: uid.partner,
      message: 'Merhaba, parsiyel taşıma için teklif rica ederim.',
      isRead: false,
      readAt: null,
      fileUrl: null,
    });
    const [conv] = await ctx.db.select().from(conversations).where(eq(conversations.id, message.conversationId));
    expect(conv).toMatchObject({ startedBy: uid.kullanici });
    const [stored] = await ctx.db.select().from(messages).where(eq(messages.id, message.id));
    expect(stored!.createdAt.toISOString()).toBe(message.createdAt);
  });

  it('pushes the stored message to both members after commit and notifies the receiver', async () => {
    const {
      result: message,
      events,
      notifications: pushed,
    } = await live(() =>
      sendAs(viewer('kullanici', 'user'), {
        recipientId: uid.partner!,
        message: 'Merhaba, parsiyel taşıma için teklif rica ederim.',
      }),
    );
    expect(events).toEqual([{ userIds: [uid.kullanici, uid.partner], event: 'message:new', payload: message }]);
    const [note] = await unreadMessageNotifications(uid.partner!);
    expect(note).toMatchObject({
      title: 'Yeni Mesaj',
      actionUrl: `/messages?conversation=${message.conversationId}`,
      data: { conversationId: message.conversationId, senderId: uid.kullanici },
    });
    expect(note!.message).toBe(
      'Ayşe Yılmaz size yeni bir mesaj gönderdi: Merhaba, parsiyel taşıma için teklif rica ederim.',
    );
    expect(pushed).toEqual([note!.id]);
  });

  it('records the partner activity message_sent when the sender owns a partner', async () => {
    const asked = await send(user, { recipientId: uid.partner, message: 'Soru' });
    const before = await ctx.db.select().from(partnerActivities).where(eq(partnerActivities.type, 'message_sent'));
    const res = await send(p1, { recipientId: uid.kullanici, message: 'Yanıt' });
    expect(res.statusCode).toBe(201);
    const after = await ctx.db.select().from(partnerActivities).where(eq(partnerActivities.type, 'message_sent'));
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)!.details).toMatchObject({
      conversationId: asked.json<Message>().conversationId,
      messageId: res.json<Message>().id,
    });
    // The partner's company name is who the user sees in the notification.
    const [note] = await unreadMessageNotifications(uid.kullanici!);
    expect(note!.message).toBe('Ege Lojistik size yeni bir mesaj gönderdi: Yanıt');
  });

  it('keeps one unread message_received per conversation: a second message refreshes its text and time', async () => {
    await send(user, { recipientId: uid.partner, message: 'İlk mesaj' });
    const [first] = await unreadMessageNotifications(uid.partner!);
    const second = await live(() =>
      sendAs(viewer('kullanici', 'user'), { recipientId: uid.partner!, message: 'İkinci mesaj' }),
    );
    const rows = await unreadMessageNotifications(uid.partner!);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(first!.id);
    expect(rows[0]!.message).toContain('İkinci mesaj');
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(first!.createdAt.getTime());
    expect(second.notifications).toEqual([first!.id]);

    // Another conversation of the same receiver has its own notification.
    await send(p3, { recipientId: uid.partner, message: 'x' }).then((r) => expect(r.statusCode).toBe(403));
    await send(editor, { recipientId: uid.partner, message: 'Başka bir konuşma' });
    expect(await unreadMessageNotifications(uid.partner!)).toHaveLength(2);
  });

  it('an Idempotency-Key makes a retried send store once and answer the same message', async () => {
    const body = { recipientId: uid.partner, message: 'Bir kez kaydedilmeli' };
    const key = { 'idempotency-key': 'c0ffee-0001' };
    const first = await send(user, body, key);
    const retry = await send(user, body, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await messageRows()).toBe(1);
    // The service answers a retry without pushing anything again.
    const again = await live(() => sendAs(viewer('kullanici', 'user'), body as SendMessageInput, 'c0ffee-0001'));
    expect(again.result).toEqual(first.json());
    expect(again.events).toEqual([]);
    expect(again.notifications).toEqual([]);

    const other = await send(user, body, { 'idempotency-key': 'c0ffee-0002' });
    expect(other.statusCode).toBe(201);
    expect(other.json<Message>().id).not.toBe(first.json<Message>().id);
    // Keys are per sender: the partner may use the same key for their own message.
    const answer = await send(p1, { recipientId: uid.kullanici, message: 'Yanıt' }, key);
    expect(answer.statusCode).toBe(201);
    expect(await messageRows()).toBe(3);
  });

  it('two concurrent retries with one key store one message and both answer it', async () => {
    const body = { recipientId: uid.partner, message: 'Aynı anda iki deneme' };
    const key = { 'idempotency-key': 'race-1' };
    const [a, b] = await Promise.all([send(user, body, key), send(user, body, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json<Message>().id).toBe(b.json<Message>().id);
    expect(await messageRows()).toBe(1);
  });

  it('refuses an empty or over-long Idempotency-Key with IDEMPOTENCY_KEY_INVALID', async () => {
    for (const value of ['', 'k'.repeat(201)]) {
      const res = await send(user, { recipientId: uid.partner, message: 'x' }, { 'idempotency-key': value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID', message: tr.idempotencyKeyInvalid });
    }
    const longest = await send(
      user,
      { recipientId: uid.partner, message: 'x' },
      { 'idempotency-key': 'k'.repeat(200) },
    );
    expect(longest.statusCode).toBe(201);
  });
});

describe('GET /api/conversations/:id/messages', () => {
  /** 120 messages alternating between the user and partner@, inserted directly (ids ascending). */
  async function seedThread(): Promise<{ id: string; ids: number[] }> {
    const id = conversationIdFor(uid.kullanici!, uid.partner!);
    const [low, high] = [Math.min(uid.kullanici!, uid.partner!), Math.max(uid.kullanici!, uid.partner!)];
    await ctx.db.insert(conversations).values({ id, userLowId: low, userHighId: high, startedBy: uid.kullanici });
    const rows = await ctx.db
      .insert(messages)
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          conversationId: id,
          senderId: i % 2 ? uid.partner! : uid.kullanici!,
          receiverId: i % 2 ? uid.kullanici! : uid.partner!,
          message: `Mesaj ${i + 1}`,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
      )
      .returning({ id: messages.id });
    return { id, ids: rows.map((r) => r.id).sort((a, b) => a - b) };
  }

  it('answers the latest 50, oldest first; older ones with ?before; ?limit up to 100', async () => {
    const { id, ids } = await seedThread();
    const latest = await get(`/api/conversations/${id}/messages`, user);
    expect(latest.statusCode).toBe(200);
    expect(latest.headers['cache-control']).toBe('no-store');
    const page = latest.json<Message[]>();
    expect(page).toHaveLength(50);
    expect(page.map((m) => m.id)).toEqual(ids.slice(70));
    expect(page[0]!.message).toBe('Mesaj 71');
    expect(page.at(-1)!.message).toBe('Mesaj 120');

    const older = await get(`/api/conversations/${id}/messages?before=${page[0]!.id}`, p1);
    expect(older.json<Message[]>().map((m) => m.id)).toEqual(ids.slice(20, 70));
    const oldest = await get(`/api/conversations/${id}/messages?before=${ids[20]}`, p1);
    expect(oldest.json<Message[]>().map((m) => m.message)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Mesaj ${i + 1}`),
    );
    const small = await get(`/api/conversations/${id}/messages?limit=5`, user);
    expect(small.json<Message[]>().map((m) => m.id)).toEqual(ids.slice(115));
    expect((await get(`/api/conversations/${id}/messages?limit=101`, user)).statusCode).toBe(400);
  });

  it('a member of a conversation without messages yet gets an empty list', async () => {
    const id = conversationIdFor(uid.kullanici!, uid.partner3!);
    const res = await get(`/api/conversations/${id}/messages`, user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('unread counts and mark-read', () => {
  it('counts what the receiver has not read; mark-read clears it, the notification and tells the sender', async () => {
    const a = await send(user, { recipientId: uid.partner, message: 'Bir' });
    const b = await send(user, { recipientId: uid.partner, message: 'İki' });
    const id = a.json<Message>().conversationId;
    const countOf = async (cookie: string) =>
      (await get('/api/messages/unread-count', cookie)).json<{ count: number }>().count;
    expect(await countOf(p1)).toBe(2);
    expect(await countOf(user)).toBe(0);
    const unreadCount = await get('/api/messages/unread-count', p1);
    expect(unreadCount.headers['cache-control']).toBe('no-store');

    // The sender marking the conversation changes nothing of the receiver's.
    const bySender = await markRead(user, id);
    expect(bySender.json()).toEqual({ messageIds: [], readAt: null });
    expect(await countOf(p1)).toBe(2);
    expect(await unreadMessageNotifications(uid.partner!)).toHaveLength(1);

    const { result: body, events, counts } = await live(() => markConversationRead(ctx.db, uid.partner!, id));
    expect(body.messageIds).toEqual([a.json<Message>().id, b.json<Message>().id]);
    expect(typeof body.readAt).toBe('string');
    expect(events).toEqual([
      { userIds: [uid.kullanici], event: 'message:read', payload: { conversationId: id, ...body } },
    ]);
    expect(counts).toEqual([uid.partner]);
    expect(await countOf(p1)).toBe(0);
    expect(await unreadMessageNotifications(uid.partner!)).toHaveLength(0);
    const thread = (await get(`/api/conversations/${id}/messages`, user)).json<Message[]>();
    expect(thread.every((m) => m.isRead && m.readAt === body.readAt)).toBe(true);

    // Marking again: nothing left to mark, nothing pushed.
    const again = await markRead(p1, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ messageIds: [], readAt: null });
    expect((await live(() => markConversationRead(ctx.db, uid.partner!, id))).events).toEqual([]);

    // The next message starts a new unread notification.
    await send(user, { recipientId: uid.partner, message: 'Üç' });
    expect(await unreadMessageNotifications(uid.partner!)).toHaveLength(1);
  });
});

describe('GET /api/user/conversations', () => {
  it('lists the caller’s conversations, newest activity first, with the other member, partner and unread count', async () => {
    await send(user, { recipientId: uid.partner, message: 'Eski konuşma' });
    await send(user, { recipientId: uid.partner2, message: 'Yeni konuşma' });
    await send(p2, { recipientId: uid.kullanici, message: 'Yanıtımız' });

    const mine = await get('/api/user/conversations', user);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const list = mine.json<Conversation[]>();
    expect(list.map((c) => c.id)).toEqual([
      conversationIdFor(uid.kullanici!, uid.partner2!),
      conversationIdFor(uid.kullanici!, uid.partner!),
    ]);
    expect(list[0]).toMatchObject({
      partner: { username: 'ipekyolu', userId: uid.partner2 },
      otherUser: { id: uid.partner2, firstName: 'Kemal', lastName: 'Yıldız' },
      lastMessage: { message: 'Yanıtımız', senderId: uid.partner2, fileName: null },
      unreadCount: 1,
    });
    expect(list[0]!.partnerId).toEqual(expect.any(Number));
    expect(list[1]).toMatchObject({ unreadCount: 0, lastMessage: { message: 'Eski konuşma' } });

    // The partner sees the user, who owns no partner.
    const theirs = (await get('/api/user/conversations', p2)).json<Conversation[]>();
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({
      partnerId: null,
      partner: null,
      otherUser: { id: uid.kullanici, firstName: 'Ayşe', lastName: 'Yılmaz' },
      unreadCount: 1, // 'Yeni konuşma', which partner2 has not read
    });
    expect((await get('/api/user/conversations', editor)).json()).toEqual([]);
  });
});

describe('attachments', () => {
  async function upload(cookie: string, name: string, data: Buffer, query = '?purpose=chat', lang?: string) {
    const body = await multipart('file', name, data);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/upload/general${query}`,
      payload: body.payload,
      headers: { ...body.headers, origin: TEST_ORIGIN, cookie, ...(lang ? { 'accept-language': lang } : {}) },
    });
  }

  it('carries the sender’s own private file, readable by both members and admins only', async () => {
    const up = await upload(user, 'teklif şartları.pdf', PDF);
    expect(up.statusCode).toBe(200);
    const { url, id: fileId } = up.json();
    expect(url).toBe(`/objects/${fileId}`);
    const [row] = await ctx.db.select().from(files).where(eq(files.id, fileId));
    expect(row).toMatchObject({ source: 'message', isPublic: false, uploadedBy: uid.kullanici });

    // Before it is sent, the partner cannot read it.
    expect((await get(url, p1)).statusCode).toBe(404);
    const res = await send(user, {
      recipientId: uid.partner,
      message: `📎 teklif şartları.pdf (0.00 MB)\n${url}`,
      fileUrl: url,
      fileName: 'başka-isim.exe',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Message>()).toMatchObject({
      fileUrl: url,
      fileName: 'teklif şartları.pdf', // the stored name, not the client's
      fileSize: PDF.length,
      mimeType: 'application/pdf',
    });
    const [stored] = await ctx.db.select({ fileId: messages.fileId }).from(messages);
    expect(stored!.fileId).toBe(fileId);
    // The notification names the file with its stored size written for the reader (not the client's
    // "0.00 MB", docs/decisions/038); the private link stays out of it.
    const [note] = await unreadMessageNotifications(uid.partner!);
    expect(note!.message).toBe('Ayşe Yılmaz size yeni bir mesaj gönderdi: 📎 teklif şartları.pdf (45 B)');

    const byRecipient = await get(url, p1);
    expect(byRecipient.statusCode).toBe(200);
    expect(byRecipient.rawPayload.equals(PDF)).toBe(true);
    expect((await get(url, user)).statusCode).toBe(200);
    expect((await get(url, admin)).statusCode).toBe(200);
    expect((await get(url, editor)).statusCode).toBe(200); // editor_admin: an admin
    expect((await get(url, p2)).statusCode).toBe(404);
    expect((await get(url, p3)).statusCode).toBe(404);
    expect((await get(url, null)).statusCode).toBe(404);
  });

  it('an attachment-only message is fine', async () => {
    const up = await upload(user, 'foto.png', await png());
    const res = await send(user, { recipientId: uid.partner, fileUrl: up.json().url });
    expect(res.statusCode).toBe(201);
    expect(res.json<Message>()).toMatchObject({ message: '', fileName: 'foto.png', mimeType: 'image/png' });
    const [note] = await unreadMessageNotifications(uid.partner!);
    expect(note!.message).toContain('📎 foto.png');
  });

  it('refuses someone else’s file, a public file and any other URL with MESSAGE_FILE_NOT_ALLOWED', async () => {
    const theirs = (await upload(p1, 'gizli.pdf', PDF)).json().url as string;
    const img = await multipart('image', 'a.png', await png());
    const pub = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: img.payload,
      headers: { ...img.headers, origin: TEST_ORIGIN, cookie: user },
    });
    const publicUrl = pub.json().url as string;
    expect(publicUrl).toMatch(/^\/public-objects\//);

    for (const fileUrl of [theirs, publicUrl, `/objects/${crypto.randomUUID()}`, 'https://evil.example.com/x.pdf']) {
      const res = await send(user, { recipientId: uid.partner, message: 'Ek', fileUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'MESSAGE_FILE_NOT_ALLOWED', message: tr.fileNotAllowed });
    }
    expect(await messageRows()).toBe(0);
    // The refused attempt did not share the partner's file with the user.
    expect((await get(theirs, user)).statusCode).toBe(404);
  });

  it('?purpose=chat refuses too big and unsupported files with the chat’s texts, in Turkish and English', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x61);
    for (const [lang, texts] of [
      ['tr', tr],
      ['en', en],
    ] as const) {
      const tooBig = await upload(user, 'büyük.txt', big, '?purpose=chat', lang);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toMatchObject({ success: false, code: 'FILE_TOO_LARGE', error: texts.fileTooLarge });
      const wrong = await upload(
        user,
        'kurulum.exe',
        Buffer.from('MZ\x90\x00\x03\x00\x00\x00binary\x00'),
        '?purpose=chat',
        lang,
      );
      expect(wrong.statusCode).toBe(415);
      const types = 'JPEG, JPG, PNG, GIF, WEBP, PDF, DOC, DOCX, XLS, XLSX, CSV, TXT';
      expect(wrong.json()).toMatchObject({
        code: 'UNSUPPORTED_FILE_TYPE',
        error: texts.unsupportedType.replace('{{types}}', types),
      });
    }
    expect(tr.fileTooLarge).toBe("Dosya boyutu 10MB'dan büyük olamaz");
    expect(tr.unsupportedType).toMatch(/^Desteklenmeyen dosya türü/);
    // Without the purpose the general upload keeps its own texts.
    const plain = await upload(user, 'büyük.txt', big, '');
    expect(plain.json().error).toBe(catalogues.tr.files.fileTooLarge.replace('{{n}}', '10'));
    expect((await upload(user, 'x.txt', Buffer.from('a'), '?purpose=other')).statusCode).toBe(400);
  });
});
