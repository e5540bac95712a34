import { useSyncExternalStore } from 'react';

/**
 * Open state of the feedback modal (issue 11). It lives outside the footer button and the user menus
 * that open it, so closing a dropdown or the mobile sheet does not unmount the modal; the footer
 * renders it (the footer is on every page). Kept tiny: the footer is in the entry chunk.
 */
let open = false;
let returnFocusTo: HTMLElement | null = null;
const listeners = new Set<() => void>();

function emit(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

export const feedbackDialog = {
  isOpen: () => open,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Opens the modal; focus goes back to `focusAfter` (e.g. the menu button) when it closes. */
  open: (focusAfter?: HTMLElement | null) => {
    returnFocusTo = focusAfter ?? null;
    emit(true);
  },
  close: () => emit(false),
  /** The element to focus after closing, if it is still in the page. */
  takeReturnFocus: (): HTMLElement | null => {
    const target = returnFocusTo;
    returnFocusTo = null;
    return target?.isConnected ? target : null;
  },
};

/** Whether the feedback modal is open; re-renders the caller when it changes. */
export function useFeedbackDialogOpen(): boolean {
  return useSyncExternalStore(feedbackDialog.subscribe, feedbackDialog.isOpen, feedbackDialog.isOpen);
}
