/**
 * The text rules of the catalogue's SQL search (migrations 0000, 0004, 0012; docs/decisions/001) written
 * in JavaScript for the in-process index (catalogue-index.ts, issue 21): Turkish folding as
 * `f_search_fold`, the word splitting of `f_search_query`, trigram similarity as pg_trgm's
 * `similarity()`, and the lexeme order of a tsvector. Each function names the SQL it stands for, and
 * catalogue-index.test.ts compares them with the database.
 */

/** Letters the `unaccent` dictionary expands or replaces that are not a base letter plus marks. */
const UNACCENT_EXTRA: Readonly<Record<string, string>> = {
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ħ: 'h',
  ŀ: 'l',
  ŧ: 't',
  þ: 'th',
  ĳ: 'ij',
  ﬁ: 'fi',
  ﬂ: 'fl',
};
const EXTRA_PATTERN = new RegExp(`[${Object.keys(UNACCENT_EXTRA).join('')}]`, 'gu');

/**
 * Turkish case folding, then accents removed: the same string as SQL `f_search_fold(text)`
 * (`unaccent(lower(text COLLATE tr-TR ICU))`): `İSTANBUL` → `istanbul`, `ISPARTA` → `isparta`,
 * `Gümrük` → `gumruk`, `u` + U+0308 → `u`.
 * @param text any string.
 * @returns the folded string (same length or shorter, except for expansions such as `ß` → `ss`).
 */
export function searchFold(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(EXTRA_PATTERN, (c) => UNACCENT_EXTRA[c] ?? c)
    .normalize('NFC');
}

/** What `regexp_split_to_table(x, '[^[:alnum:]]+')` keeps: runs of letters and digits. */
const WORD = /[\p{L}\p{N}]+/gu;

/** The runs of letters and digits of `text`, in order (the word splitting of `f_search_query`). */
export function splitWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** SQL `lower(text COLLATE tr_icu)`: Turkish lower case, accents kept (what the Turkish stemmer reads). */
export function turkishLower(text: string): string {
  return text.toLocaleLowerCase('tr-TR');
}

/**
 * Lexeme order of a tsvector (`tsCompareString`: bytes of UTF-8, a prefix first). UTF-8 byte order is
 * code point order; UTF-16 comparison differs only for characters beyond U+FFFF, which words of the
 * catalogue do not hold.
 */
export function compareLexemes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The trigrams of `text` as pg_trgm makes them (`show_trgm`): every run of letters and digits padded
 * with two spaces before and one after, each window of three characters once.
 */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of splitWords(text)) {
    const chars = [...`  ${word} `];
    for (let i = 0; i + 3 <= chars.length; i++) out.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return out;
}
