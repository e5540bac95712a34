import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { feedbackDialog, useFeedbackDialogOpen } from '@/lib/feedback-dialog';
import { FeedbackForm } from './FeedbackForm';

/**
 * The feedback modal (issue 11), opened from the footer's 'Geri Bildirim' and from the user menus
 * through {@link feedbackDialog}. The form remounts on every opening, so a sent form starts empty.
 */
export function FeedbackDialog() {
  const { t } = useTranslation('feedback');
  const open = useFeedbackDialogOpen();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : feedbackDialog.close())}>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
        data-testid="feedback-dialog"
        onCloseAutoFocus={(event) => {
          const target = feedbackDialog.takeReturnFocus();
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        {open ? <FeedbackForm onDone={feedbackDialog.close} /> : null}
      </DialogContent>
    </Dialog>
  );
}
