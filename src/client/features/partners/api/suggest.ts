import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/constants';
import { type Suggestions, suggestionsSchema } from '@shared/contracts/search';
import { apiGet, withQuery } from '@/lib/api';

/**
 * GET /api/search/suggest (issue 21): categories, services, cities and partners for a text typed in a
 * search box, five each at most. The server answers in the `lang` cookie's language.
 * @throws {ApiError} 400 `VALIDATION_ERROR` for a text over 100 characters; see {@link apiGet}.
 */
export function fetchSuggestions(q: string, signal?: AbortSignal): Promise<Suggestions> {
  return apiGet(withQuery('/api/search/suggest', { q }), import.meta.env.DEV && suggestionsSchema, signal);
}

/** Query options of {@link fetchSuggestions}; the language is in the key since the names depend on it. */
export const suggestionsQueryOptions = (q: string, lang: Language) =>
  queryOptions({
    queryKey: ['search', 'suggest', lang, q] as const,
    queryFn: ({ signal }) => fetchSuggestions(q, signal),
    // Matches the server's Cache-Control: retyping a text within half a minute asks nobody.
    staleTime: 30_000,
    retry: false,
  });

/**
 * The suggestions for `q` (already debounced by the caller); idle for a blank text. While the next
 * text loads, the previous answer stays (no flicker between keystrokes).
 */
export function useSuggestions(q: string, lang: Language) {
  const text = q.trim();
  return useQuery({
    ...suggestionsQueryOptions(text, lang),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}
