import { useTranslation } from 'react-i18next';
import type { MilestoneStatus, ProjectStatus } from '@shared/constants';
import { Badge } from '@/components/ui/badge';

const PROJECT_VARIANT = {
  contract_pending: 'warning',
  active: 'info',
  completed: 'success',
  cancelled: 'secondary',
} as const satisfies Record<ProjectStatus, string>;

const MILESTONE_VARIANT = {
  pending: 'outline',
  submitted: 'warning',
  changes_requested: 'danger',
  approved: 'success',
} as const satisfies Record<MilestoneStatus, string>;

/** A project's state (Sözleşme bekleniyor, Devam ediyor, Tamamlandı, İptal edildi). */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation('projects');
  return <Badge variant={PROJECT_VARIANT[status]}>{t(`status.${status}`)}</Badge>;
}

/** A milestone's state (Bekliyor, Onay bekliyor, Değişiklik istendi, Onaylandı). */
export function MilestoneStatusBadge({ status }: { status: MilestoneStatus }) {
  const { t } = useTranslation('projects');
  return <Badge variant={MILESTONE_VARIANT[status]}>{t(`milestoneStatus.${status}`)}</Badge>;
}
