import { CheckCircle2Icon, ClockIcon, XCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@shared/constants';
import { Badge } from '@/components/ui/badge';

const VARIANT = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;
const ICON = { pending: ClockIcon, approved: CheckCircle2Icon, rejected: XCircleIcon } as const;

/**
 * A partner application's status badge (spec §4: pending is shown as under review, also for unknown
 * values). Texts from the `application` namespace; used by the status page and the admin dashboard.
 */
export function ApplicationStatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  const { t } = useTranslation('partnerApplications');
  const known = status in VARIANT ? status : 'pending';
  const Icon = ICON[known];
  return (
    <Badge variant={VARIANT[known]} className={className} data-testid="application-status-badge" data-status={known}>
      <Icon aria-hidden="true" />
      {t(`status.badge.${known}`)}
    </Badge>
  );
}
