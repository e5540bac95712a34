/**
 * The accounts: better-auth's user table (spec §3 User). The platform's own user fields are
 * better-auth `additionalFields`; integer ids through `generateId: 'serial'`.
 */
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    /**
     * When `phone` was proven by an SMS code (issue 22; decision 043); null when it never was or it
     * changed since. SMS go only to a verified phone.
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
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
    /** better-auth two-factor plugin: a sign-in asks for a second factor (issue 22, decision 044). */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
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

/**
 * Browsers an account signed in from (issue 22, security alerts; docs/decisions/037-security-alerts.md):
 * one row per account and browser, the browser known by the SHA-256 of the random id in its signed
 * device cookie (`epp.device_id`), never by the id itself. A sign-in from a browser without a row seen
 * in the last 90 days mails a `security_alert`. Rows unseen for 90 days decide nothing and are deleted
 * by the retention rule `knownBrowsers`; an account's rows go when it is deleted.
 */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url SHA-256 of the device id. */
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);
