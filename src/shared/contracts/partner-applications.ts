/**
 * Partner applications and their review (spec §3 "Partner application", "Application status record";
 * §5 "Partner application"; PRODUCT-DECISIONS 10–12). The form schema is the client form's resolver and
 * the server's check of the multipart fields, so both refuse the same values with the same texts
 * (catalogue keys `application.*`, docs/decisions/008).
 */
import { z } from 'zod';
import type { MessageKey } from '../messages';
import { APPLICATION_STATUSES, CATEGORY_SLUGS, COMPANY_SIZES, DB_INT_MAX, UPLOAD_LIMITS_MB } from '../constants';
import { CLAIM_STATUSES } from './partner-claims';
import { searchTextSchema } from './search';
import { cleanName, optionalWebUrl } from './text-rules';

/** Username rule (spec §5): 3 to 20 English letters, digits, underscore or hyphen. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;
/** A Turkish mobile number: 10 digits starting with 5 (spec §5, §9). */
export const PHONE_LENGTH = 10;
/** Minimum length of the free texts (business description, DİP advantages, why partner; spec §5). */
export const APPLICATION_TEXT_MIN_LENGTH = 10;
/** Longest free text accepted (not in the spec: keeps a row and a mail reasonable). */
export const APPLICATION_TEXT_MAX_LENGTH = 5000;
/** Longest short field (names, company, URLs). */
export const APPLICATION_FIELD_MAX_LENGTH = 200;
/** Longest city (the partners table's editor limit). */
export const APPLICATION_CITY_MAX_LENGTH = 80;
/** First accepted founding year (spec §9: 1900 to the current year). */
export const FOUNDING_YEAR_MIN = 1900;
/** Sector experience in years (spec §5: 0 to 50). */
export const SECTOR_EXPERIENCE_MAX = 50;
/** Services parsed from a text are capped at 10 (spec §5). */
export const PARSED_SERVICES_MAX = 10;
/** Most services one application may list (beyond the spec: a bound for the server). */
export const APPLICATION_SERVICES_MAX = 30;
/** A service name's length (the `services` table's check). */
export const SERVICE_NAME_MIN_LENGTH = 2;
export const SERVICE_NAME_MAX_LENGTH = 120;
/** Most documents per application (the multipart limit is 12 files, logo and cover included). */
export const APPLICATION_DOCUMENTS_MAX = 10;
/** Longest review note. */
export const REVIEW_NOTES_MAX_LENGTH = 2000;

/** Accepted document types (spec §5: PDF, DOC, DOCX, JPG, JPEG, PNG; 10 MB each). */
export const APPLICATION_DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;
export const APPLICATION_DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
] as const;
/** Size limits of the application's files in bytes (spec §5, §9). */
export const APPLICATION_FILE_LIMITS = {
  logo: UPLOAD_LIMITS_MB.logo * 1024 * 1024,
  cover: UPLOAD_LIMITS_MB.cover * 1024 * 1024,
  document: UPLOAD_LIMITS_MB.document * 1024 * 1024,
} as const;

/**
 * The phone as it is typed (spec §5): digits only, at most 10, and a first digit other than 5
 * replaced by 5. `'0532 111'` → `'5532111'`, `'abc'` → `''`.
 */
export function normalisePhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, PHONE_LENGTH);
  if (digits === '' || digits.startsWith('5')) return digits;
  return `5${digits.slice(1)}`;
}

/** Whether `username` follows the username rule (spec §5). */
export function isValidUsername(username: string): boolean {
  return (
    username.length >= USERNAME_MIN_LENGTH && username.length <= USERNAME_MAX_LENGTH && USERNAME_PATTERN.test(username)
  );
}

/** Turkish case folding ('İ' → 'i', 'I' → 'ı'), so 'IĞDIR' and 'ığdır' compare equal. */
const fold = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr-TR');

/**
 * Adds one service name to a list (spec §5): blank names and duplicates (compared case-insensitively
 * with Turkish casing) are ignored; a name the pool already knows takes its stored spelling.
 * @param list the services chosen so far (not changed)
 * @param name the typed or picked name
 * @param known the names of the service pool (GET /api/services)
 * @returns a new list, or `list` itself when nothing was added
 */
export function mergeServices(list: readonly string[], name: string, known: readonly string[] = []): string[] {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (clean === '') return [...list];
  const key = fold(clean);
  if (list.some((s) => fold(s) === key)) return [...list];
  const stored = known.find((k) => fold(k) === key);
  return [...list, stored ?? clean];
}

/**
 * Services from a free text (one per line, or separated by commas or semicolons), merged as
 * {@link mergeServices} does and capped at {@link PARSED_SERVICES_MAX} (spec §5).
 */
export function parseServices(text: string, known: readonly string[] = []): string[] {
  let out: string[] = [];
  for (const part of text.split(/[\n,;]+/)) {
    if (out.length >= PARSED_SERVICES_MAX) break;
    out = mergeServices(out, part, known);
  }
  return out;
}

const requiredText = (min: number, key: ApplicationMessage) =>
  z
    .string({ error: key })
    .trim()
    .min(min, { error: key })
    .max(APPLICATION_FIELD_MAX_LENGTH, { error: 'partnerApplications.tooLong' });

const longText = (key: ApplicationMessage) =>
  z
    .string({ error: key })
    .trim()
    .min(APPLICATION_TEXT_MIN_LENGTH, { error: key })
    .max(APPLICATION_TEXT_MAX_LENGTH, { error: 'partnerApplications.tooLong' });

const optionalText = z
  .string()
  .trim()
  .max(APPLICATION_TEXT_MAX_LENGTH, { error: 'partnerApplications.tooLong' })
  .optional()
  .transform((v) => (v ? v : undefined));

/** A web address or empty (the shared rule: `example.com` is stored as `https://example.com`). */
const optionalUrl = optionalWebUrl({
  max: APPLICATION_FIELD_MAX_LENGTH,
  error: 'partnerApplications.invalidUrl',
  tooLong: 'partnerApplications.tooLong',
})
  .optional()
  .transform((v) => (v ? v : undefined));

/** The username (spec §5), trimmed. */
export const usernameSchema = z
  .string({ error: 'partnerApplications.usernameLength' })
  .trim()
  .min(USERNAME_MIN_LENGTH, { error: 'partnerApplications.usernameLength' })
  .max(USERNAME_MAX_LENGTH, { error: 'partnerApplications.usernameLength' })
  .regex(USERNAME_PATTERN, { error: 'partnerApplications.usernameFormat' });

const serviceNameSchema = z
  .string()
  .trim()
  .min(SERVICE_NAME_MIN_LENGTH, { error: 'partnerApplications.serviceNameLength' })
  .max(SERVICE_NAME_MAX_LENGTH, { error: 'partnerApplications.serviceNameLength' });

/**
 * The application form (spec §3 "Partner application", every rule of §5). The client's form values
 * are its input (strings, `services` a list, `kvkkAccepted` a boolean); the server builds the same
 * input from the multipart fields (`services` is sent as a JSON list). The output is what the service
 * stores: numbers for the years, `undefined` for empty optional fields.
 */
export const applicationFormSchema = z.object({
  firstName: cleanName(requiredText(2, 'partnerApplications.firstNameTooShort')),
  lastName: cleanName(requiredText(2, 'partnerApplications.lastNameTooShort')),
  email: z
    .string({ error: 'partnerApplications.invalidEmail' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'partnerApplications.invalidEmail' })
    .pipe(z.email({ error: 'partnerApplications.invalidEmail' })),
  phone: z
    .string({ error: 'partnerApplications.invalidPhone' })
    .transform(normalisePhone)
    .pipe(z.string().length(PHONE_LENGTH, { error: 'partnerApplications.invalidPhone' })),
  company: cleanName(requiredText(2, 'partnerApplications.companyTooShort')),
  contactPerson: cleanName(requiredText(2, 'partnerApplications.contactPersonTooShort')),
  city: cleanName(
    requiredText(2, 'partnerApplications.cityRequired').max(APPLICATION_CITY_MAX_LENGTH, {
      error: 'partnerApplications.tooLong',
    }),
  ),
  username: usernameSchema,
  website: optionalUrl,
  serviceCategory: z.enum(CATEGORY_SLUGS, { error: 'partnerApplications.categoryRequired' }),
  businessDescription: longText('partnerApplications.businessDescriptionTooShort'),
  companySize: z.enum(COMPANY_SIZES, { error: 'partnerApplications.companySizeRequired' }),
  foundingYear: z
    .string({ error: 'partnerApplications.foundingYearInvalid' })
    .trim()
    .regex(/^\d{4}$/, { error: 'partnerApplications.foundingYearInvalid' })
    .transform(Number)
    .refine((y) => y >= FOUNDING_YEAR_MIN && y <= new Date().getFullYear(), {
      error: 'partnerApplications.foundingYearInvalid',
    }),
  sectorExperience: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || (/^\d{1,2}$/.test(v) && Number(v) <= SECTOR_EXPERIENCE_MAX), {
      error: 'partnerApplications.sectorExperienceRange',
    })
    .transform((v) => (v ? Number(v) : undefined)),
  targetMarkets: optionalText,
  services: z
    .array(serviceNameSchema, { error: 'partnerApplications.servicesRequired' })
    .min(1, { error: 'partnerApplications.servicesRequired' })
    .max(APPLICATION_SERVICES_MAX, { error: 'partnerApplications.tooManyServices' })
    // Duplicates collapse the way the form's chips do (Turkish case-insensitive).
    .transform((list) => list.reduce<string[]>((acc, s) => mergeServices(acc, s), [])),
  dipAdvantages: longText('partnerApplications.dipAdvantagesTooShort'),
  whyPartner: longText('partnerApplications.whyPartnerTooShort'),
  references: optionalText,
  linkedinProfile: optionalUrl,
  twitterProfile: optionalUrl,
  instagramProfile: optionalUrl,
  facebookProfile: optionalUrl,
  kvkkAccepted: z.literal(true, { error: 'partnerApplications.kvkkRequired' }),
});
/** The form values as the client holds them. */
export type ApplicationFormInput = z.input<typeof applicationFormSchema>;
/** The validated application, as the service stores it. */
export type ApplicationForm = z.output<typeof applicationFormSchema>;
/** The multipart text fields of POST /api/partner-applications (everything but the files). */
export const APPLICATION_FIELDS = Object.keys(applicationFormSchema.shape) as (keyof ApplicationFormInput)[];

/** 201 answer of POST /api/partner-applications. */
export const applicationCreatedSchema = z.object({ id: z.uuid() });
export type ApplicationCreated = z.infer<typeof applicationCreatedSchema>;

/** Path parameter `{id}` of the application routes. Any string: a malformed id is simply not found. */
export const applicationParamsSchema = z.object({ id: z.string().max(100) });
/** Path parameters of the document download. */
export const applicationDocumentParamsSchema = z.object({ id: z.string().max(100), docId: z.string().max(100) });

/** Whether `id` has the shape of an application id (a UUID) — anything else is not found. */
export const isApplicationId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

const statusSchema = z.enum(APPLICATION_STATUSES);

/** The public status record (spec §3 "Application status record"; GET /api/application-status/{id}). */
export const applicationStatusRecordSchema = z.object({
  id: z.string(),
  status: statusSchema,
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewNotes: z.string().nullable(),
});
export type ApplicationStatusRecord = z.infer<typeof applicationStatusRecordSchema>;

/** The caller's latest application (GET /api/partner-applications/mine), or null. */
export const myApplicationSchema = z
  .object({
    id: z.string(),
    status: statusSchema,
    createdAt: z.string(),
    reviewedAt: z.string().nullable(),
    reviewNotes: z.string().nullable(),
  })
  .nullable();
export type MyApplication = z.infer<typeof myApplicationSchema>;

/** Query of GET /api/partner-applications/username-available. */
export const usernameAvailableQuerySchema = z.object({ username: usernameSchema });
export const usernameAvailableSchema = z.object({ available: z.boolean() });
export type UsernameAvailable = z.infer<typeof usernameAvailableSchema>;

/** Query of the admin list (GET /api/partner-applications?status=); empty or absent = every status. */
export const applicationListQuerySchema = z.object({
  status: z
    .union([statusSchema, z.literal(''), z.literal('all')])
    .optional()
    .transform((v) => (v === '' || v === 'all' ? undefined : v)),
});
export type ApplicationListQueryInput = z.input<typeof applicationListQuerySchema>;
export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

/** A row of the admin list, newest first. */
export const applicationSummarySchema = applicationStatusRecordSchema.extend({
  username: z.string(),
  serviceCategory: z.enum(CATEGORY_SLUGS),
  userId: z.number().int(),
  partnerId: z.number().int().nullable(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;
export const applicationListSchema = z.array(applicationSummarySchema);

/** A document of an application (`partner_applications.documents`). */
export const applicationDocumentSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

/** Everything of one application (GET /api/partner-applications/{id}/details, admins). */
export const applicationDetailSchema = applicationSummarySchema.extend({
  contactPerson: z.string(),
  /** Null on applications sent before the form asked for the city. */
  city: z.string().nullable(),
  website: z.string().nullable(),
  businessDescription: z.string(),
  companySize: z.enum(COMPANY_SIZES),
  foundingYear: z.number().int().nullable(),
  sectorExperience: z.number().int().nullable(),
  targetMarkets: z.string().nullable(),
  services: z.array(z.string()),
  dipAdvantages: z.string(),
  whyPartner: z.string(),
  references: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  twitterProfile: z.string().nullable(),
  instagramProfile: z.string().nullable(),
  facebookProfile: z.string().nullable(),
  /** Private file URLs (`/objects/{id}`: the applicant and admins). */
  logoUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  documents: z.array(applicationDocumentSchema),
  kvkkAcceptedAt: z.string(),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** PATCH /api/partner-applications/{id}: the review decision (only from pending). */
export const applicationReviewSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'partnerApplications.invalidDecision' }),
  notes: z
    .string()
    .trim()
    .max(REVIEW_NOTES_MAX_LENGTH, { error: 'partnerApplications.tooLong' })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ApplicationReviewInput = z.input<typeof applicationReviewSchema>;
export type ApplicationReview = z.output<typeof applicationReviewSchema>;

/** Query of GET /api/admin/partners: a search in name, username, e-mail; paging. */
export const adminPartnersQuerySchema = z.object({
  q: searchTextSchema.optional(),
  /** Only partners with an account (`claimed`) or without one (`unclaimed`; issue 21). */
  claim: z.enum(CLAIM_STATUSES).optional(),
  limit: z.coerce.number<number | string>().int().min(1).max(100).default(20),
  offset: z.coerce.number<number | string>().int().min(0).max(1_000_000).default(0),
});
export type AdminPartnersQueryInput = z.input<typeof adminPartnersQuerySchema>;
export type AdminPartnersQuery = z.output<typeof adminPartnersQuerySchema>;

/** A partner as admins see it (spec §3 Partner, admin view), hidden and passive ones included. */
export const adminPartnerSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  username: z.string(),
  companyName: z.string(),
  logo: z.string().nullable(),
  serviceCategory: z.enum(CATEGORY_SLUGS),
  contactPerson: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  isActive: z.boolean(),
  isApproved: z.boolean(),
  createdAt: z.string(),
  /** When the newest claim link was mailed, for a partner without an account (issue 21); else null. */
  claimLinkSentAt: z.string().nullable(),
  /**
   * The last valid day (`YYYY-MM-DD`) of the registry documents while the partner is verified now
   * (issue 21, docs/decisions/028); null when it is not (never verified, or expired).
   */
  verifiedUntil: z.string().nullable(),
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;
export const adminPartnerListSchema = z.object({ items: z.array(adminPartnerSchema), total: z.number().int() });
export type AdminPartnerList = z.infer<typeof adminPartnerListSchema>;
export const adminPartnerParamsSchema = z.object({
  partnerId: z.coerce.number<number | string>().int().positive().max(DB_INT_MAX),
});
/** PATCH /api/admin/partners/{id}: active (in the catalogue) or passive. */
export const adminPartnerUpdateSchema = z.object({ isActive: z.boolean() });
export type AdminPartnerUpdate = z.infer<typeof adminPartnerUpdateSchema>;

/** Overview counters of the admin dashboard. */
export const adminOverviewSchema = z.object({
  pendingApplications: z.number().int(),
  activePartners: z.number().int(),
  totalPartners: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

type ApplicationMessage = Extract<MessageKey, `partnerApplications.${string}`>;
