import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { sessionUser } from '@/test/fixtures';
import { jsonBody, jsonResponse, lastBodyTo, LocationDisplay, mockFetch, renderWithProviders } from '@/test/utils';
import { accountTypeDialog } from '../lib/account-type-dialog';
import { AccountTypeDialog } from './AccountTypeDialog';

const admin = sessionUser({ userType: 'master_admin', availableUserTypes: ['user', 'editor_admin', 'master_admin'] });

function renderDialog(answer: (body: unknown) => Response) {
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/session') return jsonResponse({ user: admin });
    if (url.pathname === '/api/auth/switch-account-type') return answer(jsonBody(init));
    return jsonResponse({ message: 'yok', code: 'NOT_FOUND' }, { status: 404 });
  });
  renderWithProviders(
    <>
      <AccountTypeDialog />
      <Routes>
        <Route path="*" element={<LocationDisplay />} />
      </Routes>
    </>,
    { route: '/admin-dashboard' },
  );
  accountTypeDialog.open();
  return fetch;
}

describe("'Hesap Türü Seçin' dialog", () => {
  it('lists the held types; the current one is marked and cannot be chosen', async () => {
    renderDialog(() => jsonResponse(admin));
    expect(await screen.findByRole('dialog', { name: 'Hesap Türü Seçin' })).toBeInTheDocument();
    const current = screen.getByTestId('account-type-master_admin');
    expect(current).toHaveTextContent('Yönetici');
    expect(current).toHaveTextContent('Mevcut');
    expect(current).toBeDisabled();
    expect(screen.getByTestId('account-type-editor_admin')).toHaveTextContent('Editör');
    expect(screen.getByTestId('account-type-user')).toHaveTextContent(
      'Hizmet almak, teklif istemek ve platformu kullanmak için.',
    );
    expect(screen.getByTestId('account-type-user')).toBeEnabled();
    expect(screen.queryByTestId('account-type-partner')).toBeNull();
  });

  it('switches, replaces the user, toasts and opens the landing page of the type', async () => {
    const fetch = renderDialog(() => jsonResponse({ ...admin, userType: 'user', activeUserType: 'user' }));
    await userEvent.click(await screen.findByTestId('account-type-user'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-panel'));
    expect(await screen.findByText('Hesap türü değiştirildi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastBodyTo(fetch, '/api/auth/switch-account-type')).toEqual({ userType: 'user' });
  });

  it("toasts 'Hata' with the server's message when the switch is refused", async () => {
    renderDialog(() =>
      jsonResponse({ message: 'Bu hesap türüne sahip değilsiniz.', code: 'USER_TYPE_NOT_HELD' }, { status: 403 }),
    );
    await userEvent.click(await screen.findByTestId('account-type-editor_admin'));
    expect(await screen.findByText('Hata')).toBeInTheDocument();
    expect(screen.getByText('Bu hesap türüne sahip değilsiniz.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin-dashboard');
  });
});
