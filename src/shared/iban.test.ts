import { describe, expect, it } from 'vitest';
import { formatIban, ibanSchema, isValidTrIban, normalizeIban } from './iban';

const VALID = 'TR330006100519786457841326';

describe('Turkish IBAN (issue 20)', () => {
  it('accepts a valid TR IBAN', () => {
    expect(isValidTrIban(VALID)).toBe(true);
  });

  it('refuses a wrong check digit (mod-97)', () => {
    expect(isValidTrIban('TR340006100519786457841326')).toBe(false);
    expect(isValidTrIban('TR330006100519786457841327')).toBe(false);
  });

  it('refuses a valid IBAN of another country, and a TR one of the wrong length', () => {
    expect(isValidTrIban('DE89370400440532013000')).toBe(false);
    expect(isValidTrIban('GB82WEST12345698765432')).toBe(false);
    expect(isValidTrIban('TR33000610051978645784132')).toBe(false);
    expect(isValidTrIban('')).toBe(false);
  });

  it('normalises spaces, dashes and lower case to the electronic format', () => {
    expect(normalizeIban(' tr33 0006 1005-1978 6457 8413 26 ')).toBe(VALID);
    expect(isValidTrIban('tr33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(ibanSchema.parse('tr33 0006 1005 1978 6457 8413 26')).toBe(VALID);
  });

  it('reads an empty field as no IBAN, and names the rule for a bad one', () => {
    expect(ibanSchema.parse('')).toBeNull();
    expect(ibanSchema.parse('   ')).toBeNull();
    expect(ibanSchema.parse(null)).toBeNull();
    const bad = ibanSchema.safeParse('TR34 0006 1005 1978 6457 8413 26');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('partners.invalidIban');
  });

  it('groups by four for reading', () => {
    expect(formatIban(VALID)).toBe('TR33 0006 1005 1978 6457 8413 26');
  });
});
