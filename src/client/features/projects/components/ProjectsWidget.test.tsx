import { screen } from '@testing-library/react';
import type { ProjectSummary } from '@shared/contracts/projects';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { ProjectsWidget } from './ProjectsWidget';

function summary(n: number, patch: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id: `0b3c6f52-8a1d-4e7b-9c2f-5d4e3a2b1c0${n}`,
    title: `Proje ${n}`,
    status: 'active',
    role: 'buyer',
    partner: { id: 3, companyName: 'Ege Lojistik', username: 'egelojistik' },
    buyer: { name: 'Ayşe Yılmaz', companyName: 'Yılmaz Dış Ticaret' },
    currency: 'TRY',
    totalAmount: 120_000,
    approvedAmount: 0,
    paidAmount: 0,
    nextMilestone: { title: 'Yükleme', dueDate: '2026-12-07' },
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...patch,
  };
}

describe('ProjectsWidget (issue 20: projects reachable from the dashboards)', () => {
  it('lists at most three open projects with the other side and the next milestone, and links to all', async () => {
    const projects = [
      summary(1),
      summary(2, { status: 'completed', title: 'Biten proje' }),
      summary(3, { status: 'contract_pending' }),
      summary(4),
      summary(5),
    ];
    mockFetch((url) =>
      url.pathname === '/api/projects' ? jsonResponse({ projects }) : jsonResponse({}, { status: 404 }),
    );
    renderWithProviders(<ProjectsWidget side="buyer" />);
    expect(await screen.findByRole('link', { name: 'Proje 1' })).toHaveAttribute(
      'href',
      `/projects/${projects[0]!.id}`,
    );
    expect(screen.getByRole('link', { name: 'Proje 3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proje 4' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Proje 5' })).not.toBeInTheDocument();
    expect(screen.queryByText('Biten proje')).not.toBeInTheDocument();
    expect(screen.getByText('ve 1 proje daha')).toBeInTheDocument();
    expect(screen.getAllByText(/Ege Lojistik · .*Yükleme, 7 Ara/).length).toBe(3);
    expect(screen.getByRole('link', { name: /Tüm projeler/ })).toHaveAttribute('href', '/projects');
  });

  it('tells a partner without open projects where they come from', async () => {
    mockFetch((url) =>
      url.pathname === '/api/projects'
        ? jsonResponse({ projects: [summary(1, { status: 'cancelled' })] })
        : jsonResponse({}, { status: 404 }),
    );
    renderWithProviders(<ProjectsWidget side="partner" />);
    expect(await screen.findByText(/Bir alıcı teklifinizi kabul ettiğinde/)).toBeInTheDocument();
  });
});
