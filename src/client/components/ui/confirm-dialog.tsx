import { Loader2Icon } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
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

interface ConfirmDialogProps {
  open: boolean;
  /** Called with false on cancel, Escape, the close button or a click outside (never while busy). */
  onOpenChange: (open: boolean) => void;
  title: string;
  text: ReactNode;
  /** Runs the action; the caller closes the dialog when it has finished (or keeps it open on error). */
  onConfirm: () => void;
  /** Label of the confirm button (default 'Onayla'). */
  confirmLabel?: string;
  /** Label of the cancel button (default 'Vazgeç'). */
  cancelLabel?: string;
  /** Red confirm button for actions that delete or cannot be undone (DESIGN.md "Destructive actions ask first"). */
  destructive?: boolean;
  /** The action is running: the confirm button shows a spinner, both buttons wait, Escape does nothing. */
  busy?: boolean;
  /** Why the action failed, shown in the dialog (announced) so the person can retry or cancel. */
  error?: string | null;
}

/**
 * Asks before an action (spec: delete-all notifications, file deletion, account deletion). A Radix
 * dialog: focus moves in and is trapped, Escape cancels, focus goes back to the opener on close.
 * The cancel button takes the first focus, so Enter on a destructive question does not delete.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  onConfirm,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  error,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  // Opened from state, not from a Radix trigger: remember the opener to give the focus back.
  const opener = useRef<HTMLElement | null>(null);
  const change = (next: boolean) => {
    if (!busy) onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        role="alertdialog"
        aria-busy={busy}
        data-testid="confirm-dialog"
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => change(false)} disabled={busy}>
            {cancelLabel ?? t('confirm.cancel')}
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {busy ? t('confirm.busy') : (confirmLabel ?? t('confirm.confirm'))}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
