import { ActivityIcon, ExternalLinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/button';
import { AdminStatusView } from '@/features/system-status/components/AdminStatusView';
import { BackgroundJobs } from '@/features/system-status/components/BackgroundJobs';
import { paths } from '@/lib/routes';

/** /system-status (spec §2 System status (admin); master_admin): health, metrics, charts, incidents, logs, background jobs. */
export default function SystemStatusPage() {
  const { t } = useTranslation(['users', 'systemStatus']);
  return (
    <>
      <PageHeader
        section={t('users:sections.admin')}
        title={t('users:shells.systemStatus.title')}
        text={t('systemStatus:status.subtitle')}
        icon={ActivityIcon}
      >
        <Button asChild variant="outline" className="hidden sm:inline-flex">
          <Link to={paths.sysStatus}>
            <ExternalLinkIcon aria-hidden="true" />
            {t('systemStatus:status.publicLink')}
          </Link>
        </Button>
      </PageHeader>
      <div className="container-page flex flex-col gap-4 py-8">
        <Button asChild variant="link" className="self-start px-0 sm:hidden">
          <Link to={paths.sysStatus}>{t('systemStatus:status.publicLink')}</Link>
        </Button>
        <AdminStatusView />
        <BackgroundJobs />
      </div>
    </>
  );
}
