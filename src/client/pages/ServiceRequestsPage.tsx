import { ListChecksIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/PageShell';
import { paths } from '@/lib/routes';

/** serviceRequests (spec §2 route table): titled page frame; its screen comes with a later issue. */
export default function ServiceRequestsPage() {
  const { t } = useTranslation('account');
  return (
    <PageShell
      page="serviceRequests"
      section="account"
      icon={ListChecksIcon}
      secondary={{ to: paths.partners, label: t('shells.browsePartners') }}
    />
  );
}
