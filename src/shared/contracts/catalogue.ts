import { z } from 'zod';
import { CATALOGUE_MAX_LIMIT, CATALOGUE_PAGE_SIZE, CATEGORY_SLUGS, NEWSLETTER_SOURCES } from '../constants';

/** A service category (spec §3, Category). `icon` is a lucide-react icon name. */
export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.enum(CATEGORY_SLUGS),
  name: z.string(),
  nameEn: z.string(),
  icon: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

/** A service of a category's pool (spec §3, Service). */
export const serviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.number().int().nullable(),
});
export type Service = z.infer<typeof serviceSchema>;

/** Largest value of a PostgreSQL `integer` column (ids are `serial`): a larger id cannot exist. */
export const DB_INT_MAX = 2_147_483_647;

/** Query of GET /api/services. */
export const servicesQuerySchema = z.object({
  categoryId: z.coerce.number().int().positive().max(DB_INT_MAX).optional(),
});

/**
 * A search term as the catalogue's SQL search (`f_search_query`, docs/decisions/001) can take it:
 * compatibility forms folded (NFKC: `½` → `1⁄2`, `Ⅻ` → `XII`, `ﬁ` → `fi`) and every non-ASCII
 * character that is not a letter or a digit — symbols, marks, modifier letters such as the `ʼ` of
 * `ŉ` — made a space. The search splits words at those anyway; this keeps characters whose unaccented
 * form is punctuation from reaching it. ASCII punctuation stays (the search handles it, and a term of
 * punctuation only still matches nothing). Empty when only spaces are left.
 */
export function searchableTerm(term: string): string {
  return term
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}\x20-\x7e]|[\p{Lm}\p{Nl}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Query of GET /api/partners (spec §7). `limit` defaults to {@link CATALOGUE_PAGE_SIZE} and is at most
 * {@link CATALOGUE_MAX_LIMIT}; the total count comes back in the `X-Total-Count` header.
 * An empty `category` or `search` means "no filter" (the client's select sends '' for all).
 */
export const partnersQuerySchema = z.object({
  category: z
    .union([z.enum(CATEGORY_SLUGS), z.literal('all'), z.literal('')])
    .optional()
    .transform((v) => (v === '' || v === 'all' ? undefined : v)),
  search: z
    .string()
    .max(200)
    .optional()
    .transform((v) => {
      const t = v === undefined ? '' : searchableTerm(v);
      return t ? t : undefined;
    }),
  limit: z.coerce.number().int().min(1).max(CATALOGUE_MAX_LIMIT).default(CATALOGUE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  userId: z.coerce.number().int().positive().max(DB_INT_MAX).optional(),
});
export type PartnersQuery = z.input<typeof partnersQuerySchema>;

/** A catalogue card (spec §3, Partner). `description` is sanitized HTML. */
export const partnerSummarySchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  username: z.string(),
  companyName: z.string(),
  logo: z.string().nullable(),
  coverImage: z.string().nullable(),
  serviceCategory: z.enum(CATEGORY_SLUGS),
  shortDescription: z.string().nullable(),
  description: z.string().nullable(),
  dipAdvantages: z.string().nullable(),
  followersCount: z.number().int(),
  profileViews: z.number().int(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  createdAt: z.string(),
});
export type PartnerSummary = z.infer<typeof partnerSummarySchema>;

/** Public partner profile: the card plus what the profile page shows. */
export const partnerDetailSchema = partnerSummarySchema.extend({
  website: z.string().nullable(),
  companySize: z.string().nullable(),
  foundingYear: z.number().int().nullable(),
  sectorExperience: z.number().int().nullable(),
  targetMarkets: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  twitterProfile: z.string().nullable(),
  instagramProfile: z.string().nullable(),
  facebookProfile: z.string().nullable(),
  services: z.array(serviceSchema),
  category: categorySchema,
});
export type PartnerDetail = z.infer<typeof partnerDetailSchema>;

/**
 * Body of POST /api/newsletter/subscribe (spec §3, §5: must contain '@'). The error is a message key
 * (`newsletter.invalidEmail`) that the server answers in the caller's language.
 */
export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ error: 'newsletter.invalidEmail' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'newsletter.invalidEmail' })
    .pipe(z.email({ error: 'newsletter.invalidEmail' })),
  source: z.enum(NEWSLETTER_SOURCES).default('homepage'),
});
export const newsletterSubscribeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
