import { BanIcon, CheckCheckIcon, CheckCircle2Icon, ClockIcon, ReplyIcon, XCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QUOTE_STATUSES, type QuoteStatus } from '@shared/constants';
import { Badge } from '@/components/ui/badge';

const VARIANT = {
  pending: 'warning',
  responded: 'info',
  accepted: 'success',
  completed: 'success',
  rejected: 'danger',
  cancelled: 'secondary',
} as const satisfies Record<QuoteStatus, string>;

const ICON = {
  pending: ClockIcon,
  responded: ReplyIcon,
  accepted: CheckCircle2Icon,
  completed: CheckCheckIcon,
  rejected: XCircleIcon,
  cancelled: BanIcon,
} as const satisfies Record<QuoteStatus, unknown>;

const LABEL_KEY = {
  pending: 'quotes.statusPending',
  responded: 'quotes.statusResponded',
  accepted: 'quotes.statusAccepted',
  completed: 'quotes.statusCompleted',
  rejected: 'quotes.statusRejected',
  cancelled: 'quotes.statusCancelled',
} as const satisfies Record<QuoteStatus, `quotes.${string}`>;

/** The label of a quote request status (Beklemede, Yanıtlandı, …) from the `shared` namespace. */
export function quoteStatusLabelKey(status: QuoteStatus): (typeof LABEL_KEY)[QuoteStatus] {
  return LABEL_KEY[status];
}

/**
 * A quote request's status badge (spec §4 quote request status; issue 9 labels: Beklemede, Yanıtlandı,
 * Kabul Edildi, Tamamlandı, Reddedildi). Colours per DESIGN.md: amber pending, blue responded, green
 * accepted and completed (the icon tells those two apart), red rejected, grey cancelled by the buyer. An unknown value is shown as
 * pending. The texts are the shared catalogue's `quote.status*` keys, so the page must have loaded the
 * lazy `shared` namespace (list it in the route's `namespaces`).
 */
export function QuoteStatusBadge({ status, className }: { status: QuoteStatus; className?: string }) {
  const { t } = useTranslation('shared');
  const known: QuoteStatus = (QUOTE_STATUSES as readonly string[]).includes(status) ? status : 'pending';
  const Icon = ICON[known];
  return (
    <Badge variant={VARIANT[known]} className={className} data-testid="quote-status-badge" data-status={known}>
      <Icon aria-hidden="true" />
      {t(LABEL_KEY[known])}
    </Badge>
  );
}
