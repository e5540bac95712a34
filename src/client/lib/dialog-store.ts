import { useSyncExternalStore } from 'react';

/** Open state of one app-wide dialog, kept outside the menus that open it. */
export interface DialogStore {
  isOpen: () => boolean;
  subscribe: (listener: () => void) => () => void;
  /** Opens the dialog; focus goes back to `focusAfter` (e.g. the menu button) when it closes. */
  open: (focusAfter?: HTMLElement | null) => void;
  close: () => void;
  /** The element to focus after closing, if it is still in the page. */
  takeReturnFocus: () => HTMLElement | null;
}

/**
 * A store for a dialog opened from a dropdown or the mobile sheet: the dialog lives outside them, so
 * closing the menu does not unmount it, and focus returns to the opener when it closes. Tiny on
 * purpose: the footer and header that use it are in the entry chunk.
 */
export function createDialogStore(): DialogStore {
  let open = false;
  let returnFocusTo: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  const emit = (next: boolean) => {
    open = next;
    for (const listener of listeners) listener();
  };
  return {
    isOpen: () => open,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open: (focusAfter) => {
      returnFocusTo = focusAfter ?? null;
      emit(true);
    },
    close: () => emit(false),
    takeReturnFocus: () => {
      const target = returnFocusTo;
      returnFocusTo = null;
      return target?.isConnected ? target : null;
    },
  };
}

/** Whether `store`'s dialog is open; re-renders the caller when it changes. */
export function useDialogOpen(store: DialogStore): boolean {
  return useSyncExternalStore(store.subscribe, store.isOpen, store.isOpen);
}
