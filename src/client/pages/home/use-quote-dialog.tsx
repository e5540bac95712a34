import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { PartnerSummary } from '@shared/contracts/partners';
import { loadNamespaces } from '@/lib/i18n';

/** The partner a TEKLİF AL button asks for; `services` when the page already has them (the profile). */
export type QuoteTarget = Pick<PartnerSummary, 'id' | 'username' | 'companyName'> & {
  services?: readonly string[] | undefined;
};

// The dialog, its form and its texts are separate chunks, fetched on the first click (in two steps:
// see load-quote-dialog.ts).
const QuoteDialogLauncher = lazy(async () => {
  const [{ loadQuoteDialogLauncher }] = await Promise.all([
    import('./load-quote-dialog'),
    loadNamespaces('quotes', 'shared'),
  ]);
  return loadQuoteDialogLauncher();
});

/**
 * The quote dialog as a page composes it (spec §2 "Quote"): `open(partner)` for the TEKLİF AL
 * buttons of the cards and the profile, and `dialog` to render somewhere on the page. Visitors never
 * reach it: their buttons stay links to /auth?from=quote (`useQuotePath`).
 */
export function useQuoteDialog(): { open: (partner: QuoteTarget) => void; dialog: ReactNode } {
  const [target, setTarget] = useState<QuoteTarget | null>(null);
  const close = useCallback(() => setTarget(null), []);
  const dialog = target ? (
    <Suspense fallback={null}>
      <QuoteDialogLauncher partner={target} onClose={close} />
    </Suspense>
  ) : null;
  return { open: setTarget, dialog };
}
