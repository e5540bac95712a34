/**
 * Claimable listings (issue 21 "Claimable listings"; docs/decisions/029-claimable-listings.md): a
 * partner without an account (`userId` null, "unclaimed") is mailed a single-use, expiring link
 * `/claim/{token}` when a quote request reaches it; the firm signs in or registers and claims the
 * listing. Admins create such listings one by one or import them from CSV, see each partner's claim
 * status and (re)send a claim link.
 *
 * - `GET  /api/claim/{token}`: what the link claims (public; 404/409/410 when it cannot be used).
 * - `POST /api/claim/{token}`: the signed-in caller becomes the partner's user.
 * - `POST /api/admin/partners`: an admin creates one listing.
 * - `POST /api/admin/partners/import?dryRun=true|false`: CSV text body (`text/csv`), header row
 *   {@link LISTING_CSV_COLUMNS}; the dry run answers per-row errors and what would be created.
 * - `POST /api/admin/partners/{partnerId}/claim-link`: an admin (re)sends the claim link.
 * - `POST /api/claim-links` `{partnerId}`: anyone asks for a listing's claim link, mailed only to the
 *   listing's own address ("Bu firma sizin mi?" on the profile).
 */
import { z } from 'zod';
import type { MessageKey } from '../messages';
import { CATEGORY_SLUGS, DB_INT_MAX } from '../constants';
import { serviceNeededPartsSchema } from '../service-needed';
import { cleanName, optionalWebUrl } from './text-rules';

/** How long a claim link stays valid (decision 029: two weeks covers a firm's slow mailbox and a holiday). */
export const CLAIM_LINK_TTL_DAYS = 14;
/** An admin may send a partner's claim link again only after this many minutes (decision 029). */
export const CLAIM_LINK_RESEND_MINUTES = 10;
/** A listing's own claim-link request is granted once per this many hours (decision 029). */
export const CLAIM_LINK_SELF_REQUEST_HOURS = 24;
/** Most rows one CSV import takes (a bound for one transaction and one answer). */
export const LISTING_IMPORT_MAX_ROWS = 1000;
/** Largest CSV body accepted, in bytes (1000 rows of generous listings). */
export const LISTING_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** The CSV columns of a listing import, in the template's order (`companyName`, `serviceCategory`, `city`, `email` required). */
export const LISTING_CSV_COLUMNS = [
  'companyName',
  'serviceCategory',
  'city',
  'email',
  'phone',
  'website',
  'contactPerson',
  'shortDescription',
] as const;
export type ListingCsvColumn = (typeof LISTING_CSV_COLUMNS)[number];

/** A claim link's token as it appears in the URL (43 base64url characters; anything else is unknown). */
export const claimTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** GET /api/claim/{token}: the listing the link claims and the request it announced. */
export const claimInfoSchema = z.object({
  partner: z.object({
    id: z.number().int(),
    username: z.string(),
    companyName: z.string(),
    serviceCategory: z.enum(CATEGORY_SLUGS),
    city: z.string().nullable(),
    logo: z.string().nullable(),
    shortDescription: z.string().nullable(),
  }),
  /** The quote request the mail announced, when a request sent it. */
  request: z
    .object({
      id: z.number().int(),
      serviceNeeded: z.string(),
      /** `serviceNeeded` as data, written in the reader's language by the client (docs/decisions/038). */
      serviceNeededParts: serviceNeededPartsSchema.optional(),
      companyName: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
  expiresAt: z.string(),
});
export type ClaimInfo = z.infer<typeof claimInfoSchema>;

/** POST /api/claim/{token}: the claimed partner and the page to continue on (the request, or the dashboard). */
export const claimResultSchema = z.object({
  partnerId: z.number().int(),
  username: z.string(),
  redirectTo: z.string(),
});
export type ClaimResult = z.infer<typeof claimResultSchema>;

type ClaimMessage = Extract<MessageKey, `partnerClaims.${string}`>;

const requiredText = (min: number, max: number, key: ClaimMessage) =>
  cleanName(z.string({ error: key }).trim().min(min, { error: key }).max(max, { error: 'partnerClaims.tooLong' }));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'partnerClaims.tooLong' })
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * One listing as an admin enters it, or as one CSV row reads (every cell a string; empty = none).
 * The username is generated from the company name (the service's `usernameFor`). Optional fields take
 * '', null or nothing, so the validated output is a valid input again (the form sends it as it is).
 */
export const adminListingSchema = z.object({
  companyName: requiredText(2, 200, 'partnerClaims.companyNameRequired'),
  serviceCategory: z.enum(CATEGORY_SLUGS, { error: 'partnerClaims.categoryInvalid' }),
  city: requiredText(2, 80, 'partnerClaims.cityRequired'),
  // The claim link goes to this address: without one the listing could never be claimed.
  email: z
    .string({ error: 'partnerClaims.emailInvalid' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'partnerClaims.emailInvalid' })
    .pipe(z.email({ error: 'partnerClaims.emailInvalid' })),
  phone: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v.replace(/\s+/g, ' ') : null))
    .refine((v) => v === null || /^\+?[0-9 ()-]{7,20}$/.test(v), { error: 'partnerClaims.phoneInvalid' }),
  website: optionalWebUrl({ max: 200, error: 'partnerClaims.websiteInvalid', tooLong: 'partnerClaims.tooLong' })
    .nullish()
    .transform((v) => (v ? v : null)),
  contactPerson: cleanName(optionalText(200)),
  shortDescription: optionalText(300),
});
export type AdminListingInput = z.input<typeof adminListingSchema>;
export type AdminListing = z.output<typeof adminListingSchema>;

/** POST /api/admin/partners: the new listing (it appears in the admin list as unclaimed). */
export const createdListingSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  companyName: z.string(),
});
export type CreatedListing = z.infer<typeof createdListingSchema>;

/** `?dryRun=true` checks and reports without writing; the "dry run first". */
export const listingImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

/** One problem of one CSV row: the data row's number (1 = first row under the header), the column, the text. */
export const listingImportErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ListingImportError = z.infer<typeof listingImportErrorSchema>;

/** The import's answer: per-row errors (nothing written when there are any), and the listings (to be) created. */
export const listingImportResultSchema = z.object({
  dryRun: z.boolean(),
  /** Data rows read (header excluded). */
  rows: z.number().int(),
  errors: z.array(listingImportErrorSchema),
  /** The listings the import creates (dry run) or created, with their generated usernames. */
  created: z.array(
    z.object({
      row: z.number().int(),
      companyName: z.string(),
      username: z.string(),
      city: z.string(),
      email: z.string(),
      /** Set when written (not on a dry run). */
      partnerId: z.number().int().nullable(),
    }),
  ),
});
export type ListingImportResult = z.infer<typeof listingImportResultSchema>;

/** POST /api/admin/partners/{partnerId}/claim-link: when the link was mailed, and to whom. */
export const claimLinkSentSchema = z.object({ sentAt: z.string(), email: z.string() });
export type ClaimLinkSent = z.infer<typeof claimLinkSentSchema>;

/** POST /api/claim-links: the listing whose claim link is asked for. */
export const claimLinkRequestSchema = z.object({
  partnerId: z.number({ error: 'partners.notFound' }).int().positive().max(DB_INT_MAX),
});
export type ClaimLinkRequest = z.infer<typeof claimLinkRequestSchema>;
/** Its answer: where the link went, masked (`i•••@firma.example.com`: the listing's address is not public). */
export const claimLinkRequestedSchema = z.object({ email: z.string() });
export type ClaimLinkRequested = z.infer<typeof claimLinkRequestedSchema>;

/** Claim status filter of the admin partner list. */
export const CLAIM_STATUSES = ['claimed', 'unclaimed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
