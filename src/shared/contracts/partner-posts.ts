/**
 * Partner posts (issue 22 "The platform's voice"; docs/decisions/035-partner-posts.md): a partner
 * publishes short updates (plain text, an optional image it uploaded, an optional web link) on its
 * profile's "Gönderiler" tab; each follower gets a `partner_post` notification and, when their
 * `partnerUpdates` e-mail preference is on, a `partner_post` mail. Dates are ISO 8601 strings.
 */
import { z } from 'zod';
import { DB_INT_MAX } from '../constants';
import type { MessageKey } from '../messages';
import { normaliseTypedText, optionalWebUrl } from './text-rules';

type PostMessage = Extract<MessageKey, `partnerPosts.${string}`>;

/** Longest post text, in UTF-16 code units after {@link normaliseTypedText} (what a textarea counts). */
export const PARTNER_POST_BODY_MAX = 2000;
/** Longest link, in characters, after `https://` was added to a bare address. */
export const PARTNER_POST_LINK_MAX = 500;
/** Posts per page on the profile (like the notifications dropdown: one screen of cards). */
export const PARTNER_POSTS_PAGE_SIZE = 10;
/** Largest `limit` the list accepts (as GET /api/notifications). */
export const PARTNER_POSTS_LIMIT_MAX = 50;

const id = z.coerce.number<number | string>().int().positive().max(DB_INT_MAX);

/** Path of GET and POST /api/partners/{id}/posts: a numeric partner id. */
export const partnerPostsParamsSchema = z.object({ id });
/** Path of DELETE /api/partners/{id}/posts/{postId}. */
export const partnerPostParamsSchema = z.object({ id, postId: id });

/**
 * Body of POST /api/partners/{id}/posts. `body` is plain text (never HTML: the client renders it as
 * text and turns only http(s) addresses into links); `imageFileId` is the id answered by
 * POST /api/upload/image for an image the caller uploaded; `link` an http(s) address (`https://` is
 * added to a bare `example.com`). Empty `link` / null `imageFileId` mean none.
 */
export const createPartnerPostSchema = z.object({
  body: z
    .string({ error: 'partnerPosts.bodyRequired' satisfies PostMessage })
    .transform(normaliseTypedText)
    .pipe(
      z
        .string()
        .min(1, { error: 'partnerPosts.bodyRequired' satisfies PostMessage })
        .max(PARTNER_POST_BODY_MAX, { error: 'partnerPosts.bodyTooLong' satisfies PostMessage }),
    ),
  imageFileId: z
    .uuid({ error: 'partnerPosts.imageInvalid' satisfies PostMessage })
    .nullish()
    .transform((v) => v ?? null),
  link: optionalWebUrl({
    max: PARTNER_POST_LINK_MAX,
    error: 'partnerPosts.linkInvalid' satisfies PostMessage,
    tooLong: 'partnerPosts.linkTooLong' satisfies PostMessage,
  })
    .nullish()
    .transform((v) => (v ? v : null)),
});
/** The POST body as the composer sends it. */
export type CreatePartnerPostInput = z.input<typeof createPartnerPostSchema>;
/** The POST body after validation (text normalised, "none" as null), as the service receives it. */
export type CreatePartnerPost = z.output<typeof createPartnerPostSchema>;

/** A post as the profile shows it. `image` is the stored (re-encoded, public) image, when there is one. */
export const partnerPostSchema = z.object({
  id: z.number().int(),
  partnerId: z.number().int(),
  body: z.string(),
  link: z.string().nullable(),
  image: z
    .object({
      id: z.string(),
      /** `/public-objects/{fileName}`. */
      url: z.string(),
      /** Pixels, as measured when stored; null when unknown. */
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type PartnerPost = z.infer<typeof partnerPostSchema>;

/** Query of GET /api/partners/{id}/posts: `page` from 1, `limit` 1–{@link PARTNER_POSTS_LIMIT_MAX}. */
export const partnerPostListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(PARTNER_POSTS_LIMIT_MAX).default(PARTNER_POSTS_PAGE_SIZE),
});
export type PartnerPostListQuery = z.input<typeof partnerPostListQuerySchema>;

/** 200 answer of GET /api/partners/{id}/posts: newest first; `hasMore` when a further page has rows. */
export const partnerPostListSchema = z.object({
  posts: z.array(partnerPostSchema),
  hasMore: z.boolean(),
});
export type PartnerPostList = z.infer<typeof partnerPostListSchema>;

/** 200 answer of DELETE /api/partners/{id}/posts/{postId}. */
export const deletePartnerPostResponseSchema = z.object({ success: z.literal(true) });
