import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminQuoteRequestsPage } from '@shared/contracts/quotes';
import { calledUrls, jsonBody, jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { adminRequest, counts } from '../test/fixtures';
import { AdminQuoteDesk } from './AdminQuoteDesk';

const page = (overrides: Partial<AdminQuoteRequestsPage> = {}): AdminQuoteRequestsPage => ({
  quoteRequests: [adminRequest({ id: 1 }), adminRequest({ id: 2, status: 'responded', budget: 'over-100k' })],
  counts: counts({ total: 2, pending: 1, responded: 1, accepted: 0 }),
  page: 1,
  hasMore: false,
  ...overrides,
});

const table = async () => within(await screen.findByTestId('admin-quotes-table'));

describe('AdminQuoteDesk', () => {
  it("lists every request with the partner's logo, name and inspection link, and filters by status", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch((url) =>
      jsonResponse(
        url.searchParams.get('status') === 'responded'
          ? page({ quoteRequests: [adminRequest({ id: 2, status: 'responded' })] })
          : page(),
      ),
    );
    renderWithProviders(<AdminQuoteDesk />);
    const t = await table();
    expect(t.getAllByTestId('admin-quote-row')).toHaveLength(2);
    const inspect = t.getAllByRole('link', { name: 'Anadolu Lojistik' })[0]!;
    expect(inspect).toHaveAttribute('href', '/admin/partner-inspection/9');
    expect(inspect).toHaveAttribute('title', 'Anadolu Lojistik partnerini incele');
    expect(t.getByText('100.000 TL üzeri')).toBeInTheDocument();

    await user.click(screen.getByTestId('counter-responded'));
    await waitFor(async () => expect((await table()).getAllByTestId('admin-quote-row')).toHaveLength(1));
    expect(screen.getByTestId('counter-responded')).toHaveAttribute('aria-pressed', 'true');
    expect(calledUrls(fetch).some((u) => u.searchParams.get('status') === 'responded')).toBe(true);
  });

  it('PATCHes the status chosen in the dropdown', async () => {
    const user = userEvent.setup();
    const patches: unknown[] = [];
    mockFetch((url, init) => {
      if (init?.method === 'PATCH') {
        patches.push({ path: url.pathname, body: jsonBody(init) });
        return jsonResponse({ ...adminRequest({ id: 1, status: 'completed' }) });
      }
      return jsonResponse(page());
    });
    renderWithProviders(<AdminQuoteDesk />);
    const t = await table();
    await user.click(t.getByRole('combobox', { name: 'Mehmet Demir 1 talebinin durumu (Anadolu Lojistik)' }));
    await user.click(await screen.findByRole('option', { name: 'Tamamlandı' }));
    await waitFor(() =>
      expect(patches).toEqual([{ path: '/api/admin/quote-requests/1', body: { status: 'completed' } }]),
    );
  });

  it("shows 'Durum güncellenirken hata oluştu' when the update fails and keeps the old status", async () => {
    const user = userEvent.setup();
    mockFetch((_url, init) =>
      init?.method === 'PATCH'
        ? jsonResponse({ message: 'Sunucu hatası', code: 'INTERNAL' }, { status: 500 })
        : jsonResponse(page()),
    );
    renderWithProviders(<AdminQuoteDesk />);
    const t = await table();
    const select = t.getByRole('combobox', { name: 'Mehmet Demir 1 talebinin durumu (Anadolu Lojistik)' });
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Reddedildi' }));
    expect(await screen.findByText('Durum güncellenirken hata oluştu')).toBeInTheDocument();
    expect(select).toHaveTextContent('Beklemede');
  });

  it("shows 'Teklif talepleri yüklenemedi' when the list fails", async () => {
    mockFetch(() => jsonResponse({ message: 'Sunucu hatası', code: 'INTERNAL' }, { status: 500 }));
    renderWithProviders(<AdminQuoteDesk />);
    expect(await screen.findByText('Teklif talepleri yüklenemedi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tekrar/i })).toBeInTheDocument();
  });

  it('says so when there is no request yet', async () => {
    mockFetch(() =>
      jsonResponse(page({ quoteRequests: [], counts: counts({ total: 0, pending: 0, responded: 0, accepted: 0 }) })),
    );
    renderWithProviders(<AdminQuoteDesk />);
    expect(await screen.findByText('Henüz teklif talebi yok')).toBeInTheDocument();
  });
});
