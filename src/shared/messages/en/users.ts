import type { Translation } from '../types';
import type { users as tr } from '../tr/users';

/** The user's own account (user panel: profile, password, account deletion). */
export const users: Translation<typeof tr> = {
  invalidUrl: 'Enter a valid web address (for example example.com)',
  invalidProfileImage: 'Profile photo not found; please upload it again',
  invalidLanguage: 'The language must be Turkish (tr) or English (en)',
  confirmRequired: 'Deleting the account needs your confirmation',
  lastMasterAdmin: 'The last master admin account cannot be deleted',
  currentPasswordRequired: 'Enter your current password',
  profileUpdated: 'Your profile has been updated',
  passwordChanged: 'Your password has been changed; your other sessions have ended',
  accountDeleted: 'Your account has been deleted',
  dataExportTooSoon: 'You already asked for a copy of your data in the last 24 hours. You can ask again from {{time}}.',
  dataExportNotReady: 'You have no copy of your data ready to download. You can ask for a new one in your user panel.',
  dataExportLinkInvalid: 'This download link is not valid. You can ask for a new copy of your data in your user panel.',
  dataExportLinkExpired:
    'This download link has expired (links are valid for 7 days). You can ask for a new copy of your data in your user panel.',
  dataExportReadyTitle: 'Your data is ready to download',
  dataExportReadyMessage:
    'The copy of your data you asked for is ready. Download it from your user panel until {{date}}.',
  phoneRequired: 'Enter your phone number',
  phoneInvalid: 'Enter a valid Turkish mobile number (for example 0532 123 45 67)',
  phoneCodeFormat: 'The code must have 6 digits',
  phoneCodeMissing: 'No verification code is waiting; ask for a code first',
  phoneCodeExpired: 'The code has expired; ask for a new one',
  phoneCodeWrong: 'Wrong code. {{attemptsLeft}} attempts left',
  phoneCodeTooManyAttempts: 'Too many wrong attempts; ask for a new code',
  phoneCodeRateLimited: 'Codes were asked for too often; try again in {{seconds}} seconds',
  smsNeedsVerifiedPhone: 'Verify your phone number first to get SMS notifications',
};
