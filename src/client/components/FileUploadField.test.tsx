import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import * as upload from '@/lib/upload';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/utils';
import { FileUploadField } from './FileUploadField';

const file = (name: string, size: number, type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

describe('FileUploadField', () => {
  it("reports each refused file with the spec's message and keeps the accepted ones", async () => {
    const onFilesChange = vi.fn();
    renderWithProviders(
      <FileUploadField label="Belgeler" kind="application-document" multiple onFilesChange={onFilesChange} />,
    );
    expect(screen.getByText('PDF, DOC, DOCX, JPG, JPEG, PNG · en fazla 10MB')).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText('Belgeler'),
      [file('buyuk.pdf', 10 * 1024 * 1024 + 1), file('virus.exe', 10), file('bos.pdf', 0), file('teklif.pdf', 2048)],
      { applyAccept: false },
    );
    const list = screen.getByRole('list', { name: 'Seçilen dosyalar' });
    const alerts = within(list)
      .getAllByRole('alert')
      .map((a) => a.textContent);
    expect(alerts).toEqual([
      'Dosya çok büyük. Maksimum dosya boyutu 10MB olmalıdır.',
      'Desteklenmeyen dosya türü. Kabul edilen türler: PDF, DOC, DOCX, JPG, JPEG, PNG',
      'Dosya boş. Lütfen içeriği olan bir dosya seçin.',
    ]);
    expect(within(list).getByText('2.0 KB · Eklendi')).toBeInTheDocument();
    expect(onFilesChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'teklif.pdf' })]);

    await userEvent.click(screen.getByRole('button', { name: 'teklif.pdf dosyasını kaldır' }));
    expect(onFilesChange).toHaveBeenLastCalledWith([]);
    expect(within(list).queryByText('teklif.pdf')).not.toBeInTheDocument();
  });

  it('shows an image preview and a progress bar while uploading, then the result', async () => {
    let progress: ((p: number) => void) | undefined;
    let finish: ((v: upload.UploadResult) => void) | undefined;
    const spy = vi.spyOn(upload, 'uploadFile').mockImplementation((_path, _field, _file, opts) => {
      progress = opts?.onProgress;
      return new Promise((resolve) => {
        finish = resolve as (v: upload.UploadResult) => void;
      });
    });
    const onUploaded = vi.fn();
    renderWithProviders(
      <FileUploadField
        label="Profil resmi"
        kind="image"
        upload={{ path: '/api/upload/image', field: 'image' }}
        onUploaded={onUploaded}
      />,
    );
    await userEvent.upload(screen.getByLabelText('Profil resmi'), file('foto.png', 100, 'image/png'));
    expect(spy).toHaveBeenCalledWith('/api/upload/image', 'image', expect.any(File), expect.any(Object));
    expect(screen.getByRole('img', { name: 'foto.png önizlemesi' })).toHaveAttribute('src', 'blob:preview');
    progress!(42);
    const bar = await screen.findByRole('progressbar', { name: 'foto.png yükleniyor' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
    expect(screen.getByText('Yükleniyor… %42')).toBeInTheDocument();
    const result = { success: true as const, url: '/public-objects/x.png', id: 'id', metadata: null, error: null };
    finish!(result);
    expect(await screen.findByText(/Yüklendi/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(result, expect.any(File));
  });

  it("shows the server's refusal text, in English for an English page, and offers a retry", async () => {
    await i18n.changeLanguage('en');
    const spy = vi
      .spyOn(upload, 'uploadFile')
      .mockRejectedValueOnce(new ApiError(415, 'UNSUPPORTED_FILE_TYPE', 'Unsupported file type. Accepted types: PDF.'))
      .mockResolvedValueOnce({ success: true, url: '/objects/1', id: '1', metadata: null, error: null });
    renderWithProviders(
      <FileUploadField label="Document" kind="document" upload={{ path: '/api/upload/document', field: 'document' }} />,
    );
    expect(screen.getByText('PDF, DOC, DOCX, XLS, XLSX, TXT, CSV · up to 10MB')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Document'), file('fake.pdf', 10));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unsupported file type. Accepted types: PDF.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Uploaded/)).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('keeps one file when not multiple: a new pick replaces the old', async () => {
    const onFilesChange = vi.fn();
    renderWithProviders(<FileUploadField label="Logo" kind="logo" onFilesChange={onFilesChange} />);
    await userEvent.upload(screen.getByLabelText('Logo'), file('a.png', 10, 'image/png'));
    await userEvent.upload(screen.getByLabelText('Logo'), file('b.png', 10, 'image/png'));
    expect(screen.queryByText('a.png')).not.toBeInTheDocument();
    expect(screen.getByText('b.png')).toBeInTheDocument();
    expect(onFilesChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.png' })]);
  });
});
