/**
 * Password policy beyond length (PRODUCT-DECISIONS 4; OWASP ASVS 2.1.7): refuse passwords that are on
 * a list of commonly used ones. The list is zxcvbn-ts's `passwords-common` dictionary (about 49 000
 * leaked passwords, lower case) plus a few Turkish favourites it lacks.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/contracts/auth';
import type { MessageKey } from '@shared/messages';
import { estimatePasswordStrength, type PasswordOwner, type PasswordWeakness } from '@shared/password/strength';

const SPECIFIC = new Set<PasswordWeakness>(['personal', 'site', 'repeat', 'sequence']);

/** Common Turkish choices that the English-centred list does not hold (lower case). */
const TURKISH_COMMON = [
  'sifre123',
  'şifre123',
  'sifre1234',
  'şifre1234',
  'sifre12345',
  'parola123',
  'parola1234',
  'parolam123',
  'sifrem123',
  'turkiye123',
  'türkiye123',
  'galatasaray',
  'galatasaray1905',
  'fenerbahce',
  'fenerbahçe',
  'fenerbahce1907',
  'besiktas',
  'beşiktaş',
  'besiktas1903',
  'trabzonspor',
  'istanbul34',
  'istanbul123',
  'ankara06',
  'izmir35',
  'ihracat123',
  'qwerty123456',
  'asdfgh123',
  '1q2w3e4r5t',
];

// Built once per process, only from entries long enough to pass the length rule anyway.
const COMMON = new Set(
  [...dictionary['passwords-common'], ...TURKISH_COMMON].filter(
    (p) => p.length >= PASSWORD_MIN_LENGTH && p.length <= PASSWORD_MAX_LENGTH,
  ),
);

/**
 * True when `password` is on the common-password list, compared case-insensitively (Turkish lower
 * case), or when it merely repeats the account's e-mail address or its local part.
 * @param password the candidate, unmodified
 * @param email the account's address, if known
 */
export function isCommonPassword(password: string, email?: string): boolean {
  const lower = password.toLocaleLowerCase('tr-TR');
  if (COMMON.has(lower) || COMMON.has(password.toLowerCase())) return true;
  if (email) {
    const address = email.toLowerCase();
    const local = address.split('@')[0] ?? '';
    if (lower === address || (local.length >= 4 && lower === local)) return true;
  }
  return false;
}

/**
 * Why a new password is refused, or null when it is fine (PRODUCT-DECISIONS 4; issue 7): on the
 * common list (`PASSWORD_COMMON`), else too easy to guess by the shared estimate
 * (`src/shared/password/strength.ts`, the same one the client shows as the user types), e.g. made of
 * the owner's name or address, the site's name, repeated characters or a common word.
 * @param owner the account's address and names, when known
 * @returns the error code and the message key that says why
 */
export function passwordProblem(
  password: string,
  owner: PasswordOwner = {},
): { code: 'PASSWORD_COMMON' | 'PASSWORD_WEAK'; messageKey: MessageKey } | null {
  const strength = estimatePasswordStrength(password, owner);
  const weak = strength.acceptable || !strength.messageKey ? null : strength.messageKey;
  // A specific reason ("it contains your name", "repeated characters") tells the person more than
  // "too common", so it wins; then the list; then the estimate's general verdict.
  if (weak && strength.weakness && SPECIFIC.has(strength.weakness)) return { code: 'PASSWORD_WEAK', messageKey: weak };
  if (isCommonPassword(password, owner.email ?? undefined))
    return { code: 'PASSWORD_COMMON', messageKey: 'auth.passwordCommon' };
  return weak ? { code: 'PASSWORD_WEAK', messageKey: weak } : null;
}
