import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { partner, sessionUser } from '@/test/fixtures';
import { calledUrls, jsonResponse, mockFetch, renderWithProviders, requestUrl } from '@/test/utils';
import { FollowButton } from './FollowButton';
import { FollowedPartnersList } from './FollowedPartnersList';
import { FollowersList } from './FollowersList';

describe('FollowButton', () => {
  it('offers a visitor the sign-in link that comes back to the profile', async () => {
    mockFetch((url) =>
      url.pathname === '/api/session' ? jsonResponse({ user: null }) : jsonResponse({}, { status: 404 }),
    );
    renderWithProviders(<FollowButton partnerId={7} returnTo="/partner/ege" />);
    const link = await screen.findByRole('link', { name: 'Takip Et' });
    expect(link).toHaveAttribute('href', '/auth?redirect=%2Fpartner%2Fege');
  });

  it('follows and unfollows, reporting the exact count, with the pressed state announced', async () => {
    let following = false;
    let count = 10;
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/session') return jsonResponse({ user: sessionUser() });
      if (url.pathname === '/api/partners/7/following') return jsonResponse({ isFollowing: following });
      if (url.pathname === '/api/partners/7/follow') {
        following = init?.method === 'POST';
        count += following ? 1 : -1;
        return jsonResponse({ isFollowing: following, followersCount: count });
      }
      if (url.pathname === '/api/user/followed-partners') return jsonResponse([]);
      return jsonResponse({}, { status: 404 });
    });
    const seen: number[] = [];
    renderWithProviders(
      <FollowButton partnerId={7} returnTo="/partner/ege" onChange={(r) => seen.push(r.followersCount)} />,
    );
    const button = await screen.findByRole('button', { name: 'Takip Et' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Takip Ediliyor' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('İş ortağını takip ediyorsunuz.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Takip Ediliyor' }));
    expect(await screen.findByRole('button', { name: 'Takip Et' })).toHaveAttribute('aria-pressed', 'false');
    expect(seen).toEqual([11, 10]);
    const methods = fetch.mock.calls
      .filter(([input]) => requestUrl(input).pathname === '/api/partners/7/follow')
      .map(([, init]) => init?.method);
    expect(methods).toEqual(['POST', 'DELETE']);
  });

  it("toasts the server's message when the follow is refused", async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/session') return jsonResponse({ user: sessionUser() });
      if (url.pathname === '/api/partners/7/following') return jsonResponse({ isFollowing: false });
      return jsonResponse(
        { message: 'Kendi profilinizi takip edemezsiniz.', code: 'VALIDATION_ERROR' },
        { status: 400 },
      );
    });
    renderWithProviders(<FollowButton partnerId={7} returnTo="/partner/ege" />);
    const button = await screen.findByRole('button', { name: 'Takip Et' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('Kendi profilinizi takip edemezsiniz.')).toBeInTheDocument();
  });
});

describe('FollowedPartnersList', () => {
  it('lists followed partners and unfollows one after confirmation', async () => {
    let list = [
      { ...partner({ id: 1, companyName: 'Ege Lojistik', username: 'ege' }), followedAt: '2026-11-01T10:00:00.000Z' },
      {
        ...partner({ id: 2, companyName: 'Anadolu Gümrük', username: 'anadolu' }),
        followedAt: '2026-10-01T10:00:00.000Z',
      },
    ];
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/session') return jsonResponse({ user: sessionUser() });
      if (url.pathname === '/api/user/followed-partners') return jsonResponse(list);
      if (url.pathname === '/api/user/follow/1' && init?.method === 'DELETE') {
        list = list.filter((p) => p.id !== 1);
        return jsonResponse({ isFollowing: false, followersCount: 3 });
      }
      return jsonResponse({}, { status: 404 });
    });
    renderWithProviders(<FollowedPartnersList />);
    const items = await screen.findByRole('list', { name: 'Takip edilen iş ortakları' });
    expect(within(items).getByRole('link', { name: 'Ege Lojistik' })).toHaveAttribute('href', '/partner/ege');
    await userEvent.click(within(items).getAllByRole('button', { name: /Takibi Bırak/ })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Takibi bırakmak istiyor musunuz?' });
    expect(calledUrls(fetch).some((u) => u.pathname === '/api/user/follow/1')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Takibi Bırak' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ege Lojistik' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Anadolu Gümrük' })).toBeInTheDocument();
  });

  it('shows the empty state with a way to the catalogue', async () => {
    mockFetch((url) =>
      url.pathname === '/api/user/followed-partners' ? jsonResponse([]) : jsonResponse({ user: sessionUser() }),
    );
    renderWithProviders(<FollowedPartnersList />);
    expect(await screen.findByText('Henüz kimseyi takip etmiyorsunuz')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İş ortaklarını keşfet' })).toHaveAttribute('href', '/partners');
  });
});

describe('FollowersList', () => {
  it("lists a partner's followers", async () => {
    mockFetch((url) =>
      url.pathname === '/api/partners/7/followers'
        ? jsonResponse([
            {
              userId: 3,
              firstName: 'Ayşe',
              lastName: 'Yılmaz',
              profileImage: null,
              company: 'Yılmaz Tekstil',
              followedAt: '2026-11-01T10:00:00.000Z',
            },
          ])
        : jsonResponse({ user: null }),
    );
    renderWithProviders(<FollowersList partnerId={7} />);
    const list = await screen.findByRole('list', { name: 'Takipçiler' });
    expect(within(list).getByText('Ayşe Yılmaz')).toBeInTheDocument();
    expect(within(list).getByText('Yılmaz Tekstil')).toBeInTheDocument();
  });

  it('shows the error state with retry', async () => {
    mockFetch((url) =>
      url.pathname === '/api/partners/7/followers'
        ? jsonResponse({ message: 'Partner bulunamadı', code: 'PARTNER_NOT_FOUND' }, { status: 404 })
        : jsonResponse({ user: null }),
    );
    renderWithProviders(<FollowersList partnerId={7} />);
    expect(await screen.findByText('Takipçiler yüklenemedi')).toBeInTheDocument();
    expect(screen.getByText('Partner bulunamadı')).toBeInTheDocument();
  });
});
