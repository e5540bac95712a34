import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { setLanguage } from '@/lib/i18n';
import { initData, partner, sessionUser } from '@/test/fixtures';
import { calledUrls, jsonResponse, LocationDisplay, mockFetch, renderWithProviders } from '@/test/utils';
import { UrlLanguage } from '../page-language';
import { Header } from './Header';

function serve(user: ReturnType<typeof sessionUser> | null, extra?: (url: URL) => Response | undefined) {
  return mockFetch((url) => {
    const answered = extra?.(url);
    if (answered) return answered;
    if (url.pathname === '/api/session') return jsonResponse({ user: user ?? null });
    if (url.pathname === '/api/init') return jsonResponse(initData());
    if (url.pathname === '/api/logout') return jsonResponse({ success: true });
    if (url.pathname === '/api/notifications/unread-count') return jsonResponse({ count: 0 });
    if (url.pathname === '/api/messages/unread-count') return jsonResponse({ count: 0 });
    return jsonResponse([]);
  });
}

function renderHeader(route = '/') {
  return renderWithProviders(
    <>
      {/* As in RootLayout: a public page's URL decides its language (decision 030). */}
      <UrlLanguage />
      <Header />
      <Routes>
        <Route path="*" element={<LocationDisplay />} />
      </Routes>
    </>,
    { route },
  );
}

async function openMenu() {
  await userEvent.click(await screen.findByTestId('user-menu-button'));
  return screen.findByTestId('user-menu');
}

const menuItems = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('Header account area (spec §2)', () => {
  it("shows 'Giriş Yap' and 'Kayıt Ol' to visitors, coming back to the page after sign-in", async () => {
    serve(null);
    renderHeader('/partner/atlas');
    const links = await screen.findByTestId('visitor-links');
    await waitFor(() => expect(links).toBeVisible());
    expect(within(links).getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fpartner%2Fatlas',
    );
    expect(within(links).getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute('href', '/auth?tab=register');
    expect(screen.getByRole('link', { name: 'Partner Ol' })).toHaveAttribute('href', '/auth?from=partner');
  });

  it('gives a user the user menu without the switch entry when one type is held', async () => {
    serve(sessionUser());
    renderHeader();
    const menu = await openMenu();
    expect(within(menu).getByText('Ayşe Yılmaz')).toBeInTheDocument();
    expect(menuItems(menu)).toEqual([
      'Kişisel Panel',
      'Hizmet Taleplerim',
      'Projelerim',
      'Mesajlar',
      'Geri Bildirim',
      'Çıkış Yap',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Hizmet Taleplerim' })).toHaveAttribute(
      'href',
      '/service-requests',
    );
    expect(screen.getByRole('link', { name: 'Partner Ol' })).toHaveAttribute('href', '/partner-application');
  });

  it('names the user menu button by its content, starting with its visible text (WCAG 2.5.3)', async () => {
    serve(sessionUser());
    renderHeader();
    const button = await screen.findByTestId('user-menu-button');
    const visible = within(button).getByText('Ayşe');
    // jsdom's name computation drops the space a browser keeps between the two spans.
    expect(button).toHaveAccessibleName(new RegExp(`^${visible.textContent} ?hesap menüsü$`));
    // An aria-label replaces the content as the name; axe (label-content-name-mismatch) then compares
    // it with all visible text, the avatar's initials included ('AY Ayşe'), and fails it.
    expect(button).not.toHaveAttribute('aria-label');
  });

  it('has a TR/EN switch in the mobile menu', async () => {
    serve(null);
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    const sheet = await screen.findByRole('dialog');
    const group = within(sheet).getByRole('group', { name: 'Dil seçimi' });
    await userEvent.click(within(group).getByRole('button', { name: 'EN' }));
    expect(await within(sheet).findByRole('link', { name: 'Partners' })).toHaveAttribute('href', '/en/partners');
    expect(document.documentElement.lang).toBe('en');
    // The home page's switch opened the English home page.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/);
    await userEvent.click(within(group).getByRole('button', { name: 'TR' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("links a partner's 'Profil' to the own partner page found by userId", async () => {
    const fetch = serve(sessionUser({ id: 5, userType: 'partner', availableUserTypes: ['user', 'partner'] }), (url) =>
      url.pathname === '/api/partners'
        ? jsonResponse([partner({ id: 9, userId: 5, username: 'atlas-lojistik' })])
        : undefined,
    );
    renderHeader();
    const menu = await openMenu();
    expect(menuItems(menu)).toEqual([
      'Partner Paneli',
      'Profil',
      'Projelerim',
      'Mesajlar',
      'Geri Bildirim',
      'Hesap Türünü Değiştir',
      'Çıkış Yap',
    ]);
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toHaveAttribute('href', '/partner/atlas-lojistik'),
    );
    const lookup = calledUrls(fetch).find((url) => url.pathname === '/api/partners');
    expect(lookup?.search).toBe('?userId=5&limit=1');
    // A partner has nothing to apply for (issue 7).
    expect(screen.queryByRole('link', { name: 'Partner Ol' })).not.toBeInTheDocument();
  });

  it('gives an editor the admin areas editors may open and a master admin three more', async () => {
    serve(sessionUser({ userType: 'editor_admin', availableUserTypes: ['user', 'editor_admin'] }));
    const { unmount } = renderHeader();
    expect(menuItems(await openMenu())).toEqual([
      'Yönetim Paneli',
      'Teklif Talepleri',
      'Projeler',
      'Şablon Yönetimi',
      'E-posta Tasarımcısı',
      'Dosya Yönetimi',
      'E-posta Aboneleri',
      'Pazarlama ve CRM',
      'Sistem Ayarları',
      'Geri Bildirim',
      'Hesap Türünü Değiştir',
      'Çıkış Yap',
    ]);
    unmount();

    serve(sessionUser({ userType: 'master_admin', availableUserTypes: ['user', 'editor_admin', 'master_admin'] }));
    renderHeader();
    expect(menuItems(await openMenu())).toEqual([
      'Yönetim Paneli',
      'Teklif Talepleri',
      'Projeler',
      'Şablon Yönetimi',
      'E-posta Tasarımcısı',
      'Dosya Yönetimi',
      'E-posta Aboneleri',
      'Pazarlama ve CRM',
      'Sistem Ayarları',
      'Kullanıcı Yönetimi',
      'İstatistikler',
      'Sistem Durumu',
      'Geri Bildirim',
      'Hesap Türünü Değiştir',
      'Çıkış Yap',
    ]);
    expect(screen.queryByRole('link', { name: 'Partner Ol' })).not.toBeInTheDocument();
  });

  it("signs out: POST /api/logout, the visitor links again, the toast 'Çıkış yapıldı' and the home page", async () => {
    sessionStorage.setItem('draft', 'x');
    const fetch = serve(sessionUser());
    renderHeader('/user-panel');
    const menu = await openMenu();
    serve(null);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Çıkış Yap' }));
    expect(await screen.findByText('Çıkış yapıldı')).toBeInTheDocument();
    expect(screen.getByText('Güvenli bir şekilde çıkış yaptınız')).toBeInTheDocument();
    expect(await screen.findByTestId('visitor-links')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(sessionStorage.getItem('draft')).toBeNull();
    expect(fetch).toHaveBeenCalled();
  });

  it('signs out even when the server cannot be reached', async () => {
    serve(sessionUser());
    renderHeader();
    const menu = await openMenu();
    serve(null, (url) => {
      if (url.pathname === '/api/logout') throw new TypeError('Failed to fetch');
      return undefined;
    });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Çıkış Yap' }));
    expect(await screen.findByTestId('visitor-links')).toBeInTheDocument();
    // Spec §9: the person learns the server may not have ended the session.
    expect(await screen.findByText('Çıkış Hatası')).toBeInTheDocument();
    expect(screen.getByText('Çıkış yapılırken bir hata oluştu')).toBeInTheDocument();
  });

  it("says 'Çıkış başarısız' with the server's message when the server refuses, and still signs out here", async () => {
    serve(sessionUser());
    renderHeader('/user-panel');
    const menu = await openMenu();
    serve(null, (url) =>
      url.pathname === '/api/logout'
        ? jsonResponse({ code: 'INTERNAL_ERROR', message: 'Sunucu hatası' }, { status: 500 })
        : undefined,
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Çıkış Yap' }));
    expect(await screen.findByText('Çıkış başarısız')).toBeInTheDocument();
    expect(screen.getByText('Sunucu hatası')).toBeInTheDocument();
    expect(await screen.findByTestId('visitor-links')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the reference of an unexpected error (issue 23), in the UI language, so it can be quoted to support', async () => {
    serve(sessionUser());
    renderHeader('/user-panel');
    const menu = await openMenu();
    serve(null, (url) =>
      url.pathname === '/api/logout'
        ? jsonResponse(
            { code: 'INTERNAL_ERROR', message: 'Sunucu hatası', requestId: 'req-7f3a' },
            { status: 500, headers: { 'X-Request-Id': 'req-7f3a' } },
          )
        : undefined,
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Çıkış Yap' }));
    // The toast's description: the server's text, then the reference on its own line.
    const description = await screen.findByText(/Hata kodu: req-7f3a/);
    expect(description).toHaveTextContent(/^Sunucu hatası Hata kodu: req-7f3a$/);
    expect(description.closest('[data-sonner-toast]')).toHaveTextContent('Çıkış başarısız');
  });
});

describe('Header bell and messages icon (spec §2, §9)', () => {
  function serveCounts(notifications: number, messages: number) {
    return serve(sessionUser(), (url) => {
      if (url.pathname === '/api/notifications/unread-count') return jsonResponse({ count: notifications });
      if (url.pathname === '/api/messages/unread-count') return jsonResponse({ count: messages });
      return undefined;
    });
  }

  it('shows the unread counts with accessible names, capped at 99+', async () => {
    serveCounts(3, 120);
    renderHeader();
    const bell = await screen.findByRole('button', { name: 'Bildirimler, 3 okunmamış' });
    expect(within(bell).getByTestId('unread-badge')).toHaveTextContent(/^3$/);
    const messages = await screen.findByRole('link', { name: 'Mesajlar, 99+ okunmamış' });
    expect(messages).toHaveAttribute('href', '/messages');
    expect(within(messages).getByTestId('unread-badge')).toHaveTextContent(/^99\+$/);
  });

  it('hides the badges at 0', async () => {
    serveCounts(0, 0);
    renderHeader();
    const bell = await screen.findByRole('button', { name: 'Bildirimler' });
    expect(within(bell).queryByTestId('unread-badge')).not.toBeInTheDocument();
    const messages = screen.getByRole('link', { name: 'Mesajlar' });
    expect(within(messages).queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('names them in English too', async () => {
    serveCounts(1, 0);
    renderHeader();
    await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' });
    await act(() => setLanguage('en'));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it('shows neither to visitors, and asks for no count', async () => {
    const fetch = serve(null);
    renderHeader();
    await waitFor(() => expect(screen.getByTestId('visitor-links')).toBeVisible());
    expect(screen.queryByTestId('header-indicators')).not.toBeInTheDocument();
    expect(calledUrls(fetch).some((url) => url.pathname.endsWith('/unread-count'))).toBe(false);
  });
});
