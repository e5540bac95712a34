/**
 * Templates, mail, newsletter, preferences, files and system tables
 * (spec §3; PRODUCT-DECISIONS 18–22).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  AUDIT_TARGET_TYPES,
  CAMPAIGN_RECIPIENT_STATUSES,
  CAMPAIGN_STATUSES,
  EMAIL_OUTBOX_STATUSES,
  EMAIL_TEMPLATE_TYPES,
  FILE_SOURCES,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  LANGUAGES,
  NEWSLETTER_SOURCES,
  NOTIFICATION_TYPES,
  SMS_TEMPLATE_TYPES,
  SYSTEM_LOG_LEVELS,
} from '@shared/constants';
import { users } from './auth';
import { oneOf } from './checks';

/** One row per (type, language): the 26 e-mail template types in Turkish and English. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: EMAIL_TEMPLATE_TYPES }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    subject: text('subject').notNull(),
    htmlContent: text('html_content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('email_templates_type_language_unique').on(t.type, t.language),
    oneOf('email_templates_type_check', t.type, EMAIL_TEMPLATE_TYPES),
    oneOf('email_templates_language_check', t.language, LANGUAGES),
  ],
);

export const notificationTemplates = pgTable(
  'notification_templates',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('notification_templates_type_language_unique').on(t.type, t.language),
    oneOf('notification_templates_type_check', t.type, NOTIFICATION_TYPES),
    oneOf('notification_templates_language_check', t.language, LANGUAGES),
  ],
);

export const smsTemplates = pgTable(
  'sms_templates',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: SMS_TEMPLATE_TYPES }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sms_templates_type_language_unique').on(t.type, t.language),
    oneOf('sms_templates_type_check', t.type, SMS_TEMPLATE_TYPES),
    oneOf('sms_templates_language_check', t.language, LANGUAGES),
    check('sms_templates_content_length', sql`char_length(${t.content}) <= 160`),
  ],
);

/**
 * Outgoing mail queue and log in one table: rows are written in the same transaction as the change
 * that causes them and delivered with retries (ARCHITECTURE.md, mail). `logged` means written to the
 * log because no SMTP_URL is set.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text'),
    templateType: text('template_type', { enum: EMAIL_TEMPLATE_TYPES }),
    language: text('language', { enum: LANGUAGES }).notNull().default('tr'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: EMAIL_OUTBOX_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The worker (process) whose claim a `sending` row is under; null otherwise (decision 007). */
    claimedBy: text('claimed_by'),
    /** End of that claim's lease: after it, any worker may claim the row again (decision 007). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [
    oneOf('email_outbox_template_type_check', t.templateType, EMAIL_TEMPLATE_TYPES),
    oneOf('email_outbox_language_check', t.language, LANGUAGES),
    oneOf('email_outbox_status_check', t.status, EMAIL_OUTBOX_STATUSES),
    index('email_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} IN ('queued','sending')`),
    // Expired claims are looked up by lease end; only rows being sent are in it.
    index('email_outbox_claim_idx')
      .on(t.claimedUntil)
      .where(sql`${t.status} = 'sending'`),
  ],
);

/** Newsletter subscribers; double opt-in (PRODUCT-DECISIONS 20). */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    source: text('source', { enum: NEWSLETTER_SOURCES }).notNull().default('homepage'),
    language: text('language', { enum: LANGUAGES }).notNull().default('tr'),
    isActive: boolean('is_active').notNull().default(true),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmToken: text('confirm_token').unique(),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    check('newsletter_email_lower', sql`${t.email} = lower(${t.email})`),
    oneOf('newsletter_subscribers_source_check', t.source, NEWSLETTER_SOURCES),
    oneOf('newsletter_subscribers_language_check', t.language, LANGUAGES),
  ],
);

/** Spec §3, Email preferences; defaults as the spec gives them. */
export const emailPreferences = pgTable('email_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  marketingEmails: boolean('marketing_emails').notNull().default(true),
  partnerUpdates: boolean('partner_updates').notNull().default(true),
  platformUpdates: boolean('platform_updates').notNull().default(true),
  weeklyDigest: boolean('weekly_digest').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stored files (spec §3, File). Public files are served at /public-objects/{fileName}, private at /objects/{id}. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: text('file_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    category: text('category').notNull(),
    source: text('source', { enum: FILE_SOURCES }).notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    uploadedBy: integer('uploaded_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Users besides the uploader who may read a private file (the other member of a conversation);
     * admins always may. Spec §3 File; issue 8.
     */
    sharedWith: integer('shared_with')
      .array()
      .notNull()
      .default(sql`ARRAY[]::integer[]`),
    /** What the server measured: `{width, height}` of an image, `{pages}` is not read. */
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
  },
  (t) => [
    oneOf('files_source_check', t.source, FILE_SOURCES),
    check('files_size_check', sql`${t.fileSize} >= 0`),
    index('files_uploaded_by_idx').on(t.uploadedBy),
    // The admin file list is newest first (issue 11).
    index('files_uploaded_at_idx').on(t.uploadedAt),
  ],
);

/** Key/value settings: `seoSettings`, `site` (spec §3, System config). */
export const systemConfig = pgTable('system_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Incidents recorded when a health check fails (PRODUCT-DECISIONS 21). */
export const systemIncidents = pgTable(
  'system_incidents',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    severity: text('severity', { enum: INCIDENT_SEVERITIES }).notNull(),
    status: text('status', { enum: INCIDENT_STATUSES }).notNull().default('investigating'),
    description: text('description'),
    affectedServices: text('affected_services')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    startTime: timestamp('start_time', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('system_incidents_severity_check', t.severity, INCIDENT_SEVERITIES),
    oneOf('system_incidents_status_check', t.status, INCIDENT_STATUSES),
  ],
);

/** Performance samples for the admin charts (PRODUCT-DECISIONS 21). Times in milliseconds, usage in percent. */
export const performanceSamples = pgTable(
  'performance_samples',
  {
    id: serial('id').primaryKey(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    cpu: doublePrecision('cpu').notNull(),
    memory: doublePrecision('memory').notNull(),
    responseMs: doublePrecision('response_ms').notNull(),
    databaseMs: doublePrecision('database_ms').notNull(),
  },
  (t) => [index('performance_samples_ts_idx').on(t.timestamp)],
);

/** Warn/error log entries the server wrote, grouped by message (PRODUCT-DECISIONS 21). */
export const systemLogs = pgTable(
  'system_logs',
  {
    id: serial('id').primaryKey(),
    level: text('level', { enum: SYSTEM_LOG_LEVELS }).notNull(),
    service: text('service').notNull(),
    message: text('message').notNull(),
    count: integer('count').notNull().default(1),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [oneOf('system_logs_level_check', t.level, SYSTEM_LOG_LEVELS), index('system_logs_ts_idx').on(t.timestamp)],
);

/**
 * Who changed what, when (issue 11: "Every change is recorded with who made it and when"). Written in
 * the same transaction as the change by `recordAudit` (src/server/lib/audit.ts). `actorId` is null
 * only when the actor's account was later removed. `action` is a dotted verb such as
 * `user.type.granted`; `details` holds the before/after values the list shows.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('admin_audit_log_target_type_check', t.targetType, AUDIT_TARGET_TYPES),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
    index('admin_audit_log_created_idx').on(t.createdAt),
  ],
);

/**
 * E-mail templates made in the e-mail builder (spec §2 Email builder; issue 11): free-form campaign
 * mails, apart from the 26 typed templates. Campaigns may start from one.
 */
export const campaignTemplates = pgTable('campaign_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  subject: text('subject').notNull(),
  /** Sanitised HTML. */
  htmlContent: text('html_content').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A marketing campaign (issue 11): its text is copied in when created, so later template edits do not
 * change a campaign already sent. `segment` is the filter its recipients were chosen by.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    htmlContent: text('html_content').notNull(),
    /** The builder template it started from, if any. */
    campaignTemplateId: integer('campaign_template_id').references(() => campaignTemplates.id, {
      onDelete: 'set null',
    }),
    segment: jsonb('segment').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [oneOf('campaigns_status_check', t.status, CAMPAIGN_STATUSES)],
);

/**
 * One consenting contact of a campaign. Rows are written when the campaign is sent and moved to the
 * outbox a batch at a time (`outboxId` set, status `queued`), so sending resumes after a restart and
 * sent/failed counts come from the outbox rows. One row per address per campaign.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    language: text('language', { enum: LANGUAGES }).notNull().default('tr'),
    status: text('status', { enum: CAMPAIGN_RECIPIENT_STATUSES }).notNull().default('pending'),
    outboxId: integer('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('campaign_recipients_campaign_email_unique').on(t.campaignId, t.email),
    oneOf('campaign_recipients_status_check', t.status, CAMPAIGN_RECIPIENT_STATUSES),
    oneOf('campaign_recipients_language_check', t.language, LANGUAGES),
    index('campaign_recipients_pending_idx')
      .on(t.campaignId, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);
