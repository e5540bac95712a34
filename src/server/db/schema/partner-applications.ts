/** Partner applications (spec §3 Partner application) and their review. */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, CATEGORY_SLUGS, COMPANY_SIZES } from '@shared/constants';
import { categories } from './categories';
import { partners } from './partners';
import { users } from './users';
import { oneOf } from './checks';

/**
 * Partner application (spec §3; PRODUCT-DECISIONS 10–12). The id is a UUID because the public status
 * page shows personal data. KVKK consent is stored with its time.
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    contactPerson: text('contact_person').notNull(),
    // Null only on applications sent before the form asked for it (issue 18).
    city: text('city'),
    username: text('username').notNull(),
    website: text('website'),
    serviceCategory: text('service_category', { enum: CATEGORY_SLUGS })
      .notNull()
      .references(() => categories.slug, { onUpdate: 'cascade' }),
    businessDescription: text('business_description').notNull(),
    companySize: text('company_size', { enum: COMPANY_SIZES }).notNull(),
    foundingYear: integer('founding_year'),
    sectorExperience: integer('sector_experience'),
    targetMarkets: text('target_markets'),
    services: jsonb('services').$type<string[]>().notNull().default([]),
    dipAdvantages: text('dip_advantages').notNull(),
    whyPartner: text('why_partner').notNull(),
    references: text('references'),
    linkedinProfile: text('linkedin_profile'),
    twitterProfile: text('twitter_profile'),
    instagramProfile: text('instagram_profile'),
    facebookProfile: text('facebook_profile'),
    logo: text('logo'),
    coverImage: text('cover_image'),
    documents: jsonb('documents')
      .$type<{ fileId: string; name: string; size: number; mimeType: string }[]>()
      .notNull()
      .default([]),
    kvkkAcceptedAt: timestamp('kvkk_accepted_at', {
      withTimezone: true,
    }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    reviewNotes: text('review_notes'),
    /** The partner created by the approval (PRODUCT-DECISIONS 12). */
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('partner_applications_status_check', t.status, APPLICATION_STATUSES),
    oneOf('partner_applications_service_category_check', t.serviceCategory, CATEGORY_SLUGS),
    oneOf('partner_applications_company_size_check', t.companySize, COMPANY_SIZES),
    check('partner_applications_username_format', sql`${t.username} ~ '^[A-Za-z0-9_-]{3,20}$'`),
    index('partner_applications_user_idx').on(t.userId),
    // One pending application per user (issue 8), held by the database so two quick submits cannot both pass.
    uniqueIndex('partner_applications_one_pending_idx')
      .on(t.userId)
      .where(sql`status = 'pending'`),
    index('partner_applications_status_idx').on(t.status, t.createdAt.desc()),
  ],
);
