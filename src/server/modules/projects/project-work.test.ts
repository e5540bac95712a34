import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '@shared/messages';
import { addDays, istanbulToday } from '@shared/calendar';
import type { Project } from '@shared/contracts/projects';
import { files, projectFiles } from '../../db/schema';
import { openProjectWorld, type ProjectWorld } from '../../test/projects';

const tr = catalogues.tr.projects;
const en = catalogues.en.projects;

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
const upload: ProjectWorld['upload'] = (...args) => world.upload(...args);
const acceptedProject = (title: string) => world.acceptedProject(title);
/** A project both sides signed: `active`, one milestone for the whole amount. */
const activeProject = (title: string) => world.activeProject(title);

const notificationsOf: ProjectWorld['notificationsOf'] = (...args) => world.notificationsOf(...args);

describe('tasks (issue 20)', () => {
  it('lets either side add a task for a side; the assignee is told only when it is the other side', async () => {
    const project = await acceptedProject('Görevler');
    const url = `/api/projects/${project.id}/tasks`;
    const res = await api('POST', url, buyer, {
      title: '  Çeki listesini gönder  ',
      description: 'Koli adetleriyle',
      assigneeSide: 'partner',
      dueDate: addDays(today, 3),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Project>().tasks).toMatchObject([
      {
        title: 'Çeki listesini gönder',
        description: 'Koli adetleriyle',
        assigneeSide: 'partner',
        dueDate: addDays(today, 3),
        done: false,
        doneAt: null,
        doneBySide: null,
        createdBySide: 'buyer',
      },
    ]);
    const assigned = await notificationsOf('partner@demo.example.com', 'task_assigned');
    expect(assigned.some((n) => n.message.includes('Çeki listesini gönder') && n.message.includes('Görevler'))).toBe(
      true,
    );
    expect(assigned.every((n) => n.actionUrl?.startsWith('/projects/'))).toBe(true);

    // A task for oneself, without a date: nobody is told.
    const before = (await notificationsOf('partner@demo.example.com', 'task_assigned')).length;
    const own = await api('POST', url, partner, { title: 'Gümrük müşavirini ara', assigneeSide: 'partner' });
    expect(own.statusCode).toBe(200);
    expect(own.json<Project>().tasks[1]).toMatchObject({ createdBySide: 'partner', dueDate: null, description: null });
    expect((await notificationsOf('partner@demo.example.com', 'task_assigned')).length).toBe(before);
    expect((await api('GET', `/api/projects/${project.id}`, partner)).json<Project>().tasks).toHaveLength(2);
  });

  it('ticks a task off with who and when, tells the other side, reopens it, and takes the same value twice calmly', async () => {
    const project = await acceptedProject('Görev tamamlama');
    const created = await api('POST', `/api/projects/${project.id}/tasks`, buyer, {
      title: 'Proforma faturayı yükle',
      assigneeSide: 'partner',
    });
    const task = created.json<Project>().tasks[0]!;
    const url = `/api/projects/${project.id}/tasks/${task.id}`;
    const before = (await notificationsOf('kullanici@demo.example.com', 'task_completed')).length;

    const done = await api('PATCH', url, partner, { done: true });
    expect(done.statusCode).toBe(200);
    const ticked = done.json<Project>().tasks[0]!;
    expect(ticked).toMatchObject({ done: true, doneBySide: 'partner' });
    expect(ticked.doneAt).not.toBeNull();
    const completed = await notificationsOf('kullanici@demo.example.com', 'task_completed');
    expect(completed.length).toBe(before + 1);
    expect(completed.some((n) => n.message.includes('Proforma faturayı yükle'))).toBe(true);

    // The same value again: no change, no second notification.
    const again = await api('PATCH', url, buyer, { done: true });
    expect(again.statusCode).toBe(200);
    expect(again.json<Project>().tasks[0]).toMatchObject({ done: true, doneBySide: 'partner', doneAt: ticked.doneAt });
    expect((await notificationsOf('kullanici@demo.example.com', 'task_completed')).length).toBe(before + 1);

    const reopened = await api('PATCH', url, buyer, { done: false });
    expect(reopened.json<Project>().tasks[0]).toMatchObject({ done: false, doneAt: null, doneBySide: null });

    expect(
      (await api('PATCH', `/api/projects/${project.id}/tasks/999999`, buyer, { done: true })).json(),
    ).toMatchObject({ code: 'PROJECT_TASK_NOT_FOUND', message: tr.taskNotFound });
    expect((await api('PATCH', url, buyer, { done: 'yes' })).statusCode).toBe(400);
  });

  it('refuses bad input in the caller’s language and changes nothing', async () => {
    const project = await acceptedProject('Görev doğrulama');
    const url = `/api/projects/${project.id}/tasks`;
    const blank = await api('POST', url, buyer, { title: '   ', assigneeSide: 'partner' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors.title).toEqual([tr.taskTitleRequired]);
    const long = await api('POST', url, buyer, { title: 'x'.repeat(201), assigneeSide: 'partner' });
    expect(long.json().fieldErrors.title).toEqual([tr.tooLong]);
    const longText = await api('POST', url, buyer, {
      title: 'Açıklama',
      assigneeSide: 'partner',
      description: 'x'.repeat(2001),
    });
    expect(longText.json().fieldErrors.description).toEqual([tr.tooLong]);
    const side = await api('POST', url, buyer, { title: 'Kime?', assigneeSide: 'carrier' }, 'en');
    expect(side.statusCode).toBe(400);
    expect(side.json().fieldErrors.assigneeSide).toEqual([en.assigneeRequired]);
    const past = await api('POST', url, buyer, {
      title: 'Dün',
      assigneeSide: 'partner',
      dueDate: addDays(today, -1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: tr.dueDateInPast, fieldErrors: { dueDate: [tr.dueDateInPast] } });
    const badDate = await api('POST', url, buyer, { title: 'Tarih', assigneeSide: 'partner', dueDate: '31.12.2030' });
    expect(badDate.json().fieldErrors.dueDate).toEqual([tr.invalidDate]);
    expect((await api('POST', url, buyer, { title: 'Bugün', assigneeSide: 'buyer', dueDate: today })).statusCode).toBe(
      200,
    );
    expect((await api('GET', `/api/projects/${project.id}`, buyer)).json<Project>().tasks).toHaveLength(1);
  });

  it('answers 404 to strangers, 403 to an admin, and 409 once the project is closed', async () => {
    const project = await activeProject('Görev kapalı');
    const url = `/api/projects/${project.id}/tasks`;
    const task = { title: 'Sigorta poliçesi', assigneeSide: 'buyer' };
    expect((await api('POST', url, stranger, task)).statusCode).toBe(404);
    expect((await api('POST', url, null, task)).statusCode).toBe(401);
    const byAdmin = await api('POST', url, admin, task);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(tr.sidesOnly);
    const tid = (await api('POST', url, partner, task)).json<Project>().tasks[0]!.id;
    expect((await api('PATCH', `${url}/${tid}`, stranger, { done: true })).statusCode).toBe(404);

    // A task of another project is not found through this one.
    const elsewhere = await acceptedProject('Başka proje');
    expect((await api('PATCH', `/api/projects/${elsewhere.id}/tasks/${tid}`, buyer, { done: true })).statusCode).toBe(
      404,
    );

    expect((await api('POST', `/api/projects/${project.id}/complete`, buyer)).statusCode).toBe(200);
    const closed = await api('POST', url, buyer, task);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(tr.closed);
    expect((await api('PATCH', `${url}/${tid}`, buyer, { done: true })).statusCode).toBe(409);
  });
});

describe('updates and documents (issue 20)', () => {
  it('posts an update with files shared with the other side and admins, and 404 for anyone else', async () => {
    const project = await activeProject('Güncelleme');
    const invoice = await upload(partner, 'fatura 2026-118.pdf');
    const packing = await upload(partner, 'çeki listesi.pdf');
    // Before it is posted, the buyer cannot read the partner's file.
    expect((await api('GET', invoice.url, buyer)).statusCode).toBe(404);

    const before = (await notificationsOf('kullanici@demo.example.com', 'project_update')).length;
    const res = await api('POST', `/api/projects/${project.id}/updates`, partner, {
      body: '  Yükleme tamamlandı, evraklar ektedir.  ',
      files: [
        { fileId: invoice.id, kind: 'invoice' },
        { fileId: packing.id, kind: 'packing_list' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const posted = res.json<Project>();
    expect(posted.updates).toHaveLength(1);
    expect(posted.updates[0]).toMatchObject({ authorSide: 'partner', body: 'Yükleme tamamlandı, evraklar ektedir.' });
    expect(posted.updates[0]!.files.map((f) => [f.id, f.kind, f.fileName])).toEqual(
      expect.arrayContaining([
        [invoice.id, 'invoice', 'fatura 2026-118.pdf'],
        [packing.id, 'packing_list', 'çeki listesi.pdf'],
      ]),
    );
    expect(posted.files).toHaveLength(2);
    expect(posted.files[0]).toMatchObject({
      addedBySide: 'partner',
      updateId: posted.updates[0]!.id,
      milestoneId: null,
      paymentId: null,
      mimeType: 'application/pdf',
      url: expect.stringMatching(/^\/objects\//),
    });
    const told = await notificationsOf('kullanici@demo.example.com', 'project_update');
    expect(told.length).toBe(before + 1);
    expect(told.at(-1)!.message).toContain('Ege');

    for (const who of [partner, buyer, admin]) expect((await api('GET', invoice.url, who)).statusCode).toBe(200);
    expect((await api('GET', invoice.url, stranger)).statusCode).toBe(404);
    expect((await api('GET', invoice.url, null)).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(files).where(eq(files.id, invoice.id));
    expect(row!.sharedWith).toEqual([uid['kullanici@demo.example.com']]);

    // The stranger sees neither the project nor its documents.
    expect((await api('GET', `/api/projects/${project.id}`, stranger)).statusCode).toBe(404);
  });

  it('refuses someone else’s file, a file already in the project, too many files and an empty body', async () => {
    const project = await activeProject('Belge kuralları');
    const url = `/api/projects/${project.id}/updates`;
    const strangers = await upload(stranger, 'başkasının.pdf');
    const stolen = await api('POST', url, buyer, { body: 'Ek', files: [{ fileId: strangers.id, kind: 'other' }] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().fieldErrors['files.0.fileId']).toEqual([tr.fileInvalid]);
    expect((await api('GET', strangers.url, buyer)).statusCode).toBe(404);
    const junk = await api('POST', url, buyer, { body: 'Ek', files: [{ fileId: 'not-a-file', kind: 'other' }] });
    expect(junk.json().fieldErrors['files.0.fileId']).toEqual([tr.fileInvalid]);
    const badKind = await api('POST', url, buyer, { body: 'Ek', files: [{ fileId: strangers.id, kind: 'photo' }] });
    expect(badKind.json().fieldErrors.files).toEqual([tr.fileKindRequired]);
    const eleven = Array.from({ length: 11 }, () => ({ fileId: strangers.id, kind: 'other' }));
    expect((await api('POST', url, buyer, { body: 'Ek', files: eleven })).json().fieldErrors.files).toEqual([
      tr.tooManyFiles,
    ]);
    expect((await api('POST', url, buyer, { body: '  ' })).json().fieldErrors.body).toEqual([tr.updateBodyRequired]);
    expect((await api('POST', url, buyer, { body: 'x'.repeat(5001) })).json().fieldErrors.body).toEqual([tr.tooLong]);
    // Nothing was written by the refused requests (the update of the first one rolled back with it).
    expect((await api('GET', `/api/projects/${project.id}`, buyer)).json<Project>()).toMatchObject({
      updates: [],
      files: [],
    });

    const receipt = await upload(buyer, 'dekont.pdf');
    const added = await api('POST', `/api/projects/${project.id}/files`, buyer, {
      fileId: receipt.id,
      kind: 'receipt',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json<Project>().files).toMatchObject([{ id: receipt.id, kind: 'receipt', addedBySide: 'buyer' }]);
    expect(added.json<Project>().updates).toEqual([]);
    const partnerTold = await notificationsOf('partner@demo.example.com', 'project_update');
    expect(partnerTold.some((n) => n.message.includes('dekont.pdf'))).toBe(true);
    expect((await api('GET', receipt.url, partner)).statusCode).toBe(200);
    const twice = await api('POST', `/api/projects/${project.id}/files`, buyer, {
      fileId: receipt.id,
      kind: 'receipt',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fieldErrors.fileId).toEqual([tr.fileAlreadyAdded]);
    expect(
      (await api('POST', `/api/projects/${project.id}/files`, admin, { fileId: receipt.id, kind: 'receipt' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await api('POST', `/api/projects/${project.id}/files`, stranger, { fileId: strangers.id, kind: 'other' }))
        .statusCode,
    ).toBe(404);
  });

  it('takes updates after completion but not after cancellation', async () => {
    const done = await activeProject('Tamamlanan güncelleme');
    await api('POST', `/api/projects/${done.id}/complete`, buyer);
    expect(
      (await api('POST', `/api/projects/${done.id}/updates`, partner, { body: 'Nihai fatura kesildi' })).statusCode,
    ).toBe(200);

    const cancelled = await acceptedProject('İptal güncelleme');
    await api('POST', `/api/projects/${cancelled.id}/cancel`, buyer, { reason: 'Sevkiyat ertelendi, gerek kalmadı' });
    await api('POST', `/api/projects/${cancelled.id}/cancel/confirm`, partner);
    const refused = await api('POST', `/api/projects/${cancelled.id}/updates`, partner, { body: 'Bir not' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(tr.cancelledNoDocuments);
    const file = await upload(partner, 'geç.pdf');
    expect(
      (await api('POST', `/api/projects/${cancelled.id}/files`, partner, { fileId: file.id, kind: 'other' }))
        .statusCode,
    ).toBe(409);
  });
});

describe('milestone delivery with files (issue 20)', () => {
  it('records the files as the milestone’s delivery documents, shared with the buyer', async () => {
    const project = await activeProject('Teslimat belgeleri');
    const m = project.milestones[0]!;
    const at = `/api/projects/${project.id}/milestones/${m.id}/submit`;
    const bl = await upload(partner, 'konşimento.pdf');
    const notMine = await upload(buyer, 'alıcının.pdf');

    const refused = await api('POST', at, partner, { message: 'Teslim', fileIds: [notMine.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors['fileIds.0']).toEqual([tr.fileInvalid]);
    // The refused delivery left the milestone as it was.
    expect((await api('GET', `/api/projects/${project.id}`, partner)).json<Project>().milestones[0]!.status).toBe(
      'pending',
    );
    const tooMany = await api('POST', at, partner, { message: 'Teslim', fileIds: Array(11).fill(bl.id) });
    expect(tooMany.json().fieldErrors.fileIds).toEqual([tr.tooManyFiles]);

    const res = await api('POST', at, partner, { message: 'Konşimento ektedir', fileIds: [bl.id, bl.id] });
    expect(res.statusCode).toBe(200);
    const delivered = res.json<Project>();
    expect(delivered.milestones[0]).toMatchObject({
      status: 'submitted',
      submitMessage: 'Konşimento ektedir',
      files: [{ id: bl.id, kind: 'delivery', milestoneId: m.id, fileName: 'konşimento.pdf', addedBySide: 'partner' }],
    });
    expect(delivered.files.map((f) => f.id)).toEqual([bl.id]);
    expect((await api('GET', bl.url, buyer)).statusCode).toBe(200);
    expect((await api('GET', bl.url, stranger)).statusCode).toBe(404);
    const rows = await ctx.db.select().from(projectFiles).where(eq(projectFiles.projectId, project.id));
    expect(rows).toHaveLength(1);

    // The message-only delivery of before still works.
    const other = await activeProject('Teslimat mesajı');
    const plain = await api('POST', `/api/projects/${other.id}/milestones/${other.milestones[0]!.id}/submit`, partner, {
      message: 'Teslim edildi',
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json<Project>().milestones[0]!.files).toEqual([]);
  });
});
