import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedQuoteRequests } from '@shared/contracts/quotes';
import { ErrorState } from '@/components/ErrorState';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { type QuoteDialogPartner, type QuotePrefill, QuoteRequestForm } from './QuoteRequestForm';

export type { QuoteDialogPartner, QuotePrefill } from './QuoteRequestForm';

interface QuoteRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown in the header at once, before the partner's details arrive. */
  partnerName: string;
  /** The partner with its services; undefined while they load (the body shows a skeleton). */
  partner: QuoteDialogPartner | undefined;
  /** Why the partner's details could not be loaded (shown with a retry), or null. */
  loadError?: string | null | undefined;
  onRetry?: (() => void) | undefined;
  retrying?: boolean | undefined;
  prefill: QuotePrefill;
  /** After the request was created; the dialog asks to close itself first. */
  onSent?: ((created: CreatedQuoteRequests) => void) | undefined;
  /** "Today" as `YYYY-MM-DD` in Istanbul; injectable for tests. */
  today?: string | undefined;
}

function FormSkeleton() {
  const { t } = useTranslation('quotes');
  return (
    <div role="status" className="flex flex-col gap-4 px-6 py-5" data-testid="quote-form-loading">
      <span className="sr-only">{t('dialog.loading')}</span>
      <Skeleton className="h-5 w-40" />
      <div className="grid gap-4 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/**
 * The quote dialog of spec §5 (TEKLİF AL on catalogue cards and profiles; issue 9 "Requesting"): a
 * centred dialog at 1280 px and a full-height sheet at 390 px, with a scrolling body and the buttons
 * pinned at the bottom. It opens at once with the partner's name; the form appears when the
 * partner's services are known.
 */
export function QuoteRequestDialog({
  open,
  onOpenChange,
  partnerName,
  partner,
  loadError,
  onRetry,
  retrying,
  prefill,
  onSent,
  today,
}: QuoteRequestDialogProps) {
  const { t } = useTranslation('quotes');
  // The header speaks of every partner the request goes to, not only the one it was opened for.
  const [partnerCount, setPartnerCount] = useState(1);
  let body;
  if (partner) {
    body = (
      <QuoteRequestForm
        partner={partner}
        prefill={prefill}
        today={today}
        onPartnerCountChange={setPartnerCount}
        onCancel={() => onOpenChange(false)}
        onSent={(created) => {
          onOpenChange(false);
          onSent?.(created);
        }}
      />
    );
  } else if (loadError) {
    body = (
      <div className="px-6 py-5">
        <ErrorState title={t('dialog.loadError')} message={loadError} onRetry={onRetry} retrying={retrying ?? false} />
      </div>
    );
  } else {
    body = <FormSkeleton />;
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-0 overflow-hidden p-0 sm:max-w-2xl" data-testid="quote-dialog">
        <DialogHeader className="border-b px-6 pb-4 pt-6 pr-16">
          <DialogTitle>{t('dialogTitle')}</DialogTitle>
          <DialogDescription aria-live="polite">
            {partnerCount > 1
              ? t('dialog.descriptionMany', { name: partnerName, count: partnerCount - 1 })
              : t('dialog.description', { name: partnerName })}
          </DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}
