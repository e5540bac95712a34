import { Loader2Icon } from 'lucide-react';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/utils';

interface FormDialogProps {
  open: boolean;
  /**
   * Called with false on cancel, Escape, the close button or a click outside, never while `busy` (a
   * request under way is not abandoned half-way); the caller resets its draft there.
   */
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Runs on submit (Enter in a field or the submit button), after the default action is prevented. */
  onSubmit: () => void;
  submitLabel: string;
  /** The request is running: the submit button shows a spinner, both buttons wait, Escape does nothing. */
  busy: boolean;
  /** Submitting makes no sense yet (e.g. a file still uploading); the button stays visible. */
  submitDisabled?: boolean;
  /**
   * The dialog's width: `md`, the default; `lg` and `2xl` for long forms (a two-column grid of fields
   * needs `2xl`), `3xl` for a form followed by a list of results, `5xl` for an editor beside its
   * preview. All but `md` also scroll inside the viewport.
   */
  size?: 'md' | 'lg' | '2xl' | '3xl' | '5xl';
  /** An icon before the submit label while not busy (the spinner takes its place while busy). */
  submitIcon?: ReactNode;
  /** `data-testid` of the dialog's content, for end-to-end tests that find the dialog. */
  testId?: string;
  /** `data-testid` of the submit button; a step-by-step dialog may give each step its own. */
  submitTestId?: string;
  /** The fields, and anything shown between them (alerts, hints). */
  children: ReactNode;
}

/**
 * The frame of every "fill in and send" dialog (a task, a document, a payment request, a delivery
 * note): title and explanation, a native form without browser validation (the fields show their own
 * messages), and Cancel / submit at the bottom. A Radix dialog: focus moves in and is trapped, Escape
 * cancels, focus returns to the opener.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  submitLabel,
  busy,
  submitDisabled = false,
  size = 'md',
  submitIcon,
  testId,
  submitTestId,
  children,
}: FormDialogProps) {
  const { t } = useTranslation('common');
  // Opened from state, not from a Radix trigger: remember the opener to give the focus back.
  const opener = useRef<HTMLElement | null>(null);
  const change = (next: boolean) => {
    if (!busy) onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        aria-busy={busy}
        data-testid={testId}
        className={cn(
          size !== 'md' && 'max-h-[90dvh] overflow-y-auto',
          size === 'lg' && 'sm:max-w-lg',
          size === '2xl' && 'sm:max-w-2xl',
          size === '3xl' && 'sm:max-w-3xl',
          size === '5xl' && 'sm:max-w-5xl',
        )}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => change(false)}>
              {t('confirm.cancel')}
            </Button>
            <Button type="submit" disabled={busy || submitDisabled} aria-busy={busy} data-testid={submitTestId}>
              {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : submitIcon}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
