/**
 * GET /api/quote-responses/{id}/pdf, read back with pdf-parse: what the route puts into the document
 * (both parties' data, the current version, the figures) and in which language (the requester's, or
 * `?lang`). How the renderer lays it out is quote-pdf.test.ts's.
 */
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istanbulToday } from '@shared/calendar';
import { catalogues } from '@shared/messages';
import { partners, users } from '../../db/schema';
import { createTestApp, signIn, TEST_ORIGIN } from '../../test/helpers';

/** The text of a PDF answer, as a reader or a search index sees it. */
async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

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
  it('writes both parties and the figures, in the requester’s language', async () => {
    const res = await pdf(partner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="teklif-${responseId}.pdf"`);
    const text = await textOf(res.rawPayload);
    const [ege] = await ctx.db
      .select({ companyName: partners.companyName })
      .from(partners)
      .where(eq(partners.username, 'egelojistik'));
    for (const part of [
      catalogues.tr.quotes.pdfTitle,
      `Teklif No: ${responseId}`,
      'Sürüm: 1',
      'Şişe ve çiğ süt taşıma',
      'Soğuk zincir',
      'Gümrüklü taşımacılık',
      'Ayşe Yılmaz',
      'Yılmaz Dış Ticaret',
      'ayse@yilmaz.example.com',
      ege!.companyName,
      // 2 × €100.00, VAT 20 %: subtotal €200.00, VAT €40.00, total €240.00.
      '€200,00',
      '€40,00',
      '€240,00',
    ])
      expect(text).toContain(part);
  });

  it('follows a requester who reads English, and ?lang overrides', async () => {
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.email, 'kullanici@demo.example.com'));
    const english = await textOf((await pdf(user)).rawPayload);
    expect(english).toContain(catalogues.en.quotes.pdfTitle);
    expect(english).not.toContain(catalogues.tr.quotes.pdfTitle);
    expect(english).toContain('€240.00');
    const turkish = await textOf((await pdf(user, '?lang=tr')).rawPayload);
    expect(turkish).toContain(catalogues.tr.quotes.pdfTitle);
    expect((await pdf(user, '?lang=de')).statusCode).toBe(400);
  });

  it('is for the two parties and admins only', async () => {
    expect((await pdf(null)).statusCode).toBe(401);
    expect((await pdf(stranger)).statusCode).toBe(404);
    expect((await pdf(await signIn(ctx.app, 'admin@demo.example.com'))).statusCode).toBe(200);
  });
});
