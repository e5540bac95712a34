import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '@shared/messages';
import { addDays, istanbulToday } from '@shared/calendar';
import type { AdminProjectsPage, Project, ProjectList } from '@shared/contracts/projects';
import { adminAuditLog, notifications, projectSignatures, quoteRequests } from '../../db/schema';
import { mailsTo, TEST_ORIGIN } from '../../test/helpers';
import { openProjectWorld, type ProjectWorld } from '../../test/projects';

const tr = catalogues.tr.projects;

let world: ProjectWorld;
let ctx: ProjectWorld['ctx'];
let buyer: string; // kullanici@: the exporter
let partner: string; // partner@ owns egelojistik
let stranger: string; // partner2@ owns ipekyolu: neither side
let admin: string;
let uid: Record<string, number> = {};
const today = istanbulToday();

beforeAll(async () => {
  world = await openProjectWorld();
  ({ ctx, buyer, partner, stranger, admin, uid } = world);
});
afterAll(async () => {
  await ctx?.close();
});

const api: ProjectWorld['api'] = (...args) => world.api(...args);
const acceptedProject = (title = 'İzmir – Hamburg parsiyel') => world.acceptedProject(title);

const plan = (amounts: number[], due = addDays(today, 10)) => ({
  milestones: amounts.map((amount, i) => ({ title: `Aşama ${i + 1}`, dueDate: due, amount })),
});

describe('accepting an offer starts a project (issue 20)', () => {
  it('copies the offer into a contract_pending project with one milestone for the whole amount', async () => {
    const project = await acceptedProject('Kabul edilen teklif');
    expect(project).toMatchObject({
      status: 'contract_pending',
      role: 'buyer',
      currency: 'TRY',
      subtotal: 100_000,
      vatAmount: 20_000,
      totalAmount: 120_000,
      deliveryTime: '7 gün',
      terms: 'Fatura ile havale',
      signatures: [],
      cancelRequest: null,
    });
    expect(project.milestones).toMatchObject([{ position: 1, amount: 120_000, status: 'pending', dueDate: null }]);
    expect(project.contractHash).toMatch(/^[0-9a-f]{64}$/);

    const started = await mailsTo(ctx.db, 'kullanici@demo.example.com');
    expect(started.some((m) => m.templateType === 'project_started' && m.subject.includes('Kabul edilen teklif'))).toBe(
      true,
    );
    expect((await mailsTo(ctx.db, 'partner@demo.example.com')).some((m) => m.templateType === 'project_started')).toBe(
      true,
    );
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, uid['partner@demo.example.com']!), eq(notifications.type, 'project_update')));
    expect(told.some((n) => n.actionUrl === `/projects/${project.id}`)).toBe(true);
  });

  it('shows the project to both sides and admins, and answers 404 to anyone else', async () => {
    const project = await acceptedProject('Görünürlük');
    expect((await api('GET', `/api/projects/${project.id}`, partner)).json<Project>().role).toBe('partner');
    expect((await api('GET', `/api/projects/${project.id}`, admin)).json<Project>().role).toBe('admin');
    const strangers = await api('GET', `/api/projects/${project.id}`, stranger);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json().message).toBe(tr.notFound);
    expect((await api('GET', '/api/projects', stranger)).json<ProjectList>().projects).toEqual([]);
    expect((await api('GET', '/api/projects/not-a-uuid', buyer)).statusCode).toBe(404);
    expect((await api('GET', '/api/projects', null)).statusCode).toBe(401);
  });
});

describe('the contract: plan and signatures', () => {
  it('lets only the partner replace the plan, with amounts that sum to the total and no past dates', async () => {
    const project = await acceptedProject('Plan');
    const url = `/api/projects/${project.id}/milestones`;
    expect((await api('PUT', url, buyer, plan([60_000, 60_000]))).statusCode).toBe(403);
    const wrongSum = await api('PUT', url, partner, plan([60_000, 50_000]));
    expect(wrongSum.statusCode).toBe(400);
    expect(wrongSum.json().fieldErrors.milestones).toHaveLength(1);
    const past = await api('PUT', url, partner, plan([120_000], addDays(today, -1)));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(tr.dueDateInPast);
    const empty = await api('PUT', url, partner, { milestones: [] });
    expect(empty.statusCode).toBe(400);

    const ok = await api('PUT', url, partner, plan([70_000, 50_000]));
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Project>().milestones.map((m) => [m.position, m.amount])).toEqual([
      [1, 70_000],
      [2, 50_000],
    ]);
  });

  it('activates the project when both sides signed the same text; a new plan voids earlier signatures', async () => {
    const project = await acceptedProject('İmza');
    const sign = (cookie: string) => api('POST', `/api/projects/${project.id}/contract/sign`, cookie);
    expect((await sign(admin)).statusCode).toBe(403);
    const first = await sign(buyer);
    expect(first.statusCode).toBe(200);
    expect(first.json<Project>().signatures).toMatchObject([{ side: 'buyer', contractHash: project.contractHash }]);
    expect((await sign(buyer)).json().message).toBe(tr.alreadySigned);

    // The partner changes the plan: the buyer's signature no longer counts, both sign again.
    const replanned = await api('PUT', `/api/projects/${project.id}/milestones`, partner, plan([100_000, 20_000]));
    expect(replanned.json<Project>().signatures).toEqual([]);
    expect(replanned.json<Project>().contractHash).not.toBe(project.contractHash);

    expect((await sign(partner)).json<Project>().status).toBe('contract_pending');
    const both = await sign(buyer);
    expect(both.json<Project>().status).toBe('active');
    const rows = await ctx.db.select().from(projectSignatures).where(eq(projectSignatures.projectId, project.id));
    expect(rows.map((r) => r.ip).every((ip) => ip.length > 0)).toBe(true);
    const signed = await ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, uid['kullanici@demo.example.com']!), eq(notifications.type, 'contract_signed')),
      );
    expect(signed.some((n) => n.message.includes('İmza'))).toBe(true);

    const locked = await api('PUT', `/api/projects/${project.id}/milestones`, partner, plan([120_000]));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(tr.planLocked);
    expect((await sign(partner)).json().message).toBe(tr.notSignable);
  });
});

/** A project both sides signed with two milestones (70 000 + 50 000). */
const activeProject = (title: string) =>
  world.activeProject(title, { milestones: [{ amount: 70_000 }, { amount: 50_000 }] });

describe('milestones: delivery, review, completion', () => {
  it('runs deliver → changes → deliver → approve, and completes the project and its request at the last approval', async () => {
    const project = await activeProject('Teslimat');
    const [m1, m2] = project.milestones;
    const at = (m: { id: number }, action: string) => `/api/projects/${project.id}/milestones/${m.id}/${action}`;

    expect((await api('POST', at(m1!, 'approve'), buyer)).json().message).toBe(tr.milestoneNotReviewable);
    expect((await api('POST', at(m1!, 'submit'), buyer, { message: 'x' })).statusCode).toBe(403);
    expect((await api('POST', at(m1!, 'submit'), partner, { message: '  ' })).statusCode).toBe(400);

    expect((await api('POST', at(m1!, 'submit'), partner, { message: 'Yükleme yapıldı' })).statusCode).toBe(200);
    expect((await api('POST', at(m1!, 'submit'), partner, { message: 'tekrar' })).json().message).toBe(
      tr.milestoneNotSubmittable,
    );
    const changes = await api('POST', at(m1!, 'request-changes'), buyer, { message: 'Konşimento eksik' });
    expect(changes.json<Project>().milestones[0]).toMatchObject({
      status: 'changes_requested',
      changesMessage: 'Konşimento eksik',
    });
    await api('POST', at(m1!, 'submit'), partner, { message: 'Konşimento eklendi' });
    const approved = await api('POST', at(m1!, 'approve'), buyer);
    expect(approved.json<Project>()).toMatchObject({ status: 'active', approvedAmount: 70_000 });
    expect((await api('POST', at(m1!, 'approve'), buyer)).statusCode).toBe(409);
    const reached = await ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, uid['partner@demo.example.com']!), eq(notifications.type, 'milestone_reached')),
      );
    expect(reached.length).toBeGreaterThan(0);

    await api('POST', at(m2!, 'submit'), partner, { message: 'Teslim' });
    const done = await api('POST', at(m2!, 'approve'), buyer);
    expect(done.json<Project>()).toMatchObject({ status: 'completed', approvedAmount: 120_000, nextMilestone: null });
    const [request] = await ctx.db
      .select({ status: quoteRequests.status })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, project.quoteRequestId));
    expect(request!.status).toBe('completed');
    expect(
      (await mailsTo(ctx.db, 'kullanici@demo.example.com')).some(
        (m) => m.templateType === 'project_completed' && m.subject.includes('Teslimat'),
      ),
    ).toBe(true);
    expect(
      (await api('POST', `/api/projects/${project.id}/cancel`, buyer, { reason: 'Vazgeçtik artık bundan' })).json()
        .message,
    ).toBe(tr.closed);
  });

  it('lets the buyer, and only the buyer, close an active project as done', async () => {
    const project = await activeProject('Kapatma');
    expect((await api('POST', `/api/projects/${project.id}/complete`, partner)).statusCode).toBe(403);
    const done = await api('POST', `/api/projects/${project.id}/complete`, buyer);
    expect(done.json<Project>().status).toBe('completed');
    expect((await api('POST', `/api/projects/${project.id}/complete`, buyer)).statusCode).toBe(409);
  });
});

describe('cancellation: one side asks, the other confirms', () => {
  it('cancels only when the other side confirms, and mails both', async () => {
    const project = await acceptedProject('İptal');
    const short = await api('POST', `/api/projects/${project.id}/cancel`, buyer, { reason: 'kısa' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.reason).toEqual([tr.reasonTooShort]);
    const asked = await api('POST', `/api/projects/${project.id}/cancel`, buyer, {
      reason: 'Sevkiyat ertelendi, gerek kalmadı',
    });
    expect(asked.json<Project>().cancelRequest).toMatchObject({ side: 'buyer' });
    expect(
      (await api('POST', `/api/projects/${project.id}/cancel`, partner, { reason: 'Ben de iptal istiyorum' })).json()
        .message,
    ).toBe(tr.cancelAlreadyRequested);
    expect((await api('POST', `/api/projects/${project.id}/cancel/confirm`, buyer)).json().message).toBe(
      tr.ownCancelRequest,
    );
    expect((await api('POST', `/api/projects/${project.id}/cancel/confirm`, stranger)).statusCode).toBe(404);
    const cancelled = await api('POST', `/api/projects/${project.id}/cancel/confirm`, partner);
    expect(cancelled.json<Project>().status).toBe('cancelled');
    expect(
      (await mailsTo(ctx.db, 'partner@demo.example.com')).some(
        (m) => m.templateType === 'project_cancelled' && m.subject.includes('İptal'),
      ),
    ).toBe(true);
    expect((await api('POST', `/api/projects/${project.id}/contract/sign`, buyer)).json().message).toBe(tr.closed);
  });
});

describe('admins: every project, and closing one with a note', () => {
  it('lists projects with filters and counts for admins only', async () => {
    const project = await acceptedProject('Yönetici listesi');
    expect((await api('GET', '/api/admin/projects', buyer)).statusCode).toBe(403);
    const all = await api('GET', '/api/admin/projects', admin);
    expect(all.statusCode).toBe(200);
    const page = all.json<AdminProjectsPage>();
    expect(page.counts.contract_pending).toBeGreaterThan(0);
    expect(page.projects.every((p) => p.role === 'admin')).toBe(true);
    const found = await api('GET', `/api/admin/projects?q=${encodeURIComponent('yönetici LİSTESİ')}`, admin);
    expect(found.json<AdminProjectsPage>().projects.map((p) => p.id)).toContain(project.id);
    const completedOnly = await api('GET', '/api/admin/projects?status=completed', admin);
    expect(completedOnly.json<AdminProjectsPage>().projects.every((p) => p.status === 'completed')).toBe(true);
    expect((await api('GET', '/api/admin/projects?status=nope', admin)).statusCode).toBe(400);
  });

  it('cancels an open project with a note, tells both sides, records the audit entry, and refuses twice', async () => {
    const project = await acceptedProject('Yönetici iptali');
    const patch = (cookie: string, body: unknown) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/projects/${project.id}`,
        headers: { origin: TEST_ORIGIN, cookie },
        payload: body as object,
      });
    expect((await patch(partner, { status: 'cancelled', note: 'Taraflar anlaştı' })).statusCode).toBe(403);
    expect((await patch(admin, { status: 'cancelled', note: ' ' })).statusCode).toBe(400);
    const done = await patch(admin, { status: 'cancelled', note: 'Taraflar anlaştı' });
    expect(done.statusCode).toBe(200);
    expect(done.json<Project>()).toMatchObject({ status: 'cancelled', adminNote: 'Taraflar anlaştı', role: 'admin' });
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, uid['kullanici@demo.example.com']!), eq(notifications.type, 'project_update')),
      );
    expect(told.some((n) => n.message.includes('Taraflar anlaştı'))).toBe(true);
    const [audit] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'project'), eq(adminAuditLog.targetId, project.id)));
    expect(audit).toMatchObject({ action: 'project.cancelled', actorId: uid['admin@demo.example.com'] });
    const again = await patch(admin, { status: 'completed', note: 'Yine de tamamla' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(tr.closed);
  });
});

describe('the contract as a PDF (GET /api/projects/{id}/contract.pdf)', () => {
  async function pdfText(res: { rawPayload: Buffer }) {
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    try {
      return (await parser.getText()).text;
    } finally {
      await parser.destroy();
    }
  }

  it('prints parties, lines, VAT, milestones, both signatures and the hash, in the caller’s language or ?lang', async () => {
    const project = await acceptedProject('Sözleşme çıktısı');
    expect(
      (await api('PUT', `/api/projects/${project.id}/milestones`, partner, plan([70_000, 50_000]))).statusCode,
    ).toBe(200);
    expect((await api('POST', `/api/projects/${project.id}/contract/sign`, partner)).statusCode).toBe(200);
    const signed = await api('POST', `/api/projects/${project.id}/contract/sign`, buyer);
    expect(signed.json<Project>().status).toBe('active');
    const { contractHash } = signed.json<Project>();

    const res = await api('GET', `/api/projects/${project.id}/contract.pdf`, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    const text = await pdfText(res);
    const trp = catalogues.tr.projects;
    for (const part of [
      trp.pdfTitle,
      'Sözleşme çıktısı',
      'Yılmaz Dış Ticaret',
      'Ayşe Yılmaz',
      'Navlun',
      'KDV (%20)',
      '₺1.200,00',
      'Aşama 1',
      '₺700,00',
      '₺500,00',
      trp.pdfStatusActive,
      contractHash,
    ])
      expect(text).toContain(part);
    // Both sides signed: no "not signed" line, and each signature names its signer's IP.
    expect(text).not.toContain(trp.pdfNotSigned);
    expect(text.match(/IP\s127\.0\.0\.1/g)).toHaveLength(2);

    const en = await pdfText(await api('GET', `/api/projects/${project.id}/contract.pdf?lang=en`, partner));
    expect(en).toContain(catalogues.en.projects.pdfTitle);
    expect(en).toContain(catalogues.en.projects.pdfStatusActive);
    expect(en).toContain(contractHash);
  });

  it('shows an unsigned contract as such, to the two sides and admins only', async () => {
    const project = await acceptedProject('İmzasız sözleşme');
    const text = await pdfText(await api('GET', `/api/projects/${project.id}/contract.pdf`, admin));
    expect(text).toContain(catalogues.tr.projects.pdfNotSigned);
    expect(text).toContain(catalogues.tr.projects.pdfAtDelivery);
    expect((await api('GET', `/api/projects/${project.id}/contract.pdf`, stranger)).statusCode).toBe(404);
    expect((await api('GET', `/api/projects/${project.id}/contract.pdf`, null)).statusCode).toBe(401);
    expect((await api('GET', `/api/projects/${project.id}/contract.pdf?lang=de`, buyer)).statusCode).toBe(400);
  });
});
