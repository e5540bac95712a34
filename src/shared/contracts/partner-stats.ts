import { z } from 'zod';
import { BUDGET_OPTIONS, PARTNER_ACTIVITY_TYPES, QUOTE_STATUSES } from '../constants';
import { serviceNeededPartsSchema } from '../service-needed';

/**
 * Partner statistics (PRODUCT-DECISIONS 13: real figures, never simulated): the partner's own
 * dashboard (`/partner-dashboard`) and the admin's partner inspection (spec §2 "Partner review", §3
 * Partner admin view and Partner activity, §4 response rate, §7 Admin calls). Dates are ISO 8601
 * strings; days are UTC calendar days (`YYYY-MM-DD`), as profile views are counted.
 */

/** Days in the dashboard's profile-views series (today and the 29 days before it). */
export const VIEWS_SERIES_DAYS = 30;
/** Quote requests listed on the inspection page (spec §9 "Recent quotes on the review page: 5"). */
export const RECENT_QUOTES_LIMIT = 5;
/** Activities per page on the inspection page. */
export const ACTIVITIES_PAGE_SIZE = 20;

const count = z.number().int().min(0);

/** One day of the profile-views series. */
export const viewsByDaySchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  views: count,
});
export type ViewsByDay = z.infer<typeof viewsByDaySchema>;

/**
 * 200 answer of GET /api/partner-dashboard/stats: the signed-in owner's partner. `profileViews` is the
 * all-time counter; `viewsByDay` holds exactly {@link VIEWS_SERIES_DAYS} entries, oldest first, the last
 * one today, days without views as 0.
 */
/**
 * The response figures show only when based on at least this many requests older than
 * {@link RESPONSE_FIGURES_MIN_AGE_HOURS} hours (issue 21), on public views and on the dashboard.
 */
export const RESPONSE_FIGURES_MIN_REQUESTS = 5;
/** Hours a request must be old to count towards the response figures (it had its chance to be answered). */
export const RESPONSE_FIGURES_MIN_AGE_HOURS = 48;

export const partnerDashboardStatsSchema = z.object({
  partnerId: z.number().int(),
  followers: count,
  profileViews: count,
  quotes: z.object({ pending: count, accepted: count, completed: count, total: count }),
  viewsByDay: z.array(viewsByDaySchema),
  /**
   * The partner's own response figures as visitors see them (null below the threshold), and how many
   * requests older than 48 hours they rest on, so the dashboard can say when they will show.
   */
  response: z.object({
    rate: z.number().min(0).max(100).nullable(),
    timeHours: z.number().min(0).nullable(),
    basedOn: count,
  }),
});
export type PartnerDashboardStats = z.infer<typeof partnerDashboardStatsSchema>;

/** Path parameter of the admin inspection routes. */
export const partnerIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Statistics of the inspection page (spec §2 "Partner review", §4): quote counts by status and the
 * response rate, (total − pending) / total × 100 rounded to one decimal, 0 when there are none.
 */
export const partnerInspectionStatsSchema = z.object({
  views: count,
  followers: count,
  quotes: z.object({ total: count, pending: count, responded: count, completed: count }),
  responseRate: z.number().min(0).max(100),
});
export type PartnerInspectionStats = z.infer<typeof partnerInspectionStatsSchema>;

/** 200 answer of GET /api/admin/partners/{id} (spec §3 Partner, admin view). */
export const adminPartnerDetailSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  username: z.string(),
  companyName: z.string(),
  logo: z.string().nullable(),
  serviceCategory: z.string(),
  shortDescription: z.string().nullable(),
  contactPerson: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  website: z.string().nullable(),
  isActive: z.boolean(),
  isApproved: z.boolean(),
  followersCount: count,
  profileViews: count,
  createdAt: z.string(),
  statistics: partnerInspectionStatsSchema,
});
export type AdminPartnerDetail = z.infer<typeof adminPartnerDetailSchema>;

/** One entry of the activity log (spec §3 Partner activity). */
export const partnerActivitySchema = z.object({
  id: z.number().int(),
  type: z.enum(PARTNER_ACTIVITY_TYPES),
  description: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type PartnerActivity = z.infer<typeof partnerActivitySchema>;

/** Query of GET /api/admin/partner-activities/{id}: 1-based page. */
export const partnerActivitiesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ACTIVITIES_PAGE_SIZE),
});
export type PartnerActivitiesQuery = z.input<typeof partnerActivitiesQuerySchema>;

/** 200 answer of GET /api/admin/partner-activities/{id}: newest first. */
export const partnerActivitiesPageSchema = z.object({
  activities: z.array(partnerActivitySchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type PartnerActivitiesPage = z.infer<typeof partnerActivitiesPageSchema>;

/** One recent quote request of the inspection page (spec §3 "Quote request (admin list)", minus partner). */
export const adminPartnerQuoteSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  companyName: z.string(),
  email: z.string(),
  serviceNeeded: z.string(),
  /** `serviceNeeded` as data, written in the reader's language by the client (docs/decisions/038). */
  serviceNeededParts: serviceNeededPartsSchema.optional(),
  budget: z.enum(BUDGET_OPTIONS).nullable(),
  status: z.enum(QUOTE_STATUSES),
  createdAt: z.string(),
});
export type AdminPartnerQuote = z.infer<typeof adminPartnerQuoteSchema>;

/** 200 answer of GET /api/admin/partner-quotes/{id}: the {@link RECENT_QUOTES_LIMIT} newest. */
export const adminPartnerQuotesSchema = z.object({ quotes: z.array(adminPartnerQuoteSchema) });
export type AdminPartnerQuotes = z.infer<typeof adminPartnerQuotesSchema>;

/**
 * The parts of a complete partner profile, in the order the dashboard lists what is missing (issue 22:
 * one definition for the dashboard's completeness card and the `profile_incomplete` reminder job).
 */
export const COMPLETENESS_ITEMS = [
  'logo',
  'cover',
  'description',
  'shortDescription',
  'dipAdvantages',
  'services',
  'city',
  'website',
  'social',
] as const;
export type CompletenessItem = (typeof COMPLETENESS_ITEMS)[number];

/**
 * Below this percentage a profile counts as incomplete and its owner gets the `profile_incomplete`
 * reminder (issue 22). With nine equal items, 8 of 9 (89 %) is complete and 7 of 9 (78 %) is not: a
 * profile may miss one thing, a website or social links, without being nagged.
 */
export const PROFILE_COMPLETE_PERCENT = 80;

/**
 * What {@link profileCompleteness} reads of a profile: the public detail (`PartnerDetail`) satisfies
 * it on the client, a row of the partners table with its services on the server.
 */
export interface CompletenessInput {
  logo: string | null;
  coverImage: string | null;
  description: string | null;
  shortDescription: string | null;
  dipAdvantages: string | null;
  /** The partner's services; only whether there is one counts. */
  services: readonly unknown[];
  city: string | null;
  website: string | null;
  linkedinProfile: string | null;
  twitterProfile: string | null;
  instagramProfile: string | null;
  facebookProfile: string | null;
}

const filled = (v: string | null | undefined) => Boolean(v?.trim());

/**
 * How complete a partner profile is: each of the nine {@link COMPLETENESS_ITEMS} weighs the same (one
 * ninth), a text counts when it is not blank, `services` when the partner offers at least one, and
 * `social` when at least one of LinkedIn, Twitter, Instagram, Facebook is set. Equal weights because
 * each item is one thing a partner can add in a minute and the card lists them as equals.
 * @returns the percentage (0–100, rounded to a whole number) and the missing items in list order
 */
export function profileCompleteness(partner: CompletenessInput): { percent: number; missing: CompletenessItem[] } {
  const present: Record<CompletenessItem, boolean> = {
    logo: filled(partner.logo),
    cover: filled(partner.coverImage),
    description: filled(partner.description),
    shortDescription: filled(partner.shortDescription),
    dipAdvantages: filled(partner.dipAdvantages),
    services: partner.services.length > 0,
    city: filled(partner.city),
    website: filled(partner.website),
    social: [partner.linkedinProfile, partner.twitterProfile, partner.instagramProfile, partner.facebookProfile].some(
      filled,
    ),
  };
  const missing = COMPLETENESS_ITEMS.filter((item) => !present[item]);
  return {
    percent: Math.round(((COMPLETENESS_ITEMS.length - missing.length) / COMPLETENESS_ITEMS.length) * 100),
    missing,
  };
}
