import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { AdminFile, AdminFileList } from '@shared/contracts/admin-files';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { FileManagement } from './FileManagement';

function file(n: number, overrides: Partial<AdminFile> = {}): AdminFile {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    fileName: `f${n}.pdf`,
    name: `Katalog ${n}.pdf`,
    fileSize: 1536 * n,
    mimeType: 'application/pdf',
    fileUrl: `/objects/00000000-0000-4000-8000-00000000000${n}`,
    category: 'PDF',
    source: 'attached_assets',
    isPublic: false,
    uploadedBy: 1,
    uploaderName: 'Ayşe Yönetici',
    uploadedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A fake GET/DELETE/PUT of /api/admin/files over `rows`; records each request as `METHOD path?query`. */
function serveFiles(rows: AdminFile[], { failDelete = false } = {}) {
  const store = { rows: [...rows] };
  const calls: string[] = [];
  const spy = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}${url.search}`);
    if (url.pathname === '/api/admin/files' && method === 'GET') {
      const search = url.searchParams.get('search')?.toLowerCase();
      const list = store.rows.filter((f) => !search || f.name.toLowerCase().includes(search));
      const body: AdminFileList = {
        files: list,
        total: list.length,
        page: 1,
        limit: 20,
        hasMore: false,
        stats: {
          totalFiles: store.rows.length,
          totalSize: store.rows.reduce((s, f) => s + f.fileSize, 0),
          publicFiles: store.rows.filter((f) => f.isPublic).length,
          privateFiles: store.rows.filter((f) => !f.isPublic).length,
          byCategory: store.rows.length
            ? [{ category: 'PDF', count: store.rows.length, size: store.rows.reduce((s, f) => s + f.fileSize, 0) }]
            : [],
        },
      };
      return jsonResponse(body);
    }
    const del = /^\/api\/admin\/files\/([^/]+)$/.exec(url.pathname);
    if (del && method === 'DELETE') {
      if (failDelete) return jsonResponse({ message: 'Sunucu hatası', code: 'INTERNAL' }, { status: 500 });
      store.rows = store.rows.filter((f) => f.id !== del[1]);
      return new Response(null, { status: 204 });
    }
    return jsonResponse({ message: 'Bulunamadı', code: 'NOT_FOUND' }, { status: 404 });
  });
  return { spy, calls, store };
}

async function seriousViolations(root: Element) {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('file management (spec §2 File management)', () => {
  it('shows totals and each file with its size in B/KB/MB and access', async () => {
    serveFiles([file(1), file(2, { isPublic: true, name: 'Afiş.png', category: 'image', mimeType: 'image/png' })]);
    renderWithProviders(<FileManagement />);
    const rows = await screen.findAllByTestId('file-row');
    expect(rows).toHaveLength(2);
    expect(within(screen.getByTestId('stat-total')).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-size')).getByText('4,5 KB')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1,5 KB')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Özel')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Herkese açık')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Ayşe Yönetici')).toBeInTheDocument();
  });

  it('sends the search after typing pauses, trimmed, and shows the filtered empty state', async () => {
    const { calls } = serveFiles([file(1)]);
    renderWithProviders(<FileManagement />);
    await screen.findAllByTestId('file-row');
    const box = screen.getByLabelText('Dosya ara');
    // Two edits in the same moment: one request, for the settled text, not one per change.
    fireEvent.change(box, { target: { value: 'yo' } });
    fireEvent.change(box, { target: { value: ' yok ' } });
    expect(calls.filter((c) => c.startsWith('GET'))).toHaveLength(1);
    expect(await screen.findByText('Filtrelere uygun dosya bulunamadı')).toBeInTheDocument();
    const gets = calls.filter((c) => c.startsWith('GET'));
    expect(gets).toEqual(['GET /api/admin/files?page=1&limit=20', 'GET /api/admin/files?page=1&limit=20&search=yok']);
    await userEvent.click(screen.getAllByRole('button', { name: 'Filtreleri temizle' })[0]!);
    expect(await screen.findAllByTestId('file-row')).toHaveLength(1);
  }, 15_000);

  it('deletes only after confirmation, then toasts', async () => {
    const { calls } = serveFiles([file(1)]);
    renderWithProviders(<FileManagement />);
    const row = (await screen.findAllByTestId('file-row'))[0]!;
    await userEvent.click(within(row).getByRole('button', { name: 'Sil: Katalog 1.pdf' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('"Katalog 1.pdf" kalıcı olarak silinecek');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(calls.some((c) => c.startsWith('DELETE'))).toBe(false);

    await userEvent.click(within(row).getByRole('button', { name: 'Sil: Katalog 1.pdf' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Dosya silindi.')).toBeInTheDocument();
    expect(calls).toContain(`DELETE /api/admin/files/${file(1).id}`);
    expect(await screen.findByText('Henüz dosya yok', { selector: 'h2' })).toBeInTheDocument();
  }, 15_000);

  it("toasts the spec's 'Dosya silinirken bir hata oluştu.' when the answer has no text", async () => {
    const spy = mockFetch((url, init) => {
      if ((init?.method ?? 'GET') === 'DELETE') return new Response('', { status: 502 });
      return jsonResponse({
        files: [file(1)],
        total: 1,
        page: 1,
        limit: 20,
        hasMore: false,
        stats: { totalFiles: 1, totalSize: 1, publicFiles: 0, privateFiles: 1, byCategory: [] },
      });
    });
    renderWithProviders(<FileManagement />);
    const row = (await screen.findAllByTestId('file-row'))[0]!;
    await userEvent.click(within(row).getByRole('button', { name: 'Sil: Katalog 1.pdf' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Dosya silinirken bir hata oluştu.')).toBeInTheDocument();
    expect(spy).toHaveBeenCalled();
  });

  it("asks for a file before uploading ('Lütfen bir dosya seçin.') and refuses a type outside the list", async () => {
    const { calls } = serveFiles([]);
    renderWithProviders(<FileManagement />);
    await screen.findByText('İlk dosyayı yükleyerek başlayın.');
    await userEvent.click(screen.getByTestId('open-upload'));
    const dialog = await screen.findByTestId('upload-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yükle' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Lütfen bir dosya seçin.');

    const input = within(dialog).getByTestId('upload-input');
    await userEvent.upload(input, new File(['a,b'], 'liste.csv', { type: 'text/csv' }), { applyAccept: false });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Desteklenmeyen dosya türü');
    await userEvent.upload(input, new File(['merhaba'], 'not.txt', { type: 'text/plain' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('upload-selected')).toHaveTextContent('not.txt');
    expect(calls.some((c) => c.startsWith('POST'))).toBe(false);
  }, 15_000);

  it('has no serious axe violations (list, upload dialog)', async () => {
    serveFiles([file(1), file(2, { isPublic: true })]);
    const { container } = renderWithProviders(<FileManagement />);
    await screen.findAllByTestId('file-row');
    expect(await seriousViolations(container)).toEqual([]);
    await userEvent.click(screen.getByTestId('open-upload'));
    const dialog = await screen.findByTestId('upload-dialog');
    expect(await seriousViolations(dialog)).toEqual([]);
  }, 20_000);
});
