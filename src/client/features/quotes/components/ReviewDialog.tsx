import { StarIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { UserQuoteRequest } from '@shared/contracts/quotes';
import { REVIEW_COMMENT_MAX_LENGTH } from '@shared/contracts/reviews';
import { FormDialog } from '@/components/ui/form-dialog';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useCreateReview } from '../api/create-review';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The rating of a completed request's partner (issue 9 "Reviews and trust"): five stars as a native
 * radio group (arrow keys move and choose, as screen readers expect), an optional comment, then
 * POST /api/quote-requests/{id}/review. The server's message is shown when it refuses.
 */
export function ReviewDialog({ request, onClose }: { request: UserQuoteRequest | null; onClose: () => void }) {
  // Mounted only while open, keyed: a fresh rating for each request.
  return request ? <ReviewForm key={request.id} request={request} onClose={onClose} /> : null;
}

function ReviewForm({ request, onClose }: { request: UserQuoteRequest; onClose: () => void }) {
  const { t } = useTranslation('quotes');
  const fieldMessage = useFieldMessage();
  const create = useCreateReview();
  const [rating, setRating] = useState(0);
  const [hover, setHover] = useState(0);
  const [comment, setComment] = useState('');
  const [ratingError, setRatingError] = useState<string | undefined>();
  const [commentError, setCommentError] = useState<string | undefined>();
  const shown = hover || rating;

  const submit = () => {
    if (rating < 1) {
      setRatingError(fieldMessage('reviews.ratingRequired'));
      return;
    }
    create.mutate(
      { quoteRequestId: request.id, input: { rating, comment: comment.trim() || undefined } },
      {
        onSuccess: () => {
          toast.success(t('reviewDialog.sent'));
          onClose();
        },
        onError: (err) => {
          if (isApiError(err)) {
            setRatingError(err.fieldError('rating'));
            setCommentError(err.fieldError('comment'));
            toast.error(err.message);
          } else {
            toast.error(t('reviewDialog.failed'));
          }
        },
      },
    );
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('reviewDialog.title', { partner: request.partner.companyName })}
      description={t('reviewDialog.text')}
      onSubmit={submit}
      submitLabel={t('reviewDialog.submit')}
      busy={create.isPending}
    >
      <fieldset aria-describedby={ratingError ? 'review-rating-error' : undefined}>
        <legend className="text-sm font-medium text-foreground">{t('reviewDialog.ratingLegend')}</legend>
        <div className="mt-2 flex gap-1" onMouseLeave={() => setHover(0)}>
          {STARS.map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              onMouseEnter={() => setHover(n)}
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => {
                  setRating(n);
                  setRatingError(undefined);
                }}
                className="sr-only"
              />
              <StarIcon
                aria-hidden="true"
                className={cn(
                  'size-8 transition-colors',
                  n <= shown ? 'fill-warning-dot text-warning-dot' : 'text-muted-foreground/50',
                )}
              />
              <span className="sr-only">{t(`reviewDialog.ratingNames.${n}`)}</span>
            </label>
          ))}
        </div>
        <p className="mt-1 min-h-5 text-sm text-muted-foreground" aria-hidden="true">
          {shown ? t(`reviewDialog.ratingNames.${shown}`) : null}
        </p>
        {ratingError ? (
          <p id="review-rating-error" className="text-sm font-medium text-danger" data-testid="field-error">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <Field
        label={t('reviewDialog.comment')}
        labelSuffix={t('reviewDialog.optional')}
        hint={t('reviewDialog.commentHint')}
        error={commentError}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={comment}
            maxLength={REVIEW_COMMENT_MAX_LENGTH}
            onChange={(e) => {
              setComment(e.target.value);
              setCommentError(undefined);
            }}
          />
        )}
      </Field>
    </FormDialog>
  );
}
