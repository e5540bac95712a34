import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, lastBodyTo, mockFetch, renderWithProviders } from '@/test/utils';
import { ListingActions } from './ListingActions';

const categories = [
  { slug: 'gumruk', label: 'Gümrük Müşavirliği' },
  { slug: 'lojistik', label: 'Lojistik' },
] as const;

describe('ListingActions: "Firma Ekle" (issue 21, claimable listings)', () => {
  it('checks the fields, sends the listing, says so, and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/partners' && init?.method === 'POST')
        return jsonResponse({ id: 90, username: 'deltagumruk', companyName: 'Delta Gümrük' }, { status: 201 });
      return jsonResponse({ message: 'yok', code: 'NOT_FOUND' }, { status: 404 });
    });
    renderWithProviders(<ListingActions categories={categories} />);
    const opener = screen.getByRole('button', { name: 'Firma Ekle' });
    await user.click(opener);
    const dialog = within(await screen.findByRole('dialog', { name: 'Firma ekle' }));

    // Nothing is sent while the required fields are empty or wrong.
    await user.click(dialog.getByRole('button', { name: 'Firmayı Ekle' }));
    expect(dialog.getByLabelText('Firma adı')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('E-posta')).toHaveAttribute('aria-invalid', 'true');
    expect(lastBodyTo(fetch, '/api/admin/partners')).toBeUndefined();

    await user.type(dialog.getByLabelText('Firma adı'), '  Delta Gümrük ');
    await user.click(dialog.getByRole('combobox', { name: 'Kategori' }));
    await user.click(await screen.findByRole('option', { name: 'Gümrük Müşavirliği' }));
    await user.type(dialog.getByLabelText('Şehir'), 'Mersin');
    await user.type(dialog.getByLabelText('E-posta'), 'Info@Delta.example.com');
    await user.click(dialog.getByRole('button', { name: 'Firmayı Ekle' }));

    expect(await screen.findByText('Delta Gümrük eklendi (@deltagumruk).')).toBeInTheDocument();
    expect(lastBodyTo(fetch, '/api/admin/partners')).toMatchObject({
      companyName: 'Delta Gümrük',
      serviceCategory: 'gumruk',
      city: 'Mersin',
      email: 'info@delta.example.com',
    });
    expect(screen.queryByRole('dialog', { name: 'Firma ekle' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
