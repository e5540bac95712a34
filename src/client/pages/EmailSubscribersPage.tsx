import { MailsIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '@shared/access';
import { PageHeader } from '@/components/PageHeader';
import { AccessDenied } from '@/features/auth/components/AccessDenied';
import { SubscribersView } from '@/features/marketing/components/SubscribersView';
import { useSession } from '@/lib/session';

/**
 * /email-subscribers (spec §2 Email subscribers): signed-in only by the route table; the content is for
 * admins (others see 'Erişim Reddedildi'; the server refuses them too).
 */
export default function EmailSubscribersPage() {
  const { t } = useTranslation('marketing');
  const { user } = useSession();
  if (!isAdmin(user ?? null)) return <AccessDenied access="admin" />;
  return (
    <div>
      <PageHeader section={t('section')} title={t('subscribers.title')} text={t('subscribers.text')} icon={MailsIcon} />
      <div className="container-page py-8 sm:py-10">
        <SubscribersView />
      </div>
    </div>
  );
}
