import { lazy } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageFallback } from '@/components/PageFallback';
import { loadNamespaces } from '@/lib/i18n';
import { authPath } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { meetsRequirement, type AccessRequirement } from '../lib/roles';

export const loadAccessDenied = () =>
  Promise.all([import('./AccessDenied'), loadNamespaces('account')]).then(([m]) => ({ default: m.AccessDenied }));
const AccessDenied = lazy(loadAccessDenied);

/**
 * Route guard (spec §2 route table, §6): visitors go to `/auth?redirect={path+query}`, signed-in
 * users whose ACTIVE account type lacks the permission see 'Erişim Reddedildi'. While the session
 * is being checked a spinner holds the page's place; when the check failed, the layout's alert
 * offers a retry and nothing of the page is shown.
 */
export function RequireAuth({ requirement = 'signedIn' }: { requirement?: AccessRequirement }) {
  const { pathname, search, hash } = useLocation();
  const { user, isPending, isError } = useSession();

  if (user === undefined) return isPending && !isError ? <PageFallback /> : null;
  if (user === null) return <Navigate to={authPath({ redirect: `${pathname}${search}${hash}` })} replace />;
  if (!meetsRequirement(user, requirement)) return <AccessDenied requirement={requirement} />;
  return <Outlet />;
}
