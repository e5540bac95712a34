/**
 * The event main.tsx dispatches on `document` once the application has committed its first render
 * (hydrated the pre-rendered page, or rendered over the static shell). boot.ts waits for it to hand
 * over a button tapped before then.
 */
export const APP_READY_EVENT = 'epp:app-ready';
