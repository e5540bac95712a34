/**
 * Feedback (issue 11: the feedback modal, POST /api/feedback, the admin list); module `feedback`.
 * The form schema is the modal's resolver and the server's check, so both refuse with the same texts.
 */
import { z } from 'zod';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from '../constants';
import { cleanName } from './text-rules';

export const FEEDBACK_NAME_MAX = 120;
export const FEEDBACK_EMAIL_MAX = 254;
export const FEEDBACK_PHONE_MAX = 30;
/** Shortest and longest message (not in the spec: a word or two at least, and a bound for the row). */
export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 5000;
/** At most this many feedback posts per hour per IP (issue 11). */
export const FEEDBACK_RATE_LIMIT = { max: 5, window: 3600 } as const;
export const FEEDBACK_PAGE_SIZE = 20;

/** POST /api/feedback. */
export const feedbackFormSchema = z.object({
  name: cleanName(
    z
      .string({ error: 'feedback.nameRequired' })
      .trim()
      .min(2, { error: 'feedback.nameRequired' })
      .max(FEEDBACK_NAME_MAX, { error: 'validation.tooLong' }),
  ),
  email: z
    .string({ error: 'feedback.invalidEmail' })
    .trim()
    .toLowerCase()
    .max(FEEDBACK_EMAIL_MAX, { error: 'validation.tooLong' })
    .pipe(z.email({ error: 'feedback.invalidEmail' })),
  phone: z
    .string()
    .trim()
    .max(FEEDBACK_PHONE_MAX, { error: 'validation.tooLong' })
    .regex(/^[0-9 +()-]*$/, { error: 'feedback.invalidPhone' })
    .optional(),
  category: z.enum(FEEDBACK_CATEGORIES, { error: 'feedback.categoryRequired' }),
  message: z
    .string({ error: 'feedback.messageTooShort' })
    .trim()
    .min(FEEDBACK_MESSAGE_MIN, { error: 'feedback.messageTooShort' })
    .max(FEEDBACK_MESSAGE_MAX, { error: 'validation.tooLong' }),
});
export type FeedbackFormInput = z.input<typeof feedbackFormSchema>;

export const feedbackCreatedSchema = z.object({ id: z.number().int(), message: z.string() });

/** GET /api/admin/feedback query. */
export const feedbackListQuerySchema = z.object({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  category: z.enum(FEEDBACK_CATEGORIES).optional(),
  page: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
  limit: z.coerce.number<number | string>().int().min(1).max(100).default(FEEDBACK_PAGE_SIZE),
});
export type FeedbackListQueryInput = z.input<typeof feedbackListQuerySchema>;

export const feedbackItemSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  category: z.enum(FEEDBACK_CATEGORIES),
  status: z.enum(FEEDBACK_STATUSES),
  message: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackListSchema = z.object({
  items: z.array(feedbackItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type FeedbackList = z.infer<typeof feedbackListSchema>;

export const feedbackParamsSchema = z.object({
  id: z.coerce.number<number | string>().int().min(1).max(2_147_483_647),
});
export const feedbackStatusSchema = z.object({ status: z.enum(FEEDBACK_STATUSES) });
