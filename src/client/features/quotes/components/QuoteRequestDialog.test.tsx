import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { CreatedQuoteRequests, QuotePartner, QuoteRequestPayload } from '@shared/contracts/quotes';
import { i18n } from '@/lib/i18n';
import { jsonResponse, lastBodyTo, mockFetch, renderWithProviders, requestUrl } from '@/test/utils';
import { type QuoteDialogPartner, QuoteRequestDialog } from './QuoteRequestDialog';
import { sharedKeys } from '@/lib/query-keys';

const TODAY = '2026-11-22';

function alternative(id: number, overrides: Partial<QuotePartner> = {}): QuotePartner {
  return {
    id,
    username: `lojistik-${id}`,
    companyName: `Lojistik ${id} A.Ş.`,
    logo: null,
    serviceCategory: 'lojistik',
    followersCount: 1200 + id,
    responseTimeHours: null,
    responseRate: null,
    ratingAverage: null,
    reviewCount: 0,
    ...overrides,
  };
}

function created(partnerIds: number[]): CreatedQuoteRequests {
  const requests = partnerIds.map((partnerId, i) => ({
    id: 100 + i,
    groupId: partnerIds.length > 1 ? '6f9c1d2e-3b4a-4c5d-8e7f-0a1b2c3d4e5f' : null,
    partnerId,
    fullName: 'Ayşe Yılmaz',
    companyName: 'Yılmaz Tekstil',
    email: 'ayse@example.com',
    phone: '5321110001',
    budget: null,
    serviceNeeded: 'Depolama',
    message: null,
    status: 'pending' as const,
    createdAt: '2026-11-22T10:00:00.000Z',
    respondedAt: null,
    updatedAt: '2026-11-22T10:00:00.000Z',
  }));
  const first = requests[0]!;
  return { ...first, requests };
}

const withServices: QuoteDialogPartner = { id: 5, companyName: 'Ege Lojistik', services: ['Depolama', 'Gümrükleme'] };

interface Options {
  partner?: QuoteDialogPartner;
  alternatives?: QuotePartner[];
  answer?: (body: QuoteRequestPayload) => Response;
  /** Later answers of the alternatives list (the first is `alternatives`). */
  alternativesLater?: QuotePartner[];
  prefill?: Parameters<typeof QuoteRequestDialog>[0]['prefill'];
}

function renderDialog({
  partner = withServices,
  alternatives = [alternative(11), alternative(12)],
  alternativesLater,
  answer,
  prefill = {
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    email: 'ayse@example.com',
    phone: '5321110001',
    company: 'Yılmaz Tekstil',
  },
}: Options = {}) {
  let alternativeCalls = 0;
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/quote-requests/alternatives') {
      alternativeCalls += 1;
      return jsonResponse({ partners: alternativeCalls > 1 && alternativesLater ? alternativesLater : alternatives });
    }
    if (url.pathname === '/api/quote-requests' && init?.method === 'POST') {
      const body = JSON.parse(init.body as string) as QuoteRequestPayload;
      return answer
        ? answer(body)
        : jsonResponse(created([body.partnerId, ...(body.additionalPartnerIds ?? [])].map(Number)), { status: 201 });
    }
    return jsonResponse({ message: 'yok', code: 'NOT_FOUND' }, { status: 404 });
  });
  const onOpenChange = vi.fn();
  const onSent = vi.fn();
  const { queryClient } = renderWithProviders(
    <QuoteRequestDialog
      open
      onOpenChange={onOpenChange}
      partnerName={partner.companyName}
      partner={partner}
      prefill={prefill}
      onSent={onSent}
      today={TODAY}
    />,
  );
  const posts = () =>
    fetch.mock.calls.filter(
      ([input, init]) => requestUrl(input).pathname === '/api/quote-requests' && init?.method === 'POST',
    );
  return { fetch, onOpenChange, onSent, posts, queryClient };
}

const submit = () => userEvent.click(screen.getByTestId('quote-submit'));

describe('QuoteRequestDialog (spec §5 "Quote form", issue 9)', () => {
  it('refuses an empty form with the spec texts under the fields and sends nothing', async () => {
    const { posts } = renderDialog({ prefill: {} });
    await submit();
    for (const text of [
      'Ad zorunludur',
      'Soyad zorunludur',
      'Geçerli bir email adresi giriniz',
      'Telefon numarası zorunludur',
      'Şirket adı zorunludur',
      'En az bir hizmet seçiniz',
      'KVKK onayı zorunludur',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Ad')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it("offers the partner's services as checkboxes and asks for a description only when it lists none", async () => {
    renderDialog();
    expect(screen.getByRole('checkbox', { name: 'Depolama' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Gümrükleme' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Hizmet açıklaması')).toBeNull();
  });

  it('asks a partner without services for a description instead', async () => {
    const { posts, fetch } = renderDialog({ partner: { id: 7, companyName: 'Fuar Ltd', services: [] } });
    expect(screen.queryByRole('checkbox', { name: 'Depolama' })).toBeNull();
    await userEvent.click(screen.getByTestId('quote-kvkk'));
    await submit();
    expect(await screen.findByText('Hizmet açıklaması zorunludur')).toBeInTheDocument();
    expect(screen.queryByText('En az bir hizmet seçiniz')).toBeNull();
    await userEvent.type(screen.getByLabelText('Hizmet açıklaması'), 'Almanya fuarı için stant');
    await submit();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect((lastBodyTo(fetch, '/api/quote-requests') as QuoteRequestPayload).serviceNeeded).toBe(
      'Almanya fuarı için stant — Çalışma şekli: Proje bazlı',
    );
  });

  it('refuses project dates before today and an end before the start; the pickers start at today', async () => {
    const { posts } = renderDialog();
    const start = screen.getByLabelText(/Başlangıç tarihi/);
    const end = screen.getByLabelText(/Bitiş tarihi/);
    expect(start).toHaveAttribute('min', TODAY);
    expect(end).toHaveAttribute('min', TODAY);
    fireEvent.change(start, { target: { value: '2026-11-21' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Depolama' }));
    await userEvent.click(screen.getByTestId('quote-kvkk'));
    await submit();
    expect(await screen.findByText('Tarih bugünden önce olamaz')).toBeInTheDocument();
    fireEvent.change(start, { target: { value: '2026-12-10' } });
    fireEvent.change(end, { target: { value: '2026-12-01' } });
    await submit();
    expect(await screen.findByText('Bitiş tarihi başlangıç tarihinden önce olamaz')).toBeInTheDocument();
    expect(screen.queryByText('Tarih bugünden önce olamaz')).toBeNull();
    expect(end).toHaveAttribute('min', '2026-12-10');
    expect(posts()).toHaveLength(0);
  });

  it('lets at most four similar partners be picked: the others are disabled at 4/4', async () => {
    renderDialog({
      alternatives: [11, 12, 13, 14, 15].map((id) => alternative(id)),
    });
    const list = await screen.findAllByTestId('quote-alternative');
    expect(list).toHaveLength(5);
    const box = (id: number) => screen.getByRole('checkbox', { name: `Lojistik ${id} A.Ş.` });
    expect(screen.getByTestId('quote-alternatives-counter')).toHaveTextContent('0/4');
    for (const id of [11, 12, 13, 14]) await userEvent.click(box(id));
    expect(screen.getByTestId('quote-alternatives-counter')).toHaveTextContent('4/4');
    expect(box(15)).toBeDisabled();
    expect(screen.getByText('En fazla 4 iş ortağı seçebilirsiniz.')).toBeInTheDocument();
    expect(screen.getByTestId('quote-submit')).toHaveTextContent('5 İş Ortağına Gönder');
    // The header speaks of all five, not only the partner the dialog was opened for.
    expect(screen.getByTestId('quote-dialog')).toHaveTextContent('ve 4 iş ortağı daha size fiyat teklifiyle dönsün');
    await userEvent.click(box(12));
    expect(box(15)).toBeEnabled();
    expect(screen.getByTestId('quote-alternatives-counter')).toHaveTextContent('3/4');
  });

  it("shows a similar partner's followers, rating and response time when there are figures", async () => {
    renderDialog({
      alternatives: [
        alternative(11, { followersCount: 12500, ratingAverage: 4.5, reviewCount: 8, responseTimeHours: 5.4 }),
        alternative(12, { followersCount: 3 }),
      ],
    });
    const [rich, plain] = await screen.findAllByTestId('quote-alternative');
    expect(rich).toHaveTextContent('12.500 takipçi');
    expect(rich).toHaveTextContent('4,5 puan (8 değerlendirme)');
    expect(rich).toHaveTextContent('Genellikle 5 saat içinde yanıtlar');
    expect(plain).toHaveTextContent('3 takipçi');
    expect(plain).not.toHaveTextContent('puan');
    expect(plain).not.toHaveTextContent('yanıtlar');
  });

  it('sends the spec payload: names joined, serviceNeeded composed with the work type and dates, the picked partners', async () => {
    const { posts, onOpenChange, onSent, fetch, queryClient } = renderDialog();
    // The requester's list (/service-requests) and a partner's desk as they were cached before.
    queryClient.setQueryData([...sharedKeys.userQuoteRequests, 'list'], { quoteRequests: [] });
    queryClient.setQueryData([...sharedKeys.partnerQuoteRequests, 'list', {}], { quoteRequests: [] });
    queryClient.setQueryData(['categories'], []);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Depolama' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gümrükleme' }));
    fireEvent.change(screen.getByLabelText(/Başlangıç tarihi/), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText(/Bitiş tarihi/), { target: { value: '2026-12-31' } });
    await userEvent.type(screen.getByLabelText(/Mesajınız/), '  20 palet tekstil  ');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Lojistik 12 A.Ş.' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lojistik 11 A.Ş.' }));
    await userEvent.click(screen.getByTestId('quote-kvkk'));
    await submit();

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(lastBodyTo(fetch, '/api/quote-requests')).toEqual({
      partnerId: 5,
      fullName: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      phone: '5321110001',
      companyName: 'Yılmaz Tekstil',
      serviceNeeded: 'Depolama, Gümrükleme — Çalışma şekli: Proje bazlı (başlangıç 2026-12-01, bitiş 2026-12-31)',
      message: '20 palet tekstil',
      kvkkConsent: true,
      workType: 'project',
      projectStartDate: '2026-12-01',
      projectEndDate: '2026-12-31',
      additionalPartnerIds: [12, 11],
    });
    // Toasts of earlier tests may still be in sonner's store: read this one's own toast.
    const toastEl = (await screen.findByText('Talebiniz 3 iş ortağına iletildi.')).closest('[data-sonner-toast]');
    expect(toastEl).toHaveTextContent('Teklif Talebi Gönderildi');
    expect(within(toastEl as HTMLElement).getByRole('button', { name: 'Taleplerimi gör' })).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ id: 100, requests: expect.any(Array) }));
    expect(queryClient.getQueryState([...sharedKeys.userQuoteRequests, 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([...sharedKeys.partnerQuoteRequests, 'list', {}])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['categories'])?.isInvalidated).toBe(false);
  });

  it('sends monthly work without dates, and writes serviceNeeded in English for an English user', async () => {
    await i18n.changeLanguage('en');
    const { fetch, posts } = renderDialog({ alternatives: [] });
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2026-12-01' } });
    await userEvent.click(screen.getByRole('radio', { name: /Monthly/ }));
    expect(screen.queryByLabelText(/Start date/)).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Depolama' }));
    await userEvent.click(screen.getByTestId('quote-kvkk'));
    expect(await screen.findByText('There are no other partners in this category to suggest right now.')).toBeVisible();
    await submit();
    await waitFor(() => expect(posts()).toHaveLength(1));
    const body = lastBodyTo(fetch, '/api/quote-requests') as QuoteRequestPayload;
    expect(body.serviceNeeded).toBe('Depolama — Work type: Monthly');
    expect(body.workType).toBe('monthly');
    expect(body).not.toHaveProperty('projectStartDate');
    expect(body).not.toHaveProperty('additionalPartnerIds');
    expect(await screen.findByText('Your request was sent to Ege Lojistik.')).toBeInTheDocument();
  });

  it("puts the server's field errors under the fields and shows the failure toast; the dialog stays open", async () => {
    const { onOpenChange } = renderDialog({
      answer: () =>
        jsonResponse(
          {
            message: 'Gönderilen bilgiler geçersiz.',
            code: 'VALIDATION_ERROR',
            fieldErrors: { companyName: ['Şirket adı zorunludur'], phone: ['Telefon numarası zorunludur'] },
          },
          { status: 400 },
        ),
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Depolama' }));
    await userEvent.click(screen.getByTestId('quote-kvkk'));
    await submit();
    expect(await screen.findByText('Şirket adı zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Telefon numarası zorunludur')).toBeInTheDocument();
    expect(screen.getByLabelText('Şirket')).toHaveAttribute('aria-invalid', 'true');
    const alert = within(screen.getByTestId('quote-request-form')).getByRole('alert');
    expect(alert).toHaveTextContent('Teklif Talebi Gönderilemedi');
    expect(alert).toHaveTextContent('Gönderilen bilgiler geçersiz.');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('explains the hourly limit on a 429', async () => {
    renderDialog({
      answer: () =>
        jsonResponse(
          {
            message:
              'Bir saatte en fazla 20 partnere teklif talebi gönderebilirsiniz. Lütfen daha sonra tekrar deneyin.',
            code: 'QUOTE_RATE_LIMITED',
          },
          { status: 429 },
        ),
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Depolama' }));
    await userEvent.click(screen.getByTestId('quote-kvkk'));
    await submit();
    const alert = await within(screen.getByTestId('quote-request-form')).findByRole('alert');
    expect(alert).toHaveTextContent('Bir saatte en fazla 20 partnere teklif talebi gönderebilirsiniz.');
  });

  it("says 'Server error {status}' when the server answers without a message", async () => {
    renderDialog({ answer: () => new Response('Bad Gateway', { status: 502 }) });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Depolama' }));
    await userEvent.click(screen.getByTestId('quote-kvkk'));
    await submit();
    const alert = await within(screen.getByTestId('quote-request-form')).findByRole('alert');
    expect(alert).toHaveTextContent('Sunucu hatası 502');
  });

  it('refreshes the similar partners when one no longer takes requests, and keeps only the picks still offered', async () => {
    const { fetch, posts } = renderDialog({
      alternatives: [alternative(11), alternative(12)],
      alternativesLater: [alternative(12)],
      answer: (body) =>
        body.additionalPartnerIds?.includes(11)
          ? jsonResponse(
              {
                message: 'Seçtiğiniz partnerlerden biri artık teklif almıyor. Lütfen listeyi yenileyin.',
                code: 'QUOTE_PARTNER_UNAVAILABLE',
              },
              { status: 409 },
            )
          : jsonResponse(created([body.partnerId, ...(body.additionalPartnerIds ?? [])].map(Number)), { status: 201 }),
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Depolama' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Lojistik 11 A.Ş.' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lojistik 12 A.Ş.' }));
    await userEvent.click(screen.getByTestId('quote-kvkk'));
    await submit();
    const alert = await within(screen.getByTestId('quote-request-form')).findByRole('alert');
    expect(alert).toHaveTextContent('Seçtiğiniz partnerlerden biri artık teklif almıyor.');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Lojistik 11 A.Ş.' })).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Lojistik 12 A.Ş.' })).toBeChecked();
    expect(screen.getByTestId('quote-alternatives-counter')).toHaveTextContent('1/4');
    await submit();
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect((lastBodyTo(fetch, '/api/quote-requests') as QuoteRequestPayload).additionalPartnerIds).toEqual([12]);
  });

  it('has no serious or critical axe findings, filled in or showing its errors (contrast is left to the browser)', async () => {
    renderDialog({
      prefill: {},
      alternatives: [alternative(11, { ratingAverage: 4.2, reviewCount: 3, responseTimeHours: 30 }), alternative(12)],
    });
    await screen.findAllByTestId('quote-alternative');
    const serious = async () => {
      const result = await axe.run(screen.getByTestId('quote-dialog'), {
        rules: { 'color-contrast': { enabled: false } },
      });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    expect(await serious()).toEqual([]);
    await submit();
    await screen.findByText('KVKK onayı zorunludur');
    expect(await serious()).toEqual([]);
  });
});
