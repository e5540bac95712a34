import { HandshakeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/PageShell';
import { paths } from '@/lib/routes';

/** partnerApplication (spec §2 route table): titled page frame; its screen comes with a later issue. */
export default function PartnerApplicationPage() {
  const { t } = useTranslation('account');
  return (
    <PageShell
      page="partnerApplication"
      section="account"
      icon={HandshakeIcon}
      secondary={{ to: paths.partners, label: t('shells.browsePartners') }}
    />
  );
}
