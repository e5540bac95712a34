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
  return turkishLower(text)
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

/** The letters whose Turkish lower case differs from the root one: `I` → `ı`, `İ` and `I` + U+0307 → `i`. */
const TURKISH_I = /I\u0307|[İI]/g;

/**
 * SQL `lower(text COLLATE tr_icu)`: Turkish lower case, accents kept (what the Turkish stemmer reads).
 * The same string as `toLocaleLowerCase('tr-TR')` (search-text.test.ts compares them letter by letter)
 * at a seventh of its cost: ICU's locale path took 2.5 µs a call, and a query folds every word.
 */
export function turkishLower(text: string): string {
  return text.replace(TURKISH_I, (c) => (c === 'I' ? 'ı' : 'i')).toLowerCase();
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

/**
 * A hyphenated word as PostgreSQL's parser keeps it whole (token types hword, asciihword, numhword):
 * runs of letters and digits joined by single hyphens. `iso-9001` is not one (the parser reads `iso`
 * and the signed number `-9001`), but such a text never reaches this as one lexeme.
 */
const COMPOUND = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+$/u;

/**
 * The lexemes `to_tsquery('simple', lexeme)` makes of a lexeme of a document, as f_search_query does
 * with a typo's neighbour: a hyphenated word is parsed again into itself and its parts
 * (`e-ticaret` → `'e-ticaret' <-> 'e' <-> 'ticaret'`), any other lexeme stays itself. Checked against
 * PostgreSQL on the demo vocabulary by catalogue-index.test.ts.
 * @returns the lexemes in the phrase's order, the lexeme first.
 */
export function queryLexemes(lexeme: string): string[] {
  return COMPOUND.test(lexeme) ? [lexeme, ...lexeme.split('-')] : [lexeme];
}

/** Weight codes of a tsvector position by its letter in the text form (D, the default, has none). */
const WEIGHT_CODE: Readonly<Record<string, number>> = { A: 3, B: 2, C: 1 };

/**
 * Reads a tsvector in PostgreSQL's text form (`tsvectorout`, what `search_vector::text` gives:
 * `'e-ihracat':5B 'ihracat':3,6B 'x'`), so the index holds the lexemes and positions PostgreSQL's
 * parser made rather than a re-tokenisation of the texts (which differs for hyphenated words, hosts,
 * paths, numbers with dots: docs/decisions/032).
 * @param text a tsvector's text form: lexemes quoted with `'` (`''` and `\\` escaped), each optionally
 *   followed by `:` and comma-separated positions with a weight letter (A, B, C; D has none).
 * @param visit called for each lexeme, in the vector's order (tsvector order: bytes, a prefix first),
 *   with its positions as `position << 2 | weightCode` (D = 0 … A = 3), ascending; `[]` when stripped.
 *   The array is the callback's to keep.
 * @throws Error on text that is not a tsvector's output.
 */
export function parseTsvector(text: string, visit: (lexeme: string, positions: number[]) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (text.charCodeAt(i) === 32) {
      i++;
      continue;
    }
    if (text.charCodeAt(i) !== 39) throw new Error(`not a tsvector at ${i}: ${text.slice(i, i + 20)}`);
    // The lexeme: up to the next quote that is not doubled.
    let end = text.indexOf("'", i + 1);
    let lexeme = '';
    let from = i + 1;
    while (end >= 0 && text.charCodeAt(end + 1) === 39) {
      lexeme += text.slice(from, end + 1);
      from = end + 2;
      end = text.indexOf("'", from);
    }
    if (end < 0) throw new Error(`unterminated lexeme in tsvector at ${i}`);
    lexeme += text.slice(from, end);
    if (lexeme.includes('\\')) lexeme = lexeme.replace(/\\(.)/gsu, '$1');
    i = end + 1;
    const positions: number[] = [];
    if (text.charCodeAt(i) === 58) {
      i++;
      for (;;) {
        let pos = 0;
        let c = text.charCodeAt(i);
        while (c >= 48 && c <= 57) {
          pos = pos * 10 + c - 48;
          c = text.charCodeAt(++i);
        }
        const code = WEIGHT_CODE[text[i]!];
        if (code !== undefined) i++;
        positions.push((pos << 2) | (code ?? 0));
        if (text.charCodeAt(i) !== 44) break;
        i++;
      }
    }
    visit(lexeme, positions);
  }
}
