/** Health incidents, performance samples and grouped log lines (PRODUCT-DECISIONS 21). */
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { INCIDENT_SEVERITIES, INCIDENT_STATUSES, SYSTEM_LOG_LEVELS } from '@shared/constants';
import { oneOf } from './checks';

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
