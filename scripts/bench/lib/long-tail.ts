/**
 * Long-tail catalogue requests for `bench:catalogue` (issue 21): every request is new, as when many
 * exporters search at once, so neither the app's page cache nor a repeated plan helps. Queries are
 * drawn from the generated vocabulary: one to three words, a city (with or without Turkish letters),
 * a trade code in one of its spellings, filters in combination, and a one-letter typo in 20 % of them.
 */
import { CATEGORY_SLUGS, COMPANY_SIZES } from '../../../src/shared/constants';
import { CITIES, prng, searchVocabulary } from './generate';

/** Trade codes as exporters type them (docs/decisions/024). */
const CODES = [
  'EUR.1',
  'EUR1',
  'eur 1',
  'A.TR',
  'ATR',
  'ATA karnesi',
  'ATA carnet',
  'T1',
  'T2',
  '8471.30',
  '847130',
  '8471',
];

/** Without Turkish letters, as typed on a foreign keyboard. */
const ascii = (s: string) =>
  s
    .replace(/[İı]/g, (c) => (c === 'İ' ? 'I' : 'i'))
    .replace(/[ğĞ]/g, 'g')
    .replace(/[üÜ]/g, 'u')
    .replace(/[şŞ]/g, 's')
    .replace(/[öÖ]/g, 'o')
    .replace(/[çÇ]/g, 'c');

/** Request paths of the three long-tail kinds; each call returns a new one. */
export interface LongTail {
  search: () => string;
  facets: () => string;
  suggest: () => string;
}

/** A deterministic generator of long-tail requests (`seed` fixes the sequence). */
export function longTail(seed = 21): LongTail {
  const rand = prng(seed);
  const vocabulary = searchVocabulary();
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  /** One edit (drop, swap or replace a letter) in a word of five letters or more. */
  const typo = (word: string): string => {
    if (word.length < 5) return word;
    const i = 1 + Math.floor(rand() * (word.length - 2));
    const r = rand();
    if (r < 0.34) return word.slice(0, i) + word.slice(i + 1);
    if (r < 0.67) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    return word.slice(0, i) + pick([...'aeiklmnrst']) + word.slice(i + 1);
  };
  const term = (): string => {
    const r = rand();
    const words: string[] = [];
    if (r < 0.15) words.push(pick(CODES));
    const n = 1 + Math.floor(rand() * 3);
    while (words.length < n) words.push(pick(vocabulary));
    if (rand() < 0.25) words[words.length - 1] = pick(CITIES).toLocaleLowerCase('tr-TR');
    if (rand() < 0.2) {
      const i = Math.floor(rand() * words.length);
      words[i] = typo(words[i]!);
    }
    const text = words.join(' ');
    return rand() < 0.2 ? ascii(text) : text;
  };
  const filters = (qs: URLSearchParams) => {
    if (rand() < 0.3) qs.set('category', pick(CATEGORY_SLUGS));
    if (rand() < 0.2) qs.set('city', pick(CITIES));
    if (rand() < 0.1) qs.set('size', pick(COMPANY_SIZES));
    if (rand() < 0.1) qs.set('minRating', pick(['3', '4', '4.5']));
  };
  return {
    search: () => {
      const qs = new URLSearchParams({ search: term() });
      filters(qs);
      if (rand() < 0.1) qs.set('sort', pick(['rating', 'newest', 'followers', 'response']));
      if (rand() < 0.1) qs.set('offset', '20');
      return `/api/partners?${qs}`;
    },
    facets: () => {
      const qs = new URLSearchParams();
      if (rand() < 0.8) qs.set('search', term());
      filters(qs);
      return `/api/partners/facets?${qs}`;
    },
    suggest: () => {
      const word = term();
      // What the box holds while typing: a prefix of the term, two letters at least.
      const q = word.slice(0, Math.max(2, Math.ceil(word.length * (0.4 + rand() * 0.6))));
      return `/api/search/suggest?${new URLSearchParams({ q })}`;
    },
  };
}
