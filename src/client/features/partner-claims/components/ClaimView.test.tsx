import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { ClaimInfo } from '@shared/contracts/partner-claims';
import { sessionUser } from '@/test/fixtures';
import { jsonResponse, LocationDisplay, mockFetch, renderWithProviders, requestUrl } from '@/test/utils';
import { ClaimView } from './ClaimView';

const TOKEN = 'a'.repeat(43);
const info: ClaimInfo = {
  partner: {
    id: 9,
    username: 'anadolugumruk',
    companyName: 'Anadolu Gümrük',
    serviceCategory: 'gumruk',
    city: 'Mersin',
    logo: null,
    shortDescription: null,
  },
  request: {
    id: 41,
    serviceNeeded: 'EUR.1 Dolaşım Belgesi',
    companyName: 'Yılmaz Dış Ticaret',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  expiresAt: '2026-12-04T10:00:00.000Z',
};

function render(session: 'visitor' | 'user', claim?: () => Response) {
  let claimed = false;
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/session') return jsonResponse({ user: session === 'user' ? sessionUser() : null });
    if (url.pathname === `/api/claim/${TOKEN}` && init?.method === 'POST') {
      const res = claim!();
      claimed = res.ok;
      return res;
    }
    // Once claimed, the link answers "used", as the server does: the page must have moved on by then.
    if (url.pathname === `/api/claim/${TOKEN}` && claimed) {
      return jsonResponse({ message: 'Kullanıldı.', code: 'CLAIM_LINK_USED' }, { status: 409 });
    }
    if (url.pathname === `/api/claim/${TOKEN}`) return jsonResponse(info);
    return jsonResponse({ message: 'not mocked', code: 'NOT_FOUND' }, { status: 404 });
  });
  renderWithProviders(
    <Routes>
      <Route path="/claim/:token" element={<ClaimView token={TOKEN} categoryName={() => 'Gümrük Müşavirliği'} />} />
      <Route path="*" element={<LocationDisplay />} />
    </Routes>,
    { route: `/claim/${TOKEN}` },
  );
  return fetch;
}

describe('ClaimView (issue 21: /claim/{token})', () => {
  it('shows the listing, the waiting request and, signed out, sign-in and register links that come back here', async () => {
    render('visitor');
    expect(await screen.findByTestId('claim-company')).toHaveTextContent('Anadolu Gümrük');
    expect(screen.getByTestId('claim-request')).toHaveTextContent('EUR.1 Dolaşım Belgesi');
    expect(screen.getByText(/4 Aralık 2026 tarihine kadar geçerlidir/)).toBeInTheDocument();
    const back = encodeURIComponent(`/claim/${TOKEN}`);
    expect(await screen.findByTestId('claim-register')).toHaveAttribute('href', `/auth?tab=register&redirect=${back}`);
    expect(screen.getByTestId('claim-sign-in')).toHaveAttribute('href', `/auth?redirect=${back}`);
    expect(screen.queryByTestId('claim-confirm')).toBeNull();
  });

  it('claims for the signed-in user and continues on the request', async () => {
    const fetch = render('user', () =>
      jsonResponse({ partnerId: 9, username: 'anadolugumruk', redirectTo: '/partner-dashboard?tab=quotes&request=41' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Firmayı Sahiplen' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/partner-dashboard?tab=quotes&request=41');
    const posts = fetch.mock.calls.filter(
      ([input, init]) => requestUrl(input).pathname === `/api/claim/${TOKEN}` && init?.method === 'POST',
    );
    expect(posts).toHaveLength(1);
  });

  it('keeps the user on the page with the server reason when the claim is refused', async () => {
    render('user', () =>
      jsonResponse(
        {
          message: 'Hesabınız zaten bir firma sayfasına bağlı. Bir hesap yalnızca bir firmayı yönetebilir.',
          code: 'CLAIM_ALREADY_OWNER',
        },
        { status: 409 },
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Firmayı Sahiplen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hesabınız zaten bir firma sayfasına bağlı.');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it.each([
    ['CLAIM_LINK_INVALID', 404, 'Bağlantı tanınmadı'],
    ['CLAIM_LINK_EXPIRED', 410, 'Bağlantının süresi doldu'],
    ['CLAIM_LINK_USED', 409, 'Bu firma sayfası sahiplenilmiş'],
  ])('explains a refused link (%s)', async (code, status, title) => {
    mockFetch((url) => {
      if (url.pathname === '/api/session') return jsonResponse({ user: null });
      return jsonResponse({ message: 'Sunucunun açıklaması.', code }, { status });
    });
    renderWithProviders(<ClaimView token={TOKEN} categoryName={(s) => s} />);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByTestId('claim-refused')).toHaveTextContent('Sunucunun açıklaması.');
    expect(screen.getByRole('link', { name: 'İş ortaklarına göz at' })).toHaveAttribute('href', '/partners');
  });
});
