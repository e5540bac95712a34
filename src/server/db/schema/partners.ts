/** Partner companies and what the catalogue derives from them: search words, username redirects, services, follows, views, activities, lifecycle mails and daily view counts. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CATEGORY_SLUGS, COMPANY_SIZES, PARTNER_ACTIVITY_TYPES } from '@shared/constants';
import { COUNTRY_CODES } from '@shared/countries';
import { PROFILE_LANGUAGES } from '@shared/languages';
import { categories } from './categories';
import { services } from './services';
import { users } from './users';
import { allOf, oneOf } from './checks';
import { tsvector } from './types';

export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull().unique(),
    companyName: text('company_name').notNull(),
    logo: text('logo'),
    coverImage: text('cover_image'),
    serviceCategory: text('service_category', { enum: CATEGORY_SLUGS })
      .notNull()
      .references(() => categories.slug, { onUpdate: 'cascade' }),
    shortDescription: text('short_description'),
    /** Sanitized HTML (sanitize-html on write). */
    description: text('description'),
    /** `description` without tags, kept for search. */
    descriptionText: text('description_text').notNull().default(''),
    /** English short description (issue 21; docs/decisions/026): the English site shows it when present. */
    shortDescriptionEn: text('short_description_en'),
    /** English description, sanitized HTML like `description`. */
    descriptionEn: text('description_en'),
    /** `description_en` without tags, kept for search. */
    descriptionEnText: text('description_en_text').notNull().default(''),
    /** Languages the team speaks (issue 21): ISO 639-1 codes of PROFILE_LANGUAGES, in that order. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dipAdvantages: text('dip_advantages'),
    followersCount: integer('followers_count').notNull().default(0),
    profileViews: integer('profile_views').notNull().default(0),
    /** Visible reviews and the sum of their ratings (issue 9): average = ratingSum / reviewCount. */
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    contactPerson: text('contact_person'),
    email: text('email'),
    phone: text('phone'),
    city: text('city'),
    country: text('country').default('Türkiye'),
    website: text('website'),
    /** The bank account payments are requested to (issue 20): a TR IBAN, stored without spaces, upper case. */
    iban: text('iban'),
    companySize: text('company_size', { enum: COMPANY_SIZES }),
    foundingYear: integer('founding_year'),
    sectorExperience: integer('sector_experience'),
    /** Free text as partners typed it before issue 21; kept in step with `markets` (docs/decisions/026). */
    targetMarkets: text('target_markets'),
    /**
     * Countries served (issue 21): ISO 3166-1 alpha-2 codes, sorted. NULL means "not parsed yet": filled
     * from `target_markets` (shared/countries.ts parseMarkets) by refreshPartnerSearch, at start-up for
     * rows older than migration 0019 and on any write that leaves it NULL.
     */
    markets: text('markets').array(),
    linkedinProfile: text('linkedin_profile'),
    twitterProfile: text('twitter_profile'),
    instagramProfile: text('instagram_profile'),
    facebookProfile: text('facebook_profile'),
    isActive: boolean('is_active').notNull().default(true),
    isApproved: boolean('is_approved').notNull().default(true),
    /**
     * Issue 21 "Verified" (docs/decisions/028): the earliest expiry day of the partner's required
     * registry documents (tax certificate, trade registry gazette) verified by an admin; NULL while one
     * is missing. The partner is verified while this day is today or later (Europe/Istanbul), so an
     * expiry needs no job. Kept by partner-verification's `refreshVerifiedUntil`.
     */
    verifiedUntil: date('verified_until', { mode: 'string' }),
    /** When the owner used the one username change (issue 8); the old name redirects. */
    usernameChangedAt: timestamp('username_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Values of the category's capability fields (issue 21; `CapabilityValues`: field key → option keys
     * or free-text tags), checked against the definitions on write (modules/capabilities).
     */
    capabilities: jsonb('capabilities').$type<Record<string, string[]>>().notNull().default({}),
    /** Category names (tr, en) and service names, refreshed by `refreshPartnerSearch`. */
    searchExtra: text('search_extra').notNull().default(''),
    /**
     * Canonical trade-code tokens of the partner's texts (`eur1 atr 84 8471 847130`; shared/trade-codes.ts),
     * refreshed by `refreshPartnerSearch`: the SQL word splitting cannot see `EUR.1` as one word. NULL
     * until first computed (rows older than migration 0018; `refreshMissingSearchCodes` at start-up).
     */
    searchCodes: text('search_codes'),
    /** Names of `markets` in Turkish and English, refreshed by `refreshPartnerSearch` ('almanya' and 'germany' find DE). */
    searchMarkets: text('search_markets').notNull().default(''),
    /**
     * Weighted full-text document (docs/decisions/001, 024): A company name and city (who and where: a
     * firm located in the city searched ranks with a name hit); B short descriptions (tr, en), category
     * names, services and trade codes; C descriptions (tr, en); D country and target markets (the free
     * text and the names of `markets` in both languages).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`f_search_vector(company_name || ' ' || coalesce(city, ''), coalesce(short_description, '') || ' ' || coalesce(short_description_en, '') || ' ' || search_extra || ' ' || coalesce(search_codes, ''), description_text || ' ' || description_en_text, coalesce(country, '') || ' ' || coalesce(target_markets, '') || ' ' || search_markets)`,
    ),
    /**
     * Everything but the description (A, B, D), for ranking: small enough to stay inline (not TOASTed),
     * so ranking thousands of matches stays cheap; description-only matches rank after the others.
     */
    rankVector: tsvector('rank_vector').generatedAlwaysAs(
      sql`f_search_vector(company_name || ' ' || coalesce(city, ''), coalesce(short_description, '') || ' ' || coalesce(short_description_en, '') || ' ' || search_extra || ' ' || coalesce(search_codes, ''), '', coalesce(country, '') || ' ' || coalesce(target_markets, '') || ' ' || search_markets)`,
    ),
  },
  (t) => [
    check('partners_username_format', sql`${t.username} ~ '^[A-Za-z0-9_-]{3,20}$'`),
    check('partners_followers_nonnegative', sql`${t.followersCount} >= 0`),
    check('partners_views_nonnegative', sql`${t.profileViews} >= 0`),
    check('partners_reviews_nonnegative', sql`${t.reviewCount} >= 0 AND ${t.ratingSum} >= 0`),
    // The foreign key already limits it to existing categories; the check names the bad value itself.
    oneOf('partners_service_category_check', t.serviceCategory, CATEGORY_SLUGS),
    oneOf('partners_company_size_check', t.companySize, COMPANY_SIZES),
    check(
      'partners_sector_experience_check',
      sql`${t.sectorExperience} IS NULL OR ${t.sectorExperience} BETWEEN 0 AND 50`,
    ),
    index('partners_search_vector_idx').using('gin', t.searchVector),
    // The catalogue's `language` and `market` filters and facets (issue 21): array containment.
    index('partners_languages_idx').using('gin', t.languages),
    index('partners_markets_idx').using('gin', t.markets),
    allOf('partners_languages_check', t.languages, PROFILE_LANGUAGES),
    allOf('partners_markets_check', t.markets, COUNTRY_CODES),
    // The catalogue's default order; partial so it holds only what is listed. Plain DESC (nulls first)
    // to match the query's ORDER BY, or the planner cannot use it.
    index('partners_listing_idx')
      .on(t.followersCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_active AND is_approved`),
    index('partners_category_listing_idx')
      .on(
        t.serviceCategory,
        t.followersCount.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`is_active AND is_approved`),
    index('partners_username_lower_idx').on(sql`lower(${t.username})`),
    // The catalogue's capability filter (`capabilities @> '{"field":["option"]}'`, issue 21).
    index('partners_capabilities_idx').using('gin', sql`${t.capabilities} jsonb_path_ops`),
  ],
);

/**
 * Every folded word and stem of the partners' search documents (kept by a trigger on partners), with a
 * trigram index: `f_search_query` replaces a query word that matches nothing by its closest words here,
 * which is how 'lojstik' finds 'lojistik' without a trigram scan of every document.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/** Usernames a partner gave up: `/partner/{old}` redirects to the current one and no one else may take it. */
export const partnerUsernameRedirects = pgTable('partner_username_redirects', {
  oldUsername: text('old_username').primaryKey(),
  partnerId: integer('partner_id')
    .notNull()
    .references(() => partners.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const partnerServices = pgTable(
  'partner_services',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.serviceId] }), index('partner_services_service_idx').on(t.serviceId)],
);

/** A user following a partner (PRODUCT-DECISIONS 13); `partners.followers_count` mirrors the count. */
export const partnerFollows = pgTable(
  'partner_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.partnerId] }), index('partner_follows_partner_idx').on(t.partnerId)],
);

/** One row per viewer per partner per day (PRODUCT-DECISIONS 13). `viewerKey` is `u:{id}` or a hashed visitor id. */
export const partnerViews = pgTable(
  'partner_views',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.viewerKey, t.day] })],
);

export const partnerActivities = pgTable(
  'partner_activities',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    type: text('type', { enum: PARTNER_ACTIVITY_TYPES }).notNull(),
    description: text('description').notNull(),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('partner_activities_type_check', t.type, PARTNER_ACTIVITY_TYPES),
    index('partner_activities_partner_idx').on(t.partnerId, t.createdAt.desc()),
  ],
);

/**
 * The partner lifecycle mails already sent (issue 22; docs/decisions/036-lifecycle-mails.md): one row
 * per mail, its key `welcome` (the `partner_welcome` mail, once per partner) or `profile_incomplete:{n}`
 * (the n-th `profile_incomplete` reminder). The row is inserted with ON CONFLICT DO NOTHING in the same
 * transaction as the mail, which is queued only when the insert made the row: each mail goes out once
 * however many processes or runs race for it (as `project_reminders`, decision 021). `sent_at` of the
 * newest reminder spaces the next one a month later; that of `welcome` starts the first one's wait.
 */
export const partnerLifecycleMails = pgTable(
  'partner_lifecycle_mails',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partner_lifecycle_mails_partner_key_idx').on(t.partnerId, t.key)],
);

/**
 * Counted profile views per partner per Europe/Istanbul day (issue 22; docs/decisions/037-security-alerts.md):
 * incremented with every view `partner_views` counts, read by the daily `profile_viewed` summary,
 * which sets `notified_at` in the transaction that notifies the owner (exactly once per partner and
 * day). No viewer is named here; rows older than the retention rule `profileViewDays` are deleted.
 */
export const partnerProfileViewDays = pgTable(
  'partner_profile_view_days',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
    /** When the day's summary notification was created; null until then. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.day] }), index('partner_profile_view_days_day_idx').on(t.day)],
);
