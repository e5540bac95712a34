import { BanIcon, ChevronDownIcon, FolderKanbanIcon, MailIcon, PhoneIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserQuoteRequest } from '@shared/contracts/quotes';
import { pageUrl } from '@shared/pages';
import { quoteStatusLabelKey } from '@/components/QuoteStatusBadge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { isCancellable } from '../lib/group';
import { formatDay } from '../lib/format';

function Row({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-words text-foreground">{children}</dd>
    </div>
  );
}

/** 'Projeyi aç': the project the accepted offer started, where the work is done and completed (issue 20). */
export function ProjectLink({ request }: { request: UserQuoteRequest }) {
  const { t } = useTranslation('quotes');
  if (!request.projectId) return null;
  return (
    <Button asChild size="sm" variant="outline" className="w-fit">
      <Link to={pageUrl('projectRoom', { params: { id: request.projectId } })}>
        <FolderKanbanIcon aria-hidden="true" />
        {t('openProject')}
        <span className="sr-only">: {request.partner.companyName}</span>
      </Link>
    </Button>
  );
}

/**
 * 'İptal et' for one request (the partner named for screen readers), or 'Talebi iptal et' for a whole
 * block; the list asks for confirmation before anything is sent.
 */
export function CancelRequestButton({
  requests,
  label,
  onCancel,
}: {
  requests: UserQuoteRequest[];
  label: 'button' | 'buttonFor';
  onCancel: (requests: UserQuoteRequest[]) => void;
}) {
  const { t } = useTranslation('quotes');
  return (
    <Button type="button" size="sm" variant="outline" className="w-fit" onClick={() => onCancel(requests)}>
      <BanIcon aria-hidden="true" />
      {t(`cancelRequest.${label}`)}
      {requests.length === 1 ? <span className="sr-only">: {requests[0]!.partner.companyName}</span> : null}
    </Button>
  );
}

/**
 * Everything the requester sent (issue 20 "the buyer sees their whole request"): the service, the
 * work type and project dates (the request's `serviceNeededParts`, in the UI's language; without
 * them the service text is shown whole), the budget's label, the message, the company
 * and contact details and when it was sent; for a request sent to several partners, each partner with
 * its state, while nobody answered it its own cancel button, and once accepted its project. A native disclosure: keyboard and
 * screen readers know it without extra wiring.
 */
export function RequestDetails({
  requests,
  onCancel,
  className,
}: {
  /** One request, or the requests of one form sent to several partners (same content). */
  requests: UserQuoteRequest[];
  onCancel: (requests: UserQuoteRequest[]) => void;
  className?: string;
}) {
  const { t } = useTranslation('quotes');
  const lang = useLanguage();
  const first = requests[0]!;
  const parts = first.serviceNeededParts ?? {
    service: first.serviceNeeded,
    workType: null,
    projectStartDate: null,
    projectEndDate: null,
  };
  const group = requests.length > 1 || first.groupId !== null;
  return (
    <details className={cn('group/details text-sm', className)} data-testid="request-details">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-sm font-medium text-primary hover:underline [&::-webkit-details-marker]:hidden">
        <ChevronDownIcon
          className="size-4 transition-transform group-open/details:rotate-180 motion-reduce:transition-none"
          aria-hidden="true"
        />
        {t('requestDetails.toggle')}
        {group ? null : <span className="sr-only">: {first.partner.companyName}</span>}
      </summary>
      <dl className="mt-3 grid gap-x-6 gap-y-3 rounded-md border bg-surface p-3 sm:grid-cols-2 sm:p-4">
        <Row label={t('requestDetails.service')} wide>
          <span className="whitespace-pre-line">{parts.service || first.serviceNeeded}</span>
        </Row>
        {parts.workType ? (
          <Row label={t('requestDetails.workType')}>{t(`requestDetails.${parts.workType}`)}</Row>
        ) : null}
        {parts.projectStartDate ? (
          <Row label={t('requestDetails.startDate')}>{formatDay(parts.projectStartDate, lang)}</Row>
        ) : null}
        {parts.projectEndDate ? (
          <Row label={t('requestDetails.endDate')}>{formatDay(parts.projectEndDate, lang)}</Row>
        ) : null}
        <Row label={t('requestDetails.budget')}>{first.budget ? t(`budget.${first.budget}`) : t('budget.none')}</Row>
        <Row label={t('requestDetails.sentAt')}>{formatDateTime(first.createdAt, lang)}</Row>
        <Row label={t('requestDetails.message')} wide>
          {first.message ? (
            <span className="whitespace-pre-line">{first.message}</span>
          ) : (
            <span className="text-muted-foreground">{t('requestDetails.noMessage')}</span>
          )}
        </Row>
        <Row label={t('requestDetails.company')}>{first.companyName}</Row>
        <Row label={t('requestDetails.contact')}>
          <span className="flex flex-col gap-0.5">
            <span>{first.fullName}</span>
            <span className="inline-flex items-center gap-1 break-all text-muted-foreground">
              <MailIcon className="size-3.5 shrink-0" aria-hidden="true" />
              {first.email}
            </span>
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <PhoneIcon className="size-3.5 shrink-0" aria-hidden="true" />
              {first.phone}
            </span>
          </span>
        </Row>
        {group ? (
          <Row label={t('requestDetails.partners')} wide>
            <ul className="mt-1 flex flex-col divide-y rounded-md border bg-card">
              {requests.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                  <span className="min-w-0 font-medium break-words">{r.partner.companyName}</span>
                  <span className="flex flex-wrap items-center gap-2">
                    {/* Text, not a second badge: the comparison above carries the badges. */}
                    <span className="text-xs text-muted-foreground">
                      {t(quoteStatusLabelKey(r.status), { ns: 'shared' })}
                    </span>
                    {isCancellable(r) ? (
                      <CancelRequestButton requests={[r]} label="buttonFor" onCancel={onCancel} />
                    ) : null}
                    <ProjectLink request={r} />
                  </span>
                </li>
              ))}
            </ul>
          </Row>
        ) : null}
      </dl>
    </details>
  );
}
