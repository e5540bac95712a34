import { MessageSquareIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/PageShell';
import { paths } from '@/lib/routes';

/** messages (spec §2 route table): titled page frame; its screen comes with a later issue. */
export default function MessagesPage() {
  const { t } = useTranslation('account');
  return (
    <PageShell
      page="messages"
      section="account"
      icon={MessageSquareIcon}
      secondary={{ to: paths.partners, label: t('shells.browsePartners') }}
    />
  );
}
