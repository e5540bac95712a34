import { createDialogStore, useDialogOpen } from '@/lib/dialog-store';

/** Open state of the 'Hesap Türü Seçin' dialog, opened from the menus; the layout renders it. */
export const accountTypeDialog = createDialogStore();

/** Whether the dialog is open; re-renders the caller when it changes. */
export function useAccountTypeDialogOpen(): boolean {
  return useDialogOpen(accountTypeDialog);
}
