/**
 * Password strength (PRODUCT-DECISIONS 4; issue 7): one estimate for the server, which refuses a weak
 * new password, and the client, which shows the same verdict as the user types. zxcvbn-ts with its
 * common and English dictionaries, a Turkish one (`words-tr.ts`), the site's own words and the
 * user's name and address as "user inputs". Pure: no Node, no DOM. The dictionaries are large
 * (~1.6 MB): the client loads this module only with a dynamic `import()`.
 */
import { ZxcvbnFactory, type MatchEstimated, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import type { MessageKey } from '../messages';
import { TURKISH_PASSWORD_WORDS } from './words-tr';

/**
 * The lowest acceptable zxcvbn score (0–4): 3 means an estimated 10^8 guesses or more ("safely
 * unguessable" against throttled online attacks, and slow against offline ones with our scrypt hashes).
 */
export const PASSWORD_MIN_SCORE = 3;

/** Words of this site that make a password easy to guess for anyone targeting it (e.g. the demo password). */
export const SITE_WORDS = [
  'ihracat',
  'ihracatpartner',
  'partner',
  'platform',
  'platformu',
  'demo',
  'export',
  'exporter',
  'dip',
];

/** Why a password is too easy to guess; each has a message key `auth.passwordWeak*`. */
export type PasswordWeakness = 'personal' | 'site' | 'repeat' | 'sequence' | 'date' | 'common' | 'guessable';

const WEAKNESS_MESSAGES: Record<PasswordWeakness, MessageKey> = {
  personal: 'auth.passwordWeakPersonal',
  site: 'auth.passwordWeakSite',
  repeat: 'auth.passwordWeakRepeat',
  sequence: 'auth.passwordWeakSequence',
  date: 'auth.passwordWeakDate',
  common: 'auth.passwordWeakCommon',
  guessable: 'auth.passwordWeak',
};

/** What is known about the person choosing the password (all optional). */
export interface PasswordOwner {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
}

/** The verdict on one password. */
export interface PasswordStrength {
  /** zxcvbn's score, 0 (guessed at once) to 4 (very hard). */
  score: 0 | 1 | 2 | 3 | 4;
  /** `score >= PASSWORD_MIN_SCORE`. */
  acceptable: boolean;
  /** Why it is weak; null when acceptable. */
  weakness: PasswordWeakness | null;
  /** The message that says why (`auth.passwordWeak*`); null when acceptable. */
  messageKey: MessageKey | null;
}

const FOLD: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };
const FOLD_UPPER: Record<string, string> = { Ç: 'C', Ğ: 'G', İ: 'I', Ö: 'O', Ş: 'S', Ü: 'U', Â: 'A', Î: 'I', Û: 'U' };

/**
 * Turkish letters to their ASCII look-alikes, case kept ('ŞİFRE' → 'SIFRE'), one character for one,
 * so 'şifre', 'sifre' and 'ŞİFRE' all meet the dictionary's 'sifre'.
 */
export function foldTurkish(text: string): string {
  return text.replace(/[çğıöşüâîûÇĞİÖŞÜÂÎÛ]/g, (c) => FOLD[c] ?? FOLD_UPPER[c] ?? c);
}

let factory: ZxcvbnFactory | undefined;

/** Built on first use (the dictionaries take a few hundred milliseconds to rank). */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: {
      ...commonDictionary,
      ...englishDictionary,
      'turkish-tr': [...new Set(TURKISH_PASSWORD_WORDS.map((w) => foldTurkish(w.toLocaleLowerCase('tr-TR'))))],
    },
    graphs: adjacencyGraphs,
    // Levenshtein matching costs about a second per password on our machines; leetspeak
    // substitutions are capped for the same reason. Passwords are at most 128 characters (contract).
    useLevenshteinDistance: false,
    l33tMaxSubstitutions: 10,
    maxLength: 128,
  });
  return factory;
}

/** The owner's name and address as zxcvbn user inputs: whole, the local part, its pieces, the name joined. */
function personalWords(owner: PasswordOwner): string[] {
  const words = new Set<string>();
  const add = (value: string | null | undefined) => {
    const v = foldTurkish((value ?? '').trim().toLocaleLowerCase('tr-TR'));
    if (v.length >= 2) words.add(v);
  };
  const email = owner.email?.trim().toLowerCase() ?? '';
  if (email) {
    const [local = '', domain = ''] = email.split('@');
    add(email);
    add(local);
    for (const piece of local.split(/[._+\-\d]+/)) add(piece);
    add(domain.split('.')[0]);
  }
  for (const name of [owner.firstName, owner.lastName]) {
    add(name);
    for (const piece of (name ?? '').split(/\s+/)) add(piece);
  }
  add(`${owner.firstName ?? ''}${owner.lastName ?? ''}`.replace(/\s+/g, ''));
  add(`${owner.lastName ?? ''}${owner.firstName ?? ''}`.replace(/\s+/g, ''));
  return [...words];
}

const SITE = new Set(SITE_WORDS);

/** The most telling reason among the matches zxcvbn found, most specific first. */
function weaknessOf(result: ZxcvbnResult, personal: Set<string>): PasswordWeakness {
  const matches = result.sequence as MatchEstimated[];
  const dictionaryWords = matches
    .filter((m) => m.pattern === 'dictionary')
    .map((m) => ({ word: String(m.matchedWord ?? ''), source: String(m.dictionaryName ?? '') }));
  if (dictionaryWords.some((d) => d.source === 'userInputs' && personal.has(d.word))) return 'personal';
  if (dictionaryWords.some((d) => d.source === 'userInputs' && SITE.has(d.word))) return 'site';
  if (matches.some((m) => m.pattern === 'repeat')) return 'repeat';
  if (matches.some((m) => m.pattern === 'sequence' || m.pattern === 'spatial')) return 'sequence';
  if (dictionaryWords.length > 0) return 'common';
  if (matches.some((m) => m.pattern === 'date' || (m.pattern === 'regex' && m.regexName === 'recentYear'))) {
    return 'date';
  }
  return 'guessable';
}

/**
 * Estimates how guessable `password` is for someone who knows the site and the person.
 * @param password the candidate as typed (at most 128 characters are looked at)
 * @param owner the person's address and names, when known: a password made of them is refused
 * @returns score 0–4, whether it is acceptable (score ≥ {@link PASSWORD_MIN_SCORE}) and, if not, why
 */
export function estimatePasswordStrength(password: string, owner: PasswordOwner = {}): PasswordStrength {
  const personal = personalWords(owner);
  const inputs = [...SITE_WORDS, ...personal];
  const folded = foldTurkish(password);
  const whole = estimator().check(folded, inputs);
  // zxcvbn scores words glued by digits and symbols ('Demo2026!ihracat') as brute force between the
  // words. Guessers try exactly that shape: words, then a year and a mark. So the letters and the
  // rest are also matched on their own, and their matches priced as one zxcvbn sequence would be
  // (the product of each match's guesses times the number of orders); the lower estimate counts.
  const letters = folded.replace(/[^\p{L}]+/gu, '');
  const rest = folded.replace(/\p{L}+/gu, '');
  let result = whole;
  let guesses = whole.guesses;
  if (letters && rest) {
    const lettersResult = estimator().check(letters, inputs);
    const matches = [...lettersResult.sequence, ...estimator().check(rest, inputs).sequence] as MatchEstimated[];
    let split = 1;
    for (let i = 0; i < matches.length; i++) split *= (matches[i]!.guesses || 1) * (i + 1);
    if (split < guesses) {
      result = lettersResult;
      guesses = split;
    }
  }
  const score = scoreOf(guesses);
  const acceptable = score >= PASSWORD_MIN_SCORE;
  if (acceptable) return { score, acceptable, weakness: null, messageKey: null };
  const weakness = weaknessOf(result, new Set(personal));
  return { score, acceptable, weakness, messageKey: WEAKNESS_MESSAGES[weakness] };
}

/** zxcvbn's score for a number of guesses (its thresholds: 10^3, 10^6, 10^8, 10^10). */
function scoreOf(guesses: number): PasswordStrength['score'] {
  if (guesses < 1e3 + 5) return 0;
  if (guesses < 1e6 + 5) return 1;
  if (guesses < 1e8 + 5) return 2;
  if (guesses < 1e10 + 5) return 3;
  return 4;
}
