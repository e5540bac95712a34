import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { BadgeCheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TooltipContent } from '@/components/ui/tooltip';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';

/**
 * 'Doğrulanmış' / 'Verified' (issue 21, docs/decisions/028): the partner's tax certificate and trade
 * registry gazette were checked by an admin and are valid until `until`. Shown on the catalogue card,
 * the profile and the search suggestions while the server says so (it sends `verifiedUntil` only
 * while the documents are valid, so an expired badge disappears with the next answer).
 *
 * The badge is a button: its name is the label, and what was checked and until when is its
 * description (aria-describedby to a hidden element, always in the DOM), so a screen reader reads both; sighted users see
 * the same text as a tooltip on hover and keyboard focus, and on tap (a phone has no hover).
 * @param until the last valid day, `YYYY-MM-DD`
 * @param compact icon only with the label for screen readers (search suggestions)
 */
export function VerifiedBadge({
  until,
  compact = false,
  className,
}: {
  until: string;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('partners');
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  const descriptionId = useId();
  const explanation = t('verified.explanation', { date: formatDate(`${until}T12:00:00Z`, lang) });
  return (
    <TooltipPrimitive.Root open={open} onOpenChange={setOpen}>
      <TooltipPrimitive.Trigger asChild>
        <button
          type="button"
          data-testid="verified-badge"
          aria-describedby={descriptionId}
          onClick={(event) => {
            // Inside a link (a suggestion) the tap shows the explanation instead of following the link.
            event.preventDefault();
            event.stopPropagation();
            setOpen((value) => !value);
          }}
          className={cn(
            'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border border-transparent bg-success-soft px-2.5 py-0.5 text-xs font-medium text-success outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            compact && 'px-1',
            className,
          )}
        >
          <BadgeCheckIcon className="size-3.5" aria-hidden="true" />
          <span className={cn(compact && 'sr-only')}>{t('verified.badge')}</span>
        </button>
      </TooltipPrimitive.Trigger>
      <TooltipContent side="top">{explanation}</TooltipContent>
      {/* Outside the button, so it describes the badge without becoming part of its name. */}
      <span id={descriptionId} hidden>
        {explanation}
      </span>
    </TooltipPrimitive.Root>
  );
}
