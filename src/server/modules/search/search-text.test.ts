/**
 * The in-process index's Turkish lower case (search-text.ts) against the locale-aware one it replaces
 * on the hot path: every BMP letter alone and beside the letters Turkish treats specially.
 */
import { describe, expect, it } from 'vitest';
import { searchFold, turkishLower } from './search-text';

describe('turkishLower', () => {
  it("equals toLocaleLowerCase('tr-TR') for every BMP character, alone and next to I, İ and a dot above", () => {
    const differences: string[] = [];
    for (let code = 0; code < 0x10000; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const c = String.fromCharCode(code);
      for (const text of [c, `I${c}`, `${c}I\u0307`, `${c}\u0307`, `İ${c}`]) {
        if (turkishLower(text) !== text.toLocaleLowerCase('tr-TR')) differences.push(JSON.stringify(text));
      }
    }
    expect(differences).toEqual([]);
  });

  it('folds the way the catalogue expects', () => {
    expect(turkishLower('ISPARTA İSTANBUL Iğdır')).toBe('ısparta istanbul ığdır');
    expect(searchFold('İSTANBUL')).toBe('istanbul');
    expect(searchFold('ISPARTA')).toBe('isparta');
    expect(searchFold('GÜMRÜK Müşavirliği')).toBe('gumruk musavirligi');
  });
});
