import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListingImportResult } from '@shared/contracts/partner-claims';
import { renderWithProviders } from '@/test/utils';
import { ListingImportDialog } from './ListingImportDialog';

/** A scripted XMLHttpRequest: records what is sent; the test drives progress and the answer. */
class FakeXhr {
  static all: FakeXhr[] = [];
  url = '';
  status = 0;
  responseText = '';
  withCredentials = false;
  responseType = '';
  headers: Record<string, string> = {};
  body: unknown;
  private listeners: Record<string, (() => void)[]> = {};
  private progressListeners: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void)[] = [];
  upload = {
    addEventListener: (_: string, fn: (e: { lengthComputable: boolean; loaded: number; total: number }) => void) =>
      this.progressListeners.push(fn),
  };
  constructor() {
    FakeXhr.all.push(this);
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, fn: () => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {}
  progress(loaded: number, total: number) {
    for (const fn of this.progressListeners) fn({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    for (const fn of this.listeners.load ?? []) fn();
  }
}

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const csv = new File(['companyName,serviceCategory,city,email\n'], 'firmalar.csv', { type: 'text/csv' });
const created = (row: number, name: string) => ({
  row,
  companyName: name,
  username: name.toLowerCase().replace(/\s/g, ''),
  city: 'Bursa',
  email: `info@${row}.example.com`,
  partnerId: null,
});

async function pickAndCheck() {
  const onOpenChange = vi.fn();
  renderWithProviders(<ListingImportDialog open onOpenChange={onOpenChange} />);
  const check = screen.getByRole('button', { name: 'Dosyayı Kontrol Et' });
  expect(check).toBeDisabled();
  await userEvent.upload(screen.getByLabelText('CSV dosyası'), csv);
  await userEvent.click(check);
  return onOpenChange;
}

describe('ListingImportDialog (issue 21: dry run first, per-row errors)', () => {
  it('offers the header-row template', () => {
    renderWithProviders(<ListingImportDialog open onOpenChange={() => {}} />);
    const link = screen.getByRole('link', { name: 'Şablonu İndir' });
    expect(link).toHaveAttribute('download', 'firma-listesi-sablonu.csv');
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain(
      'companyName,serviceCategory,city,email,phone,website,contactPerson,shortDescription',
    );
  });

  it('checks the file without writing, shows each row problem, and offers no import while there are any', async () => {
    await pickAndCheck();
    const xhr = FakeXhr.all[0]!;
    expect(xhr.url).toBe('/api/admin/partners/import?dryRun=true');
    expect(xhr.headers['Content-Type']).toBe('text/csv');
    expect(xhr.body).toBe(csv);
    xhr.progress(50, 100);
    expect(await screen.findByRole('progressbar', { name: 'Yükleme durumu' })).toHaveAttribute('aria-valuenow', '50');
    const answer: ListingImportResult = {
      dryRun: true,
      rows: 3,
      errors: [
        { row: 2, field: 'email', message: 'Geçerli bir e-posta adresi giriniz.' },
        { row: 3, field: '', message: 'Bu satırda 3 sütun var; başlık satırında 4 sütun var.' },
      ],
      created: [created(1, 'Marmara Lojistik')],
    };
    xhr.respond(200, answer);
    const errors = await screen.findByTestId('listing-import-errors');
    const items = within(errors).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Satır 2 · E-posta');
    expect(items[0]).toHaveTextContent('Geçerli bir e-posta adresi giriniz.');
    expect(items[1]).toHaveTextContent('Satır 3 · Tüm satır');
    expect(screen.getByRole('status')).toHaveTextContent('3 satır okundu: 1 firma eklenebilir, 2 sorun bulundu.');
    expect(screen.queryByRole('button', { name: /İçe Aktar$/ })).toBeNull();
  });

  it('imports a clean file after the check and closes', async () => {
    const onOpenChange = await pickAndCheck();
    FakeXhr.all[0]!.respond(200, {
      dryRun: true,
      rows: 2,
      errors: [],
      created: [created(1, 'Marmara Lojistik'), created(2, 'Ege Ambalaj')],
    });
    expect(await screen.findByTestId('listing-import-created')).toHaveTextContent('@marmaralojistik');
    await userEvent.click(screen.getByRole('button', { name: '2 Firmayı İçe Aktar' }));
    const real = FakeXhr.all[1]!;
    expect(real.url).toBe('/api/admin/partners/import?dryRun=false');
    real.respond(200, {
      dryRun: false,
      rows: 2,
      errors: [],
      created: [
        { ...created(1, 'Marmara Lojistik'), partnerId: 60 },
        { ...created(2, 'Ege Ambalaj'), partnerId: 61 },
      ],
    });
    expect(await screen.findByText('2 firma eklendi.')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows why an unreadable file was refused', async () => {
    await pickAndCheck();
    FakeXhr.all[0]!.respond(400, {
      message: 'Bilinmeyen sütun: name. Şablondaki başlık satırını kullanın.',
      code: 'LISTING_IMPORT_INVALID',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Bilinmeyen sütun: name.');
  });

  it('cannot be closed while the file is being checked', async () => {
    const onOpenChange = await pickAndCheck();
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toBeDisabled();
    expect(screen.getByTestId('listing-import-check')).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    FakeXhr.all[0]!.respond(200, { dryRun: true, rows: 1, errors: [], created: [created(1, 'Marmara Lojistik')] });
    expect(await screen.findByTestId('listing-import-confirm')).toHaveTextContent('1 Firmayı İçe Aktar');
  });
});
