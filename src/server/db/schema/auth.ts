/**
 * Identity tables owned by better-auth (ARCHITECTURE.md, identity): integer ids through
 * `generateId: 'serial'`; the platform's own user fields are better-auth `additionalFields`.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { LANGUAGES, USER_TYPES } from '@shared/constants';
import { allOf, oneOf } from './checks';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    /** The active account type (PRODUCT-DECISIONS 8). */
    userType: text('user_type', { enum: USER_TYPES }).notNull().default('user'),
    /** Every type the person holds; `userType` is always one of them. */
    availableUserTypes: text('available_user_types', { enum: USER_TYPES })
      .array()
      .notNull()
      .default(sql`ARRAY['user']::text[]`),
    profileImage: text('profile_image'),
    company: text('company'),
    website: text('website'),
    linkedinProfile: text('linkedin_profile'),
    sector: text('sector'),
    /** The person's job title (user panel, spec §2). */
    title: text('title'),
    language: text('language', { enum: LANGUAGES }).notNull().default('tr'),
    isActive: boolean('is_active').notNull().default(true),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Set when the person deleted the account: the row stays, anonymised, so others' records keep a name (KVKK). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('users_user_type_check', t.userType, USER_TYPES),
    allOf(
      'users_available_types_check',
      t.availableUserTypes,
      USER_TYPES,
      sql`${t.userType} = ANY(${t.availableUserTypes})`,
    ),
    oneOf('users_language_check', t.language, LANGUAGES),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', {
      withTimezone: true,
    }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', {
      withTimezone: true,
    }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** better-auth rate-limit storage (`rateLimit.storage: 'database'`), shared across processes. */
export const rateLimits = pgTable('rate_limits', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
