/** Partner posts (issue 22 "The platform's voice"; docs/decisions/035-partner-posts.md). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PARTNER_POST_BODY_MAX, PARTNER_POST_LINK_MAX } from '@shared/contracts/partner-posts';
import { files } from './files';
import { partners } from './partners';

/**
 * An update a partner published on its profile: plain text (normalised by the contract), an optional
 * image (a public file its owner uploaded; the post stays when an admin deletes the file) and an
 * optional http(s) link. Posts cannot be edited, so there is no `updated_at`.
 */
export const partnerPosts = pgTable(
  'partner_posts',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The contract's limits, kept by the database too (a script or a later route cannot bypass them).
    check(
      'partner_posts_body_check',
      sql`char_length(${t.body}) BETWEEN 1 AND ${sql.raw(String(PARTNER_POST_BODY_MAX))}`,
    ),
    check(
      'partner_posts_link_check',
      sql`${t.link} IS NULL OR (char_length(${t.link}) <= ${sql.raw(String(PARTNER_POST_LINK_MAX))} AND ${t.link} ~* '^https?://')`,
    ),
    // The profile's list: one partner's posts, newest first.
    index('partner_posts_partner_idx').on(t.partnerId, t.createdAt.desc(), t.id.desc()),
  ],
);
