/**
 * The admin audit trail (issue 11: "Every change is recorded with who made it and when, and shown as
 * an audit list"). Call {@link recordAudit} inside the transaction of the change it describes, so the
 * entry exists exactly when the change does.
 */
import type { AuditAction, AuditTargetType } from '@shared/constants';
import type { Db } from '../db/client';
import { adminAuditLog } from '../db/schema';

/** One audit entry as written. */
export interface AuditEntry {
  /** The admin who made the change (`req.viewer.id`). */
  actorId: number;
  /** Dotted verb, one of AUDIT_ACTIONS, e.g. `user.type.granted`, `template.email.updated`. */
  action: AuditAction;
  targetType: AuditTargetType;
  /** The changed row's id (text, since file ids are uuids); null for singletons such as settings. */
  targetId?: string | number | null;
  /** What the list shows: before/after values, the granted type, the partner linked… JSON only. */
  details?: Record<string, unknown>;
}

/**
 * Writes one audit entry.
 * @param exec the transaction of the change (or the database when the change is not transactional)
 */
export async function recordAudit(exec: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await exec.insert(adminAuditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId == null ? null : String(entry.targetId),
    details: entry.details ?? {},
  });
}
