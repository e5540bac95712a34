import { BadgeCheckIcon, CircleAlertIcon, ClockIcon, FileTextIcon, TimerOffIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_KIND_MESSAGES, type VerificationDocument } from '@shared/contracts/partner-verification';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatFileSize } from '@/lib/format';
import { messageKey } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';

/** An Istanbul calendar day (`YYYY-MM-DD`) as the reader's language writes it. */
export function useDay() {
  const lang = useLanguage();
  return (day: string) => formatDate(`${day}T12:00:00Z`, lang);
}

/** The document's kind in the reader's language (shared catalogue), with an authorisation's title. */
export function useDocumentName() {
  const { t } = useTranslation('shared');
  return (doc: Pick<VerificationDocument, 'kind' | 'title'>) => {
    const kind = t(messageKey(VERIFICATION_KIND_MESSAGES[doc.kind]));
    return doc.title ? `${kind}: ${doc.title}` : kind;
  };
}

/** Where a document is in its review: in review, verified until a day, expired, rejected (with the reason). */
export function DocumentStatus({ document: doc }: { document: VerificationDocument }) {
  const { t } = useTranslation('partnerVerification');
  const day = useDay();
  if (doc.status === 'verified' && doc.expiresOn) {
    return doc.expired ? (
      <Badge variant="danger" data-testid="document-status">
        <TimerOffIcon aria-hidden="true" />
        {t('status.expired', { date: day(doc.expiresOn) })}
      </Badge>
    ) : (
      <Badge variant="success" data-testid="document-status">
        <BadgeCheckIcon aria-hidden="true" />
        {t('status.verified', { date: day(doc.expiresOn) })}
      </Badge>
    );
  }
  if (doc.status === 'rejected') {
    return (
      <div className="flex flex-col gap-1">
        <Badge variant="danger" data-testid="document-status">
          <CircleAlertIcon aria-hidden="true" />
          {t('status.rejected')}
        </Badge>
        {doc.rejectionReason ? (
          <p className="text-xs text-muted-foreground">{t('status.reason', { reason: doc.rejectionReason })}</p>
        ) : null}
      </div>
    );
  }
  return (
    <Badge variant="warning" data-testid="document-status">
      <ClockIcon aria-hidden="true" />
      {t('status.pending')}
    </Badge>
  );
}

/** The document's file as a download link (`/objects/{id}`: only the partner's account and admins may read it). */
export function DocumentFileLink({ document: doc, label }: { document: VerificationDocument; label?: string }) {
  const lang = useLanguage();
  return (
    <a
      href={doc.file.url}
      target="_blank"
      rel="noopener"
      className="inline-flex min-w-0 items-center gap-1.5 rounded-sm text-sm text-primary underline-offset-4 hover:underline"
    >
      <FileTextIcon className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate">{label ?? doc.file.fileName}</span>
      <span className="shrink-0 text-xs text-muted-foreground">({formatFileSize(doc.file.fileSize, lang)})</span>
    </a>
  );
}
