/**
 * GET /api/quote-responses/{id}/pdf with the renderer replaced: what the route hands it (both
 * parties' data, the current version) and in which language (the requester's, or `?lang`).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, istanbulToday } from '@shared/contracts/quotes';
import { partners, users } from '../../db/schema';
import { createTestApp, signIn, TEST_ORIGIN } from '../../test/helpers';
import type { QuotePdfData } from './quote-pdf';

const render = vi.hoisted(() => vi.fn(async (_data: QuotePdfData, _language: string) => Buffer.from('%PDF-1.7 test')));
vi.mock('./quote-pdf', () => ({ renderQuotePdf: render }));

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let user: string;
let partner: string;
let stranger: string;
let responseId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  [user, partner, stranger] = await Promise.all([
    signIn(ctx.app, 'kullanici@demo.example.com'),
    signIn(ctx.app, 'partner@demo.example.com'),
    signIn(ctx.app, 'partner2@demo.example.com'),
  ]);
  const [ege] = await ctx.db.select({ id: partners.id }).from(partners).where(eq(partners.username, 'egelojistik'));
  const headers = { origin: TEST_ORIGIN };
  const req = await ctx.app.inject({
    method: 'POST',
    url: '/api/quote-requests',
    headers: { ...headers, cookie: user },
    payload: {
      partnerId: ege!.id,
      fullName: 'Ayşe Yılmaz',
      email: 'ayse@yilmaz.example.com',
      phone: '5321110001',
      companyName: 'Yılmaz Dış Ticaret',
      serviceNeeded: 'Gümrüklü taşımacılık',
      kvkkConsent: true,
    },
  });
  const ans = await ctx.app.inject({
    method: 'POST',
    url: '/api/quote-responses',
    headers: { ...headers, cookie: partner },
    payload: {
      quoteRequestId: req.json<{ id: number }>().id,
      title: 'Şişe ve çiğ süt taşıma',
      items: [{ description: 'Soğuk zincir', quantity: 2, unitPrice: 10_000 }],
      vatRate: 20,
      currency: 'EUR',
      validUntil: addDays(istanbulToday(), 10),
    },
  });
  responseId = ans.json<{ id: number }>().id;
});
afterAll(async () => {
  await ctx?.close();
});

const pdf = (cookie: string | null, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/quote-responses/${responseId}/pdf${query}`,
    headers: cookie ? { cookie } : {},
  });

describe('GET /api/quote-responses/{id}/pdf', () => {
  it('hands the renderer both parties and the figures, in the requester’s language', async () => {
    render.mockClear();
    const res = await pdf(partner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="teklif-${responseId}.pdf"`);
    expect(res.rawPayload.toString()).toBe('%PDF-1.7 test');
    const [data, language] = render.mock.calls[0]!;
    expect(language).toBe('tr');
    expect(data).toMatchObject({
      responseId,
      version: 1,
      title: 'Şişe ve çiğ süt taşıma',
      currency: 'EUR',
      subtotal: 20_000,
      vatAmount: 4_000,
      totalAmount: 24_000,
      serviceNeeded: 'Gümrüklü taşımacılık',
      requester: { fullName: 'Ayşe Yılmaz', companyName: 'Yılmaz Dış Ticaret', email: 'ayse@yilmaz.example.com' },
      partner: { companyName: expect.any(String) },
    });
  });

  it('follows a requester who reads English, and ?lang overrides', async () => {
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.email, 'kullanici@demo.example.com'));
    render.mockClear();
    await pdf(user);
    expect(render.mock.calls[0]![1]).toBe('en');
    await pdf(user, '?lang=tr');
    expect(render.mock.calls[1]![1]).toBe('tr');
    expect((await pdf(user, '?lang=de')).statusCode).toBe(400);
  });

  it('is for the two parties and admins only', async () => {
    expect((await pdf(null)).statusCode).toBe(401);
    expect((await pdf(stranger)).statusCode).toBe(404);
    expect((await pdf(await signIn(ctx.app, 'admin@demo.example.com'))).statusCode).toBe(200);
  });
});
