/** User management (PRODUCT-DECISIONS 7, 9; issue 11). */
export const adminUsers = {
  notFound: 'User not found.',
  lastMasterAdmin: 'The last master admin cannot lose that role.',
  lastMasterAdminDeactivate: 'The last active master admin cannot be deactivated.',
  emailTaken: 'A user with this e-mail address already exists.',
  invalidEmail: 'Please enter a valid e-mail address.',
  cannotChangeSelf: 'You cannot deactivate your own account.',
  cannotResetOwnTwoFactor:
    'You cannot reset your own two-factor sign-in here; turn it off in the Settings tab of your user panel.',
  partnerTaken: 'This partner is linked to another user.',
} as const;
