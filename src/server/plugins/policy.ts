/**
 * Who may do what (spec §6; PRODUCT-DECISIONS 8–9). Pure functions, no I/O, so every rule is testable.
 */
import type { UserType } from '../../shared/constants';

/**
 * Route access levels:
 * - `public`: anyone;
 * - `authenticated`: any signed-in user (ownership is checked in the service);
 * - `partner`: the active type is partner;
 * - `admin`: master_admin or editor_admin is the active type;
 * - `master_admin`: master_admin is the active type.
 */
export const ACCESS_LEVELS = ['public', 'authenticated', 'partner', 'admin', 'master_admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** The signed-in caller as the server knows it from the session; never from request input. */
export interface Viewer {
  id: number;
  userType: UserType;
  availableUserTypes: UserType[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin from the session cookie; null for visitors. */
    viewer?: Viewer | null;
  }
}

export type Verdict = 'allowed' | 'unauthenticated' | 'forbidden';

/** Decides a route-level rule for `viewer` (null = visitor). */
export function decide(access: AccessLevel, viewer: Viewer | null): Verdict {
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
export function isAdmin(viewer: Viewer | null): boolean {
  return viewer?.userType === 'master_admin' || viewer?.userType === 'editor_admin';
}
