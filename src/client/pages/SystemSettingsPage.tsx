import { SettingsIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '@shared/access';
import { PageHeader } from '@/components/PageHeader';
import { AccessDenied } from '@/features/auth/components/AccessDenied';
import { useCategories } from '@/features/categories/api/get-categories';
import { MaintenanceWindows } from '@/features/maintenance/components/MaintenanceWindows';
import { CategoryIcon } from '@/features/categories/components/CategoryIcon';
import { type SettingsTab, settingsTabsFor, SystemSettings } from '@/features/system-config';
import { useSession } from '@/lib/session';
import { useTabParam } from '@/lib/use-tab-param';

/**
 * /system-settings (spec §2): signed-in only by the route table; the content is for both admin types
 * (others see 'Erişim Reddedildi'; the server refuses them too). The tab is the `?tab=` parameter.
 */
export default function SystemSettingsPage() {
  const { t } = useTranslation('systemConfig');
  const { user } = useSession();
  const tabs = settingsTabsFor(user?.userType);
  const [tab, setTab] = useTabParam<SettingsTab>(tabs, 'site');
  const categories = useCategories();

  if (!isAdmin(user ?? null)) return <AccessDenied access="admin" />;

  return (
    <div>
      <PageHeader section={t('section')} title={t('title')} text={t('text')} icon={SettingsIcon} />
      <div className="container-page py-8 sm:py-10">
        <SystemSettings
          tabs={tabs}
          tab={tab}
          onTabChange={setTab}
          categories={categories}
          CategoryIcon={CategoryIcon}
          maintenance={<MaintenanceWindows />}
        />
      </div>
    </div>
  );
}
