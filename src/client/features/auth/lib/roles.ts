import { decide, isAdmin, type AccessLevel } from '@shared/access';
import type { UserType } from '@shared/constants';
import type { SessionUser } from '@shared/contracts/auth';
import { menuEntriesFor, type MenuItemKey } from '@/lib/route-table';
import { paths } from '@/lib/routes';

/** master_admin or editor_admin (spec §6 "Admin"). */
export function isAdminType(type: UserType): boolean {
  return isAdmin({ userType: type });
}

/**
 * Whether one of the types the user holds (not necessarily active) would be let in: the access
 * denied page then offers the account type switch.
 */
export function couldMeetBySwitching(user: Pick<SessionUser, 'availableUserTypes'>, access: AccessLevel): boolean {
  return user.availableUserTypes.some(
    (userType) => decide(access, { userType, availableUserTypes: [userType] }) === 'allowed',
  );
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

export type { MenuItemKey };

export interface MenuLink {
  key: MenuItemKey;
  to: string;
}

/**
 * The user menu of the ACTIVE account type (spec §2 "Header", "Menu per active type"), read from
 * the route table's menu entries (lib/route-table.ts); the switch and sign-out entries follow these
 * links. `partnerProfilePath` is the partner's own profile page when known (else the partner
 * dashboard stands in for it).
 */
export function menuLinksFor(user: Pick<SessionUser, 'userType'>, partnerProfilePath?: string | null): MenuLink[] {
  return menuEntriesFor(user.userType).map(({ key, path }) => ({
    key,
    to: key === 'partnerProfile' ? (partnerProfilePath ?? paths.partnerDashboard) : path,
  }));
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
