import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Project, ProjectPayment } from '@shared/contracts/projects';
import { addDays, istanbulToday } from '@shared/calendar';
import * as upload from '@/lib/upload';
import { calledUrls, jsonResponse, lastBodyTo, mockFetch, renderWithProviders } from '@/test/utils';
import { project as projectFixture } from '@/test/fixtures';
import { PaymentsCard } from './PaymentsCard';

const ID = '0b3c6f52-8a1d-4e7b-9c2f-5d4e3a2b1c0d';
const RECEIPT = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const IBAN = 'TR330006100519786457841326';

const milestone = (id: number, position: number, title: string, amount: number) => ({
  id,
  position,
  title,
  description: null,
  dueDate: '2099-01-31',
  amount,
  status: 'pending' as const,
  submittedAt: null,
  submitMessage: null,
  changesMessage: null,
  approvedAt: null,
  files: [],
});

const pending: ProjectPayment = {
  id: 9,
  milestoneId: 1,
  invoiceNumber: 'FTR-2026-001',
  amount: 30_000,
  currency: 'TRY',
  dueDate: '2099-02-15',
  iban: IBAN,
  status: 'pending',
  invoiceFile: { id: 'f0', fileName: 'fatura.pdf', url: '/objects/f0', mimeType: 'application/pdf', fileSize: 2048 },
  receiptFile: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: null,
  confirmedAt: null,
};

const base: Project = projectFixture({
  id: ID,
  nextMilestone: null,
  terms: null,
  milestones: [milestone(1, 1, 'Yükleme', 70_000), milestone(2, 2, 'Teslim', 50_000)],
  payments: [pending],
  paymentSummary: { confirmed: 0, awaitingConfirmation: 0, requested: 30_000, outstanding: 120_000 },
});

function renderCard(project: Project, answer: (url: URL, init?: RequestInit) => Response | undefined) {
  const fetch = mockFetch((url, init) => {
    const special = answer(url, init);
    if (special) return special;
    if (url.pathname === `/api/projects/${ID}`) return jsonResponse(project);
    if (url.pathname === '/api/projects') return jsonResponse({ projects: [] });
    return jsonResponse({ message: 'unexpected', code: 'NOT_FOUND' }, { status: 404 });
  });
  renderWithProviders(<PaymentsCard project={project} />);
  return fetch;
}

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

describe('PaymentsCard (issue 20)', () => {
  it("shows the partner the requests and lets it ask for at most the milestone's unrequested rest", async () => {
    const user = userEvent.setup();
    const fetch = renderCard(base, (url, init) =>
      url.pathname === `/api/projects/${ID}/payments` && init?.method === 'POST' ? jsonResponse(base) : undefined,
    );
    const card = screen.getByTestId('payments-card');
    expect(within(card).getByText('Ödenen: ₺0,00 / ₺1.200,00')).toBeInTheDocument();
    const row = within(card).getByTestId('payment-row');
    expect(row).toHaveTextContent('Fatura FTR-2026-001');
    expect(row).toHaveTextContent('Ödeme bekleniyor');
    expect(row).toHaveTextContent('TR33 0006 1005 1978 6457 8413 26');
    expect(within(row).getByRole('link', { name: 'Faturayı indir: fatura.pdf' })).toHaveAttribute(
      'href',
      '/objects/f0',
    );
    // The buyer's moves are not offered to the partner.
    expect(within(card).queryByRole('button', { name: 'Ödendi Olarak İşaretle' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /IBAN'ı kopyala/ })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Ödeme İste' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ödeme iste' });
    // The first milestone is chosen; 700,00 less the 300,00 already requested is left.
    const amount = within(dialog).getByLabelText('Tutar (TRY)');
    expect(amount).toHaveValue('400,00');
    await user.type(within(dialog).getByLabelText('Fatura numarası'), 'FTR-2026-002');
    await user.clear(amount);
    await user.type(amount, '450');
    await user.click(within(dialog).getByRole('button', { name: 'Ödeme İste' }));
    expect(within(dialog).getByText('Bu aşama için en fazla ₺400,00 daha istenebilir.')).toBeInTheDocument();
    expect(lastBodyTo(fetch, `/api/projects/${ID}/payments`)).toBeUndefined();

    await user.clear(amount);
    await user.type(amount, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Ödeme İste' }));
    expect(await screen.findByText('Ödeme talebiniz alıcıya iletildi')).toBeInTheDocument();
    expect(lastBodyTo(fetch, `/api/projects/${ID}/payments`)).toEqual({
      milestoneId: 1,
      invoiceNumber: 'FTR-2026-002',
      amount: 40_000,
      dueDate: addDays(istanbulToday(), 14),
    });
  });

  it('tells a partner without an IBAN where to add it', async () => {
    const user = userEvent.setup();
    renderCard({ ...base, payments: [] }, (url) =>
      url.pathname === `/api/projects/${ID}/payments`
        ? jsonResponse({ message: 'IBAN yok', code: 'PROJECT_IBAN_MISSING' }, { status: 409 })
        : undefined,
    );
    expect(screen.getByText('Henüz ödeme talebi yok')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ödeme İste' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ödeme iste' });
    await user.type(within(dialog).getByLabelText('Fatura numarası'), 'FTR-1');
    await user.click(within(dialog).getByRole('button', { name: 'Ödeme İste' }));
    expect(await within(dialog).findByText('IBAN eksik')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Profilime git' })).toHaveAttribute('href', '/partner/egelojistik');
  });

  it('lets the buyer copy the IBAN and mark a payment paid only with a receipt', async () => {
    const user = userEvent.setup();
    vi.spyOn(upload, 'uploadFile').mockResolvedValue({
      success: true,
      url: `/objects/${RECEIPT}`,
      id: RECEIPT,
      metadata: null,
      error: null,
    });
    const buyer: Project = { ...base, role: 'buyer' };
    const fetch = renderCard(buyer, (url) =>
      url.pathname === `/api/projects/${ID}/payments/9/paid` ? jsonResponse(buyer) : undefined,
    );
    const card = screen.getByTestId('payments-card');
    expect(within(card).queryByRole('button', { name: 'Ödeme İste' })).not.toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: "IBAN'ı kopyala: TR33 0006 1005 1978 6457 8413 26" }),
    ).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Ödendi Olarak İşaretle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ödendi olarak işaretle' });
    expect(dialog).toHaveTextContent('₺300,00');
    expect(dialog).toHaveTextContent('Ege Lojistik');
    await user.click(within(dialog).getByRole('button', { name: 'Ödendi Olarak İşaretle' }));
    expect(within(dialog).getByText('Dekont dosyası gerekli')).toBeInTheDocument();
    expect(lastBodyTo(fetch, `/api/projects/${ID}/payments/9/paid`)).toBeUndefined();

    await user.upload(
      within(dialog).getByLabelText('Banka dekontu'),
      new File([new Uint8Array(512)], 'dekont.pdf', { type: 'application/pdf' }),
    );
    expect(await within(dialog).findByText(/Yüklendi/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ödendi Olarak İşaretle' }));
    expect(await screen.findByText('Ödeme ödendi olarak işaretlendi')).toBeInTheDocument();
    expect(lastBodyTo(fetch, `/api/projects/${ID}/payments/9/paid`)).toEqual({ receiptFileId: RECEIPT });
  });

  it('lets the partner confirm a paid payment after a confirmation', async () => {
    const user = userEvent.setup();
    const paid: Project = {
      ...base,
      payments: [
        {
          ...pending,
          status: 'paid',
          paidAt: '2026-11-21T10:00:00.000Z',
          receiptFile: {
            id: RECEIPT,
            fileName: 'dekont.pdf',
            url: `/objects/${RECEIPT}`,
            mimeType: 'application/pdf',
            fileSize: 512,
          },
        },
      ],
      paymentSummary: { confirmed: 0, awaitingConfirmation: 30_000, requested: 0, outstanding: 120_000 },
    };
    const fetch = renderCard(paid, (url) =>
      url.pathname === `/api/projects/${ID}/payments/9/confirm` ? jsonResponse(paid) : undefined,
    );
    const row = screen.getByTestId('payment-row');
    expect(row).toHaveTextContent('Onay bekliyor');
    expect(within(row).getByRole('link', { name: 'Dekontu indir: dekont.pdf' })).toHaveAttribute(
      'href',
      `/objects/${RECEIPT}`,
    );
    await user.click(within(row).getByRole('button', { name: 'Ödemeyi Onayla' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Ödemeyi onaylıyor musunuz?' });
    expect(ask).toHaveTextContent('FTR-2026-001 numaralı fatura için ₺300,00');
    await user.click(within(ask).getByRole('button', { name: 'Ödemeyi Onayla' }));
    expect(await screen.findByText('Ödeme onaylandı')).toBeInTheDocument();
    expect(calledUrls(fetch).some((u) => u.pathname === `/api/projects/${ID}/payments/9/confirm`)).toBe(true);
  });
});
