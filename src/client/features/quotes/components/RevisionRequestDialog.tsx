import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  QUOTE_REVISION_MESSAGE_MAX_LENGTH,
  type QuoteResponse,
  quoteRevisionRequestSchema,
  type UserQuoteRequest,
} from '@shared/contracts/quotes';
import { FormDialog } from '@/components/ui/form-dialog';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { useRequestQuoteRevision } from '../api/request-quote-revision';

/** The offer a revision is asked for, and its request (for the partner's name). */
export interface RevisionTarget {
  request: UserQuoteRequest;
  answer: QuoteResponse;
}

/**
 * 'Revize teklif iste' (issue 20): the requester writes what the partner should change (1–2000
 * characters, `quoteRevisionRequestSchema`, checked before sending and again by the server, whose
 * field message lands under the text area). Asking again starts from the earlier message, which the
 * new one replaces.
 */
export function RevisionRequestDialog({ target, onClose }: { target: RevisionTarget | null; onClose: () => void }) {
  // Mounted only while open, keyed: a fresh text for each offer.
  return target ? <RevisionForm key={target.answer.id} target={target} onClose={onClose} /> : null;
}

function RevisionForm({ target, onClose }: { target: RevisionTarget; onClose: () => void }) {
  const { t } = useTranslation('quotes');
  const mutation = useRequestQuoteRevision();
  const fieldMessage = useFieldMessage();
  const [message, setMessage] = useState(target.answer.revisionMessage ?? '');
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = () => {
    const parsed = quoteRevisionRequestSchema.safeParse({ message });
    if (!parsed.success) {
      setError(fieldMessage(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    mutation.mutate(
      { responseId: target.answer.id, message: parsed.data.message },
      {
        onSuccess: () => {
          toast.success(t('revision.sent'), { description: target.request.partner.companyName });
          onClose();
        },
        onError: (err) => {
          const field = isApiError(err) ? err.fieldError('message') : undefined;
          if (field) setError(field);
          else toast.error(t('revision.failed'), { description: isApiError(err) ? err.message : undefined });
        },
      },
    );
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('revision.title')}
      description={t('revision.text', { partner: target.request.partner.companyName })}
      onSubmit={submit}
      submitLabel={t('revision.submit')}
      busy={mutation.isPending}
      testId="revision-dialog"
    >
      <Field
        label={t('revision.label')}
        error={error}
        hint={t('revision.counter', { count: message.trim().length, max: QUOTE_REVISION_MESSAGE_MAX_LENGTH })}
      >
        {(control) => (
          <Textarea
            {...control}
            value={message}
            rows={5}
            maxLength={QUOTE_REVISION_MESSAGE_MAX_LENGTH}
            placeholder={t('revision.placeholder')}
            onChange={(e) => setMessage(e.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
