import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { apiGet } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { initData, sessionUser } from '@/test/fixtures';
import {
  asSession,
  jsonResponse,
  LocationDisplay,
  mockFetch,
  renderWithProviders,
  requestUrl,
  unauthorized,
} from '@/test/utils';
import { CONFIRMATION_BANNER_MS } from './Banners';
import { bannerStore } from '../lib/welcome-store';
import { BannerSlot, SessionNotices } from './SessionNotices';

function renderNotices(route: string) {
  return renderWithProviders(
    <>
      <BannerSlot />
      <SessionNotices />
      <Routes>
        <Route path="*" element={<LocationDisplay />} />
      </Routes>
    </>,
    { route },
  );
}

function serve(user: () => Response | Promise<Response>) {
  return mockFetch((url) => {
    if (url.pathname === '/api/session') return asSession(user());
    if (url.pathname === '/api/init') return jsonResponse(initData());
    return jsonResponse({ message: 'yok', code: 'NOT_FOUND' }, { status: 404 });
  });
}

/** An account made minutes ago: the welcome banners are for new accounts (issue 18 item 13). */
const newUser = (overrides: Parameters<typeof sessionUser>[0] = {}) =>
  sessionUser({ createdAt: new Date(Date.now() - 5 * 60_000).toISOString(), ...overrides });

describe('confirmation and welcome banners (spec §2 "Banners")', () => {
  afterEach(() => bannerStore.reset());

  it('shows the green banner for ?confirmed=true, removes the query at once; the welcome follows it', async () => {
    serve(() => jsonResponse(newUser()));
    renderNotices('/?confirmed=true&category=gumruk');
    const banner = await screen.findByTestId('confirmation-banner');
    expect(banner).toHaveTextContent('Hesabınız doğrulandı! Aramıza hoş geldiniz!');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?category=gumruk$/);
    // One banner at a time (issue 7): the welcome waits for the confirmation.
    expect(screen.queryByTestId('welcome-banner')).toBeNull();

    await userEvent.click(banner.querySelector('button')!);
    expect(screen.queryByTestId('confirmation-banner')).toBeNull();
    const welcome = await screen.findByTestId('welcome-banner');
    expect(welcome).toHaveAttribute('data-kind', 'email_confirmed');
    expect(screen.getByRole('link', { name: 'Profili Görüntüle' })).toHaveAttribute('href', '/user-panel');
    expect(screen.getByRole('link', { name: 'Partner Kataloğu' })).toHaveAttribute('href', '/partners');
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it("offers a partner 'Panele Git' to the partner dashboard after a magic link", async () => {
    serve(() => jsonResponse(newUser({ userType: 'partner', availableUserTypes: ['user', 'partner'] })));
    renderNotices('/?magic=true');
    const banner = await screen.findByTestId('confirmation-banner');
    expect(banner).toHaveTextContent('Sihirli bağlantıyla giriş başarılı! Hoş geldiniz!');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await userEvent.click(banner.querySelector('button')!);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Panele Git' })).toHaveAttribute('href', '/partner-dashboard'),
    );
    expect(screen.queryByText('Dashboard')).toBeNull();
  });

  it('greets a returning account’s magic link with the green banner only, and a new one’s once', async () => {
    serve(() => jsonResponse(sessionUser({ createdAt: '2025-01-15T10:00:00.000Z' })));
    const first = renderNotices('/?magic=true');
    const banner = await screen.findByTestId('confirmation-banner');
    await userEvent.click(banner.querySelector('button')!);
    // Give a welcome the time it would need to appear.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('welcome-banner')).toBeNull();
    first.unmount();
    bannerStore.reset();
    vi.restoreAllMocks();

    serve(() => jsonResponse(newUser({ id: 77 })));
    const second = renderNotices('/?magic=true');
    await userEvent.click((await screen.findByTestId('confirmation-banner')).querySelector('button')!);
    expect(await screen.findByTestId('welcome-banner')).toHaveAttribute('data-kind', 'magic_link');
    second.unmount();
    bannerStore.reset();

    // The same browser, the next magic link: welcomed already.
    renderNotices('/?magic=true');
    await userEvent.click((await screen.findByTestId('confirmation-banner')).querySelector('button')!);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('welcome-banner')).toBeNull();
  });

  it('does not invite an admin or a partner to become a partner', async () => {
    serve(() => jsonResponse(sessionUser({ userType: 'editor_admin', availableUserTypes: ['user', 'editor_admin'] })));
    renderNotices('/');
    act(() => bannerStore.showWelcome('new_user'));
    const welcome = await screen.findByTestId('welcome-banner');
    await waitFor(() =>
      expect(welcome).toHaveTextContent('İhracat yolculuğunuz için size uygun iş ortaklarını keşfedin.'),
    );
    expect(screen.getByRole('link', { name: 'Partnerleri Keşfet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Partner Başvurusu' })).toBeNull();
    expect(welcome).not.toHaveTextContent('partner olun');

    act(() => bannerStore.showWelcome('oauth_welcome', 'Google'));
    await waitFor(() => expect(screen.getByTestId('welcome-banner')).toHaveAttribute('data-kind', 'oauth_welcome'));
    expect(screen.getByRole('link', { name: 'Profili Tamamla' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Partner Ol' })).toBeNull();
  });

  it('closes the green banner by itself after 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(() => jsonResponse(sessionUser()));
    renderNotices('/?confirmed=true');
    await screen.findByTestId('confirmation-banner');
    act(() => {
      vi.advanceTimersByTime(CONFIRMATION_BANNER_MS - 500);
    });
    expect(screen.getByTestId('confirmation-banner')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.queryByTestId('confirmation-banner')).toBeNull();
  });
});

describe('session alerts (spec §8 alert types)', () => {
  it('offers retry and reload when the session check fails on the network', async () => {
    let calls = 0;
    serve(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return unauthorized();
    });
    renderNotices('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bağlantı Hatası');
    expect(alert).toHaveTextContent('İnternet bağlantınızı kontrol edin.');
    expect(screen.getByRole('button', { name: 'Sayfayı Yenile' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yeniden Dene' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("toasts 'Yeniden Deneme Başarısız' when the retry fails too", async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    renderNotices('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Yeniden Dene' }));
    expect(await screen.findByText('Yeniden Deneme Başarısız')).toBeInTheDocument();
    expect(screen.getByText('İşlem tekrarlanamadı. Lütfen sayfayı yenileyin.')).toBeInTheDocument();
  });

  it('shows session_expired (not dismissable) when a signed-in session starts answering 401', async () => {
    let signedIn = true;
    serve(() => (signedIn ? jsonResponse(sessionUser()) : unauthorized()));
    const { queryClient } = renderNotices('/partners?x=1');
    await waitFor(() => expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeTruthy());

    signedIn = false;
    await act(() => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oturum Süresi Doldu');
    expect(alert).toHaveTextContent('Güvenliğiniz için oturumunuz sonlandırıldı.');
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fpartners%3Fx%3D1',
    );
    expect(screen.queryByRole('button', { name: 'Kapat' })).toBeNull();
    expect(await screen.findByText('Lütfen tekrar giriş yapın.')).toBeInTheDocument();
  });

  it('checks the session again when a call answers 403 TWO_FACTOR_REQUIRED (decision 044)', async () => {
    let required = false;
    const fetch = mockFetch((url) => {
      if (url.pathname === '/api/session')
        return asSession(jsonResponse(sessionUser({ userType: 'master_admin', twoFactorRequired: required })));
      if (url.pathname === '/api/init') return jsonResponse(initData());
      return jsonResponse({ message: 'gerekli', code: 'TWO_FACTOR_REQUIRED' }, { status: 403 });
    });
    const { queryClient } = renderNotices('/admin-dashboard');
    await waitFor(() => expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeTruthy());
    const sessionCalls = () =>
      fetch.mock.calls.filter(([input]) => requestUrl(input).pathname === '/api/session').length;
    const before = sessionCalls();

    required = true;
    await act(() =>
      queryClient
        .fetchQuery({ queryKey: ['admin', 'stats'], queryFn: () => apiGet('/api/admin/stats', false) })
        .catch(() => null),
    );

    await waitFor(() => expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toMatchObject({ twoFactorRequired: true }));
    expect(sessionCalls()).toBe(before + 1);
    // No expiry alert: the session is still there.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not call a deliberate sign-out an expired session', async () => {
    serve(() => jsonResponse(sessionUser()));
    const { queryClient } = renderNotices('/');
    await waitFor(() => expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeTruthy());
    act(() => {
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('welcomes the first sign-in through a social provider once', async () => {
    const user = sessionUser({
      id: 42,
      provider: 'google',
      providers: ['google'],
      createdAt: '2025-03-01T09:00:00.000Z',
      lastSignInAt: '2025-03-01T09:00:00.200Z',
    });
    serve(() => jsonResponse(user));
    const { unmount } = renderNotices('/');
    expect(await screen.findByText('Hoş Geldiniz!')).toBeInTheDocument();
    expect(screen.getByText('Google ile başarıyla giriş yaptınız.')).toBeInTheDocument();
    const welcome = await screen.findByTestId('welcome-banner');
    expect(welcome).toHaveAttribute('data-kind', 'oauth_welcome');
    expect(screen.getByRole('link', { name: 'Profili Tamamla' })).toHaveAttribute('href', '/user-panel?tab=profile');
    expect(screen.getByRole('link', { name: 'Partner Ol' })).toHaveAttribute('href', '/partner-application');
    unmount();
    expect(localStorage.getItem('epp.welcomed.42')).toBe('1');
  });
});

describe('what a newsletter link did (issue 22: `?newsletter=` on the home page)', () => {
  afterEach(() => bannerStore.reset());

  it.each([
    ['confirmed', 'Bülten aboneliğiniz onaylandı.'],
    ['unsubscribed', 'Bültenden ayrıldınız.'],
    ['invalid', 'Bu bülten bağlantısı geçersiz ya da daha önce kullanılmış.'],
  ])('tells ?newsletter=%s in a closable status banner and removes the parameter', async (outcome, text) => {
    serve(() => unauthorized());
    renderNotices(`/?newsletter=${outcome}`);
    const banner = await screen.findByTestId('confirmation-banner');
    expect(banner).toHaveTextContent(text);
    expect(banner).toHaveAttribute('role', 'status');
    expect(banner).toHaveAttribute('data-kind', `newsletter_${outcome}`);
    // Gone from the address at once, without a reload (the router replaced the entry).
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await userEvent.click(screen.getByRole('button', { name: 'Bildirimi kapat' }));
    expect(screen.queryByTestId('confirmation-banner')).toBeNull();
    // A newsletter reader is not greeted as a new account.
    expect(screen.queryByTestId('welcome-banner')).toBeNull();
  });

  it('speaks English on /en and keeps the other parameters', async () => {
    await i18n.changeLanguage('en');
    try {
      serve(() => unauthorized());
      renderNotices('/en?newsletter=unsubscribed&category=gumruk');
      const banner = await screen.findByTestId('confirmation-banner');
      expect(banner).toHaveTextContent('You have left the newsletter.');
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\?category=gumruk$/);
      expect(screen.getByRole('button', { name: 'Close notice' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('tr');
    }
  });

  it('removes an unknown value and shows nothing', async () => {
    serve(() => unauthorized());
    renderNotices('/?newsletter=whatever');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.queryByTestId('confirmation-banner')).toBeNull();
  });
});
