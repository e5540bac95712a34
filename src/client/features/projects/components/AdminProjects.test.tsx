import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProjectsPage, ProjectSummary } from '@shared/contracts/projects';
import { calledUrls, jsonResponse, lastBodyTo, mockFetch, renderWithProviders } from '@/test/utils';
import { AdminProjects } from './AdminProjects';

const summary: ProjectSummary = {
  id: '0b3c6f52-8a1d-4e7b-9c2f-5d4e3a2b1c0d',
  title: 'İzmir – Hamburg parsiyel',
  status: 'active',
  role: 'admin',
  partner: { id: 3, companyName: 'Ege Lojistik', username: 'egelojistik' },
  buyer: { name: 'Ayşe Yılmaz', companyName: 'Yılmaz Dış Ticaret' },
  currency: 'TRY',
  totalAmount: 120_000,
  approvedAmount: 0,
  paidAmount: 0,
  nextMilestone: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};
const page: AdminProjectsPage = {
  projects: [summary],
  total: 1,
  page: 1,
  pageSize: 20,
  counts: { contract_pending: 2, active: 1, completed: 4, cancelled: 0 },
};

describe('AdminProjects (issue 20)', () => {
  it('filters by state, and cancels an open project only with a note', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch((url, init) => {
      if (url.pathname === `/api/admin/projects/${summary.id}` && init?.method === 'PATCH')
        return jsonResponse({ message: 'x', code: 'X' }, { status: 500 });
      return jsonResponse(page);
    });
    renderWithProviders(<AdminProjects />);
    expect(await screen.findByRole('link', { name: `Odayı aç: ${summary.title}` })).toHaveAttribute(
      'href',
      `/projects/${summary.id}`,
    );
    expect(screen.getByRole('button', { name: 'Tümü (7)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Tamamlandı (4)' }));
    expect(calledUrls(fetch).some((u) => u.searchParams.get('status') === 'completed')).toBe(true);

    await user.click(screen.getByRole('button', { name: `İptal et: ${summary.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Projeyi yönetici olarak iptal et' });
    await user.type(within(dialog).getByLabelText('Not'), 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'İptal Et' }));
    expect(within(dialog).getByText('Notu en az 3 karakterle yazın')).toBeInTheDocument();
    expect(lastBodyTo(fetch, `/api/admin/projects/${summary.id}`)).toBeUndefined();
    await user.type(within(dialog).getByLabelText('Not'), ' tamam, taraflar anlaştı');
    await user.click(within(dialog).getByRole('button', { name: 'İptal Et' }));
    expect(lastBodyTo(fetch, `/api/admin/projects/${summary.id}`)).toEqual({
      status: 'cancelled',
      note: 'ok tamam, taraflar anlaştı',
    });
  });
});
