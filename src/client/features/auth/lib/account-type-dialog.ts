import { useSyncExternalStore } from 'react';

/**
 * Open state of the 'Hesap Türü Seçin' dialog. It lives outside the menus that open it, so closing
 * a dropdown or the mobile sheet does not unmount the dialog; the layout renders it.
 */
let open = false;
let returnFocusTo: HTMLElement | null = null;
const listeners = new Set<() => void>();

function emit(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

export const accountTypeDialog = {
  isOpen: () => open,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Opens the dialog; focus goes back to `focusAfter` (e.g. the menu button) when it closes. */
  open: (focusAfter?: HTMLElement | null) => {
    returnFocusTo = focusAfter ?? null;
    emit(true);
  },
  close: () => {
    emit(false);
  },
  /** The element to focus after closing, if it is still in the page. */
  takeReturnFocus: (): HTMLElement | null => {
    const target = returnFocusTo;
    returnFocusTo = null;
    return target?.isConnected ? target : null;
  },
};

/** Whether the dialog is open; re-renders the caller when it changes. */
export function useAccountTypeDialogOpen(): boolean {
  return useSyncExternalStore(accountTypeDialog.subscribe, accountTypeDialog.isOpen, accountTypeDialog.isOpen);
}
