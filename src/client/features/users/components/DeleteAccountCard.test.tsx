import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonBody, jsonResponse, LocationDisplay, mockFetch, renderWithProviders, requestUrl } from '@/test/utils';
import { DeleteAccountCard } from './DeleteAccountCard';

function renderCard() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/user-panel" element={<DeleteAccountCard />} />
        <Route path="/" element={<p>home</p>} />
      </Routes>
      <LocationDisplay />
    </>,
    { route: '/user-panel' },
  );
}

describe('DeleteAccountCard', () => {
  it('deletes only after the confirmation word is typed, then signs out to the home page', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch((url) =>
      url.pathname === '/api/user'
        ? jsonResponse({ success: true, message: 'Hesabınız silindi' })
        : jsonResponse({}, { status: 404 }),
    );
    const { queryClient } = renderCard();
    queryClient.setQueryData(['session'], { id: 5 });

    await user.click(screen.getByRole('button', { name: 'Hesabımı sil' }));
    const confirm = await screen.findByRole('button', { name: 'Hesabı kalıcı olarak sil' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Onay kelimesi'), 'sil');
    // Lower case is fine: compared in Turkish upper case (i → İ).
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const call = fetch.mock.calls.find(([input]) => requestUrl(input).pathname === '/api/user');
    expect(call?.[1]?.method).toBe('DELETE');
    expect(jsonBody(call?.[1])).toEqual({ confirm: true });
    expect(queryClient.getQueryData(['session'])).toBeNull();
  });

  it('keeps the user in place and shows the server message when deletion is refused', async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse({ message: 'Son ana yönetici hesabı silinemez', code: 'CONFLICT' }, { status: 409 }));
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Hesabımı sil' }));
    await user.type(await screen.findByLabelText('Onay kelimesi'), 'SİL');
    await user.click(screen.getByRole('button', { name: 'Hesabı kalıcı olarak sil' }));
    expect(await screen.findByText('Son ana yönetici hesabı silinemez')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/user-panel');
  });
});
