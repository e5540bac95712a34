/**
 * Partner verification (issue 21 "Verified"; docs/decisions/028-partner-verification.md). Server module
 * `partner-verification`, client feature `partner-verification`, locale namespace `partnerVerification`.
 *
 * A partner uploads its registry documents (vergi levhası, ticaret sicil gazetesi, faaliyet belgesi,
 * authorisations such as YYS/AEO) as private files; an admin verifies each with its last valid day or
 * rejects it with a reason. The partner is "Doğrulanmış" while its tax certificate and trade registry
 * gazette are verified and unexpired (`REQUIRED_VERIFICATION_KINDS`). Calendar days are `YYYY-MM-DD`
 * in Europe/Istanbul.
 */
import { z } from 'zod';
import {
  DB_INT_MAX,
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_DOCUMENT_STATUSES,
  type VerificationDocumentKind,
} from '../constants';
import type { MessageKey } from '../messages';

type VerificationMessage = Extract<MessageKey, `partnerVerification.${string}`>;

/** Most registry documents one partner may hold (old ones are deleted to add more). */
export const VERIFICATION_DOCUMENTS_MAX = 20;
/** Longest authorisation title, in characters after trimming. */
export const VERIFICATION_TITLE_MAX_LENGTH = 100;
/** Shortest and longest rejection reason, in characters after trimming. */
export const REJECTION_REASON_MIN_LENGTH = 10;
export const REJECTION_REASON_MAX_LENGTH = 500;
/** Furthest expiry an admin may set, in years from today (a typo such as 2205 is refused). */
export const VERIFICATION_EXPIRY_MAX_YEARS = 10;
/** Days before expiry at which the partner is reminded (issue 21: "30 and 7 days before"). */
export const VERIFICATION_REMINDER_DAYS = [30, 7] as const;

/** The message key naming a document kind in both languages (shared catalogue). */
export const VERIFICATION_KIND_MESSAGES: Record<VerificationDocumentKind, VerificationMessage> = {
  tax_certificate: 'partnerVerification.kindTaxCertificate',
  trade_registry_gazette: 'partnerVerification.kindTradeRegistryGazette',
  activity_certificate: 'partnerVerification.kindActivityCertificate',
  authorisation: 'partnerVerification.kindAuthorisation',
};

const day = z
  .string({ error: 'partnerVerification.invalidDate' satisfies VerificationMessage })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'partnerVerification.invalidDate' satisfies VerificationMessage })
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: 'partnerVerification.invalidDate' satisfies VerificationMessage,
    },
  );

/** One registry document as its partner and admins see it. */
export const verificationDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(VERIFICATION_DOCUMENT_KINDS),
  /** An authorisation's name ("YYS"); null when none was given. */
  title: z.string().nullable(),
  status: z.enum(VERIFICATION_DOCUMENT_STATUSES),
  /** Last valid day when verified; null otherwise. */
  expiresOn: z.string().nullable(),
  /** True when verified and `expiresOn` is before today. */
  expired: z.boolean(),
  /** The admin's reason when rejected; null otherwise. */
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The private file, read at `/objects/{id}` by the partner's account and admins only. */
  file: z.object({
    id: z.string(),
    fileName: z.string(),
    fileSize: z.number().int(),
    mimeType: z.string(),
    url: z.string(),
  }),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

/**
 * 200 answer of GET /api/partner-dashboard/verification and GET /api/admin/partners/{id}/verification:
 * whether the partner is verified now, until which day, and its documents, newest first.
 */
export const partnerVerificationSchema = z.object({
  partnerId: z.number().int(),
  /** True while the required kinds are verified and unexpired. */
  verified: z.boolean(),
  /** The earliest expiry of the required documents while verified; null when not verified. */
  verifiedUntil: z.string().nullable(),
  documents: z.array(verificationDocumentSchema),
});
export type PartnerVerification = z.infer<typeof partnerVerificationSchema>;

/**
 * Body of POST /api/partner-dashboard/verification/documents: a private file the caller uploaded
 * (POST /api/upload/general) and its kind; `title` names an authorisation (required for that kind,
 * optional otherwise, at most {@link VERIFICATION_TITLE_MAX_LENGTH} characters).
 */
export const addVerificationDocumentSchema = z
  .object({
    fileId: z.uuid({ error: 'partnerVerification.fileInvalid' satisfies VerificationMessage }),
    kind: z.enum(VERIFICATION_DOCUMENT_KINDS, {
      error: 'partnerVerification.invalidKind' satisfies VerificationMessage,
    }),
    title: z
      .string()
      .trim()
      .max(VERIFICATION_TITLE_MAX_LENGTH, { error: 'partnerVerification.titleTooLong' satisfies VerificationMessage })
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .refine((v) => v.kind !== 'authorisation' || v.title !== null, {
    error: 'partnerVerification.titleRequired' satisfies VerificationMessage,
    path: ['title'],
  });
export type AddVerificationDocumentInput = z.input<typeof addVerificationDocumentSchema>;

/** Path `{id}` of the document routes. */
export const verificationDocumentParamsSchema = z.object({
  id: z.coerce.number<number | string>().int().positive().max(DB_INT_MAX),
});

/**
 * Body of POST /api/admin/partner-documents/{id}/verify: the document's last valid day, after today
 * and at most {@link VERIFICATION_EXPIRY_MAX_YEARS} years ahead (checked by the server against its today).
 */
export const verifyDocumentSchema = z.object({ expiresOn: day });
export type VerifyDocumentInput = z.input<typeof verifyDocumentSchema>;

/** Body of POST /api/admin/partner-documents/{id}/reject: the reason the partner reads. */
export const rejectDocumentSchema = z.object({
  reason: z
    .string({ error: 'partnerVerification.reasonTooShort' satisfies VerificationMessage })
    .trim()
    .min(REJECTION_REASON_MIN_LENGTH, { error: 'partnerVerification.reasonTooShort' satisfies VerificationMessage })
    .max(REJECTION_REASON_MAX_LENGTH, { error: 'partnerVerification.reasonTooLong' satisfies VerificationMessage }),
});
export type RejectDocumentInput = z.input<typeof rejectDocumentSchema>;
