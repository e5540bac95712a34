/**
 * Phone numbers for SMS (issue 22; decision 043), parsed with libphonenumber-js (Google's metadata).
 * The platform's users are Turkish companies and the spec stores a phone as a Turkish mobile, 10
 * digits starting with 5 (§5): SMS go to such numbers only, in E.164 (`+905321234567`).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A Turkish mobile number in both the spec's stored form and E.164. */
export interface TurkishMobile {
  /** `5321234567`: what `users.phone` holds (spec §5). */
  national: string;
  /** `+905321234567`: what the gateway is given. */
  e164: string;
}

/**
 * Reads a Turkish mobile number in any usual notation (`0532 123 45 67`, `+90 532 123 4567`, `5321234567`).
 * @returns null when it is not a valid Turkish mobile number (a landline, a foreign number, garbage)
 */
export function parseTurkishMobile(input: string): TurkishMobile | null {
  const parsed = parsePhoneNumberFromString(input, 'TR');
  if (!parsed || parsed.country !== 'TR' || !parsed.isValid()) return null;
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return { national: String(parsed.nationalNumber), e164: parsed.number };
}

/** E.164 of a phone stored in the spec's form (`5321234567` → `+905321234567`); null when it is not one. */
export function storedPhoneToE164(phone: string | null | undefined): string | null {
  if (!phone) return null;
  return parseTurkishMobile(phone)?.e164 ?? null;
}
