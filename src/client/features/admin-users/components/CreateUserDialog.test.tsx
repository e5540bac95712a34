import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, lastBodyTo, mockFetch, renderWithProviders } from '@/test/utils';
import { CreateUserDialog } from './CreateUserDialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Yeni kullanıcı
      </button>
      <CreateUserDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Opens the dialog from its button; `answer` is the POST's response (pending until it resolves). */
async function open(answer: () => Promise<Response>) {
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/admin/users' && init?.method === 'POST') return answer();
    return jsonResponse({ items: [], total: 0, page: 1, limit: 20, hasMore: false });
  });
  renderWithProviders(<Harness />);
  const opener = screen.getByRole('button', { name: 'Yeni kullanıcı' });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Yeni kullanıcı' });
  return { fetch, opener, dialog };
}

async function fillIn() {
  await userEvent.type(screen.getByLabelText('Ad'), 'Ayşe');
  await userEvent.type(screen.getByLabelText('Soyad'), 'Yılmaz');
  await userEvent.type(screen.getByLabelText('E-posta'), 'ayse@example.com');
}

describe('CreateUserDialog', () => {
  it('shows the messages under the empty fields and sends nothing', async () => {
    const { fetch } = await open(async () => jsonResponse({}));
    await userEvent.click(screen.getByRole('button', { name: 'Oluştur' }));
    expect(screen.getByLabelText('Ad')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-posta')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Telefon/)).toHaveAttribute('aria-invalid', 'false');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends on Enter and puts the server’s refusal under the e-mail field', async () => {
    const { fetch } = await open(async () =>
      jsonResponse({ code: 'USER_EMAIL_TAKEN', message: 'Bu e-posta adresi zaten kayıtlı.' }, { status: 409 }),
    );
    await fillIn();
    await userEvent.type(screen.getByLabelText('E-posta'), '{Enter}');
    await waitFor(() => expect(screen.getByLabelText('E-posta')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('E-posta')).toHaveAccessibleDescription('Bu e-posta adresi zaten kayıtlı.');
    expect(lastBodyTo(fetch, '/api/admin/users')).toMatchObject({
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      email: 'ayse@example.com',
      language: 'tr',
      userTypes: [],
    });
  });

  it('cannot be closed while sending; afterwards Cancel gives the focus back to the opener', async () => {
    let answer!: (response: Response) => void;
    const { opener } = await open(() => new Promise<Response>((resolve) => (answer = resolve)));
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Oluştur' }));
    const cancel = screen.getByRole('button', { name: 'Vazgeç' });
    await waitFor(() => expect(cancel).toBeDisabled());
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Yeni kullanıcı' })).toBeInTheDocument();
    answer(jsonResponse({ code: 'INTERNAL', message: 'Sunucu hatası' }, { status: 500 }));
    await waitFor(() => expect(cancel).toBeEnabled());
    await userEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });
});
