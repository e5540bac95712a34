import { lazy, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decide, type AccessLevel, type AccessSubject, type Verdict } from '@shared/access';
import { PageFallback } from '@/components/PageFallback';
import { loadNamespaces } from '@/lib/i18n';
import { authPath } from '@/lib/routes';
import { useSession } from '@/lib/session';

export const loadAccessDenied = () =>
  Promise.all([import('./AccessDenied'), loadNamespaces('users')]).then(([m]) => ({ default: m.AccessDenied }));
const AccessDenied = lazy(loadAccessDenied);

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
 * Public routes render at once, without waiting for the session.
 */
export function RequireAuth({ access, children }: { access: AccessLevel; children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const { user, isPending, isError } = useSession();

  if (access === 'public') return children;
  if (user === undefined) return isPending && !isError ? <PageFallback /> : null;
  const verdict = guardVerdict(access, user);
  if (verdict === 'unauthenticated')
    return <Navigate to={authPath({ redirect: `${pathname}${search}${hash}` })} replace />;
  if (verdict === 'forbidden') return <AccessDenied access={access} />;
  return children;
}
