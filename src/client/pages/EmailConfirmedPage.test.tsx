import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { LocationDisplay, mockFetch, renderWithProviders, unauthorized } from '@/test/utils';
import EmailConfirmedPage, { EMAIL_CONFIRMED_REDIRECT_MS } from './EmailConfirmedPage';

describe('/email-confirmed (spec §2 "Email verified page")', () => {
  it('says the account is verified and goes home after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(() => unauthorized());
    renderWithProviders(
      <Routes>
        <Route path="/email-confirmed" element={<EmailConfirmedPage />} />
        <Route path="*" element={<LocationDisplay />} />
      </Routes>,
      { route: '/email-confirmed' },
    );
    expect(await screen.findByRole('heading', { name: 'E-posta adresiniz doğrulandı' })).toBeInTheDocument();
    expect(screen.getByText('Hesabınız doğrulandı! Aramıza hoş geldiniz!')).toBeInTheDocument();
    expect(EMAIL_CONFIRMED_REDIRECT_MS).toBe(3000);
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.queryByTestId('location')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
