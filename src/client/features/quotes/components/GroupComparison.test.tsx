/**
 * Comparison in one currency (issue 20): offers in TRY, USD and EUR side by side as lira totals at
 * GET /api/exchange-rates, the cheapest and the fastest marked, the columns sortable, and what the
 * comparison says when rates are unavailable.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExchangeRates } from '@shared/contracts/exchange-rates';
import type { QuoteResponse, UserQuoteRequest } from '@shared/contracts/quotes';
import { i18n } from '@/lib/i18n';
import { calledUrls, jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { sessionUser } from '@/test/fixtures';
import { quoteResponse } from '../test/fixtures';
import { ServiceRequestsList } from './ServiceRequestsList';

const GROUP = 'a1b2c3d4-0000-4000-8000-0000000000aa';

function answer(id: number, overrides: Partial<QuoteResponse>): QuoteResponse {
  return quoteResponse({ id, quoteRequestId: id, partnerId: 10 + id, previousVersions: [], version: 1, ...overrides });
}

function request(id: number, responses: QuoteResponse[], overrides: Partial<UserQuoteRequest> = {}): UserQuoteRequest {
  return {
    id,
    groupId: GROUP,
    partnerId: 10 + id,
    fullName: 'Ayşe Yılmaz',
    companyName: 'Yılmaz Tekstil',
    email: 'ayse@example.com',
    phone: '+90 555 000 00 00',
    budget: null,
    serviceNeeded: 'Hava kargo — Çalışma şekli: Proje bazlı',
    message: null,
    status: responses.length ? 'responded' : 'pending',
    createdAt: '2026-11-26T10:00:00.000Z',
    respondedAt: responses.length ? '2026-11-27T10:00:00.000Z' : null,
    updatedAt: '2026-11-27T10:00:00.000Z',
    partner: {
      id: 10 + id,
      username: `partner${id}`,
      companyName: `Partner ${id} Kargo`,
      logo: null,
      serviceCategory: 'lojistik',
      followersCount: 100,
      responseTimeHours: null,
      responseRate: null,
      ratingAverage: null,
      reviewCount: 0,
    },
    responses,
    canReview: false,
    ...overrides,
  };
}

/**
 * Three offers: ₺50.000 in 7 days; $1,100 in 10 business days (₺46.335,74 at 42,1234: the cheapest);
 * €1.000 "hemen" (₺49.070,50; a delivery time the parser does not read).
 */
function mixedGroup(): UserQuoteRequest[] {
  return [
    request(1, [
      answer(101, {
        currency: 'TRY',
        subtotal: 4_166_667,
        vatAmount: 833_333,
        totalAmount: 5_000_000,
        deliveryTime: '7 gün',
      }),
    ]),
    request(2, [
      answer(102, {
        currency: 'USD',
        subtotal: 91_667,
        vatAmount: 18_333,
        totalAmount: 110_000,
        deliveryTime: '10 iş günü',
      }),
    ]),
    request(3, [
      answer(103, {
        currency: 'EUR',
        subtotal: 83_333,
        vatAmount: 16_667,
        totalAmount: 100_000,
        deliveryTime: 'hemen',
      }),
    ]),
  ];
}

const TCMB: ExchangeRates = {
  rates: { USD: 42.1234, EUR: 49.0705, JPY: 0.278 },
  rateDate: '2026-11-27',
  source: 'tcmb',
};

function serve(list: UserQuoteRequest[], rates: ExchangeRates | Response) {
  return mockFetch((url) => {
    if (url.pathname === '/api/session') return jsonResponse({ user: sessionUser() });
    if (url.pathname === '/api/user/quote-requests') return jsonResponse({ quoteRequests: list });
    if (url.pathname === '/api/exchange-rates') return rates instanceof Response ? rates : jsonResponse(rates);
    return jsonResponse({ message: 'Bulunamadı', code: 'NOT_FOUND' }, { status: 404 });
  });
}

async function table(name = 'Tekliflerin karşılaştırması') {
  return screen.findByRole('table', { name });
}
const cellsOf = (t: HTMLElement, row: RegExp) => within(within(t).getByRole('row', { name: row })).getAllByRole('cell');
const partnerOrder = (t: HTMLElement) =>
  within(t)
    .getAllByRole('columnheader')
    .slice(1)
    .map((h) => within(h).getByRole('link').textContent);

describe('GroupComparison: offers in one currency (issue 20)', () => {
  it('shows each total in lira with the rate, its source and date, and marks the cheapest and the fastest', async () => {
    serve(mixedGroup(), TCMB);
    renderWithProviders(<ServiceRequestsList />);
    const t = await table();
    const lira = await within(t).findByRole('row', { name: /TL karşılığı \(KDV dahil\)/ });
    const cells = within(lira).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('₺50.000,00');
    expect(cells[0]).not.toHaveTextContent('1 TRY');
    expect(cells[1]).toHaveTextContent('₺46.335,74');
    expect(cells[1]).toHaveTextContent('1 USD = 42,1234 TL · TCMB 27.11.2026');
    expect(cells[2]).toHaveTextContent('₺49.070,50');
    expect(cells[2]).toHaveTextContent('1 EUR = 49,0705 TL · TCMB 27.11.2026');

    const totals = cellsOf(t, /KDV dahil toplam/);
    expect(totals[1]).toHaveTextContent('$1.100,00');
    expect(within(totals[1]!).getByTestId('cheapest-badge')).toHaveTextContent('En uygun fiyat');
    expect(within(t).getAllByTestId('cheapest-badge')).toHaveLength(1);

    const delivery = cellsOf(t, /Teslim süresi/);
    expect(within(delivery[0]!).getByTestId('fastest-badge')).toHaveTextContent('En hızlı teslim');
    expect(within(t).getAllByTestId('fastest-badge')).toHaveLength(1);

    expect(screen.getByTestId('rates-note')).toHaveTextContent("TCMB'nin 27.11.2026 tarihli döviz satış kuruyla");
  });

  it('sorts the partners by lira total or by delivery time, from the keyboard, and back to the order sent', async () => {
    const user = userEvent.setup();
    serve(mixedGroup(), TCMB);
    renderWithProviders(<ServiceRequestsList />);
    const t = await table();
    await within(t).findByRole('row', { name: /TL karşılığı/ });
    expect(partnerOrder(t)).toEqual(['Partner 1 Kargo', 'Partner 2 Kargo', 'Partner 3 Kargo']);
    const sortGroup = screen.getByRole('group', { name: 'Sırala:' });

    await user.click(within(sortGroup).getByRole('button', { name: 'Fiyat' }));
    expect(within(sortGroup).getByRole('button', { name: 'Fiyat' })).toHaveAttribute('aria-pressed', 'true');
    // ₺46.335,74 < ₺49.070,50 < ₺50.000,00
    expect(partnerOrder(t)).toEqual(['Partner 2 Kargo', 'Partner 3 Kargo', 'Partner 1 Kargo']);

    within(sortGroup).getByRole('button', { name: 'Teslim süresi' }).focus();
    await user.keyboard('{Enter}');
    // 7 days < 10 business days (14); "hemen" is not read and goes last
    expect(partnerOrder(t)).toEqual(['Partner 1 Kargo', 'Partner 2 Kargo', 'Partner 3 Kargo']);

    await user.click(within(sortGroup).getByRole('button', { name: 'Gönderim sırası' }));
    expect(partnerOrder(t)).toEqual(['Partner 1 Kargo', 'Partner 2 Kargo', 'Partner 3 Kargo']);
  });

  it("names the admin's rate when the override holds", async () => {
    serve(mixedGroup(), { rates: { USD: 41.5, EUR: 48.25 }, rateDate: '2026-11-26', source: 'admin' });
    renderWithProviders(<ServiceRequestsList />);
    const t = await table();
    const lira = await within(t).findByRole('row', { name: /TL karşılığı/ });
    // $1.100 × 41,50 = ₺45.650,00
    expect(within(lira).getAllByRole('cell')[1]).toHaveTextContent('₺45.650,00');
    expect(lira).toHaveTextContent('1 USD = 41,5000 TL · Yönetici kuru 26.11.2026');
    expect(screen.getByTestId('rates-note')).toHaveTextContent('yöneticinin belirlediği 26.11.2026 tarihli kurla');
  });

  it.each([
    ['no rates yet (the job has not run)', () => jsonResponse({ rates: {}, rateDate: null, source: null })],
    ['the rates call failing', () => jsonResponse({ message: 'Hata', code: 'INTERNAL_ERROR' }, { status: 500 })],
  ])('with %s, says rates are unavailable and compares only offers in the same currency', async (_what, answerWith) => {
    const list = [
      ...mixedGroup().slice(0, 2),
      request(4, [answer(104, { currency: 'USD', totalAmount: 99_000, deliveryTime: null })]),
    ];
    serve(list, answerWith());
    renderWithProviders(<ServiceRequestsList />);
    const t = await table();
    expect(await screen.findByTestId('rates-missing')).toHaveTextContent(
      'Güncel döviz kurlarına şu an ulaşılamıyor: teklifler kendi para birimlerinde gösteriliyor ve yalnızca aynı para birimindeki teklifler karşılaştırılıyor.',
    );
    // No overall cheapest across currencies; the cheaper of the two dollar offers is marked as such.
    expect(within(t).queryByTestId('cheapest-badge')).toBeNull();
    const totals = cellsOf(t, /KDV dahil toplam/);
    expect(within(totals[2]!).getByTestId('cheapest-in-currency-badge')).toHaveTextContent('En uygun USD teklifi');
    expect(within(t).getAllByTestId('cheapest-in-currency-badge')).toHaveLength(1);
    const lira = cellsOf(t, /TL karşılığı/);
    expect(lira[0]).toHaveTextContent('₺50.000,00');
    expect(lira[1]).toHaveTextContent('Kur bilgisi yok');
    // Prices in several currencies have no order without rates; delivery times still do.
    expect(screen.getByRole('button', { name: 'Fiyat' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Teslim süresi' })).toBeEnabled();
  });

  it('does not ask for rates when every offer is in lira', async () => {
    const list = mixedGroup().slice(0, 1);
    list.push(request(5, [answer(105, { totalAmount: 4_000_000, deliveryTime: '2 hafta' })]));
    const fetch = serve(list, TCMB);
    renderWithProviders(<ServiceRequestsList />);
    const t = await table();
    expect(within(cellsOf(t, /KDV dahil toplam/)[1]!).getByTestId('cheapest-badge')).toBeInTheDocument();
    expect(within(cellsOf(t, /Teslim süresi/)[0]!).getByTestId('fastest-badge')).toBeInTheDocument();
    expect(within(t).queryByRole('row', { name: /TL karşılığı/ })).toBeNull();
    expect(screen.queryByTestId('rates-note')).toBeNull();
    expect(calledUrls(fetch).map((u) => u.pathname)).not.toContain('/api/exchange-rates');
  });

  it('reads in English with English formats', async () => {
    await i18n.changeLanguage('en');
    serve(mixedGroup(), TCMB);
    renderWithProviders(<ServiceRequestsList />);
    const t = await table('Comparison of the quotes');
    const lira = await within(t).findByRole('row', { name: /In Turkish lira \(incl\. VAT\)/ });
    expect(lira).toHaveTextContent('1 USD = 42.1234 TRY · CBRT 27/11/2026');
    expect(within(lira).getAllByRole('cell')[1]).toHaveTextContent('TRY 46,335.74');
    expect(within(t).getByTestId('fastest-badge')).toHaveTextContent('Fastest delivery');
    expect(within(t).getByTestId('cheapest-badge')).toHaveTextContent('Best price');
    expect(screen.getByRole('group', { name: 'Sort:' })).toBeInTheDocument();
  });
});
