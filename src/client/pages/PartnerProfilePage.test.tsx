import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { PartnerProfileResponse } from '@shared/contracts/partners';
import { i18n } from '@/lib/i18n';
import { categories, partner, sessionUser } from '@/test/fixtures';
import { jsonBody, jsonResponse, LocationDisplay, mockFetch, renderWithProviders } from '@/test/utils';
import PartnerProfilePage from './PartnerProfilePage';

/** The editor is a lazy chunk with TipTap: on a loaded machine it takes longer than findBy's default second. */
const LAZY = { timeout: 10_000 };

function profile(overrides: Partial<PartnerProfileResponse> = {}): PartnerProfileResponse {
  return {
    ...partner({ id: 5, username: 'ege-lojistik', companyName: 'Ege Lojistik', userId: 9, followersCount: 12 }),
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
    services: [{ id: 1, name: 'Depolama', description: null, categoryId: null }],
    category: categories[1]!,
    canEdit: false,
    ...overrides,
  };
}

const reviewsPage = {
  reviews: [
    {
      id: 1,
      partnerId: 5,
      reviewerName: 'Ayşe Y.',
      companyName: 'Yılmaz Tekstil',
      rating: 5,
      comment: 'Zamanında teslim',
      reply: null,
      repliedAt: null,
      isHidden: false,
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  ],
  ratingAverage: 4.6,
  reviewCount: 12,
  page: 1,
  hasMore: false,
};

const postsPage = {
  posts: [
    {
      id: 3,
      partnerId: 5,
      body: 'İzmir fuarındayız',
      link: null,
      image: null,
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  ],
  hasMore: false,
};

function renderPage(
  route: string,
  answer: PartnerProfileResponse,
  user: ReturnType<typeof sessionUser> | null = sessionUser({ id: 2 }),
) {
  const patches: unknown[] = [];
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/session') return jsonResponse({ user });
    if (url.pathname === '/api/services') return jsonResponse([]);
    if (url.pathname === '/api/partners/5/following') return jsonResponse({ isFollowing: false });
    if (url.pathname === '/api/partners/5' && init?.method === 'PATCH') {
      const body = jsonBody(init) as Record<string, unknown>;
      patches.push(body);
      if (body.shortDescriptionEn === 'Reddedilecek') {
        return jsonResponse(
          { message: 'Geçersiz', code: 'VALIDATION_ERROR', fieldErrors: { shortDescriptionEn: ['Çok uzun metin'] } },
          { status: 400 },
        );
      }
      if (body.username === 'alinmis-ad') {
        return jsonResponse(
          {
            message: 'Bu kullanıcı adı kullanılıyor.',
            code: 'CONFLICT',
            fieldErrors: { username: ['Bu kullanıcı adı kullanılıyor.'] },
          },
          { status: 409 },
        );
      }
      return jsonResponse({ ...answer, ...body });
    }
    if (url.pathname === '/api/partners/5/reviews') return jsonResponse(reviewsPage);
    if (url.pathname === '/api/partners/5/posts') return jsonResponse(postsPage);
    if (url.pathname.startsWith('/api/partners/')) return jsonResponse(answer);
    return jsonResponse({}, { status: 404 });
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/partner/:idOrUsername"
        element={
          <>
            <PartnerProfilePage />
            <LocationDisplay />
          </>
        }
      />
    </Routes>,
    { route },
  );
  return { fetch, patches };
}

describe('PartnerProfilePage', () => {
  it('replaces an old username in the URL by the current one', async () => {
    renderPage('/partner/egelojistik', profile());
    expect(await screen.findByRole('heading', { level: 1, name: 'Ege Lojistik' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/partner/ege-lojistik'));
  });

  it('shows follow, message and quote to another user, with tabs, and no edit button', async () => {
    renderPage('/partner/ege-lojistik', profile());
    await screen.findByRole('heading', { level: 1, name: 'Ege Lojistik' });
    expect(await screen.findByRole('button', { name: 'Takip Et' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mesaj Gönder' })).toHaveAttribute('href', '/messages?partner=5');
    expect(screen.getByRole('button', { name: 'Teklif Al' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Düzenle' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: /Hizmetler/ }));
    expect(within(screen.getByRole('tabpanel')).getByText('Depolama')).toBeInTheDocument();
  });

  it('offers a visitor the inquiry form (issue 22)', async () => {
    renderPage('/partner/ege-lojistik', profile({ acceptsInquiries: true }), null);
    expect(await screen.findByRole('region', { name: 'Firmaya soru sorun' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mesajı Gönder' })).toBeInTheDocument();
  });

  it('shows a signed-in user the message flow instead of the inquiry form (issue 22)', async () => {
    renderPage('/partner/ege-lojistik', profile({ acceptsInquiries: true }));
    expect(await screen.findByRole('link', { name: 'Mesaj Gönder' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Firmaya soru sorun' })).toBeNull();
  });

  it('shows a visitor no inquiry form where the firm takes none (issue 22)', async () => {
    renderPage('/partner/ege-lojistik', profile({ userId: null, acceptsInquiries: false }), null);
    await screen.findByRole('heading', { level: 1, name: 'Ege Lojistik' });
    expect(await screen.findByTestId('unclaimed-notice')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Firmaya soru sorun' })).toBeNull();
  });

  it('opens the posts tab from ?tab=posts (a partner_post notification), the composer only for the owner as partner (issue 22)', async () => {
    renderPage('/partner/ege-lojistik?tab=posts', profile());
    const tab = await screen.findByRole('tab', { name: 'Gönderiler' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await within(screen.getByRole('tabpanel')).findByText('İzmir fuarındayız')).toBeInTheDocument();
    expect(screen.queryByTestId('post-composer')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: /Hizmetler/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/partner/ege-lojistik?tab=services'));
  });

  it('gives the owner acting as partner the post composer', async () => {
    renderPage(
      '/partner/ege-lojistik?tab=posts',
      profile({ canEdit: true }),
      sessionUser({ id: 9, userType: 'partner' }),
    );
    expect(await screen.findByTestId('post-composer')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Sil/ })).toBeInTheDocument();
  });

  it('lets the keyboard skip to the profile’s actions: two Tabs from the page to "Teklif Al" (issue 18)', async () => {
    renderPage('/partner/ege-lojistik', profile());
    await screen.findByRole('button', { name: 'Takip Et' });
    // The skip link is the profile's first stop.
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Profil işlemlerine geç' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#partner-actions');
    // What the browser does with the fragment: the actions take the focus; then Follow, Message, Quote.
    document.getElementById('partner-actions')!.focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Takip Et' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Teklif Al' })).toHaveFocus();
  });

  it('draws a low band, not a 3:1 box, when the partner has no cover image', async () => {
    renderPage('/partner/ege-lojistik', profile({ coverImage: null }));
    await screen.findByRole('heading', { level: 1, name: 'Ege Lojistik' });
    expect(screen.getByTestId('profile-cover').className).not.toContain('aspect-[3/1]');
  });

  it('shows the rating, response figures and reviews; only the owner may reply', async () => {
    renderPage('/partner/ege-lojistik', profile({ ratingAverage: 4.6, reviewCount: 12, responseTimeHours: 3 }));
    expect(await screen.findByTestId('partner-trust')).toHaveTextContent('4,6 (12)');
    expect(screen.getByTestId('partner-trust')).toHaveTextContent('Genelde 3 saatte yanıt verir');
    const section = await screen.findByRole('region', { name: 'Değerlendirmeler' });
    expect(await within(section).findByText('Zamanında teslim')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Yanıtla/ })).toBeNull();
  });

  it('offers the owner a reply to a review', async () => {
    renderPage('/partner/ege-lojistik', profile({ canEdit: true }), sessionUser({ id: 9, userType: 'partner' }));
    const section = await screen.findByRole('region', { name: 'Değerlendirmeler' });
    expect(await within(section).findByRole('button', { name: 'Yanıtla: Ayşe Y.' })).toBeInTheDocument();
  });

  it('gives the owner the editor instead of follow and message; saves only the changed fields', async () => {
    const own = profile({
      canEdit: true,
      contactPerson: null,
      email: null,
      phone: null,
      isActive: true,
      isApproved: true,
      usernameChangedAt: null,
    });
    const { patches } = renderPage('/partner/ege-lojistik', own, sessionUser({ id: 9 }));
    await screen.findByRole('heading', { level: 1, name: 'Ege Lojistik' });
    expect(screen.queryByRole('button', { name: 'Takip Et' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Mesaj Gönder' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Düzenle' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profili Düzenle' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Metin biçimlendirme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kalın' })).toBeInTheDocument();

    const city = screen.getByLabelText('Şehir');
    await userEvent.clear(city);
    await userEvent.type(city, 'İzmir');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Profil kaydedildi.', {}, LAZY)).toBeInTheDocument();
    expect(patches).toEqual([{ city: 'İzmir' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ege Lojistik' })).toBeInTheDocument();
  });

  it('offers the owner no quote button (it only added #quote to the address; issue 14)', async () => {
    renderPage('/partner/ege-lojistik', profile({ canEdit: true }), sessionUser({ id: 9, userType: 'partner' }));
    await screen.findByRole('heading', { level: 1, name: 'Ege Lojistik' });
    expect(screen.queryByRole('link', { name: 'Teklif Al' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Teklif Al' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Teklif Talebi Oluştur' })).toBeNull();
  });

  it('checks fields with the contract before sending', async () => {
    const own = profile({ canEdit: true, usernameChangedAt: null });
    const { patches } = renderPage('/partner/ege-lojistik', own, sessionUser({ id: 9 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Düzenle' }));
    const website = await screen.findByLabelText('Web sitesi', {}, LAZY);
    await userEvent.type(website, 'ege example');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Geçerli bir web adresi giriniz (örneğin ornek.com).')).toBeInTheDocument();
    expect(patches).toEqual([]);
    expect(website).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's field error under the field (a taken username)", async () => {
    const own = profile({ canEdit: true, usernameChangedAt: null });
    const { patches } = renderPage('/partner/ege-lojistik', own, sessionUser({ id: 9 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Düzenle' }));
    const username = await screen.findByLabelText('Kullanıcı adı', {}, LAZY);
    await userEvent.clear(username);
    await userEvent.type(username, 'alinmis-ad');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Profil kaydedilemedi', {}, LAZY)).toBeInTheDocument();
    expect(screen.getAllByText('Bu kullanıcı adı kullanılıyor.').length).toBeGreaterThan(0);
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toEqual([{ username: 'alinmis-ad' }]);
  });

  it('locks the username once it has been changed', async () => {
    const own = profile({ canEdit: true, usernameChangedAt: '2026-11-01T00:00:00.000Z' });
    renderPage('/partner/ege-lojistik', own, sessionUser({ id: 9 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Düzenle' }));
    expect(await screen.findByLabelText('Kullanıcı adı', {}, LAZY)).toBeDisabled();
    expect(screen.getByText('Kullanıcı adınızı daha önce değiştirdiniz; tekrar değiştirilemez.')).toBeInTheDocument();
  });

  describe('languages, countries and English texts (issue 21)', () => {
    afterEach(async () => {
      await i18n.changeLanguage('tr');
    });

    const own = () =>
      profile({
        canEdit: true,
        usernameChangedAt: null,
        languages: ['tr'],
        markets: ['FR'],
        shortDescription: 'Soğuk zincir',
        description: '<p>Türkçe tanıtım</p>',
      });

    it('lets the owner tick languages, pick countries with the keyboard and write English texts', async () => {
      const { patches } = renderPage('/partner/ege-lojistik', own(), sessionUser({ id: 9 }));
      await userEvent.click(await screen.findByRole('button', { name: 'Düzenle' }));
      const languages = await screen.findByRole('group', { name: 'Konuşulan diller' }, LAZY);
      expect(within(languages).getByRole('checkbox', { name: 'Türkçe' })).toBeChecked();
      await userEvent.click(within(languages).getByRole('checkbox', { name: 'Almanca' }));
      await userEvent.click(within(languages).getByRole('checkbox', { name: 'Arapça' }));

      // The chosen country is a chip; the field finds others by a folded name in either language.
      const chips = screen.getByRole('list', { name: 'Seçili ülkeler' });
      expect(within(chips).getByText('Fransa')).toBeInTheDocument();
      const countries = screen.getByRole('combobox', { name: 'Hizmet verilen ülkeler' });
      await userEvent.type(countries, 'GERMANY');
      expect(countries).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('option', { name: /Almanya/ })).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{Enter}');
      await userEvent.type(countries, 'fas');
      await userEvent.keyboard('{Enter}');
      expect(within(chips).getByText('Almanya')).toBeInTheDocument();
      expect(within(chips).getByText('Fas')).toBeInTheDocument();
      await userEvent.click(within(chips).getByRole('button', { name: 'Fransa ülkesini kaldır' }));
      expect(within(chips).queryByText('Fransa')).toBeNull();

      // The English tab holds the English texts; the Turkish ones stay as they were.
      await userEvent.click(screen.getByRole('tab', { name: 'English' }));
      await userEvent.type(screen.getByLabelText('Kısa açıklama (İngilizce)'), 'Cold chain freight');
      await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
      expect(await screen.findByText('Profil kaydedildi.', {}, LAZY)).toBeInTheDocument();
      expect(patches).toEqual([
        { shortDescriptionEn: 'Cold chain freight', languages: ['tr', 'de', 'ar'], markets: ['DE', 'MA'] },
      ]);
    });

    it('shows the English tab when the server refuses an English text', async () => {
      renderPage('/partner/ege-lojistik', own(), sessionUser({ id: 9 }));
      await userEvent.click(await screen.findByRole('button', { name: 'Düzenle' }));
      await userEvent.click(await screen.findByRole('tab', { name: 'English' }, LAZY));
      await userEvent.type(screen.getByLabelText('Kısa açıklama (İngilizce)'), 'Reddedilecek');
      await userEvent.click(screen.getByRole('tab', { name: 'Türkçe' }));
      await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
      expect(await screen.findByText('Çok uzun metin', {}, LAZY)).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByLabelText('Kısa açıklama (İngilizce)')).toHaveAttribute('aria-invalid', 'true');
    });

    it('shows an English reader the English description, languages and countries in English', async () => {
      await i18n.changeLanguage('en');
      renderPage(
        '/partner/ege-lojistik',
        profile({
          description: '<p>Türkçe tanıtım</p>',
          descriptionEn: '<p>English introduction</p>',
          languages: ['tr', 'de'],
          markets: ['MA', 'DE'],
        }),
      );
      const text = await screen.findByText('English introduction');
      expect(screen.getByTestId('partner-description')).not.toHaveAttribute('lang');
      expect(screen.queryByText('Türkçe tanıtım')).toBeNull();
      expect(text).toBeInTheDocument();
      const facts = screen.getByRole('complementary', { name: 'Company Facts' });
      expect(within(facts).getByText('Germany, Morocco')).toBeInTheDocument();
      expect(within(facts).getByText('Turkish, German')).toBeInTheDocument();
    });

    it('marks the Turkish description as Turkish for an English reader when there is no English one', async () => {
      await i18n.changeLanguage('en');
      renderPage('/partner/ege-lojistik', profile({ description: '<p>Türkçe tanıtım</p>', descriptionEn: null }));
      expect(await screen.findByText('Türkçe tanıtım')).toBeInTheDocument();
      expect(screen.getByTestId('partner-description')).toHaveAttribute('lang', 'tr');
      expect(screen.getByTestId('text-language-tag')).toHaveTextContent('In Turkish');
    });
  });
});
