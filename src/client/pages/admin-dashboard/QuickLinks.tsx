import {
  BarChart3Icon,
  ActivityIcon,
  FileTextIcon,
  FolderKanbanIcon,
  FolderOpenIcon,
  LayoutGridIcon,
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
import { adminAreasFor, routeFor, type MenuItemKey } from '@/lib/route-table';
import { useSession } from '@/lib/session';

/** The tiles' icons, per admin area of the route table. */
const ICONS: Partial<Record<MenuItemKey, LucideIcon>> = {
  quoteRequests: ClipboardListIcon,
  adminProjects: FolderKanbanIcon,
  templateManagement: FileTextIcon,
  emailBuilder: PaletteIcon,
  fileManagement: FolderOpenIcon,
  emailSubscribers: MailIcon,
  marketingList: MegaphoneIcon,
  systemSettings: SettingsIcon,
  userManagement: UsersIcon,
  statistics: BarChart3Icon,
  systemStatus: ActivityIcon,
};

/**
 * The quick-links grid of the dashboard: the admin areas the signed-in admin's active type may open,
 * read from the route table with its access rules (`adminAreasFor`), the same list as the admin part
 * of the user menu (user management, statistics and system status are master_admin's).
 */
export function QuickLinks() {
  const { t } = useTranslation('partnerApplications');
  const { user } = useSession();
  const { t: tc } = useTranslation('common');
  const areas = user ? adminAreasFor(user.userType) : [];
  return (
    <section aria-labelledby="admin-quick-links">
      <h2 id="admin-quick-links" className="mb-3 text-lg font-semibold">
        {t('quickLinks.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="admin-quick-links">
        {areas.map(({ key, path }) => {
          const Icon = ICONS[key] ?? LayoutGridIcon;
          return (
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
          );
        })}
      </ul>
    </section>
  );
}
