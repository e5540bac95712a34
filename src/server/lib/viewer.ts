/**
 * Who may do what (spec §6; PRODUCT-DECISIONS 8–9). The rules are the shared pure functions of
 * `src/shared/access.ts` (the client's guards use the same ones); this file adds the server's view of
 * the caller.
 */
import type { AccessSubject } from '@shared/access';

export { ACCESS_LEVELS, type AccessLevel, decide, isAdmin, type Verdict } from '@shared/access';

/** The signed-in caller as the server knows it from the session; never from request input. */
export interface Viewer extends AccessSubject {
  id: number;
  /** Two-factor sign-in is on for the account (issue 22): admins may be required to have it. */
  twoFactorEnabled?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin from the session cookie; null for visitors. */
    viewer?: Viewer | null;
  }
}

/**
 * The caller of a route whose access level (`authenticated`, `partner`, `admin`…) already refused
 * visitors: the one way a handler reads its viewer.
 * @throws Error when there is none, which only a route registered with the wrong access level can
 *   cause (answered 500 and logged, never a silent visitor)
 */
export function signedIn(viewer: Viewer | null | undefined): Viewer {
  if (!viewer) throw new Error('route with authenticated access reached without a viewer');
  return viewer;
}
