/**
 * The maintenance banner (issue 22; docs/decisions/040): before a window, the notice with its times and
 * the admin's message in the reader's language, closable for that window; during the window it shows
 * again even when the notice was closed; a write refused with 503 MAINTENANCE explains itself in a
 * toast and brings the banner.
 */
import { useMutation } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicMaintenance } from '@shared/contracts/maintenance';
import { apiRequest } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { MaintenanceBanner } from './MaintenanceBanner';

const HOUR = 3_600_000;
const MESSAGE = { tr: 'Veritabanı sürümü yükseltiliyor.', en: 'We are upgrading the database.' };

function windowFrom(startsInMs: number, lastsMs = HOUR): PublicMaintenance {
  const start = Date.now() + startsInMs;
  return {
    window: {
      id: 7,
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + lastsMs).toISOString(),
      message: MESSAGE,
      active: startsInMs <= 0,
    },
  };
}

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  vi.useRealTimers();
  await act(() => i18n.changeLanguage('tr'));
});

describe('MaintenanceBanner', () => {
  it('shows nothing when no window is planned', async () => {
    const fetch = mockFetch(() => jsonResponse({ window: null }));
    renderWithProviders(<MaintenanceBanner />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('maintenance-banner')).not.toBeInTheDocument();
  });

  it('announces a coming window in the reader’s language, and stays closed for that window once closed', async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse(windowFrom(2 * HOUR)));
    const { unmount } = renderWithProviders(<MaintenanceBanner />);
    const banner = await screen.findByTestId('maintenance-banner');
    expect(banner).toHaveAttribute('role', 'status');
    expect(banner).toHaveAttribute('data-phase', 'upcoming');
    expect(banner).toHaveTextContent(/^Planlı bakım: .+ – .+\. Bu sürede kayıt işlemleri yapılamayacak\./);
    expect(banner).toHaveTextContent(MESSAGE.tr);

    await act(() => i18n.changeLanguage('en'));
    expect(banner).toHaveTextContent(/^Planned maintenance: .+Changes cannot be saved during this time\./);
    expect(banner).toHaveTextContent(MESSAGE.en);

    await user.click(screen.getByRole('button', { name: 'Close the maintenance notice' }));
    expect(screen.queryByTestId('maintenance-banner')).not.toBeInTheDocument();
    unmount();
    // Another page view of the same window: still closed.
    renderWithProviders(<MaintenanceBanner />);
    await waitFor(() => expect(screen.queryByTestId('maintenance-banner')).not.toBeInTheDocument());
  });

  it('shows again when the window starts, even after the notice was closed', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(() => jsonResponse(windowFrom(60_000)));
    renderWithProviders(<MaintenanceBanner />);
    await user.click(await screen.findByRole('button', { name: 'Bakım duyurusunu kapat' }));
    expect(screen.queryByTestId('maintenance-banner')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(61_000));
    const banner = await screen.findByTestId('maintenance-banner');
    expect(banner).toHaveAttribute('data-phase', 'active');
    expect(banner).toHaveTextContent(/^Platform bakımda: .+ saatine kadar değişiklikler kaydedilemez/);
  });

  it('explains a write refused with 503 MAINTENANCE in a toast and shows the window', async () => {
    const user = userEvent.setup();
    let planned = false;
    mockFetch((url) => {
      if (url.pathname === '/api/maintenance') return jsonResponse(planned ? windowFrom(-60_000) : { window: null });
      planned = true;
      return jsonResponse(
        {
          message:
            'Platform planlı bakımda. Bakım 12 Aralık 2026 03:00 (Türkiye saati) bitene kadar kayıt işlemleri yapılamaz.',
          code: 'MAINTENANCE',
          requestId: 'req-1',
        },
        { status: 503, headers: { 'Retry-After': '3600' } },
      );
    });
    function Save() {
      const save = useMutation({
        mutationFn: () => apiRequest('/api/email-preferences', { method: 'POST', body: {}, schema: false }),
      });
      return (
        <button type="button" onClick={() => save.mutate()}>
          Kaydet
        </button>
      );
    }
    renderWithProviders(
      <>
        <MaintenanceBanner />
        <Save />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Platform bakımda')).toBeInTheDocument();
    // The server's text, without the "error code" line of unexpected failures.
    expect(screen.getByText(/bitene kadar kayıt işlemleri yapılamaz\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/req-1/)).not.toBeInTheDocument();
    expect(await screen.findByTestId('maintenance-banner')).toHaveAttribute('data-phase', 'active');
  });
});
