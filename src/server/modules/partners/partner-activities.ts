/**
 * Partner activity log (spec §3 Partner activity; §2 partner review "activities" tab): login,
 * profile_update, message_sent, quote_response, recorded as they happen by the module where they happen.
 */
import { eq } from 'drizzle-orm';
import type { PartnerActivityType } from '@shared/constants';
import type { Db } from '../../db/client';
import { partnerActivities, partners } from '../../db/schema';

type Executor = Pick<Db, 'select' | 'insert'>;

/**
 * Records an activity of the partner owned by `userId`; does nothing when the user owns no partner (a
 * plain user signing in, say), so callers need not check first.
 * @param activity.description a short human text in Turkish (the admin screen's default language);
 *   `details` carries the structured facts the client may format in either language.
 * @returns the partner id the activity was recorded for, or null
 */
export async function recordPartnerActivity(
  exec: Executor,
  userId: number,
  activity: { type: PartnerActivityType; description: string; details?: Record<string, unknown> },
): Promise<number | null> {
  const [partner] = await exec.select({ id: partners.id }).from(partners).where(eq(partners.userId, userId));
  if (!partner) return null;
  await exec.insert(partnerActivities).values({
    partnerId: partner.id,
    type: activity.type,
    description: activity.description,
    details: activity.details ?? null,
  });
  return partner.id;
}
