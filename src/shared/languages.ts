/**
 * Languages a partner's team speaks (issue 21, "Profiles that answer what an exporter asks"): ISO 639-1
 * codes stored in `partners.languages` (docs/decisions/026), named in the reader's language from the
 * runtime's CLDR data (`Intl.DisplayNames`), so no translation table is kept here.
 */
import type { Language } from './constants';

/**
 * The languages a profile may list, in the order the editor offers them: Turkish and English first,
 * then the languages of Turkey's main export markets and neighbours (EU, the Gulf and MENA, Russia and
 * the CIS, Iran, the Balkans and the Caucasus, China). Fixed, so the filter's facet stays short and a
 * typo cannot create a language; a migration check (`partners_languages_check`) holds the same list.
 */
export const PROFILE_LANGUAGES = [
  'tr',
  'en',
  'de',
  'fr',
  'ar',
  'ru',
  'es',
  'it',
  'nl',
  'pl',
  'ro',
  'bg',
  'el',
  'fa',
  'az',
  'ka',
  'uk',
  'kk',
  'uz',
  'zh',
  'ja',
  'ko',
  'pt',
  'he',
] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

/** Most languages one profile may list (all of {@link PROFILE_LANGUAGES}). */
export const PROFILE_LANGUAGES_MAX = PROFILE_LANGUAGES.length;

const languageSet = new Set<string>(PROFILE_LANGUAGES);

/** Whether `code` is one of {@link PROFILE_LANGUAGES} (lower case). */
export function isProfileLanguage(code: string): code is ProfileLanguage {
  return languageSet.has(code);
}

const displayNames = new Map<Language, Intl.DisplayNames>();

/**
 * The language's name in `reader`'s language ('de' → 'Almanca' / 'German'), capitalised as a label;
 * the code itself if the runtime has no name.
 */
export function languageName(code: string, reader: Language): string {
  let names = displayNames.get(reader);
  if (!names) {
    names = new Intl.DisplayNames([reader === 'tr' ? 'tr-TR' : 'en-GB'], { type: 'language', fallback: 'code' });
    displayNames.set(reader, names);
  }
  const name = names.of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(reader === 'tr' ? 'tr-TR' : 'en-GB') + name.slice(1);
}

/**
 * `codes` in the editor's order ({@link PROFILE_LANGUAGES}), without duplicates: how the server stores
 * a profile's languages, so two saves of the same set store the same array.
 */
export function sortProfileLanguages(codes: readonly string[]): ProfileLanguage[] {
  const chosen = new Set(codes);
  return PROFILE_LANGUAGES.filter((c) => chosen.has(c));
}
