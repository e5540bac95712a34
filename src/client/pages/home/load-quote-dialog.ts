/**
 * The second step of the quote dialog's lazy load (see `use-quote-dialog.tsx`). The build lists,
 * beside every dynamic `import()`, all the chunks its target needs, to preload them together; for
 * the dialog that list alone is about 1.5 kB gzip. Kept here, it is downloaded on the first click
 * instead of with the home page (JS budget of `npm run bench:web`), at the cost of one tiny request.
 */
export const loadQuoteDialogLauncher = () => import('./QuoteDialogLauncher');
