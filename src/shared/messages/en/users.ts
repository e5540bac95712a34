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
};
