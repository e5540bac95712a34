/**
 * The partner's bank account for payments by bank transfer (issue 20): a Turkish IBAN. One rule for
 * the profile form, the profile route and the payment request: `TR`, 26 characters, the country's
 * BBAN pattern and the ISO 13616 mod-97 check digits, all checked by `ibantools`. Stored and sent in
 * the electronic format (no spaces, upper case); shown grouped by four.
 */
import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import type { MessageKey } from './messages';

/** Characters of a Turkish IBAN in the electronic format: `TR`, 2 check digits, 22 of the BBAN. */
export const TR_IBAN_LENGTH = 26;

/**
 * The electronic format of what a user typed: spaces and dashes removed, upper case
 * (`tr33 0006 1005…` → `TR330006100…`). Not a validation: see {@link isValidTrIban}.
 */
export function normalizeIban(input: string): string {
  return electronicFormatIBAN(input.replace(/-/g, '')) ?? '';
}

/** Whether `input` (in any spacing or case) is a valid Turkish IBAN: TR, 26 characters, mod-97. */
export function isValidTrIban(input: string): boolean {
  const iban = normalizeIban(input);
  return iban.length === TR_IBAN_LENGTH && iban.startsWith('TR') && isValidIBAN(iban);
}

/** An IBAN as people read it: groups of four (`TR33 0006 1005 1978 6457 8413 26`). */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(normalizeIban(iban)) ?? iban;
}

/**
 * The IBAN field of the partner profile (PATCH /api/partners/{id}) and its form: trimmed, '' is null
 * (no account), anything else must be a valid TR IBAN and comes out in the electronic format.
 */
export const ibanSchema = z
  .string()
  .max(64, { error: 'partners.invalidIban' satisfies MessageKey })
  .nullable()
  .transform((v) => (v && v.trim() ? normalizeIban(v) : null))
  .refine((v) => v === null || isValidTrIban(v), { error: 'partners.invalidIban' satisfies MessageKey });
