import { EyeIcon, EyeOffIcon, Loader2Icon, MessageSquareQuoteIcon, ReplyIcon, StarIcon } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { REVIEW_REPLY_MAX_LENGTH, type Review, type ReviewsPage } from '@shared/contracts/reviews';
import { formatRating } from '@/components/PartnerTrust';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useSetReviewHidden } from '../api/hide-review';
import { useReviews } from '../api/list-reviews';
import { useReplyToReview } from '../api/reply-review';
import { RatingStars } from './RatingStars';

interface ReviewsSectionProps {
  partnerId: number;
  /** The partner's name, for the reply's heading. */
  partnerName: string;
  /** The viewer owns the partner: 'Yanıtla' under each review without a reply. */
  isOwner?: boolean;
  /** The viewer is an admin: 'Gizle' / 'Göster' on each review (the list then includes hidden ones). */
  isAdmin?: boolean;
  /** After a review is hidden or shown (the page refreshes the profile's average and count). */
  onChanged?: () => void;
}

function ReviewsSkeleton() {
  const { t } = useTranslation('reviews');
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1].map((i) => (
        <div key={i} className="space-y-2 rounded-lg border p-4" aria-hidden="true">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-full" />
        </div>
      ))}
    </div>
  );
}

function ReplyForm({ review, partnerId, onDone }: { review: Review; partnerId: number; onDone: () => void }) {
  const { t } = useTranslation('reviews');
  const fieldMessage = useFieldMessage();
  const reply = useReplyToReview(partnerId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);
  // 'Yanıtla' replaced itself with this form: the focus follows to the field.
  useEffect(() => field.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(fieldMessage('reviews.replyRequired'));
      return;
    }
    reply.mutate(
      { reviewId: review.id, reply: text.trim() },
      {
        onSuccess: () => {
          toast.success(t('replySent'));
          onDone();
        },
        onError: (err) => {
          const message = isApiError(err) ? (err.fieldError('reply') ?? err.message) : t('replyFailed');
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="mt-3 flex flex-col gap-3" noValidate>
      <Field label={t('replyLabel')} hint={t('replyHint')} error={error}>
        {(control) => (
          <Textarea
            {...control}
            value={text}
            maxLength={REVIEW_REPLY_MAX_LENGTH}
            rows={3}
            ref={field}
            onChange={(e) => {
              setText(e.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={reply.isPending} aria-busy={reply.isPending}>
          {reply.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {t('replySend')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone} disabled={reply.isPending}>
          {t('replyCancel')}
        </Button>
      </div>
    </form>
  );
}

function ReviewItem({
  review,
  partnerId,
  partnerName,
  isOwner,
  isAdmin,
  onHide,
  onShow,
  hideBusy,
}: {
  review: Review;
  partnerId: number;
  partnerName: string;
  isOwner: boolean;
  isAdmin: boolean;
  onHide: () => void;
  onShow: () => void;
  hideBusy: boolean;
}) {
  const { t } = useTranslation('reviews');
  const lang = useLanguage();
  const [replying, setReplying] = useState(false);
  const who = [review.reviewerName, review.companyName].filter(Boolean).join(' · ');
  return (
    <li
      className={`rounded-lg border p-4 ${review.isHidden ? 'border-dashed bg-muted/40' : 'bg-card'}`}
      aria-label={t('reviewOf', { name: review.reviewerName })}
      data-testid="review"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <RatingStars rating={review.rating} />
          {review.isHidden ? (
            <Badge variant="secondary">
              <EyeOffIcon aria-hidden="true" />
              {t('hiddenBadge')}
            </Badge>
          ) : null}
        </div>
        <time dateTime={review.createdAt} className="text-xs text-muted-foreground">
          {formatDate(review.createdAt, lang)}
        </time>
      </div>
      <p className="mt-2 text-sm font-medium break-words text-foreground">{who}</p>
      {review.comment ? (
        <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-muted-foreground">
          {review.comment}
        </p>
      ) : null}
      {review.reply ? (
        <div className="mt-3 rounded-md border-l-4 border-primary/40 bg-surface p-3">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-foreground">
            <MessageSquareQuoteIcon className="size-3.5" aria-hidden="true" />
            {t('replyTitle', { name: partnerName })}
            {review.repliedAt ? (
              <time dateTime={review.repliedAt} className="font-normal text-muted-foreground">
                · {formatDate(review.repliedAt, lang)}
              </time>
            ) : null}
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-muted-foreground">{review.reply}</p>
        </div>
      ) : null}
      {replying ? <ReplyForm review={review} partnerId={partnerId} onDone={() => setReplying(false)} /> : null}
      {(isOwner && !review.reply && !replying) || isAdmin ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {isOwner && !review.reply && !replying ? (
            <Button size="sm" variant="outline" onClick={() => setReplying(true)}>
              <ReplyIcon aria-hidden="true" />
              {t('reply')}
              <span className="sr-only">: {review.reviewerName}</span>
            </Button>
          ) : null}
          {isAdmin ? (
            <Button
              size="sm"
              variant="outline"
              onClick={review.isHidden ? onShow : onHide}
              disabled={hideBusy}
              aria-busy={hideBusy}
            >
              {review.isHidden ? <EyeIcon aria-hidden="true" /> : <EyeOffIcon aria-hidden="true" />}
              {review.isHidden ? t('show') : t('hide')}
              <span className="sr-only">: {review.reviewerName}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The profile's reviews (issue 9 "Reviews and trust"; GET /api/partners/{id}/reviews): the average and
 * the count, the reviews newest first with 'Daha Fazla Göster', the partner's reply under a review. The
 * owner answers a review once ('Yanıtla'); admins hide a review (after a confirmation) or show it again.
 * The server decides who may do either; the buttons only follow the viewer's role.
 */
export function ReviewsSection({
  partnerId,
  partnerName,
  isOwner = false,
  isAdmin = false,
  onChanged,
}: ReviewsSectionProps) {
  const { t } = useTranslation('reviews');
  const lang = useLanguage();
  const query = useReviews(partnerId);
  const setHidden = useSetReviewHidden(partnerId, onChanged);
  const [pendingHide, setPendingHide] = useState<Review | null>(null);
  const first: ReviewsPage | undefined = query.data?.pages[0];

  const change = (review: Review, isHidden: boolean) =>
    setHidden.mutate(
      { reviewId: review.id, isHidden },
      {
        onSuccess: () => {
          toast.success(isHidden ? t('hidden') : t('shown'));
          setPendingHide(null);
        },
        onError: (err) => toast.error(isApiError(err) ? err.message : t('hideFailed')),
      },
    );

  return (
    <section aria-labelledby="reviews-title" data-testid="reviews-section">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 pb-4">
          <h2 id="reviews-title" className="text-lg font-semibold">
            {t('title')}
          </h2>
          {first && first.ratingAverage != null && first.reviewCount > 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="reviews-average">
              <span className="sr-only">{t('average')}: </span>
              <StarIcon className="size-5 fill-warning-dot text-warning-dot" aria-hidden="true" />
              <span className="text-xl font-bold text-foreground">{formatRating(first.ratingAverage, lang)}</span>
              <span>{t('summary', { count: first.reviewCount })}</span>
            </p>
          ) : null}
        </CardHeader>
        <CardContent>
          <QueryState
            query={query}
            isEmpty={(data) => data.pages.every((p) => p.reviews.length === 0)}
            loading={<ReviewsSkeleton />}
            errorTitle={t('loadError')}
            empty={{ icon: MessageSquareQuoteIcon, title: t('emptyTitle'), text: t('emptyText') }}
          >
            {(data) => (
              <div className="flex flex-col gap-4">
                <ul className="flex flex-col gap-3" aria-label={t('listLabel')}>
                  {data.pages
                    .flatMap((p) => p.reviews)
                    .map((review) => (
                      <ReviewItem
                        key={review.id}
                        review={review}
                        partnerId={partnerId}
                        partnerName={partnerName}
                        isOwner={isOwner}
                        isAdmin={isAdmin}
                        onHide={() => setPendingHide(review)}
                        onShow={() => change(review, false)}
                        hideBusy={setHidden.isPending && setHidden.variables?.reviewId === review.id}
                      />
                    ))}
                </ul>
                <LoadMoreButton query={query} label={t('more')} busyLabel={t('loadingMore')} />
              </div>
            )}
          </QueryState>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={pendingHide !== null}
        onOpenChange={(open) => {
          if (!open) setPendingHide(null);
        }}
        title={t('hideConfirmTitle')}
        text={t('hideConfirmText')}
        confirmLabel={t('hide')}
        destructive
        busy={setHidden.isPending}
        onConfirm={() => {
          if (pendingHide) change(pendingHide, true);
        }}
      />
    </section>
  );
}
