/**
 * Partner reviews (issue 9 "Reviews and trust"; docs/decisions/013-quotes.md): after a request is
 * `completed`, its requester rates the partner once (1 to 5, optional comment); the partner answers
 * once; admins hide a review (kept in the records, gone from the profile and the average).
 */
import { z } from 'zod';
import { DB_INT_MAX } from '../constants';
import type { MessageKey } from '../messages';

type ReviewMessage = Extract<MessageKey, `reviews.${string}`>;

/** Reviews per page on the profile (newest first). */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
export const REVIEW_REPLY_MAX_LENGTH = 2000;

const id = z.coerce.number().int().positive().max(DB_INT_MAX);
export const reviewIdParamsSchema = z.object({ id });

/** Body of POST /api/quote-requests/{id}/review (the requester of that completed request). */
export const createReviewSchema = z.object({
  rating: z
    .number({ error: 'reviews.ratingRequired' satisfies ReviewMessage })
    .int({ error: 'reviews.ratingRequired' satisfies ReviewMessage })
    .min(1, { error: 'reviews.ratingRequired' satisfies ReviewMessage })
    .max(5, { error: 'reviews.ratingRequired' satisfies ReviewMessage }),
  comment: z
    .string()
    .trim()
    .max(REVIEW_COMMENT_MAX_LENGTH, { error: 'reviews.tooLong' satisfies ReviewMessage })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;

/** Body of POST /api/reviews/{id}/reply (the reviewed partner's owner, once). */
export const replyReviewSchema = z.object({
  reply: z
    .string({ error: 'reviews.replyRequired' satisfies ReviewMessage })
    .trim()
    .min(1, { error: 'reviews.replyRequired' satisfies ReviewMessage })
    .max(REVIEW_REPLY_MAX_LENGTH, { error: 'reviews.tooLong' satisfies ReviewMessage }),
});

/** Body of PATCH /api/admin/reviews/{id}. */
export const hideReviewSchema = z.object({ isHidden: z.boolean() });

/** A review as the profile shows it. `isHidden` is true only in an admin's list. */
export const reviewSchema = z.object({
  id: z.number().int(),
  partnerId: z.number().int(),
  reviewerName: z.string(),
  companyName: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  isHidden: z.boolean(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Query of GET /api/partners/{idOrUsername}/reviews. */
export const reviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/**
 * 200 answer of GET /api/partners/{idOrUsername}/reviews: a page of reviews (admins also get the
 * hidden ones), the average of the visible ones (one decimal, null without reviews) and their count.
 */
export const reviewsPageSchema = z.object({
  reviews: z.array(reviewSchema),
  ratingAverage: z.number().nullable(),
  reviewCount: z.number().int(),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;
