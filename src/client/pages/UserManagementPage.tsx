import { UsersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { USER_ADMIN_TABS, UserManagement, type UserAdminTab } from '@/features/admin-users/components/UserManagement';
import { useTabParam } from '@/lib/use-tab-param';

/**
 * /user-management (spec §2; master admins only, by the route table's guard): the accounts and the
 * audit list ('Değişiklik Geçmişi'); the tab is the `?tab=` parameter.
 */
export default function UserManagementPage() {
  const { t } = useTranslation('adminUsers');
  const [tab, setTab] = useTabParam<UserAdminTab>(USER_ADMIN_TABS, 'users');
  return (
    <div>
      <PageHeader section={t('section')} title={t('title')} text={t('text')} icon={UsersIcon} />
      <div className="container-page py-8 sm:py-10">
        <UserManagement tab={tab} onTabChange={setTab} />
      </div>
    </div>
  );
}
