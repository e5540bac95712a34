import { FolderKanbanIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminProjects } from '@/features/projects';
import { PageHeader } from '@/components/PageHeader';

/** adminProjects (issue 20): every project on the platform, for admins of either type. */
export default function AdminProjectsPage() {
  const { t } = useTranslation('projects');
  return (
    <div>
      <PageHeader
        section={t('admin.section')}
        title={t('admin.title')}
        text={t('admin.text')}
        icon={FolderKanbanIcon}
      />
      <div className="container-page py-8 sm:py-10">
        <AdminProjects />
      </div>
    </div>
  );
}
