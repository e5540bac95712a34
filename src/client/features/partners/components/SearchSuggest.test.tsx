import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Suggestions } from '@shared/contracts/search';
import { categories } from '@/test/fixtures';
import { jsonResponse, LocationDisplay, mockFetch, renderWithProviders } from '@/test/utils';
import { loadCatalogueQuerySchema } from '../hooks/use-catalogue-filters';
import { Catalogue } from './Catalogue';
import { type PickedSuggestion, SearchSuggest } from './SearchSuggest';

// The contract the URL's filters are read with is a chunk of its own that the app loads once idle
// (app/preload.ts), well before a visitor picks a suggestion; so do these tests.
beforeAll(() => loadCatalogueQuerySchema());

const ANSWER: Suggestions = {
  categories: [{ slug: 'gumruk', name: 'Gümrük' }],
  services: [{ id: 3, name: 'Gümrük Müşavirliği' }],
  cities: [{ name: 'Gaziantep', count: 2 }],
  partners: [
    { id: 9, username: 'anadolugumruk', companyName: 'Anadolu Gümrük', city: 'Mersin', logoUrl: null, verified: true },
  ],
};

/** Answers suggestions (empty for `nothing`) and an empty catalogue; returns the spy. */
function serve() {
  return mockFetch((url) => {
    if (url.pathname === '/api/session') return jsonResponse({ user: null });
    if (url.pathname === '/api/search/suggest') {
      return jsonResponse(
        url.searchParams.get('q') === 'nothing' ? { categories: [], services: [], cities: [], partners: [] } : ANSWER,
      );
    }
    return jsonResponse([], { headers: { 'X-Total-Count': '0' } });
  });
}

function renderField(onPick = vi.fn<(s: PickedSuggestion) => void>()) {
  const onSubmit = vi.fn((event: SubmitEvent | React.FormEvent) => event.preventDefault());
  renderWithProviders(
    <form onSubmit={onSubmit}>
      <label htmlFor="q">Ara</label>
      <SearchSuggest id="q" onPick={onPick} />
    </form>,
  );
  return { onPick, onSubmit, input: screen.getByRole('combobox', { name: 'Ara' }) };
}

describe('SearchSuggest (ARIA combobox)', () => {
  it('opens grouped suggestions while typing and moves the highlight with the arrow keys', async () => {
    serve();
    const { input } = renderField();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'gum');

    const listbox = await screen.findByRole('listbox', { name: 'Arama önerileri' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    await within(listbox).findByRole('group', { name: 'Kategoriler' });
    expect(within(listbox).getByRole('group', { name: 'Şehirler' })).toHaveTextContent('Gaziantep2 iş ortağı');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Gümrük',
      'Gümrük Müşavirliği',
      'Gaziantep2 iş ortağı',
      // A verified partner carries the badge's word (issue 21).
      'Anadolu GümrükDoğrulanmışMersin',
    ]);

    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
  });

  it('picks the highlighted option with Enter, without submitting the form', async () => {
    serve();
    const { input, onPick, onSubmit } = renderField();
    await userEvent.type(input, 'gum');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onPick).toHaveBeenCalledWith({ kind: 'partner', ...ANSWER.partners[0] });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits the text with Enter when no option is highlighted', async () => {
    serve();
    const { input, onPick, onSubmit } = renderField();
    await userEvent.type(input, 'gum');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('closes with Escape and keeps the text; a click picks an option', async () => {
    serve();
    const { input, onPick } = renderField();
    await userEvent.type(input, 'gum');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('gum');

    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('option', { name: /Gaziantep/ }));
    expect(onPick).toHaveBeenCalledWith({ kind: 'city', name: 'Gaziantep', count: 2 });
  });

  it('says so when nothing matches', async () => {
    serve();
    const { input } = renderField();
    await userEvent.type(input, 'nothing');
    expect(await screen.findByText("Öneri bulunamadı. Aramak için Enter'a basın.")).toBeVisible();
    expect(screen.queryAllByRole('option')).toEqual([]);
  });
});

describe('the catalogue search box with suggestions', () => {
  it('filters by a picked category and opens a picked partner profile', async () => {
    serve();
    renderWithProviders(
      <>
        <Catalogue categories={categories} />
        <LocationDisplay />
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Arama' });
    await userEvent.type(input, 'gum');
    await userEvent.click(await screen.findByRole('option', { name: 'Gümrük' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?category=gumruk'));
    expect(input).toHaveValue('');

    await userEvent.type(input, 'gum');
    await userEvent.click(await screen.findByRole('option', { name: /Gümrük Müşavirliği/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/search=G%C3%BCmr%C3%BCk|search=Gümrük/),
    );
    expect(input).toHaveValue('Gümrük Müşavirliği');

    await userEvent.clear(input);
    await userEvent.type(input, 'gum');
    await userEvent.click(await screen.findByRole('option', { name: /Anadolu Gümrük/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/partner/anadolugumruk'));
  });
});
