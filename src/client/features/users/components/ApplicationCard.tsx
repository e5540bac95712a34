import { ClipboardListIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/routes';
import { useLanguage } from '@/lib/use-language';
import type { MyApplication } from '@shared/contracts/partner-applications';
import { useMyApplication } from '@/lib/my-application';
import { pageUrl } from '@shared/pages';

type Status = 'pending' | 'approved' | 'rejected';
/** Spec §4: unknown statuses show as pending ("under review"). */
const statusOf = (s: string): Status => (s === 'approved' || s === 'rejected' ? s : 'pending');
const VARIANT = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

function ApplicationDetails({ application }: { application: NonNullable<MyApplication> }) {
  const { t } = useTranslation('users');
  const lang = useLanguage();
  const status = statusOf(application.status);
  return (
    <div className="flex flex-col gap-4" data-testid="application-summary">
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={VARIANT[status]}>{t(`panel.application.status.${status}`)}</Badge>
        <p className="text-sm text-muted-foreground">{t(`panel.application.statusText.${status}`)}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t('panel.application.submitted')}</dt>
        <dd>{formatDate(application.createdAt, lang)}</dd>
        {application.reviewedAt ? (
          <>
            <dt className="text-muted-foreground">{t('panel.application.reviewed')}</dt>
            <dd>{formatDate(application.reviewedAt, lang)}</dd>
          </>
        ) : null}
        {application.reviewNotes ? (
          <>
            <dt className="text-muted-foreground">{t('panel.application.notes')}</dt>
            <dd className="whitespace-pre-line">{application.reviewNotes}</dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={pageUrl('applicationStatus', { params: { id: application.id } })}>
            {t('panel.application.details')}
          </Link>
        </Button>
        {status === 'approved' ? (
          <Button asChild size="sm">
            <Link to={paths.partnerDashboard}>{t('panel.application.dashboard')}</Link>
          </Button>
        ) : null}
        {status === 'rejected' ? (
          <Button asChild size="sm">
            <Link to={paths.partnerApplication}>{t('panel.application.applyAgain')}</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The user's latest partner application with its status, or the call to apply. */
export function ApplicationCard() {
  const { t } = useTranslation('users');
  const query = useMyApplication();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('panel.application.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          isEmpty={(data) => data === null}
          errorTitle={t('panel.application.loadError')}
          empty={{
            icon: ClipboardListIcon,
            title: t('panel.application.noneTitle'),
            text: t('panel.application.noneText'),
            action: (
              <Button asChild>
                <Link to={paths.partnerApplication}>{t('panel.application.apply')}</Link>
              </Button>
            ),
          }}
        >
          {(application) => (application ? <ApplicationDetails application={application} /> : null)}
        </QueryState>
      </CardContent>
    </Card>
  );
}
