import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, lastBodyTo, mockFetch, renderWithProviders, unauthorized } from '@/test/utils';
import { FeedbackForm } from './FeedbackForm';

function setup(answer: () => Response) {
  const fetch = mockFetch((url) => {
    if (url.pathname === '/api/session') return jsonResponse({ user: null });
    if (url.pathname === '/api/user') return unauthorized();
    if (url.pathname === '/api/feedback') return answer();
    return jsonResponse({});
  });
  const onDone = vi.fn();
  const view = renderWithProviders(<FeedbackForm onDone={onDone} />);
  return { fetch, onDone, ...view };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Ad Soyad'), 'Ayşe Yılmaz');
  await user.type(screen.getByLabelText('E-posta'), 'ayse@example.com');
  await user.selectOptions(screen.getByLabelText('Kategori'), 'Hata');
  await user.type(screen.getByLabelText('Mesajınız'), 'Arama sayfası telefonda kayıyor.');
}

describe('FeedbackForm', () => {
  it('refuses an empty form with the field texts and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetch } = setup(() => jsonResponse({ id: 1, message: 'ok' }, { status: 201 }));
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Ad soyad en az 2 karakter olmalıdır.')).toBeInTheDocument();
    expect(screen.getByText('Lütfen bir kategori seçiniz.')).toBeInTheDocument();
    expect(screen.getByText('Mesajınız en az 10 karakter olmalıdır.')).toBeInTheDocument();
    expect(lastBodyTo(fetch, '/api/feedback')).toBeUndefined();
  });

  it('sends the form and thanks the sender', async () => {
    const user = userEvent.setup();
    const { fetch } = setup(() => jsonResponse({ id: 1, message: 'ok' }, { status: 201 }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByTestId('feedback-success')).toHaveTextContent('Geri bildiriminiz için teşekkürler!');
    expect(lastBodyTo(fetch, '/api/feedback')).toEqual({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      category: 'bug',
      message: 'Arama sayfası telefonda kayıyor.',
    });
  });

  it('shows the wait when the hourly limit is reached (429)', async () => {
    const user = userEvent.setup();
    setup(() =>
      jsonResponse(
        { code: 'RATE_LIMITED', message: 'Çok fazla istek. 3599 saniye sonra tekrar deneyin.' },
        { status: 429 },
      ),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    const alert = await screen.findByTestId('feedback-error');
    expect(alert).toHaveTextContent('Çok fazla geri bildirim gönderildi');
    expect(alert).toHaveTextContent('3599 saniye');
  });

  it('has no serious or critical accessibility violations (axe; contrast is checked in the browser)', async () => {
    const { container } = setup(() => jsonResponse({}));
    await screen.findByLabelText('Ad Soyad');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
