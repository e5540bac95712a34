import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserType } from '@shared/constants';
import { NEW_MESSAGE_MAIL_DELAY_MS, type SendMessageInput, sendMessageSchema } from '@shared/contracts/messages';
import { conversations, emailOutbox, emailPreferences, messages, users } from '../../db/schema';
import type { Viewer } from '../../lib/viewer';
import { createTestApp, linkIn, mailsTo, TEST_ORIGIN } from '../../test/helpers';
import { countUnreadMessages, markConversationRead, sendDueMessageMails, sendMessage } from './messages.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const uid: Record<string, number> = {};
const MINUTE = 60_000;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const u of await ctx.db.select({ id: users.id, email: users.email }).from(users))
    uid[u.email.split('@')[0]!] = u.id;
});
afterAll(async () => ctx?.close());

beforeEach(async () => {
  await ctx.db.delete(messages);
  await ctx.db.delete(conversations);
  await ctx.db.delete(emailOutbox);
});

const viewer = (name: string, userType: UserType): Viewer => ({
  id: uid[name]!,
  userType,
  availableUserTypes: ['user', userType],
});
const send = (from: Viewer, body: SendMessageInput) => sendMessage(ctx.db, from, sendMessageSchema.parse(body));
const user = () => viewer('kullanici', 'user');
const partner = () => viewer('partner', 'partner');

/** The job run as if `minutes` had passed since now. */
const runAfter = (minutes: number) => sendDueMessageMails(ctx.db, TEST_ORIGIN, new Date(Date.now() + minutes * MINUTE));
const newMessageMails = async (email: string) =>
  (await mailsTo(ctx.db, email)).filter((m) => m.templateType === 'new_message');

describe('countUnreadMessages', () => {
  it('counts the messages the user received and has not read', async () => {
    const m = await send(user(), { recipientId: uid.partner!, message: 'Bir' });
    await send(user(), { recipientId: uid.partner!, message: 'İki' });
    await send(partner(), { recipientId: uid.kullanici!, message: 'Yanıt' });
    expect(await countUnreadMessages(ctx.db, uid.partner!)).toBe(2);
    expect(await countUnreadMessages(ctx.db, uid.kullanici!)).toBe(1);
    await markConversationRead(ctx.db, uid.partner!, m.conversationId);
    expect(await countUnreadMessages(ctx.db, uid.partner!)).toBe(0);
    expect(await countUnreadMessages(ctx.db, uid.kullanici!)).toBe(1);
  });
});

describe('sendDueMessageMails: the new_message mail after 15 minutes unread', () => {
  it('mails nothing before 15 minutes, then one mail in the receiver’s language with a link', async () => {
    expect(NEW_MESSAGE_MAIL_DELAY_MS).toBe(15 * MINUTE);
    const m = await send(user(), { recipientId: uid.partner!, message: 'Teklifinizi bekliyorum.' });
    expect(await runAfter(14)).toBe(0);
    expect(await newMessageMails('partner@demo.example.com')).toEqual([]);

    expect(await runAfter(16)).toBe(1);
    const [mail] = await newMessageMails('partner@demo.example.com');
    expect(mail).toMatchObject({ language: 'tr', subject: 'Ayşe Yılmaz size mesaj gönderdi' });
    expect(mail!.html).toContain('Teklifinizi bekliyorum.');
    expect(mail!.html).toContain('Mert'); // the receiver's name
    expect(linkIn(mail!.html, '/messages')).toBe(`/messages?conversation=${m.conversationId}`);

    // Claimed once: a later run (another process, the next minute) mails nothing more.
    expect(await runAfter(30)).toBe(0);
    expect(await newMessageMails('partner@demo.example.com')).toHaveLength(1);
  });

  it('writes in English to an English reader, naming the partner by its company', async () => {
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, uid.kullanici!));
    try {
      await send(user(), { recipientId: uid.partner!, message: 'Soru' });
      await send(partner(), { recipientId: uid.kullanici!, message: 'Our answer' });
      expect(await runAfter(16)).toBe(2);
      const [mail] = await newMessageMails('kullanici@demo.example.com');
      expect(mail).toMatchObject({ language: 'en', subject: 'Ege Lojistik sent you a message' });
    } finally {
      await ctx.db.update(users).set({ language: 'tr' }).where(eq(users.id, uid.kullanici!));
    }
  });

  it('gives one mail per conversation streak, however many messages it has', async () => {
    await send(user(), { recipientId: uid.partner!, message: 'Bir' });
    await send(user(), { recipientId: uid.partner!, message: 'İki' });
    await send(user(), { recipientId: uid.partner!, message: 'Üç' });
    expect(await runAfter(16)).toBe(1);
    const [mail] = await newMessageMails('partner@demo.example.com');
    expect(mail!.html).toContain('Üç'); // the latest message

    // More messages while the streak is still unread: no second mail.
    await send(user(), { recipientId: uid.partner!, message: 'Dört' });
    expect(await runAfter(40)).toBe(0);
    expect(await newMessageMails('partner@demo.example.com')).toHaveLength(1);
  });

  it('a new streak after reading gives a new mail; another conversation has its own', async () => {
    const first = await send(user(), { recipientId: uid.partner!, message: 'Bir' });
    expect(await runAfter(16)).toBe(1);
    await markConversationRead(ctx.db, uid.partner!, first.conversationId);
    await send(user(), { recipientId: uid.partner!, message: 'Yeni konu' });
    await send(viewer('editor', 'user'), { recipientId: uid.partner!, message: 'Başka biri' });
    expect(await runAfter(16)).toBe(2);
    expect(await newMessageMails('partner@demo.example.com')).toHaveLength(3);
  });

  it('mails nothing for a message read in time', async () => {
    const m = await send(user(), { recipientId: uid.partner!, message: 'Okundu' });
    await markConversationRead(ctx.db, uid.partner!, m.conversationId);
    expect(await runAfter(16)).toBe(0);
    expect(await newMessageMails('partner@demo.example.com')).toEqual([]);
  });

  it('mails nothing to a deactivated or deleted receiver, and does not mail them later', async () => {
    await send(user(), { recipientId: uid.partner!, message: 'Merhaba' });
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, uid.partner!));
    try {
      expect(await runAfter(16)).toBe(0);
    } finally {
      await ctx.db.update(users).set({ isActive: true }).where(eq(users.id, uid.partner!));
    }
    expect(await runAfter(17)).toBe(0); // already looked at
    expect(await newMessageMails('partner@demo.example.com')).toEqual([]);
  });

  it('mails nothing when the receiver turned platformUpdates off, and a List-Unsubscribe header when on', async () => {
    await ctx.db
      .insert(emailPreferences)
      .values({ userId: uid.partner!, platformUpdates: false })
      .onConflictDoUpdate({ target: emailPreferences.userId, set: { platformUpdates: false } });
    try {
      const first = await send(user(), { recipientId: uid.partner!, message: 'Merhaba' });
      expect(await runAfter(16)).toBe(0);
      expect(await newMessageMails('partner@demo.example.com')).toEqual([]);
      // Looked at once: turning the preference back on does not mail that streak later.
      await ctx.db
        .update(emailPreferences)
        .set({ platformUpdates: true })
        .where(eq(emailPreferences.userId, uid.partner!));
      expect(await runAfter(17)).toBe(0);
      expect(await newMessageMails('partner@demo.example.com')).toEqual([]);

      // A new streak after reading, with the preference on: one mail with the one-click headers.
      await markConversationRead(ctx.db, uid.partner!, first.conversationId);
      await send(user(), { recipientId: uid.partner!, message: 'Yine' });
      expect(await runAfter(16)).toBe(1);
      const [mail] = await newMessageMails('partner@demo.example.com');
      expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
      expect(String((mail!.headers as Record<string, string>)['List-Unsubscribe'])).toMatch(
        /^<http:\/\/localhost:5000\/api\/email-preferences\/one-click\?token=[^>]+>$/,
      );
    } finally {
      await ctx.db.delete(emailPreferences).where(eq(emailPreferences.userId, uid.partner!));
    }
  });

  it('two runs at once mail once', async () => {
    await send(user(), { recipientId: uid.partner!, message: 'Aynı anda' });
    const results = await Promise.all([runAfter(16), runAfter(16)]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await newMessageMails('partner@demo.example.com')).toHaveLength(1);
  });
});
