/** E-mail, notification and SMS templates (spec §2 "Template management"). */
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { EMAIL_TEMPLATE_TYPES, LANGUAGES, NOTIFICATION_TYPES, SMS_TEMPLATE_TYPES } from '@shared/constants';
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
