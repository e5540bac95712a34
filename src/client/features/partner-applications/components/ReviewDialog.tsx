import { Loader2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { REVIEW_NOTES_MAX_LENGTH } from '@shared/contracts/partner-applications';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { useReviewApplication } from '../api/review-application';
import { messageKey } from '@/lib/i18n';

/** A review being confirmed: which application and which decision. */
export interface PendingReview {
  id: string;
  company: string;
  decision: 'approved' | 'rejected';
}

/**
 * Confirms an approval or a rejection with an optional note (sent to the applicant), then sends it.
 * Failure toasts 'Durum güncellenirken hata oluştu' with the server's message.
 */
export function ReviewDialog({ review, onClose }: { review: PendingReview | null; onClose: () => void }) {
  const { t } = useTranslation('partnerApplications');
  const mutation = useReviewApplication();
  const [notes, setNotes] = useState('');
  const notesId = useId();
  const approve = review?.decision === 'approved';

  const close = () => {
    setNotes('');
    onClose();
  };

  const confirm = () => {
    if (!review) return;
    mutation.mutate(
      { id: review.id, review: { status: review.decision, notes } },
      {
        onSuccess: () => {
          toast.success(t(approve ? 'review.approved' : 'review.rejected'), { description: review.company });
          close();
        },
        onError: (error) =>
          toast.error(t(messageKey('quotes.statusUpdateFailed')), {
            description: isApiError(error) ? error.message : undefined,
          }),
      },
    );
  };

  return (
    <Dialog open={review !== null} onOpenChange={(open) => (open ? null : close())}>
      <DialogContent className="sm:max-w-lg" data-testid="review-dialog">
        <DialogHeader>
          <DialogTitle>{t(approve ? 'review.approveTitle' : 'review.rejectTitle')}</DialogTitle>
          <DialogDescription>
            {t(approve ? 'review.approveText' : 'review.rejectText', { company: review?.company ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor={notesId}>{t('review.notes')}</Label>
          <Textarea
            id={notesId}
            rows={4}
            value={notes}
            maxLength={REVIEW_NOTES_MAX_LENGTH}
            aria-describedby={`${notesId}-hint`}
            onChange={(event) => setNotes(event.target.value)}
          />
          <p id={`${notesId}-hint`} className="text-xs text-muted-foreground">
            {t('review.notesHint')}
          </p>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={close} disabled={mutation.isPending}>
            {t('review.cancel')}
          </Button>
          <Button
            type="button"
            variant={approve ? 'default' : 'destructive'}
            onClick={confirm}
            disabled={mutation.isPending}
            aria-busy={mutation.isPending}
            data-testid="review-confirm"
          >
            {mutation.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {t(approve ? 'review.confirmApprove' : 'review.confirmReject')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
