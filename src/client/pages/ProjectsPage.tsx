import { FolderKanbanIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProjectList } from '@/features/projects';
import { PageHeader } from '@/components/PageHeader';
import { useSession } from '@/lib/session';

/**
 * projects (spec §2 "ongoing projects"; issue 20): the signed-in user's projects, as buyer or as
 * partner (the active account type decides which empty text is shown).
 */
export default function ProjectsPage() {
  const { t } = useTranslation('projects');
  const { user } = useSession();
  return (
    <div>
      <PageHeader section={t('list.section')} title={t('list.title')} text={t('list.text')} icon={FolderKanbanIcon} />
      <div className="container-page py-8 sm:py-10">
        <ProjectList role={user?.userType === 'partner' ? 'partner' : 'buyer'} />
      </div>
    </div>
  );
}
