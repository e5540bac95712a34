import { catalogues, isMessageKey, MESSAGE_KEYS, translate } from './index';

function keysOf(catalogue: object): string[] {
  return Object.entries(catalogue).flatMap(([domain, texts]) =>
    Object.keys(texts as object).map((name) => `${domain}.${name}`),
  );
}

describe('message catalogue', () => {
  it('has the same keys in Turkish and English, each with a non-empty text', () => {
    expect(keysOf(catalogues.en).sort()).toEqual(keysOf(catalogues.tr).sort());
    for (const lang of ['tr', 'en'] as const) {
      for (const key of MESSAGE_KEYS) expect(translate(lang, key).trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of MESSAGE_KEYS)
      expect(placeholders(translate('en', key)), key).toEqual(placeholders(translate('tr', key)));
  });

  it('fills placeholders and knows its keys', () => {
    expect(translate('tr', 'error.rateLimited', { seconds: 30 })).toContain('30 saniye');
    expect(translate('en', 'error.rateLimited', { seconds: 30 })).toContain('30 seconds');
    expect(isMessageKey('auth.invalidCredentials')).toBe(true);
    expect(isMessageKey('auth.nope')).toBe(false);
  });
});
