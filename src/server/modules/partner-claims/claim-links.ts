/**
 * Claim links (issue 21; docs/decisions/029-claimable-listings.md): a random 256-bit token in the URL
 * `/claim/{token}`, of which the database keeps only the SHA-256. Nothing here reads a session.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@shared/constants';
import { CLAIM_LINK_TTL_DAYS } from '@shared/contracts/partner-claims';

/** A new token for a link: 32 random bytes as base64url (43 characters). */
export function newClaimToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token (hex SHA-256): a stolen database row does not give a usable link. */
export function hashClaimToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** When a link made at `now` stops working ({@link CLAIM_LINK_TTL_DAYS} days later). */
export function claimLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + CLAIM_LINK_TTL_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * The language of a firm without an account (it has no language setting): Turkish, the platform's
 * default, unless the listing names a country other than Türkiye.
 */
export function listingLanguage(country: string | null): Language {
  if (!country) return 'tr';
  const folded = country.trim().toLocaleLowerCase('tr-TR');
  return folded === 'türkiye' || folded === 'turkiye' || folded === 'turkey' || folded === 'tr' ? 'tr' : 'en';
}

/** Longest generated username before a uniqueness suffix. */
const USERNAME_BASE_MAX = 18;

const TURKISH_FOLD: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/**
 * The username a company name suggests (the username rule: 3–20 of `a-z 0-9 _ -`): Turkish letters
 * folded, legal suffixes dropped, other characters removed. `Ege Lojistik A.Ş.` → `egelojistik`, `Karadeniz Gümrük Müşavirliği Ltd. Şti.` → `karadenizgumruk`.
 * The caller makes it unique ({@link uniqueUsername}).
 */
export function usernameBase(companyName: string): string {
  const folded = companyName
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşüâîû]/g, (c) => TURKISH_FOLD[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const words = folded
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    // Legal forms say nothing about the firm: "ltd sti", "a s", "san tic" are left out.
    .filter((w) => !['ltd', 'sti', 'as', 'a', 's', 'san', 'tic', 've', 'limited', 'sirketi', 'co', 'inc'].includes(w));
  // Whole words while they fit, so `karadenizgumruk` rather than `karadenizgumrukm`; 18 characters
  // leave room for a two-digit suffix.
  let base = '';
  for (const word of words) {
    if (base.length + word.length > USERNAME_BASE_MAX) break;
    base += word;
  }
  if (base === '') base = (words[0] ?? '').slice(0, USERNAME_BASE_MAX);
  if (base.length < 3) base = `firma${base}`.slice(0, USERNAME_BASE_MAX);
  return base;
}

/**
 * The first of `base`, `base2`, `base3`… (at most 20 characters) that `isFree` accepts.
 * @param isFree whether a candidate is free (case-insensitive), checked one by one
 */
export async function uniqueUsername(base: string, isFree: (candidate: string) => Promise<boolean>): Promise<string> {
  if (await isFree(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = String(n);
    const candidate = `${base.slice(0, 20 - suffix.length)}${suffix}`;
    if (await isFree(candidate)) return candidate;
  }
}
