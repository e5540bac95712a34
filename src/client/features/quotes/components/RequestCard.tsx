import { BanIcon, HourglassIcon, type LucideIcon, MessageSquareIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserQuoteRequest } from '@shared/contracts/quotes';
import { CompanyLogo } from '@/components/CompanyLogo';
import { PartnerTrust } from '@/components/PartnerTrust';
import { formatDate, formatNumber } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { partnerPath, paths } from '@/lib/routes';
import { useServiceNeeded } from '@/lib/service-needed';
import { useLanguage } from '@/lib/use-language';
import { isCancellable, liveAnswer } from '../lib/group';
import {
  AnswerActions,
  Attachment,
  LineItems,
  ReviewButton,
  useMoney,
  Validity,
  VatValue,
  VersionInfo,
  type AnswerHandlers,
} from './AnswerParts';
import { QuoteStatusBadge } from '@/components/QuoteStatusBadge';
import { CancelRequestButton, ProjectLink, RequestDetails } from './RequestDetails';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm text-foreground">{children}</dd>
    </div>
  );
}

/** A request's state where an answer would be: what it is and what happens next. */
function StateNote({
  icon: Icon,
  iconClass,
  title,
  text,
}: {
  icon: LucideIcon;
  iconClass: string;
  title: string;
  text: string;
}) {
  return (
    <div className="flex items-start gap-3 rounded-md border border-dashed bg-surface p-3 text-sm">
      <Icon className={`mt-0.5 size-4 shrink-0 ${iconClass}`} aria-hidden="true" />
      <div>
        <p className="font-medium text-foreground">{title}</p>
        <p className="mt-0.5 text-muted-foreground">{text}</p>
      </div>
    </div>
  );
}

/** "Yanıt bekleniyor" with what happens next. */
export function Awaiting() {
  const { t } = useTranslation('quotes');
  return <StateNote icon={HourglassIcon} iconClass="text-warning" title={t('awaiting')} text={t('awaitingText')} />;
}

/** "Bu talebi iptal ettiniz": a cancelled request waits for nothing (issue 20). */
function Cancelled() {
  const { t } = useTranslation('quotes');
  return (
    <StateNote
      icon={BanIcon}
      iconClass="text-muted-foreground"
      title={t('cancelRequest.cancelled')}
      text={t('cancelRequest.cancelledText')}
    />
  );
}

/**
 * One request to one partner: the partner (logo, name linking to the profile, trust figures), the
 * status, a link to the conversation with the partner, the service and date, the whole request behind
 * a disclosure, and its answer with the decision buttons, or "Yanıt bekleniyor" with 'Talebi iptal
 * et', or the cancelled note; the project once the offer was accepted.
 */
export function RequestCard({
  request,
  handlers,
  onCancel,
}: {
  request: UserQuoteRequest;
  handlers: AnswerHandlers;
  /** Asks to cancel the request (the list confirms first). */
  onCancel: (requests: UserQuoteRequest[]) => void;
}) {
  const { t } = useTranslation('quotes');
  const lang = useLanguage();
  const serviceNeeded = useServiceNeeded();
  const money = useMoney();
  const answer = liveAnswer(request);
  const titleId = `request-${request.id}-partner`;
  const { partner } = request;
  const notSpecified = <span className="text-muted-foreground">{t('notSpecified')}</span>;

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-lg border bg-card p-4 shadow-xs sm:p-5"
      data-testid="request-card"
    >
      <div className="flex flex-wrap items-start gap-3 sm:gap-4">
        <CompanyLogo name={partner.companyName} logo={partner.logo} size={48} alt="" />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-base font-semibold break-words">
            <Link to={partnerPath(partner)} className="rounded-sm hover:text-primary hover:underline">
              {partner.companyName}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">{t('sentOn', { date: formatDate(request.createdAt, lang) })}</p>
          <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <UsersIcon className="size-4" aria-hidden="true" />
              {t('followersValue', {
                count: partner.followersCount,
                formatted: formatNumber(partner.followersCount, lang),
              })}
            </span>
            <PartnerTrust figures={partner} />
          </div>
        </div>
        <div className="flex flex-col items-end gap-2">
          <QuoteStatusBadge status={request.status} />
          {/* The conversation with the partner's owner (issue 10); /messages resolves the owner. An
              unclaimed listing has no owner to read it (issue 21): say where the request went instead. */}
          {partner.userId === null ? (
            <p className="max-w-56 text-right text-xs text-muted-foreground" data-testid="request-unclaimed">
              {t('unclaimedPartner')}
            </p>
          ) : (
            <Button asChild size="sm" variant="outline">
              <Link to={`${paths.messages}?partner=${partner.id}`}>
                <MessageSquareIcon aria-hidden="true" />
                {t('sendMessage')}
                <span className="sr-only">: {partner.companyName}</span>
              </Link>
            </Button>
          )}
        </div>
      </div>

      <p className="mt-3 text-sm">
        <span className="font-medium text-foreground">{t('service')}: </span>
        <span className="break-words text-muted-foreground">{serviceNeeded(request)}</span>
      </p>
      <RequestDetails requests={[request]} onCancel={onCancel} className="mt-2" />

      <div className="mt-4">
        {answer ? (
          <>
            <dl className="divide-y border-y">
              <Row label={t('rows.title')}>
                <span className="font-medium break-words">{answer.title}</span>
              </Row>
              <Row label={t('rows.total')}>
                <span className="text-lg font-bold tabular-nums">{money(answer.totalAmount, answer)}</span>
              </Row>
              <Row label={t('rows.subtotal')}>
                <span className="tabular-nums">{money(answer.subtotal, answer)}</span>
              </Row>
              <Row label={t('rows.vat')}>
                <VatValue answer={answer} />
              </Row>
              <Row label={t('rows.items')}>
                <LineItems answer={answer} />
              </Row>
              <Row label={t('rows.delivery')}>{answer.deliveryTime || notSpecified}</Row>
              <Row label={t('rows.validity')}>
                <Validity answer={answer} />
              </Row>
              <Row label={t('rows.terms')}>
                {answer.terms ? <span className="break-words whitespace-pre-line">{answer.terms}</span> : notSpecified}
              </Row>
              {answer.attachment ? (
                <Row label={t('rows.attachment')}>
                  <Attachment answer={answer} />
                </Row>
              ) : null}
              <Row label={t('rows.versions')}>
                <VersionInfo answer={answer} />
              </Row>
            </dl>
            <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
              <AnswerActions request={request} answer={answer} handlers={handlers} />
              <div className="flex flex-wrap gap-2">
                <ProjectLink request={request} />
                <ReviewButton request={request} handlers={handlers} />
              </div>
            </div>
          </>
        ) : request.status === 'cancelled' ? (
          <Cancelled />
        ) : (
          <>
            <Awaiting />
            <div className="mt-3 flex flex-wrap gap-2">
              {isCancellable(request) ? (
                <CancelRequestButton requests={[request]} label="button" onCancel={onCancel} />
              ) : null}
              <ReviewButton request={request} handlers={handlers} />
            </div>
          </>
        )}
      </div>
    </article>
  );
}
