import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_MIN_RATINGS, CATALOGUE_PAGE_SIZE, CATEGORY_SLUGS, COMPANY_SIZES } from '@shared/constants';
import type { PartnerFacets } from '@shared/contracts/partners';
import { categories, partners } from '@/test/fixtures';
import { jsonResponse, LocationDisplay, mockFetch, renderWithProviders, requestUrl } from '@/test/utils';
import { loadCatalogueQuerySchema, parseCatalogueFilters } from '../hooks/use-catalogue-filters';
import { shouldShowMore } from '../lib/show-more';
import { Catalogue } from './Catalogue';

// The contract the URL's filters are read with is a chunk of its own that the app loads before its
// first render (app/preload.ts); so do these tests.
beforeAll(() => loadCatalogueQuerySchema());

/** Serves `total` partners in pages, as GET /api/partners does; the visitor is signed out. */
function serveCatalogue(total: number) {
  return mockFetch((url) => {
    if (url.pathname === '/api/session') return jsonResponse({ user: null });
    if (url.pathname === '/api/partners/facets') return jsonResponse(facets(total));
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? CATALOGUE_PAGE_SIZE);
    const page = partners(Math.max(0, Math.min(limit, total - offset)), offset + 1);
    return jsonResponse(page, { headers: { 'X-Total-Count': String(total) } });
  });
}

/** Facet counts as GET /api/partners/facets answers them: two cities, İzmir with none left. */
function facets(total: number): PartnerFacets {
  return {
    total,
    category: CATEGORY_SLUGS.map((value) => ({ value, count: value === 'gumruk' ? total : 0 })),
    city: [
      { value: 'İstanbul', count: total },
      { value: 'İzmir', count: 0 },
    ],
    market: [{ value: 'DE', count: 3 }],
    language: [
      { value: 'en', count: 2 },
      { value: 'de', count: 1 },
    ],
    service: [],
    size: COMPANY_SIZES.map((value) => ({ value, count: value === '11-30' ? 2 : 0 })),
    minRating: CATALOGUE_MIN_RATINGS.map((value) => ({ value, count: 1 })),
    capability: [],
    verified: 2,
  };
}

/** The catalogue requests among the recorded `fetch` calls (the session check is left out). */
function catalogueCalls(fetch: ReturnType<typeof serveCatalogue>): URL[] {
  return fetch.mock.calls.map(([input]) => requestUrl(input)).filter((url) => url.pathname === '/api/partners');
}

describe('shouldShowMore', () => {
  it('is true only for a positive multiple of 20 whose last page was not empty', () => {
    expect(shouldShowMore(20, 20)).toBe(true);
    expect(shouldShowMore(40, 20)).toBe(true);
    expect(shouldShowMore(0, 0)).toBe(false);
    expect(shouldShowMore(19, 19)).toBe(false);
    expect(shouldShowMore(27, 7)).toBe(false);
    expect(shouldShowMore(40, 0)).toBe(false);
  });
});

describe("Catalogue 'Daha Fazla Göster'", () => {
  it('is shown when 20 results are loaded and loads the next 20 from offset 20', async () => {
    const fetch = serveCatalogue(27);
    renderWithProviders(<Catalogue categories={categories} />);

    expect(await screen.findAllByTestId('partner-card')).toHaveLength(20);
    expect(screen.getByTestId('catalogue-count')).toHaveTextContent('20 / 27 iş ortağı gösteriliyor');
    await userEvent.click(screen.getByTestId('catalogue-more'));

    await waitFor(() => expect(screen.getAllByTestId('partner-card')).toHaveLength(27));
    expect(screen.getByTestId('catalogue-count')).toHaveTextContent('27 / 27 iş ortağı gösteriliyor');
    const offsets = catalogueCalls(fetch).map((url) => url.searchParams.get('offset'));
    expect(offsets).toEqual(['0', '20']);
    // 27 is not a multiple of 20: the list is complete.
    expect(screen.queryByTestId('catalogue-more')).toBeNull();
  });

  it('is hidden when fewer than 20 results come back', async () => {
    serveCatalogue(7);
    renderWithProviders(<Catalogue categories={categories} />);
    expect(await screen.findAllByTestId('partner-card')).toHaveLength(7);
    expect(screen.queryByTestId('catalogue-more')).toBeNull();
  });

  it('goes away when the next page comes back empty', async () => {
    serveCatalogue(20);
    renderWithProviders(<Catalogue categories={categories} />);
    await userEvent.click(await screen.findByTestId('catalogue-more'));
    await waitFor(() => expect(screen.queryByTestId('catalogue-more')).toBeNull());
    expect(screen.getAllByTestId('partner-card')).toHaveLength(20);
  });

  it('shows the empty state when nothing matches', async () => {
    serveCatalogue(0);
    renderWithProviders(<Catalogue categories={categories} />, { route: '/?search=yok' });
    expect(await screen.findByText('Arama kriterlerinize uygun iş ortağı bulunamadı')).toBeInTheDocument();
    expect(screen.queryByTestId('catalogue-more')).toBeNull();
  });
});

describe('Catalogue filters', () => {
  it('sends the trimmed search term and the category chosen in the select', async () => {
    const fetch = serveCatalogue(3);
    renderWithProviders(<Catalogue categories={categories} />);
    await screen.findAllByTestId('partner-card');

    await userEvent.type(screen.getByTestId('catalogue-search'), '  gümrük  {Enter}');
    await userEvent.click(screen.getByTestId('catalogue-category'));
    await userEvent.click(screen.getByRole('option', { name: /^Lojistik( \(\d+\))?$/ }));

    await waitFor(() => {
      const last = catalogueCalls(fetch).at(-1)!;
      expect(last.searchParams.get('search')).toBe('gümrük');
      expect(last.searchParams.get('category')).toBe('lojistik');
    });
    expect(screen.getByTestId('catalogue-category')).toHaveTextContent('Lojistik');
  });

  it('preselects the category from ?category= and clears every filter', async () => {
    const fetch = serveCatalogue(2);
    renderWithProviders(<Catalogue categories={categories} />, { route: '/?category=fuar&search=stand' });
    await screen.findAllByTestId('partner-card');
    expect(screen.getByTestId('catalogue-category')).toHaveTextContent('Fuar');
    expect(screen.getByTestId('catalogue-search')).toHaveValue('stand');

    await userEvent.click(screen.getByTestId('catalogue-clear'));
    await waitFor(() => {
      const last = catalogueCalls(fetch).at(-1)!;
      expect(last.searchParams.has('category')).toBe(false);
      expect(last.searchParams.has('search')).toBe(false);
    });
    expect(screen.getByTestId('catalogue-search')).toHaveValue('');
    expect(screen.getByTestId('catalogue-category')).toHaveTextContent('Tüm Kategoriler');
  });

  it('shows an error with a retry that loads again', async () => {
    let fail = true;
    mockFetch(() =>
      fail
        ? jsonResponse({ message: 'Sunucu hatası', code: 'INTERNAL_ERROR' }, { status: 500 })
        : jsonResponse(partners(1), { headers: { 'X-Total-Count': '1' } }),
    );
    renderWithProviders(<Catalogue categories={categories} />);
    expect(await screen.findByText('Sunucu hatası')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findAllByTestId('partner-card')).toHaveLength(1);
  });
});

describe('Catalogue filters and sort in the URL (issue 21)', () => {
  it('reads every filter and the sort from a shared link and sends them to the list and the facets', async () => {
    const fetch = serveCatalogue(5);
    renderWithProviders(
      <>
        <Catalogue categories={categories} />
        <LocationDisplay />
      </>,
      { route: '/?city=%C4%B0stanbul&market=de&language=DE&size=11-30&minRating=4&sort=rating&market2=x' },
    );
    await screen.findAllByTestId('partner-card');
    const list = catalogueCalls(fetch)[0]!;
    expect(Object.fromEntries(list.searchParams)).toMatchObject({
      city: 'İstanbul',
      market: 'DE',
      language: 'de',
      size: '11-30',
      minRating: '4',
      sort: 'rating',
    });
    const facetCall = fetch.mock.calls.map(([i]) => requestUrl(i)).find((u) => u.pathname === '/api/partners/facets')!;
    expect(facetCall.searchParams.get('city')).toBe('İstanbul');
    expect(facetCall.searchParams.get('language')).toBe('de');
    expect(facetCall.searchParams.has('sort')).toBe(false);
    expect(screen.getByTestId('catalogue-sort')).toHaveValue('rating');
  });

  it('shows counts, disables values with none, and writes a choice to the URL', async () => {
    serveCatalogue(5);
    renderWithProviders(
      <>
        <Catalogue categories={categories} />
        <LocationDisplay />
      </>,
    );
    const panel = (await screen.findAllByTestId('catalogue-filter-panel'))[0]!;
    const city = within(panel).getByTestId('filter-city');
    await waitFor(() => expect(within(city).getByRole('option', { name: 'İstanbul (5)' })).toBeEnabled());
    expect(within(city).getByRole('option', { name: 'İzmir (0)' })).toBeDisabled();
    await userEvent.selectOptions(city, 'İstanbul');
    await userEvent.selectOptions(screen.getByTestId('catalogue-sort'), 'newest');
    const location = new URLSearchParams(screen.getByTestId('location').textContent!.split('?')[1]);
    expect(location.get('city')).toBe('İstanbul');
    expect(location.get('sort')).toBe('newest');
  });

  it('names the languages in the reader’s language with their counts and writes a choice to the URL', async () => {
    serveCatalogue(5);
    renderWithProviders(
      <>
        <Catalogue categories={categories} />
        <LocationDisplay />
      </>,
    );
    const panel = (await screen.findAllByTestId('catalogue-filter-panel'))[0]!;
    const language = within(panel).getByTestId('filter-language');
    await waitFor(() => expect(within(language).getByRole('option', { name: 'İngilizce (2)' })).toBeEnabled());
    expect(within(language).getByRole('option', { name: 'Almanca (1)' })).toBeEnabled();
    await userEvent.selectOptions(language, 'de');
    const location = new URLSearchParams(screen.getByTestId('location').textContent!.split('?')[1]);
    expect(location.get('language')).toBe('de');
  });

  it('offers "Yalnızca doğrulanmış" with its count and sends verified=true from the URL', async () => {
    const fetch = serveCatalogue(5);
    renderWithProviders(
      <>
        <Catalogue categories={categories} />
        <LocationDisplay />
      </>,
    );
    const panel = (await screen.findAllByTestId('catalogue-filter-panel'))[0]!;
    const box = await within(panel).findByRole('checkbox', { name: 'Yalnızca doğrulanmış (2)' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    const location = new URLSearchParams(screen.getByTestId('location').textContent!.split('?')[1]);
    expect(location.get('verified')).toBe('true');
    await waitFor(() =>
      expect(
        catalogueCalls(fetch).some((u) => u.pathname === '/api/partners' && u.searchParams.get('verified') === 'true'),
      ).toBe(true),
    );
    expect(within(panel).getByRole('checkbox', { name: 'Yalnızca doğrulanmış (2)' })).toBeChecked();
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Yalnızca doğrulanmış (2)' }));
    expect(screen.getByTestId('location').textContent).not.toContain('verified');
  });

  it('ignores values the API would refuse instead of failing', () => {
    expect(
      parseCatalogueFilters(new URLSearchParams('market=XX&language=xx&minRating=9&size=2&sort=price&city=Bursa')),
    ).toEqual({
      city: 'Bursa',
    });
    expect(parseCatalogueFilters(new URLSearchParams('verified=yes'))).toEqual({});
    expect(parseCatalogueFilters(new URLSearchParams('verified=true'))).toEqual({ verified: true });
  });
});
