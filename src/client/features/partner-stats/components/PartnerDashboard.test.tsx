import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { PartnerDashboard } from './PartnerDashboard';

const days = Array.from({ length: 30 }, (_, i) => ({
  day: new Date(Date.UTC(2026, 10, 22) - (29 - i) * 86_400_000).toISOString().slice(0, 10),
  views: i === 29 ? 4 : i === 10 ? 2 : 0,
}));

const stats = {
  partnerId: 7,
  followers: 1250,
  profileViews: 3350,
  quotes: { pending: 2, accepted: 1, completed: 5, total: 9 },
  viewsByDay: days,
  // Two requests older than 48 hours: below the 5 the response rate needs (issue 21).
  response: { rate: null, timeHours: null, basedOn: 2 },
};

const partner = {
  id: 7,
  userId: 3,
  username: 'egelojistik',
  companyName: 'Ege Lojistik',
  logo: '/public-objects/logo.jpg',
  coverImage: null,
  serviceCategory: 'lojistik',
  shortDescription: 'Kısa',
  shortDescriptionEn: null,
  description: '<p>Uzun</p>',
  dipAdvantages: 'İndirim',
  languages: [],
  followersCount: 1250,
  profileViews: 3350,
  city: 'İzmir',
  country: 'Türkiye',
  createdAt: '2025-04-01T00:00:00.000Z',
  website: 'https://ege.example.com',
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
  services: [{ id: 1, name: 'Parsiyel Taşımacılık', description: null, categoryId: 3 }],
  category: { id: 3, slug: 'lojistik', name: 'Lojistik', nameEn: 'Logistics', icon: null },
};

describe('PartnerDashboard', () => {
  it('shows the figures, the views summary, what the profile lacks and the services', async () => {
    mockFetch((url) => (url.pathname === '/api/partner-dashboard/stats' ? jsonResponse(stats) : jsonResponse(partner)));
    renderWithProviders(<PartnerDashboard followers={() => <p>takipçiler</p>} />);

    const cards = await screen.findByTestId('dashboard-stats');
    expect(within(cards).getByText('1.250')).toBeInTheDocument();
    expect(within(cards).getByText('3.350')).toBeInTheDocument();
    expect(
      within(cards).getByText('Yanıt oranınız 5 talepten sonra gösterilir (48 saatten eski 2 talep var).'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('views-summary')).toHaveTextContent('Son 30 günde toplam 6 görüntülenme');
    expect(screen.getByRole('table', { name: 'Günlere göre profil görüntülenme' })).toBeInTheDocument();
    expect(screen.getByText('takipçiler')).toBeInTheDocument();

    const completeness = await screen.findByTestId('completeness');
    expect(completeness).toHaveTextContent('Profil %78 dolu');
    expect(within(completeness).getByText('Kapak görseli')).toBeInTheDocument();
    expect(within(completeness).getByText('En az bir sosyal medya bağlantısı')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-services')).toHaveTextContent('Parsiyel Taşımacılık');
    expect(screen.getByTestId('profile-link')).toHaveTextContent(/\/partner\/egelojistik$/);
  });

  it('shows the response rate once it rests on 5 requests older than 48 hours', async () => {
    const counted = { ...stats, response: { rate: 80, timeHours: 3, basedOn: 5 } };
    mockFetch((url) =>
      url.pathname === '/api/partner-dashboard/stats' ? jsonResponse(counted) : jsonResponse(partner),
    );
    renderWithProviders(<PartnerDashboard followers={() => null} />);
    const cards = await screen.findByTestId('dashboard-stats');
    expect(within(cards).getByText('%80')).toBeInTheDocument();
    expect(within(cards).getByText('48 saatten eski 5 talebe göre')).toBeInTheDocument();
  });

  it('points a user without a partner to the application', async () => {
    mockFetch(() => jsonResponse({ message: 'Partner bulunamadı', code: 'PARTNER_NOT_FOUND' }, { status: 404 }));
    renderWithProviders(<PartnerDashboard followers={() => null} />);
    expect(await screen.findByRole('heading', { name: 'Henüz bir partner profiliniz yok' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İş ortağı başvurusu yap' })).toHaveAttribute(
      'href',
      '/partner-application',
    );
  });

  it('offers a retry when the figures fail to load', async () => {
    mockFetch(() => jsonResponse({ message: 'Sunucu hatası', code: 'INTERNAL_ERROR' }, { status: 500 }));
    renderWithProviders(<PartnerDashboard followers={() => null} />);
    expect(await screen.findByText('İstatistikler yüklenemedi')).toBeInTheDocument();
    expect(screen.getByText('Sunucu hatası')).toBeInTheDocument();
  });
});
