/**
 * Partner posts (issue 22 "The platform's voice"; docs/decisions/035-partner-posts.md): a partner's
 * owner publishes short updates on the profile; the public reads them while the partner is listed;
 * the owner or an admin deletes them. Publishing notifies every follower (`partner_post`, in the
 * follower's language) and queues the `partner_post` mail to those whose `partnerUpdates` preference
 * is on, in the transaction of the post itself: a post exists exactly when its notifications and
 * mails do.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { isAdmin } from '@shared/access';
import type {
  CreatePartnerPost,
  PartnerPost,
  PartnerPostList,
  PartnerPostListQuery,
} from '@shared/contracts/partner-posts';
import { partnerPostListQuerySchema } from '@shared/contracts/partner-posts';
import { pageUrl } from '@shared/pages';
import { oneLineExcerpt } from '@shared/contracts/text-rules';
import type { Db } from '../../db/client';
import { emailPreferences, files, partnerFollows, partnerPosts, partners, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { LimitRule } from '../../lib/rate-limit';
import { enforceLimit } from '../../lib/rate-limit';
import type { Viewer } from '../../lib/viewer';
import { enqueuePreferenceMail, preferenceMailConfig } from '../../mail/preferences';
import { fileUrl } from '../files/files.service';
import { notifyUsers } from '../notifications/notifications.service';
import { mayEditPartner } from '../partners/partners.service';

/**
 * How often one partner may publish: 20 posts an hour. Each post notifies (and may mail) every
 * follower, so the limit bounds the mail a single account can cause, not the typing speed.
 */
export const PARTNER_POST_LIMIT: LimitRule = { max: 20, window: 60 * 60 };

/** Longest excerpt of a post in its notification (`{{postTitle}}`), in characters. */
const NOTIFICATION_EXCERPT = 80;
/** Longest excerpt of a post in its mail (`{{message}}`), in characters. */
const MAIL_EXCERPT = 300;

/** Where a post's notification and mail lead: the profile's "Gönderiler" tab. */
export const postsTabUrl = (username: string) =>
  pageUrl('partnerProfile', { params: { idOrUsername: username }, tab: 'posts' });

interface PartnerRow {
  id: number;
  userId: number | null;
  username: string;
  companyName: string;
  listed: boolean;
}

async function partnerRow(db: Pick<Db, 'select'>, partnerId: number): Promise<PartnerRow | undefined> {
  const [row] = await db
    .select({
      id: partners.id,
      userId: partners.userId,
      username: partners.username,
      companyName: partners.companyName,
      listed: sql<boolean>`${partners.isActive} AND ${partners.isApproved}`,
    })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return row;
}

const postColumns = {
  id: partnerPosts.id,
  partnerId: partnerPosts.partnerId,
  body: partnerPosts.body,
  link: partnerPosts.link,
  createdAt: partnerPosts.createdAt,
  imageId: files.id,
  imageName: files.fileName,
  imagePublic: files.isPublic,
  imageMeta: files.metadata,
};

type PostRow = {
  id: number;
  partnerId: number;
  body: string;
  link: string | null;
  createdAt: Date;
  imageId: string | null;
  imageName: string | null;
  imagePublic: boolean | null;
  imageMeta: Record<string, unknown> | null;
};

const pixels = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

function toPost(r: PostRow): PartnerPost {
  // Only a public image is shown: a file an admin made private since is left out, not leaked.
  const image =
    r.imageId && r.imageName && r.imagePublic
      ? {
          id: r.imageId,
          url: fileUrl({ id: r.imageId, isPublic: true, fileName: r.imageName }),
          width: pixels(r.imageMeta?.width),
          height: pixels(r.imageMeta?.height),
        }
      : null;
  return { id: r.id, partnerId: r.partnerId, body: r.body, link: r.link, image, createdAt: r.createdAt.toISOString() };
}

/**
 * One page of a partner's posts, newest first (GET /api/partners/{id}/posts; createdAt desc, then id
 * desc, so posts of the same instant keep their order across pages).
 * @param query `page` from 1 (default 1), `limit` 1–50 (default 10)
 * @returns the page and `hasMore` when a further page has at least one post
 * @throws AppError 404 PARTNER_NOT_FOUND when the partner does not exist, or is not listed (passive or
 *   unapproved) and `viewer` is neither its owner nor an admin
 */
export async function listPartnerPosts(
  db: Db,
  viewer: Viewer | null | undefined,
  partnerId: number,
  query: PartnerPostListQuery = {},
): Promise<PartnerPostList> {
  const partner = await partnerRow(db, partnerId);
  if (!partner || (!partner.listed && !mayEditPartner(viewer, partner.userId))) throw notFound('PARTNER_NOT_FOUND');
  const { page, limit } = partnerPostListQuerySchema.parse(query);
  // One row more than asked tells whether another page exists without a count query.
  const rows = await db
    .select(postColumns)
    .from(partnerPosts)
    .leftJoin(files, eq(files.id, partnerPosts.imageFileId))
    .where(eq(partnerPosts.partnerId, partnerId))
    .orderBy(desc(partnerPosts.createdAt), desc(partnerPosts.id))
    .limit(limit + 1)
    .offset((page - 1) * limit);
  return { posts: rows.slice(0, limit).map(toPost), hasMore: rows.length > limit };
}

/**
 * The partner's owner publishes a post (POST /api/partners/{id}/posts; the route admits only callers
 * whose active type is partner). Within one transaction: the post, a `partner_post` notification to
 * every follower (`partnerName`, `postTitle`: the first 80 characters; a click opens the profile's
 * posts tab) and, for each follower whose `partnerUpdates` preference is on, the `partner_post` mail
 * with a one-click unsubscribe link. A post of a partner that is not listed (passive, unapproved) is
 * stored and announced to nobody. Counts against {@link PARTNER_POST_LIMIT} per partner.
 * @param input the validated body (text normalised, "none" as null)
 * @returns the stored post (201)
 * @throws AppError 404 PARTNER_NOT_FOUND when the partner does not exist, or is not listed and not the
 *   caller's; 403 PARTNER_POST_NOT_OWNER when it is another's (admins included: they may delete, not
 *   speak for a partner); 400 VALIDATION_ERROR `partnerPosts.imageInvalid` when `imageFileId` is not a
 *   public image the caller uploaded; 429 RATE_LIMITED over the limit
 */
export async function createPartnerPost(
  db: Db,
  viewer: Viewer,
  partnerId: number,
  input: CreatePartnerPost,
): Promise<PartnerPost> {
  const partner = await partnerRow(db, partnerId);
  if (!partner || (!partner.listed && !mayEditPartner(viewer, partner.userId))) throw notFound('PARTNER_NOT_FOUND');
  if (partner.userId !== viewer.id) throw new AppError('PARTNER_POST_NOT_OWNER');
  await enforceLimit(db, `epp:partner-post:${partnerId}`, PARTNER_POST_LIMIT);

  return db.transaction(async (tx) => {
    let image: { id: string; fileName: string; metadata: Record<string, unknown> | null } | null = null;
    if (input.imageFileId) {
      const [file] = await tx
        .select({
          id: files.id,
          fileName: files.fileName,
          metadata: files.metadata,
          uploadedBy: files.uploadedBy,
          isPublic: files.isPublic,
          mimeType: files.mimeType,
        })
        .from(files)
        .where(eq(files.id, input.imageFileId));
      // The image rules (type by content, size, re-encoding) were applied when it was uploaded through
      // /api/upload/image; here only whose it is and that it is a public image.
      if (!file || file.uploadedBy !== viewer.id || !file.isPublic || !file.mimeType.startsWith('image/')) {
        throw new AppError('VALIDATION_ERROR', {
          message: 'partnerPosts.imageInvalid',
          fieldErrors: { imageFileId: ['partnerPosts.imageInvalid'] },
        });
      }
      image = file;
    }
    const [row] = await tx
      .insert(partnerPosts)
      .values({ partnerId, body: input.body, imageFileId: image?.id ?? null, link: input.link })
      .returning();
    const post = toPost({
      ...row!,
      imageId: image?.id ?? null,
      imageName: image?.fileName ?? null,
      imagePublic: image ? true : null,
      imageMeta: image?.metadata ?? null,
    });
    // A passive or unapproved partner's page answers 404 to its followers: they hear of posts made
    // while it is listed only.
    if (partner.listed) await announce(tx, partner, post);
    return post;
  });
}

/** The follower notifications and preference mails of a new post, in the post's transaction. */
async function announce(tx: Db, partner: PartnerRow, post: PartnerPost): Promise<void> {
  const followers = await tx
    .select({
      id: users.id,
      email: users.email,
      language: users.language,
      firstName: users.firstName,
      name: users.name,
      // No preferences row means the spec's defaults, where partner updates are on.
      partnerUpdates: sql<boolean>`coalesce(${emailPreferences.partnerUpdates}, true)`,
    })
    .from(partnerFollows)
    .innerJoin(users, eq(users.id, partnerFollows.userId))
    .leftJoin(emailPreferences, eq(emailPreferences.userId, users.id))
    .where(and(eq(partnerFollows.partnerId, partner.id), sql`${users.deletedAt} IS NULL`, eq(users.isActive, true)));
  if (followers.length === 0) return;
  const path = postsTabUrl(partner.username);
  await notifyUsers(
    tx,
    followers.map((f) => f.id),
    {
      type: 'partner_post',
      params: { partnerName: partner.companyName, postTitle: oneLineExcerpt(post.body, NOTIFICATION_EXCERPT) },
      actionUrl: path,
      data: { partnerId: partner.id, postId: post.id },
    },
  );
  const actionUrl = `${preferenceMailConfig().publicUrl}${path}`;
  const message = oneLineExcerpt(post.body, MAIL_EXCERPT);
  for (const f of followers) {
    if (!f.partnerUpdates) continue;
    await enqueuePreferenceMail(tx, {
      userId: f.id,
      to: f.email,
      type: 'partner_post',
      language: f.language,
      params: { userName: f.firstName || f.name, partnerName: partner.companyName, message, actionUrl },
      preference: 'partnerUpdates',
    });
  }
}

/**
 * Deletes a post (DELETE /api/partners/{id}/posts/{postId}): its partner's owner, or an admin, whose
 * deletion is recorded in the audit trail (`partner.post.deleted`, with the text it removed). The
 * image file stays (the owner's file list manages it). Notifications already sent stay too; their
 * link then opens the posts tab without the post.
 * @throws AppError 404 PARTNER_POST_NOT_FOUND when the post does not exist under that partner, or the
 *   partner is not listed and not the caller's; 403 FORBIDDEN when the caller may read but not delete it
 */
export async function deletePartnerPost(db: Db, viewer: Viewer, partnerId: number, postId: number): Promise<void> {
  const partner = await partnerRow(db, partnerId);
  if (!partner || (!partner.listed && !mayEditPartner(viewer, partner.userId))) {
    throw notFound('PARTNER_POST_NOT_FOUND');
  }
  const owner = partner.userId !== null && partner.userId === viewer.id;
  if (!owner && !isAdmin(viewer)) {
    const [exists] = await db
      .select({ id: partnerPosts.id })
      .from(partnerPosts)
      .where(and(eq(partnerPosts.id, postId), eq(partnerPosts.partnerId, partnerId)));
    if (!exists) throw notFound('PARTNER_POST_NOT_FOUND');
    throw new AppError('FORBIDDEN');
  }
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(partnerPosts)
      .where(and(eq(partnerPosts.id, postId), eq(partnerPosts.partnerId, partnerId)))
      .returning({ id: partnerPosts.id, body: partnerPosts.body });
    if (!removed) throw notFound('PARTNER_POST_NOT_FOUND');
    if (!owner) {
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'partner.post.deleted',
        targetType: 'partner',
        targetId: partnerId,
        details: { postId: removed.id, body: oneLineExcerpt(removed.body, MAIL_EXCERPT) },
      });
    }
  });
}
