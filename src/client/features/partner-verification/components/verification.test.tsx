import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartnerVerification, VerificationDocument } from '@shared/contracts/partner-verification';
import { addDays, istanbulToday } from '@shared/calendar';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { VerificationCard } from './VerificationCard';
import { VerificationPanel } from './VerificationPanel';

const file = (id: string) => ({
  id,
  fileName: `${id}.pdf`,
  fileSize: 2048,
  mimeType: 'application/pdf',
  url: `/objects/${id}`,
});

function doc(
  overrides: Partial<VerificationDocument> & Pick<VerificationDocument, 'id' | 'kind'>,
): VerificationDocument {
  return {
    title: null,
    status: 'pending',
    expiresOn: null,
    expired: false,
    rejectionReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    reviewedAt: null,
    file: file(`file-${overrides.id}`),
    ...overrides,
  };
}

const pending: PartnerVerification = {
  partnerId: 7,
  verified: false,
  verifiedUntil: null,
  documents: [
    doc({ id: 1, kind: 'tax_certificate' }),
    doc({ id: 2, kind: 'trade_registry_gazette', status: 'verified', expiresOn: '2027-03-01' }),
  ],
};

describe('VerificationPanel (admins)', () => {
  it('verifies a document with its last valid day and shows the verified state from the answer', async () => {
    const expiresOn = addDays(istanbulToday(), 200);
    const verified: PartnerVerification = {
      ...pending,
      verified: true,
      verifiedUntil: '2027-03-01',
      documents: [{ ...pending.documents[0]!, status: 'verified', expiresOn }, pending.documents[1]!],
    };
    const fetch = mockFetch((url, init) =>
      url.pathname === '/api/admin/partner-documents/1/verify' && init?.method === 'POST'
        ? jsonResponse(verified)
        : jsonResponse(pending),
    );
    renderWithProviders(<VerificationPanel partnerId={7} />);
    const rows = await screen.findAllByTestId('review-document');
    expect(within(rows[0]!).getByText('Vergi levhası')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('İncelemede')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: /Belgeyi aç/ })).toHaveAttribute('href', '/objects/file-1');
    expect(screen.getByTestId('verification-state')).toHaveTextContent('Doğrulanmamış');

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Doğrula: Vergi levhası' }));
    await userEvent.type(within(rows[0]!).getByLabelText('Geçerlilik son günü'), expiresOn);
    await userEvent.click(within(rows[0]!).getByTestId('decision-submit'));

    await waitFor(() =>
      expect(screen.getByTestId('verification-state')).toHaveTextContent('Doğrulanmış · 1 Mart 2027'),
    );
    const call = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(call[1]!.body as string)).toEqual({ expiresOn });
  });

  it('rejects with a reason and shows the server message under the field', async () => {
    mockFetch((url, init) =>
      url.pathname === '/api/admin/partner-documents/1/reject' && init?.method === 'POST'
        ? jsonResponse(
            {
              message: 'Gönderilen bilgiler geçersiz.',
              code: 'VALIDATION_ERROR',
              fieldErrors: { reason: ['Ret nedenini en az 10 karakterle açıklayın'] },
            },
            { status: 400 },
          )
        : jsonResponse(pending),
    );
    renderWithProviders(<VerificationPanel partnerId={7} />);
    const rows = await screen.findAllByTestId('review-document');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Reddet: Vergi levhası' }));
    await userEvent.type(within(rows[0]!).getByLabelText('Ret nedeni (iş ortağı görür)'), 'kısa');
    await userEvent.click(within(rows[0]!).getByTestId('decision-submit'));
    expect(await within(rows[0]!).findByText('Ret nedenini en az 10 karakterle açıklayın')).toBeInTheDocument();
    expect(within(rows[0]!).getByLabelText('Ret nedeni (iş ortağı görür)')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('VerificationCard (the partner)', () => {
  it('shows whether the badge shows, each document status and a rejection reason', async () => {
    mockFetch(() =>
      jsonResponse({
        partnerId: 7,
        verified: true,
        verifiedUntil: '2027-03-01',
        documents: [
          doc({ id: 3, kind: 'authorisation', title: 'AEO', status: 'rejected', rejectionReason: 'Sayfa eksik.' }),
          doc({ id: 2, kind: 'trade_registry_gazette', status: 'verified', expiresOn: '2027-03-01' }),
          doc({ id: 1, kind: 'tax_certificate', status: 'verified', expiresOn: '2026-01-01', expired: true }),
        ],
      } satisfies PartnerVerification),
    );
    renderWithProviders(<VerificationCard />);
    expect(
      await screen.findByText('Doğrulanmış iş ortağısınız; rozetiniz 1 Mart 2027 tarihine kadar görünür.'),
    ).toBeInTheDocument();
    const rows = screen.getAllByTestId('own-document');
    expect(within(rows[0]!).getByText('Yetki belgesi: AEO')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Reddedildi')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Neden: Sayfa eksik.')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Doğrulandı · 1 Mart 2027 tarihine kadar')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Süresi doldu · 1 Ocak 2026')).toBeInTheDocument();
  });

  it('asks for the file before sending, and shows nothing to an account without a partner', async () => {
    mockFetch(() => jsonResponse(pending));
    const { unmount } = renderWithProviders(<VerificationCard />);
    await userEvent.click(await screen.findByTestId('document-submit'));
    expect(await screen.findByText('Önce belge dosyasını yükleyin.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Belge türü'), 'authorisation');
    expect(screen.getByLabelText('Yetki belgesinin adı')).toBeInTheDocument();
    unmount();

    mockFetch(() => jsonResponse({ message: 'İş ortağı bulunamadı', code: 'PARTNER_NOT_FOUND' }, { status: 404 }));
    const { container } = renderWithProviders(<VerificationCard />);
    // The skeleton shows while loading; the 404 leaves nothing (the dashboard says how to apply).
    await waitFor(() => expect(container.querySelector('[data-testid="verification-card"]')).toBeNull());
  });
});
