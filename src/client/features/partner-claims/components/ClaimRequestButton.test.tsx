import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, lastBodyTo, mockFetch, renderWithProviders } from '@/test/utils';
import { ClaimRequestButton } from './ClaimRequestButton';

describe('ClaimRequestButton (issue 21: "Bu firma sizin mi?")', () => {
  it('sends the claim link to the listing address on confirmation and says where it went', async () => {
    const fetch = mockFetch((url) =>
      url.pathname === '/api/claim-links'
        ? jsonResponse({ email: 'i•••@kuzeyyildizi.example.com' }, { status: 202 })
        : jsonResponse({ user: null }),
    );
    renderWithProviders(<ClaimRequestButton partnerId={7} companyName="Kuzey Yıldızı" />);
    await userEvent.click(screen.getByRole('button', { name: 'Bu firma sizin mi? Sayfayı sahiplenin' }));
    expect(screen.getByRole('dialog', { name: 'Kuzey Yıldızı sayfasını sahiplenin' })).toHaveTextContent(
      'yalnızca bu sayfada kayıtlı firma e-posta adresine',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bağlantıyı Gönder' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Bağlantı i•••@kuzeyyildizi.example.com adresine gönderildi; 14 gün geçerlidir.',
    );
    expect(lastBodyTo(fetch, '/api/claim-links')).toEqual({ partnerId: 7 });
    expect(screen.queryByRole('button', { name: 'Bağlantıyı Gönder' })).toBeNull();
  });

  it('shows the server reason when a link was sent recently', async () => {
    mockFetch(() =>
      jsonResponse(
        { message: 'Bu firmaya son 24 saat içinde bir bağlantı gönderildi.', code: 'CLAIM_LINK_TOO_SOON' },
        { status: 429 },
      ),
    );
    renderWithProviders(<ClaimRequestButton partnerId={7} companyName="Kuzey Yıldızı" />);
    await userEvent.click(screen.getByRole('button', { name: 'Bu firma sizin mi? Sayfayı sahiplenin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bağlantıyı Gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('son 24 saat içinde');
  });
});
