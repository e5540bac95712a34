import type { Project } from '@shared/contracts/projects';

/** The keys of `projects:room.steps.*`: what the caller's side should do next, or wait for. */
export type NextStep =
  | 'signBuyer'
  | 'signPartner'
  | 'waitOther'
  | 'deliver'
  | 'review'
  | 'waitDelivery'
  | 'waitReview'
  | 'completed'
  | 'completedBuyer'
  | 'cancelled';

/**
 * The next step the project room shows its viewer (issue 20: "the buyer sees a next step instead of
 * silence"), from the project's state and the viewer's side; null for an admin looking on.
 */
export function nextStep(project: Project): NextStep | null {
  const side = project.role;
  if (side === 'admin') return null;
  if (project.status === 'cancelled') return 'cancelled';
  if (project.status === 'completed') return side === 'buyer' ? 'completedBuyer' : 'completed';
  if (project.status === 'contract_pending') {
    if (project.signatures.some((s) => s.side === side)) return 'waitOther';
    return side === 'buyer' ? 'signBuyer' : 'signPartner';
  }
  const submitted = project.milestones.some((m) => m.status === 'submitted');
  const toDeliver = project.milestones.some((m) => m.status === 'pending' || m.status === 'changes_requested');
  if (side === 'buyer') return submitted ? 'review' : 'waitDelivery';
  if (toDeliver) return 'deliver';
  return submitted ? 'waitReview' : 'deliver';
}
