import {
  AlertTriangleIcon,
  CheckIcon,
  FileDownIcon,
  MessageSquareDiffIcon,
  PaperclipIcon,
  StarIcon,
  XIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DecideQuoteResponseInput, QuoteResponse, UserQuoteRequest } from '@shared/contracts/quotes';
import { formatMoney } from '@shared/money';
import { formatPercent } from '@/components/PartnerTrust';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatFileSize } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { quotePdfPath } from '../api/decide-quote-response';
import { isDecidable } from '../lib/group';
import { formatDay, formatQuantity } from '../lib/format';

/** What the list does when the user picks an action; the list asks for confirmation first. */
export interface AnswerHandlers {
  onDecide: (request: UserQuoteRequest, answer: QuoteResponse, status: DecideQuoteResponseInput['status']) => void;
  onReview: (request: UserQuoteRequest) => void;
  /** 'Revize teklif iste' (issue 20); without it the button is not offered. */
  onRequestRevision?: (request: UserQuoteRequest, answer: QuoteResponse) => void;
}

/** An amount of the answer in its currency, formatted for the UI language. */
export function useMoney() {
  const lang = useLanguage();
  return (minor: number, answer: Pick<QuoteResponse, 'currency'>) => formatMoney(minor, answer.currency, lang);
}

/** "%20 · ₺200,00": the VAT rate and amount. */
export function VatValue({ answer }: { answer: QuoteResponse }) {
  const { t } = useTranslation('quotes');
  const lang = useLanguage();
  const money = useMoney();
  return <>{t('vatValue', { rate: formatPercent(answer.vatRate, lang), amount: money(answer.vatAmount, answer) })}</>;
}

/** The numbered line items: description, then quantity × unit price = amount. */
export function LineItems({ answer }: { answer: QuoteResponse }) {
  const { t } = useTranslation('quotes');
  const lang = useLanguage();
  const money = useMoney();
  return (
    <ol className="flex list-decimal flex-col gap-1.5 pl-5">
      {answer.items.map((item, i) => (
        <li key={i} className="text-sm">
          <span className="break-words text-foreground">{item.description}</span>
          <span className="block text-xs text-muted-foreground tabular-nums">
            {t('itemLine', {
              quantity: formatQuantity(item.quantity, lang),
              unitPrice: money(item.unitPrice, answer),
              amount: money(item.amount, answer),
            })}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The validity day; an expired answer says so (it cannot be accepted). */
export function Validity({ answer }: { answer: QuoteResponse }) {
  const { t } = useTranslation('quotes');
  const lang = useLanguage();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className={answer.isExpired ? 'text-muted-foreground line-through' : undefined}>
        {t('validUntil', { date: formatDay(answer.validUntil, lang) })}
      </span>
      {answer.isExpired ? (
        <Badge variant="danger" data-testid="expired-badge">
          <AlertTriangleIcon aria-hidden="true" />
          {t('expired')}
        </Badge>
      ) : null}
    </span>
  );
}

/** 'İlk sürüm' or 'Güncellendi (v2)' with the earlier versions behind a disclosure. */
export function VersionInfo({ answer }: { answer: QuoteResponse }) {
  const { t } = useTranslation('quotes');
  const lang = useLanguage();
  const money = useMoney();
  if (answer.version <= 1 && answer.previousVersions.length === 0) {
    return <span className="text-muted-foreground">{t('firstVersion')}</span>;
  }
  return (
    <div className="flex flex-col gap-1">
      <Badge variant="info">{t('updated', { version: answer.version })}</Badge>
      {answer.previousVersions.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer rounded-sm font-medium text-primary hover:underline">
            {t('previousVersions', { count: answer.previousVersions.length })}
          </summary>
          <ul className="mt-2 flex flex-col gap-2">
            {answer.previousVersions.map((v) => (
              <li key={v.version} className="rounded-md border bg-surface p-2 text-xs text-muted-foreground">
                <p className="font-medium text-foreground">
                  {t('versionLine', {
                    version: v.version,
                    date: formatDate(v.createdAt, lang),
                    total: money(v.totalAmount, v),
                  })}
                </p>
                <p className="mt-0.5 break-words">{v.title}</p>
                <p className="mt-0.5">{t('validUntil', { date: formatDay(v.validUntil, lang) })}</p>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** The answer's attachment as a download link, when there is one. */
export function Attachment({ answer }: { answer: QuoteResponse }) {
  const lang = useLanguage();
  if (!answer.attachment) return null;
  return (
    <a
      href={answer.attachment.url}
      download={answer.attachment.fileName}
      className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium break-all text-primary hover:underline"
    >
      <PaperclipIcon className="size-4 shrink-0" aria-hidden="true" />
      {answer.attachment.fileName}
      <span className="text-xs font-normal text-muted-foreground">
        ({formatFileSize(answer.attachment.fileSize, lang)})
      </span>
    </a>
  );
}

/**
 * Accept, decline and 'Revize teklif iste' (while the answer is open; accept disabled with the reason
 * when it expired; 'Revizyon istendi — {date}' until the partner revises), and the PDF download. Names the partner for screen readers, as a comparison has one set per partner.
 */
export function AnswerActions({
  request,
  answer,
  handlers,
}: {
  request: UserQuoteRequest;
  answer: QuoteResponse;
  handlers: AnswerHandlers;
}) {
  const { t } = useTranslation('quotes');
  const lang = useLanguage();
  const decidable = isDecidable(request, answer);
  const hintId = `expired-hint-${answer.id}`;
  const name = <span className="sr-only">: {request.partner.companyName}</span>;
  const revisionAsked = decidable && answer.revisionRequestedAt ? answer.revisionRequestedAt : null;
  return (
    <div className="flex flex-col gap-2">
      {revisionAsked ? (
        <p className="w-fit" data-testid="revision-requested">
          <Badge variant="info">{t('revision.requested', { date: formatDate(revisionAsked, lang) })}</Badge>
        </p>
      ) : null}
      {decidable ? (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={answer.isExpired}
            aria-describedby={answer.isExpired ? hintId : undefined}
            onClick={() => handlers.onDecide(request, answer, 'accepted')}
          >
            <CheckIcon aria-hidden="true" />
            {t('accept')}
            {name}
          </Button>
          <Button size="sm" variant="outline" onClick={() => handlers.onDecide(request, answer, 'rejected')}>
            <XIcon aria-hidden="true" />
            {t('decline')}
            {name}
          </Button>
          {handlers.onRequestRevision ? (
            <Button size="sm" variant="ghost" onClick={() => handlers.onRequestRevision?.(request, answer)}>
              <MessageSquareDiffIcon aria-hidden="true" />
              {t(revisionAsked ? 'revision.again' : 'revision.button')}
              {name}
            </Button>
          ) : null}
        </div>
      ) : null}
      {decidable && answer.isExpired ? (
        <p id={hintId} className="text-xs text-danger">
          {t('expiredHint')}
        </p>
      ) : null}
      <a
        href={quotePdfPath(answer.id)}
        download
        className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-primary hover:underline"
      >
        <FileDownIcon className="size-4" aria-hidden="true" />
        {t('pdf')}
        {name}
      </a>
    </div>
  );
}

/** 'Değerlendir' once the request is completed and the partner not reviewed yet. */
export function ReviewButton({ request, handlers }: { request: UserQuoteRequest; handlers: AnswerHandlers }) {
  const { t } = useTranslation('quotes');
  if (!request.canReview) return null;
  return (
    <Button size="sm" variant="cta" className="w-fit" onClick={() => handlers.onReview(request)}>
      <StarIcon aria-hidden="true" />
      {t('review')}
      <span className="sr-only">: {request.partner.companyName}</span>
    </Button>
  );
}
