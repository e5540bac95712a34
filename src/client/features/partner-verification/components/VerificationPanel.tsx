import { BadgeCheckIcon, Loader2Icon, ShieldAlertIcon, XIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { REJECTION_REASON_MAX_LENGTH, type VerificationDocument } from '@shared/contracts/partner-verification';
import { addDays, istanbulToday } from '@shared/calendar';
import { ErrorState } from '@/components/ErrorState';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useDocumentDecision, usePartnerVerification } from '../api/verification';
import { DocumentFileLink, DocumentStatus, useDay, useDocumentName } from './DocumentStatus';

type Mode = 'verify' | 'reject' | null;

/** One document as an admin reviews it: open the file, then verify with the last valid day or reject with a reason. */
function ReviewRow({ partnerId, document: doc }: { partnerId: number; document: VerificationDocument }) {
  const { t } = useTranslation('partnerVerification');
  const lang = useLanguage();
  const name = useDocumentName()(doc);
  const fieldMessage = useFieldMessage();
  const decision = useDocumentDecision(partnerId);
  const [mode, setMode] = useState<Mode>(null);
  const [expiresOn, setExpiresOn] = useState(doc.expiresOn ?? '');
  const [reason, setReason] = useState('');
  const error = isApiError(decision.error) ? decision.error : null;
  const tomorrow = addDays(istanbulToday(), 1);

  const open = (next: Mode) => {
    decision.reset();
    setMode(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const onSuccess = () => {
      toast.success(mode === 'verify' ? t('panel.verified') : t('panel.rejected'));
      setMode(null);
      setReason('');
    };
    if (mode === 'verify') decision.mutate({ kind: 'verify', documentId: doc.id, expiresOn }, { onSuccess });
    if (mode === 'reject') decision.mutate({ kind: 'reject', documentId: doc.id, reason }, { onSuccess });
  };

  return (
    <li className="flex flex-col gap-3 py-4" data-testid="review-document">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1.5">
          <p className="text-sm font-medium text-foreground">{name}</p>
          <DocumentFileLink document={doc} label={t('panel.open')} />
          <p className="text-xs text-muted-foreground">
            {t('panel.uploadedAt', { date: formatDate(doc.createdAt, lang) })}
          </p>
          <DocumentStatus document={doc} />
        </div>
        {mode === null ? (
          <div className="flex shrink-0 gap-2">
            <Button type="button" size="sm" onClick={() => open('verify')} aria-label={`${t('panel.verify')}: ${name}`}>
              <BadgeCheckIcon aria-hidden="true" />
              {t('panel.verify')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => open('reject')}
              aria-label={`${t('panel.reject')}: ${name}`}
            >
              <XIcon aria-hidden="true" />
              {t('panel.reject')}
            </Button>
          </div>
        ) : null}
      </div>
      {mode !== null ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-md border bg-muted/40 p-3">
          {mode === 'verify' ? (
            <Field label={t('panel.expiresOn')} error={fieldMessage(error?.fieldError('expiresOn'))}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  min={tomorrow}
                  required
                  value={expiresOn}
                  onChange={(e) => setExpiresOn(e.target.value)}
                  className="sm:w-56"
                  data-testid="expires-on"
                />
              )}
            </Field>
          ) : (
            <Field label={t('panel.rejectReason')} error={fieldMessage(error?.fieldError('reason'))}>
              {(control) => (
                <Textarea
                  {...control}
                  value={reason}
                  maxLength={REJECTION_REASON_MAX_LENGTH}
                  rows={3}
                  onChange={(e) => setReason(e.target.value)}
                  data-testid="reject-reason"
                />
              )}
            </Field>
          )}
          {error && !error.fieldErrors ? (
            <p role="alert" className="text-sm text-danger">
              {error.message}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              size="sm"
              variant={mode === 'reject' ? 'destructive' : 'default'}
              disabled={decision.isPending}
              aria-busy={decision.isPending}
              data-testid="decision-submit"
            >
              {decision.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
              {mode === 'verify' ? t('panel.verify') : t('panel.rejectSubmit')}
            </Button>
            <Button type="button" size="sm" variant="ghost" disabled={decision.isPending} onClick={() => setMode(null)}>
              {t('panel.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}

/**
 * Admins' review of a partner's registry documents (issue 21 "Verified", docs/decisions/028): whether
 * the partner is verified and until when, each document with its file, and verify (last valid day) or
 * reject (reason, sent to the partner) on each. Every decision is in the audit trail (server).
 */
export function VerificationPanel({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation('partnerVerification');
  const day = useDay();
  const query = usePartnerVerification(partnerId);
  return (
    <Card data-testid="verification-panel">
      <CardHeader>
        <CardTitle>{t('panel.title')}</CardTitle>
        <CardDescription>{t('panel.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {query.data ? (
          <>
            <p
              className={
                query.data.verified
                  ? 'flex items-center gap-2 text-sm font-medium text-success'
                  : 'flex items-center gap-2 text-sm text-muted-foreground'
              }
              data-testid="verification-state"
            >
              {query.data.verified && query.data.verifiedUntil ? (
                <>
                  <BadgeCheckIcon className="size-4" aria-hidden="true" />
                  {t('panel.verifiedUntil', { date: day(query.data.verifiedUntil) })}
                </>
              ) : (
                <>
                  <ShieldAlertIcon className="size-4" aria-hidden="true" />
                  {t('panel.notVerified')}
                </>
              )}
            </p>
            {query.data.documents.length > 0 ? (
              <ul className="divide-y">
                {query.data.documents.map((doc) => (
                  <ReviewRow key={doc.id} partnerId={partnerId} document={doc} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{t('panel.empty')}</p>
            )}
          </>
        ) : query.isError ? (
          <ErrorState
            title={t('panel.loadError')}
            message={isApiError(query.error) ? query.error.message : undefined}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <Skeleton className="h-32" />
        )}
      </CardContent>
    </Card>
  );
}
