/**
 * The capability fields tab of /system-settings (issue 21, decision 027): an admin adds an option in
 * both languages and saves the category's list; removing a field partners filled asks first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCapabilities, CapabilityField } from '@shared/contracts/capabilities';
import { CATEGORY_SLUGS } from '@shared/constants';
import type { Category } from '@shared/contracts/categories';
import { initData, sessionUser } from '@/test/fixtures';
import { jsonBody, jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { CapabilitiesEditor, keyFromLabel } from './CapabilitiesEditor';

const MODES: CapabilityField = {
  key: 'transport-modes',
  label: 'Taşıma türleri',
  labelEn: 'Transport modes',
  help: '',
  helpEn: '',
  kind: 'options',
  filterable: true,
  showOnCard: true,
  options: [
    { key: 'road', label: 'Karayolu', labelEn: 'Road' },
    { key: 'sea', label: 'Denizyolu', labelEn: 'Sea' },
  ],
};

const CATEGORIES: Category[] = [
  { id: 2, slug: 'gumruk', name: 'Gümrük Müşavirliği', nameEn: 'Customs Brokerage', icon: null },
  { id: 3, slug: 'lojistik', name: 'Uluslararası Lojistik', nameEn: 'International Logistics', icon: null },
];

function admin(fields: CapabilityField[]): AdminCapabilities {
  const definitions = Object.fromEntries(
    CATEGORY_SLUGS.map((s) => [s, []]),
  ) as unknown as AdminCapabilities['definitions'];
  definitions.lojistik = fields;
  return { definitions, usage: { lojistik: { 'transport-modes': { partners: 3, options: { road: 2, sea: 1 } } } } };
}

function serve() {
  const puts: { url: string; body: { fields: CapabilityField[] } }[] = [];
  let current = admin([MODES]);
  mockFetch((url, init) => {
    if (url.pathname === '/api/session') return jsonResponse({ user: sessionUser({ userType: 'editor_admin' }) });
    if (url.pathname === '/api/init') return jsonResponse(initData());
    if (url.pathname === '/api/admin/capabilities') return jsonResponse(current);
    if (url.pathname.startsWith('/api/admin/capabilities/') && init?.method === 'PUT') {
      const body = jsonBody(init) as { fields: CapabilityField[] };
      puts.push({ url: url.pathname, body });
      current = admin(body.fields);
      return jsonResponse(current);
    }
    return jsonResponse({ message: 'Bulunamadı', code: 'NOT_FOUND' }, { status: 404 });
  });
  return { puts };
}

describe('CapabilitiesEditor', () => {
  it('adds an option in both languages (key from the Turkish label) and saves the whole list', async () => {
    const user = userEvent.setup();
    const { puts } = serve();
    renderWithProviders(<CapabilitiesEditor categories={CATEGORIES} />);
    await user.selectOptions(await screen.findByLabelText('Kategori'), 'lojistik');
    const field = await screen.findByTestId('capability-field-transport-modes');
    expect(within(field).getByText('3 partner doldurdu')).toBeInTheDocument();
    await user.click(within(field).getByRole('button', { name: 'Seçenek ekle' }));
    const labels = within(field).getAllByLabelText('Seçenek (Türkçe)');
    await user.type(labels.at(-1)!, 'Demiryolu');
    await user.tab();
    await user.type(within(field).getAllByLabelText('Seçenek (İngilizce)').at(-1)!, 'Rail');
    await user.click(screen.getByTestId('save-capabilities'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.url).toBe('/api/admin/capabilities/lojistik');
    expect(puts[0]!.body.fields[0]!.options).toEqual([
      ...MODES.options,
      { key: 'demiryolu', label: 'Demiryolu', labelEn: 'Rail' },
    ]);
    expect(await screen.findByText('Yetkinlik alanları kaydedildi')).toBeInTheDocument();
  });

  it('asks before removing a field partners filled, and keeps it on cancel', async () => {
    const user = userEvent.setup();
    const { puts } = serve();
    renderWithProviders(<CapabilitiesEditor categories={CATEGORIES} />);
    await user.selectOptions(await screen.findByLabelText('Kategori'), 'lojistik');
    await user.click(await screen.findByRole('button', { name: 'Taşıma türleri alanını kaldır' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('"Taşıma türleri" alanını 3 partner doldurdu.');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(screen.getByTestId('capability-field-transport-modes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Taşıma türleri alanını kaldır' }));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Kaldır' }));
    expect(screen.queryByTestId('capability-field-transport-modes')).toBeNull();
    expect(screen.getByText(/Bu kategori için henüz yetkinlik alanı yok/)).toBeInTheDocument();
    await user.click(screen.getByTestId('save-capabilities'));
    await waitFor(() => expect(puts.at(-1)?.body.fields).toEqual([]));
  });

  it('makes keys from Turkish labels', () => {
    expect(keyFromLabel('İzmir Gümrük Müdürlüğü')).toBe('izmir-gumruk-mudurlugu');
    expect(keyFromLabel('ISO 9001')).toBe('iso-9001');
    expect(keyFromLabel('  Işık & Çağ ')).toBe('isik-cag');
  });
});
