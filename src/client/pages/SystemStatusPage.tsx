import { ActivityIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/PageShell';
import { paths } from '@/lib/routes';

/** systemStatus (spec §2 route table): titled page frame; its screen comes with a later issue. */
export default function SystemStatusPage() {
  const { t } = useTranslation('account');
  return (
    <PageShell
      page="systemStatus"
      section="admin"
      icon={ActivityIcon}
      secondary={{ to: paths.sysStatus, label: t('shells.publicStatus') }}
    />
  );
}
