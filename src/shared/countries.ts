/**
 * Countries as the catalogue's market filter names them (issue 21): ISO 3166-1 alpha-2 codes, their
 * names in the product's languages from the runtime's CLDR data (`Intl.DisplayNames`), and the names
 * a partner may have typed for one in the free-text `targetMarkets` field (spec §3 Partner).
 */
import type { Language } from './constants';

/** The 249 officially assigned ISO 3166-1 alpha-2 codes. */
export const COUNTRY_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  ) as readonly string[];

const codeSet = new Set(COUNTRY_CODES);

/** Whether `code` is an assigned ISO 3166-1 alpha-2 code (upper case). */
export function isCountryCode(code: string): boolean {
  return codeSet.has(code);
}

const displayNames = new Map<Language, Intl.DisplayNames>();

/** The country's name in `language` ('DE' → 'Almanya' / 'Germany'); the code itself if the runtime has no name. */
export function countryName(code: string, language: Language): string {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language === 'tr' ? 'tr-TR' : 'en-GB'], { type: 'region', fallback: 'code' });
    displayNames.set(language, names);
  }
  return names.of(code) ?? code;
}

/**
 * Short names Turkish exporters write for a market besides the CLDR names ('ABD', 'İngiltere', 'BAE'):
 * found in the seed data and the application forms. Extend when partners use another.
 */
const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  US: ['ABD', 'USA', 'Amerika', 'United States of America'],
  GB: ['İngiltere', 'UK', 'England', 'Britain'],
  AE: ['BAE', 'UAE', 'Emirates', 'Dubai'],
  NL: ['Netherlands', 'Holland'],
  CZ: ['Çek Cumhuriyeti', 'Czech Republic'],
  RU: ['Rusya Federasyonu'],
  KR: ['Güney Kore'],
  TR: ['Turkey', 'Türkiye', 'Turkiye'],
};

/**
 * The names a free-text market field may use for `code`: Turkish and English names and the aliases,
 * each as its words (letters and digits; punctuation and spaces between them are free). The server
 * folds and matches them as whole words, so 'Oman' does not match 'Romanya'.
 */
export function countryMatchNames(code: string): string[][] {
  const names = [countryName(code, 'tr'), countryName(code, 'en'), ...(COUNTRY_ALIASES[code] ?? [])];
  const words = names.map((n) => n.split(/[^\p{L}\p{N}]+/u).filter(Boolean)).filter((w) => w.length > 0);
  const seen = new Set<string>();
  return words.filter((w) => {
    const key = w.join(' ').toLocaleLowerCase('tr-TR');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * `text` folded as the database's `f_search_fold` folds it (Turkish lower case, then accents and the
 * dotless ı removed: 'ALMANYA' → 'almanya', 'Güney Kore' → 'guney kore'), so a name found here is
 * found by the SQL search too.
 */
export function foldForMatch(text: string): string {
  return text.toLocaleLowerCase('tr-TR').normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
}

let matchers: { code: string; pattern: RegExp }[] | undefined;

/**
 * The countries a free-text market field names (docs/decisions/025, 026): every code whose Turkish or
 * English name or alias ({@link countryMatchNames}) occurs in `text` as whole words, folded (so
 * 'almanya, FRANSA ve ABD' → DE, FR, US; 'Oman' is not found in 'Romanya'). Regions ('Avrupa
 * Birliği') name no country. Used once per partner to fill `partners.markets` from `target_markets`.
 * @returns ISO 3166-1 alpha-2 codes, sorted, without duplicates; [] for null or empty text.
 */
export function parseMarkets(text: string | null | undefined): string[] {
  if (!text?.trim()) return [];
  matchers ??= COUNTRY_CODES.map((code) => ({
    code,
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${countryMatchNames(code)
        .map((words) => words.map((w) => foldForMatch(w)).join('[^\\p{L}\\p{N}]+'))
        .join('|')})(?![\\p{L}\\p{N}])`,
      'u',
    ),
  }));
  const folded = foldForMatch(text);
  return matchers.filter((m) => m.pattern.test(folded)).map((m) => m.code);
}

/** `codes` upper-cased, assigned codes only, sorted and without duplicates: how `partners.markets` stores them. */
export function normaliseMarkets(codes: readonly string[]): string[] {
  return [...new Set(codes.map((c) => c.trim().toUpperCase()).filter(isCountryCode))].sort();
}
