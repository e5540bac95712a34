/** Campaign templates, campaigns and their recipients. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { CAMPAIGN_RECIPIENT_STATUSES, CAMPAIGN_STATUSES, LANGUAGES } from '@shared/constants';
import { emailOutbox } from './mail';
import { users } from './users';
import { oneOf } from './checks';

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
