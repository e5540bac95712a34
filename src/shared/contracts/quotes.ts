/**
 * Quote requests, priced quote responses and the admin quote desk (spec §3 "Quote request payload",
 * "Quote request (admin list)"; §4 quote request status; §5 "Quote form"; §7; §8; PRODUCT-DECISIONS 15;
 * issue 9; docs/decisions/013-quotes.md). One schema for both sides: the client's form resolvers and
 * fetchers and the server's routes import these. Money: integers in the currency's minor unit
 * (`shared/money.ts`). Dates: ISO 8601 strings; calendar days `YYYY-MM-DD`.
 */
import { z } from 'zod';
import {
  BUDGET_OPTIONS,
  CURRENCIES,
  DB_INT_MAX,
  QUOTE_RESPONSE_STATUSES,
  QUOTE_STATUSES,
  WORK_TYPES,
} from '../constants';
import type { MessageKey } from '../messages';
import { serviceNeededPartsSchema } from '../service-needed';
import { adminPartnerQuoteSchema } from './partner-stats';
import { isTotalWithinLimit, isValidQuantity, QUANTITY_MAX, UNIT_PRICE_MAX } from '../money';
import { cleanName } from './text-rules';
import { istanbulToday } from '../calendar';

type QuoteMessage = Extract<MessageKey, `quotes.${string}`>;

/** Most other partners one form may also reach (issue 9: "up to four more"). */
export const QUOTE_EXTRA_PARTNERS_MAX = 4;
/** Quote requests one user may send per hour, counted per partner reached (issue 9). */
export const QUOTE_REQUESTS_PER_HOUR = 20;
/** Default VAT rate of an answer, in percent (PRODUCT-DECISIONS 15). */
export const QUOTE_DEFAULT_VAT_RATE = 20;
/** Days an answer stays valid by default (PRODUCT-DECISIONS 15). */
export const QUOTE_DEFAULT_VALIDITY_DAYS = 30;
/** Most line items of one answer. */
export const QUOTE_ITEMS_MAX = 50;
/** Length limits (not in the spec: keep rows, mails and PDFs reasonable). */
export const QUOTE_FIELD_MAX_LENGTH = 200;
export const QUOTE_TEXT_MAX_LENGTH = 5000;
/** Quote requests per page of the partner's and the admin's tables. */
export const QUOTE_PAGE_SIZE = 20;
/** Longest message of a buyer's revision request, in characters after trimming (issue 20). */
export const QUOTE_REVISION_MESSAGE_MAX_LENGTH = 2000;

const id = z.coerce.number().int().positive().max(DB_INT_MAX);
/** Path parameter `{id}` of the quote routes. */
export const quoteIdParamsSchema = z.object({ id });
/** A calendar day, `YYYY-MM-DD`. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'quotes.invalidDate' satisfies QuoteMessage });

const required = (key: QuoteMessage, max = QUOTE_FIELD_MAX_LENGTH) =>
  z
    .string({ error: key })
    .trim()
    .min(1, { error: key })
    .max(max, { error: 'quotes.tooLong' satisfies QuoteMessage });

const optionalText = (max = QUOTE_TEXT_MAX_LENGTH) =>
  z
    .string()
    .trim()
    .max(max, { error: 'quotes.tooLong' satisfies QuoteMessage })
    .optional()
    .transform((v) => (v ? v : undefined));

const email = z
  .string({ error: 'quotes.invalidEmail' satisfies QuoteMessage })
  .trim()
  .toLowerCase()
  .max(254, { error: 'quotes.invalidEmail' satisfies QuoteMessage })
  .pipe(z.email({ error: 'quotes.invalidEmail' satisfies QuoteMessage }));

/**
 * The quote dialog's form (spec §5 "Quote form"): the client's resolver. `partnerServices` says
 * whether the partner lists services: then at least one must be ticked ('En az bir hizmet seçiniz'),
 * otherwise a description is required ('Hizmet açıklaması zorunludur'). Project dates, when given,
 * are not before today and the end not before the start.
 */
export function quoteFormSchema(opts: { partnerHasServices: boolean; today?: string }) {
  const today = opts.today ?? istanbulToday();
  return z
    .object({
      firstName: cleanName(required('quotes.firstNameRequired')),
      lastName: cleanName(required('quotes.lastNameRequired')),
      email,
      phone: required('quotes.phoneRequired', 30),
      company: cleanName(required('quotes.companyRequired')),
      budget: z.enum(BUDGET_OPTIONS).optional(),
      workType: z.enum(WORK_TYPES),
      projectStartDate: z.union([z.literal(''), day]).optional(),
      projectEndDate: z.union([z.literal(''), day]).optional(),
      services: z.array(z.string().trim().min(1).max(QUOTE_FIELD_MAX_LENGTH)).max(50),
      serviceDescription: optionalText(),
      message: optionalText(),
      kvkkConsent: z.boolean().refine((v) => v, { error: 'quotes.kvkkRequired' satisfies QuoteMessage }),
      additionalPartnerIds: z.array(id).max(QUOTE_EXTRA_PARTNERS_MAX).default([]),
    })
    .superRefine((v, ctx) => {
      if (opts.partnerHasServices && v.services.length === 0)
        ctx.addIssue({ code: 'custom', path: ['services'], message: 'quotes.servicesRequired' satisfies QuoteMessage });
      if (!opts.partnerHasServices && !v.serviceDescription)
        ctx.addIssue({
          code: 'custom',
          path: ['serviceDescription'],
          message: 'quotes.serviceDescriptionRequired' satisfies QuoteMessage,
        });
      if (v.workType === 'project') {
        for (const key of ['projectStartDate', 'projectEndDate'] as const) {
          const d = v[key];
          if (d && d < today)
            ctx.addIssue({ code: 'custom', path: [key], message: 'quotes.dateBeforeToday' satisfies QuoteMessage });
        }
        if (v.projectStartDate && v.projectEndDate && v.projectEndDate < v.projectStartDate)
          ctx.addIssue({
            code: 'custom',
            path: ['projectEndDate'],
            message: 'quotes.endBeforeStart' satisfies QuoteMessage,
          });
      }
    });
}
export type QuoteFormValues = z.input<ReturnType<typeof quoteFormSchema>>;

/**
 * Body of POST /api/quote-requests (spec §3 payload, issue 9): the spec's fields, the consent, and
 * optionally up to {@link QUOTE_EXTRA_PARTNERS_MAX} more active partners of the same category. The
 * structured work type and dates are optional duplicates of what `serviceNeeded` says, checked when
 * present (project dates not before today).
 */
export const quoteRequestPayloadSchema = z
  .object({
    partnerId: id,
    fullName: cleanName(required('quotes.fullNameRequired')),
    email,
    phone: required('quotes.phoneRequired', 30),
    companyName: cleanName(required('quotes.companyRequired')),
    budget: z.enum(BUDGET_OPTIONS).optional().nullable(),
    serviceNeeded: required('quotes.serviceNeededRequired', QUOTE_TEXT_MAX_LENGTH),
    message: optionalText(),
    kvkkConsent: z.literal(true, { error: 'quotes.kvkkRequired' satisfies QuoteMessage }),
    workType: z.enum(WORK_TYPES).optional(),
    projectStartDate: day.optional(),
    projectEndDate: day.optional(),
    additionalPartnerIds: z
      .array(id)
      .max(QUOTE_EXTRA_PARTNERS_MAX, { error: 'quotes.tooManyPartners' satisfies QuoteMessage })
      .optional(),
  })
  .superRefine((v, ctx) => {
    const today = istanbulToday();
    for (const key of ['projectStartDate', 'projectEndDate'] as const) {
      const d = v[key];
      if (d && d < today)
        ctx.addIssue({ code: 'custom', path: [key], message: 'quotes.dateBeforeToday' satisfies QuoteMessage });
    }
    if (v.projectStartDate && v.projectEndDate && v.projectEndDate < v.projectStartDate)
      ctx.addIssue({
        code: 'custom',
        path: ['projectEndDate'],
        message: 'quotes.endBeforeStart' satisfies QuoteMessage,
      });
  });
export type QuoteRequestPayload = z.input<typeof quoteRequestPayloadSchema>;

/** A partner as shown beside a request or an answer (logo, name, link, trust figures). */
export const quotePartnerSchema = z.object({
  id: z.number().int(),
  /**
   * The partner's account; null while the listing is unclaimed (issue 21, docs/decisions/029): no
   * one can read messages there yet, so the requester is told so instead of offered a conversation.
   * Optional so contract-shaped test data written before it need not carry it.
   */
  userId: z.number().int().nullable().optional(),
  username: z.string(),
  companyName: z.string(),
  logo: z.string().nullable(),
  serviceCategory: z.string(),
  followersCount: z.number().int().min(0),
  /** Median hours from a request to its first answer over the last 90 days; null without data. */
  responseTimeHours: z.number().min(0).nullable(),
  /** (total − pending) / total × 100, one decimal (spec §4); null without requests. */
  responseRate: z.number().min(0).max(100).nullable(),
  /** Average of the visible reviews, one decimal; null without reviews. */
  ratingAverage: z.number().min(1).max(5).nullable(),
  reviewCount: z.number().int().min(0),
});
export type QuotePartner = z.infer<typeof quotePartnerSchema>;

/** One line of an answer as answered: `unitPrice` and `amount` in minor units. */
export const quoteLineItemSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
});

/** An attachment of an answer: a private file both parties may download at `url` (`/objects/{id}`). */
export const quoteAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  url: z.string(),
});

/** The priced content of one version of an answer. */
const quoteContentSchema = z.object({
  version: z.number().int().min(1),
  title: z.string(),
  items: z.array(quoteLineItemSchema),
  /** Percent. */
  vatRate: z.number().int().min(0).max(100),
  currency: z.enum(CURRENCIES),
  subtotal: z.number().int(),
  vatAmount: z.number().int(),
  totalAmount: z.number().int(),
  validUntil: z.string(),
  deliveryTime: z.string().nullable(),
  terms: z.string().nullable(),
  attachment: quoteAttachmentSchema.nullable(),
  /** When this version was sent. */
  createdAt: z.string(),
});
export type QuoteContent = z.infer<typeof quoteContentSchema>;

/**
 * A priced answer (issue 9): its current version, state, and the earlier versions (newest first)
 * when it was revised. `isExpired`: `validUntil` is before today (Istanbul); an expired answer
 * cannot be accepted.
 */
export const quoteResponseSchema = quoteContentSchema.extend({
  id: z.number().int(),
  quoteRequestId: z.number().int(),
  partnerId: z.number().int(),
  status: z.enum(QUOTE_RESPONSE_STATUSES),
  isExpired: z.boolean(),
  updatedAt: z.string(),
  previousVersions: z.array(quoteContentSchema),
  /**
   * When the buyer last asked for a revised offer (POST /api/quote-responses/{id}/revision-request,
   * issue 20), and what they wrote; both null again once the partner revises. The server always sends
   * them; optional so contract-shaped test data written before them need not.
   */
  revisionRequestedAt: z.string().nullable().optional(),
  revisionMessage: z.string().nullable().optional(),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

/** A quote request as its two parties and admins see it (spec §3 payload fields plus state). */
export const quoteRequestSchema = z.object({
  id: z.number().int(),
  groupId: z.string().nullable(),
  partnerId: z.number().int(),
  /**
   * The requester's account (null once it is deleted), for the partner's link to the conversation
   * (issue 10: "a quote request links to its conversation"). The server always sends it; optional so
   * contract-shaped test data written before it need not.
   */
  userId: z.number().int().nullable().optional(),
  fullName: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  budget: z.enum(BUDGET_OPTIONS).nullable(),
  serviceNeeded: z.string(),
  /**
   * `serviceNeeded` as data (docs/decisions/038), for the client to write in its current language
   * (`describeServiceNeeded`); `serviceNeeded` stays the text as the requester sent it. The server
   * always sends it; optional so contract-shaped test data written before it need not.
   */
  serviceNeededParts: serviceNeededPartsSchema.optional(),
  message: z.string().nullable(),
  status: z.enum(QUOTE_STATUSES),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/**
 * 201 answer of POST /api/quote-requests (issue 9): the first created request's `id`, `status`,
 * `groupId` (null for a single partner) at the top level, and every created request in `requests`.
 */
export const createdQuoteRequestsSchema = z.object({
  id: z.number().int(),
  status: z.enum(QUOTE_STATUSES),
  groupId: z.string().nullable(),
  partnerId: z.number().int(),
  createdAt: z.string(),
  requests: z.array(quoteRequestSchema),
});
export type CreatedQuoteRequests = z.infer<typeof createdQuoteRequestsSchema>;

/** Query of GET /api/quote-requests (the partner's own) and GET /api/admin/quote-requests. */
export const quoteListQuerySchema = z.object({
  status: z.enum(QUOTE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(QUOTE_PAGE_SIZE),
});
export type QuoteListQuery = z.input<typeof quoteListQuerySchema>;

/** Requests counted by status, and their total (counters of the partner table and the admin desk). */
export const quoteCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  responded: z.number().int(),
  accepted: z.number().int(),
  completed: z.number().int(),
  rejected: z.number().int(),
  cancelled: z.number().int(),
});
export type QuoteCounts = z.infer<typeof quoteCountsSchema>;

/** A page of a quote table (partner's or admin's): the rows, counters over all rows, paging. */
function quoteTablePageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    quoteRequests: z.array(row),
    counts: quoteCountsSchema,
    page: z.number().int(),
    hasMore: z.boolean(),
  });
}

/** One row of the partner's table: the request and its live answer (null before one is sent). */
export const partnerQuoteRequestSchema = quoteRequestSchema.extend({
  response: quoteResponseSchema.nullable(),
  /** The project its accepted offer started (issue 20); null before. Optional as in {@link userQuoteRequestSchema}. */
  projectId: z.string().nullable().optional(),
});
export type PartnerQuoteRequest = z.infer<typeof partnerQuoteRequestSchema>;

/** 200 answer of GET /api/quote-requests: the signed-in partner's requests, newest first. */
export const partnerQuoteRequestsPageSchema = quoteTablePageSchema(partnerQuoteRequestSchema);
export type PartnerQuoteRequestsPage = z.infer<typeof partnerQuoteRequestsPageSchema>;

/**
 * One of the requester's requests (GET /api/user/quote-requests): the partner with its trust figures,
 * the answers that are not cancelled, and whether the requester may still review the partner.
 */
export const userQuoteRequestSchema = quoteRequestSchema.extend({
  partner: quotePartnerSchema,
  responses: z.array(quoteResponseSchema),
  /** True once the request is completed and this requester has not reviewed the partner yet. */
  canReview: z.boolean(),
  /**
   * The project its accepted offer started (issue 20), where the work is done and completed; null
   * before an acceptance. Optional for contract-shaped test data written before it.
   */
  projectId: z.string().nullable().optional(),
});
export type UserQuoteRequest = z.infer<typeof userQuoteRequestSchema>;

/** 200 answer of GET /api/user/quote-requests: newest first; a group's requests share `groupId`. */
export const userQuoteRequestsSchema = z.object({ quoteRequests: z.array(userQuoteRequestSchema) });
export type UserQuoteRequests = z.infer<typeof userQuoteRequestsSchema>;

/** Body line of an answer: `unitPrice` in minor units, `quantity` ≤ 2 decimals. */
export const quoteItemInputSchema = z.object({
  description: required('quotes.itemDescriptionRequired'),
  quantity: z
    .number({ error: 'quotes.invalidQuantity' satisfies QuoteMessage })
    .refine(isValidQuantity, { error: 'quotes.invalidQuantity' satisfies QuoteMessage }),
  unitPrice: z
    .number({ error: 'quotes.invalidPrice' satisfies QuoteMessage })
    .int({ error: 'quotes.invalidPrice' satisfies QuoteMessage })
    .min(0, { error: 'quotes.invalidPrice' satisfies QuoteMessage })
    .max(UNIT_PRICE_MAX, { error: 'quotes.invalidPrice' satisfies QuoteMessage }),
});
export type QuoteItemInput = z.infer<typeof quoteItemInputSchema>;

const quoteContentInput = {
  title: required('quotes.titleRequired'),
  items: z
    .array(quoteItemInputSchema)
    .min(1, { error: 'quotes.itemsRequired' satisfies QuoteMessage })
    .max(QUOTE_ITEMS_MAX, { error: 'quotes.tooManyItems' satisfies QuoteMessage }),
  vatRate: z
    .number({ error: 'quotes.invalidVatRate' satisfies QuoteMessage })
    .int({ error: 'quotes.invalidVatRate' satisfies QuoteMessage })
    .min(0, { error: 'quotes.invalidVatRate' satisfies QuoteMessage })
    .max(100, { error: 'quotes.invalidVatRate' satisfies QuoteMessage })
    .default(QUOTE_DEFAULT_VAT_RATE),
  currency: z.enum(CURRENCIES).default('TRY'),
  /** Not before today (Istanbul); the client's default is today + 30 days. */
  validUntil: day,
  deliveryTime: optionalText(QUOTE_FIELD_MAX_LENGTH),
  terms: optionalText(),
  /** A file the partner uploaded (POST /api/upload/document); shared with the requester on send. */
  attachmentFileId: z.uuid().optional().nullable(),
};

const contentRefinements = (
  v: { items: QuoteItemInput[]; vatRate: number; validUntil: string },
  ctx: z.RefinementCtx,
) => {
  if (!isTotalWithinLimit(v.items, v.vatRate))
    ctx.addIssue({ code: 'custom', path: ['items'], message: 'quotes.totalTooLarge' satisfies QuoteMessage });
  if (v.validUntil < istanbulToday())
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'quotes.validUntilPast' satisfies QuoteMessage });
};

/** Body of POST /api/quote-responses (issue 9). */
export const createQuoteResponseSchema = z
  .object({ quoteRequestId: id, ...quoteContentInput })
  .superRefine(contentRefinements);
export type CreateQuoteResponseInput = z.input<typeof createQuoteResponseSchema>;

/** Body of PUT /api/quote-responses/{id}: a revision (the earlier version stays readable). */
export const reviseQuoteResponseSchema = z.object(quoteContentInput).superRefine(contentRefinements);
export type ReviseQuoteResponseInput = z.input<typeof reviseQuoteResponseSchema>;

/** 200 answer of GET /api/quote-responses/{quoteRequestId}: every answer, the cancelled ones included. */
export const quoteResponsesListSchema = z.object({ responses: z.array(quoteResponseSchema) });

/**
 * Body of POST /api/quote-responses/{id}/revision-request (issue 20): what the buyer would like changed
 * in an offer still open, 1–{@link QUOTE_REVISION_MESSAGE_MAX_LENGTH} characters after trimming. The
 * client's dialog validates with it too.
 */
export const quoteRevisionRequestSchema = z.object({
  message: z
    .string({ error: 'quotes.revisionMessageRequired' satisfies QuoteMessage })
    .trim()
    .min(1, { error: 'quotes.revisionMessageRequired' satisfies QuoteMessage })
    .max(QUOTE_REVISION_MESSAGE_MAX_LENGTH, { error: 'quotes.revisionMessageTooLong' satisfies QuoteMessage }),
});
export type QuoteRevisionRequestInput = z.input<typeof quoteRevisionRequestSchema>;

/** Body of PUT /api/quote-responses/{id}/status (the requester decides). */
export const decideQuoteResponseSchema = z.object({ status: z.enum(['accepted', 'rejected']) });
export type DecideQuoteResponseInput = z.infer<typeof decideQuoteResponseSchema>;

/**
 * One row of the admin desk (spec §3 "Quote request (admin list)"): the inspection page's row
 * (`adminPartnerQuoteSchema`), its group and its partner.
 */
export const adminQuoteRequestSchema = adminPartnerQuoteSchema.extend({
  groupId: z.string().nullable(),
  partner: z.object({
    id: z.number().int(),
    username: z.string(),
    logo: z.string().nullable(),
    companyName: z.string(),
  }),
});
export type AdminQuoteRequest = z.infer<typeof adminQuoteRequestSchema>;

/** 200 answer of GET /api/admin/quote-requests: counters over all requests, the filtered page. */
export const adminQuoteRequestsPageSchema = quoteTablePageSchema(adminQuoteRequestSchema);
export type AdminQuoteRequestsPage = z.infer<typeof adminQuoteRequestsPageSchema>;

/** Body of PATCH /api/admin/quote-requests/{id}: any of the five statuses (spec §4). */
export const adminQuoteStatusSchema = z.object({ status: z.enum(QUOTE_STATUSES) });

/** Query of the short list of other partners the quote dialog offers (same category, ranked as the catalogue). */
export const quoteAlternativesQuerySchema = z.object({ partnerId: id });
/** 200 answer of GET /api/quote-requests/alternatives?partnerId= (at most 8, the partner itself excluded). */
export const quoteAlternativesSchema = z.object({ partners: z.array(quotePartnerSchema) });
export type QuoteAlternatives = z.infer<typeof quoteAlternativesSchema>;

/** Greatest quantity accepted on a line (re-exported for the answer form). */
export { QUANTITY_MAX };

/** Query of GET /api/quote-responses/{id}/pdf: the PDF's language; default the requester's language. */
export const quotePdfQuerySchema = z.object({ lang: z.enum(['tr', 'en']).optional() });
