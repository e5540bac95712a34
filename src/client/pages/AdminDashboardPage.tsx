import { LayoutDashboardIcon } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '@shared/access';
import { ADMIN_TABS, AdminDashboard, type AdminTab } from './admin-dashboard/AdminDashboard';
import { AccessDenied } from '@/features/auth/components/AccessDenied';
import { useCategories } from '@/features/categories/api/get-categories';
import { PageHeader } from '@/components/PageHeader';
import { useLanguage } from '@/lib/use-language';
import { useSession } from '@/lib/session';
import { useTabParam } from '@/lib/use-tab-param';

/**
 * /admin-dashboard (spec §2): signed-in only by the route table; its content is for admins (others see
 * 'Erişim Reddedildi'). The tab is the `?tab=` parameter (notifications link to `?tab=applications`).
 */
export default function AdminDashboardPage() {
  const { t } = useTranslation('partnerApplications');
  const { user } = useSession();
  const lang = useLanguage();
  const categories = useCategories();
  const [tab, setTab] = useTabParam<AdminTab>(ADMIN_TABS, 'overview');

  const categoryName = useCallback(
    (slug: string) => {
      const c = categories.data?.find((x) => x.slug === slug);
      return c ? (lang === 'en' ? c.nameEn : c.name) : slug;
    },
    [categories.data, lang],
  );

  if (!isAdmin(user ?? null)) return <AccessDenied access="admin" />;

  return (
    <div>
      <PageHeader
        section={t('dashboard.section')}
        title={t('dashboard.title')}
        text={t('dashboard.text')}
        icon={LayoutDashboardIcon}
      />
      <div className="container-page py-8 sm:py-10">
        <AdminDashboard tab={tab} onTabChange={setTab} categoryName={categoryName} />
      </div>
    </div>
  );
}
