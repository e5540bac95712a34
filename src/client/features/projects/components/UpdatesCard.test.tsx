import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project, ProjectFile } from '@shared/contracts/projects';
import { project } from '@/test/fixtures';
import { jsonResponse, lastBodyTo, mockFetch, renderWithProviders } from '@/test/utils';
import { UpdatesCard } from './UpdatesCard';

/** A scripted XMLHttpRequest for the upload field: the test drives progress and the answer. */
class FakeXhr {
  static all: FakeXhr[] = [];
  url = '';
  status = 0;
  responseText = '';
  withCredentials = false;
  responseType = '';
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
  setRequestHeader() {}
  addEventListener(type: string, fn: () => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  send() {}
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

const FILE_ID = '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f';
const file = (overrides: Partial<ProjectFile>): ProjectFile => ({
  id: FILE_ID,
  fileName: 'fatura.pdf',
  fileSize: 2048,
  mimeType: 'application/pdf',
  url: `/objects/${FILE_ID}`,
  kind: 'invoice',
  addedBySide: 'partner',
  createdAt: '2026-11-21T09:00:00.000Z',
  milestoneId: null,
  updateId: 2,
  paymentId: null,
  ...overrides,
});

function renderCard(p: Project, answer: (url: URL, init?: RequestInit) => Response | undefined = () => undefined) {
  const fetch = mockFetch((url, init) => answer(url, init) ?? jsonResponse(p));
  renderWithProviders(<UpdatesCard project={p} />);
  return fetch;
}

describe('UpdatesCard (issue 20)', () => {
  it('shows the timeline newest first, with the author side and the files to download', () => {
    renderCard(
      project({
        role: 'buyer',
        updates: [
          {
            id: 2,
            authorSide: 'partner',
            body: 'Konteyner yüklendi.',
            createdAt: '2026-11-21T09:00:00.000Z',
            files: [file({})],
          },
          {
            id: 1,
            authorSide: 'buyer',
            body: 'Yükleme adresi değişti.',
            createdAt: '2026-11-20T12:00:00.000Z',
            files: [],
          },
        ],
      }),
    );
    const items = screen.getAllByTestId('project-update');
    expect(items[0]).toHaveTextContent('İş ortağı');
    expect(items[0]).toHaveTextContent('Ege Lojistik');
    expect(items[0]).toHaveTextContent('Konteyner yüklendi.');
    const link = within(items[0]!).getByRole('link', { name: /fatura\.pdf/ });
    expect(link).toHaveAttribute('href', `/objects/${FILE_ID}`);
    expect(link).toHaveTextContent('Fatura');
    expect(items[1]).toHaveTextContent('Yılmaz Dış Ticaret');
  });

  it('posts text with an uploaded file and its kind, waiting for the upload to finish', async () => {
    const user = userEvent.setup();
    const p = project({ role: 'partner' });
    const fetch = renderCard(p, (url, init) =>
      url.pathname === `/api/projects/${p.id}/updates` && init?.method === 'POST'
        ? jsonResponse({
            ...p,
            updates: [
              { id: 2, authorSide: 'partner', body: 'Evraklar ekte', createdAt: p.updatedAt, files: [file({})] },
            ],
          })
        : undefined,
    );
    expect(screen.getByText('Henüz güncelleme yok')).toBeInTheDocument();
    const post = screen.getByRole('button', { name: 'Paylaş' });
    await user.click(post);
    expect(screen.getByText('Güncelleme metni gerekli')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Güncelleme'), 'Evraklar ekte');
    await user.upload(
      screen.getByLabelText('Dosyalar (isteğe bağlı)'),
      new File(['%PDF-1.4'], 'fatura.pdf', { type: 'application/pdf' }),
    );
    const xhr = FakeXhr.all.at(-1)!;
    expect(xhr.url).toBe('/api/upload/general');
    act(() => xhr.progress(50, 100));
    expect(await screen.findByText('Yükleniyor… %50')).toBeInTheDocument();
    expect(post).toBeDisabled();
    act(() =>
      xhr.respond(200, { success: true, url: `/objects/${FILE_ID}`, id: FILE_ID, metadata: null, error: null }),
    );

    await user.click(await screen.findByRole('combobox', { name: 'fatura.pdf için belge türü' }));
    await user.click(await screen.findByRole('option', { name: 'Fatura' }));
    expect(post).toBeEnabled();
    await user.click(post);
    expect(await screen.findByText('Güncelleme paylaşıldı')).toBeInTheDocument();
    expect(lastBodyTo(fetch, `/api/projects/${p.id}/updates`)).toEqual({
      body: 'Evraklar ekte',
      files: [{ fileId: FILE_ID, kind: 'invoice' }],
    });
    expect(screen.getByLabelText('Güncelleme')).toHaveValue('');
  });

  it('has no composer on a cancelled project', () => {
    renderCard(project({ status: 'cancelled', role: 'buyer' }));
    expect(screen.queryByRole('button', { name: 'Paylaş' })).toBeNull();
  });
});
