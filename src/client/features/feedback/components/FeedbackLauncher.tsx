import { MessageSquareTextIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '@/lib/i18n';
import { feedbackDialog, useFeedbackDialogOpen } from '@/lib/feedback-dialog';

const FeedbackDialog = lazy(() =>
  Promise.all([import('./FeedbackDialog'), loadNamespaces('feedback', 'shared')]).then(([m]) => ({
    default: m.FeedbackDialog,
  })),
);

/**
 * The footer's 'Geri Bildirim' button and the modal's mount point (issue 11). The button's label is
 * in `common` (so it is there in the first paint and the pre-rendered home); the modal's code and its
 * lazy `feedback` texts load when it first opens — also when a user menu opened it through
 * {@link feedbackDialog}.
 */
export function FeedbackLauncher({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const open = useFeedbackDialogOpen();
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // Mounted from the first opening on (adjusting state while rendering, not in an effect).
  if (open && !mounted) setMounted(true);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        data-testid="footer-feedback"
        onClick={() => feedbackDialog.open(button.current)}
      >
        <MessageSquareTextIcon className="mr-1.5 inline size-4 align-[-3px]" aria-hidden="true" />
        {t('footer.feedback')}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <FeedbackDialog />
        </Suspense>
      ) : null}
    </>
  );
}
