import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@shared/contracts/categories';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { PartnerApplicationForm } from './PartnerApplicationForm';

// Radix's checkbox measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const categories: Category[] = [
  { id: 2, slug: 'gumruk', name: 'Gümrük', nameEn: 'Customs', icon: null },
  { id: 3, slug: 'lojistik', name: 'Lojistik', nameEn: 'Logistics', icon: null },
];

function renderForm() {
  mockFetch((url) => {
    if (url.pathname === '/api/services')
      return jsonResponse([
        { id: 1, name: 'Gümrükleme', description: null, categoryId: 2 },
        { id: 2, name: 'Depolama', description: null, categoryId: 3 },
      ]);
    if (url.pathname === '/api/partner-applications/username-available') return jsonResponse({ available: true });
    return jsonResponse({ message: 'yok', code: 'NOT_FOUND' }, { status: 404 });
  });
  const onSubmitted = vi.fn();
  renderWithProviders(
    <PartnerApplicationForm
      categories={categories}
      prefill={{ firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse@example.com', phone: '5321110001' }}
      onSubmitted={onSubmitted}
    />,
  );
  return { onSubmitted };
}

describe('PartnerApplicationForm (spec §5)', () => {
  it('is prefilled from the user and normalises the phone as it is typed', async () => {
    renderForm();
    expect(screen.getByLabelText('Ad')).toHaveValue('Ayşe');
    expect(screen.getByLabelText('İletişim Kişisi')).toHaveValue('Ayşe Yılmaz');
    const phone = screen.getByLabelText('Telefon');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0 (532) 111-22-33 44');
    expect(phone).toHaveValue('5532111223');
  });

  it('refuses an empty submit with the spec texts and the services toast', async () => {
    const { onSubmitted } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Başvuruyu Gönder' }));
    expect(await screen.findByText('KVKK onayı zorunludur')).toBeInTheDocument();
    expect(screen.getByText('En az bir hizmet seçmelisiniz')).toBeInTheDocument();
    expect(screen.getByText('Şirket adı en az 2 karakter olmalıdır')).toBeInTheDocument();
    expect(await screen.findByText('Hizmet Seçimi Gerekli')).toBeInTheDocument();
    expect(screen.getByText('En az bir hizmet eklemelisiniz.')).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('asks for the city and accepts a website typed without https:// (issue 18)', async () => {
    renderForm();
    const city = screen.getByLabelText('Şehir');
    await userEvent.click(screen.getByRole('button', { name: 'Başvuruyu Gönder' }));
    expect(await screen.findByText('Şehir en az 2 karakter olmalıdır')).toBeInTheDocument();
    await userEvent.click(city);
    await userEvent.paste('İzmir');
    const website = screen.getByLabelText(/Web Sitesi/);
    expect(website).toHaveAttribute('type', 'text');
    await userEvent.click(website);
    await userEvent.paste('yilmaz.example.com');
    await userEvent.tab();
    expect(screen.queryByText('Geçerli bir URL giriniz')).not.toBeInTheDocument();
    expect(screen.queryByText('Şehir en az 2 karakter olmalıdır')).not.toBeInTheDocument();
  });

  it('adds services with Enter, ignores duplicates (Turkish casing) and keeps a known service’s name', async () => {
    renderForm();
    const input = screen.getByTestId('service-input');
    await userEvent.type(input, 'gümrükleme{Enter}');
    await userEvent.type(input, 'İhracat Planı{Enter}');
    await userEvent.type(input, 'ihracat planı{Enter}');
    const chips = within(screen.getByTestId('service-chips')).getAllByRole('listitem');
    expect(chips.map((c) => c.textContent)).toEqual(['Gümrükleme', 'İhracat Planı']);
    await userEvent.click(screen.getByRole('button', { name: 'Gümrükleme hizmetini kaldır' }));
    expect(within(screen.getByTestId('service-chips')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('drops a document of another type with the "Dosya Hatası" toast', async () => {
    renderForm();
    const input = screen.getByTestId('documents-input');
    // As if the file dialog's type filter was switched to "all files".
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, [
        new File(['%PDF-1.4'], 'levha.pdf', { type: 'application/pdf' }),
        new File(['x'], 'notlar.txt', { type: 'text/plain' }),
      ]);
    expect(await screen.findByText('Dosya Hatası')).toBeInTheDocument();
    const list = within(screen.getByTestId('documents-list')).getAllByRole('listitem');
    expect(list).toHaveLength(1);
    expect(list[0]).toHaveTextContent('levha.pdf');
  });

  it('refuses a logo over 5 MB', async () => {
    renderForm();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('logo-input'), big);
    expect(await screen.findByText("logo.png: dosya 5MB'dan büyük olamaz.")).toBeInTheDocument();
    expect(screen.queryByTestId('logo-preview')).not.toBeInTheDocument();
  });
});
