/**
 * The partner catalogue and public profiles (spec §3 Partner; §7 GET /api/partners,
 * GET /api/partners/{id or username}). Server module `partners`; client features `catalogue` (the list)
 * and `partners` (the profile).
 */
import { z } from 'zod';
import { CATALOGUE_MAX_LIMIT, CATALOGUE_PAGE_SIZE, CATEGORY_SLUGS, DB_INT_MAX } from '../constants';
import { categorySchema } from './categories';
import { serviceSchema } from './services';

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
 * {@link CATALOGUE_MAX_LIMIT}; `offset` counts partners, from 0; the total count comes back in the
 * `X-Total-Count` header. An empty `category` or `search` means "no filter" (the client's select sends
 * '' for all); `search` is trimmed. `userId` finds the profile an account owns.
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
  limit: z.coerce.number<number | string>().int().min(1).max(CATALOGUE_MAX_LIMIT).default(CATALOGUE_PAGE_SIZE),
  offset: z.coerce.number<number | string>().int().min(0).max(1_000_000).default(0),
  userId: z.coerce.number<number | string>().int().positive().max(DB_INT_MAX).optional(),
});
/** The catalogue query as a caller may send it (the client's fetcher parameters). */
export type PartnersQueryInput = z.input<typeof partnersQuerySchema>;
/** The catalogue query after validation: defaults applied, empty filters removed (the service's input). */
export type PartnersQuery = z.output<typeof partnersQuerySchema>;

/** Path parameter of GET /api/partners/{idOrUsername}: a numeric id or a username (any case). */
export const partnerParamsSchema = z.object({ idOrUsername: z.string().min(1).max(64) });

/** A catalogue card (spec §3, Partner). `description` is sanitized HTML; `createdAt` ISO 8601. */
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

/** 200 answer of GET /api/partners: one page of cards (the total is in `X-Total-Count`). */
export const partnerListSchema = z.array(partnerSummarySchema);

/** Public partner profile: the card plus what the profile page shows (GET /api/partners/{idOrUsername}). */
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
