import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PhoneVerificationState } from '@shared/contracts/phone-verification';
import { jsonBody, jsonResponse, mockFetch, renderWithProviders, requestUrl } from '@/test/utils';
import { PhoneVerificationCard } from './PhoneVerificationCard';

const PATH = '/api/user/phone/verification';
const none: PhoneVerificationState = { phone: null, phoneVerifiedAt: null, pending: null };
const sent = (attemptsLeft: number): PhoneVerificationState => ({
  phone: null,
  phoneVerifiedAt: null,
  pending: { phone: '+905321234567', expiresAt: '2030-01-01T10:10:00Z', attemptsLeft },
});

describe('PhoneVerificationCard (issue 22, decision 043)', () => {
  it('sends a code, says where it went, shows a wrong code with attempts left, then the verified number', async () => {
    const user = userEvent.setup();
    let state = none;
    let tries = 0;
    const fetch = mockFetch((url, init) => {
      if (url.pathname === PATH && init?.method === 'POST') {
        state = sent(5);
        return jsonResponse(state);
      }
      if (url.pathname === `${PATH}/confirm`) {
        tries += 1;
        if (tries === 1) {
          state = sent(4);
          return jsonResponse(
            {
              message: 'Kod yanlış. 4 deneme hakkınız kaldı',
              code: 'VALIDATION_ERROR',
              fieldErrors: { code: ['Kod yanlış. 4 deneme hakkınız kaldı'] },
            },
            { status: 400 },
          );
        }
        state = { phone: '5321234567', phoneVerifiedAt: '2030-01-01T10:01:00Z', pending: null };
        return jsonResponse(state);
      }
      if (url.pathname === PATH) return jsonResponse(state);
      return jsonResponse({}, { status: 404 });
    });
    renderWithProviders(<PhoneVerificationCard />);

    expect(await screen.findByRole('heading', { name: 'Telefon doğrulama' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Cep telefonu'), '0532 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Kod gönder' }));
    expect(await screen.findByText(/\+905321234567 numarasına bir kod gönderildi/)).toBeInTheDocument();
    const post = fetch.mock.calls.find(
      ([input, init]) => requestUrl(input).pathname === PATH && init?.method === 'POST',
    );
    expect(jsonBody(post?.[1])).toEqual({ phone: '0532 123 45 67' });

    const verify = screen.getByRole('button', { name: 'Doğrula' });
    expect(verify).toBeDisabled();
    await user.type(screen.getByLabelText('Doğrulama kodu'), '111111');
    await user.click(verify);
    expect(await screen.findByRole('alert')).toHaveTextContent('Kod yanlış. 4 deneme hakkınız kaldı');

    await user.type(screen.getByLabelText('Doğrulama kodu'), '123456');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('05321234567 numaranız doğrulandı.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Numarayı değiştir' })).toBeInTheDocument();
  });

  it('shows the server’s reason when the number is refused', async () => {
    const user = userEvent.setup();
    mockFetch((url, init) =>
      url.pathname === PATH && init?.method === 'POST'
        ? jsonResponse(
            {
              message: 'Geçerli bir Türkiye cep telefonu numarası girin (örneğin 0532 123 45 67)',
              code: 'VALIDATION_ERROR',
            },
            { status: 400 },
          )
        : jsonResponse(none),
    );
    renderWithProviders(<PhoneVerificationCard />);
    await user.type(await screen.findByLabelText('Cep telefonu'), '0212 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Kod gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Geçerli bir Türkiye cep telefonu numarası girin');
  });
});
