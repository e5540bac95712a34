/**
 * Foreign-trade codes as search compares them (issue 21 "Search"; docs/decisions/024). Exporters type
 * the same document or tariff code in many spellings — `EUR.1`, `EUR1`, `EUR 1`, `EUR-1`; `A.TR`, `ATR`;
 * `ATA karnesi`, `ATA carnet`; `8471.30`, `847130`, `GTİP 8471.30.00.00` — and the word splitting of the
 * catalogue's search (`f_search_query`: runs of letters and digits) tears them into pieces that match
 * unrelated text (`A.TR` became `a` & `tr`). One table of patterns serves both sides, so they cannot
 * disagree: the query is rewritten with {@link normaliseTradeCodes} (contracts/partners.ts
 * `searchableTerm`), and a partner's texts yield {@link tradeCodeTokens}, which the data layer stores in
 * `partners.search_codes` (db/search-index.ts).
 *
 * Every canonical token is lower-case ASCII letters and digits, one "word" for the SQL search.
 */

/** Neither a letter nor a digit before / after the code (JavaScript's `\b` knows only ASCII letters). */
const START = String.raw`(?<![\p{L}\p{N}])`;
const END = String.raw`(?![\p{L}\p{N}])`;
/** Any of the four Turkish i's, whatever the case. */
const I = '[iİıI]';

interface CodeRule {
  pattern: RegExp;
  /** The canonical token of one match. */
  token: (match: RegExpExecArray) => string;
  /** Extra document tokens of a match (an HS code's chapter and heading), so a shorter code finds it. */
  prefixes?: (token: string) => string[];
}

const hsPrefixes = (digits: string): string[] =>
  [2, 4, 6].filter((n) => digits.length > n).map((n) => digits.slice(0, n));

/** The rules, in the order they are applied; each sees the text the previous ones left. */
const RULES: readonly CodeRule[] = [
  // EUR.1 and EUR-MED movement certificates. Not before `.5`/`,5`, so `EUR 1,5 milyon` stays money.
  { pattern: new RegExp(`${START}eur[ .\\-]{0,2}1${END}(?![.,]\\d)`, 'giu'), token: () => 'eur1' },
  { pattern: new RegExp(`${START}eur[ .\\-]{0,2}med${END}`, 'giu'), token: () => 'eurmed' },
  // A.TR movement certificate (EU–Türkiye customs union).
  { pattern: new RegExp(`${START}a[ .\\-]{0,2}tr${END}\\.?`, 'giu'), token: () => 'atr' },
  // ATA carnet: Turkish `ATA karnesi`/`karneleri`/`karnesiyle`, English `ATA carnet(s)`.
  { pattern: new RegExp(`${START}ata[ \\-]?(?:karne\\p{L}*|carnets?)${END}`, 'giu'), token: () => 'atacarnet' },
  // Transit documents T1, T2 (also `T.1`, `T-2`; `T2L`). No space variant: `t 1` is too common in text.
  {
    pattern: new RegExp(`${START}t[.\\-]?([12])(l?)${END}`, 'giu'),
    token: (m) => `t${m[1]}${m[2]!.toLowerCase()}`,
  },
  // HS / GTİP codes named as such: `GTİP 8471`, `HS kodu: 8471.30`, `HS code 84`.
  {
    pattern: new RegExp(
      `${START}(?:gt${I}p|hs)(?:[ \\-]?(?:kodu|code|no))?[ :.#\\-]*(\\d{2}(?:\\.?\\d{2}){0,4})${END}(?![.,]\\d)`,
      'giu',
    ),
    token: (m) => m[1]!.replace(/\./g, ''),
    prefixes: hsPrefixes,
  },
  // HS / GTİP codes written with dots: 8471.30, 8471.30.00, 8471.30.00.00 (a number like 1.234,56 is not one).
  {
    pattern: /(?<![\p{L}\p{N}.,])(\d{4}(?:\.\d{2}){1,3})(?![\p{L}\p{N}]|[.,]\d)/gu,
    token: (m) => m[1]!.replace(/\./g, ''),
    prefixes: hsPrefixes,
  },
];

/**
 * `text` with every trade code written as its canonical token (`EUR-1 ve A.TR` → `eur1 ve atr`,
 * `GTİP 8471.30` → `847130`); everything else is left as it is. For the query side: a search for any
 * spelling then asks for the one token that {@link tradeCodeTokens} put into the document.
 */
export function normaliseTradeCodes(text: string): string {
  return RULES.reduce(
    (current, rule) => current.replace(rule.pattern, (...args) => rule.token(matchOf(args))),
    text.normalize('NFKC'),
  );
}

/**
 * The canonical tokens of every trade code in `text`, each once, in order of appearance per rule
 * (`EUR.1 Dolaşım Belgesi` → `['eur1']`; `8471.30.00.00` → `['84', '8471', '847130', '8471300000']`:
 * an HS code also yields its chapter, heading and subheading, so searching `84` or `8471` finds it).
 * For the document side (db/search-index.ts); `[]` when the text names no code.
 */
export function tradeCodeTokens(text: string): string[] {
  const tokens = new Set<string>();
  let current = text.normalize('NFKC');
  for (const rule of RULES) {
    current = current.replace(rule.pattern, (...args) => {
      const token = rule.token(matchOf(args));
      for (const prefix of rule.prefixes?.(token) ?? []) tokens.add(prefix);
      tokens.add(token);
      // A space, so a later rule cannot read a code across what this one consumed.
      return ' ';
    });
  }
  return [...tokens];
}

/** The `replace` callback's arguments as the `RegExpExecArray` the rules read (match, then groups). */
function matchOf(args: unknown[]): RegExpExecArray {
  const groups = args.slice(
    0,
    args.findIndex((a) => typeof a === 'number'),
  );
  return groups.map((g) => (typeof g === 'string' ? g : '')) as unknown as RegExpExecArray;
}
