import { BadgeCheckIcon, Loader2Icon, ShieldAlertIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { VERIFICATION_DOCUMENT_KINDS, type VerificationDocumentKind } from '@shared/constants';
import {
  VERIFICATION_KIND_MESSAGES,
  VERIFICATION_TITLE_MAX_LENGTH,
  type VerificationDocument,
} from '@shared/contracts/partner-verification';
import { ErrorState } from '@/components/ErrorState';
import { FileUploadField } from '@/components/FileUploadField';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { messageKey } from '@/lib/i18n';
import { useOwnDocumentAction, useOwnVerification } from '../api/verification';
import { DocumentFileLink, DocumentStatus, useDay, useDocumentName } from './DocumentStatus';

/** Where registry documents are uploaded: the private general upload (documents and scans, 10 MB). */
const DOCUMENT_UPLOAD = { path: '/api/upload/general', field: 'file' } as const;

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50';

/** The form that adds one document: its kind, an authorisation's name, the file (uploaded at once). */
function AddDocumentForm() {
  const { t } = useTranslation('partnerVerification');
  const { t: ts } = useTranslation('shared');
  const action = useOwnDocumentAction();
  const kindId = useId();
  const [kind, setKind] = useState<VerificationDocumentKind>('tax_certificate');
  const [title, setTitle] = useState('');
  const [fileId, setFileId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [missingFile, setMissingFile] = useState(false);
  // Remounts the upload field after a document was added, clearing its list.
  const [round, setRound] = useState(0);
  const error = isApiError(action.error) ? action.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fileId) {
      setMissingFile(true);
      return;
    }
    action.mutate(
      { kind: 'add', body: { fileId, kind, title: kind === 'authorisation' ? title : null } },
      {
        onSuccess: () => {
          toast.success(t('card.added'));
          setFileId(null);
          setTitle('');
          setRound((r) => r + 1);
          action.reset();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby={`${kindId}-title`}>
      <h3 id={`${kindId}-title`} className="text-sm font-semibold text-foreground">
        {t('card.addTitle')}
      </h3>
      <div className="flex flex-col gap-2">
        <label htmlFor={kindId} className="text-sm font-medium leading-none">
          {t('card.kind')}
        </label>
        <select
          id={kindId}
          className={selectClass}
          value={kind}
          onChange={(e) => setKind(e.target.value as VerificationDocumentKind)}
          data-testid="document-kind"
        >
          {VERIFICATION_DOCUMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {ts(messageKey(VERIFICATION_KIND_MESSAGES[k]))}
            </option>
          ))}
        </select>
      </div>
      {kind === 'authorisation' ? (
        <Field label={t('card.titleLabel')} error={error?.fieldError('title')}>
          {(control) => (
            <Input
              {...control}
              value={title}
              maxLength={VERIFICATION_TITLE_MAX_LENGTH}
              placeholder={t('card.titlePlaceholder')}
              onChange={(e) => setTitle(e.target.value)}
              data-testid="document-title"
            />
          )}
        </Field>
      ) : null}
      <FileUploadField
        key={round}
        label={t('card.file')}
        kind="general"
        upload={DOCUMENT_UPLOAD}
        hint={t('card.fileHint')}
        error={missingFile ? t('card.fileMissing') : error?.fieldError('fileId')}
        onFilesChange={(files) => setUploading(files.length > 0)}
        onUploaded={(result) => {
          setFileId(result.id);
          setUploading(false);
          setMissingFile(false);
        }}
        onRemove={() => setFileId(null)}
      />
      {error && !error.fieldErrors ? (
        <p role="alert" className="text-sm text-danger">
          {error.message}
        </p>
      ) : null}
      <Button
        type="submit"
        className="w-full sm:w-fit"
        disabled={uploading || action.isPending}
        aria-busy={action.isPending}
        data-testid="document-submit"
      >
        {action.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
        {t('card.submit')}
      </Button>
    </form>
  );
}

/** One uploaded document: its name, file, status, and a delete button that asks first. */
function OwnDocumentRow({ document: doc }: { document: VerificationDocument }) {
  const { t } = useTranslation('partnerVerification');
  const name = useDocumentName()(doc);
  const action = useOwnDocumentAction();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between" data-testid="own-document">
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="text-sm font-medium text-foreground">{name}</p>
        <DocumentFileLink document={doc} />
        <DocumentStatus document={doc} />
      </div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="w-fit text-danger"
        aria-label={t('card.deleteLabel', { name })}
        onClick={() => setConfirming(true)}
      >
        <Trash2Icon aria-hidden="true" />
        {t('card.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('card.deleteTitle')}
        text={t('card.deleteText', { name })}
        confirmLabel={t('card.delete')}
        destructive
        busy={action.isPending}
        onConfirm={() =>
          action.mutate(
            { kind: 'delete', documentId: doc.id },
            {
              onSuccess: () => {
                setConfirming(false);
                toast.success(t('card.deleted'));
              },
              onError: (err) => {
                setConfirming(false);
                toast.error(err.message);
              },
            },
          )
        }
      />
    </li>
  );
}

/**
 * The partner's verification on its dashboard (issue 21 "Verified", docs/decisions/028): whether the
 * badge shows and until when, its registry documents with their review status (and a rejection's
 * reason), and the form to upload another. Nothing for an account without a partner (the dashboard
 * already says how to apply).
 */
export function VerificationCard() {
  const { t } = useTranslation('partnerVerification');
  const day = useDay();
  const query = useOwnVerification();
  if (query.isError && isApiError(query.error) && query.error.status === 404) return null;
  return (
    <Card data-testid="verification-card">
      <CardHeader>
        <CardTitle>{t('card.title')}</CardTitle>
        <CardDescription>{t('card.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {query.data ? (
          <>
            {query.data.verified && query.data.verifiedUntil ? (
              <p className="flex items-start gap-2 rounded-md bg-success-soft p-3 text-sm text-success" role="status">
                <BadgeCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t('card.verifiedUntil', { date: day(query.data.verifiedUntil) })}
              </p>
            ) : (
              <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground" role="status">
                <ShieldAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t('card.notVerified')}
              </p>
            )}
            {query.data.documents.length > 0 ? (
              <ul className="divide-y" aria-label={t('card.documentsLabel')}>
                {query.data.documents.map((doc) => (
                  <OwnDocumentRow key={doc.id} document={doc} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{t('card.empty')}</p>
            )}
            <div className="border-t pt-4">
              <AddDocumentForm />
            </div>
          </>
        ) : query.isError ? (
          <ErrorState
            title={t('card.loadError')}
            message={isApiError(query.error) ? query.error.message : undefined}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <Skeleton className="h-40" />
        )}
      </CardContent>
    </Card>
  );
}
