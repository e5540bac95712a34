import type { SystemStatus } from '@shared/contracts/system-status';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { i18n } from '@/lib/i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { AdminStatusView } from './AdminStatusView';

async function seriousViolations(root: Element) {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const svc = (
  status: 'healthy' | 'warning' | 'error',
  availability: number,
  responseTime: number | null,
  usage: number | null,
) => ({
  status,
  availability,
  responseTime,
  usage,
});

const data: SystemStatus = {
  status: 'warning',
  services: {
    database: svc('healthy', 99.9, 2.5, null),
    api: svc('healthy', 99.9, 14, null),
    memory: svc('warning', 90, null, 85),
    storage: svc('healthy', 99.8, null, 40),
  },
  metrics: { uptime: 99.5, dbLatency: 2.5, memoryUsage: 85 },
  lastChecked: '2026-11-23T10:00:00.000Z',
  currentMetrics: { cpu: 75, memory: 85, disk: 40, connections: 6 },
  performanceData: [
    { timestamp: '2026-11-23T09:58:00.000Z', cpu: 10, memory: 60, response: 12, database: 2 },
    { timestamp: '2026-11-23T09:59:00.000Z', cpu: 75, memory: 85, response: 14, database: 2.5 },
  ],
  recentIncidents: [
    {
      id: 1,
      title: 'Bellek kullanımı yüksek',
      severity: 'minor',
      status: 'investigating',
      description: null,
      startTime: '2026-11-23T08:00:00.000Z',
      duration: 2 * 3600 + 60,
      affectedServices: ['memory'],
    },
  ],
  backup: {
    scheduled: true,
    schedule: '0 3 * * *',
    keep: 7,
    last: {
      file: 'epp-backup-2026-11-21T00-00-00-000Z.tar',
      bytes: 5 * 1024 * 1024,
      createdAt: '2026-11-21T00:00:00.000Z',
    },
    health: 'warning',
  },
  recentLogs: [
    { level: 'error', service: 'api', timestamp: '2026-11-23T09:00:00.000Z', message: 'mail send failed', count: 4 },
  ],
};

describe('AdminStatusView', () => {
  it('shows the banner, services with availability, thresholds, incidents and logs', async () => {
    mockFetch(() => jsonResponse(data));
    const { container } = renderWithProviders(<AdminStatusView />);

    expect(await screen.findByText('Sistem Performans Uyarısı')).toBeInTheDocument();
    expect(screen.getByTestId('status-banner')).toHaveTextContent('Erişilebilirlik (24 saat): %99,5');
    expect(screen.getByTestId('service-database')).toHaveTextContent('Sağlıklı');
    expect(screen.getByTestId('service-database')).toHaveTextContent('%99,9');
    expect(screen.getByTestId('service-memory')).toHaveTextContent('Uyarı');
    expect(screen.getByTestId('service-memory')).toHaveTextContent('%90');
    // Spec §9: CPU above 70 % and memory above 80 % are high; disk at 40 % is normal.
    expect(screen.getByTestId('metric-cpu')).toHaveTextContent('Yüksek');
    expect(screen.getByTestId('metric-memory')).toHaveTextContent('Yüksek');
    expect(screen.getByTestId('metric-disk')).toHaveTextContent('Normal');
    expect(screen.getByTestId('metric-connections')).toHaveTextContent('6');
    // The charts have a text summary.
    expect(screen.getByText(/2 ölçüm; son ölçüm/)).toHaveTextContent('CPU %75');
    expect(screen.getByText('Bellek kullanımı yüksek')).toBeInTheDocument();
    expect(screen.getByText('İnceleniyor')).toBeInTheDocument();
    expect(screen.getByText('Süre: 2 sa 1 dk', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('mail send failed')).toBeInTheDocument();
    expect(screen.getByText('4 kez')).toBeInTheDocument();
    // Issue 23: the last backup, its size and age, and the warning when scheduled backups are stale.
    const backup = screen.getByTestId('backup-status');
    expect(backup).toHaveTextContent(/Son yedek: 21\.11\.2026 .* \(\d+ gün önce\)/);
    expect(backup).toHaveTextContent('Bir günden eski');
    expect(backup).toHaveTextContent('epp-backup-2026-11-21T00-00-00-000Z.tar');
    expect(backup).toHaveTextContent('0 3 * * *');
    expect(backup).toHaveTextContent(/5(,0)? MB/);

    expect(await seriousViolations(container)).toEqual([]);
  });

  it('says when no backup is scheduled and how to take one', async () => {
    mockFetch(() =>
      jsonResponse({ ...data, backup: { scheduled: false, schedule: null, keep: 7, last: null, health: 'healthy' } }),
    );
    await i18n.changeLanguage('en');
    try {
      renderWithProviders(<AdminStatusView />);
      const backup = await screen.findByTestId('backup-status');
      expect(backup).toHaveTextContent('No backup has been taken yet.');
      expect(backup).toHaveTextContent('Not scheduled');
      expect(backup).toHaveTextContent('npm run backup');
    } finally {
      await i18n.changeLanguage('tr');
    }
  });

  it('shows the spec error and retries', async () => {
    let down = true;
    mockFetch(() => (down ? jsonResponse({ message: 'x', code: 'INTERNAL' }, { status: 500 }) : jsonResponse(data)));
    renderWithProviders(<AdminStatusView />);
    expect(await screen.findByText('Sistem durumu kontrol edilirken bir hata oluştu.')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Yeniden Dene' }));
    expect(await screen.findByText('Sistem Performans Uyarısı')).toBeInTheDocument();
  });
});
