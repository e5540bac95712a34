import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/utils';
import { PasswordStrength } from '@/components/PasswordStrength';

describe('PasswordStrength (issue 7)', () => {
  it('says why a password is weak, with the same estimate as the server', async () => {
    renderWithProviders(<PasswordStrength password="DenizArslan" firstName="Deniz" lastName="Arslan" />);
    expect(
      await screen.findByText(/adınızı veya e-posta adresinizi içeriyor/, {}, { timeout: 5000 }),
    ).toHaveTextContent('Şifre gücü: Çok zayıf — Bu şifre kolay tahmin edilebilir');
  });

  it('shows a strong passphrase as strong, and nothing for an empty field', async () => {
    const { rerender } = renderWithProviders(<PasswordStrength password="mavi balina sabah koşar" />);
    expect(await screen.findByText(/Şifre gücü: (Güçlü|Çok güçlü)$/, {}, { timeout: 5000 })).toBeInTheDocument();
    rerender(<PasswordStrength password="" />);
    expect(screen.getByTestId('password-strength')).toBeEmptyDOMElement();
    // Out of the form's flow while empty: no blank band between the password fields.
    expect(screen.getByTestId('password-strength')).toHaveClass('sr-only');
  });
});
