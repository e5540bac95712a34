import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { StatusPanel } from './StatusPanel';

describe('StatusPanel', () => {
  it('shows overall and service status and the uptime as the share of successful checks', async () => {
    mockFetch(() =>
      jsonResponse({
        status: 'warning',
        uptime: 99.5,
        lastChecked: '2025-03-12T11:05:09.000Z',
        services: { api: 'healthy', database: 'warning' },
      }),
    );
    renderWithProviders(<StatusPanel />);

    expect(await screen.findByText('%99,5')).toBeInTheDocument();
    expect(screen.getByText('Erişilebilirlik (son 24 saat)')).toBeInTheDocument();
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
            uptime: null,
            lastChecked: new Date().toISOString(),
            services: { api: 'healthy', database: 'healthy' },
          }),
    );
    renderWithProviders(<StatusPanel />);

    expect(await screen.findByText('Bağlantı Hatası')).toBeInTheDocument();
    expect(screen.getByText('Sistem durumu kontrol edilemiyor.')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('Henüz ölçülmedi')).toBeInTheDocument();
  });

  it('lists the realtime service when the server reports one, in English too', async () => {
    mockFetch(() =>
      jsonResponse({
        status: 'warning',
        uptime: 87.5,
        lastChecked: '2025-03-12T11:05:09.000Z',
        services: { api: 'healthy', database: 'healthy', redis: 'warning' },
      }),
    );
    await i18n.changeLanguage('en');
    renderWithProviders(<StatusPanel />);

    expect(await screen.findByText('87.5%')).toBeInTheDocument();
    expect(screen.getByText('Realtime delivery')).toBeInTheDocument();
    expect(screen.getByText('3 services monitored')).toBeInTheDocument();
    await i18n.changeLanguage('tr');
  });
});
