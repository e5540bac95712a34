import { use, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { capabilityParams } from '@shared/capability-values';
import type { partnersQuerySchema } from '@shared/contracts/partners';
import type { CatalogueFilters } from '../api/list-partners';

/**
 * The URL parameters the catalogue owns (issue 21): every filter and the sort. `capability` is
 * repeated, one `<field>:<option>` each (decision 027).
 */
export const CATALOGUE_PARAMS = [
  'category',
  'search',
  'city',
  'market',
  'language',
  'service',
  'size',
  'minRating',
  'verified',
  'sort',
  'capability',
] as const;
type CatalogueParam = (typeof CATALOGUE_PARAMS)[number];

type QuerySchema = typeof partnersQuerySchema;
let querySchema: QuerySchema | undefined;
let querySchemaLoad: Promise<QuerySchema> | undefined;

/**
 * Loads the API's catalogue query contract (`partnersQuerySchema`, and zod with it) that
 * {@link parseCatalogueFilters} checks a query string with. It is a chunk of its own, fetched only when
 * a URL has catalogue parameters (and once the page is idle, app/preload.ts): `/` has none, and zod
 * with the contract is about a seventh of the home page's first-load budget (issue 21). Resolves with
 * the same promise on every call; a failed download may be retried by the next call.
 */
export function loadCatalogueQuerySchema(): Promise<QuerySchema> {
  querySchemaLoad ??= import('@shared/contracts/partners').then(
    (contract) => (querySchema = contract.partnersQuerySchema),
    (error: unknown) => {
      querySchemaLoad = undefined;
      throw error;
    },
  );
  return querySchemaLoad;
}

/** Whether a query string holds any catalogue parameter (then reading it needs the contract). */
export function hasCatalogueParams(params: URLSearchParams): boolean {
  return CATALOGUE_PARAMS.some((key) => params.has(key));
}

/**
 * Catalogue filters of a query string, each checked by the API's own contract (`partnersQuerySchema`):
 * a value the server would refuse (an unknown slug, `market=XX`, `minRating=9`) is ignored rather than
 * sent, so a mistyped shared link shows the catalogue without that filter instead of an error.
 * @throws {Error} when `params` has catalogue parameters and {@link loadCatalogueQuerySchema} has not
 *   resolved yet (without any, no contract is needed).
 */
export function parseCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  if (!hasCatalogueParams(params)) return {};
  if (!querySchema) throw new Error('parseCatalogueFilters: await loadCatalogueQuerySchema() first');
  const partnersQuerySchema = querySchema;
  const out: Record<string, unknown> = {};
  for (const key of CATALOGUE_PARAMS) {
    if (key === 'capability') {
      // Capability fields belong to a category: without one they are not offered, so not kept.
      const parsed = partnersQuerySchema.shape.capability.safeParse(params.getAll(key));
      if (out.category && parsed.success && parsed.data) out[key] = parsed.data;
      continue;
    }
    const raw = params.get(key);
    if (raw === null) continue;
    const parsed = partnersQuerySchema.shape[key].safeParse(key === 'search' ? raw.trim() : raw);
    if (parsed.success && parsed.data !== undefined && parsed.data !== 'relevance') out[key] = parsed.data;
  }
  return out;
}

/** How many filters of the panel are set (the mobile "Filtreler" badge): not the search, not the sort. */
export function countActiveFilters(filters: CatalogueFilters): number {
  return (
    (['category', 'city', 'market', 'language', 'service', 'size', 'minRating', 'verified'] as const).filter(
      (k) => filters[k] !== undefined,
    ).length + Object.keys(filters.capability ?? {}).length
  );
}

/**
 * Catalogue filters and sort kept in the URL (`?category=&search=&city=&market=&language=&service=&size=
 * &minRating=&verified=&capability=&sort=`), so a filtered list can be shared, survives a reload, and Back from a profile
 * returns to it as it was (issue 21). Invalid values are ignored ({@link parseCatalogueFilters}).
 *
 * Decision (issue 7, kept in issue 21): EVERY change REPLACES the current history entry instead of
 * pushing one. Filtering refines the page the reader is on; it is not navigation. So Back leaves the
 * catalogue for the page before it in one step instead of walking back through each filter tried,
 * and the address bar always holds the current, shareable state — which is what Back from a partner
 * profile restores.
 */
export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  // Suspends only when parameters arrive before the contract (a navigation is a transition, so the
  // page stays as it was meanwhile); the landing URL's is loaded before the first render (preload.ts).
  if (hasCatalogueParams(params) && !querySchema) use(loadCatalogueQuerySchema());
  const key = CATALOGUE_PARAMS.map((k) => params.getAll(k).join('\u0001')).join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the parameters' identity
  const filters = useMemo(() => parseCatalogueFilters(params), [key]);

  const update = useCallback(
    (next: CatalogueFilters) => {
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          // Another category has other capability fields: its choice goes with the old category.
          if ('category' in next && !('capability' in next) && next.category !== prev.get('category')) {
            out.delete('capability');
          }
          for (const k of Object.keys(next) as CatalogueParam[]) {
            if (k === 'capability') {
              out.delete(k);
              for (const v of capabilityParams(next.capability)) out.append(k, v);
              continue;
            }
            const value = next[k];
            const text = typeof value === 'string' ? value.trim() : value === undefined ? '' : String(value);
            if (text && !(k === 'sort' && text === 'relevance')) out.set(k, text);
            else out.delete(k);
          }
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const clear = useCallback(
    () => update(Object.fromEntries(CATALOGUE_PARAMS.filter((k) => k !== 'sort').map((k) => [k, undefined]))),
    [update],
  );

  return { filters, setFilters: update, clearFilters: clear };
}
