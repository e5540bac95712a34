/**
 * Who may do what (spec §6; PRODUCT-DECISIONS 8–9). Pure functions, no I/O, shared by the server's
 * access plugin and the client's route guards, so the two can never disagree.
 */
import type { UserType } from './constants';

/**
 * Access levels of API routes and client routes:
 * - `public`: anyone;
 * - `authenticated`: any signed-in user (ownership is checked in the service);
 * - `partner`: the active type is partner;
 * - `admin`: master_admin or editor_admin is the active type;
 * - `master_admin`: master_admin is the active type.
 */
export const ACCESS_LEVELS = ['public', 'authenticated', 'partner', 'admin', 'master_admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** The caller's roles as the server knows them from the session; never from request input. */
export interface AccessSubject {
  userType: UserType;
  availableUserTypes: readonly UserType[];
}

export type Verdict = 'allowed' | 'unauthenticated' | 'forbidden';

/** Decides a route-level rule for `viewer` (null = visitor). The ACTIVE type counts, not every type held. */
export function decide(access: AccessLevel, viewer: AccessSubject | null): Verdict {
  if (access === 'public') return 'allowed';
  if (!viewer) return 'unauthenticated';
  switch (access) {
    case 'authenticated':
      return 'allowed';
    case 'partner':
      return viewer.userType === 'partner' ? 'allowed' : 'forbidden';
    case 'admin':
      return isAdmin(viewer) ? 'allowed' : 'forbidden';
    case 'master_admin':
      return viewer.userType === 'master_admin' ? 'allowed' : 'forbidden';
  }
}

/** master_admin or editor_admin as the active type (spec §6, "Admin"). */
export function isAdmin(viewer: Pick<AccessSubject, 'userType'> | null): boolean {
  return viewer?.userType === 'master_admin' || viewer?.userType === 'editor_admin';
}
