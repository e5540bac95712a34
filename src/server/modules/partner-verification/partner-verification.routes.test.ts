/**
 * Partner verification through the real app (issue 21 "Verified"; docs/decisions/028): the partner's
 * registry documents and who may read them, the admin's decisions with audit and notification,
 * `verified` computed from the expiry days, the catalogue's `verified` filter and facet, and the
 * expiry reminders. Seeded demo verifications (demo-data.ts DEMO_VERIFICATIONS): egelojistik,
 * anadolugumruk and marmaradts verified; trakyamusavirlik expired; pusula-arastirma not; ipekyolu
 * (partner2@) and martikargo (partner3@) have no documents.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istanbulToday } from '@shared/calendar';
import type { PartnerVerification } from '@shared/contracts/partner-verification';
import type { PartnerFacets, PartnerSummary } from '@shared/contracts/partners';
import { catalogues } from '@shared/messages';
import {
  adminAuditLog,
  files,
  notifications,
  partnerDocumentReminders,
  partnerDocuments,
  partners,
  users,
} from '../../db/schema';
import { createTestApp, mailsTo, signIn, TEST_ORIGIN } from '../../test/helpers';
import { multipart, PDF } from '../../test/upload-fixtures';
import { refreshVerifiedUntil, verifiedUntilOf } from './partner-verification.service';
import { expiryThresholdFor, sendVerificationReminders } from './verification-reminders';

const tr = catalogues.tr.partnerVerification;
const en = catalogues.en.partnerVerification;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: string; // partner2@ owns ipekyolu (no documents)
let other: string; // partner3@ owns martikargo
let user: string; // kullanici@: no partner
let admin: string;
const pid: Record<string, number> = {};
const uid: Record<string, number> = {};
const today = istanbulToday();

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, other, user, admin] = await Promise.all([
    signIn(ctx.app, 'partner2@demo.example.com'),
    signIn(ctx.app, 'partner3@demo.example.com'),
    signIn(ctx.app, 'kullanici@demo.example.com'),
    signIn(ctx.app, 'admin@demo.example.com'),
  ]);
  for (const p of await ctx.db.select({ id: partners.id, username: partners.username }).from(partners)) {
    pid[p.username] = p.id;
  }
  for (const u of await ctx.db.select({ id: users.id, email: users.email }).from(users)) uid[u.email] = u.id;
});
afterAll(async () => {
  await ctx?.close();
});

async function api(method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string | null, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Uploads a PDF as `cookie` through the private general upload; its file id. */
async function uploadPdf(cookie: string, name = 'vergi-levhasi.pdf'): Promise<string> {
  const body = multipart('file', name, PDF, 'application/pdf');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/general',
    payload: body.payload,
    headers: { ...body.headers, origin: TEST_ORIGIN, cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: string }>().id;
}

/** Adds a document to ipekyolu as its owner; the answer. */
async function addDocument(kind: string, title?: string) {
  const fileId = await uploadPdf(owner);
  const res = await api('POST', '/api/partner-dashboard/verification/documents', owner, { fileId, kind, title });
  expect(res.statusCode).toBe(201);
  const body = res.json<PartnerVerification>();
  return { fileId, body, doc: body.documents.find((d) => d.file.id === fileId)! };
}

const catalogue = async (query: string) => {
  const res = await api('GET', `/api/partners?limit=100&${query}`, null);
  expect(res.statusCode).toBe(200);
  return res.json<PartnerSummary[]>();
};

describe('verifiedUntilOf: the earliest expiry over the required kinds', () => {
  it('needs a verified tax certificate and trade registry gazette, and takes the latest of each', () => {
    const v = (kind: 'tax_certificate' | 'trade_registry_gazette' | 'authorisation', expiresOn: string) => ({
      kind,
      status: 'verified' as const,
      expiresOn,
    });
    expect(verifiedUntilOf([v('tax_certificate', '2030-01-01')])).toBeNull();
    expect(verifiedUntilOf([v('tax_certificate', '2030-01-01'), v('authorisation', '2031-01-01')])).toBeNull();
    expect(
      verifiedUntilOf([
        v('tax_certificate', '2030-01-01'),
        v('tax_certificate', '2030-06-01'),
        v('trade_registry_gazette', '2030-03-01'),
      ]),
    ).toBe('2030-03-01');
    expect(
      verifiedUntilOf([
        { kind: 'tax_certificate', status: 'rejected', expiresOn: null },
        v('trade_registry_gazette', '2030-03-01'),
      ]),
    ).toBeNull();
  });
});

describe('the partner uploads its registry documents', () => {
  it('adds a private file it uploaded as a pending document, readable only by its account and admins', async () => {
    const { doc, body } = await addDocument('tax_certificate');
    expect(body).toMatchObject({ partnerId: pid.ipekyolu, verified: false, verifiedUntil: null });
    expect(doc).toMatchObject({ kind: 'tax_certificate', status: 'pending', expiresOn: null, title: null });
    expect(doc.file.url).toBe(`/objects/${doc.file.id}`);
    expect((await api('GET', doc.file.url, owner)).statusCode).toBe(200);
    expect((await api('GET', doc.file.url, admin)).statusCode).toBe(200);
    expect((await api('GET', doc.file.url, other)).statusCode).toBe(404);
    expect((await api('GET', doc.file.url, user)).statusCode).toBe(404);
    expect((await api('GET', doc.file.url, null)).statusCode).toBe(404);
    // The dashboard lists it.
    const own = await api('GET', '/api/partner-dashboard/verification', owner);
    expect(own.json<PartnerVerification>().documents.map((d) => d.id)).toContain(doc.id);
  });

  it("refuses someone else's file, a file twice, an authorisation without a name; nothing is added", async () => {
    const before = await ctx.db.select().from(partnerDocuments).where(eq(partnerDocuments.partnerId, pid.ipekyolu!));
    const foreign = await uploadPdf(other);
    const res = await api('POST', '/api/partner-dashboard/verification/documents', owner, {
      fileId: foreign,
      kind: 'tax_certificate',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: tr.fileInvalid, fieldErrors: { fileId: [tr.fileInvalid] } });

    const added = await addDocument('activity_certificate');
    const twice = await api('POST', '/api/partner-dashboard/verification/documents', owner, {
      fileId: added.fileId,
      kind: 'activity_certificate',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(tr.fileAlreadyAdded);

    const fileId = await uploadPdf(owner);
    const untitled = await ctx.app.inject({
      method: 'POST',
      url: '/api/partner-dashboard/verification/documents',
      headers: { origin: TEST_ORIGIN, cookie: owner, 'accept-language': 'en' },
      payload: { fileId, kind: 'authorisation', title: '  ' },
    });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().fieldErrors.title).toEqual([en.titleRequired]);

    const after = await ctx.db.select().from(partnerDocuments).where(eq(partnerDocuments.partnerId, pid.ipekyolu!));
    expect(after).toHaveLength(before.length + 1);
  });

  it('answers 404 to an account without a partner and 401 to a visitor', async () => {
    const fileId = await uploadPdf(user);
    const res = await api('POST', '/api/partner-dashboard/verification/documents', user, {
      fileId,
      kind: 'tax_certificate',
    });
    expect(res.statusCode).toBe(404);
    expect((await api('GET', '/api/partner-dashboard/verification', null)).statusCode).toBe(401);
  });

  it("deletes its own document with its file, and not another partner's", async () => {
    const { doc } = await addDocument('authorisation', 'AEO');
    expect(doc.title).toBe('AEO');
    const [seeded] = await ctx.db
      .select({ id: partnerDocuments.id })
      .from(partnerDocuments)
      .where(eq(partnerDocuments.partnerId, pid.egelojistik!));
    expect((await api('DELETE', `/api/partner-dashboard/verification/documents/${seeded!.id}`, owner)).statusCode).toBe(
      404,
    );
    const res = await api('DELETE', `/api/partner-dashboard/verification/documents/${doc.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json<PartnerVerification>().documents.map((d) => d.id)).not.toContain(doc.id);
    expect(await ctx.db.select().from(files).where(eq(files.id, doc.file.id))).toHaveLength(0);
  });
});

describe('admins verify and reject', () => {
  it('refuses visitors, users and partners, changing nothing', async () => {
    const { doc } = await addDocument('trade_registry_gazette');
    const future = addDays(today, 100);
    expect(
      (await api('POST', `/api/admin/partner-documents/${doc.id}/verify`, null, { expiresOn: future })).statusCode,
    ).toBe(401);
    expect(
      (await api('POST', `/api/admin/partner-documents/${doc.id}/verify`, owner, { expiresOn: future })).statusCode,
    ).toBe(403);
    expect(
      (await api('POST', `/api/admin/partner-documents/${doc.id}/reject`, user, { reason: 'Okunaklı değil, lütfen' }))
        .statusCode,
    ).toBe(403);
    expect((await api('GET', `/api/admin/partners/${pid.ipekyolu}/verification`, owner)).statusCode).toBe(403);
    const [row] = await ctx.db.select().from(partnerDocuments).where(eq(partnerDocuments.id, doc.id));
    expect(row).toMatchObject({ status: 'pending', expiresOn: null });
  });

  it('refuses an expiry today or in the past, or more than 10 years ahead, in the caller language', async () => {
    const { doc } = await addDocument('trade_registry_gazette');
    for (const [expiresOn, message] of [
      [today, tr.expiryInPast],
      [addDays(today, -3), tr.expiryInPast],
      [addDays(today, 3700), tr.expiryTooFar],
      ['2030-02-30', tr.invalidDate],
    ] as const) {
      const res = await api('POST', `/api/admin/partner-documents/${doc.id}/verify`, admin, { expiresOn });
      expect(res.statusCode, expiresOn).toBe(400);
      expect(res.json().fieldErrors.expiresOn, expiresOn).toEqual([message]);
    }
    const short = await api('POST', `/api/admin/partner-documents/${doc.id}/reject`, admin, { reason: 'kısa' });
    expect(short.json().fieldErrors.reason).toEqual([tr.reasonTooShort]);
    expect(
      (await api('POST', '/api/admin/partner-documents/999999/verify', admin, { expiresOn: addDays(today, 9) }))
        .statusCode,
    ).toBe(404);
    const [row] = await ctx.db.select().from(partnerDocuments).where(eq(partnerDocuments.id, doc.id));
    expect(row).toMatchObject({ status: 'pending', expiresOn: null });
  });

  it('verifies the tax certificate and trade registry with expiry days: verified until the earlier, audited, notified', async () => {
    await ctx.db.delete(partnerDocuments).where(eq(partnerDocuments.partnerId, pid.ipekyolu!));
    await refreshVerifiedUntil(ctx.db, pid.ipekyolu!);
    const tax = (await addDocument('tax_certificate')).doc;
    const registry = (await addDocument('trade_registry_gazette')).doc;

    const first = await api('POST', `/api/admin/partner-documents/${tax.id}/verify`, admin, {
      expiresOn: addDays(today, 200),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<PartnerVerification>()).toMatchObject({ verified: false, verifiedUntil: null });
    expect((await catalogue('verified=true')).map((p) => p.username)).not.toContain('ipekyolu');

    const second = await api('POST', `/api/admin/partner-documents/${registry.id}/verify`, admin, {
      expiresOn: addDays(today, 60),
    });
    expect(second.json<PartnerVerification>()).toMatchObject({ verified: true, verifiedUntil: addDays(today, 60) });
    expect(second.json<PartnerVerification>().documents.find((d) => d.id === registry.id)).toMatchObject({
      status: 'verified',
      expiresOn: addDays(today, 60),
      expired: false,
    });

    // The admin view, the public card and profile show it.
    const adminView = await api('GET', `/api/admin/partners/${pid.ipekyolu}/verification`, admin);
    expect(adminView.json<PartnerVerification>().verifiedUntil).toBe(addDays(today, 60));
    expect((await catalogue('verified=true')).find((p) => p.username === 'ipekyolu')?.verifiedUntil).toBe(
      addDays(today, 60),
    );
    const profile = await api('GET', '/api/partners/ipekyolu', null);
    expect(profile.json().verifiedUntil).toBe(addDays(today, 60));

    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'partner.document.verified'), eq(adminAuditLog.targetId, String(pid.ipekyolu))),
      );
    expect(audit.map((a) => a.details)).toEqual(
      expect.arrayContaining([expect.objectContaining({ documentId: registry.id, expiresOn: addDays(today, 60) })]),
    );
    expect(audit.every((a) => a.actorId === uid['admin@demo.example.com'])).toBe(true);
    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, uid['partner2@demo.example.com']!),
          eq(notifications.type, 'verification_document_verified'),
        ),
      );
    expect(notes.map((n) => n.message).join(' ')).toContain('Ticaret sicil gazetesi');
  });

  it('rejects with a reason: the badge goes at once, audited, notified and mailed in the partner language', async () => {
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.email, 'partner2@demo.example.com'));
    const [registry] = await ctx.db
      .select()
      .from(partnerDocuments)
      .where(and(eq(partnerDocuments.partnerId, pid.ipekyolu!), eq(partnerDocuments.kind, 'trade_registry_gazette')));
    const reason = 'The gazette page is cut off; upload all pages.';
    const res = await api('POST', `/api/admin/partner-documents/${registry!.id}/reject`, admin, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json<PartnerVerification>()).toMatchObject({ verified: false, verifiedUntil: null });
    expect(res.json<PartnerVerification>().documents.find((d) => d.id === registry!.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
      expiresOn: null,
    });
    expect((await catalogue('verified=true')).map((p) => p.username)).not.toContain('ipekyolu');
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'partner.document.rejected'));
    expect(audit.at(-1)).toMatchObject({ targetType: 'partner', targetId: String(pid.ipekyolu) });
    expect(audit.at(-1)?.details).toMatchObject({ reason, documentId: registry!.id, before: 'verified' });
    const mails = (await mailsTo(ctx.db, 'partner2@demo.example.com')).filter(
      (m) => m.templateType === 'verification_document_rejected',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('About your document: Trade registry gazette');
    expect(mails[0]!.html).toContain('The gazette page is cut off');
    const [note] = await ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, uid['partner2@demo.example.com']!),
          eq(notifications.type, 'verification_document_rejected'),
        ),
      );
    expect(note?.message).toBe(`Your Trade registry gazette could not be verified: ${reason}`);
  });
});

describe('verified follows the expiry days without a job', () => {
  it('shows the badge through the last valid day and drops it the day after', async () => {
    const yesterday = addDays(today, -1);
    // Written straight to the table: the catalogue index follows the trigger's notification, which
    // PostgreSQL delivers a moment after the commit (settled() waits for it; an API write does not need to).
    const setVerifiedUntil = async (day: string | null) => {
      await ctx.db.update(partners).set({ verifiedUntil: day }).where(eq(partners.id, pid.martikargo!));
      await ctx.app.catalogueSearch.settled();
    };
    await setVerifiedUntil(today);
    expect((await catalogue('verified=true')).map((p) => p.username)).toContain('martikargo');
    await setVerifiedUntil(yesterday);
    expect((await catalogue('verified=true')).map((p) => p.username)).not.toContain('martikargo');
    const profile = await api('GET', '/api/partners/martikargo', null);
    expect(profile.json().verifiedUntil).toBeNull();
    await setVerifiedUntil(null);
  });

  it('lists the seeded verified partners, not the expired or unverified ones', async () => {
    const names = (await catalogue('verified=true')).map((p) => p.username);
    expect(names).toEqual(expect.arrayContaining(['egelojistik', 'anadolugumruk', 'marmaradts']));
    expect(names).not.toContain('trakyamusavirlik');
    expect(names).not.toContain('pusula-arastirma');
    const all = await catalogue('');
    expect(all.find((p) => p.username === 'trakyamusavirlik')?.verifiedUntil).toBeNull();
  });
});

describe('verified filter and facet', () => {
  it('combines with the other filters and search; the facet counts verified partners given the others', async () => {
    const verified = await catalogue('verified=true');
    const facets = (await api('GET', '/api/partners/facets?verified=true', null)).json<PartnerFacets>();
    expect(facets.total).toBe(verified.length);
    expect(facets.verified).toBe(verified.length);
    const unfiltered = (await api('GET', '/api/partners/facets', null)).json<PartnerFacets>();
    expect(unfiltered.verified).toBe(verified.length);
    expect(unfiltered.total).toBeGreaterThan(verified.length);

    const customs = await catalogue('verified=true&category=gumruk');
    expect(customs.map((p) => p.username)).toContain('anadolugumruk');
    expect(customs.every((p) => p.serviceCategory === 'gumruk' && p.verifiedUntil)).toBe(true);
    const customsFacets = (await api('GET', '/api/partners/facets?category=gumruk', null)).json<PartnerFacets>();
    expect(customsFacets.verified).toBe(customs.length);
    // The category facet with verified=true counts verified partners per category.
    expect(facets.category.find((c) => c.value === 'gumruk')?.count).toBe(customs.length);

    const searched = await catalogue(`verified=true&search=${encodeURIComponent('gümrük')}`);
    expect(searched.every((p) => p.verifiedUntil)).toBe(true);
    expect(searched.map((p) => p.username)).toContain('anadolugumruk');
    expect((await catalogue('verified=false')).length).toBe((await catalogue('')).length);
  });

  it('refuses another value of verified with a clear error', async () => {
    const res = await api('GET', '/api/partners?verified=yes', null);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.verified).toEqual([tr.invalidVerifiedFilter]);
    expect((await api('GET', '/api/partners/facets?verified=1', null)).statusCode).toBe(400);
  });

  it('marks verified partners in the search suggestions', async () => {
    const res = await api('GET', `/api/search/suggest?q=${encodeURIComponent('anadolu')}`, null);
    const partnersFound = res.json<{ partners: { username: string; verified: boolean }[] }>().partners;
    expect(partnersFound.find((p) => p.username === 'anadolugumruk')?.verified).toBe(true);
    const others = await api('GET', `/api/search/suggest?q=${encodeURIComponent('pusula')}`, null);
    const othersFound = others.json<{ partners: { username: string; verified: boolean }[] }>().partners;
    expect(othersFound.find((p) => p.username === 'pusula-arastirma')?.verified).toBe(false);
  });
});

describe('expiry reminders 30 and 7 days before', () => {
  /** 2030-03-10 12:00 in Istanbul: every seeded document has expired by then. */
  const NOW = new Date('2030-03-10T09:00:00Z');
  const day = (n: number) => addDays('2030-03-10', n);

  /** A verified document of martikargo (partner3@) expiring on `expiresOn`. */
  async function verifiedDocument(expiresOn: string) {
    const [file] = await ctx.db
      .insert(files)
      .values({
        fileName: `${crypto.randomUUID()}.pdf`,
        originalName: 'vergi.pdf',
        fileSize: 10,
        mimeType: 'application/pdf',
        category: 'PDF',
        source: 'object_storage_private',
        isPublic: false,
        uploadedBy: uid['partner3@demo.example.com']!,
      })
      .returning({ id: files.id });
    const [doc] = await ctx.db
      .insert(partnerDocuments)
      .values({ partnerId: pid.martikargo!, fileId: file!.id, kind: 'tax_certificate', status: 'verified', expiresOn })
      .returning({ id: partnerDocuments.id });
    return doc!.id;
  }
  const reminderMails = async () =>
    (await mailsTo(ctx.db, 'partner3@demo.example.com')).filter((m) => m.templateType === 'verification_expiring');
  const keys = async (documentId: number) =>
    (
      await ctx.db
        .select({ key: partnerDocumentReminders.key })
        .from(partnerDocumentReminders)
        .where(eq(partnerDocumentReminders.documentId, documentId))
    )
      .map((r) => r.key)
      .sort();

  it('30-day from 30 to 8 days before, 7-day from 7 days to the last day, none otherwise', () => {
    expect([31, 30, 8, 7, 1, 0, -1].map(expiryThresholdFor)).toEqual([null, '30d', '30d', '7d', '7d', '7d', null]);
  });

  it('sends each reminder exactly once, also when runs race, with notification and mail in the partner language', async () => {
    const id = await verifiedDocument(day(30));
    const sent = await Promise.all([
      sendVerificationReminders(ctx.db, TEST_ORIGIN, NOW),
      sendVerificationReminders(ctx.db, TEST_ORIGIN, NOW),
      sendVerificationReminders(ctx.db, TEST_ORIGIN, NOW),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await keys(id)).toEqual([`document:${id}:${day(30)}:30d`]);
    expect(await sendVerificationReminders(ctx.db, TEST_ORIGIN, new Date(NOW.getTime() + 86_400_000))).toBe(0);
    const mails = await reminderMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Belgenizin süresi doluyor: Vergi levhası');
    expect(mails[0]!.html).toContain('9 Nisan 2030');

    // 23 days later, 7 days before: the 7-day reminder, once.
    const later = new Date(NOW.getTime() + 23 * 86_400_000);
    await Promise.all([
      sendVerificationReminders(ctx.db, TEST_ORIGIN, later),
      sendVerificationReminders(ctx.db, TEST_ORIGIN, later),
    ]);
    expect(await keys(id)).toEqual([`document:${id}:${day(30)}:30d`, `document:${id}:${day(30)}:7d`]);
    expect(await reminderMails()).toHaveLength(2);
    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, uid['partner3@demo.example.com']!),
          eq(notifications.type, 'verification_expiring'),
        ),
      );
    expect(notes).toHaveLength(2);
    await ctx.db.delete(partnerDocuments).where(eq(partnerDocuments.id, id));
  });

  it('reminds a document verified again with a new expiry; nothing for pending, rejected or expired ones', async () => {
    const id = await verifiedDocument(day(7));
    expect(await sendVerificationReminders(ctx.db, TEST_ORIGIN, NOW)).toBe(1);
    await ctx.db
      .update(partnerDocuments)
      .set({ expiresOn: day(20) })
      .where(eq(partnerDocuments.id, id));
    expect(await sendVerificationReminders(ctx.db, TEST_ORIGIN, NOW)).toBe(1);
    expect(await keys(id)).toEqual([`document:${id}:${day(7)}:7d`, `document:${id}:${day(20)}:30d`]);
    await ctx.db
      .update(partnerDocuments)
      .set({ status: 'rejected', expiresOn: null, rejectionReason: 'Sahte görünüyor, lütfen' })
      .where(eq(partnerDocuments.id, id));
    await verifiedDocument(day(-1));
    expect(await sendVerificationReminders(ctx.db, TEST_ORIGIN, new Date(NOW.getTime() + 86_400_000))).toBe(0);
  });
});
