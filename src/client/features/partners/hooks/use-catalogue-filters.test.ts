/**
 * The catalogue's URL state for capability filters (issue 21, decision 027): repeated
 * `capability=<field>:<option>` values, kept only with a category, malformed ones ignored.
 */
import { catalogueQuery } from '../api/list-partners';
import { countActiveFilters, loadCatalogueQuerySchema, parseCatalogueFilters } from './use-catalogue-filters';

// The contract is a chunk of its own, loaded before a URL with filters is read (app/preload.ts).
beforeAll(() => loadCatalogueQuerySchema());

describe('capability filters in the URL', () => {
  it('reads repeated values per field, with the category they belong to', () => {
    const filters = parseCatalogueFilters(
      new URLSearchParams(
        'category=gumruk&capability=customs-offices:mersin&capability=authorisations:yys&capability=customs-offices:kapikule',
      ),
    );
    expect(filters.capability).toEqual({ authorisations: ['yys'], 'customs-offices': ['kapikule', 'mersin'] });
    expect(countActiveFilters(filters)).toBe(3);
    // Sent back as the contract's repeated parameter, in a stable order.
    expect(catalogueQuery(filters).capability).toEqual([
      'authorisations:yys',
      'customs-offices:kapikule',
      'customs-offices:mersin',
    ]);
  });

  it('drops them without a category, and ignores a malformed link', () => {
    expect(parseCatalogueFilters(new URLSearchParams('capability=customs-offices:mersin')).capability).toBeUndefined();
    const filters = parseCatalogueFilters(new URLSearchParams('category=gumruk&capability=mersin'));
    expect(filters).toEqual({ category: 'gumruk' });
  });
});
