import {
  BarChart3Icon,
  ActivityIcon,
  FileTextIcon,
  FolderOpenIcon,
  MailIcon,
  MegaphoneIcon,
  PaletteIcon,
  SettingsIcon,
  ClipboardListIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { decide } from '@shared/access';
import { routeFor } from '@/lib/route-table';
import { useSession } from '@/lib/session';

/** Every admin area (issue 11: each reachable from the dashboard); the route table decides who sees which. */
const AREAS: { path: string; icon: LucideIcon }[] = [
  { path: '/admin/quote-requests', icon: ClipboardListIcon },
  { path: '/template-management', icon: FileTextIcon },
  { path: '/email-builder', icon: PaletteIcon },
  { path: '/file-management', icon: FolderOpenIcon },
  { path: '/email-subscribers', icon: MailIcon },
  { path: '/marketing-list', icon: MegaphoneIcon },
  { path: '/system-settings', icon: SettingsIcon },
  { path: '/user-management', icon: UsersIcon },
  { path: '/statistics', icon: BarChart3Icon },
  { path: '/system-status', icon: ActivityIcon },
];

/**
 * The quick-links grid of the dashboard: the admin areas the signed-in admin's active type may open
 * (the route's own access level: user management, statistics and system status are master_admin).
 */
export function QuickLinks() {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  const { t: tc } = useTranslation('common');
  const areas = AREAS.filter((a) => decide(routeFor(a.path).access, user ?? null) === 'allowed');
  return (
    <section aria-labelledby="admin-quick-links">
      <h2 id="admin-quick-links" className="mb-3 text-lg font-semibold">
        {t('quickLinks.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="admin-quick-links">
        {areas.map(({ path, icon: Icon }) => (
          <li key={path}>
            <Link
              to={path}
              className="flex h-full flex-col items-start gap-3 rounded-lg border bg-card p-4 text-sm font-medium shadow-xs transition-colors hover:border-primary hover:bg-primary-soft focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <span className="flex size-9 items-center justify-center rounded-md bg-primary-soft text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              {tc(routeFor(path).title)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
