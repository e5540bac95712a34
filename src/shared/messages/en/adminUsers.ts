/** User management (PRODUCT-DECISIONS 7, 9; issue 11). */
export const adminUsers = {
  notFound: 'User not found.',
  lastMasterAdmin: 'The last master admin cannot lose that role.',
  lastMasterAdminDeactivate: 'The last active master admin cannot be deactivated.',
  emailTaken: 'A user with this e-mail address already exists.',
  invalidEmail: 'Please enter a valid e-mail address.',
  cannotChangeSelf: 'You cannot deactivate your own account.',
  partnerTaken: 'This partner is linked to another user.',
} as const;
