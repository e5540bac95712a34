/** Issue 21: the shared rules behind profile languages, served countries and the text fallback. */
import { describe, expect, it } from 'vitest';
import { countryName, normaliseMarkets, parseMarkets } from './countries';
import { isProfileLanguage, languageName, sortProfileLanguages } from './languages';
import { pickLocalisedText } from './profile-text';

describe('parseMarkets', () => {
  it('finds countries by Turkish or English name or alias, folded, as whole words', () => {
    expect(parseMarkets('almanya, FRANSA ve ABD')).toEqual(['DE', 'FR', 'US']);
    expect(parseMarkets('Germany; South Korea; İngiltere')).toEqual(['DE', 'GB', 'KR']);
    expect(parseMarkets('Bosna-Hersek, Guney Kore')).toEqual(['BA', 'KR']);
    // 'Oman' is not inside 'Romanya'.
    expect(parseMarkets('Romanya')).toEqual(['RO']);
  });

  it('finds no country in regions or empty text', () => {
    expect(parseMarkets('Avrupa Birliği, Körfez ülkeleri, Orta Asya')).toEqual([]);
    expect(parseMarkets('')).toEqual([]);
    expect(parseMarkets(null)).toEqual([]);
  });

  it('stores codes upper-cased, assigned, sorted and once', () => {
    expect(normaliseMarkets(['fr', 'DE', ' de ', 'XX'])).toEqual(['DE', 'FR']);
  });

  it('parses what it names: every country name in either language finds its code', () => {
    for (const code of ['DE', 'MA', 'AE', 'CZ', 'CI']) {
      expect(parseMarkets(countryName(code, 'tr'))).toContain(code);
      expect(parseMarkets(countryName(code, 'en'))).toContain(code);
    }
  });
});

describe('profile languages', () => {
  it('accepts the fixed list only and keeps its order without duplicates', () => {
    expect(isProfileLanguage('de')).toBe(true);
    expect(isProfileLanguage('DE')).toBe(false);
    expect(isProfileLanguage('xx')).toBe(false);
    expect(sortProfileLanguages(['de', 'tr', 'de', 'en'])).toEqual(['tr', 'en', 'de']);
  });

  it('names a language in the reader’s language, capitalised', () => {
    expect(languageName('de', 'tr')).toBe('Almanca');
    expect(languageName('de', 'en')).toBe('German');
    expect(languageName('tr', 'en')).toBe('Turkish');
  });
});

describe('pickLocalisedText', () => {
  it('gives the reader’s language when written, else the other one', () => {
    expect(pickLocalisedText({ tr: 'Gümrük', en: 'Customs' }, 'en')).toEqual({ text: 'Customs', lang: 'en' });
    expect(pickLocalisedText({ tr: 'Gümrük', en: 'Customs' }, 'tr')).toEqual({ text: 'Gümrük', lang: 'tr' });
    expect(pickLocalisedText({ tr: 'Gümrük', en: '  ' }, 'en')).toEqual({ text: 'Gümrük', lang: 'tr' });
    expect(pickLocalisedText({ tr: null, en: 'Customs' }, 'tr')).toEqual({ text: 'Customs', lang: 'en' });
    expect(pickLocalisedText({ tr: '', en: null }, 'tr')).toBeNull();
  });
});
