import { CheckCircle2Icon, ClockIcon, HandshakeIcon, XCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ErrorState';
import { useCategories } from '@/features/categories/api/get-categories';
import { useMyApplication } from '@/lib/my-application';
import { useUserProfile } from '@/features/partner-applications/api/get-user-profile';
import { PageHeader } from '@/components/PageHeader';
import { ApplicationSubmitted } from '@/features/partner-applications/components/ApplicationSubmitted';
import { PartnerApplicationForm } from '@/features/partner-applications/components/PartnerApplicationForm';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { messageKey } from '@/lib/i18n';
import { pageUrl } from '@shared/pages';

const statusPath = (id: string) => pageUrl('applicationStatus', { params: { id } });

/**
 * /partner-application (spec §2, §6): the application form for signed-in users (the route guard sends
 * visitors to /auth), prefilled from the session user and their profile. A partner sees their partner
 * status and a link to the dashboard, a pending or approved application its state, instead of a new
 * form; after sending, the confirmation (scrolled into view, focused) with a link to the status page.
 */
export default function PartnerApplicationPage() {
  const { t } = useTranslation('partnerApplications');
  const { user } = useSession();
  const categories = useCategories();
  const profile = useUserProfile(Boolean(user));
  const mine = useMyApplication(Boolean(user));
  const [submittedId, setSubmittedId] = useState<string | null>(null);

  const loading = categories.isPending || profile.isPending || mine.isPending;
  const isPartner = user?.availableUserTypes.includes('partner') ?? false;
  const failed = categories.isError || mine.isError;

  let body;
  if (submittedId) {
    body = <ApplicationSubmitted statusPath={statusPath(submittedId)} />;
  } else if (isPartner) {
    // A partner (approved through an application or set up by an admin) has nothing to apply for:
    // the form would end in 409 (issue 18). Their application, if any, stays one link away.
    body = (
      <Alert variant="success" data-testid="application-partner">
        <CheckCircle2Icon aria-hidden="true" />
        <AlertTitle>{t('existing.partnerTitle')}</AlertTitle>
        <AlertDescription>
          <p>{t('existing.partnerText')}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button asChild size="sm">
              <Link to={paths.partnerDashboard}>{t('existing.partnerDashboard')}</Link>
            </Button>
            {mine.data ? (
              <Button asChild size="sm" variant="outline">
                <Link to={statusPath(mine.data.id)}>{t('existing.statusLink')}</Link>
              </Button>
            ) : null}
          </div>
        </AlertDescription>
      </Alert>
    );
  } else if (loading) {
    body = (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  } else if (failed) {
    body = (
      <ErrorState
        title={t('toast.errorTitle')}
        message={t(messageKey('partnerApplications.submitFailed'))}
        onRetry={() => {
          void categories.refetch();
          void mine.refetch();
        }}
      />
    );
  } else if (mine.data && mine.data.status !== 'rejected') {
    const pending = mine.data.status === 'pending';
    body = (
      <Alert variant={pending ? 'info' : 'success'} data-testid="application-existing">
        {pending ? <ClockIcon aria-hidden="true" /> : <CheckCircle2Icon aria-hidden="true" />}
        <AlertTitle>
          {pending ? t('existing.pendingTitle') : t(messageKey('partnerApplications.approvedTitle'))}
        </AlertTitle>
        <AlertDescription>
          <p>{t(pending ? 'existing.pendingText' : 'existing.approvedText')}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button asChild size="sm">
              <Link to={statusPath(mine.data.id)}>{t('existing.statusLink')}</Link>
            </Button>
            {pending ? null : (
              <Button asChild size="sm" variant="outline">
                <Link to={paths.partnerDashboard}>{t('existing.partnerDashboard')}</Link>
              </Button>
            )}
          </div>
        </AlertDescription>
      </Alert>
    );
  } else {
    body = (
      <div className="flex flex-col gap-6">
        {mine.data?.status === 'rejected' ? (
          <Alert variant="destructive">
            <XCircleIcon aria-hidden="true" />
            <AlertTitle>{t('existing.rejectedTitle')}</AlertTitle>
            <AlertDescription>
              <p>{mine.data.reviewNotes ?? t('existing.rejectedText')}</p>
              <Link className="mt-2 inline-block font-medium underline" to={statusPath(mine.data.id)}>
                {t('existing.statusLink')}
              </Link>
            </AlertDescription>
          </Alert>
        ) : null}
        <Card>
          <CardContent className="p-5 sm:p-8">
            <PartnerApplicationForm
              categories={categories.data ?? []}
              prefill={{
                firstName: user?.firstName,
                lastName: user?.lastName,
                email: user?.email,
                phone: user?.phone ?? undefined,
                company: profile.data?.company ?? undefined,
                website: profile.data?.website ?? undefined,
                linkedinProfile: profile.data?.linkedinProfile ?? undefined,
              }}
              onSubmitted={setSubmittedId}
            />
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div>
      <PageHeader section={t('page.section')} title={t('page.title')} text={t('page.text')} icon={HandshakeIcon} />
      <div className="container-page max-w-4xl py-8 sm:py-12">{body}</div>
    </div>
  );
}
