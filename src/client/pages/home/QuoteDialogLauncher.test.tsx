import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { SessionUser } from '@shared/contracts/auth';
import type { PartnerProfileResponse } from '@shared/contracts/partners';
import { categories, partner, sessionUser } from '@/test/fixtures';
import { calledUrls, jsonResponse, LocationDisplay, mockFetch, renderWithProviders } from '@/test/utils';
import PartnerProfilePage from '../PartnerProfilePage';
import PartnersPage from '../PartnersPage';

/** The dialog is a lazy chunk; on a loaded machine it takes longer than findBy's default second. */
const LAZY = { timeout: 10_000 };

const card = partner({ id: 5, username: 'ege-lojistik', companyName: 'Ege Lojistik', serviceCategory: 'lojistik' });

function profile(): PartnerProfileResponse {
  return {
    ...card,
    website: null,
    companySize: null,
    foundingYear: null,
    sectorExperience: null,
    targetMarkets: null,
    markets: [],
    descriptionEn: null,
    linkedinProfile: null,
    twitterProfile: null,
    instagramProfile: null,
    facebookProfile: null,
    services: [
      { id: 1, name: 'Depolama', description: null, categoryId: 2 },
      { id: 2, name: 'Parsiyel Taşımacılık', description: null, categoryId: 2 },
    ],
    category: categories[1]!,
    canEdit: false,
  };
}

/** The catalogue at /partners, or the profile page at `route` (`/partner/:idOrUsername`). */
function renderCatalogue(user: SessionUser | null, route = '/partners') {
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/session') return jsonResponse({ user });
    if (url.pathname === '/api/categories') return jsonResponse(categories);
    if (url.pathname === '/api/partners') return jsonResponse([card], { headers: { 'X-Total-Count': '1' } });
    if (url.pathname === '/api/partners/ege-lojistik') return jsonResponse(profile());
    if (url.pathname === '/api/user/profile')
      return jsonResponse({
        profileImage: null,
        company: 'Yılmaz Tekstil',
        website: null,
        linkedinProfile: null,
        sector: null,
        title: null,
      });
    if (url.pathname === '/api/quote-requests/alternatives') return jsonResponse({ partners: [] });
    if (url.pathname === '/api/quote-requests' && init?.method === 'POST') {
      const request = {
        id: 40,
        groupId: null,
        partnerId: 5,
        fullName: 'Ayşe Yılmaz',
        companyName: 'Yılmaz Tekstil',
        email: 'ayse@example.com',
        phone: '5321110001',
        budget: null,
        serviceNeeded: 'Depolama — Çalışma şekli: Proje bazlı',
        message: null,
        status: 'pending',
        createdAt: '2026-11-22T10:00:00.000Z',
        respondedAt: null,
        updatedAt: '2026-11-22T10:00:00.000Z',
      };
      return jsonResponse({ ...request, requests: [request] }, { status: 201 });
    }
    return jsonResponse({ message: 'yok', code: 'NOT_FOUND' }, { status: 404 });
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/partners" element={<PartnersPage />} />
        <Route path="/partner/:idOrUsername" element={<PartnerProfilePage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationDisplay />
    </>,
    { route },
  );
  return { fetch };
}

describe('TEKLİF AL on catalogue cards (spec §2 "Quote")', () => {
  it('keeps sending visitors to sign in, back to the profile afterwards, without loading the dialog', async () => {
    const { fetch } = renderCatalogue(null);
    const cardEl = await screen.findByTestId('partner-card');
    expect(within(cardEl).getByRole('link', { name: 'Teklif Al' })).toHaveAttribute(
      'href',
      '/auth?from=quote&redirect=%2Fpartner%2Fege-lojistik%3Fquote%3D1',
    );
    expect(within(cardEl).queryByRole('button', { name: 'Teklif Al' })).toBeNull();
    expect(calledUrls(fetch).some((url) => url.pathname.startsWith('/api/quote-requests'))).toBe(false);
  });

  it("opens the dialog for a signed-in user with the partner's services and the user's details", async () => {
    const { fetch } = renderCatalogue(sessionUser({ phone: '5321110001' }));
    const cardEl = await screen.findByTestId('partner-card');
    await userEvent.click(await within(cardEl).findByRole('button', { name: 'Teklif Al' }));

    const dialog = await screen.findByRole('dialog', { name: 'Teklif Al' }, LAZY);
    expect(within(dialog).getByText('İhtiyacınızı anlatın; Ege Lojistik size fiyat teklifiyle dönsün.')).toBeVisible();
    expect(await within(dialog).findByRole('checkbox', { name: 'Parsiyel Taşımacılık' }, LAZY)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Depolama' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Ad')).toHaveValue('Ayşe');
    expect(within(dialog).getByLabelText('Soyad')).toHaveValue('Yılmaz');
    expect(within(dialog).getByLabelText('E-posta')).toHaveValue('ayse@example.com');
    expect(within(dialog).getByLabelText('Telefon')).toHaveValue('5321110001');
    // The session has no company: GET /api/user/profile fills it.
    expect(within(dialog).getByLabelText('Şirket')).toHaveValue('Yılmaz Tekstil');
    expect(calledUrls(fetch).map((url) => url.pathname)).toContain('/api/user/profile');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes after sending and offers the way to /service-requests', async () => {
    renderCatalogue(sessionUser({ phone: '5321110001', company: 'Yılmaz Tekstil' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Teklif Al' }));
    const dialog = await screen.findByRole('dialog', { name: 'Teklif Al' }, LAZY);
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Depolama' }, LAZY));
    await userEvent.click(within(dialog).getByTestId('quote-kvkk'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Teklif Talebini Gönder' }));
    const sent = (await screen.findByText('Talebiniz Ege Lojistik firmasına iletildi.')).closest('[data-sonner-toast]');
    expect(sent).toHaveTextContent('Teklif Talebi Gönderildi');
    expect(screen.queryByRole('dialog')).toBeNull();
    // A plain click: sonner's swipe handling calls setPointerCapture on pointerdown, which jsdom lacks.
    fireEvent.click(within(sent as HTMLElement).getByRole('button', { name: 'Taleplerimi gör' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/service-requests');
  });
});

describe('TEKLİF AL on the profile (spec §2 "Quote")', () => {
  it("opens the dialog from the quote card and the header with the profile's services", async () => {
    const { fetch } = renderCatalogue(sessionUser({ id: 2, company: 'Yılmaz Tekstil' }), '/partner/ege-lojistik');
    await screen.findByRole('heading', { level: 1, name: 'Ege Lojistik' });
    await userEvent.click(screen.getByRole('button', { name: 'Teklif Talebi Oluştur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Teklif Al' }, LAZY);
    expect(await within(dialog).findByRole('checkbox', { name: 'Depolama' }, LAZY)).toBeInTheDocument();
    // The profile's own services: the partner is not fetched a second time.
    expect(calledUrls(fetch).filter((url) => url.pathname === '/api/partners/ege-lojistik')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Teklif Al' }));
    expect(await screen.findByRole('dialog', { name: 'Teklif Al' }, LAZY)).toBeInTheDocument();
  });

  it('opens the dialog from ?quote=1 with what was typed before, and takes the parameter off the address', async () => {
    // A visitor pressed TEKLİF AL, then signed up and followed the mailed link (issue 18 item 13).
    localStorage.setItem('epp.quoteDraft.5', JSON.stringify({ message: 'Haftalık 3 palet', serviceDescription: '' }));
    renderCatalogue(sessionUser({ id: 2, company: 'Yılmaz Tekstil' }), '/partner/ege-lojistik?quote=1');
    const dialog = await screen.findByRole('dialog', { name: 'Teklif Al' }, LAZY);
    expect(await within(dialog).findByLabelText(/Mesajınız/, {}, LAZY)).toHaveValue('Haftalık 3 palet');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/partner\/ege-lojistik$/));
    await userEvent.type(within(dialog).getByLabelText(/Mesajınız/), ', Mersin');
    expect(JSON.parse(localStorage.getItem('epp.quoteDraft.5') ?? '{}')).toMatchObject({
      message: 'Haftalık 3 palet, Mersin',
    });
    localStorage.clear();
  }, 30_000);

  it('sends a visitor from both quote buttons to sign in, back to this profile afterwards', async () => {
    renderCatalogue(null, '/partner/ege-lojistik');
    await screen.findByRole('heading', { level: 1, name: 'Ege Lojistik' });
    const target = '/auth?from=quote&redirect=%2Fpartner%2Fege-lojistik%3Fquote%3D1';
    expect(await screen.findByRole('link', { name: 'Teklif Al' })).toHaveAttribute('href', target);
    expect(screen.getByRole('link', { name: 'Teklif Talebi Oluştur' })).toHaveAttribute('href', target);
  });
});
