import { BellIcon, LogInIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFallback } from '@/components/PageFallback';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NotificationCenter, NOTIFICATIONS_PATH } from '@/features/notifications';
import { PageHeader } from '@/components/PageHeader';
import { authPath } from '@/lib/routes';
import { useSession } from '@/lib/session';

/**
 * notifications (spec §2 route table, "Notifications page"; issue 10): the signed-in user's
 * notification centre. The route is public so that a visitor reads the spec's
 * 'Bildirimlerinizi görüntülemek için giriş yapın.' with a sign-in link instead of being redirected;
 * the API itself answers only the signed-in owner.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { t: tAccount } = useTranslation('users');
  const { user, isPending, isError } = useSession();

  let content;
  if (user) content = <NotificationCenter />;
  else if (user === null)
    content = (
      <EmptyState
        icon={BellIcon}
        title={t('signedOut.text')}
        action={
          <Button asChild>
            <Link to={authPath({ redirect: NOTIFICATIONS_PATH })}>
              <LogInIcon aria-hidden="true" />
              {t('signedOut.signIn')}
            </Link>
          </Button>
        }
      />
    );
  // A failed session check shows the layout's alert with its retry; nothing of the page meanwhile.
  else content = isPending && !isError ? <PageFallback /> : null;

  return (
    <div>
      <PageHeader section={tAccount('sections.account')} title={t('title')} text={t('subtitle')} icon={BellIcon} />
      <div className="container-page py-8">
        <div className="max-w-3xl">{content}</div>
      </div>
    </div>
  );
}
