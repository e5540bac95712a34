import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { sessionUser } from '@/test/fixtures';
import { jsonBody, jsonResponse, LocationDisplay, mockFetch, renderWithProviders } from '@/test/utils';
import PasswordResetPage from './PasswordResetPage';

function renderReset(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/password-reset"
        element={
          <>
            <PasswordResetPage />
            <LocationDisplay />
          </>
        }
      />
      <Route path="*" element={<LocationDisplay />} />
    </Routes>,
    { route },
  );
}

function serve(user: ReturnType<typeof sessionUser> | null, reset?: (body: unknown) => Response) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/session') return jsonResponse({ user: user ?? null });
    if (url.pathname === '/api/auth/reset-password' && reset) return reset(jsonBody(init));
    return jsonResponse({ message: 'yok', code: 'NOT_FOUND' }, { status: 404 });
  });
}

const newPassword = () => screen.getByLabelText('Yeni şifre', { exact: true });
const repeat = () => screen.getByLabelText('Yeni şifre (tekrar)');

describe('/password-reset (spec §2)', () => {
  it('goes to /auth?expired=true for an invalid or expired link', async () => {
    serve(null);
    renderReset('/password-reset?error=INVALID_TOKEN');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth?expired=true'));
  });

  it('goes to /auth without a token and without a session', async () => {
    serve(null);
    renderReset('/password-reset');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
  });

  it("checks length (8) and 'Şifreler eşleşmiyor'", async () => {
    serve(null);
    renderReset('/password-reset?token=abc');
    await userEvent.type(await screen.findByLabelText('Yeni şifre', { exact: true }), 'kisa');
    await userEvent.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    expect(await screen.findByText('Şifreniz en az 8 karakter olmalıdır.')).toBeInTheDocument();

    await userEvent.clear(newPassword());
    await userEvent.type(newPassword(), 'Guclu-Sifre-2026');
    await userEvent.type(repeat(), 'Guclu-Sifre-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    expect(await screen.findByText('Şifreler eşleşmiyor')).toBeInTheDocument();
    expect(repeat()).toHaveFocus();
  });

  it('sets the new password, confirms, and opens /auth after 3 seconds', async () => {
    const bodies: unknown[] = [];
    serve(null, (body) => {
      bodies.push(body);
      return jsonResponse({ status: true });
    });
    renderReset('/password-reset?token=tok123');
    await userEvent.type(await screen.findByLabelText('Yeni şifre', { exact: true }), 'Guclu-Sifre-2026');
    await userEvent.type(repeat(), 'Guclu-Sifre-2026');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    expect(await screen.findByTestId('password-updated')).toHaveTextContent('Şifreniz başarıyla güncellendi');
    expect(bodies).toEqual([{ token: 'tok123', newPassword: 'Guclu-Sifre-2026' }]);
    expect(screen.getByTestId('location')).toHaveTextContent('/password-reset');
    vi.advanceTimersByTime(3000);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
  });

  it('sends an expired token back to /auth?expired=true with the reason', async () => {
    serve(null, () =>
      jsonResponse(
        { message: 'Bağlantı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.', code: 'INVALID_TOKEN' },
        { status: 400 },
      ),
    );
    renderReset('/password-reset?token=old');
    await userEvent.type(await screen.findByLabelText('Yeni şifre', { exact: true }), 'Guclu-Sifre-2026');
    await userEvent.type(repeat(), 'Guclu-Sifre-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth?expired=true'));
    expect(await screen.findByText('Şifre değiştirme hatası')).toBeInTheDocument();
  });

  it('asks a signed-in user without a token for the current password too', async () => {
    serve(sessionUser());
    renderReset('/password-reset');
    expect(await screen.findByLabelText('Mevcut şifre')).toBeInTheDocument();
  });
});
