import type { Translation } from '../types';
import type { auth as tr } from '../tr/auth';

/** Accounts and access (spec §5, §8; PRODUCT-DECISIONS 3–5). Password rules adapted to 8 characters. */
export const auth: Translation<typeof tr> = {
  emailRequired: 'E-mail is required',
  invalidEmail: 'Enter a valid e-mail address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Your password must be at least 8 characters long.',
  passwordTooLong: 'Your password can be at most 128 characters long.',
  passwordCommon: 'This password is too common and easy to guess. Please choose a stronger password.',
  firstNameRequired: 'First name is required',
  firstNameTooShort: 'First name must be at least 2 characters',
  lastNameRequired: 'Last name is required',
  lastNameTooShort: 'Last name must be at least 2 characters',
  nameTooLong: 'At most 50 characters are allowed.',
  invalidPhone: 'Enter a valid phone number',
  invalidUserType: 'Invalid account type.',
  invalidCredentials: 'Incorrect e-mail or password',
  emailNotVerified:
    'Your e-mail address is not verified yet. We have sent you a new verification link; please check your e-mail.',
  accountDisabled: 'Your account has been suspended. Please contact us.',
  invalidPassword: 'Your current password is incorrect.',
  invalidToken: 'The link is invalid or has expired. Please request a new one.',
  tokenExpired: 'The link has expired. Please request a new one.',
  invalidRedirect: 'The redirect address does not belong to this site.',
  userTypeNotHeld: 'You do not hold this account type.',
  providerNotFound: 'This sign-in method is not available right now.',
  sessionNotFresh: 'For your security, please sign in again.',
  fieldNotAllowed: 'This field cannot be changed.',
  noPassword: 'Your account has no password. Use "Forgot password" to set one.',
  emailAlreadyVerified: 'Your e-mail address is already verified.',
  passwordsMismatch: 'Passwords do not match',
  passwordWeak:
    'This password is too easy to guess. Choose a longer one by combining a few words with digits and symbols.',
  passwordWeakPersonal: 'This password is too easy to guess: it contains your name or e-mail address.',
  passwordWeakSite: "This password is too easy to guess: it contains our site's name or the demo password.",
  passwordWeakRepeat: 'This password is too easy to guess: it is made of repeated characters.',
  passwordWeakSequence:
    'This password is too easy to guess: it contains a sequence or a keyboard pattern (e.g. 1234, qwerty).',
  passwordWeakDate: 'This password is too easy to guess: it contains a date or a year.',
  passwordWeakCommon: 'This password is too easy to guess: it contains a common word, name or password.',
  passwordStrengthLabel: 'Password strength',
  passwordStrength0: 'Very weak',
  passwordStrength1: 'Weak',
  passwordStrength2: 'Fair',
  passwordStrength3: 'Strong',
  passwordStrength4: 'Very strong',
};
