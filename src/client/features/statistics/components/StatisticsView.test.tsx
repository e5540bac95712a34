import type { Statistics } from '@shared/contracts/statistics';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { StatisticsView } from './StatisticsView';

const stats: Statistics = {
  users: {
    totalUsers: 1234,
    activeUsers: 1200,
    newUsersThisMonth: 17,
    subscribedUsers: 900,
    userTypeDistribution: [
      { userType: 'user', count: 1100 },
      { userType: 'partner', count: 130 },
      { userType: 'master_admin', count: 4 },
    ],
  },
  partners: {
    totalPartners: 130,
    activePartners: 120,
    pendingApplications: 5,
    totalViews: 45678,
    categoryDistribution: [{ category: 'gumrukleme', count: 40 }],
  },
  quotes: {
    totalRequests: 300,
    pendingRequests: 20,
    respondedRequests: 250,
    averageResponseTimeHours: 5.5,
    statusDistribution: [
      { status: 'pending', count: 20 },
      { status: 'accepted', count: 100 },
    ],
  },
  projects: {
    totalProjects: 12,
    activeProjects: 5,
    completedProjects: 6,
    completionRate: 86,
    averageDaysToComplete: 18.5,
  },
  system: {
    totalMessages: 999,
    totalNotifications: 4321,
    totalNewsletterSubscribers: 77,
    uptime: 2 * 3600 + 5 * 60,
    memoryUsage: { heapUsed: 50 * 1048576, heapTotal: 80 * 1048576, rss: 150 * 1048576 },
  },
  generatedAt: '2026-11-23T10:00:00.000Z',
};

/** Serious and critical axe findings (jsdom has no layout: colour contrast is the browser suite's). */
async function seriousViolations(root: Element) {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const names = (slug: string) => (slug === 'gumrukleme' ? 'Gümrükleme' : slug);

describe('StatisticsView', () => {
  it('shows the figures, the spec labels and every tab', async () => {
    mockFetch(() => jsonResponse(stats));
    const { container } = renderWithProviders(<StatisticsView categoryName={names} />);

    expect(await screen.findByTestId('stat-totalUsers')).toHaveTextContent('1.234');
    expect(screen.getByText(/Son güncelleme:/)).toBeInTheDocument();
    // Chart data is readable as a table: user types with their spec labels.
    expect(screen.getAllByRole('rowheader', { name: 'Yönetici' }).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('tab', { name: 'Kullanıcılar' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Bu Ay Yeni Kullanıcı17');
    await userEvent.click(screen.getByRole('tab', { name: 'İş Ortakları' }));
    const partners = screen.getByRole('tabpanel');
    expect(partners).toHaveTextContent('45.678');
    expect(within(partners).getByRole('rowheader', { name: 'Gümrükleme' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Teklifler' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('5,5 saat');
    // The projects accepted offers became (issue 20).
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Tamamlanma Oranı%86');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('18,5 gün');
    expect(
      within(screen.getByRole('tabpanel')).getAllByRole('rowheader', { name: 'Kabul Edildi' }).length,
    ).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Sistem' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('2 sa 5 dk');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('150 MB');

    expect(await seriousViolations(container)).toEqual([]);
  });

  it("shows the spec error with 'Yeniden Dene', and retries", async () => {
    let down = true;
    mockFetch(() =>
      down ? jsonResponse({ message: 'Sunucu hatası', code: 'INTERNAL' }, { status: 500 }) : jsonResponse(stats),
    );
    renderWithProviders(<StatisticsView categoryName={names} />);
    expect(await screen.findByText('İstatistikler yüklenirken bir hata oluştu.')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Yeniden Dene' }));
    expect(await screen.findByTestId('stat-totalUsers')).toHaveTextContent('1.234');
  });
});
