/**
 * The partner lifecycle mails (issue 22 "The platform's voice"; docs/decisions/036-lifecycle-mails.md):
 *
 * - {@link welcomePartner}: `partner_welcome` when a partner gets its owner, by an approved application
 *   or a claimed listing, with the next steps and a link to the partner dashboard; once per partner.
 * - {@link sendProfileReminders} (daily job): `profile_incomplete` three days after that, then at most
 *   once a month, while the profile is under {@link PROFILE_COMPLETE_PERCENT} % complete.
 *
 * Exactly-once comes from `partner_lifecycle_mails`: the mail's key (`welcome`, `profile_incomplete:{n}`)
 * is inserted with ON CONFLICT DO NOTHING in the transaction that queues the mail, and the mail is
 * queued only when that insert made the row, as the project reminders do (decision 021). Mails go in
 * the owner's language (`users.language`).
 */
import { sql } from 'drizzle-orm';
import type { Language } from '@shared/constants';
import { PROFILE_COMPLETE_PERCENT, profileCompleteness } from '@shared/contracts/partner-stats';
import { pageUrl } from '@shared/pages';
import { type Db, queryRows } from '../../db/client';
import { defineJob } from '../../jobs/runner';
import { enqueueTemplateMail } from '../../mail/outbox';
import { enqueuePreferenceMail, readEmailPreferences } from '../../mail/preferences';

/** Days between the welcome (approval or claim) and the first `profile_incomplete` reminder (issue 22). */
export const PROFILE_REMINDER_FIRST_AFTER_DAYS = 3;
/** The shortest gap between two `profile_incomplete` reminders, a PostgreSQL interval (issue 22: "at most once a month"). */
export const PROFILE_REMINDER_INTERVAL = '1 month';

const WELCOME_KEY = 'welcome';
const REMINDER_PREFIX = 'profile_incomplete:';

interface Owner {
  user_id: number;
  email: string;
  language: string;
  first_name: string;
  last_name: string;
  company_name: string;
}

const languageOf = (value: string): Language => (value === 'en' ? 'en' : 'tr');

/** The greeting name of the mails: the owner's name, else the company's (an account without names). */
const nameOf = (owner: Owner): string =>
  [owner.first_name, owner.last_name].filter((part) => part.trim()).join(' ') || owner.company_name;

/**
 * Claims a lifecycle mail's key for a partner; true when this call made the row (and so must send).
 * The insert waits for a concurrent transaction holding the same key and then finds it taken.
 */
async function claimKey(exec: Db, partnerId: number, key: string, at: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    exec,
    sql`INSERT INTO partner_lifecycle_mails (partner_id, key, sent_at)
        VALUES (${partnerId}, ${key}, ${at.toISOString()}::timestamptz)
        ON CONFLICT (partner_id, key) DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}

/**
 * Queues the `partner_welcome` mail to a partner's owner (issue 22), in the owner's language, with the
 * next steps (complete the profile, add services, answer requests: the template's text) and a link to
 * the partner dashboard. At most once per partner: a later claim of the same listing (after its owner
 * was unlinked) welcomes nobody. Unconditional, not a preference mail: it is the direct answer to the
 * owner's own application or claim and carries the way into the dashboard, as the application's
 * "received" confirmation does (decision 014).
 * @param exec the transaction that gave the partner its owner (approval, claim)
 * @param publicUrl the site's origin for the mail's link, without a trailing slash
 * @param partnerId a partner that has an owner in this transaction
 * @returns whether this call queued the mail (false: sent before, or no live owner)
 */
export async function welcomePartner(exec: Db, publicUrl: string, partnerId: number): Promise<boolean> {
  const [owner] = await queryRows<Owner>(
    exec,
    sql`SELECT u.id AS user_id, u.email, u.language, u.first_name, u.last_name, p.company_name
          FROM partners p JOIN users u ON u.id = p.user_id AND u.deleted_at IS NULL
         WHERE p.id = ${partnerId}`,
  );
  if (!owner || !(await claimKey(exec, partnerId, WELCOME_KEY, new Date()))) return false;
  const name = nameOf(owner);
  await enqueueTemplateMail(exec, {
    to: owner.email,
    type: 'partner_welcome',
    language: languageOf(owner.language),
    params: {
      partnerName: name,
      userName: name,
      partnerCompany: owner.company_name,
      actionUrl: `${publicUrl}${pageUrl('partnerDashboard')}`,
    },
  });
  return true;
}

interface ReminderCandidate extends Owner {
  partner_id: number;
  logo: string | null;
  cover_image: string | null;
  description: string | null;
  short_description: string | null;
  dip_advantages: string | null;
  city: string | null;
  website: string | null;
  linkedin_profile: string | null;
  twitter_profile: string | null;
  instagram_profile: string | null;
  facebook_profile: string | null;
  service_ids: number[];
  /** Reminders sent so far: the next one is number `reminders + 1`. */
  reminders: number;
}

/**
 * Listed partners with a live, active owner whose welcome (or, for partners older than these mails,
 * creation) is at least {@link PROFILE_REMINDER_FIRST_AFTER_DAYS} days before `now` and whose last
 * reminder, if any, is at least {@link PROFILE_REMINDER_INTERVAL} before it. Completeness is decided
 * afterwards, by the shared function the dashboard uses.
 */
async function reminderCandidates(db: Db, now: Date): Promise<ReminderCandidate[]> {
  const at = now.toISOString();
  return queryRows<ReminderCandidate>(
    db,
    sql`SELECT p.id AS partner_id, p.company_name, p.logo, p.cover_image, p.description, p.short_description,
               p.dip_advantages, p.city, p.website, p.linkedin_profile, p.twitter_profile, p.instagram_profile,
               p.facebook_profile,
               ARRAY(SELECT ps.service_id FROM partner_services ps WHERE ps.partner_id = p.id) AS service_ids,
               (SELECT count(*)::int FROM partner_lifecycle_mails r
                 WHERE r.partner_id = p.id AND r.key LIKE ${`${REMINDER_PREFIX}%`}) AS reminders,
               u.id AS user_id, u.email, u.language, u.first_name, u.last_name
          FROM partners p
          JOIN users u ON u.id = p.user_id AND u.deleted_at IS NULL AND u.is_active
          LEFT JOIN partner_lifecycle_mails w ON w.partner_id = p.id AND w.key = ${WELCOME_KEY}
         WHERE p.is_active AND p.is_approved
           AND COALESCE(w.sent_at, p.created_at)
               <= ${at}::timestamptz - make_interval(days => ${PROFILE_REMINDER_FIRST_AFTER_DAYS}::int)
           AND NOT EXISTS (
                 SELECT 1 FROM partner_lifecycle_mails r
                  WHERE r.partner_id = p.id AND r.key LIKE ${`${REMINDER_PREFIX}%`}
                    AND r.sent_at > ${at}::timestamptz - ${PROFILE_REMINDER_INTERVAL}::interval)
         ORDER BY p.id`,
  );
}

/** Sends one partner's reminder number `reminders + 1` if no other run did; true when this call sent it. */
async function remind(
  db: Db,
  partner: ReminderCandidate,
  percent: number,
  publicUrl: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // An owner who turned platform updates off is skipped without using up the month: turning them on
    // again brings the reminder back at the next run.
    if (!(await readEmailPreferences(tx, partner.user_id)).platformUpdates) return false;
    if (!(await claimKey(tx, partner.partner_id, `${REMINDER_PREFIX}${partner.reminders + 1}`, now))) return false;
    const name = nameOf(partner);
    return enqueuePreferenceMail(tx, {
      userId: partner.user_id,
      preference: 'platformUpdates',
      to: partner.email,
      type: 'profile_incomplete',
      language: languageOf(partner.language),
      params: {
        partnerName: name,
        userName: name,
        partnerCompany: partner.company_name,
        percent: String(percent),
        actionUrl: `${publicUrl}${pageUrl('partnerDashboard')}`,
      },
    });
  });
}

/**
 * Sends the `profile_incomplete` reminders due at `now` (issue 22): to the owner of every listed
 * partner whose profile is under {@link PROFILE_COMPLETE_PERCENT} % complete (`profileCompleteness`,
 * the dashboard's measure), first {@link PROFILE_REMINDER_FIRST_AFTER_DAYS} days after its welcome,
 * then at most once per {@link PROFILE_REMINDER_INTERVAL}, while the owner's `platformUpdates`
 * preference is on (an account mail about the owner's own listing, with the one-click unsubscribe).
 * Safe to run from several processes at once and again after a failure: two runs racing for the same
 * reminder insert the same key, and only the one that made the row queues the mail.
 * @param publicUrl the site's origin for the mail's link, without a trailing slash
 * @param now the current time (tests pass another)
 * @returns how many reminders this call queued
 */
export async function sendProfileReminders(db: Db, publicUrl: string, now: Date = new Date()): Promise<number> {
  let sent = 0;
  for (const partner of await reminderCandidates(db, now)) {
    const { percent } = profileCompleteness({
      logo: partner.logo,
      coverImage: partner.cover_image,
      description: partner.description,
      shortDescription: partner.short_description,
      dipAdvantages: partner.dip_advantages,
      services: partner.service_ids,
      city: partner.city,
      website: partner.website,
      linkedinProfile: partner.linkedin_profile,
      twitterProfile: partner.twitter_profile,
      instagramProfile: partner.instagram_profile,
      facebookProfile: partner.facebook_profile,
    });
    if (percent >= PROFILE_COMPLETE_PERCENT) continue;
    if (await remind(db, partner, percent, publicUrl, now)) sent += 1;
  }
  return sent;
}

/** Daily at 10:30 Istanbul time: a working-hours mail gets read, after the 10:00 feedback reminders. */
export const profileRemindersJob = defineJob({
  name: 'partners.profile-reminders',
  schedule: '30 10 * * *',
  run: async (ctx) => {
    const n = await sendProfileReminders(ctx.db, ctx.config.publicUrl);
    if (n > 0) ctx.log.info({ reminders: n }, 'profile_incomplete reminders sent');
  },
});
