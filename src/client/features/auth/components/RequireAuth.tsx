import { lazy, type ReactNode, useContext, useEffect } from 'react';
import { UNSAFE_NavigationContext, useLocation, useNavigate } from 'react-router';
import { decide, type AccessLevel, type AccessSubject, type Verdict } from '@shared/access';
import { PageFallback } from '@/components/PageFallback';
import { loadNamespaces } from '@/lib/i18n';
import { authPath } from '@/lib/routes';
import { useSession } from '@/lib/session';

export const loadAccessDenied = () =>
  Promise.all([import('./AccessDenied'), loadNamespaces('users')]).then(([m]) => ({ default: m.AccessDenied }));
const AccessDenied = lazy(loadAccessDenied);
const TwoFactorGate = lazy(() =>
  Promise.all([import('./TwoFactorGate'), loadNamespaces('users', 'shared')]).then(([m]) => ({
    default: m.TwoFactorGate,
  })),
);

/**
 * What the guard does for a viewer (null = visitor) on a route with `access`: exactly the shared
 * policy's verdict (`decide` of src/shared/access.ts, which the server's policy re-exports), so the
 * client and the server cannot disagree. Exported for the route-table test.
 */
export function guardVerdict(access: AccessLevel, viewer: AccessSubject | null): Verdict {
  return decide(access, viewer);
}

/**
 * Route guard (spec §2 route table, §6) for a route of the route table (lib/route-table.ts):
 * visitors go to `/auth?redirect={path+query}`, signed-in users whose ACTIVE account type lacks the
 * permission see 'Erişim Reddedildi'. While the session is being checked a spinner holds the page's
 * place; when the check failed, the layout's alert offers a retry and nothing of the page is shown.
 * Public routes render at once, without waiting for the session. A page of the admin console
 * (`adminConsole`) shows 'İki adımlı doğrulama gerekli' instead to an admin who must turn two-factor
 * sign-in on first (the session user's `twoFactorRequired`, issue 22): its API would refuse them.
 */
export function RequireAuth({
  access,
  adminConsole = false,
  children,
}: {
  access: AccessLevel;
  /** The route is part of the admin console (`inAdminConsole` of lib/route-table.ts). */
  adminConsole?: boolean;
  children: ReactNode;
}) {
  const { pathname, search, hash } = useLocation();
  const { user, isPending, isError } = useSession();

  const gated = adminConsole && user?.twoFactorRequired === true;
  if (access === 'public') return gated ? <TwoFactorGate /> : children;
  if (user === undefined) return isPending && !isError ? <PageFallback /> : null;
  const verdict = guardVerdict(access, user);
  if (verdict === 'unauthenticated') return <RedirectToSignIn guarded={`${pathname}${search}${hash}`} />;
  if (verdict === 'forbidden') return <AccessDenied access={access} />;
  return gated ? <TwoFactorGate /> : children;
}

/**
 * Sends a visitor on a guarded page to `/auth?redirect={guarded}`, unless the router's history has
 * already moved on. Signing out or deleting the account clears the session and opens the home page in
 * the same handler; BrowserRouter renders the new location in a transition while the cleared session
 * renders at once, so this guard can still render for the old page with no user. Redirecting then
 * would replace the home page the person was sent to with the sign-in page (a flaky "deletes the
 * account" journey in CI). The history object (BrowserRouter's and MemoryRouter's navigator) knows
 * its location before React renders it.
 */
function RedirectToSignIn({ guarded }: { guarded: string }) {
  const navigate = useNavigate();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  useEffect(() => {
    const current = (navigator as { location?: { pathname: string; search: string; hash: string } }).location;
    if (current && `${current.pathname}${current.search}${current.hash}` !== guarded) return;
    void navigate(authPath({ redirect: guarded }), { replace: true });
  }, [guarded, navigate, navigator]);
  return null;
}
