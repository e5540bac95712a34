import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserType } from '@shared/constants';
import { Footer } from '@/app/layout/Footer';
import { i18n } from '@/lib/i18n';
import { initData, sessionUser } from '@/test/fixtures';
import { jsonBody, jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import SystemSettingsPage from './SystemSettingsPage';

const config = () => ({
  seoSettings: { ...initData().seoSettings, metaTitle: 'İhracat Partner' },
  site: initData().site,
  mail: { allowedResourceHosts: ['cdn.ornek.com'] },
  exchangeRates: { enabled: false, rates: { USD: null, EUR: null }, rateDate: null },
  security: { adminTwoFactorRequired: false },
});

/**
 * Serves the settings screen to an admin of `userType`; returns the PATCH bodies it received. `patch`
 * answers a PATCH instead of the stored settings with the change.
 */
function serve(userType: UserType, patch?: (body: unknown) => Response) {
  const user = sessionUser({ userType, availableUserTypes: ['user', userType] });
  const patches: unknown[] = [];
  mockFetch((url, init) => {
    if (url.pathname === '/api/session') return jsonResponse({ user });
    if (url.pathname === '/api/init') return jsonResponse(initData());
    if (url.pathname === '/api/admin/system-config' && init?.method === 'PATCH') {
      const body = jsonBody(init) as {
        mail?: { allowedResourceHosts: string[] };
        security?: { adminTwoFactorRequired: boolean };
      };
      patches.push(body);
      if (patch) return patch(body);
      return jsonResponse({
        ...config(),
        mail: { allowedResourceHosts: body.mail?.allowedResourceHosts ?? [] },
        security: body.security ?? config().security,
      });
    }
    if (url.pathname === '/api/admin/system-config') return jsonResponse(config());
    return jsonResponse([]);
  });
  return patches;
}

describe('/system-settings: the mail resource hosts (issue 18 item 2)', () => {
  it('are a tab of master_admin’s, saved one host per line', async () => {
    const patches = serve('master_admin');
    renderWithProviders(<SystemSettingsPage />, { route: '/system-settings?tab=mail' });
    const box = await screen.findByLabelText('Alan adları');
    expect(box).toHaveValue('cdn.ornek.com');

    await userEvent.type(box, '\n  Gorsel.Ornek.com \n\n');
    await userEvent.click(screen.getByTestId('settings-save'));
    await screen.findByText('E-posta kaynakları kaydedildi');
    expect(patches).toEqual([{ mail: { allowedResourceHosts: ['cdn.ornek.com', 'gorsel.ornek.com'] } }]);
    await waitFor(() => expect(box).toHaveValue('cdn.ornek.com\ngorsel.ornek.com'));
  });

  it('names the line that is not a host name and sends nothing', async () => {
    const patches = serve('master_admin');
    renderWithProviders(<SystemSettingsPage />, { route: '/system-settings?tab=mail' });
    const box = await screen.findByLabelText('Alan adları');
    await userEvent.type(box, '\nhttps://evil.example/c.gif');
    await userEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText(/^2\. satır: Geçerli bir sunucu adı girin/)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toEqual([]);
  });

  it('is no tab of an editor’s, not even through ?tab=mail', async () => {
    serve('editor_admin');
    renderWithProviders(<SystemSettingsPage />, { route: '/system-settings?tab=mail' });
    await screen.findByTestId('settings-tab-site');
    expect(screen.queryByTestId('settings-tab-mail')).toBeNull();
    expect(screen.queryByLabelText('Alan adları')).toBeNull();
    expect(screen.getByTestId('settings-tab-site')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('/system-settings: security (issue 22)', () => {
  it('lets a master_admin require two-factor sign-in of admins', async () => {
    const patches = serve('master_admin');
    renderWithProviders(<SystemSettingsPage />, { route: '/system-settings?tab=security' });
    const toggle = await screen.findByRole('switch', { name: 'Yöneticiler için iki adımlı doğrulama zorunlu' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(/yönetim sayfalarını kullanamaz/);
    await userEvent.click(toggle);
    await userEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Yöneticiler için iki adımlı doğrulama artık zorunlu')).toBeInTheDocument();
    expect(patches).toEqual([{ security: { adminTwoFactorRequired: true } }]);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Yöneticiler için iki adımlı doğrulama zorunlu' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
  });

  it('shows the refusal of a master_admin without two-factor sign-in, with a link to turn theirs on', async () => {
    const message = 'Bu zorunluluğu açmadan önce kendi hesabınızda iki adımlı doğrulamayı açın.';
    serve('master_admin', () => jsonResponse({ message, code: 'TWO_FACTOR_SELF_REQUIRED' }, { status: 400 }));
    renderWithProviders(<SystemSettingsPage />, { route: '/system-settings?tab=security' });
    await userEvent.click(await screen.findByRole('switch', { name: 'Yöneticiler için iki adımlı doğrulama zorunlu' }));
    await userEvent.click(screen.getByTestId('settings-save'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Kendi hesabımda iki adımlı doğrulamayı aç' })).toHaveAttribute(
      'href',
      '/user-panel?tab=settings#two-factor',
    );
  });

  it('is no tab of an editor’s', async () => {
    serve('editor_admin');
    renderWithProviders(<SystemSettingsPage />, { route: '/system-settings?tab=security' });
    await screen.findByTestId('settings-tab-site');
    expect(screen.queryByTestId('settings-tab-security')).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Yöneticiler için iki adımlı doğrulama zorunlu' })).toBeNull();
  });
});

describe('organisation names per language (issue 18 item 22)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('tr');
  });

  it('the footer names the site in the reader’s language', async () => {
    serve('user');
    renderWithProviders(<Footer />);
    expect(await screen.findByText(/İhracat Partner Platformu/)).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(await screen.findByText(/Export Partner Platform/)).toBeInTheDocument();
    expect(screen.queryByText(/İhracat Partner Platformu/)).toBeNull();
  });

  it('an English name left empty shows the Turkish one on the English site', async () => {
    const data = initData();
    mockFetch((url) => {
      if (url.pathname === '/api/session') return jsonResponse({ user: null });
      if (url.pathname === '/api/init') return jsonResponse({ ...data, site: { ...data.site, siteNameEn: '' } });
      return jsonResponse([]);
    });
    await i18n.changeLanguage('en');
    renderWithProviders(<Footer />);
    expect(await screen.findByText(/İhracat Partner Platformu/)).toBeInTheDocument();
  });
});
