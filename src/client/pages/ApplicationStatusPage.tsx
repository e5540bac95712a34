import { ClipboardCheckIcon, SearchXIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ErrorState';
import { useApplicationStatus } from '@/features/partner-applications/api/get-application-status';
import { ApplicationStatusView } from '@/features/partner-applications/components/ApplicationStatusView';
import { PageHeader } from '@/components/PageHeader';
import { isApiError } from '@/lib/api';
import { useInit } from '@/lib/init';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { messageKey } from '@/lib/i18n';

/**
 * /application-status/{id} (spec §2 "Application status"; PRODUCT-DECISIONS 10): the public status of
 * an application, reached by its unguessable id; 'Başvuru Bulunamadı' for an unknown one.
 */
export default function ApplicationStatusPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('partnerApplications');
  const status = useApplicationStatus(id);
  const site = useInit().data?.site;
  const { user } = useSession();

  let body;
  if (status.isPending) {
    body = (
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]" aria-busy="true">
        <Skeleton className="h-80 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  } else if (status.isError && isApiError(status.error) && status.error.status === 404) {
    body = (
      <div
        className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-14 text-center"
        data-testid="application-not-found"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <SearchXIcon className="size-7" aria-hidden="true" />
        </span>
        <h2 className="mt-5 text-2xl font-semibold">{t(messageKey('partnerApplications.notFoundTitle'))}</h2>
        <p className="mt-2 max-w-md text-muted-foreground">{t(messageKey('partnerApplications.notFound'))}</p>
        <Button asChild className="mt-6">
          <Link to={paths.home}>{t('status.backHome')}</Link>
        </Button>
      </div>
    );
  } else if (status.isError) {
    body = (
      <ErrorState
        title={t('status.loadError')}
        message={isApiError(status.error) ? status.error.message : undefined}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  } else {
    body = (
      <ApplicationStatusView
        record={status.data}
        contact={site ? { email: site.contactEmail, phone: site.contactPhone } : undefined}
        showDashboardLink={Boolean(user && user.email === status.data.email)}
      />
    );
  }

  return (
    <div>
      <PageHeader section={t('status.section')} title={t('status.title')} icon={ClipboardCheckIcon} />
      <div className="container-page py-8 sm:py-12">{body}</div>
    </div>
  );
}
