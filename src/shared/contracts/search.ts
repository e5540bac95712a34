/**
 * Search text: one rule for every search field of the product (issue 18; docs/decisions/001) — the
 * catalogue (GET /api/partners `search`), and the admin lists of users, partners, services, files and
 * marketing contacts. Normalise FIRST, then bound: Unicode compatibility normalisation (NFKC) can make
 * one character many (U+FDFA becomes 18), so a limit checked on the raw text bounds nothing.
 */
import { z } from 'zod';
import { SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS } from '../constants';

/**
 * A search text as every search compares it: NFKC (full-width `ｌｏｊｉｓｔｉｋ` → `lojistik`, `ﬁ` → `fi`,
 * U+FDFA → its 18-character phrase), every run of white space one space, trimmed.
 */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

/**
 * The words of a text as the catalogue's SQL search (`f_search_query`) splits it: runs of letters and
 * digits (`e-ticaret` is two words, `a.b.c` three).
 */
export function searchWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * A search query parameter: {@link normaliseSearchText}, then at most {@link SEARCH_MAX_LENGTH}
 * characters of the normalised text (else 400, message `validation.searchTooLong`: a longer text is
 * refused rather than cut, so no result is shown for a search other than the one typed). Blank →
 * `undefined` (no search).
 */
export const searchTextSchema = z
  .string()
  .transform(normaliseSearchText)
  .refine((text) => text.length <= SEARCH_MAX_LENGTH, { error: 'validation.searchTooLong' })
  .transform((text) => text || undefined);

/**
 * {@link searchTextSchema} with at most {@link SEARCH_MAX_WORDS} words ({@link searchWords}; else 400,
 * message `validation.searchTooManyWords`), for a search in which every word must match (the catalogue):
 * dropping words silently would list partners that lack them as answers to the words typed.
 * @param prepare applied to the normalised text before the words are counted (the catalogue's folding).
 */
export function wordSearchSchema(prepare: (text: string) => string = (text) => text) {
  return searchTextSchema
    .transform((text) => (text === undefined ? undefined : prepare(text) || undefined))
    .refine((text) => text === undefined || searchWords(text).length <= SEARCH_MAX_WORDS, {
      error: 'validation.searchTooManyWords',
    });
}
