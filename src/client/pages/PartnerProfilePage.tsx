import { ChevronRightIcon, SearchXIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePartner } from '@/features/partners/api/get-partner';
import { PartnerProfile } from '@/features/partners/components/PartnerProfile';
import { isApiError } from '@/lib/api';
import { paths } from '@/lib/routes';
import { usePageTitle } from '@/lib/use-document-title';

function ProfileSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="aspect-[3/1] w-full rounded-b-xl sm:rounded-xl" />
      <div className="flex flex-col gap-4 px-4 sm:flex-row sm:items-end sm:gap-6 sm:px-6">
        <Skeleton className="-mt-10 size-24 rounded-lg border-4 border-background sm:-mt-14 sm:size-29" />
        <div className="flex-1 space-y-3 sm:pt-4">
          <Skeleton className="h-7 w-2/3 max-w-md" />
          <Skeleton className="h-5 w-1/2 max-w-xs" />
        </div>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-64 rounded-lg" />
        <Skeleton className="h-64 rounded-lg" />
      </div>
    </div>
  );
}

function PartnerNotFound() {
  const { t } = useTranslation('partner');
  usePageTitle(t('notFound.documentTitle'));
  return (
    <div className="flex flex-col items-center py-16 text-center sm:py-24">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <SearchXIcon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{t('notFound.text')}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.partners}>{t('notFound.back')}</Link>
      </Button>
    </div>
  );
}

/** /partner/:idOrUsername: public, read-only profile; 'Partner Bulunamadı' on 404 (spec §2, §8). */
export default function PartnerProfilePage() {
  const { t } = useTranslation('partner');
  const { idOrUsername = '' } = useParams();
  const { data, isPending, isError, error, refetch, isFetching } = usePartner(idOrUsername);
  usePageTitle(data?.companyName);

  if (isError && isApiError(error) && error.status === 404) {
    return (
      <div className="container-page">
        <PartnerNotFound />
      </div>
    );
  }

  return (
    <div className="container-page pb-16 sm:pt-6">
      <nav aria-label={t('breadcrumbLabel')} className="hidden py-3 text-sm text-muted-foreground sm:block">
        <ol className="flex items-center gap-1.5">
          <li>
            <Link to={paths.partners} className="rounded-sm hover:text-primary hover:underline">
              {t('breadcrumb')}
            </Link>
          </li>
          {data ? (
            <>
              <li aria-hidden="true">
                <ChevronRightIcon className="size-4" />
              </li>
              <li aria-current="page" className="truncate font-medium text-foreground">
                {data.companyName}
              </li>
            </>
          ) : null}
        </ol>
      </nav>
      {isPending ? (
        <>
          <p role="status" className="sr-only">
            {t('loading')}
          </p>
          <ProfileSkeleton />
        </>
      ) : isError ? (
        <div className="py-12">
          <h1 className="sr-only">{t('error.title')}</h1>
          <ErrorState
            title={t('error.title')}
            message={error.message}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        </div>
      ) : (
        <PartnerProfile partner={data} />
      )}
    </div>
  );
}
