import { CheckCircle2Icon, CircleCheckBigIcon, ClockIcon, MailOpenIcon, XCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuoteStatus } from '@shared/constants';
import { Badge } from '@/components/ui/badge';

const VARIANT = {
  pending: 'warning',
  responded: 'info',
  accepted: 'success',
  completed: 'success',
  rejected: 'danger',
} as const;
const ICON = {
  pending: ClockIcon,
  responded: MailOpenIcon,
  accepted: CheckCircle2Icon,
  completed: CircleCheckBigIcon,
  rejected: XCircleIcon,
} as const;
const KEY = {
  pending: 'quote.statusPending',
  responded: 'quote.statusResponded',
  accepted: 'quote.statusAccepted',
  completed: 'quote.statusCompleted',
  rejected: 'quote.statusRejected',
} as const;

/**
 * A quote request's status (issue 9: Beklemede, Yanıtlandı, Kabul Edildi, Tamamlandı, Reddedildi),
 * texts from the shared catalogue (`messages` namespace). Local to this feature until the shared
 * `@/components/QuoteStatusBadge` lands.
 */
export function QuoteStatusBadge({ status, className }: { status: QuoteStatus; className?: string }) {
  const { t } = useTranslation('messages');
  const known = status in VARIANT ? status : 'pending';
  const Icon = ICON[known];
  return (
    <Badge variant={VARIANT[known]} className={className} data-testid="quote-status-badge" data-status={known}>
      <Icon aria-hidden="true" />
      {t(KEY[known])}
    </Badge>
  );
}
