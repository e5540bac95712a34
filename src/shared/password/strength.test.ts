import { describe, expect, it } from 'vitest';
import { estimatePasswordStrength, foldTurkish, PASSWORD_MIN_SCORE } from './strength';

const owner = { email: 'deniz.arslan@example.com', firstName: 'Deniz', lastName: 'Arslan' };

describe('estimatePasswordStrength (issue 7)', () => {
  it.each([
    ['aaaaaaaa', 'repeat'],
    ['        ', 'repeat'],
    ['Passw0rd!', 'common'],
    ['Password123!', 'common'],
    ['Demo2026!ihracat', 'site'],
    ['DenizArslan', 'personal'],
    ['deniz.arslan', 'personal'],
    ['deniz.arslan@example.com', 'personal'],
    ['Galatasaray1905', 'common'],
    ['şifre12345', 'common'],
    ['İstanbul34!', 'common'],
  ])('refuses %j (%s) below score %i', (password, weakness) => {
    const verdict = estimatePasswordStrength(password, owner);
    expect(verdict.score).toBeLessThan(PASSWORD_MIN_SCORE);
    expect(verdict).toMatchObject({ acceptable: false, weakness });
    expect(verdict.messageKey).toMatch(/^auth\.passwordWeak/);
  });

  it.each(['mavi balina sabah koşar', 'correct horse battery staple', 'Yakamoz-Pusula-4817', 'Kavak!Rüzgâr#2093'])(
    'accepts the passphrase %j',
    (password) => {
      expect(estimatePasswordStrength(password, owner)).toEqual({
        score: expect.any(Number),
        acceptable: true,
        weakness: null,
        messageKey: null,
      });
    },
  );

  it('folds Turkish letters one for one, case kept', () => {
    expect(foldTurkish('ŞİFRE şifre Çağrı Gül')).toBe('SIFRE sifre Cagri Gul');
  });
});
