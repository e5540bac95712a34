import { createDialogStore, useDialogOpen } from './dialog-store';

/**
 * Open state of the feedback modal (issue 11), opened from the footer and the user menus; the footer
 * renders it (the footer is on every page).
 */
export const feedbackDialog = createDialogStore();

/** Whether the feedback modal is open; re-renders the caller when it changes. */
export function useFeedbackDialogOpen(): boolean {
  return useDialogOpen(feedbackDialog);
}
