import type { UserType } from '@shared/constants';
import type { SessionUser } from '@shared/contracts/auth';
import { paths } from '@/lib/routes';

/** What a route requires beyond being signed in (spec §2 route table, §6). */
export type AccessRequirement = 'signedIn' | 'admin' | 'master_admin';

/** master_admin or editor_admin (spec §6 "Admin"). */
export function isAdminType(type: UserType): boolean {
  return type === 'master_admin' || type === 'editor_admin';
}

/**
 * Whether the ACTIVE account type meets a requirement, as the server decides it
 * (src/server/plugins/policy.ts): the active type counts, not every type held.
 */
export function meetsRequirement(user: Pick<SessionUser, 'userType'>, requirement: AccessRequirement): boolean {
  switch (requirement) {
    case 'signedIn':
      return true;
    case 'admin':
      return isAdminType(user.userType);
    case 'master_admin':
      return user.userType === 'master_admin';
  }
}

/** Whether one of the types the user holds (not necessarily active) would meet the requirement. */
export function couldMeetBySwitching(user: Pick<SessionUser, 'availableUserTypes'>, requirement: AccessRequirement) {
  return user.availableUserTypes.some((userType) => meetsRequirement({ userType }, requirement));
}

/** Where the account type switch lands (spec §4 "Account type switch"). */
export function landingPathFor(type: UserType): string {
  if (type === 'partner') return paths.partnerDashboard;
  if (isAdminType(type)) return paths.adminDashboard;
  return paths.userPanel;
}

/** The 'Dashboard' target of the magic-link welcome banner (spec §2 "Banners"). */
export function dashboardPathFor(type: UserType): string {
  return type === 'partner' ? paths.partnerDashboard : paths.userPanel;
}

/** Keys of the user menu entries (locale `account:menu.*`). */
export type MenuItemKey =
  | 'userPanel'
  | 'serviceRequests'
  | 'messages'
  | 'partnerDashboard'
  | 'partnerProfile'
  | 'adminDashboard'
  | 'systemSettings'
  | 'templateManagement'
  | 'fileManagement'
  | 'userManagement'
  | 'statistics'
  | 'systemStatus'
  | 'marketingList';

export interface MenuLink {
  key: MenuItemKey;
  to: string;
}

/**
 * The user menu of the ACTIVE account type (spec §2 "Header", "Menu per active type"); the switch and
 * sign-out entries follow these links. `partnerProfilePath` is the partner's own profile page when
 * known (else the partner dashboard).
 */
export function menuLinksFor(user: Pick<SessionUser, 'userType'>, partnerProfilePath?: string | null): MenuLink[] {
  switch (user.userType) {
    case 'user':
      return [
        { key: 'userPanel', to: paths.userPanel },
        { key: 'serviceRequests', to: paths.serviceRequests },
        { key: 'messages', to: paths.messages },
      ];
    case 'partner':
      return [
        { key: 'partnerDashboard', to: paths.partnerDashboard },
        { key: 'partnerProfile', to: partnerProfilePath ?? paths.partnerDashboard },
        { key: 'messages', to: paths.messages },
      ];
    case 'editor_admin':
    case 'master_admin': {
      const links: MenuLink[] = [
        { key: 'adminDashboard', to: paths.adminDashboard },
        { key: 'systemSettings', to: paths.systemSettings },
        { key: 'templateManagement', to: paths.templateManagement },
        { key: 'fileManagement', to: paths.fileManagement },
      ];
      if (user.userType === 'master_admin') {
        links.push(
          { key: 'userManagement', to: paths.userManagement },
          { key: 'statistics', to: paths.statistics },
          { key: 'systemStatus', to: paths.systemStatus },
          { key: 'marketingList', to: paths.marketingList },
        );
      }
      return links;
    }
  }
}

/** Whether the switch entry is shown: more than one type held (spec §2). */
export function canSwitchType(user: Pick<SessionUser, 'availableUserTypes'>): boolean {
  return new Set(user.availableUserTypes).size > 1;
}

/** Order of the types in the switch dialog. */
export const TYPE_ORDER: readonly UserType[] = ['user', 'partner', 'editor_admin', 'master_admin'];

/** Initials for the avatar: first letters of first and last name, else of the e-mail address. */
export function initialsOf(user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part.trim().charAt(0))
    .filter(Boolean)
    .join('');
  return (letters || user.email.charAt(0)).toLocaleUpperCase('tr-TR');
}

/** The name shown next to the avatar: full name, else the e-mail address. */
export function displayNameOf(user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
