import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, istanbulToday } from '@shared/calendar';
import { computeQuoteTotals, formatMoney } from '@shared/money';
import { jsonBody, jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { sessionUser } from '@/test/fixtures';
import { partnerPage, partnerRequest, quoteResponse } from '../test/fixtures';
import en from '@/locales/en/quotes.json';
import tr from '@/locales/tr/quotes.json';
import { PartnerQuoteDesk } from './PartnerQuoteDesk';

type Call = { method: string; path: string; body: unknown };

/** The desk's routes: the list, and whatever the test answers for the mutations. */
function serve(mutation: (call: Call) => Response = () => jsonResponse(quoteResponse())) {
  const calls: Call[] = [];
  const fetch = mockFetch((url, init) => {
    const call = { method: init?.method ?? 'GET', path: url.pathname, body: jsonBody(init) };
    if (call.method === 'GET' && url.pathname === '/api/quote-requests') return jsonResponse(partnerPage());
    if (call.method === 'GET') return jsonResponse({ message: 'not found', code: 'NOT_FOUND' }, { status: 404 });
    calls.push(call);
    return mutation(call);
  });
  return { fetch, calls };
}

const table = async () => within(await screen.findByTestId('partner-quotes-table'));
const row = async (name: string) => {
  const t = await table();
  return within(t.getByText(name).closest('tr')!);
};

describe('PartnerQuoteDesk', () => {
  it('names each row action so that the name contains its visible text, in Turkish and English (WCAG 2.5.3)', async () => {
    serve();
    renderWithProviders(<PartnerQuoteDesk />);
    const labelled = (await table()).getAllByRole('button').filter((b) => b.hasAttribute('aria-label'));
    expect(labelled.length).toBeGreaterThan(0);
    for (const button of labelled) {
      expect(button.getAttribute('aria-label')!.toLocaleLowerCase('tr')).toContain(
        button.textContent!.trim().toLocaleLowerCase('tr'),
      );
    }
    // The English texts of the same buttons (the table above renders the Turkish ones).
    const pairs = [
      ['details', 'detailsOf'],
      ['answer', 'answerTo'],
      ['revise', 'reviseFor'],
      ['withdraw', 'withdrawFor'],
      ['openProject', 'openProjectFor'],
    ] as const;
    for (const [locale, texts] of [
      ['tr', tr.actions],
      ['en', en.actions],
    ] as const) {
      for (const [visible, name] of pairs) {
        expect(texts[name].toLocaleLowerCase(locale), `${locale} ${name}`).toContain(
          texts[visible].toLocaleLowerCase(locale),
        );
      }
    }
  });

  it('lists the requests with counters, status badges and the answer total', async () => {
    serve();
    renderWithProviders(<PartnerQuoteDesk />);
    const responded = await row('Ayşe Yılmaz 2');
    expect(responded.getByTestId('quote-status-badge')).toHaveTextContent('Yanıtlandı');
    expect(responded.getByTestId('row-total')).toHaveTextContent(formatMoney(360000, 'TRY', 'tr'));
    expect(responded.getByText('5.000 – 15.000 TL')).toBeInTheDocument();
    expect(within(screen.getByTestId('counter-pending')).getByTestId('counter-value')).toHaveTextContent('1');
    expect(within(screen.getByTestId('counter-all')).getByTestId('counter-value')).toHaveTextContent('3');
  });

  it('shows live totals equal to computeQuoteTotals for Turkish decimal commas and POSTs minor units with the defaults', async () => {
    const user = userEvent.setup();
    const { calls } = serve(() => jsonResponse(quoteResponse(), { status: 201 }));
    renderWithProviders(<PartnerQuoteDesk />);
    await user.click((await row('Ayşe Yılmaz 1')).getByRole('button', { name: 'Teklif Ver: Ayşe Yılmaz 1 talebi' }));
    const dialog = within(await screen.findByTestId('answer-dialog'));
    // The form shows the request it answers (issue 20).
    const asked = dialog.getByRole('region', { name: 'Yanıtladığınız talep' });
    expect(asked).toHaveTextContent('Hamburg için aylık sevkiyat');
    expect(asked).toHaveTextContent('Parsiyel Taşımacılık');

    await user.type(dialog.getByLabelText('Teklif başlığı'), 'Hamburg parsiyel taşıma');
    await user.type(dialog.getByLabelText('1. kalem açıklaması'), 'Nakliye');
    await user.clear(dialog.getByLabelText('1. kalem miktarı'));
    await user.type(dialog.getByLabelText('1. kalem miktarı'), '2,5');
    await user.type(dialog.getByLabelText('1. kalem birim fiyatı (TRY)'), '1.234,56');
    // Enter in the last price adds a line and moves the focus to its description.
    await user.keyboard('{Enter}');
    expect(dialog.getByLabelText('2. kalem açıklaması')).toHaveFocus();
    await user.keyboard('Sigorta');
    await user.type(dialog.getByLabelText('2. kalem birim fiyatı (TRY)'), '99,99');

    const expected = computeQuoteTotals(
      [
        { description: 'Nakliye', quantity: 2.5, unitPrice: 123456 },
        { description: 'Sigorta', quantity: 1, unitPrice: 9999 },
      ],
      20,
    );
    expect(dialog.getByTestId('answer-subtotal')).toHaveTextContent(formatMoney(expected.subtotal, 'TRY', 'tr'));
    expect(dialog.getByTestId('answer-vat')).toHaveTextContent(formatMoney(expected.vatAmount, 'TRY', 'tr'));
    expect(dialog.getByTestId('answer-total')).toHaveTextContent(formatMoney(expected.totalAmount, 'TRY', 'tr'));
    // 2,5 × 1.234,56 = 3.086,40; + 99,99 = 3.186,39; KDV 637,278 → 637,28.
    expect(dialog.getByTestId('answer-total')).toHaveTextContent('₺3.823,67');

    await user.click(dialog.getByRole('button', { name: 'Teklifi Gönder' }));
    await waitFor(() => expect(screen.queryByTestId('answer-dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/quote-responses',
        body: {
          quoteRequestId: 1,
          title: 'Hamburg parsiyel taşıma',
          items: [
            { description: 'Nakliye', quantity: 2.5, unitPrice: 123456 },
            { description: 'Sigorta', quantity: 1, unitPrice: 9999 },
          ],
          vatRate: 20,
          currency: 'TRY',
          validUntil: addDays(istanbulToday(), 30),
          deliveryTime: '',
          terms: '',
          attachmentFileId: null,
        },
      },
    ]);
    expect(await screen.findByText('Teklifiniz gönderildi')).toBeInTheDocument();
    // Typing two lines character by character is slow on a busy machine.
  }, 20_000);

  it('sends a custom VAT rate and the chosen currency, and totals follow them', async () => {
    const user = userEvent.setup();
    const { calls } = serve(() => jsonResponse(quoteResponse(), { status: 201 }));
    renderWithProviders(<PartnerQuoteDesk />);
    await user.click((await row('Ayşe Yılmaz 1')).getByRole('button', { name: 'Teklif Ver: Ayşe Yılmaz 1 talebi' }));
    const dialog = within(await screen.findByTestId('answer-dialog'));
    await user.type(dialog.getByLabelText('Teklif başlığı'), 'Fuar standı');
    await user.type(dialog.getByLabelText('1. kalem açıklaması'), 'Stand');
    await user.type(dialog.getByLabelText('1. kalem birim fiyatı (TRY)'), '1000');
    await user.click(dialog.getByRole('combobox', { name: 'KDV oranı' }));
    await user.click(await screen.findByRole('option', { name: 'Diğer oran' }));
    await user.type(dialog.getByLabelText('KDV oranı (%)'), '8');
    await user.click(dialog.getByRole('combobox', { name: 'Para birimi' }));
    await user.click(await screen.findByRole('option', { name: 'Euro (€)' }));
    expect(dialog.getByTestId('answer-vat')).toHaveTextContent(formatMoney(8000, 'EUR', 'tr'));
    expect(dialog.getByTestId('answer-total')).toHaveTextContent(formatMoney(108000, 'EUR', 'tr'));
    await user.click(dialog.getByRole('button', { name: 'Teklifi Gönder' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ vatRate: 8, currency: 'EUR', items: [{ unitPrice: 100000, quantity: 1 }] });
  }, 20_000);

  it("shows the catalogue's messages and sends nothing while the form is wrong", async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderWithProviders(<PartnerQuoteDesk />);
    await user.click((await row('Ayşe Yılmaz 1')).getByRole('button', { name: 'Teklif Ver: Ayşe Yılmaz 1 talebi' }));
    const dialog = within(await screen.findByTestId('answer-dialog'));
    await user.type(dialog.getByLabelText('1. kalem birim fiyatı (TRY)'), '12,345');
    await user.click(dialog.getByRole('button', { name: 'Teklifi Gönder' }));
    expect(dialog.getByText('Teklif başlığı zorunludur')).toBeInTheDocument();
    expect(dialog.getByText(/Kalem açıklaması zorunludur/)).toBeInTheDocument();
    expect(dialog.getByText(/Birim fiyat geçerli bir tutar olmalıdır/)).toBeInTheDocument();
    expect(dialog.getByLabelText('Teklif başlığı')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it("shows the server's field errors under their fields", async () => {
    const user = userEvent.setup();
    serve(() =>
      jsonResponse(
        {
          message: 'Geçersiz istek',
          code: 'VALIDATION_ERROR',
          fieldErrors: { validUntil: ['Geçerlilik tarihi bugünden önce olamaz'] },
        },
        { status: 400 },
      ),
    );
    renderWithProviders(<PartnerQuoteDesk />);
    await user.click((await row('Ayşe Yılmaz 1')).getByRole('button', { name: 'Teklif Ver: Ayşe Yılmaz 1 talebi' }));
    const dialog = within(await screen.findByTestId('answer-dialog'));
    await user.type(dialog.getByLabelText('Teklif başlığı'), 'Teklif');
    await user.type(dialog.getByLabelText('1. kalem açıklaması'), 'Nakliye');
    await user.type(dialog.getByLabelText('1. kalem birim fiyatı (TRY)'), '100');
    await user.click(dialog.getByRole('button', { name: 'Teklifi Gönder' }));
    expect(await dialog.findByText('Geçerlilik tarihi bugünden önce olamaz')).toBeInTheDocument();
    expect(dialog.getByLabelText('Geçerlilik tarihi')).toHaveAttribute('aria-invalid', 'true');
  });

  it('revises a sent answer with PUT, prefilled with its current version', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderWithProviders(<PartnerQuoteDesk />);
    await user.click(
      (await row('Ayşe Yılmaz 2')).getByRole('button', { name: 'Güncelle: Ayşe Yılmaz 2 için gönderilen teklif' }),
    );
    const dialog = within(await screen.findByTestId('answer-dialog'));
    expect(dialog.getByRole('heading', { name: 'Teklifi Güncelle' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Teklif başlığı')).toHaveValue('Hamburg parsiyel');
    const price = dialog.getByLabelText('1. kalem birim fiyatı (TRY)');
    expect(price).toHaveValue('1500,00');
    await user.clear(price);
    await user.type(price, '1400');
    expect(dialog.getByTestId('answer-total')).toHaveTextContent('₺3.360,00');
    await user.click(dialog.getByRole('button', { name: 'Güncellemeyi Gönder' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/quote-responses/71',
      body: {
        title: 'Hamburg parsiyel',
        items: [{ description: 'Nakliye', quantity: 2, unitPrice: 140000 }],
        vatRate: 20,
        currency: 'TRY',
        validUntil: '2099-01-31',
        deliveryTime: '5 iş günü',
        terms: 'Peşin ödeme',
      },
    });
    expect(calls[0]?.body).not.toHaveProperty('quoteRequestId');
  });

  it('withdraws an answer only after the confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = serve(() => jsonResponse(quoteResponse({ status: 'cancelled' })));
    renderWithProviders(<PartnerQuoteDesk />);
    await user.click(
      (await row('Ayşe Yılmaz 2')).getByRole('button', { name: 'Geri Çek: Ayşe Yılmaz 2 için gönderilen teklif' }),
    );
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('Teklif geri çekilsin mi?')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await user.click(
      (await row('Ayşe Yılmaz 2')).getByRole('button', { name: 'Geri Çek: Ayşe Yılmaz 2 için gönderilen teklif' }),
    );
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Teklifi Geri Çek' }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'POST', path: '/api/quote-responses/71/cancel', body: undefined }]),
    );
    expect(await screen.findByText('Teklif geri çekildi')).toBeInTheDocument();
  });

  it('sends an accepted request to its project: the desk has no "mark completed" any more (issue 20)', async () => {
    serve();
    renderWithProviders(<PartnerQuoteDesk />);
    const accepted = await row('Ayşe Yılmaz 3');
    expect(accepted.getByRole('link', { name: 'Projeye Git: Ayşe Yılmaz 3 talebi' })).toHaveAttribute(
      'href',
      '/projects/prj-3',
    );
    expect(accepted.queryByRole('button', { name: /Tamamlandı/ })).not.toBeInTheDocument();
    expect(accepted.queryByRole('button', { name: /^Güncelle:/ })).not.toBeInTheDocument();
  });

  it('keeps a request the buyer cancelled in the list with its state and nothing to answer', async () => {
    const page = partnerPage();
    mockFetch((url) =>
      url.pathname === '/api/quote-requests'
        ? jsonResponse({ ...page, quoteRequests: [partnerRequest({ id: 4, status: 'cancelled' })] })
        : jsonResponse({ message: 'not found', code: 'NOT_FOUND' }, { status: 404 }),
    );
    renderWithProviders(<PartnerQuoteDesk />);
    const cancelled = await row('Ayşe Yılmaz 4');
    expect(cancelled.getByTestId('quote-status-badge')).toHaveTextContent('Talep iptal edildi');
    expect(cancelled.getAllByRole('button').map((b) => b.textContent)).toEqual(['Detay']);
  });

  it('shows the buyer’s revision request as a banner with its message and opens the revision from it', async () => {
    const user = userEvent.setup();
    const page = partnerPage();
    const asked = quoteResponse({
      revisionRequestedAt: '2026-11-21T08:30:00.000Z',
      revisionMessage: 'Navlunu 2.500 TL’ye indirebilir misiniz?',
    });
    mockFetch((url) =>
      url.pathname === '/api/quote-requests'
        ? jsonResponse({
            ...page,
            quoteRequests: page.quoteRequests.map((r) => (r.id === 2 ? { ...r, response: asked } : r)),
          })
        : jsonResponse({ message: 'not found', code: 'NOT_FOUND' }, { status: 404 }),
    );
    renderWithProviders(<PartnerQuoteDesk />);
    const banner = within(await (await table()).findByTestId('revision-banner'));
    expect(banner.getByText('Alıcı revize teklif istedi:')).toBeInTheDocument();
    expect(banner.getByText('Navlunu 2.500 TL’ye indirebilir misiniz?')).toBeInTheDocument();
    // Only the row that was asked carries one.
    expect((await table()).getAllByTestId('revision-banner')).toHaveLength(1);

    await user.click(banner.getByRole('button', { name: 'Teklifi Güncelle: Ayşe Yılmaz 2 için revize isteği' }));
    const dialog = within(await screen.findByTestId('answer-dialog'));
    expect(dialog.getByRole('heading', { name: 'Teklifi Güncelle' })).toBeInTheDocument();
    expect(within(dialog.getByTestId('revision-banner')).getByText(asked.revisionMessage!)).toBeInTheDocument();
  });

  it('shows every request field with links and the earlier versions of the answer', async () => {
    const user = userEvent.setup();
    serve();
    renderWithProviders(<PartnerQuoteDesk />);
    await user.click((await row('Ayşe Yılmaz 2')).getByRole('button', { name: 'Detay: Ayşe Yılmaz 2 talebi' }));
    const dialog = within(await screen.findByTestId('quote-detail-dialog'));
    expect(dialog.getByRole('link', { name: 'ayse@example.com' })).toHaveAttribute('href', 'mailto:ayse@example.com');
    expect(dialog.getByRole('link', { name: '+90 532 000 00 00' })).toHaveAttribute('href', 'tel:+905320000000');
    expect(dialog.getByText('Hamburg için aylık sevkiyat')).toBeInTheDocument();
    expect(dialog.getByText('Sürüm 2')).toBeInTheDocument();
    const earlier = within(dialog.getByTestId('previous-versions'));
    expect(earlier.getByText('Önceki sürüm (1)')).toBeInTheDocument();
    expect(earlier.getByTestId('answer-view-total')).toHaveTextContent('₺4.200,00');
  });

  it('links a request to the conversation with its requester (issue 10)', async () => {
    const user = userEvent.setup();
    const page = partnerPage();
    mockFetch((url) => {
      if (url.pathname === '/api/session') return jsonResponse({ user: sessionUser({ id: 9, userType: 'partner' }) });
      if (url.pathname === '/api/quote-requests') {
        return jsonResponse({ ...page, quoteRequests: page.quoteRequests.map((r) => ({ ...r, userId: 4 })) });
      }
      return jsonResponse({ message: 'not found', code: 'NOT_FOUND' }, { status: 404 });
    });
    renderWithProviders(<PartnerQuoteDesk />);
    await user.click((await row('Ayşe Yılmaz 2')).getByRole('button', { name: 'Detay: Ayşe Yılmaz 2 talebi' }));
    const dialog = within(await screen.findByTestId('quote-detail-dialog'));
    expect(await dialog.findByRole('link', { name: 'Mesaj gönder' })).toHaveAttribute(
      'href',
      '/messages?conversation=4-9',
    );
  });
});
