/**
 * Retention of personal data (issue 23 "Retention"; KVKK art. 7, GDPR art. 5(1)(e); decision
 * docs/decisions/033-retention.md). The rules and their bounds are the shared contract's
 * `RETENTION_RULES`; this file says what each rule removes, reads the days a master_admin set
 * (`system_config` key `retention`, defaults where absent), and applies them.
 *
 * Every statement touches at most {@link RETENTION_BATCH} rows, so a first run over years of rows holds
 * no long lock and no huge transaction; a rule repeats its statement until a batch comes back short.
 * What the partner's accounting needs (quote requests, projects, payments) is never deleted: a deleted
 * account's quote requests are anonymised at deletion (users.account.ts `deleteAccount`).
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import {
  RETENTION_RULE_IDS,
  RETENTION_RULES,
  type RetentionDays,
  type RetentionRuleId,
  type RetentionRun,
  retentionRunSchema,
  type RetentionSettings,
  type UpdateRetention,
} from '@shared/contracts/retention';
import type { Db } from '../../db/client';
import { systemConfig } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { ServiceContext } from '../../lib/context';
import { deleteExpiredExports } from '../data-export/data-export.service';
import { deleteStoredFile } from '../files/files.service';

/** Most rows one statement deletes or overwrites. */
export const RETENTION_BATCH = 5_000;

/** `system_config` key of the days per rule (partial: absent rules use their default). */
const SETTINGS_KEY = 'retention';
/** `system_config` key of the last run's {@link RetentionRun}. */
const LAST_RUN_KEY = 'retentionLastRun';

/**
 * What a deleted person's message reads once erased. Turkish, as the name a deleted person's quote
 * requests show (`DELETED_USER_NAME`): the stored text has no language of its own.
 */
export const ERASED_MESSAGE_TEXT = 'Bu mesaj, hesabı silinen kullanıcının verileriyle birlikte silindi.';

const DAY_MS = 86_400_000;

/** Rows of a raw `execute`, as both drivers (PGlite, node-postgres) answer them. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * One batch of a deleting rule: removes at most {@link RETENTION_BATCH} rows of `table` matching
 * `where`. Rows are picked by `ctid` because `partner_views` has no single-column key; `= ANY(ARRAY(…))`
 * lets PostgreSQL fetch them by address instead of scanning again.
 */
function deleteBatch(table: string, where: SQL): (db: Db) => Promise<number> {
  return async (db) => {
    const result = await db.execute(sql`
      WITH gone AS (
        DELETE FROM ${sql.identifier(table)}
        WHERE ctid = ANY(ARRAY(SELECT ctid FROM ${sql.identifier(table)} WHERE ${where} LIMIT ${RETENTION_BATCH}))
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM gone`);
    return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
  };
}

const before = (cutoff: Date) => sql`${cutoff.toISOString()}::timestamptz`;

/** Mail a campaign sent: its counts are read from these rows (marketing.service `campaignCounts`). */
const notCampaignMail = sql`NOT EXISTS (SELECT 1 FROM campaign_recipients r WHERE r.outbox_id = email_outbox.id)`;

/**
 * The messages rule: text of messages whose sender's account was deleted before `cutoff` overwritten
 * with {@link ERASED_MESSAGE_TEXT}, attachment fields cleared; then the attachments' files (the sender
 * uploaded them, issue 10) are deleted, row and object. The conversation stays for the other member,
 * whose own messages are theirs.
 */
async function eraseDeletedAccountMessages(ctx: ServiceContext, cutoff: Date): Promise<number> {
  const result = await ctx.db.execute(sql`
    WITH target AS (
      SELECT m.id, m.file_id FROM messages m JOIN users u ON u.id = m.sender_id
      WHERE u.deleted_at < ${before(cutoff)}
        AND (m.message <> ${ERASED_MESSAGE_TEXT} OR m.file_url IS NOT NULL OR m.file_id IS NOT NULL)
      LIMIT ${RETENTION_BATCH}
    ), erased AS (
      UPDATE messages SET message = ${ERASED_MESSAGE_TEXT}, file_url = NULL, file_name = NULL,
        file_size = NULL, mime_type = NULL, file_id = NULL
      FROM target WHERE messages.id = target.id
      RETURNING target.file_id
    )
    SELECT file_id FROM erased`);
  const rows = rowsOf<{ file_id: string | null }>(result);
  const fileIds = [...new Set(rows.map((r) => r.file_id).filter((id): id is string => id != null))];
  for (const fileId of fileIds) {
    // Already gone (another message pointed at it) is fine; anything else is logged, the row is erased.
    await deleteStoredFile(ctx, fileId).catch((err: unknown) => {
      if ((err as { code?: string }).code !== 'NOT_FOUND') {
        ctx.log.error({ err, fileId }, 'attachment of a deleted account not removed');
      }
    });
  }
  return rows.length;
}

type Batch = (ctx: ServiceContext, cutoff: Date) => Promise<number>;
const onDb =
  (table: string, where: (cutoff: Date) => SQL): Batch =>
  (ctx, cutoff) =>
    deleteBatch(table, where(cutoff))(ctx.db);

/** What each rule removes, one batch at a time, given the moment before which rows are out of time. */
const BATCHES: Record<RetentionRuleId, Batch> = {
  sessions: onDb('sessions', (c) => sql`expires_at < ${before(c)}`),
  verifications: onDb('verifications', (c) => sql`expires_at < ${before(c)}`),
  // Our rows store their window's END in epoch ms, better-auth's the last request (windows ≤ 5 min):
  // a row older than the cutoff (≥ 1 day) is past any window either way (lib/rate-limit.ts).
  rateLimits: onDb('rate_limits', (c) => sql`last_request < ${c.getTime()}`),
  readNotifications: onDb('notifications', (c) => sql`is_read AND created_at < ${before(c)}`),
  systemLogs: onDb('system_logs', (c) => sql`"timestamp" < ${before(c)}`),
  performanceSamples: onDb('performance_samples', (c) => sql`"timestamp" < ${before(c)}`),
  resolvedIncidents: onDb(
    'system_incidents',
    (c) => sql`status = 'resolved' AND resolved_at IS NOT NULL AND resolved_at < ${before(c)}`,
  ),
  deliveredMail: onDb(
    'email_outbox',
    (c) => sql`status IN ('sent', 'logged') AND sent_at < ${before(c)} AND ${notCampaignMail}`,
  ),
  failedMail: onDb('email_outbox', (c) => sql`status = 'failed' AND created_at < ${before(c)} AND ${notCampaignMail}`),
  // The SMS outbox has no campaign rows (decision 043); queued and sending rows belong to the worker.
  deliveredSms: onDb('sms_outbox', (c) => sql`status IN ('sent', 'logged') AND sent_at < ${before(c)}`),
  failedSms: onDb('sms_outbox', (c) => sql`status = 'failed' AND created_at < ${before(c)}`),
  // `day` is a UTC day (partner-views.ts); the chart reads the 30 days ending today.
  partnerViews: onDb('partner_views', (c) => sql`day < (${before(c)} AT TIME ZONE 'UTC')::date`),
  // Unseen since the cutoff: such a row no longer spares its browser the alert (auth/known-browsers.ts).
  knownBrowsers: onDb('known_browsers', (c) => sql`last_seen_at < ${before(c)}`),
  // `day` is a Europe/Istanbul day (partners/profile-view-days.ts).
  profileViewDays: onDb(
    'partner_profile_view_days',
    (c) => sql`day < (${before(c)} AT TIME ZONE 'Europe/Istanbul')::date`,
  ),
  deletedAccountMessages: eraseDeletedAccountMessages,
  dataExports: (ctx, cutoff) => deleteExpiredExports(ctx, cutoff, RETENTION_BATCH),
  // Decision 042: an unconfirmed inquiry's link died after 24 hours; a delivered one is in the partner's mail.
  pendingInquiries: onDb('service_inquiries', (c) => sql`delivered_at IS NULL AND created_at < ${before(c)}`),
  deliveredInquiries: onDb('service_inquiries', (c) => sql`delivered_at < ${before(c)}`),
};

/**
 * A stored value as days of `rule`: a whole number is moved into the rule's bounds (they may have
 * narrowed since it was saved), anything else reads as the default.
 */
function daysOf(rule: (typeof RETENTION_RULES)[number], stored: unknown): number {
  if (typeof stored !== 'number' || !Number.isInteger(stored)) return rule.defaultDays;
  return Math.min(rule.maxDays, Math.max(rule.minDays, stored));
}

/**
 * The days in force per rule: the stored setting (moved into the rule's bounds), each rule's default
 * where nothing usable is stored.
 */
export async function getRetentionDays(db: Pick<Db, 'select'>): Promise<RetentionDays> {
  const [row] = await db.select().from(systemConfig).where(eq(systemConfig.key, SETTINGS_KEY));
  const stored = (row?.value ?? {}) as Record<string, unknown>;
  return Object.fromEntries(RETENTION_RULES.map((r) => [r.id, daysOf(r, stored[r.id])])) as RetentionDays;
}

/**
 * GET /api/admin/system-config/retention: the days in force per rule and the last run of the job
 * (null before the first).
 */
export async function getRetentionSettings(db: Db): Promise<RetentionSettings> {
  const [days, [lastRun]] = await Promise.all([
    getRetentionDays(db),
    db.select().from(systemConfig).where(eq(systemConfig.key, LAST_RUN_KEY)),
  ]);
  const parsed = retentionRunSchema.safeParse(lastRun?.value);
  return { days, lastRun: parsed.success ? parsed.data : null };
}

/**
 * PUT /api/admin/system-config/retention: stores the days of every rule (validated by the contract's
 * `updateRetentionSchema`) and audits the rules that changed, with their days before and after. A
 * request that changes nothing writes nothing. Takes effect at the job's next run.
 * @param actorId the master_admin making the change
 * @returns the settings as stored after the change
 */
export async function updateRetentionSettings(
  db: Db,
  actorId: number,
  input: UpdateRetention,
): Promise<RetentionSettings> {
  await db.transaction(async (tx) => {
    // Serialises two saves, so each audit entry's "before" is what the other left.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('system_config.retention'))`);
    const current = await getRetentionDays(tx);
    const changed = RETENTION_RULE_IDS.filter((id) => current[id] !== input[id]);
    if (changed.length === 0) return;
    const value = { ...current, ...input };
    await tx
      .insert(systemConfig)
      .values({ key: SETTINGS_KEY, value })
      .onConflictDoUpdate({ target: systemConfig.key, set: { value, updatedAt: sql`now()` } });
    await recordAudit(tx, {
      actorId,
      action: 'system_config.retention.updated',
      targetType: 'system_config',
      targetId: SETTINGS_KEY,
      details: {
        before: Object.fromEntries(changed.map((id) => [id, current[id]])),
        after: Object.fromEntries(changed.map((id) => [id, input[id]])),
      },
    });
  });
  return getRetentionSettings(db);
}

/**
 * Applies every retention rule once (the daily job, `retention-job.ts`): for each rule, the rows out of
 * time at `now` minus the rule's days are deleted (the messages rule overwrites), in statements of at
 * most {@link RETENTION_BATCH} rows, repeated until a batch comes back short. Logs the counts and
 * stores them as the last run (`system_config` key `retentionLastRun`), shown on the settings card.
 *
 * A rule that fails does not stop the others; the run throws afterwards, so the job is retried (every
 * rule is idempotent: what is already gone matches nothing).
 * @param now the moment the limits count back from (tests pass a fixed one)
 * @returns rows removed per rule, the run's start and its duration in ms
 * @throws AggregateError of the failed rules' errors, after the other rules ran and the run was stored
 */
export async function applyRetention(ctx: ServiceContext, now: Date = new Date()): Promise<RetentionRun> {
  const started = Date.now();
  const days = await getRetentionDays(ctx.db);
  const counts: Record<string, number> = {};
  const failures: unknown[] = [];
  for (const rule of RETENTION_RULES) {
    const cutoff = new Date(now.getTime() - days[rule.id] * DAY_MS);
    const batch = BATCHES[rule.id];
    let total = 0;
    try {
      for (;;) {
        const n = await batch(ctx, cutoff);
        total += n;
        if (n < RETENTION_BATCH) break;
      }
    } catch (err) {
      failures.push(err);
      ctx.log.error({ err, rule: rule.id }, 'retention rule failed');
    }
    counts[rule.id] = total;
  }
  const run: RetentionRun = { at: now.toISOString(), durationMs: Date.now() - started, counts };
  ctx.log.info({ counts, durationMs: run.durationMs }, 'retention applied');
  await ctx.db
    .insert(systemConfig)
    .values({ key: LAST_RUN_KEY, value: run })
    .onConflictDoUpdate({ target: systemConfig.key, set: { value: run, updatedAt: sql`now()` } });
  if (failures.length) throw new AggregateError(failures, 'retention: some rules failed');
  return run;
}
