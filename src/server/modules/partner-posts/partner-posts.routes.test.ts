/**
 * Partner posts (issue 22 "The platform's voice"): the owner publishes (text, image, link), anyone
 * reads a listed partner's posts newest first, the owner or an admin deletes (the admin audited);
 * followers get `partner_post` in their language and, with `partnerUpdates` on, the mail.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PartnerPostList, partnerPostListSchema, partnerPostSchema } from '@shared/contracts/partner-posts';
import { catalogues } from '@shared/messages';
import {
  adminAuditLog,
  emailOutbox,
  files,
  notifications,
  partnerFollows,
  partnerPosts,
  partners,
  users,
} from '../../db/schema';
import { createTestApp, signIn, TEST_ORIGIN } from '../../test/helpers';
import { oneLineExcerpt } from '@shared/contracts/text-rules';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
let ege: number; // egelojistik, owned by partner@
let ipek: number; // ipekyolu, owned by partner2@

const people = {
  user: 'kullanici@demo.example.com',
  partner: 'partner@demo.example.com',
  partner2: 'partner2@demo.example.com',
  partner3: 'partner3@demo.example.com',
  editor: 'editor@demo.example.com',
  admin: 'admin@demo.example.com',
};

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, who?: string, payload?: unknown, lang = 'tr') {
  const cookie = who ? cookies[who] : undefined;
  return ctx.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const publish = (partnerId: number, who: string | undefined, payload: unknown, lang = 'tr') =>
  call('POST', `/api/partners/${partnerId}/posts`, who, payload, lang);

async function list(partnerId: number, who?: string, query = ''): Promise<PartnerPostList> {
  const res = await call('GET', `/api/partners/${partnerId}/posts${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return partnerPostListSchema.parse(res.json());
}

const partnerId = async (username: string) =>
  (await ctx.db.select({ id: partners.id }).from(partners).where(eq(partners.username, username)))[0]!.id;

/** A public image row as POST /api/upload/image leaves it (the upload itself is tested in files/). */
async function uploadedImage(uploadedBy: number, isPublic = true): Promise<string> {
  const id = randomUUID();
  await ctx.db.insert(files).values({
    id,
    fileName: `${id}.webp`,
    originalName: 'fuar.webp',
    fileSize: 1234,
    mimeType: 'image/webp',
    category: 'image',
    source: 'profile',
    isPublic,
    uploadedBy,
    metadata: { width: 800, height: 600 },
  });
  return id;
}

const postMails = (address: string) =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.templateType, 'partner_post')))
    .orderBy(desc(emailOutbox.id));

const postNotifications = (userId: number) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'partner_post')))
    .orderBy(desc(notifications.id));

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [name, email] of Object.entries(people)) {
    cookies[name] = await signIn(ctx.app, email);
    ids[name] = (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  }
  ege = await partnerId('egelojistik');
  ipek = await partnerId('ipekyolu');
});
afterAll(async () => ctx?.close());

describe('POST /api/partners/{id}/posts', () => {
  it('refuses visitors (401), other account types (403), another partner (403), unknown partners (404)', async () => {
    expect((await publish(ege, undefined, { body: 'Merhaba' })).statusCode).toBe(401);
    for (const who of ['user', 'admin', 'editor']) {
      const res = await publish(ege, who, { body: 'Merhaba' });
      expect(res.statusCode, who).toBe(403);
    }
    const other = await publish(ege, 'partner2', { body: 'Merhaba' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({
      code: 'PARTNER_POST_NOT_OWNER',
      message: catalogues.tr.partnerPosts.notOwner,
    });
    const unknown = await publish(999_999, 'partner', { body: 'Merhaba' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PARTNER_NOT_FOUND');
    expect(await ctx.db.select().from(partnerPosts)).toHaveLength(0);
  });

  it('answers validation errors in the caller’s language and stores nothing', async () => {
    const cases: [unknown, 'body' | 'link' | 'imageFileId', keyof typeof catalogues.tr.partnerPosts][] = [
      [{ body: '   \n\t ' }, 'body', 'bodyRequired'],
      [{}, 'body', 'bodyRequired'],
      [{ body: 'x'.repeat(2001) }, 'body', 'bodyTooLong'],
      [{ body: 'Bağlantı', link: 'javascript:alert(1)' }, 'link', 'linkInvalid'],
      [{ body: 'Bağlantı', link: 'ftp://example.com/x' }, 'link', 'linkInvalid'],
      [{ body: 'Bağlantı', link: `https://example.com/${'a'.repeat(500)}` }, 'link', 'linkTooLong'],
      [{ body: 'Görsel', imageFileId: 'not-a-uuid' }, 'imageFileId', 'imageInvalid'],
    ];
    for (const lang of ['tr', 'en'] as const) {
      for (const [payload, field, key] of cases) {
        const res = await publish(ege, 'partner', payload, lang);
        expect(res.statusCode, `${lang} ${key}`).toBe(400);
        const body = res.json<{ code: string; fieldErrors: Record<string, string[]> }>();
        expect(body.code).toBe('VALIDATION_ERROR');
        expect(body.fieldErrors[field], `${lang} ${key}`).toContain(catalogues[lang].partnerPosts[key]);
      }
    }
    expect(await ctx.db.select().from(partnerPosts)).toHaveLength(0);
  });

  it('refuses an image the caller did not upload, or a private file, in the caller’s language', async () => {
    const others = await uploadedImage(ids.partner2!);
    const privateOne = await uploadedImage(ids.partner!, false);
    for (const imageFileId of [others, privateOne, randomUUID()]) {
      const res = await publish(ege, 'partner', { body: 'Fuar', imageFileId }, 'en');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: catalogues.en.partnerPosts.imageInvalid,
        fieldErrors: { imageFileId: [catalogues.en.partnerPosts.imageInvalid] },
      });
    }
    expect(await ctx.db.select().from(partnerPosts)).toHaveLength(0);
  });

  it('publishes text, image and link; notifies every follower in their language; mails those with partnerUpdates on', async () => {
    // user (Turkish, partner updates on by default), editor (English, on), partner3 (turned off).
    for (const who of ['user', 'editor', 'partner3']) {
      const res = await call('POST', `/api/partners/${ege}/follow`, who);
      expect(res.statusCode, res.body).toBe(200);
    }
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, ids.editor!));
    const off = await call('POST', '/api/email-preferences', 'partner3', { partnerUpdates: false });
    expect(off.statusCode, off.body).toBe(200);
    // A follower of another partner hears nothing of this one.
    await ctx.db.insert(partnerFollows).values({ userId: ids.admin!, partnerId: ipek }).onConflictDoNothing();

    const image = await uploadedImage(ids.partner!);
    const res = await publish(ege, 'partner', {
      body: '  İzmir fuarındayız!\r\n\r\n\r\n\r\nStandımız: B-12  ',
      imageFileId: image,
      link: 'ege-lojistik.example.com/fuar',
    });
    expect(res.statusCode, res.body).toBe(201);
    const post = partnerPostSchema.parse(res.json());
    expect(post).toMatchObject({
      partnerId: ege,
      body: 'İzmir fuarındayız!\n\nStandımız: B-12',
      link: 'https://ege-lojistik.example.com/fuar',
      image: { id: image, url: `/public-objects/${image}.webp`, width: 800, height: 600 },
    });

    const [tr] = await postNotifications(ids.user!);
    expect(tr).toMatchObject({
      title: 'Yeni Paylaşım',
      actionUrl: '/partner/egelojistik?tab=posts',
      data: { partnerId: ege, postId: post.id },
    });
    expect(tr!.message).toContain('İzmir fuarındayız! Standımız: B-12');
    const [en] = await postNotifications(ids.editor!);
    expect(en).toMatchObject({ title: 'New Post', actionUrl: '/partner/egelojistik?tab=posts' });
    expect(await postNotifications(ids.partner3!)).toHaveLength(1);
    expect(await postNotifications(ids.admin!)).toHaveLength(0);
    expect(await postNotifications(ids.partner!)).toHaveLength(0);

    const [trMail] = await postMails(people.user);
    expect(trMail).toMatchObject({ language: 'tr', subject: expect.stringContaining('yeni bir gönderi paylaştı') });
    expect(trMail!.html).toContain('İzmir fuarındayız!');
    expect(trMail!.html).toContain('/partner/egelojistik?tab=posts');
    expect(trMail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(trMail!.headers!['List-Unsubscribe']).toContain('partnerUpdates');
    const [enMail] = await postMails(people.editor);
    expect(enMail).toMatchObject({ language: 'en', subject: expect.stringContaining('published a new post') });
    expect(await postMails(people.partner3)).toHaveLength(0);
    expect(await postMails(people.admin)).toHaveLength(0);
  });

  it('escapes the post text in the mail', async () => {
    const res = await publish(ege, 'partner', { body: '<img src=x onerror=alert(1)> & "tırnak"' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().body).toBe('<img src=x onerror=alert(1)> & "tırnak"');
    const [mail] = await postMails(people.user);
    expect(mail!.html).not.toContain('<img src=x');
    expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('GET /api/partners/{id}/posts', () => {
  it('lists a listed partner’s posts to anyone, newest first, in pages with hasMore', async () => {
    for (let i = 1; i <= 3; i++) expect((await publish(ege, 'partner', { body: `Duyuru ${i}` })).statusCode).toBe(201);
    const first = await list(ege, undefined, '?limit=2');
    expect(first.posts.map((p) => p.body)).toEqual(['Duyuru 3', 'Duyuru 2']);
    expect(first.hasMore).toBe(true);
    const all = await list(ege, 'user');
    expect(all.posts).toHaveLength(5);
    expect(all.hasMore).toBe(false);
    const last = await list(ege, undefined, '?limit=2&page=3');
    expect(last.posts).toHaveLength(1);
    expect(last.hasMore).toBe(false);
    expect((await list(ipek)).posts).toEqual([]);
    expect((await call('GET', `/api/partners/${ege}/posts?limit=51`)).statusCode).toBe(400);
  });

  it('answers 404 for an unlisted partner, except to its owner and admins; its posts announce nothing', async () => {
    await ctx.db.update(partners).set({ isActive: false }).where(eq(partners.id, ege));
    try {
      for (const who of [undefined, 'user', 'partner2']) {
        const res = await call('GET', `/api/partners/${ege}/posts`, who);
        expect(res.statusCode, String(who)).toBe(404);
        expect(res.json().code).toBe('PARTNER_NOT_FOUND');
      }
      expect((await list(ege, 'partner')).posts).toHaveLength(5);
      expect((await list(ege, 'admin')).posts).toHaveLength(5);
      expect((await publish(ege, 'partner2', { body: 'x' })).statusCode).toBe(404);
      // The owner may still post, but its followers hear nothing while the page is hidden from them.
      const before = (await postNotifications(ids.user!)).length;
      const mailsBefore = (await postMails(people.user)).length;
      expect((await publish(ege, 'partner', { body: 'Bakımdayız' })).statusCode).toBe(201);
      expect(await postNotifications(ids.user!)).toHaveLength(before);
      expect(await postMails(people.user)).toHaveLength(mailsBefore);
    } finally {
      await ctx.db.update(partners).set({ isActive: true }).where(eq(partners.id, ege));
    }
    expect((await call('GET', '/api/partners/999999/posts')).statusCode).toBe(404);
  });
});

describe('DELETE /api/partners/{id}/posts/{postId}', () => {
  it('refuses visitors (401), others (403), a post of another partner (404); the owner deletes unaudited', async () => {
    const { posts } = await list(ege);
    const target = posts[0]!;
    expect((await call('DELETE', `/api/partners/${ege}/posts/${target.id}`)).statusCode).toBe(401);
    for (const who of ['user', 'partner2']) {
      const res = await call('DELETE', `/api/partners/${ege}/posts/${target.id}`, who);
      expect(res.statusCode, who).toBe(403);
    }
    const wrongPartner = await call('DELETE', `/api/partners/${ipek}/posts/${target.id}`, 'partner2');
    expect(wrongPartner.statusCode).toBe(404);
    expect(wrongPartner.json()).toMatchObject({
      code: 'PARTNER_POST_NOT_FOUND',
      message: catalogues.tr.partnerPosts.notFound,
    });
    expect((await call('DELETE', `/api/partners/${ege}/posts/999999`, 'user')).statusCode).toBe(404);

    const res = await call('DELETE', `/api/partners/${ege}/posts/${target.id}`, 'partner');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await list(ege)).posts.map((p) => p.id)).not.toContain(target.id);
    expect((await call('DELETE', `/api/partners/${ege}/posts/${target.id}`, 'partner')).statusCode).toBe(404);
    const audits = await ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'partner.post.deleted'));
    expect(audits).toHaveLength(0);
  });

  it('lets an admin delete, recorded in the audit trail', async () => {
    const { posts } = await list(ege);
    const target = posts[0]!;
    const res = await call('DELETE', `/api/partners/${ege}/posts/${target.id}`, 'editor');
    expect(res.statusCode, res.body).toBe(200);
    const [audit] = await ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'partner.post.deleted'));
    expect(audit).toMatchObject({
      actorId: ids.editor,
      targetType: 'partner',
      targetId: String(ege),
      details: { postId: target.id, body: target.body },
    });
  });
});

describe('post excerpts', () => {
  it('keeps one line and cuts with an ellipsis', () => {
    expect(oneLineExcerpt('a\n\nb  c', 10)).toBe('a b c');
    expect(oneLineExcerpt('abcdefghij', 5)).toBe('abcd…');
  });
});
