/**
 * Subscribers (spec §3 Email subscriber, §9 CSV columns), contacts, segments and campaigns (issue 11;
 * PRODUCT-DECISIONS 18, 20); module `marketing`, admin access.
 *
 * Subscriber states: `active` (confirmed, receiving), `cancelled` (unsubscribed), `pending` (asked but
 * never confirmed the double opt-in mail). Pending addresses get their own list (and tab): they are
 * neither receiving nor cancelled, and receive no campaign.
 */
import { z } from 'zod';
import { CAMPAIGN_STATUSES, CATEGORY_SLUGS, LANGUAGES, NEWSLETTER_SOURCES, USER_TYPES } from '../constants';
import { searchTextSchema } from './search';

export const SUBSCRIBER_STATES = ['active', 'cancelled', 'pending'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/** One newsletter subscriber row (spec §3 Email subscriber, plus source, language and confirmation). */
export const emailSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  isActive: z.boolean(),
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
  source: z.enum(NEWSLETTER_SOURCES),
  language: z.enum(LANGUAGES),
  confirmed: z.boolean(),
});
export type EmailSubscriber = z.infer<typeof emailSubscriberSchema>;

/** 200 answer of GET /api/admin/email-subscribers (JSON form; `?format=csv` or `?format=rfc4180` answers the file). */
export const emailSubscribersResponseSchema = z.object({
  counts: z.object({
    total: z.number().int(),
    active: z.number().int(),
    cancelled: z.number().int(),
    pending: z.number().int(),
  }),
  active: z.array(emailSubscriberSchema),
  cancelled: z.array(emailSubscriberSchema),
  pending: z.array(emailSubscriberSchema),
});
export type EmailSubscribersResponse = z.infer<typeof emailSubscribersResponseSchema>;

/**
 * Query of GET /api/admin/email-subscribers: `csv` is the file Turkish Excel opens (`;`, BOM,
 * GG.AA.YYYY SS:DD), `rfc4180` the comma-separated file with YYYY-MM-DD HH:mm dates (issue 18).
 */
export const emailSubscribersQuerySchema = z.object({ format: z.enum(['json', 'csv', 'rfc4180']).default('json') });

/** Where a contact's consent comes from: a newsletter subscription (with its form) or an account. */
export const CONTACT_SOURCES = ['newsletter:homepage', 'newsletter:footer', 'newsletter:partners', 'account'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/**
 * A campaign's audience. Every filter is optional; an empty segment is every consenting contact.
 * `userType` and `category` keep only account contacts (a newsletter-only address has neither).
 */
export const segmentSchema = z
  .object({
    userType: z.enum(USER_TYPES).optional(),
    category: z.enum(CATEGORY_SLUGS).optional(),
    language: z.enum(LANGUAGES).optional(),
    source: z.enum(CONTACT_SOURCES).optional(),
  })
  .strict();
export type Segment = z.infer<typeof segmentSchema>;

/** Query of GET /api/admin/marketing/contacts: the segment, a search over e-mail and name, a page (50 a page). */
export const contactsQuerySchema = z.object({
  userType: z.enum(USER_TYPES).optional(),
  category: z.enum(CATEGORY_SLUGS).optional(),
  language: z.enum(LANGUAGES).optional(),
  source: z.enum(CONTACT_SOURCES).optional(),
  search: searchTextSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ContactsQuery = z.infer<typeof contactsQuerySchema>;
export const CONTACTS_PAGE_SIZE = 50;

/** One consenting contact; an address both subscribed and holding an account is one contact. */
export const contactSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  userId: z.number().int().nullable(),
  userTypes: z.array(z.enum(USER_TYPES)),
  category: z.enum(CATEGORY_SLUGS).nullable(),
  language: z.enum(LANGUAGES),
  sources: z.array(z.enum(CONTACT_SOURCES)),
});
export type Contact = z.infer<typeof contactSchema>;

/** 200 answer of the contacts list: `total` is the whole segment's size (search not applied to it). */
export const contactsResponseSchema = z.object({
  contacts: z.array(contactSchema),
  total: z.number().int(),
  matching: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ContactsResponse = z.infer<typeof contactsResponseSchema>;

/** Placeholders a campaign's subject and HTML may use; values are HTML-escaped in the HTML. */
export const CAMPAIGN_PLACEHOLDERS = ['name', 'email', 'unsubscribeUrl'] as const;

export const createCampaignSchema = z.object({
  name: z.string().trim().min(1).max(200),
  subject: z.string().trim().min(1).max(300),
  htmlContent: z.string().min(1).max(500_000),
  campaignTemplateId: z.number().int().positive().optional(),
  segment: segmentSchema.default({}),
});
export type CreateCampaignInput = z.infer<typeof createCampaignSchema>;

/** Per campaign counts: `sent` counts outbox rows sent or logged; `skipped` lost consent before their turn. */
export const campaignCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});
export type CampaignCounts = z.infer<typeof campaignCountsSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  htmlContent: z.string(),
  campaignTemplateId: z.number().int().nullable(),
  segment: segmentSchema,
  status: z.enum(CAMPAIGN_STATUSES),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  counts: campaignCountsSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignsResponseSchema = z.object({ campaigns: z.array(campaignSchema) });

/** A starting point for a campaign: a builder template, or the typed monthly newsletter in one language. */
export const campaignStarterSchema = z.object({
  key: z.string(),
  kind: z.enum(['builder', 'newsletter']),
  id: z.number().int().nullable(),
  name: z.string(),
  subject: z.string(),
  htmlContent: z.string(),
  language: z.enum(LANGUAGES).nullable(),
});
export type CampaignStarter = z.infer<typeof campaignStarterSchema>;
export const campaignStartersResponseSchema = z.object({ templates: z.array(campaignStarterSchema) });

export const campaignIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** 200 answer of the preview: subject and HTML rendered with sample values. */
export const campaignPreviewSchema = z.object({ subject: z.string(), html: z.string() });
export const campaignTestResponseSchema = z.object({ success: z.literal(true), to: z.string() });
export const campaignSendResponseSchema = z.object({ success: z.literal(true), recipients: z.number().int() });
export const campaignDeleteResponseSchema = z.object({ success: z.literal(true) });
