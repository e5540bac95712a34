import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { applyServerFieldErrors } from '@/lib/server-errors';
import { renderWithProviders } from '@/test/utils';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form-dialog';
import { EmptyState } from './empty-state';
import { Field, PasswordInput } from './form-field';
import { Input } from './input';
import { QueryState, type QueryStateSource } from './query-state';

describe('Field and server field errors', () => {
  function Form({ error }: { error: unknown }) {
    const form = useForm<{ email: string; password: string }>({ defaultValues: { email: '', password: '' } });
    return (
      <form
        onSubmit={form.handleSubmit(() => {
          applyServerFieldErrors(error, form.setError, ['email', 'password']);
        })}
      >
        <Field label="E-posta" error={form.formState.errors.email?.message} hint="İş adresiniz">
          {(control) => <Input {...control} {...form.register('email')} />}
        </Field>
        <Field label="Şifre" error={form.formState.errors.password?.message}>
          {(control) => <PasswordInput {...control} {...form.register('password')} />}
        </Field>
        <Button type="submit">Gönder</Button>
      </form>
    );
  }

  it('puts the server’s message under its field, described and invalid, and focuses it', async () => {
    const error = new ApiError(400, 'VALIDATION', 'Geçersiz', { password: ['Şifre çok kısa'] });
    renderWithProviders(<Form error={error} />);
    const email = screen.getByLabelText('E-posta');
    expect(email).toHaveAccessibleDescription('İş adresiniz');
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    const password = await screen.findByLabelText('Şifre');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('Şifre çok kısa');
    expect(password).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows and hides the password with a labelled toggle, in both languages', async () => {
    renderWithProviders(<Form error={null} />);
    const toggle = screen.getByRole('button', { name: 'Şifreyi göster' });
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Şifre')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAccessibleName('Şifreyi gizle');
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('button', { name: 'Hide password' })).toBeInTheDocument();
    await i18n.changeLanguage('tr');
  });
});

describe('EmptyState', () => {
  it('shows icon, title, text and the next step', () => {
    renderWithProviders(
      <EmptyState icon={FileIcon} title="Dosya yok" text="İlk dosyanızı yükleyin." action={<Button>Yükle</Button>} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Dosya yok' })).toBeInTheDocument();
    expect(screen.getByText('İlk dosyanızı yükleyin.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yükle' })).toBeInTheDocument();
  });
});

describe('QueryState', () => {
  const base: QueryStateSource<string[]> = {
    data: undefined,
    isPending: true,
    isError: false,
    error: null,
    isFetching: true,
    refetch: vi.fn(),
  };
  const list = (data: string[]) => (
    <ul>
      {data.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );

  it('shows a skeleton while loading', () => {
    renderWithProviders(<QueryState query={base}>{list}</QueryState>);
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the error with a retry button that refetches', async () => {
    const refetch = vi.fn();
    const query = { ...base, isPending: false, isFetching: false, isError: true, error: new Error('x'), refetch };
    renderWithProviders(<QueryState query={query}>{list}</QueryState>);
    expect(screen.getByRole('alert')).toHaveTextContent('Veriler yüklenemedi');
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state with its next step, then the data', () => {
    const empty = { ...base, isPending: false, isFetching: false, data: [] };
    const { rerender } = renderWithProviders(
      <QueryState query={empty} empty={{ title: 'Bildirim yok', action: <Button>Yenile</Button> }}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('heading', { name: 'Bildirim yok' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yenile' })).toBeInTheDocument();
    rerender(<QueryState query={{ ...empty, data: ['a', 'b'] }}>{list}</QueryState>);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('ConfirmDialog', () => {
  function Harness({ busy = false, onConfirm = vi.fn() }: { busy?: boolean; onConfirm?: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Tümünü sil</Button>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Tüm bildirimler silinsin mi?"
          text="Bu işlem geri alınamaz."
          confirmLabel="Sil"
          destructive
          busy={busy}
          onConfirm={onConfirm}
        />
      </>
    );
  }

  it('asks, focuses cancel first, and Escape cancels with focus back on the opener', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Tümünü sil' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Tüm bildirimler silinsin mi?' });
    expect(dialog).toHaveAccessibleDescription('Bu işlem geri alınamaz.');
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the destructive button', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tümünü sil' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sil' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while busy: spinner text, both buttons wait, Escape does not close', async () => {
    renderWithProviders(<Harness busy />);
    await userEvent.click(screen.getByRole('button', { name: 'Tümünü sil' }));
    const confirm = await screen.findByRole('button', { name: 'İşleniyor…' });
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});

describe('FormDialog', () => {
  function Harness({ busy = false, onSubmit = vi.fn() }: { busy?: boolean; onSubmit?: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Görev ekle</Button>
        <FormDialog
          open={open}
          onOpenChange={setOpen}
          title="Yeni görev"
          description="Görevi ve sorumlusunu yazın."
          submitLabel="Kaydet"
          busy={busy}
          onSubmit={onSubmit}
        >
          <Field label="Görev adı">{(control) => <Input {...control} />}</Field>
        </FormDialog>
      </>
    );
  }

  it('sends on Enter in a field, and Cancel closes with focus back on the opener', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    const opener = screen.getByRole('button', { name: 'Görev ekle' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Yeni görev' });
    expect(dialog).toHaveAccessibleDescription('Görevi ve sorumlusunu yazın.');
    await userEvent.type(screen.getByLabelText('Görev adı'), 'Çeki listesi{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('while busy: neither sends again nor closes', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Harness busy onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Görev ekle' }));
    const submit = await screen.findByRole('button', { name: 'Kaydet' });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Görev adı'), 'x{Enter}');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
