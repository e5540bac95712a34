import { ArrowLeftRightIcon, ShieldAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccessLevel } from '@shared/access';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { accountTypeDialog } from '../lib/account-type-dialog';
import { couldMeetBySwitching } from '../lib/roles';

/**
 * 'Erişim Reddedildi' (spec §2, §6): the page needs an admin or master admin type. A person who holds
 * that type but is using another one is offered the account type switch.
 */
export function AccessDenied({ access }: { access: AccessLevel }) {
  const { t } = useTranslation('users');
  const { user } = useSession();
  useDocumentTitle(t('accessDenied.documentTitle'));
  const offerSwitch = user ? couldMeetBySwitching(user, access) : false;
  const only = access === 'master_admin' ? 'onlyMasterAdmin' : 'onlyAdmin';

  return (
    <div className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <span className="flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
        <ShieldAlertIcon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t('accessDenied.title')}</h1>
      <p className="mt-3 max-w-md text-lg font-medium text-foreground">{t('accessDenied.text')}</p>
      <p className="mt-2 max-w-md text-muted-foreground">{t(`accessDenied.${only}`)}</p>
      {offerSwitch ? <p className="mt-2 max-w-md text-muted-foreground">{t('accessDenied.switchHint')}</p> : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {offerSwitch ? (
          <Button size="lg" onClick={(event) => accountTypeDialog.open(event.currentTarget)}>
            <ArrowLeftRightIcon aria-hidden="true" />
            {t('menu.switchType')}
          </Button>
        ) : null}
        <Button asChild size="lg" variant={offerSwitch ? 'outline' : 'default'}>
          <Link to={paths.home}>{t('accessDenied.backHome')}</Link>
        </Button>
      </div>
    </div>
  );
}
