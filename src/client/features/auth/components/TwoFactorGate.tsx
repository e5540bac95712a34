import { ShieldCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { messageKey } from '@/lib/i18n';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * 'İki adımlı doğrulama gerekli' (issue 22; docs/decisions/044): shown instead of an admin page to
 * an admin whom the system settings require two-factor sign-in of and who has not turned it on (the
 * session user's `twoFactorRequired`). The admin API would answer 403 TWO_FACTOR_REQUIRED to every
 * call of the page; this says why once and links to the user panel's two-factor card.
 */
export function TwoFactorGate() {
  const { t } = useTranslation('users');
  useDocumentTitle(t('twoFactorGate.documentTitle'));

  return (
    <div className="container-page flex flex-col items-center py-20 text-center sm:py-28" data-testid="two-factor-gate">
      <span className="flex size-14 items-center justify-center rounded-full bg-warning-soft text-warning">
        <ShieldCheckIcon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t('twoFactorGate.title')}</h1>
      <p className="mt-3 max-w-md text-lg text-muted-foreground">{t(messageKey('auth.twoFactorRequired'))}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.twoFactorSettings}>{t('twoFactorGate.open')}</Link>
      </Button>
    </div>
  );
}
