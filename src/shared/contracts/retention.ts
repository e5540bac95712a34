/**
 * Retention of personal data (issue 23 "Retention"; KVKK art. 7, GDPR art. 5(1)(e); decision
 * docs/decisions/033-retention.md): the rules the daily retention job applies, each with its default,
 * smallest and largest number of days, and the contracts of GET and PUT
 * /api/admin/system-config/retention (master_admin). Domain `retention`; the card lives on the system
 * settings screen.
 */
import { z } from 'zod';
import type { MessageKey } from '../messages';

/**
 * A sign-in from a browser not seen for the account in this many days mails a `security_alert`
 * (issue 22, docs/decisions/037-security-alerts.md); the `knownBrowsers` rule keeps rows at least
 * this long, since a younger row is what spares a known browser the alert.
 */
export const KNOWN_BROWSER_DAYS = 90;

/**
 * The rules, in the order the settings card lists them. `table` is the table the rule deletes from
 * (the messages rule overwrites instead: the other member of the conversation keeps the thread).
 * Days count back from the job's run; the bounds keep what a feature still needs (the profile-view
 * chart's 30 days, a day of rate-limit windows, the sampler's and log capture's own pruning, which
 * this job cannot lengthen).
 */
export const RETENTION_RULES = [
  /** Sessions whose expiry is more than N days past (IP address, user agent). */
  { id: 'sessions', table: 'sessions', defaultDays: 7, minDays: 0, maxDays: 90 },
  /** Verification, reset and magic-link tokens more than N days past their expiry. */
  { id: 'verifications', table: 'verifications', defaultDays: 1, minDays: 0, maxDays: 30 },
  /** Rate-limit counters (keys hold IP and e-mail addresses) whose window ended more than N days ago. */
  { id: 'rateLimits', table: 'rate_limits', defaultDays: 1, minDays: 1, maxDays: 30 },
  /** Read notifications created more than N days ago; unread ones stay. */
  { id: 'readNotifications', table: 'notifications', defaultDays: 180, minDays: 30, maxDays: 730 },
  /** Captured warn/error log lines (they may quote addresses). */
  { id: 'systemLogs', table: 'system_logs', defaultDays: 30, minDays: 1, maxDays: 90 },
  /** Performance samples (one a minute per process); the admin charts read the last 24 hours. */
  { id: 'performanceSamples', table: 'performance_samples', defaultDays: 7, minDays: 1, maxDays: 90 },
  /** Incidents resolved more than N days ago; open ones stay. */
  { id: 'resolvedIncidents', table: 'system_incidents', defaultDays: 90, minDays: 7, maxDays: 730 },
  /** Delivered mail (`sent`, or `logged` without SMTP), N days after delivery; not a campaign's. */
  { id: 'deliveredMail', table: 'email_outbox', defaultDays: 30, minDays: 1, maxDays: 365 },
  /** Mail that failed for good, N days after it was written; not a campaign's. */
  { id: 'failedMail', table: 'email_outbox', defaultDays: 90, minDays: 7, maxDays: 365 },
  /**
   * Delivered SMS (`sent`, or `logged` without a gateway), N days after delivery: the rows hold the
   * recipient's phone number (decision 043). Same bounds as mail; queued and sending rows stay.
   */
  { id: 'deliveredSms', table: 'sms_outbox', defaultDays: 30, minDays: 1, maxDays: 365 },
  /** SMS that failed for good, N days after it was written: kept as long as failed mail, for the same reason. */
  { id: 'failedSms', table: 'sms_outbox', defaultDays: 90, minDays: 7, maxDays: 365 },
  /** Profile-view keys (a user id or an address's HMAC) older than N days; the counter stays. */
  { id: 'partnerViews', table: 'partner_views', defaultDays: 30, minDays: 30, maxDays: 730 },
  /**
   * Browsers an account signed in from (a hash of the device cookie's id, first and last seen), unseen
   * for N days: from {@link KNOWN_BROWSER_DAYS} on they no longer spare anyone an alert.
   */
  {
    id: 'knownBrowsers',
    table: 'known_browsers',
    defaultDays: KNOWN_BROWSER_DAYS,
    minDays: KNOWN_BROWSER_DAYS,
    maxDays: 365,
  },
  /**
   * Daily profile-view counts per partner (no viewer in them) of days more than N days ago; the daily
   * summary reads yesterday's, and a year and a month allow a year-on-year look.
   */
  { id: 'profileViewDays', table: 'partner_profile_view_days', defaultDays: 400, minDays: 30, maxDays: 1095 },
  /**
   * Messages written by an account deleted more than N days ago: text overwritten, attachment removed
   * (the account itself is anonymised at deletion; quote requests and projects stay, anonymised).
   */
  { id: 'deletedAccountMessages', table: 'messages', defaultDays: 30, minDays: 0, maxDays: 365 },
  /**
   * Data exports (decision 039) whose download link expired more than N days ago (links last 7 days
   * from the build): the ZIP and the row; a build that never finished goes 7 days after that.
   */
  { id: 'dataExports', table: 'data_exports', defaultDays: 0, minDays: 0, maxDays: 30 },
  /** Service inquiries whose sender never confirmed the address, N days after they were written (decision 042). */
  { id: 'pendingInquiries', table: 'service_inquiries', defaultDays: 7, minDays: 1, maxDays: 30 },
  /** Delivered service inquiries, N days after delivery: the partner has them by mail (decision 042). */
  { id: 'deliveredInquiries', table: 'service_inquiries', defaultDays: 180, minDays: 30, maxDays: 730 },
] as const satisfies readonly RetentionRuleLimits[];

/** One rule's bounds, in whole days. */
export interface RetentionRuleLimits {
  id: string;
  table: string;
  defaultDays: number;
  minDays: number;
  maxDays: number;
}

export type RetentionRuleId = (typeof RETENTION_RULES)[number]['id'];
/** The rules' ids, in the card's order. */
export const RETENTION_RULE_IDS: RetentionRuleId[] = RETENTION_RULES.map((r) => r.id);

/** Days per rule. */
export type RetentionDays = Record<RetentionRuleId, number>;

/** Every rule's default. */
export const DEFAULT_RETENTION_DAYS = Object.fromEntries(
  RETENTION_RULES.map((r) => [r.id, r.defaultDays]),
) as RetentionDays;

const wholeDays = 'systemConfig.retentionWholeDays' satisfies MessageKey;

/**
 * Body of PUT /api/admin/system-config/retention: every rule's days, a whole number within the rule's
 * bounds. Field errors name the rule (`sessions`, `readNotifications`…); out-of-range numbers get the
 * catalogue's "at least {{min}}" / "at most {{max}}".
 */
export const updateRetentionSchema = z.object(
  Object.fromEntries(
    RETENTION_RULES.map((r) => [r.id, z.number().int({ message: wholeDays }).min(r.minDays).max(r.maxDays)]),
  ) as Record<RetentionRuleId, z.ZodNumber>,
);
export type UpdateRetention = z.infer<typeof updateRetentionSchema>;

/** What one run of the job did: rows deleted (or overwritten) per rule, when, and how long it took. */
export const retentionRunSchema = z.object({
  /** ISO time the run started. */
  at: z.string(),
  /** Milliseconds. */
  durationMs: z.number().int(),
  counts: z.record(z.string(), z.number().int()),
});
export type RetentionRun = z.infer<typeof retentionRunSchema>;

/** 200 answer of GET and PUT /api/admin/system-config/retention: days in force and the last run, if any. */
export const retentionSettingsSchema = z.object({
  days: updateRetentionSchema,
  lastRun: retentionRunSchema.nullable(),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;
