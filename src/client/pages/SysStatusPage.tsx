import { useTranslation } from 'react-i18next';
import { MaintenanceStatusCard } from '@/features/maintenance/components/MaintenanceStatusCard';
import { StatusPanel } from '@/features/system-status/components/StatusPanel';

/** /sys-status: the public system status page (spec §2), with the current or next maintenance window (issue 22). */
export default function SysStatusPage() {
  const { t } = useTranslation('systemStatus');
  return (
    <div className="bg-surface">
      <div className="container-page max-w-4xl py-12 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight">{t('page.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('page.subtitle')}</p>
        <div className="mt-8 flex flex-col gap-6">
          <MaintenanceStatusCard />
          <StatusPanel />
        </div>
      </div>
    </div>
  );
}
