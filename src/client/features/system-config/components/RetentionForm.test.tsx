/**
 * The data retention card on /system-settings?tab=retention (issue 23 "Retention"): every rule with
 * what it removes, its default and bounds and the days in force; checked with the contract's bounds,
 * saved whole; the last run's counts; a master_admin's tab only.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_RETENTION_DAYS, RETENTION_RULES, type RetentionSettings } from '@shared/contracts/retention';
import { jsonBody, jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { settingsTabsFor } from './SystemSettings';
import { RetentionForm } from './RetentionForm';

const SAVED: RetentionSettings = { days: DEFAULT_RETENTION_DAYS, lastRun: null };

function serve(answer?: Response) {
  const puts: unknown[] = [];
  mockFetch((url, init) => {
    if (url.pathname === '/api/admin/system-config/retention' && init?.method === 'PUT') {
      const body = jsonBody(init) as RetentionSettings['days'];
      puts.push(body);
      return answer ?? jsonResponse({ days: body, lastRun: null });
    }
    return jsonResponse({ message: 'Bulunamadı', code: 'NOT_FOUND' }, { status: 404 });
  });
  return puts;
}

describe('RetentionForm', () => {
  it('lists every rule with what it removes, its default and bounds, and the days in force', () => {
    serve();
    renderWithProviders(<RetentionForm saved={SAVED} />);
    expect(screen.getByRole('form', { name: 'Veri saklama süreleri' })).toBeInTheDocument();
    for (const rule of RETENTION_RULES) expect(screen.getByTestId(`retention-${rule.id}`)).toBeInTheDocument();
    const read = screen.getByLabelText('Okunmuş bildirimler');
    expect(read).toHaveValue(180);
    expect(read).toHaveAccessibleDescription(
      'Bu kadar günden eski okunmuş bildirimler silinir; okunmamışlar kalır. Varsayılan 180 gün; 30–730 gün arası.',
    );
    expect(screen.getByText('Henüz çalışmadı. İş her gece 03:30’da (İstanbul) çalışır.')).toBeInTheDocument();
  });

  it('refuses days outside the bounds or not whole under their fields, and sends nothing', async () => {
    const user = userEvent.setup();
    const puts = serve();
    renderWithProviders(<RetentionForm saved={SAVED} />);
    const read = screen.getByLabelText('Okunmuş bildirimler');
    await user.clear(read);
    await user.type(read, '10');
    const logs = screen.getByLabelText('Sistem kayıtları');
    await user.clear(logs);
    await user.type(logs, '91');
    await user.click(screen.getByTestId('settings-save'));
    expect(read).toHaveAttribute('aria-invalid', 'true');
    expect(read).toHaveAccessibleDescription('Bu sayı çok küçük; en az 30 olabilir.');
    expect(logs).toHaveAccessibleDescription('Bu sayı çok büyük; en fazla 90 olabilir.');
    expect(read).toHaveFocus();
    expect(puts).toEqual([]);
  });

  it('saves every rule’s days at once', async () => {
    const user = userEvent.setup();
    const puts = serve();
    renderWithProviders(<RetentionForm saved={SAVED} />);
    const sessions = screen.getByLabelText('Oturumlar');
    await user.clear(sessions);
    await user.type(sessions, '0');
    await user.click(screen.getByTestId('settings-save'));
    await screen.findByText('Saklama süreleri kaydedildi');
    expect(puts).toEqual([{ ...DEFAULT_RETENTION_DAYS, sessions: 0 }]);
    expect(sessions).toHaveValue(0);
  });

  it('shows the server’s field errors under their fields', async () => {
    const user = userEvent.setup();
    serve(
      jsonResponse(
        {
          message: 'Geçersiz veri',
          code: 'VALIDATION_ERROR',
          fieldErrors: { partnerViews: ['Bu sayı çok küçük; en az 30 olabilir.'] },
        },
        { status: 400 },
      ),
    );
    renderWithProviders(<RetentionForm saved={SAVED} />);
    const sessions = screen.getByLabelText('Oturumlar');
    await user.clear(sessions);
    await user.type(sessions, '3');
    await user.click(screen.getByTestId('settings-save'));
    await waitFor(() =>
      expect(screen.getByLabelText('Profil görüntüleme anahtarları')).toHaveAccessibleDescription(
        'Bu sayı çok küçük; en az 30 olabilir.',
      ),
    );
  });

  it('shows what the last run removed per rule', () => {
    serve();
    const counts = Object.fromEntries(RETENTION_RULES.map((r) => [r.id, 0]));
    renderWithProviders(
      <RetentionForm
        saved={{
          ...SAVED,
          lastRun: { at: '2026-11-27T00:30:00.000Z', durationMs: 1200, counts: { ...counts, sessions: 1234 } },
        }}
      />,
    );
    const run = screen.getByTestId('retention-last-run');
    expect(run).toHaveTextContent('(1.2 sn)');
    expect(screen.getByText('Oturumlar', { selector: 'dt' }).nextSibling).toHaveTextContent('1.234');
  });

  it('is a master_admin’s tab only', () => {
    expect(settingsTabsFor('master_admin')).toContain('retention');
    expect(settingsTabsFor('editor_admin')).not.toContain('retention');
  });
});
