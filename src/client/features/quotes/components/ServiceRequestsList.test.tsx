import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { QuoteResponse, UserQuoteRequest } from '@shared/contracts/quotes';
import { i18n } from '@/lib/i18n';
import { calledUrls, jsonResponse, lastBodyTo, mockFetch, renderWithProviders } from '@/test/utils';
import { sessionUser } from '@/test/fixtures';
import { ServiceRequestsList } from './ServiceRequestsList';

function answer(overrides: Partial<QuoteResponse> = {}): QuoteResponse {
  return {
    id: 100,
    quoteRequestId: 1,
    partnerId: 11,
    version: 1,
    title: 'Konteyner taşıma teklifi',
    items: [{ description: 'Navlun', quantity: 2, unitPrice: 50_000, amount: 100_000 }],
    vatRate: 20,
    currency: 'TRY',
    subtotal: 100_000,
    vatAmount: 20_000,
    totalAmount: 120_000,
    validUntil: '2099-12-31',
    deliveryTime: '10 iş günü',
    terms: 'Peşin ödeme',
    attachment: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'sent',
    isExpired: false,
    updatedAt: '2026-11-20T10:00:00.000Z',
    previousVersions: [],
    ...overrides,
  };
}

function request(overrides: Partial<UserQuoteRequest> = {}): UserQuoteRequest {
  const id = overrides.id ?? 1;
  return {
    id,
    groupId: null,
    partnerId: 10 + id,
    fullName: 'Ayşe Yılmaz',
    companyName: 'Yılmaz Tekstil',
    email: 'ayse@example.com',
    phone: '+90 555 000 00 00',
    budget: null,
    serviceNeeded: 'Deniz Taşımacılığı — Çalışma şekli: Aylık',
    serviceNeededParts: {
      service: 'Deniz Taşımacılığı',
      workType: 'monthly',
      projectStartDate: null,
      projectEndDate: null,
    },
    message: null,
    status: 'responded',
    createdAt: '2026-11-19T10:00:00.000Z',
    respondedAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    partner: {
      id: 10 + id,
      username: `partner${id}`,
      companyName: `Partner ${id} Lojistik`,
      logo: null,
      serviceCategory: 'lojistik',
      followersCount: 1250,
      responseTimeHours: 3,
      responseRate: 92,
      ratingAverage: 4.6,
      reviewCount: 12,
    },
    responses: [],
    canReview: false,
    ...overrides,
  };
}

/** A group of three: two answers in TRY (the second cheaper, revised once) and one partner still waiting. */
function group(): UserQuoteRequest[] {
  const g = 'a1b2c3d4-0000-4000-8000-000000000001';
  return [
    request({ id: 1, groupId: g, responses: [answer({ id: 101, quoteRequestId: 1 })] }),
    request({
      id: 2,
      groupId: g,
      responses: [
        answer({
          id: 102,
          quoteRequestId: 2,
          partnerId: 12,
          version: 2,
          subtotal: 90_000,
          vatAmount: 18_000,
          totalAmount: 108_000,
          items: [{ description: 'Navlun', quantity: 1.5, unitPrice: 60_000, amount: 90_000 }],
          previousVersions: [
            {
              version: 1,
              title: 'İlk teklif',
              items: [],
              vatRate: 20,
              currency: 'TRY',
              subtotal: 95_000,
              vatAmount: 19_000,
              totalAmount: 114_000,
              validUntil: '2099-12-01',
              deliveryTime: null,
              terms: null,
              attachment: null,
              createdAt: '2026-11-18T10:00:00.000Z',
            },
          ],
        }),
      ],
    }),
    request({ id: 3, groupId: g, status: 'pending', respondedAt: null }),
  ];
}

function serve(
  list: UserQuoteRequest[] | (() => UserQuoteRequest[]),
  onOther?: (url: URL, init: RequestInit | undefined) => Response | undefined,
) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/session') return jsonResponse({ user: sessionUser() });
    if (url.pathname === '/api/user/quote-requests')
      return jsonResponse({ quoteRequests: typeof list === 'function' ? list() : list });
    return onOther?.(url, init) ?? jsonResponse({ message: 'Bulunamadı', code: 'NOT_FOUND' }, { status: 404 });
  });
}

describe('ServiceRequestsList', () => {
  it('links a request to the conversation with its partner (issue 10)', async () => {
    serve([request()]);
    renderWithProviders(<ServiceRequestsList />);
    expect(await screen.findByRole('link', { name: 'Mesaj gönder: Partner 1 Lojistik' })).toHaveAttribute(
      'href',
      '/messages?partner=11',
    );
  });

  it('offers no conversation with an unclaimed listing and says where the request went (issue 21)', async () => {
    const base = request();
    serve([{ ...base, status: 'pending', respondedAt: null, partner: { ...base.partner, userId: null } }]);
    renderWithProviders(<ServiceRequestsList />);
    expect(await screen.findByTestId('request-unclaimed')).toHaveTextContent(
      'Talebiniz firmanın e-posta adresine iletildi',
    );
    expect(screen.queryByRole('link', { name: /Mesaj gönder/ })).not.toBeInTheDocument();
  });

  it('compares the answers of a group side by side, with formatted totals, the cheapest marked and the waiting partner', async () => {
    serve(group());
    renderWithProviders(<ServiceRequestsList />);
    const table = await screen.findByRole('table', { name: 'Tekliflerin karşılaştırması' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'İş ortağı',
      expect.stringContaining('Partner 1 Lojistik'),
      expect.stringContaining('Partner 2 Lojistik'),
      expect.stringContaining('Partner 3 Lojistik'),
    ]);
    const totalRow = within(table).getByRole('row', { name: /KDV dahil toplam/ });
    const cells = within(totalRow).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('₺1.200,00');
    expect(cells[1]).toHaveTextContent('₺1.080,00');
    expect(cells[1]).toHaveTextContent('En uygun fiyat');
    expect(cells[0]).not.toHaveTextContent('En uygun fiyat');
    expect(cells[2]).toHaveTextContent('Yanıt bekleniyor');
    const subtotalRow = within(table).getByRole('row', { name: /KDV hariç toplam/ });
    expect(within(subtotalRow).getAllByRole('cell')[1]).toHaveTextContent('₺900,00');
    expect(within(table).getByRole('row', { name: /Kalemler/ })).toHaveTextContent('1,5 × ₺600,00 = ₺900,00');
    expect(within(table).getByRole('row', { name: /Sürüm/ })).toHaveTextContent('Güncellendi (v2)');
    expect(within(table).getByText('Önceki sürüm (1)')).toBeInTheDocument();
    expect(within(table).getAllByText('Genelde 3 saatte yanıt verir')).toHaveLength(3);
    // One PDF link per answer, none for the partner still waiting.
    const pdfs = within(table).getAllByRole('link', { name: /PDF indir/ });
    expect(pdfs.map((a) => a.getAttribute('href'))).toEqual([
      '/api/quote-responses/101/pdf',
      '/api/quote-responses/102/pdf',
    ]);
  });

  it('reads in English with English number formats', async () => {
    await i18n.changeLanguage('en');
    serve(group());
    renderWithProviders(<ServiceRequestsList />);
    const table = await screen.findByRole('table', { name: 'Comparison of the quotes' });
    const totalRow = within(table).getByRole('row', { name: /Total incl\. VAT/ });
    // en-GB writes the lira as its code (shared/money.ts formats, the PDF and mails agree).
    expect(totalRow).toHaveTextContent('TRY 1,200.00');
    expect(totalRow).toHaveTextContent('Best price');
    expect(totalRow).toHaveTextContent('Awaiting reply');
    expect(within(table).getByRole('row', { name: /Total excl\. VAT/ })).toHaveTextContent('TRY 900.00');
    expect(within(table).getByRole('button', { name: 'Accept: Partner 1 Lojistik' })).toBeEnabled();
    expect(screen.getByText('Request sent to 3 partners')).toBeInTheDocument();
  });

  it('marks no cheapest answer when the currencies differ', async () => {
    const list = group();
    list[1]!.responses[0]!.currency = 'EUR';
    serve(list);
    renderWithProviders(<ServiceRequestsList />);
    const table = await screen.findByRole('table', { name: 'Tekliflerin karşılaştırması' });
    expect(within(table).getByRole('row', { name: /KDV dahil toplam/ })).toHaveTextContent('€1.080,00');
    expect(within(table).queryByText('En uygun fiyat')).toBeNull();
  });

  it('shows an expired answer as expired and does not let it be accepted', async () => {
    serve([request({ responses: [answer({ isExpired: true, validUntil: '2026-01-01' })] })]);
    renderWithProviders(<ServiceRequestsList />);
    const card = await screen.findByRole('article', { name: 'Partner 1 Lojistik' });
    expect(within(card).getByText('Süresi doldu')).toBeInTheDocument();
    const accept = within(card).getByRole('button', { name: /Kabul Et/ });
    expect(accept).toBeDisabled();
    expect(accept).toHaveAccessibleDescription(/Geçerlilik süresi dolduğu için bu teklif kabul edilemez/);
    expect(within(card).getByRole('button', { name: /Reddet/ })).toBeEnabled();
  });

  it('asks before accepting, says the other answers of the group will be declined, then sends the PUT and refreshes', async () => {
    let list = group();
    const fetch = serve(
      () => list,
      (url, init) => {
        if (url.pathname === '/api/quote-responses/101/status' && init?.method === 'PUT') {
          list = list.map((r) => ({ ...r, status: r.id === 1 ? 'accepted' : r.id === 2 ? 'rejected' : r.status }));
          return jsonResponse({ id: 101, status: 'accepted' });
        }
        return undefined;
      },
    );
    renderWithProviders(<ServiceRequestsList />);
    const table = await screen.findByRole('table', { name: 'Tekliflerin karşılaştırması' });
    await userEvent.click(within(table).getByRole('button', { name: 'Kabul Et: Partner 1 Lojistik' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Teklif kabul edilsin mi?' });
    expect(dialog).toHaveTextContent('Partner 1 Lojistik firmasının ₺1.200,00 tutarındaki teklifini kabul ediyorsunuz');
    expect(dialog).toHaveTextContent('Bu talepteki diğer açık teklif reddedilecek');
    expect(calledUrls(fetch).some((u) => u.pathname === '/api/quote-responses/101/status')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kabul Et' }));
    expect(await screen.findByText('Teklif kabul edildi; iş ortağı bilgilendirildi.')).toBeInTheDocument();
    expect(lastBodyTo(fetch, '/api/quote-responses/101/status')).toEqual({ status: 'accepted' });
    await waitFor(() =>
      expect(screen.getAllByTestId('quote-status-badge').map((b) => b.dataset.status)).toEqual([
        'accepted',
        'rejected',
        'pending',
      ]),
    );
    expect(screen.queryByRole('button', { name: /Kabul Et/ })).toBeNull();
  });

  it("toasts the server's message when a decision is refused", async () => {
    serve([request({ responses: [answer()] })], (url) =>
      url.pathname === '/api/quote-responses/100/status'
        ? jsonResponse(
            { message: 'Bu teklifin geçerlilik süresi doldu; kabul edilemez.', code: 'QUOTE_EXPIRED' },
            { status: 409 },
          )
        : undefined,
    );
    renderWithProviders(<ServiceRequestsList />);
    await userEvent.click(await screen.findByRole('button', { name: /Reddet/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Teklif reddedilsin mi?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(await screen.findByText('Bu teklifin geçerlilik süresi doldu; kabul edilemez.')).toBeInTheDocument();
  });

  it('rates a completed request from the keyboard and sends the rating with the comment', async () => {
    let list = [request({ status: 'completed', canReview: true, responses: [answer({ status: 'accepted' })] })];
    const fetch = serve(
      () => list,
      (url, init) => {
        if (url.pathname === '/api/quote-requests/1/review' && init?.method === 'POST') {
          list = list.map((r) => ({ ...r, canReview: false }));
          return jsonResponse({ id: 5 }, { status: 201 });
        }
        return undefined;
      },
    );
    renderWithProviders(<ServiceRequestsList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Değerlendir: Partner 1 Lojistik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Partner 1 Lojistik firmasını değerlendirin' });
    // Sending without a rating is refused on the spot.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Değerlendirmeyi Gönder' }));
    expect(within(dialog).getByText('Lütfen 1 ile 5 arasında bir puan verin')).toBeInTheDocument();
    const group = within(dialog).getByRole('group', { name: 'Puanınız' });
    const three = within(group).getByRole('radio', { name: '3 yıldız: Orta' });
    three.focus();
    await userEvent.keyboard('{Space}{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '4 yıldız: İyi' })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText(/Yorumunuz/), 'Zamanında teslim');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Değerlendirmeyi Gönder' }));
    expect(await screen.findByText('Değerlendirmeniz yayınlandı. Teşekkürler!')).toBeInTheDocument();
    expect(lastBodyTo(fetch, '/api/quote-requests/1/review')).toEqual({ rating: 4, comment: 'Zamanında teslim' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Değerlendir:/ })).toBeNull());
  });

  it('has no serious or critical accessibility violations (axe, jsdom: contrast is checked in the browser suite)', async () => {
    serve([
      ...group(),
      request({ id: 4, status: 'completed', canReview: true, responses: [answer({ id: 104, status: 'accepted' })] }),
    ]);
    const { container } = renderWithProviders(<ServiceRequestsList />);
    await screen.findByRole('table', { name: 'Tekliflerin karşılaştırması' });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Değerlendir: Partner 4 Lojistik' }));
    const dialog = await screen.findByRole('dialog');
    const inDialog = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(inDialog.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('shows the empty state with the way to the catalogue', async () => {
    serve([]);
    renderWithProviders(<ServiceRequestsList />);
    expect(await screen.findByText('Henüz teklif talebiniz yok')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İş ortaklarını keşfet' })).toHaveAttribute('href', '/partners');
  });

  it('shows a single request waiting for its answer', async () => {
    serve([request({ status: 'pending', respondedAt: null })]);
    renderWithProviders(<ServiceRequestsList />);
    const card = await screen.findByRole('article', { name: 'Partner 1 Lojistik' });
    expect(within(card).getByText('Yanıt bekleniyor')).toBeInTheDocument();
    expect(within(card).getByText('Beklemede')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Partner 1 Lojistik' })).toHaveAttribute('href', '/partner/partner1');
  });
  it('shows the whole request as sent: service, work type and dates, budget, message, contact, partners of a group', async () => {
    const user = userEvent.setup();
    serve([
      request({
        status: 'pending',
        respondedAt: null,
        budget: '15k-50k',
        message: 'Ayda iki konteyner, Hamburg.',
        serviceNeeded: 'Deniz Taşımacılığı — Çalışma şekli: Proje bazlı (başlangıç 2099-12-01, bitiş 2099-12-31)',
        serviceNeededParts: {
          service: 'Deniz Taşımacılığı',
          workType: 'project',
          projectStartDate: '2099-12-01',
          projectEndDate: '2099-12-31',
        },
      }),
    ]);
    renderWithProviders(<ServiceRequestsList />);
    const card = within(await screen.findByRole('article', { name: 'Partner 1 Lojistik' }));
    const details = within(card.getByTestId('request-details'));
    await user.click(details.getByText('Talebinizin ayrıntıları'));
    const value = (label: string) => details.getByText(label).nextElementSibling;
    expect(value('Hizmet')).toHaveTextContent('Deniz Taşımacılığı');
    expect(value('Çalışma şekli')).toHaveTextContent('Proje bazlı');
    expect(value('Başlangıç tarihi')).toHaveTextContent('1 Aralık 2099');
    expect(value('Bitiş tarihi')).toHaveTextContent('31 Aralık 2099');
    expect(value('Bütçe')).toHaveTextContent('15.000 – 50.000 TL');
    expect(value('Mesajınız')).toHaveTextContent('Ayda iki konteyner, Hamburg.');
    expect(value('Şirket')).toHaveTextContent('Yılmaz Tekstil');
    expect(value('İletişim')).toHaveTextContent('Ayşe Yılmaz');
    expect(value('İletişim')).toHaveTextContent('ayse@example.com');
    expect(value('Gönderildiği tarih')).toHaveTextContent('2026');
    // A single request names no partner list.
    expect(details.queryByText('Talebin gönderildiği iş ortakları')).toBeNull();
  });

  it('lists the partners of a group request with their state, and reads in English', async () => {
    await i18n.changeLanguage('en');
    try {
      serve(group());
      renderWithProviders(<ServiceRequestsList />);
      const details = within(await screen.findByTestId('request-details'));
      await userEvent.click(details.getByText('Your request in full'));
      const partners = within(details.getByText('Partners the request went to').nextElementSibling as HTMLElement);
      expect(partners.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'Partner 1 LojistikResponded',
        'Partner 2 LojistikResponded',
        expect.stringMatching(/^Partner 3 LojistikPendingCancel/),
      ]);
      expect(details.getByText('Budget').nextElementSibling).toHaveTextContent('Not specified');
      // Sent in Turkish, read in English: the request's parts are written in the reader's language
      // (docs/decisions/038), on the card and in the details.
      expect(details.getByText('Service').nextElementSibling).toHaveTextContent(/^Deniz Taşımacılığı$/);
      expect(details.getByText('Work type').nextElementSibling).toHaveTextContent('Monthly');
      expect(screen.getAllByText('Deniz Taşımacılığı — Work type: Monthly').length).toBeGreaterThan(0);
      expect(screen.queryByText(/Çalışma şekli/)).toBeNull();
    } finally {
      await i18n.changeLanguage('tr');
    }
  });

  it('cancels an unanswered request only after the confirmation, then refreshes', async () => {
    let list = [request({ status: 'pending', respondedAt: null })];
    const fetch = serve(
      () => list,
      (url, init) => {
        if (url.pathname === '/api/quote-requests/1/cancel' && init?.method === 'POST') {
          list = list.map((r) => ({ ...r, status: 'cancelled' as const }));
          const { partner: _p, responses: _r, canReview: _c, ...cancelled } = list[0]!;
          return jsonResponse(cancelled);
        }
        return undefined;
      },
    );
    renderWithProviders(<ServiceRequestsList />);
    const card = within(await screen.findByRole('article', { name: 'Partner 1 Lojistik' }));
    await userEvent.click(card.getByRole('button', { name: 'Talebi iptal et: Partner 1 Lojistik' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Talep iptal edilsin mi?' });
    expect(dialog).toHaveTextContent('Partner 1 Lojistik firmasına gönderdiğiniz teklif talebi iptal edilecek');
    expect(calledUrls(fetch).some((u) => u.pathname.endsWith('/cancel'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(calledUrls(fetch).some((u) => u.pathname.endsWith('/cancel'))).toBe(false);

    await userEvent.click(card.getByRole('button', { name: 'Talebi iptal et: Partner 1 Lojistik' }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Talebi İptal Et' }));
    expect(await screen.findByText('Talebiniz iptal edildi.')).toBeInTheDocument();
    expect(calledUrls(fetch).filter((u) => u.pathname === '/api/quote-requests/1/cancel')).toHaveLength(1);
    expect(await card.findByText('Bu talebi iptal ettiniz')).toBeInTheDocument();
    expect(card.getByTestId('quote-status-badge')).toHaveAttribute('data-status', 'cancelled');
    expect(card.queryByRole('button', { name: /iptal et/i })).toBeNull();
  });

  it('offers no cancel once the request is answered, and toasts the server’s reason when it was answered meanwhile', async () => {
    serve([request({ responses: [answer()] })]);
    const { unmount } = renderWithProviders(<ServiceRequestsList />);
    const answered = within(await screen.findByRole('article', { name: 'Partner 1 Lojistik' }));
    expect(answered.queryByRole('button', { name: /iptal et/i })).toBeNull();
    unmount();

    serve([request({ status: 'pending', respondedAt: null })], (url) =>
      url.pathname === '/api/quote-requests/1/cancel'
        ? jsonResponse(
            { message: 'Yanıtlanmış bir talep iptal edilemez.', code: 'QUOTE_REQUEST_NOT_CANCELLABLE' },
            { status: 409 },
          )
        : undefined,
    );
    renderWithProviders(<ServiceRequestsList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Talebi iptal et: Partner 1 Lojistik' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Talebi İptal Et' }),
    );
    expect(await screen.findByText('Yanıtlanmış bir talep iptal edilemez.')).toBeInTheDocument();
  });

  it('cancels every unanswered request of a group at once', async () => {
    const g = 'a1b2c3d4-0000-4000-8000-000000000002';
    const list = [1, 2].map((id) => request({ id, groupId: g, status: 'pending', respondedAt: null }));
    const fetch = serve(list, (url, init) => {
      const id = Number(/^\/api\/quote-requests\/(\d+)\/cancel$/.exec(url.pathname)?.[1]);
      const { partner: _p, responses: _r, canReview: _c, ...cancelled } = list.find((r) => r.id === id) ?? list[0]!;
      return init?.method === 'POST' && id ? jsonResponse({ ...cancelled, status: 'cancelled' }) : undefined;
    });
    renderWithProviders(<ServiceRequestsList />);
    await screen.findByTestId('request-group');
    await userEvent.click(screen.getByRole('button', { name: 'Talebi iptal et' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('henüz yanıt vermemiş 2 iş ortağının tümü için iptal edilecek');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Talebi İptal Et' }));
    await waitFor(() =>
      expect(
        calledUrls(fetch)
          .map((u) => u.pathname)
          .filter((p) => p.endsWith('/cancel')),
      ).toEqual(['/api/quote-requests/1/cancel', '/api/quote-requests/2/cancel']),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Sonner keeps toasts across tests in one file: an earlier test's may still be there.
    expect(screen.getAllByText('Talebiniz iptal edildi.').length).toBeGreaterThan(0);
  });

  it('asks for a revised quote: checks the message, sends it, and shows when it was asked', async () => {
    let list = [request({ responses: [answer()] })];
    const fetch = serve(
      () => list,
      (url, init) => {
        if (url.pathname === '/api/quote-responses/100/revision-request' && init?.method === 'POST') {
          const revised = answer({
            revisionRequestedAt: '2026-11-21T09:00:00.000Z',
            revisionMessage: 'Daha uygun fiyat',
          });
          list = list.map((r) => ({ ...r, responses: [revised] }));
          return jsonResponse(revised);
        }
        return undefined;
      },
    );
    renderWithProviders(<ServiceRequestsList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Revize teklif iste: Partner 1 Lojistik' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revize teklif isteyin' }));
    expect(dialog.getByText(/Partner 1 Lojistik firmasına teklifinde neyi değiştirmesini/)).toBeInTheDocument();
    // Blank: refused on the spot with the catalogue's text, nothing sent.
    await userEvent.type(dialog.getByLabelText('İstediğiniz değişiklik'), '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Revize İste' }));
    expect(dialog.getByText('Teklifte neyin değişmesini istediğinizi yazın')).toBeInTheDocument();
    expect(calledUrls(fetch).some((u) => u.pathname.endsWith('/revision-request'))).toBe(false);

    await userEvent.clear(dialog.getByLabelText('İstediğiniz değişiklik'));
    await userEvent.type(dialog.getByLabelText('İstediğiniz değişiklik'), '  Daha uygun fiyat ');
    await userEvent.click(dialog.getByRole('button', { name: 'Revize İste' }));
    expect(await screen.findByText('Revize isteğiniz iş ortağına iletildi.')).toBeInTheDocument();
    expect(lastBodyTo(fetch, '/api/quote-responses/100/revision-request')).toEqual({ message: 'Daha uygun fiyat' });
    expect(await screen.findByTestId('revision-requested')).toHaveTextContent('Revizyon istendi — 21 Kasım 2026');
    expect(screen.getByRole('button', { name: 'Yeniden revize iste: Partner 1 Lojistik' })).toBeInTheDocument();
  });

  it('shows the server’s field message under the revision text', async () => {
    serve([request({ responses: [answer()] })], (url) =>
      url.pathname === '/api/quote-responses/100/revision-request'
        ? jsonResponse(
            {
              message: 'Mesaj en fazla 2000 karakter olabilir',
              code: 'VALIDATION_ERROR',
              fieldErrors: { message: ['Mesaj en fazla 2000 karakter olabilir'] },
            },
            { status: 400 },
          )
        : undefined,
    );
    renderWithProviders(<ServiceRequestsList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Revize teklif iste: Partner 1 Lojistik' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revize teklif isteyin' }));
    await userEvent.type(dialog.getByLabelText('İstediğiniz değişiklik'), 'Fiyat');
    await userEvent.click(dialog.getByRole('button', { name: 'Revize İste' }));
    expect(await dialog.findByText('Mesaj en fazla 2000 karakter olabilir')).toBeInTheDocument();
    expect(dialog.getByLabelText('İstediğiniz değişiklik')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers no revision for a decided answer, and links an accepted one to its project', async () => {
    serve([request({ status: 'accepted', projectId: 'prj-9', responses: [answer({ status: 'accepted' })] })]);
    renderWithProviders(<ServiceRequestsList />);
    const card = within(await screen.findByRole('article', { name: 'Partner 1 Lojistik' }));
    expect(card.getByRole('link', { name: 'Projeyi aç: Partner 1 Lojistik' })).toHaveAttribute(
      'href',
      '/projects/prj-9',
    );
    expect(card.queryByRole('button', { name: /Revize/ })).toBeNull();
  });
});
