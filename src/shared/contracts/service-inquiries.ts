/**
 * Service inquiries (issue 22 "Service inquiry"; docs/decisions/042-service-inquiry.md): a visitor
 * without an account writes to a partner from its public profile. The inquiry is stored pending and
 * the sender confirms the address with a signed link (valid {@link INQUIRY_CONFIRM_HOURS} hours);
 * confirming delivers it once: a `service_inquiry` notification to the partner's user and a mail to
 * the partner with `Reply-To` the sender. The partner's dashboard lists delivered inquiries with
 * "reply by e-mail" and a one-time "invite to sign up". Dates are ISO 8601 strings.
 */
import { z } from 'zod';
import { DB_INT_MAX } from '../constants';
import type { MessageKey } from '../messages';
import { cleanName, normaliseTypedText } from './text-rules';

type InquiryMessage = Extract<MessageKey, `serviceInquiries.${string}`>;

/** Length limits, in characters after trimming (the message after {@link normaliseTypedText}). */
export const INQUIRY_NAME_MIN = 2;
export const INQUIRY_NAME_MAX = 120;
export const INQUIRY_EMAIL_MAX = 254;
export const INQUIRY_COMPANY_MAX = 200;
export const INQUIRY_PHONE_MAX = 30;
export const INQUIRY_MESSAGE_MIN = 10;
export const INQUIRY_MESSAGE_MAX = 3000;
/** Hours a confirmation link stays valid. */
export const INQUIRY_CONFIRM_HOURS = 24;
/**
 * Limits of POST /api/partners/{id}/inquiries (windows in seconds): requests per client IP, and
 * confirmation mails per sender address whatever the IP, so nobody floods a mailbox with them.
 */
export const INQUIRY_LIMITS = {
  perIp: { max: 5, window: 60 * 60 },
  perAddress: { max: 5, window: 24 * 60 * 60 },
} as const;
/** Newest delivered inquiries the dashboard lists. */
export const PARTNER_INQUIRIES_LIMIT = 50;

const id = z.coerce.number<number | string>().int().positive().max(DB_INT_MAX);

/** Path of POST /api/partners/{id}/inquiries: a numeric partner id. */
export const serviceInquiryPartnerParamsSchema = z.object({ id });
/** Path of POST /api/partner-dashboard/inquiries/{id}/invite. */
export const serviceInquiryParamsSchema = z.object({ id });

/** An optional one-line text: trimmed, '' and absent both stored as null. */
const optionalLine = (max: number, tooLong: InquiryMessage) =>
  cleanName(z.string().trim().max(max, { error: tooLong }))
    .optional()
    .transform((v) => (v ? v : null));

/**
 * Body of POST /api/partners/{id}/inquiries and the profile form's resolver: name, e-mail and message
 * required; company and phone optional. `website` is the honeypot: a field people never see (hidden
 * from sight, from the keyboard and from assistive technology); a request that fills it is answered
 * like a success and nothing is stored or sent.
 */
export const serviceInquiryFormSchema = z.object({
  name: cleanName(
    z
      .string({ error: 'serviceInquiries.nameRequired' satisfies InquiryMessage })
      .trim()
      .min(INQUIRY_NAME_MIN, { error: 'serviceInquiries.nameRequired' satisfies InquiryMessage })
      .max(INQUIRY_NAME_MAX, { error: 'serviceInquiries.nameTooLong' satisfies InquiryMessage }),
  ),
  email: z
    .string({ error: 'serviceInquiries.invalidEmail' satisfies InquiryMessage })
    .trim()
    .toLowerCase()
    .max(INQUIRY_EMAIL_MAX, { error: 'serviceInquiries.invalidEmail' satisfies InquiryMessage })
    .pipe(z.email({ error: 'serviceInquiries.invalidEmail' satisfies InquiryMessage })),
  company: optionalLine(INQUIRY_COMPANY_MAX, 'serviceInquiries.companyTooLong'),
  phone: z
    .string()
    .trim()
    .max(INQUIRY_PHONE_MAX, { error: 'serviceInquiries.invalidPhone' satisfies InquiryMessage })
    // Digits with the usual separators, and at least seven digits: '+', '()' alone are no number.
    .refine((v) => v === '' || (/^[0-9 +()-]+$/.test(v) && (v.match(/\d/g) ?? []).length >= 7), {
      error: 'serviceInquiries.invalidPhone' satisfies InquiryMessage,
    })
    .optional()
    .transform((v) => (v ? v : null)),
  message: z
    .string({ error: 'serviceInquiries.messageTooShort' satisfies InquiryMessage })
    .transform(normaliseTypedText)
    .pipe(
      z
        .string()
        .min(INQUIRY_MESSAGE_MIN, { error: 'serviceInquiries.messageTooShort' satisfies InquiryMessage })
        .max(INQUIRY_MESSAGE_MAX, { error: 'serviceInquiries.messageTooLong' satisfies InquiryMessage }),
    ),
  /** The honeypot (see above). */
  website: z.string().max(2000).optional(),
});
/** The form's values as the client sends them. */
export type ServiceInquiryFormInput = z.input<typeof serviceInquiryFormSchema>;
/** The body after validation (texts normalised, "none" as null), as the service receives it. */
export type ServiceInquiryForm = z.output<typeof serviceInquiryFormSchema>;

/** 202 answer of POST /api/partners/{id}/inquiries: what to do next, in the caller's language. */
export const serviceInquiryAcceptedSchema = z.object({ message: z.string() });
export type ServiceInquiryAccepted = z.infer<typeof serviceInquiryAcceptedSchema>;

/** Body of POST /api/inquiries/confirm: the token of the mailed link (its shape is checked by the service). */
export const confirmServiceInquirySchema = z.object({ token: z.string().max(200) });

/** What opening a confirmation link did: delivered now, or it had been delivered before (nothing sent again). */
export const INQUIRY_CONFIRM_OUTCOMES = ['delivered', 'alreadyDelivered'] as const;

/** 200 answer of POST /api/inquiries/confirm. */
export const serviceInquiryConfirmedSchema = z.object({
  outcome: z.enum(INQUIRY_CONFIRM_OUTCOMES),
  partner: z.object({ companyName: z.string(), username: z.string() }),
});
export type ServiceInquiryConfirmed = z.infer<typeof serviceInquiryConfirmedSchema>;

/** A delivered inquiry as the partner's dashboard lists it. */
export const partnerInquirySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  deliveredAt: z.string(),
  /** When the partner invited the sender to sign up (once), or null. */
  invitedAt: z.string().nullable(),
});
export type PartnerInquiry = z.infer<typeof partnerInquirySchema>;

/** 200 answer of GET /api/partner-dashboard/inquiries: the newest delivered ones; `hasMore` when older exist. */
export const partnerInquiryListSchema = z.object({
  inquiries: z.array(partnerInquirySchema),
  hasMore: z.boolean(),
});
export type PartnerInquiryList = z.infer<typeof partnerInquiryListSchema>;
