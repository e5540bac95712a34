import { MessageSquareDiffIcon, PencilIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuoteResponse } from '@shared/contracts/quotes';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';

/**
 * The partner's "Alıcı revize teklif istedi: …" (issue 20): the buyer's message and when it came,
 * while the answer is still `sent` and not revised since; with `onRevise`, the button that opens the
 * revision (PUT /api/quote-responses/{id} answers and clears it). Renders nothing otherwise.
 * @param requester the requester's name, for the button's accessible name in a list of requests
 */
export function RevisionBanner({
  answer,
  requester,
  onRevise,
  className,
}: {
  answer: QuoteResponse | null;
  requester?: string;
  onRevise?: () => void;
  className?: string;
}) {
  const { t } = useTranslation('quotes');
  const lang = useLanguage();
  if (!answer || answer.status !== 'sent' || !answer.revisionRequestedAt) return null;
  return (
    <Alert variant="warning" className={cn('items-start', className)} data-testid="revision-banner">
      <MessageSquareDiffIcon aria-hidden="true" />
      <AlertTitle className="flex flex-wrap items-baseline gap-x-2">
        <span>{t('revision.partnerTitle')}:</span>
        <span className="text-xs font-normal text-muted-foreground">
          {formatDateTime(answer.revisionRequestedAt, lang)}
        </span>
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-3">
        <p className="break-words whitespace-pre-line text-foreground">{answer.revisionMessage}</p>
        {onRevise ? (
          <Button
            type="button"
            size="sm"
            className="w-fit"
            onClick={onRevise}
            aria-label={requester ? t('revision.partnerReviseFor', { name: requester }) : undefined}
          >
            <PencilIcon aria-hidden="true" />
            {t('revision.partnerRevise')}
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
