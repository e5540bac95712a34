import { FileBoxIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { FileManagement } from '@/features/admin-files';

/**
 * fileManagement (spec §2 route table: /file-management and /admin/file-management, admins only;
 * issue 11): the admin's file management. The route guard answers other roles with its own page.
 */
export default function FileManagementPage() {
  const { t } = useTranslation('adminFiles');
  const { t: tAccount } = useTranslation('users');
  return (
    <div>
      <PageHeader section={tAccount('sections.admin')} title={t('title')} text={t('subtitle')} icon={FileBoxIcon} />
      <div className="container-page py-8">
        <FileManagement />
      </div>
    </div>
  );
}
