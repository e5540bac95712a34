import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { setLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/test/utils';
import { PageHeadLinks, UrlLanguage } from './page-language';

const head = () => ({
  canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
  tr: document.head.querySelector<HTMLLinkElement>('link[rel="alternate"][hreflang="tr"]')?.href,
  en: document.head.querySelector<HTMLLinkElement>('link[rel="alternate"][hreflang="en"]')?.href,
  xDefault: document.head.querySelector<HTMLLinkElement>('link[rel="alternate"][hreflang="x-default"]')?.href,
});

beforeEach(() => {
  // The head the server wrote for the first page (decision 030), on its configured public URL.
  document.head.innerHTML = [
    '<meta name="description" content="Sunucunun açıklaması" />',
    '<link rel="canonical" href="https://site.example/partner/ege" />',
    '<link rel="alternate" hreflang="tr" href="https://site.example/partner/ege" />',
    '<link rel="alternate" hreflang="en" href="https://site.example/en/partner/ege" />',
    '<link rel="alternate" hreflang="x-default" href="https://site.example/partner/ege" />',
    '<meta property="og:title" content="Ege" />',
    '<meta name="twitter:title" content="Ege" />',
    '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>',
  ].join('');
});
afterEach(async () => {
  document.head.innerHTML = '';
  await act(() => setLanguage('tr'));
});

function Page() {
  return (
    <>
      <UrlLanguage />
      <PageHeadLinks />
      <Link to="/en/partners?category=gumruk&sort=rating&utm_source=mail">english customs</Link>
      <Link to="/user-panel">panel</Link>
    </>
  );
}

describe('PageHeadLinks', () => {
  it('keeps the server’s head on the first page, then writes the canonical and alternates of each page', async () => {
    renderWithProviders(<Page />, { route: '/partner/ege' });
    expect(head().canonical).toBe('https://site.example/partner/ege');
    expect(document.head.querySelector('meta[property="og:title"]')).not.toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'english customs' }));
    // On the configured origin; only the meaningful query kept; in the URL's language.
    expect(head()).toEqual({
      canonical: 'https://site.example/en/partners?category=gumruk',
      tr: 'https://site.example/partners?category=gumruk',
      en: 'https://site.example/en/partners?category=gumruk',
      xDefault: 'https://site.example/partners?category=gumruk',
    });
    expect(document.documentElement.lang).toBe('en');
    // The first page's card and JSON-LD described that page only.
    expect(document.head.querySelector('meta[property="og:title"], meta[name="twitter:title"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /digital export partner platform/i,
    );

    // An account page has no canonical or alternates.
    await userEvent.click(screen.getByRole('link', { name: 'panel' }));
    expect(head()).toEqual({ canonical: undefined, tr: undefined, en: undefined, xDefault: undefined });
    // …and keeps the language last read.
    expect(document.documentElement.lang).toBe('en');
  });
});
