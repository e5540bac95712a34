import { screen, waitFor } from '@testing-library/react';
import type { SiteSettings } from '@shared/contracts/system-config';
import { initData } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { Hero } from './Hero';

/** A media query list whose `matches` the test sets; `change` listeners fire on {@link flip}. */
function reducedMotion(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', () => list);
  return {
    flip(value: boolean) {
      list.matches = value;
      for (const l of listeners) l();
    },
  };
}

function renderHero(site: Partial<SiteSettings>) {
  const init = initData();
  mockFetch((url) =>
    url.pathname === '/api/init'
      ? jsonResponse({ ...init, site: { ...init.site, ...site } })
      : jsonResponse({ message: 'unexpected', code: 'NOT_FOUND' }, { status: 404 }),
  );
  renderWithProviders(<Hero categoryCount={16} onSearch={() => {}} onCategory={() => {}} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('Hero background video (issue 21)', () => {
  it("plays the admin's video muted and looped after the page has loaded, with the image as its poster", async () => {
    reducedMotion(false);
    renderHero({ heroVideoUrl: '/public-objects/tanitim.mp4', heroImageUrl: '/public-objects/liman.webp' });
    const video = await waitFor(() => screen.getByTestId('hero-video') as HTMLVideoElement);
    expect(video.getAttribute('src')).toBe('/public-objects/tanitim.mp4');
    expect(video.getAttribute('poster')).toBe('/public-objects/liman.webp');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no video to a visitor who asks for reduced motion, and stops it when they ask later', async () => {
    const motion = reducedMotion(true);
    renderHero({ heroVideoUrl: '/public-objects/tanitim.mp4' });
    await screen.findByRole('heading', { level: 1 });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('hero-video')).toBeNull();

    motion.flip(false);
    await waitFor(() => expect(screen.getByTestId('hero-video')).toBeInTheDocument());
    motion.flip(true);
    await waitFor(() => expect(screen.queryByTestId('hero-video')).toBeNull());
  });

  it('keeps the gradient alone without a video', async () => {
    reducedMotion(false);
    renderHero({ heroVideoUrl: '' });
    await screen.findByRole('heading', { level: 1 });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('hero-video')).toBeNull();
  });
});
