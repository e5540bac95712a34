import { CompassIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/routes';

/**
 * Any unknown path: the heading in the site's language ('Sayfa Bulunamadı'; the spec §2 route table's
 * 'Page Not Found' on the English site), a line of explanation and a way home.
 */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <div className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <CompassIcon className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{t('notFound.text')}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.home}>{t('actions.backHome')}</Link>
      </Button>
    </div>
  );
}
