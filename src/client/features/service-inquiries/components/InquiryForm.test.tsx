import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { jsonResponse, lastBodyTo, mockFetch, renderWithProviders, unauthorized } from '@/test/utils';
import { InquiryForm } from './InquiryForm';

const URL_PATH = '/api/partners/7/inquiries';

function setup(answer: () => Response) {
  const fetch = mockFetch((url) => {
    if (url.pathname === '/api/session') return jsonResponse({ user: null });
    if (url.pathname === '/api/user') return unauthorized();
    if (url.pathname === URL_PATH) return answer();
    return jsonResponse({});
  });
  const view = renderWithProviders(<InquiryForm partnerId={7} companyName="Ege Lojistik" />);
  return { fetch, ...view };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Ad soyad'), '  Ayşe Yılmaz ');
  await user.type(screen.getByLabelText('E-posta'), 'Ayse@Example.com');
  await user.type(screen.getByLabelText('Mesajınız'), '  Hamburg’a parsiyel yük için fiyat alabilir miyim?  ');
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Mesajı Gönder' }));

describe('InquiryForm (issue 22; decision 042)', () => {
  it('refuses an empty or too short form with the contract’s texts and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetch } = setup(() => jsonResponse({ message: 'ok' }, { status: 202 }));
    await user.type(await screen.findByLabelText('Mesajınız'), '   kısa    ');
    await user.type(screen.getByLabelText(/Telefon/), '++');
    await submit(user);
    expect(await screen.findByText('Ad soyad en az 2 karakter olmalıdır.')).toBeInTheDocument();
    expect(screen.getByText('Geçerli bir e-posta adresi giriniz.')).toBeInTheDocument();
    expect(screen.getByText('Geçerli bir telefon numarası giriniz.')).toBeInTheDocument();
    expect(screen.getByText('Mesajınız en az 10 karakter olmalıdır.')).toBeInTheDocument();
    // Focus goes to the first wrong field.
    expect(screen.getByLabelText('Ad soyad')).toHaveFocus();
    expect(lastBodyTo(fetch, URL_PATH)).toBeUndefined();
  });

  it('sends the trimmed values and says where the confirmation link went', async () => {
    const user = userEvent.setup();
    const { fetch } = setup(() => jsonResponse({ message: 'ok' }, { status: 202 }));
    await fillValid(user);
    await submit(user);
    const sent = await screen.findByTestId('inquiry-sent');
    expect(sent).toHaveTextContent('E-postanızı kontrol edin');
    expect(sent).toHaveTextContent('ayse@example.com adresine bir onay bağlantısı gönderdik');
    expect(sent).toHaveFocus();
    expect(lastBodyTo(fetch, URL_PATH)).toEqual({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      message: 'Hamburg’a parsiyel yük için fiyat alabilir miyim?',
    });
    // "Yeni bir mesaj yaz" brings back an empty form.
    await user.click(screen.getByRole('button', { name: 'Yeni bir mesaj yaz' }));
    expect(screen.getByLabelText('Ad soyad')).toHaveValue('');
  });

  it('keeps the button busy while sending', async () => {
    const user = userEvent.setup();
    let release: (r: Response) => void = () => {};
    setup(() => new Promise<Response>((resolve) => (release = resolve)) as unknown as Response);
    await fillValid(user);
    await submit(user);
    const busy = await screen.findByRole('button', { name: 'Gönderiliyor...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release(jsonResponse({ message: 'ok' }, { status: 202 }));
    expect(await screen.findByTestId('inquiry-sent')).toBeInTheDocument();
  });

  it('shows the server’s text for a limit (429) and a field error under its field (400)', async () => {
    const user = userEvent.setup();
    let answer = () =>
      jsonResponse(
        { code: 'RATE_LIMITED', message: 'Bu e-posta adresiyle kısa sürede çok fazla soru gönderildi.' },
        { status: 429 },
      );
    setup(() => answer());
    await fillValid(user);
    await submit(user);
    const alert = await screen.findByTestId('inquiry-error');
    expect(alert).toHaveTextContent('Çok fazla deneme');
    expect(alert).toHaveTextContent('çok fazla soru gönderildi');

    answer = () =>
      jsonResponse(
        { code: 'VALIDATION_ERROR', message: 'x', fieldErrors: { email: ['Geçerli bir e-posta adresi giriniz.'] } },
        { status: 400 },
      );
    await submit(user);
    expect(await screen.findByText('Geçerli bir e-posta adresi giriniz.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-posta')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the honeypot out of sight, of the keyboard and of assistive technology', async () => {
    const user = userEvent.setup();
    setup(() => jsonResponse({ message: 'ok' }, { status: 202 }));
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Web sitesi/ })).toBeNull();
    // Tabbing from the message goes on to the submit button, never into the honeypot.
    await user.click(await screen.findByLabelText('Mesajınız'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Mesajı Gönder' })).toHaveFocus();
  });

  it('has no serious or critical accessibility violations (axe; contrast is checked in the browser)', async () => {
    const { container } = setup(() => jsonResponse({}));
    await screen.findByLabelText('Ad soyad');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
