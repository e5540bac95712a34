import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { sessionUser } from '@/test/fixtures';
import { jsonResponse, LocationDisplay, mockFetch, renderWithProviders } from '@/test/utils';
import { AppRoutes } from './App';

/** Layout API (init 404 is fine) with the given session. */
function serveSession(user: ReturnType<typeof sessionUser> | null) {
  return mockFetch((url) => {
    if (url.pathname === '/api/session') return jsonResponse({ user: user ?? null });
    if (url.pathname === '/api/partners') return jsonResponse([]);
    return jsonResponse({ message: 'yok', code: 'NOT_FOUND' }, { status: 404 });
  });
}

function renderApp(route: string) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <Routes>
        <Route path="*" element={<LocationDisplay />} />
      </Routes>
    </>,
    { route },
  );
}

describe('route guards (spec §2 route table)', () => {
  it.each([
    '/user-panel',
    '/admin/partner-inspection/12?tab=activities',
    '/statistics',
    '/template-management',
    '/email-preferences',
  ])('sends a visitor of %s to /auth with the original path and query', async (path) => {
    serveSession(null);
    renderApp(path);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/auth?redirect=${encodeURIComponent(path)}`),
    );
  });

  it('shows a signed-in user the page shell with its title', async () => {
    serveSession(sessionUser());
    renderApp('/service-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hizmet Taleplerim' })).toBeInTheDocument();
    expect(document.title).toBe('Hizmet Taleplerim | İhracat Partner');
  });

  it("shows 'Erişim Reddedildi' to a user on an admin page", async () => {
    serveSession(sessionUser());
    renderApp('/file-management');
    expect(await screen.findByRole('heading', { level: 1, name: 'Erişim Reddedildi' })).toBeInTheDocument();
    expect(screen.getByText('Bu sayfaya erişim yetkiniz bulunmamaktadır.')).toBeInTheDocument();
    expect(screen.getByText('Bu sayfayı yalnızca yönetici kullanıcılar görüntüleyebilir.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hesap Türünü Değiştir' })).toBeNull();
  });

  it('lets an editor into admin pages but not into master admin pages', async () => {
    const editor = sessionUser({ userType: 'editor_admin', availableUserTypes: ['user', 'editor_admin'] });
    serveSession(editor);
    const { unmount } = renderApp('/admin/file-management');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dosya Yönetimi' })).toBeInTheDocument();
    unmount();

    serveSession(editor);
    renderApp('/system-status');
    expect(await screen.findByRole('heading', { level: 1, name: 'Erişim Reddedildi' })).toBeInTheDocument();
    expect(
      screen.getByText('Bu sayfayı yalnızca ana yönetici (master admin) kullanıcılar görüntüleyebilir.'),
    ).toBeInTheDocument();
  });

  it('allows a master admin everywhere', async () => {
    serveSession(sessionUser({ userType: 'master_admin', availableUserTypes: ['user', 'master_admin'] }));
    renderApp('/statistics');
    expect(await screen.findByRole('heading', { level: 1, name: 'İstatistikler' })).toBeInTheDocument();
  });

  it('offers the account type switch to someone who holds the type but uses another', async () => {
    serveSession(sessionUser({ userType: 'user', availableUserTypes: ['user', 'master_admin'] }));
    renderApp('/marketing-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Erişim Reddedildi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hesap Türünü Değiştir' })).toBeInTheDocument();
  });

  it('keeps public pages of the table open to visitors', async () => {
    serveSession(null);
    renderApp('/application-status/0b6f3c2e');
    expect(await screen.findByRole('heading', { level: 1, name: 'Başvuru Durumu' })).toBeInTheDocument();
    // The lookup itself answers 404 here: the page says so instead of sending the visitor to /auth.
    expect(await screen.findByRole('heading', { name: 'Başvuru Bulunamadı' })).toBeInTheDocument();
  });
});

describe('admins who must turn on two-factor sign-in first (issue 22)', () => {
  const required = (userType: 'editor_admin' | 'master_admin') =>
    sessionUser({ userType, availableUserTypes: ['user', userType], twoFactorRequired: true });

  it.each(['/admin-dashboard', '/system-settings', '/admin/file-management', '/admin/partner-inspection/12'])(
    'see why on %s instead of the page, with a link to the two-factor card',
    async (path) => {
      serveSession(required('editor_admin'));
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'İki adımlı doğrulama gerekli' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          'Yönetici hesapları için iki adımlı doğrulama zorunludur. Kullanıcı panelinin Ayarlar sekmesinden açın.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'İki adımlı doğrulamayı aç' })).toHaveAttribute(
        'href',
        '/user-panel?tab=settings#two-factor',
      );
      expect(document.title).toBe('İki adımlı doğrulama gerekli | İhracat Partner');
    },
  );

  it('still see Erişim Reddedildi on a page their type may not open', async () => {
    serveSession(required('editor_admin'));
    renderApp('/statistics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Erişim Reddedildi' })).toBeInTheDocument();
  });

  it('keep the pages outside the admin console', async () => {
    serveSession(required('master_admin'));
    renderApp('/service-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hizmet Taleplerim' })).toBeInTheDocument();
    expect(screen.queryByTestId('two-factor-gate')).toBeNull();
  });

  it('see the admin pages once it is no longer required of them', async () => {
    serveSession(sessionUser({ userType: 'master_admin', availableUserTypes: ['user', 'master_admin'] }));
    renderApp('/statistics');
    expect(await screen.findByRole('heading', { level: 1, name: 'İstatistikler' })).toBeInTheDocument();
    expect(screen.queryByTestId('two-factor-gate')).toBeNull();
  });
});
