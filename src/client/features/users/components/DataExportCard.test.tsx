import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DataExportState } from '@shared/contracts/data-export';
import { jsonResponse, mockFetch, renderWithProviders, requestUrl } from '@/test/utils';
import { DataExportCard } from './DataExportCard';

const PATH = '/api/user/data-export';
const NONE: DataExportState = { latest: null, nextRequestAt: null };
const PENDING: DataExportState = {
  latest: {
    id: '0b6f7f3e-1f7a-4a38-9d7c-3f1b2c4d5e6f',
    status: 'pending',
    requestedAt: '2026-11-27T09:00:00.000Z',
    readyAt: null,
    expiresAt: null,
    bytes: null,
  },
  nextRequestAt: '2026-11-28T09:00:00.000Z',
};

function renderCard(route = '/user-panel?tab=settings') {
  return renderWithProviders(<DataExportCard />, { route });
}

describe('DataExportCard', () => {
  it('explains what is included and asks for a copy; then shows it pending and the next allowed time', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch((url, init) => {
      if (url.pathname !== PATH) return jsonResponse({}, { status: 404 });
      return init?.method === 'POST' ? jsonResponse(PENDING, { status: 202 }) : jsonResponse(NONE);
    });
    renderCard();

    expect(screen.getByRole('heading', { name: 'Verilerimi indir' })).toBeInTheDocument();
    expect(screen.getByText('Yüklediğiniz dosyalar')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Veri kopyası iste' });
    expect(button).toBeEnabled();
    await user.click(button);

    expect(await screen.findByTestId('data-export-status')).toHaveTextContent(/Veri kopyanız hazırlanıyor/);
    expect(screen.getByText(/Yeni bir kopyayı .+ itibarıyla isteyebilirsiniz/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Veri kopyası iste' })).toBeDisabled();
    const post = fetch.mock.calls.find(
      ([input, init]) => requestUrl(input).pathname === PATH && init?.method === 'POST',
    );
    expect(post).toBeDefined();
  });

  it('offers the download of a ready copy with its size and expiry', async () => {
    mockFetch(() =>
      jsonResponse({
        latest: {
          ...PENDING.latest,
          status: 'ready',
          readyAt: '2026-11-27T09:01:00.000Z',
          expiresAt: '2026-12-04T09:01:00.000Z',
          bytes: 2048,
        },
        nextRequestAt: PENDING.nextRequestAt,
      }),
    );
    renderCard();
    expect(await screen.findByTestId('data-export-status')).toHaveTextContent(/Veri kopyanız hazır \(2 KB\)/);
    expect(screen.getByRole('link', { name: 'ZIP dosyasını indir' })).toHaveAttribute(
      'href',
      '/api/user/data-export/download',
    );
  });

  it('says an expired copy expired and lets the user ask again', async () => {
    mockFetch(() =>
      jsonResponse({
        latest: { ...PENDING.latest, status: 'expired', expiresAt: '2026-11-20T09:01:00.000Z', bytes: 10 },
        nextRequestAt: null,
      }),
    );
    renderCard();
    expect(await screen.findByTestId('data-export-status')).toHaveTextContent(/süresi .+ tarihinde doldu/);
    expect(screen.queryByRole('link', { name: 'ZIP dosyasını indir' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Veri kopyası iste' })).toBeEnabled();
  });

  it('shows the server’s refusal (one a day) in the user’s language', async () => {
    const user = userEvent.setup();
    mockFetch((_url, init) =>
      init?.method === 'POST'
        ? jsonResponse(
            { code: 'DATA_EXPORT_TOO_SOON', message: 'Son 24 saat içinde zaten bir veri kopyası istediniz.' },
            { status: 429 },
          )
        : jsonResponse(NONE),
    );
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Veri kopyası iste' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Son 24 saat içinde zaten bir veri kopyası istediniz.');
  });

  it('explains an expired mail link that brought the user here', async () => {
    mockFetch(() => jsonResponse(NONE));
    renderCard('/user-panel?tab=settings&dataExport=expired');
    expect(screen.getByRole('alert')).toHaveTextContent(/indirme bağlantısının süresi dolmuş/);
  });

  it('shows a loading error', async () => {
    mockFetch(() => jsonResponse({ code: 'INTERNAL_ERROR', message: 'Sunucu hatası' }, { status: 500 }));
    renderCard();
    await waitFor(() => expect(screen.getByText('Veri kopyası durumu yüklenemedi')).toBeInTheDocument());
  });
});
