/**
 * The partner catalogue and public profiles (spec §3 Partner; §7 GET /api/partners,
 * GET /api/partners/{id or username}). Server module `partners`; client features `catalogue` (the list)
 * and `partners` (the profile).
 */
import { z } from 'zod';
import {
  CATALOGUE_MAX_LIMIT,
  CATALOGUE_MIN_RATINGS,
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_SORTS,
  CATEGORY_SLUGS,
  COMPANY_SIZES,
  DB_INT_MAX,
} from '../constants';
import { COUNTRY_CODES, isCountryCode, normaliseMarkets } from '../countries';
import { isProfileLanguage, PROFILE_LANGUAGES_MAX, sortProfileLanguages } from '../languages';
import { capabilityFacetSchema, capabilityFilterSchema, capabilityValuesSchema } from './capabilities';
import { categorySchema } from './categories';
import { ibanSchema } from '../iban';
import { wordSearchSchema } from './search';
import { serviceSchema } from './services';
import { normaliseTradeCodes } from '../trade-codes';
import { cleanName, optionalWebUrl } from './text-rules';

/**
 * A search term as the catalogue's SQL search (`f_search_query`, docs/decisions/001) can take it:
 * compatibility forms folded (NFKC: `½` → `1⁄2`, `Ⅻ` → `XII`, `ﬁ` → `fi`) and every non-ASCII
 * character that is not a letter or a digit — symbols, marks, modifier letters such as the `ʼ` of
 * `ŉ` — made a space. The search splits words at those anyway; this keeps characters whose unaccented
 * form is punctuation from reaching it. ASCII punctuation stays (the search handles it, and a term of
 * punctuation only still matches nothing). Trade codes are then written as the one token the partner's
 * document holds for them ({@link normaliseTradeCodes}: `EUR.1`, `EUR 1`, `EUR-1` → `eur1`; `A.TR` →
 * `atr`; `8471.30` → `847130`; issue 21). Empty when only spaces are left.
 */
export function searchableTerm(term: string): string {
  return normaliseTradeCodes(
    term
      .normalize('NFKC')
      .replace(/[^\p{L}\p{N}\x20-\x7e]|[\p{Lm}\p{Nl}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/**
 * An optional query parameter in which '' means "not set" (a form's empty select sends '').
 * @param error the message key of any other invalid value (a union would otherwise say only "invalid").
 */
function optionalParam<T extends z.ZodType>(schema: T, error: string) {
  return z
    .union([z.literal(''), schema], { error })
    .optional()
    .transform((v) => (v === '' ? undefined : (v as z.output<T> | undefined)));
}

/**
 * The catalogue's filters (issue 21), shared by GET /api/partners and GET /api/partners/facets; each
 * absent or '' means "any", and all given ones must hold together (AND), with `category` and `search`:
 * - `city`: compared folded (Turkish case and accents: `istanbul`, `İSTANBUL`, `Istanbul` are one
 *   city); normalised like a search, at most 80 characters (`validation.invalidCity`).
 * - `market`: an ISO 3166-1 alpha-2 code, any case (`validation.invalidMarket`): partners whose
 *   served countries (`markets`) include it. Those were parsed from the free text where partners had
 *   typed them ('Almanya', 'Germany', 'ABD'; shared/countries.ts parseMarkets); regions ('Avrupa
 *   Birliği', 'Körfez ülkeleri') name no country and match none.
 * - `service`: a service id of the pool (services have no slug); an id no partner offers lists none.
 * - `size`: one of COMPANY_SIZES (`validation.invalidCompanySize`).
 * - `minRating`: 1–5 in steps of 0.5 (`validation.ratingRange`) on the average of the visible
 *   reviews (rating_sum / review_count); partners without reviews never match.
 * - `language`: an ISO 639-1 code of PROFILE_LANGUAGES (shared/languages.ts), any case
 *   (`validation.invalidLanguage`): partners whose team speaks it (`partners.languages`).
 * - `capability`: `<fieldKey>:<optionKey>`, repeatable (shared/contracts/capabilities.ts,
 *   `capabilityFilterSchema`; `capabilities.invalidFilter`): options of one field are alternatives,
 *   fields must all hold. Meant with the category whose fields they are (docs/decisions/027).
 * `market` reads the parsed column `partners.markets` since migration 0019 (docs/decisions/026).
 * - `verified`: `true` lists only partners verified now (their tax certificate and trade registry
 *   gazette verified by an admin and unexpired; docs/decisions/028); `false` or '' means any
 *   (`partnerVerification.invalidVerifiedFilter`).
 */
export const catalogueFiltersSchema = z.object({
  category: z
    .union([z.enum(CATEGORY_SLUGS), z.literal('all'), z.literal('')])
    .optional()
    .transform((v) => (v === '' || v === 'all' ? undefined : v)),
  search: wordSearchSchema(searchableTerm).optional(),
  city: optionalParam(
    z
      .string()
      .transform((v) => v.normalize('NFKC').replace(/\s+/g, ' ').trim())
      .refine((v) => v.length <= 80, { error: 'validation.invalidCity' }),
    'validation.invalidCity',
  )
    .transform((v) => v || undefined)
    .optional(),
  market: optionalParam(
    z
      .string()
      .transform((v) => v.trim().toUpperCase())
      .refine(isCountryCode, { error: 'validation.invalidMarket' }),
    'validation.invalidMarket',
  ).optional(),
  service: optionalParam(
    z.coerce
      .number<number | string>({ error: 'validation.invalidService' })
      .int({ error: 'validation.invalidService' })
      .positive({ error: 'validation.invalidService' })
      .max(DB_INT_MAX, { error: 'validation.invalidService' }),
    'validation.invalidService',
  ).optional(),
  size: optionalParam(z.enum(COMPANY_SIZES), 'validation.invalidCompanySize').optional(),
  minRating: optionalParam(
    z.coerce
      .number<number | string>({ error: 'validation.ratingRange' })
      .min(1, { error: 'validation.ratingRange' })
      .max(5, { error: 'validation.ratingRange' })
      .multipleOf(0.5, { error: 'validation.ratingRange' }),
    'validation.ratingRange',
  ).optional(),
  language: optionalParam(
    z
      .string()
      .transform((v) => v.trim().toLowerCase())
      .refine(isProfileLanguage, { error: 'validation.invalidLanguage' }),
    'validation.invalidLanguage',
  ).optional(),
  capability: capabilityFilterSchema.optional(),
  // A query string carries 'true'/'false'; a caller building a query (the client) may pass a boolean.
  verified: optionalParam(
    z.union([z.boolean(), z.enum(['true', 'false'])], { error: 'partnerVerification.invalidVerifiedFilter' }),
    'partnerVerification.invalidVerifiedFilter',
  )
    .transform((v) => (v === true || v === 'true' ? true : undefined))
    .optional(),
});

/**
 * Query of GET /api/partners (spec §7; issue 21). The filters of {@link catalogueFiltersSchema};
 * `sort` one of CATALOGUE_SORTS (absent: `relevance`, the catalogue's order before issue 21;
 * `validation.invalidSort`); `limit` defaults to {@link CATALOGUE_PAGE_SIZE} and is at most
 * {@link CATALOGUE_MAX_LIMIT}; `offset` counts partners, from 0; the total count comes back in the
 * `X-Total-Count` header. An empty `category` or `search` means "no filter" (the client's select sends
 * '' for all); `search` is normalised, then bounded to 200 characters and 10 words (400 beyond:
 * shared/contracts/search.ts, issue 18) and made searchable ({@link searchableTerm}). `userId` finds the
 * profile an account owns.
 */
export const partnersQuerySchema = catalogueFiltersSchema.extend({
  // Absent in the output means `relevance` too, so callers that build a query need not name it.
  sort: optionalParam(z.enum(CATALOGUE_SORTS), 'validation.invalidSort').optional(),
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
  /**
   * The English short description (issue 21), or null. Which one a reader sees: the English site
   * shows this when present, else the Turkish one marked as Turkish; the Turkish site the reverse
   * (shared/profile-text.ts, docs/decisions/026).
   */
  shortDescriptionEn: z.string().nullable(),
  description: z.string().nullable(),
  dipAdvantages: z.string().nullable(),
  /** Languages the team speaks: ISO 639-1 codes of PROFILE_LANGUAGES, in that order (issue 21). */
  languages: z.array(z.string()),
  followersCount: z.number().int(),
  profileViews: z.number().int(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  createdAt: z.string(),
  // Trust figures (issue 9; docs/decisions/013-quotes.md): null until there is data, optional until
  // every route that answers a card sends them. The card and the profile show nothing without them.
  /** Average of the visible reviews, one decimal. */
  ratingAverage: z.number().min(1).max(5).nullable().optional(),
  /** Visible reviews. */
  reviewCount: z.number().int().min(0).nullable().optional(),
  /** Median hours from a request to its first answer over the last 90 days. */
  responseTimeHours: z.number().min(0).nullable().optional(),
  /** (total − pending) / total × 100, one decimal (spec §4). */
  responseRate: z.number().min(0).max(100).nullable().optional(),
  /** The category's capability values (issue 21): field key → option keys or tags; the card shows its `showOnCard` fields. */
  capabilities: capabilityValuesSchema.optional(),
  /**
   * Issue 21 "Verified" (docs/decisions/028): while the partner is verified, the last day (`YYYY-MM-DD`,
   * Europe/Istanbul) its required registry documents are valid; null when it is not verified.
   */
  verifiedUntil: z.string().nullable().optional(),
});
export type PartnerSummary = z.infer<typeof partnerSummarySchema>;

/** 200 answer of GET /api/partners: one page of cards (the total is in `X-Total-Count`). */
export const partnerListSchema = z.array(partnerSummarySchema);

/** Query of GET /api/partners/facets: the catalogue's filters (no sort, no paging). */
export const partnerFacetsQuerySchema = catalogueFiltersSchema;
export type PartnerFacetsQuery = z.output<typeof partnerFacetsQuerySchema>;
/** The filters of the catalogue that have facets, in the order the filter panel shows them. */
export const FACET_FILTERS = [
  'category',
  'city',
  'market',
  'language',
  'service',
  'size',
  'minRating',
  'verified',
] as const;
export type FacetFilter = (typeof FACET_FILTERS)[number];

const facetCount = z.number().int().min(0);

/**
 * 200 answer of GET /api/partners/facets (issue 21, Algolia/Typesense "disjunctive" facets): for each
 * filter, how many listed partners each of its values would give with ALL THE OTHER filters of the
 * query applied (its own left out), so the panel can show "İzmir (3)" next to a chosen "Ankara".
 * `total` is the count with every filter (equal to GET /api/partners's X-Total-Count).
 * - `category`: all 16 categories in the spec's order, zero counts included.
 * - `size`: all COMPANY_SIZES in order, zero counts included.
 * - `minRating`: CATALOGUE_MIN_RATINGS in order ("4.5 and above" …), zero counts included.
 * - `verified`: how many partners are verified now (the count `verified=true` would give).
 * - `city`: cities with at least one partner, most partners first, then by name; `value` is the
 *   spelling most partners of that city use (send it back as `city`). A chosen city with no partner
 *   left comes back with count 0.
 * - `market`: ISO codes served by at least one partner (`markets`), most first, then by code; a
 *   chosen one with no partner comes back with count 0. The client names them (Intl.DisplayNames).
 * - `language`: ISO 639-1 codes spoken by at least one partner, most first, then by code; a chosen
 *   one with no partner comes back with count 0. The client names them (Intl.DisplayNames).
 * - `service`: services offered by at least one partner, most first, then by name; `name` as stored.
 *   A chosen one with no partner comes back with count 0 (and its name).
 * - `capability`: with a `category`, one entry per filterable field of that category, in the
 *   definition's order, each with all its options (definition order, zero counts included); `[]`
 *   without a category. The client labels them from GET /api/capabilities.
 */
export const partnerFacetsSchema = z.object({
  total: facetCount,
  category: z.array(z.object({ value: z.enum(CATEGORY_SLUGS), count: facetCount })),
  city: z.array(z.object({ value: z.string(), count: facetCount })),
  market: z.array(z.object({ value: z.string().length(2), count: facetCount })),
  language: z.array(z.object({ value: z.string().length(2), count: facetCount })),
  service: z.array(z.object({ value: z.number().int(), name: z.string(), count: facetCount })),
  size: z.array(z.object({ value: z.enum(COMPANY_SIZES), count: facetCount })),
  minRating: z.array(z.object({ value: z.number(), count: facetCount })),
  capability: z.array(capabilityFacetSchema),
  verified: facetCount,
});
export type PartnerFacets = z.infer<typeof partnerFacetsSchema>;
/** The minimum ratings offered as filters, for the client (re-exported beside the facets shape). */
export const MIN_RATING_OPTIONS = CATALOGUE_MIN_RATINGS;

/** Public partner profile: the card plus what the profile page shows (GET /api/partners/{idOrUsername}). */
export const partnerDetailSchema = partnerSummarySchema.extend({
  website: z.string().nullable(),
  companySize: z.string().nullable(),
  foundingYear: z.number().int().nullable(),
  sectorExperience: z.number().int().nullable(),
  /**
   * Served countries as free text (spec §3), kept for clients that read it: since issue 21 it is the
   * Turkish names of `markets` when those were picked, or the partner's older text (docs/decisions/026).
   */
  targetMarkets: z.string().nullable(),
  /** Served countries (issue 21): ISO 3166-1 alpha-2 codes, sorted; the client names them. */
  markets: z.array(z.string()),
  /** The English description (sanitized HTML) or null; shown as `shortDescriptionEn` is. */
  descriptionEn: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  twitterProfile: z.string().nullable(),
  instagramProfile: z.string().nullable(),
  facebookProfile: z.string().nullable(),
  services: z.array(serviceSchema),
  category: categorySchema,
});
export type PartnerDetail = z.infer<typeof partnerDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Issue 8: the owner's editor, follows, services of a profile, the one username change
// ---------------------------------------------------------------------------------------------

/** A partner username (spec §3 Partner; the same rule as the application's): 3–20 of `A-Z a-z 0-9 _ -`. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,20}$/;

/** A username as typed: trimmed, then {@link USERNAME_PATTERN} (message key `partners.invalidUsername`). */
export const usernameSchema = z
  .string({ error: 'partners.invalidUsername' })
  .trim()
  .regex(USERNAME_PATTERN, { error: 'partners.invalidUsername' });

/** Longest stored rich description (sanitized HTML), in characters. */
export const DESCRIPTION_MAX_LENGTH = 20_000;
/** Longest short description (spec §3: the card's one-liner), in characters. */
export const SHORT_DESCRIPTION_MAX_LENGTH = 300;
/** Longest DİP advantages text, in characters. */
export const DIP_ADVANTAGES_MAX_LENGTH = 2_000;

/** An optional text field: trimmed, '' and null both mean "clear it" (stored as null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v ? v : null));

/**
 * A web address or nothing (message key `partners.invalidUrl`; the shared rule: `example.com` is stored
 * as `https://example.com`); '' and null clear the field.
 */
const optionalUrl = optionalWebUrl({ max: 500, error: 'partners.invalidUrl' })
  .nullable()
  .transform((v) => (v ? v : null));

/**
 * An image of the profile: the path of a public stored file (`/public-objects/{fileName}`, spec §9);
 * the server also checks the file was uploaded by the caller or an admin. null removes the image.
 */
const imagePath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/public-objects\/[A-Za-z0-9._-]+$/, { error: 'partners.invalidImage' })
  .nullable();

/**
 * Body of PATCH /api/partners/{id} (owner or admin): any of the editable fields; absent fields stay.
 * `description` and `descriptionEn` are rich HTML that the server sanitizes (src/server/lib/sanitize.ts);
 * `username` may change once (the old one redirects). At least one field.
 */
export const partnerUpdateSchema = z
  .object({
    companyName: cleanName(z.string().trim().min(2).max(120)),
    logo: imagePath,
    coverImage: imagePath,
    description: z.string().max(DESCRIPTION_MAX_LENGTH).nullable(),
    shortDescription: optionalText(SHORT_DESCRIPTION_MAX_LENGTH),
    /** English texts (issue 21): the same rules as the Turkish ones (the description is sanitized alike). */
    descriptionEn: z.string().max(DESCRIPTION_MAX_LENGTH).nullable(),
    shortDescriptionEn: optionalText(SHORT_DESCRIPTION_MAX_LENGTH),
    /** Languages spoken: codes of PROFILE_LANGUAGES (any case, duplicates dropped); [] clears them. */
    languages: z
      .array(z.string({ error: 'partners.invalidLanguages' }).trim().toLowerCase(), {
        error: 'partners.invalidLanguages',
      })
      .max(PROFILE_LANGUAGES_MAX * 2, { error: 'partners.invalidLanguages' })
      .refine((codes) => codes.every(isProfileLanguage), { error: 'partners.invalidLanguages' })
      .transform(sortProfileLanguages),
    /**
     * Served countries: ISO 3166-1 alpha-2 codes (any case, duplicates dropped); [] clears them. When
     * sent, `targetMarkets` becomes their Turkish names (docs/decisions/026).
     */
    markets: z
      .array(z.string({ error: 'partners.invalidMarkets' }).trim().toUpperCase(), { error: 'partners.invalidMarkets' })
      .max(COUNTRY_CODES.length, { error: 'partners.invalidMarkets' })
      .refine((codes) => codes.every(isCountryCode), { error: 'partners.invalidMarkets' })
      .transform(normaliseMarkets),
    dipAdvantages: optionalText(DIP_ADVANTAGES_MAX_LENGTH),
    website: optionalUrl,
    companySize: z.enum(COMPANY_SIZES).nullable(),
    foundingYear: z.number().int().min(1800).max(new Date().getFullYear()).nullable(),
    sectorExperience: z.number().int().min(0).max(50).nullable(),
    /** The older free-text form; when sent without `markets`, the server parses it into `markets`. */
    targetMarkets: optionalText(500),
    contactPerson: cleanName(optionalText(120)),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .nullable()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || z.email().safeParse(v).success, { error: 'partners.invalidEmail' }),
    phone: optionalText(30).refine((v) => v === null || /^\+?[0-9 ()-]{7,30}$/.test(v), {
      error: 'partners.invalidPhone',
    }),
    city: cleanName(optionalText(80)),
    country: cleanName(optionalText(80)),
    linkedinProfile: optionalUrl,
    twitterProfile: optionalUrl,
    instagramProfile: optionalUrl,
    facebookProfile: optionalUrl,
    username: usernameSchema,
    /** The account payments are requested to (issue 20): a TR IBAN, stored without spaces; null removes it. */
    iban: ibanSchema,
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'partners.nothingToUpdate' });
/** The PATCH body as the editor sends it. */
export type PartnerUpdateInput = z.input<typeof partnerUpdateSchema>;
/** The PATCH body after validation (texts trimmed, '' made null), as the service receives it. */
export type PartnerUpdate = z.output<typeof partnerUpdateSchema>;

/** Path parameter `{id}` of the partner write routes: a numeric partner id. */
export const partnerIdParamsSchema = z.object({
  id: z.coerce.number<number | string>().int().positive().max(DB_INT_MAX),
});

/**
 * What the owner and admins see besides the public profile (GET /api/partners/me and the editor):
 * contact details, the activity flags and whether the one username change is still available.
 */
export const partnerOwnDetailSchema = partnerDetailSchema.extend({
  contactPerson: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The partner's IBAN (electronic format): the owner and admins only, never the public profile. */
  iban: z.string().nullable(),
  isActive: z.boolean(),
  isApproved: z.boolean(),
  /** ISO 8601 time of the one username change, or null while it is still available. */
  usernameChangedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type PartnerOwnDetail = z.infer<typeof partnerOwnDetailSchema>;

/**
 * 200 answer of GET /api/partners/{idOrUsername}: the public profile; for the owner and admins also
 * the owner's fields (`canEdit: true`). `canonicalUsername` differs from the request when an old
 * username was used, so the client replaces its URL.
 */
export const partnerProfileResponseSchema = partnerDetailSchema.extend({
  canEdit: z.boolean(),
  /**
   * Whether a visitor may send it an inquiry (issue 22; docs/decisions/042): listed, and someone reads
   * it (an account, or an unclaimed listing's own address). Optional so contract-shaped test data
   * written before it need not carry it; the server always sends it.
   */
  acceptsInquiries: z.boolean().optional(),
  contactPerson: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  /** Owner and admins only (issue 20): the IBAN payments are requested to, electronic format. */
  iban: z.string().nullable().optional(),
  isActive: z.boolean().optional(),
  isApproved: z.boolean().optional(),
  usernameChangedAt: z.string().nullable().optional(),
});
export type PartnerProfileResponse = z.infer<typeof partnerProfileResponseSchema>;

/** 200 answer of GET /api/partners/{id}/following. */
export const followingStatusSchema = z.object({ isFollowing: z.boolean() });
export type FollowingStatus = z.infer<typeof followingStatusSchema>;

/** 200 answer of POST and DELETE /api/partners/{id}/follow: the state after the call and the exact count. */
export const followResultSchema = z.object({ isFollowing: z.boolean(), followersCount: z.number().int() });
export type FollowResult = z.infer<typeof followResultSchema>;

/** One follower of a partner (GET /api/partners/{id}/followers; owner and admins). `followedAt` ISO 8601. */
export const followerSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  profileImage: z.string().nullable(),
  company: z.string().nullable(),
  followedAt: z.string(),
});
export type Follower = z.infer<typeof followerSchema>;
export const followerListSchema = z.array(followerSchema);

/** A followed partner (GET /api/user/followed-partners): the card plus when the user followed it. */
export const followedPartnerSchema = partnerSummarySchema.extend({ followedAt: z.string() });
export type FollowedPartner = z.infer<typeof followedPartnerSchema>;
export const followedPartnerListSchema = z.array(followedPartnerSchema);

/** Path parameter of DELETE /api/user/follow/{partnerId}. */
export const partnerIdOnlyParamsSchema = z.object({
  partnerId: z.coerce.number<number | string>().int().positive().max(DB_INT_MAX),
});

/** Path parameters of DELETE /api/partners/{id}/services/{serviceId}. */
export const partnerServiceParamsSchema = partnerIdParamsSchema.extend({
  serviceId: z.coerce.number<number | string>().int().positive().max(DB_INT_MAX),
});

/** Body of POST /api/partners/{id}/services: a service of the pool (POST /api/services creates one). */
export const addPartnerServiceSchema = z.object({
  serviceId: z.number().int().positive().max(DB_INT_MAX),
});
export type AddPartnerServiceInput = z.input<typeof addPartnerServiceSchema>;

/** A plain `{ success: true }` answer. */
export const successSchema = z.object({ success: z.literal(true) });
