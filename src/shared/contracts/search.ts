/**
 * Search text: one rule for every search field of the product (issue 18; docs/decisions/001) — the
 * catalogue (GET /api/partners `search`), the suggestions while typing (GET /api/search/suggest, server
 * module `search`, client feature `search`; issue 21), and the admin lists of users, partners,
 * services, files and marketing contacts. Normalise FIRST, then bound: Unicode compatibility normalisation (NFKC) can make
 * one character many (U+FDFA becomes 18), so a limit checked on the raw text bounds nothing.
 */
import { z } from 'zod';
import { CATEGORY_SLUGS, SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS, SUGGEST_MAX_LENGTH } from '../constants';

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

/**
 * Query of GET /api/search/suggest (issue 21): `q`, {@link normaliseSearchText}, then at most
 * {@link SUGGEST_MAX_LENGTH} characters (else 400, `validation.suggestTooLong`) and
 * {@link SEARCH_MAX_WORDS} words (else 400, `validation.searchTooManyWords`). Absent or blank → `''`,
 * answered with four empty lists.
 */
export const suggestQuerySchema = z.object({
  q: z
    .string()
    .default('')
    .transform(normaliseSearchText)
    .refine((text) => text.length <= SUGGEST_MAX_LENGTH, { error: 'validation.suggestTooLong' })
    .refine((text) => searchWords(text).length <= SEARCH_MAX_WORDS, { error: 'validation.searchTooManyWords' }),
});
/** The query as a caller may send it. */
export type SuggestQueryInput = z.input<typeof suggestQuerySchema>;

/** A category whose Turkish or English name has a word starting with the text; `name` in the caller's language. */
export const categorySuggestionSchema = z.object({ slug: z.enum(CATEGORY_SLUGS), name: z.string() });
/** A service of the pool that at least one listed partner offers (services have one, Turkish, name). */
export const serviceSuggestionSchema = z.object({ id: z.number().int(), name: z.string() });
/** A city of listed partners, with how many listed partners are in it. */
export const citySuggestionSchema = z.object({ name: z.string(), count: z.number().int() });
/** A listed (active, approved) partner whose company name has a word starting with the text. */
export const partnerSuggestionSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  companyName: z.string(),
  city: z.string().nullable(),
  /** The logo's public path, or null (the client shows the initial). */
  logoUrl: z.string().nullable(),
  /** Verified now (issue 21, docs/decisions/028): the suggestion shows the badge. */
  verified: z.boolean(),
});

/**
 * 200 answer of GET /api/search/suggest: at most `SUGGEST_GROUP_LIMIT` (5) per group. Matching is
 * Turkish-folded and on word starts: every word typed must start a word of the name (`ist` →
 * İstanbul, `gum` → Gümrük Müşavirliği, `eur` → EUR.1 Dolaşım Belgesi).
 */
export const suggestionsSchema = z.object({
  categories: z.array(categorySuggestionSchema),
  services: z.array(serviceSuggestionSchema),
  cities: z.array(citySuggestionSchema),
  partners: z.array(partnerSuggestionSchema),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
