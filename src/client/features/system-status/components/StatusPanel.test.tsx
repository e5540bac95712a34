import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { StatusPanel } from './StatusPanel';

describe('StatusPanel', () => {
  it('shows overall and service status and the uptime in hours and minutes', async () => {
    mockFetch(() =>
      jsonResponse({
        status: 'warning',
        uptime: 3 * 3600 + 25 * 60 + 59,
        lastChecked: '2025-03-12T11:05:09.000Z',
        services: { api: 'healthy', database: 'warning' },
      }),
    );
    renderWithProviders(<StatusPanel />);

    expect(await screen.findByText('3 saat 25 dakika')).toBeInTheDocument();
    expect(screen.getAllByText('Sistem Performans Uyarısı').length).toBeGreaterThan(0);
    expect(screen.getByText('2 servis izleniyor')).toBeInTheDocument();
    expect(screen.getByText('Bu sayfa her dakika otomatik olarak güncellenir.')).toBeInTheDocument();
  });

  it("shows 'Bağlantı Hatası' when the status cannot be read, and retries", async () => {
    let down = true;
    mockFetch(() =>
      down
        ? jsonResponse({ message: 'Servis kullanılamıyor', code: 'SERVICE_UNAVAILABLE' }, { status: 503 })
        : jsonResponse({
            status: 'healthy',
            uptime: 60,
            lastChecked: new Date().toISOString(),
            services: { api: 'healthy', database: 'healthy' },
          }),
    );
    renderWithProviders(<StatusPanel />);

    expect(await screen.findByText('Bağlantı Hatası')).toBeInTheDocument();
    expect(screen.getByText('Sistem durumu kontrol edilemiyor.')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('0 saat 1 dakika')).toBeInTheDocument();
  });
});
