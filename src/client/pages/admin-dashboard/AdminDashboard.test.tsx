import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { AdminPartner, ApplicationSummary } from '@shared/contracts/partner-applications';
import { jsonResponse, lastBodyTo, mockFetch, renderWithProviders } from '@/test/utils';
import { AdminDashboard, type AdminTab } from './AdminDashboard';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const ID = '6f9c1d2e-3b4a-4c5d-8e7f-0a1b2c3d4e5f';
const application: ApplicationSummary = {
  id: ID,
  status: 'pending',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  company: 'Yılmaz Lojistik',
  email: 'ayse@example.com',
  phone: '5321110001',
  createdAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  reviewNotes: null,
  username: 'yilmaz',
  serviceCategory: 'lojistik',
  userId: 7,
  partnerId: null,
};
const partner: AdminPartner = {
  id: 12,
  userId: 7,
  username: 'egelojistik',
  companyName: 'Ege Lojistik',
  logo: null,
  serviceCategory: 'lojistik',
  contactPerson: null,
  email: null,
  city: 'İzmir',
  country: 'Türkiye',
  isActive: true,
  isApproved: true,
  createdAt: '2026-10-01T10:00:00.000Z',
  claimLinkSentAt: null,
  verifiedUntil: null,
};

function Harness({ initial }: { initial: AdminTab }) {
  const [tab, setTab] = useState<AdminTab>(initial);
  return (
    <AdminDashboard tab={tab} onTabChange={setTab} categoryName={(slug) => (slug === 'lojistik' ? 'Lojistik' : slug)} />
  );
}

function renderDashboard(initial: AdminTab, listed: AdminPartner[] = [partner]) {
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/admin/overview')
      return jsonResponse({ pendingApplications: 1, activePartners: 48, totalPartners: 50 });
    if (url.pathname === '/api/partner-applications') return jsonResponse([application]);
    if (url.pathname === `/api/partner-applications/${ID}` && init?.method === 'PATCH')
      return jsonResponse({ ...application, status: 'approved', reviewedAt: '2026-11-21T10:00:00.000Z' });
    if (url.pathname === '/api/admin/partners') return jsonResponse({ items: listed, total: listed.length });
    if (url.pathname === '/api/admin/partners/12') return jsonResponse({ ...partner, isActive: false });
    return jsonResponse({ message: 'yok', code: 'NOT_FOUND' }, { status: 404 });
  });
  renderWithProviders(<Harness initial={initial} />);
  return fetch;
}

describe('AdminDashboard', () => {
  it('overview: the counters and the latest applications; approving asks first and sends the note', async () => {
    const fetch = renderDashboard('overview');
    expect(await screen.findByText('Bekleyen Başvurular')).toBeInTheDocument();
    await screen.findByText('48');
    const row = await screen.findByTestId('application-row');
    expect(row).toHaveTextContent('Yılmaz Lojistik');
    expect(row).toHaveTextContent('Lojistik');

    await userEvent.click(within(row).getByRole('button', { name: 'Onayla: Yılmaz Lojistik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Başvuruyu onayla' });
    await userEvent.type(within(dialog).getByLabelText('Not'), 'Hoş geldiniz');
    await userEvent.click(within(dialog).getByTestId('review-confirm'));
    expect(await screen.findByText('Başvuru onaylandı')).toBeInTheDocument();
    expect(lastBodyTo(fetch, `/api/partner-applications/${ID}`)).toEqual({ status: 'approved', notes: 'Hoş geldiniz' });
  });

  it('partners: the active switch makes a partner passive', async () => {
    const fetch = renderDashboard('partners');
    const row = await screen.findByTestId('admin-partner-row');
    expect(row).toHaveTextContent('Ege Lojistik');
    expect(within(row).getByRole('link', { name: 'İncele: Ege Lojistik' })).toHaveAttribute(
      'href',
      '/admin/partner-inspection/12',
    );
    await userEvent.click(within(row).getByRole('switch', { name: 'Ege Lojistik aktif' }));
    expect(await screen.findByText('Ege Lojistik: Pasif')).toBeInTheDocument();
    expect(lastBodyTo(fetch, '/api/admin/partners/12')).toEqual({ isActive: false });
  });

  it('partners: a partner verified now carries the badge, the others none (issue 21)', async () => {
    renderDashboard('partners', [
      { ...partner, verifiedUntil: '2027-06-30' },
      { ...partner, id: 13, username: 'martikargo', companyName: 'Martı Kargo' },
    ]);
    const [verified, other] = await screen.findAllByTestId('admin-partner-row');
    expect(within(verified!).getByTestId('verified-badge')).toHaveTextContent('Doğrulanmış');
    expect(within(other!).queryByTestId('verified-badge')).not.toBeInTheDocument();
  });
});
