import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '@shared/messages';
import { addDays, istanbulToday } from '@shared/calendar';
import type { AdminProjectsPage, Project, ProjectList } from '@shared/contracts/projects';
import { emailPreferences, files, partners, projectFiles, smsOutbox, users } from '../../db/schema';
import { mailsTo } from '../../test/helpers';
import { openProjectWorld, type ProjectWorld } from '../../test/projects';

const tr = catalogues.tr.projects;
const IBAN = 'TR330006100519786457841326';

let world: ProjectWorld;
let ctx: ProjectWorld['ctx'];
let buyer: string; // kullanici@: the exporter
let partner: string; // partner@ owns egelojistik
let stranger: string; // partner2@ owns ipekyolu: neither side
let admin: string;
let uid: Record<string, number> = {};
let egeId = 0;
const today = istanbulToday();

beforeAll(async () => {
  world = await openProjectWorld();
  ({ ctx, buyer, partner, stranger, admin, uid, egeId } = world);
});
afterAll(async () => {
  await ctx?.close();
});

const api: ProjectWorld['api'] = (...args) => world.api(...args);
/** A private upload of `cookie`'s account: its file id. */
const upload = async (cookie: string, name: string) => (await world.upload(cookie, name)).id;
/** An active project of egelojistik for 1.200,00 TRY in two milestones (700,00 + 500,00), signed by both unless `sign` is false. */
const activeProject = (title: string, sign = true) =>
  world.activeProject(title, {
    milestones: [
      { amount: 70_000, dueDate: addDays(today, 10) },
      { amount: 50_000, dueDate: addDays(today, 20) },
    ],
    sign,
  });

const setIban = (iban: string | null) => api('PATCH', `/api/partners/${egeId}`, partner, { iban });

const ask = (project: Project, body: Record<string, unknown>, cookie = partner) =>
  api('POST', `/api/projects/${project.id}/payments`, cookie, {
    milestoneId: project.milestones[0]!.id,
    invoiceNumber: 'FTR-2026-001',
    amount: 30_000,
    dueDate: addDays(today, 7),
    ...body,
  });
const paid = (project: Project, pid: number, cookie: string, receiptFileId: unknown) =>
  api('POST', `/api/projects/${project.id}/payments/${pid}/paid`, cookie, { receiptFileId });
const confirm = (project: Project, pid: number, cookie: string) =>
  api('POST', `/api/projects/${project.id}/payments/${pid}/confirm`, cookie);

const notificationsOf: ProjectWorld['notificationsOf'] = (...args) => world.notificationsOf(...args);

describe("the partner's IBAN (issue 20)", () => {
  it('is validated and stored without spaces, shown to the owner, never on the public profile', async () => {
    const wrongChecksum = await setIban('TR340006100519786457841326');
    expect(wrongChecksum.statusCode).toBe(400);
    expect(wrongChecksum.json().fieldErrors.iban).toEqual([catalogues.tr.partners.invalidIban]);
    expect((await setIban('DE89370400440532013000')).statusCode).toBe(400);

    const saved = await setIban(' tr33 0006 1005 1978 6457 8413 26 ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().iban).toBe(IBAN);
    const [row] = await ctx.db.select({ iban: partners.iban }).from(partners).where(eq(partners.id, egeId));
    expect(row!.iban).toBe(IBAN);
    expect((await api('GET', '/api/partners/me', partner)).json().iban).toBe(IBAN);

    for (const cookie of [null, stranger, buyer]) {
      const profile = await api('GET', '/api/partners/egelojistik', cookie);
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).not.toHaveProperty('iban');
      expect(profile.body).not.toContain(IBAN);
    }
  });

  it('must be on the profile before a payment can be requested', async () => {
    const project = await activeProject('IBAN yok');
    expect((await setIban(null)).json().iban).toBeNull();
    const refused = await ask(project, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PROJECT_IBAN_MISSING', message: tr.ibanMissing });
    expect((await setIban(IBAN)).statusCode).toBe(200);
    expect((await ask(project, {})).statusCode).toBe(200);
  });
});

describe('payments: request → paid → confirmed', () => {
  it('runs the happy path with files, notifications, the mail and the money summary', async () => {
    const project = await activeProject('Ödeme akışı');
    const invoiceId = await upload(partner, 'fatura.pdf');
    const requested = await ask(project, { invoiceNumber: '  FTR-2026-001 ', invoiceFileId: invoiceId });
    expect(requested.statusCode).toBe(200);
    const afterRequest = requested.json<Project>();
    const payment = afterRequest.payments[0]!;
    expect(payment).toMatchObject({
      milestoneId: project.milestones[0]!.id,
      invoiceNumber: 'FTR-2026-001',
      amount: 30_000,
      currency: 'TRY',
      dueDate: addDays(today, 7),
      iban: IBAN,
      status: 'pending',
      invoiceFile: { id: invoiceId, fileName: 'fatura.pdf', url: `/objects/${invoiceId}` },
      receiptFile: null,
      paidAt: null,
      confirmedAt: null,
    });
    expect(afterRequest.paymentSummary).toEqual({
      confirmed: 0,
      awaitingConfirmation: 0,
      requested: 30_000,
      outstanding: 120_000,
    });
    // The buyer sees the request (with the IBAN) and is told; the invoice is readable by the buyer only.
    const seen = (await api('GET', `/api/projects/${project.id}`, buyer)).json<Project>();
    expect(seen.payments[0]!.iban).toBe(IBAN);
    const pending = await notificationsOf('kullanici@demo.example.com', 'payment_pending');
    expect(pending.some((n) => n.message.includes('FTR-2026-001') && n.message.includes('₺300,00'))).toBe(true);
    expect((await api('GET', `/objects/${invoiceId}`, buyer)).statusCode).toBe(200);
    expect((await api('GET', `/objects/${invoiceId}`, stranger)).statusCode).toBe(404);

    // Confirming before it is paid is refused.
    expect((await confirm(project, payment.id, partner)).json().message).toBe(tr.paymentNotPaidYet);

    // The buyer marks it paid with a receipt; the partner may read the receipt, a stranger may not.
    expect((await paid(project, payment.id, buyer, undefined)).statusCode).toBe(400);
    const receiptId = await upload(buyer, 'dekont.pdf');
    const markedPaid = await paid(project, payment.id, buyer, receiptId);
    expect(markedPaid.statusCode).toBe(200);
    expect(markedPaid.json<Project>().payments[0]).toMatchObject({
      status: 'paid',
      receiptFile: { id: receiptId, fileName: 'dekont.pdf' },
    });
    expect(markedPaid.json<Project>().paymentSummary).toMatchObject({ awaitingConfirmation: 30_000, requested: 0 });
    expect((await api('GET', `/objects/${receiptId}`, partner)).statusCode).toBe(200);
    expect((await api('GET', `/objects/${receiptId}`, admin)).statusCode).toBe(200);
    expect((await api('GET', `/objects/${receiptId}`, stranger)).statusCode).toBe(404);
    const kinds = await ctx.db
      .select({ kind: projectFiles.kind, paymentId: projectFiles.paymentId })
      .from(projectFiles)
      .where(eq(projectFiles.projectId, project.id));
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'invoice', paymentId: payment.id },
        { kind: 'receipt', paymentId: payment.id },
      ]),
    );
    const told = await notificationsOf('partner@demo.example.com', 'project_update');
    expect(told.some((n) => n.message.includes('FTR-2026-001') && n.actionUrl === `/projects/${project.id}`)).toBe(
      true,
    );

    const twice = await paid(project, payment.id, buyer, await upload(buyer, 'dekont2.pdf'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(tr.paymentAlreadyPaid);

    // The partner confirms: the buyer is told and mailed; the lists show the paid amount.
    const confirmed = await confirm(project, payment.id, partner);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<Project>().payments[0]!.status).toBe('confirmed');
    expect(confirmed.json<Project>().paymentSummary).toEqual({
      confirmed: 30_000,
      awaitingConfirmation: 0,
      requested: 0,
      outstanding: 90_000,
    });
    expect(confirmed.json<Project>().paidAmount).toBe(30_000);
    const received = await notificationsOf('kullanici@demo.example.com', 'payment_received');
    expect(received.some((n) => n.message.includes('₺300,00'))).toBe(true);
    const mail = (await mailsTo(ctx.db, 'kullanici@demo.example.com')).filter(
      (m) => m.templateType === 'payment_confirmation',
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.html).toContain('₺300,00');
    expect(mail[0]!.html).toContain('Ödeme akışı');
    expect(mail[0]!.html).toContain(`/projects/${project.id}`);

    const again = await confirm(project, payment.id, partner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(tr.paymentAlreadyConfirmed);

    const list = (await api('GET', '/api/projects', buyer)).json<ProjectList>();
    expect(list.projects.find((p) => p.id === project.id)).toMatchObject({ paidAmount: 30_000, totalAmount: 120_000 });
    const adminList = (
      await api('GET', `/api/admin/projects?q=${encodeURIComponent('Ödeme akışı')}`, admin)
    ).json<AdminProjectsPage>();
    expect(adminList.projects.find((p) => p.id === project.id)?.paidAmount).toBe(30_000);
  });

  it('lets only the right side make each move, and answers 404 to strangers', async () => {
    const project = await activeProject('Taraflar');
    expect((await ask(project, {}, buyer)).statusCode).toBe(403);
    expect((await ask(project, {}, admin)).statusCode).toBe(403);
    expect((await ask(project, {}, stranger)).statusCode).toBe(404);
    const pid = (await ask(project, {})).json<Project>().payments[0]!.id;
    expect((await paid(project, pid, partner, await upload(partner, 'x.pdf'))).json().message).toBe(tr.buyerOnly);
    expect((await paid(project, pid, stranger, await upload(stranger, 'x.pdf'))).statusCode).toBe(404);
    expect((await paid(project, 999_999, buyer, await upload(buyer, 'x.pdf'))).statusCode).toBe(404);
    // A receipt must be the buyer's own upload: the partner's invoice or another's file is refused.
    const foreign = await paid(project, pid, buyer, await upload(stranger, 'y.pdf'));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors.receiptFileId).toEqual([tr.fileInvalid]);
    await paid(project, pid, buyer, await upload(buyer, 'dekont.pdf'));
    expect((await confirm(project, pid, buyer)).json().message).toBe(tr.partnerOnly);
    expect((await confirm(project, pid, stranger)).statusCode).toBe(404);
    expect((await api('GET', `/api/projects/${project.id}`, stranger)).statusCode).toBe(404);
  });

  it('refuses a request past the milestone amount, naming what is left, a reused invoice number and a past day', async () => {
    const project = await activeProject('Tutar sınırı');
    const m2 = project.milestones[1]!;
    const over = await ask(project, { milestoneId: m2.id, amount: 50_001 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Bu aşama için en fazla ₺500,00 daha istenebilir.');
    expect(over.json().fieldErrors.amount).toEqual(['Bu aşama için en fazla ₺500,00 daha istenebilir.']);
    expect((await ask(project, { milestoneId: m2.id, amount: 20_000, invoiceNumber: 'A-1' })).statusCode).toBe(200);
    expect((await ask(project, { milestoneId: m2.id, amount: 30_001, invoiceNumber: 'A-2' })).json().message).toBe(
      'Bu aşama için en fazla ₺300,00 daha istenebilir.',
    );
    expect((await ask(project, { milestoneId: m2.id, amount: 30_000, invoiceNumber: 'A-2' })).statusCode).toBe(200);
    expect((await ask(project, { milestoneId: m2.id, amount: 1, invoiceNumber: 'A-3' })).json().message).toBe(
      tr.milestoneFullyRequested,
    );

    const duplicate = await ask(project, { invoiceNumber: 'a-1' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'PROJECT_INVOICE_NUMBER_TAKEN',
      message: 'Bu projede a-1 numaralı bir fatura için zaten ödeme istendi.',
    });
    const past = await ask(project, { invoiceNumber: 'B-1', dueDate: addDays(today, -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors.dueDate).toEqual([tr.paymentDueInPast]);
    expect((await ask(project, { invoiceNumber: ' ' })).statusCode).toBe(400);
    expect((await ask(project, { invoiceNumber: 'X'.repeat(51) })).statusCode).toBe(400);
    expect((await ask(project, { invoiceNumber: 'B-1', amount: 12.5 })).statusCode).toBe(400);
    const other = await activeProject('Başka proje');
    const foreignMilestone = await ask(project, { invoiceNumber: 'B-1', milestoneId: other.milestones[0]!.id });
    expect(foreignMilestone.statusCode).toBe(400);
    expect(foreignMilestone.json().fieldErrors.milestoneId).toEqual([tr.paymentMilestoneInvalid]);
    const someoneElsesInvoice = await ask(project, {
      invoiceNumber: 'B-1',
      invoiceFileId: await upload(buyer, 'z.pdf'),
    });
    expect(someoneElsesInvoice.json().fieldErrors.invoiceFileId).toEqual([tr.fileInvalid]);
    // Nothing refused was written.
    expect((await api('GET', `/api/projects/${project.id}`, partner)).json<Project>().payments).toHaveLength(2);
  });

  it('refuses payments before the contract is signed and in a cancelled project', async () => {
    const unsigned = await activeProject('İmzasız', false);
    const early = await ask(unsigned, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(tr.paymentNeedsContract);

    const project = await activeProject('İptal edilen ödeme');
    const pid = (await ask(project, {})).json<Project>().payments[0]!.id;
    await api('POST', `/api/projects/${project.id}/cancel`, buyer, { reason: 'Sevkiyat iptal edildi, gerek kalmadı' });
    expect((await api('POST', `/api/projects/${project.id}/cancel/confirm`, partner)).statusCode).toBe(200);
    const late = await paid(project, pid, buyer, await upload(buyer, 'dekont.pdf'));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(tr.paymentProjectCancelled);
    expect((await ask(project, { invoiceNumber: 'FTR-2' })).json().message).toBe(tr.paymentProjectCancelled);
  });

  it('lets only one of two simultaneous "paid" clicks through', async () => {
    const project = await activeProject('Aynı anda');
    const pid = (await ask(project, {})).json<Project>().payments[0]!.id;
    const [a, b] = await Promise.all([
      paid(project, pid, buyer, await upload(buyer, 'd1.pdf')),
      paid(project, pid, buyer, await upload(buyer, 'd2.pdf')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    // The loser's receipt stays private to the buyer: its sharing rolled back with it.
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe(tr.paymentAlreadyPaid);
    const rows = await ctx.db.select().from(files).where(eq(files.uploadedBy, uid['kullanici@demo.example.com']!));
    const shared = rows.filter((f) => f.sharedWith.includes(uid['partner@demo.example.com']!));
    const receipts = await ctx.db.select().from(projectFiles).where(eq(projectFiles.projectId, project.id));
    expect(receipts.filter((r) => r.kind === 'receipt')).toHaveLength(1);
    expect(shared.map((f) => f.id)).toContain(receipts.find((r) => r.kind === 'receipt')!.fileId);
  });
});

describe('payment SMS (issue 22; decision 043)', () => {
  /** The buyer's SMS set-up: phone (10 digits, spec §5), whether it is verified, the preference, the language. */
  const buyerSms = async (phone: string, verified: boolean, smsNotifications: boolean, language: 'tr' | 'en') => {
    const userId = uid['kullanici@demo.example.com']!;
    await ctx.db
      .update(users)
      .set({ phone, phoneVerifiedAt: verified ? new Date() : null, language })
      .where(eq(users.id, userId));
    await ctx.db
      .insert(emailPreferences)
      .values({ userId, smsNotifications })
      .onConflictDoUpdate({ target: emailPreferences.userId, set: { smsNotifications } });
  };
  beforeAll(async () => {
    // A payment request needs the partner's IBAN (the first describe sets it; this one may run alone).
    expect((await setIban(IBAN)).statusCode).toBe(200);
  });
  const smsTo = (...numbers: string[]) =>
    ctx.db.select().from(smsOutbox).where(inArray(smsOutbox.toNumber, numbers)).orderBy(smsOutbox.id);
  /** A payment of 300,00 TRY requested, marked paid and confirmed on a new project. */
  const payInFull = async (title: string) => {
    const project = await activeProject(title);
    const asked = await ask(project, {});
    expect(asked.statusCode).toBe(200);
    const pid = asked.json<Project>().payments[0]!.id;
    expect((await paid(project, pid, buyer, await upload(buyer, 'dekont.pdf'))).statusCode).toBe(200);
    expect((await confirm(project, pid, partner)).statusCode).toBe(200);
  };

  it('texts an opted-in buyer with a verified phone at the request and the confirmation, in their language', async () => {
    await buyerSms('5321230001', true, true, 'en');
    try {
      await payInFull('SMS ödemesi');
      const sent = await smsTo('+905321230001');
      expect(sent.map((s) => [s.templateType, s.language, s.body])).toEqual([
        [
          'project_update',
          'en',
          'There is a new update on SMS ödemesi. Ege Lojistik shared the details on the platform.',
        ],
        [
          'payment_confirmation',
          'en',
          // A no-break space, as Intl writes it.
          'Your payment of TRY\u00a0300.00 for Ege Lojistik has been received. Thank you. - Export Partner',
        ],
      ]);
    } finally {
      await buyerSms('5321110001', false, false, 'tr');
    }
  });

  it('texts nobody whose preference is off or whose phone is not verified', async () => {
    try {
      await buyerSms('5321230002', true, false, 'tr');
      await payInFull('SMS istemeyen');
      await buyerSms('5321230003', false, true, 'tr');
      await payInFull('Telefonu doğrulanmamış');
      expect(await smsTo('+905321230002', '+905321230003')).toEqual([]);
    } finally {
      await buyerSms('5321110001', false, false, 'tr');
    }
  });
});
