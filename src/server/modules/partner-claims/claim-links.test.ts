import { describe, expect, it } from 'vitest';
import { USERNAME_PATTERN } from '@shared/contracts/partners';
import {
  claimLinkExpiry,
  hashClaimToken,
  listingLanguage,
  newClaimToken,
  uniqueUsername,
  usernameBase,
} from './claim-links';

describe('claim link tokens', () => {
  it('are 43 url-safe characters, different each time, stored as a 64-hex hash', () => {
    const a = newClaimToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newClaimToken()).not.toBe(a);
    expect(hashClaimToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashClaimToken(a)).toBe(hashClaimToken(a));
  });

  it('expire 14 days after they are made', () => {
    const now = new Date('2026-11-27T08:00:00Z');
    expect(claimLinkExpiry(now).toISOString()).toBe('2026-12-11T08:00:00.000Z');
  });
});

describe('listingLanguage', () => {
  it('is Turkish unless the listing names another country', () => {
    expect(listingLanguage(null)).toBe('tr');
    expect(listingLanguage('Türkiye')).toBe('tr');
    expect(listingLanguage(' TÜRKİYE ')).toBe('tr');
    expect(listingLanguage('Germany')).toBe('en');
  });
});

describe('usernameBase / uniqueUsername', () => {
  it.each([
    ['Ege Lojistik A.Ş.', 'egelojistik'],
    ['Karadeniz Gümrük Müşavirliği Ltd. Şti.', 'karadenizgumruk'],
    ['ÇAĞRI İÇ VE DIŞ TİCARET', 'cagriicdisticaret'],
    ['Öz', 'firmaoz'],
    ['Uluslararasıtaşımacılıkhizmetleri', 'uluslararasitasima'],
  ])('%s → %s, a valid username', (name, expected) => {
    expect(usernameBase(name)).toBe(expected);
    expect(USERNAME_PATTERN.test(usernameBase(name))).toBe(true);
  });

  it('adds the first free number, staying within 20 characters', async () => {
    const taken = new Set(['uluslararasitasima', 'uluslararasitasima2']);
    expect(await uniqueUsername('uluslararasitasima', async (c) => !taken.has(c))).toBe('uluslararasitasima3');
    expect(await uniqueUsername('ege', async () => true)).toBe('ege');
  });
});
