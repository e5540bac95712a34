import { UserRoundIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/PageShell';
import { paths } from '@/lib/routes';

/** userPanel (spec §2 route table): titled page frame; its screen comes with a later issue. */
export default function UserPanelPage() {
  const { t } = useTranslation('account');
  return (
    <PageShell
      page="userPanel"
      section="account"
      icon={UserRoundIcon}
      secondary={{ to: paths.partners, label: t('shells.browsePartners') }}
    />
  );
}
