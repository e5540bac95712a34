import { CalendarIcon, CheckCircle2Icon, ClockIcon, MailIcon, PhoneIcon, XCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplicationStatusRecord } from '@shared/contracts/partner-applications';
import { ApplicationStatusBadge } from '@/components/ApplicationStatusBadge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { paths } from '@/lib/routes';

const ICON = { pending: ClockIcon, approved: CheckCircle2Icon, rejected: XCircleIcon } as const;

interface ApplicationStatusViewProps {
  record: ApplicationStatusRecord;
  /** The platform's contact e-mail and phone (site settings), for the contact buttons. */
  contact?: { email: string; phone: string } | undefined;
  /** Whether the viewer may go to the partner dashboard (approved, signed in as the applicant). */
  showDashboardLink?: boolean;
}

/**
 * The public application status (spec §2 "Application status"): id, status badge, applicant, company,
 * e-mail, phone, application date, review date and notes when present, a status message, contact
 * buttons.
 */
export function ApplicationStatusView({ record, contact, showDashboardLink }: ApplicationStatusViewProps) {
  const { t } = useTranslation('partnerApplications');
  const lang = useLanguage();
  const rows: [string, string][] = [
    [t('status.id'), record.id],
    [t('status.applicant'), `${record.firstName} ${record.lastName}`],
    [t('status.company'), record.company],
    [t('status.email'), record.email],
    [t('status.phone'), record.phone],
    [t('status.createdAt'), formatDateTime(record.createdAt, lang)],
  ];
  if (record.reviewedAt) rows.push([t('status.reviewedAt'), formatDateTime(record.reviewedAt, lang)]);

  const tone = {
    pending: 'border-warning/40 bg-warning-soft',
    approved: 'border-success/40 bg-success-soft',
    rejected: 'border-danger/40 bg-danger-soft',
  }[record.status];
  const Icon = ICON[record.status];

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>{record.company}</CardTitle>
          <ApplicationStatusBadge status={record.status} />
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <div role="status" className={cn('flex gap-3 rounded-lg border p-4 text-sm text-foreground', tone)}>
            <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p>{t(`status.message.${record.status}`)}</p>
          </div>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {rows.map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
                <dd className="mt-1 break-words text-sm text-foreground">{value}</dd>
              </div>
            ))}
          </dl>
          {record.reviewNotes ? (
            <div className="rounded-lg border bg-muted/40 p-4">
              <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                {t('status.reviewNotes')}
              </p>
              <p className="mt-2 whitespace-pre-line text-sm text-foreground" data-testid="review-notes">
                {record.reviewNotes}
              </p>
            </div>
          ) : null}
          {showDashboardLink && record.status === 'approved' ? (
            <Button asChild className="w-fit">
              <Link to={paths.partnerDashboard}>{t('status.partnerDashboard')}</Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>
      <Card className="h-fit">
        <CardHeader>
          <CardTitle>{t('status.contactTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">{t('status.contactText')}</p>
          {contact ? (
            <>
              <Button asChild variant="outline" className="justify-start">
                <a href={`mailto:${contact.email}`}>
                  <MailIcon aria-hidden="true" />
                  {t('status.contactEmail')}
                </a>
              </Button>
              <Button asChild variant="outline" className="justify-start">
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                  <PhoneIcon aria-hidden="true" />
                  {t('status.contactPhone')}
                </a>
              </Button>
            </>
          ) : null}
          <p className="mt-2 flex items-center gap-2 text-xs text-muted-foreground">
            <CalendarIcon className="size-3.5" aria-hidden="true" />
            {formatDateTime(record.createdAt, lang)}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
