/**
 * The search document of a generated partner in the form the catalogue index reads from the database
 * (`IndexedPartner.vectors`: tsvector text of `rank_vector` and of the description's lexemes), made in
 * JavaScript for the benchmarks that run without a database. An approximation of `f_search_vector`
 * (migrations 0000, 0018, 0019): folded words numbered per weight as PostgreSQL's `||` shifts them, a
 * hyphenated word kept whole and in parts as PostgreSQL's parser does; no Turkish stems, and none of
 * the parser's other token types (hosts, paths, numbers with dots). Close enough in size and shape to
 * time the index's build; the equality tests read real vectors from the database.
 */
import { compareLexemes, searchFold } from '../../../src/server/modules/search/search-text';

/** Runs of letters and digits, joined by single hyphens (PostgreSQL's hyphenated word). */
const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;
const MAX_POSITION = 16383;
const MAX_POSITIONS = 256;
const LETTER = ['', 'C', 'B', 'A'] as const;

/** The words of `text` after folding, a hyphenated one followed by its parts (PostgreSQL's order). */
function tokens(text: string): string[] {
  const out: string[] = [];
  for (const word of searchFold(text).match(WORD) ?? []) {
    out.push(word);
    if (word.includes('-')) out.push(...word.split('-'));
  }
  return out;
}

/** A tsvector's text form (`tsvectorout`) of lexeme → positions (`position << 2 | weightCode`). */
function vectorText(lexemes: Map<string, number[]>, strip: boolean): string {
  return [...lexemes.keys()]
    .sort(compareLexemes)
    .map((lexeme) => {
      const quoted = `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
      if (strip) return quoted;
      const positions = lexemes.get(lexeme)!.slice(0, MAX_POSITIONS);
      return `${quoted}:${positions.map((p) => `${p >> 2}${LETTER[p & 3]}`).join(',')}`;
    })
    .join(' ');
}

/**
 * `IndexedPartner.vectors` for a document's texts by weight (A name + city, B short description +
 * category names + services + codes, C description, D country + markets) and its stored city (the
 * suggestions' `to_tsvector('simple', f_search_fold(city))`).
 */
export function documentVectors(
  text: { a: string; b: string; c: string; d: string },
  city: string | null = null,
): {
  rank: string;
  description: string;
  city: string;
} {
  const rank = new Map<string, number[]>();
  let shift = 0;
  // rank_vector's C is '': the shift counts A, B and D only (0018).
  for (const [field, code] of [
    [text.a, 3],
    [text.b, 2],
    [text.d, 0],
  ] as const) {
    let pos = 0;
    for (const word of tokens(field)) {
      pos = Math.min(pos + 1, MAX_POSITION);
      const list = rank.get(word) ?? [];
      list.push((Math.min(shift + pos, MAX_POSITION) << 2) | code);
      rank.set(word, list);
    }
    shift = Math.min(shift + pos, MAX_POSITION);
  }
  const description = new Map<string, number[]>();
  for (const word of tokens(text.c)) description.set(word, []);
  return {
    rank: vectorText(rank, false),
    description: vectorText(description, true),
    city: vectorText(new Map(foldedLexemes(city ?? '').map((w) => [w, []])), true),
  };
}

/** `to_tsvector('simple', f_search_fold(text))`'s lexemes, each once: a service's or a city's. */
export function foldedLexemes(text: string): string[] {
  return [...new Set(tokens(text))];
}

/** A category's lexemes (`f_search_lexemes(name || ' ' || name_en)`, without stems). */
export function categoryLexemes(name: string, nameEn: string): string[] {
  return [...new Set(tokens(`${name} ${nameEn}`))];
}
