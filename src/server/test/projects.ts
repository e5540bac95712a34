/**
 * The cast and the steps every project route test starts from (issue 20): the demo buyer, the partner
 * who owns egelojistik, a partner who is neither side, an admin, signed in on one test app; and a
 * project reached through the real routes (request → offer → accepted → optionally planned and signed).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type CreatedQuoteRequests, type QuoteResponse } from '@shared/contracts/quotes';
import { addDays, istanbulToday } from '@shared/calendar';
import type { Project, ProjectList } from '@shared/contracts/projects';
import type { NotificationType } from '@shared/constants';
import { notifications, partners, users } from '../db/schema';
import { createTestApp, signIn, TEST_ORIGIN } from './helpers';
import { multipart, PDF } from './upload-fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One milestone of a plan: amount in minor units, due date `YYYY-MM-DD` (default: 10 days ahead). */
export interface PlannedMilestone {
  amount: number;
  dueDate?: string;
}

/** What {@link openProjectWorld} gives a test file. */
export interface ProjectWorld {
  ctx: Awaited<ReturnType<typeof createTestApp>>;
  /** Session cookies: kullanici@ (the exporter), partner@ (egelojistik), partner2@ (ipekyolu: neither side), admin@. */
  buyer: string;
  partner: string;
  stranger: string;
  admin: string;
  /** User id by e-mail address. */
  uid: Record<string, number>;
  /** egelojistik's partner id. */
  egeId: number;
  /** Today in Istanbul, `YYYY-MM-DD`. */
  today: string;
  /** An injected request with the test origin, `cookie` when given, and `accept-language: lang` when given. */
  api(
    method: Method,
    url: string,
    cookie: string | null,
    payload?: unknown,
    lang?: string,
  ): Promise<LightMyRequestResponse>;
  /** A private upload of `cookie`'s account (POST /api/upload/general, a small PDF named `name`). */
  upload(cookie: string, name: string): Promise<{ id: string; url: string }>;
  /** A request to egelojistik answered for 1.200,00 TRY + 20 % VAT and accepted: its `contract_pending` project. */
  acceptedProject(title: string): Promise<Project>;
  /**
   * {@link acceptedProject}, then the partner's milestone plan when `milestones` is given (otherwise the
   * single milestone acceptance created), then both signatures unless `sign` is false (`active`).
   */
  activeProject(title: string, opts?: { milestones?: PlannedMilestone[]; sign?: boolean }): Promise<Project>;
  /** The notifications of type `type` the user with `email` holds, oldest first. */
  notificationsOf(email: string, type: NotificationType): Promise<(typeof notifications.$inferSelect)[]>;
}

/** Opens a test app (PGlite, or PostgreSQL with TEST_DATABASE_URL) and signs the cast in. Close `ctx` after. */
export async function openProjectWorld(): Promise<ProjectWorld> {
  const ctx = await createTestApp();
  const [buyer, partner, stranger, admin] = await Promise.all([
    signIn(ctx.app, 'kullanici@demo.example.com'),
    signIn(ctx.app, 'partner@demo.example.com'),
    signIn(ctx.app, 'partner2@demo.example.com'),
    signIn(ctx.app, 'admin@demo.example.com'),
  ]);
  const uid: Record<string, number> = {};
  for (const u of await ctx.db.select({ id: users.id, email: users.email }).from(users)) uid[u.email] = u.id;
  const [ege] = await ctx.db.select({ id: partners.id }).from(partners).where(eq(partners.username, 'egelojistik'));
  const egeId = ege!.id;
  const today = istanbulToday();

  const api: ProjectWorld['api'] = (method, url, cookie, payload, lang) =>
    ctx.app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...(lang ? { 'accept-language': lang } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const upload: ProjectWorld['upload'] = async (cookie, name) => {
    const body = multipart('file', name, PDF, 'application/pdf');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/general',
      payload: body.payload,
      headers: { ...body.headers, origin: TEST_ORIGIN, cookie },
    });
    expect(res.statusCode).toBe(200);
    const { id, url } = res.json<{ id: string; url: string }>();
    return { id, url };
  };

  const acceptedProject: ProjectWorld['acceptedProject'] = async (title) => {
    const created = await api('POST', '/api/quote-requests', buyer, {
      partnerId: egeId,
      fullName: 'Ayşe Yılmaz',
      email: 'ayse@yilmaz.example.com',
      phone: '5321110001',
      companyName: 'Yılmaz Dış Ticaret',
      serviceNeeded: 'Parsiyel Taşımacılık',
      kvkkConsent: true,
    });
    expect(created.statusCode).toBe(201);
    const answered = await api('POST', '/api/quote-responses', partner, {
      quoteRequestId: created.json<CreatedQuoteRequests>().id,
      title,
      items: [{ description: 'Navlun', quantity: 2, unitPrice: 50_000 }],
      vatRate: 20,
      currency: 'TRY',
      validUntil: addDays(today, 30),
      deliveryTime: '7 gün',
      terms: 'Fatura ile havale',
    });
    expect(answered.statusCode).toBe(201);
    const accepted = await api('PUT', `/api/quote-responses/${answered.json<QuoteResponse>().id}/status`, buyer, {
      status: 'accepted',
    });
    expect(accepted.statusCode).toBe(200);
    const summary = (await api('GET', '/api/projects', buyer))
      .json<ProjectList>()
      .projects.find((p) => p.title === title);
    expect(summary).toBeDefined();
    const res = await api('GET', `/api/projects/${summary!.id}`, buyer);
    expect(res.statusCode).toBe(200);
    return res.json<Project>();
  };

  const activeProject: ProjectWorld['activeProject'] = async (title, { milestones, sign = true } = {}) => {
    let project = await acceptedProject(title);
    if (milestones) {
      const planned = await api('PUT', `/api/projects/${project.id}/milestones`, partner, {
        milestones: milestones.map((m, i) => ({
          title: `Aşama ${i + 1}`,
          dueDate: m.dueDate ?? addDays(today, 10),
          amount: m.amount,
        })),
      });
      expect(planned.statusCode).toBe(200);
      project = planned.json<Project>();
    }
    if (!sign) return project;
    expect((await api('POST', `/api/projects/${project.id}/contract/sign`, partner)).statusCode).toBe(200);
    const res = await api('POST', `/api/projects/${project.id}/contract/sign`, buyer);
    expect(res.json<Project>().status).toBe('active');
    return res.json<Project>();
  };

  const notificationsOf: ProjectWorld['notificationsOf'] = (email, type) =>
    ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, uid[email]!), eq(notifications.type, type)))
      .orderBy(asc(notifications.id));

  return {
    ctx,
    buyer,
    partner,
    stranger,
    admin,
    uid,
    egeId,
    today,
    api,
    upload,
    acceptedProject,
    activeProject,
    notificationsOf,
  };
}
