/**
 * The maintenance tab of /system-settings (issue 22; docs/decisions/040): the form refuses bad times and
 * empty messages under their fields before sending, schedules a window, and cancelling asks first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MaintenanceWindow } from '@shared/contracts/maintenance';
import { loadNamespaces } from '@/lib/i18n';
import { jsonBody, jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { toLocalInput } from '../lib/window-time';
import { MaintenanceWindows } from './MaintenanceWindows';

const HOUR = 3_600_000;
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

const SCHEDULED: MaintenanceWindow = {
  id: 4,
  startsAt: later(24 * HOUR),
  endsAt: later(26 * HOUR),
  message: { tr: 'Sunucu taşınıyor', en: 'Moving servers' },
  state: 'scheduled',
  createdAt: later(0),
  announcedAt: null,
};

function serve(list: MaintenanceWindow[]) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') sent.push({ method, path: url.pathname, body: jsonBody(init) });
    if (url.pathname === '/api/admin/system-config/maintenance' && method === 'GET') return jsonResponse(list);
    if (method === 'POST') return jsonResponse({ ...SCHEDULED, id: 5 }, { status: 201 });
    if (method === 'DELETE') return jsonResponse({ success: true });
    return jsonResponse({ window: null });
  });
  return sent;
}

beforeAll(() => loadNamespaces('maintenance', 'shared'));

describe('MaintenanceWindows', () => {
  it('refuses an end before the start and empty messages under their fields, sending nothing', async () => {
    const user = userEvent.setup();
    const sent = serve([]);
    renderWithProviders(<MaintenanceWindows />);
    await user.type(screen.getByLabelText('Başlangıç'), toLocalInput(later(2 * HOUR)));
    await user.type(screen.getByLabelText('Bitiş'), toLocalInput(later(HOUR)));
    await user.click(screen.getByRole('button', { name: 'Bakımı planla' }));
    expect(screen.getByLabelText('Bitiş')).toHaveAccessibleDescription('Bitiş, başlangıçtan sonra olmalıdır');
    expect(screen.getByLabelText('Mesaj (Türkçe)')).toHaveAccessibleDescription('Bakım mesajı boş olamaz');
    expect(screen.getByLabelText('Mesaj (İngilizce)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('schedules a window with both messages', async () => {
    const user = userEvent.setup();
    const sent = serve([]);
    renderWithProviders(<MaintenanceWindows />);
    const start = toLocalInput(later(2 * HOUR));
    await user.type(screen.getByLabelText('Başlangıç'), start);
    await user.type(screen.getByLabelText('Bitiş'), toLocalInput(later(3 * HOUR)));
    await user.type(screen.getByLabelText('Mesaj (Türkçe)'), 'Sunucu taşınıyor');
    await user.type(screen.getByLabelText('Mesaj (İngilizce)'), 'Moving servers');
    await user.click(screen.getByRole('button', { name: 'Bakımı planla' }));
    expect(await screen.findByText('Bakım planlandı; kullanıcılara duyuruluyor')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/system-config/maintenance',
        body: {
          startsAt: new Date(start).toISOString(),
          endsAt: expect.any(String) as string,
          message: { tr: 'Sunucu taşınıyor', en: 'Moving servers' },
        },
      },
    ]);
  });

  it('lists a coming window and cancels it only after confirming', async () => {
    const user = userEvent.setup();
    const sent = serve([SCHEDULED]);
    renderWithProviders(<MaintenanceWindows />);
    const row = await screen.findByTestId('maintenance-window');
    expect(row).toHaveTextContent('Sunucu taşınıyor');
    expect(row).toHaveTextContent('Planlandı');
    await user.click(within(row).getByRole('button', { name: 'İptal et' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(sent).toEqual([]);
    await user.click(within(row).getByRole('button', { name: 'İptal et' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Bakımı iptal et' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'DELETE', path: '/api/admin/system-config/maintenance/4', body: undefined }]),
    );
    expect(await screen.findByText('Bakım iptal edildi')).toBeInTheDocument();
  });
});
