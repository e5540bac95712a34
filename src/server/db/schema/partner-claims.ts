/** Claim links of listings without an account (issue 21; docs/decisions/029-claimable-listings.md). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { CLAIM_LINK_ORIGINS } from '@shared/constants';
import { oneOf } from './checks';
import { partners } from './partners';
import { quoteRequests } from './quotes';
import { users } from './users';

/**
 * One mailed claim link: `/claim/{token}` with a random 256-bit token of which only the SHA-256 is kept,
 * so a database read leaks no usable link. Valid while `usedAt` is null, `expiresAt` is ahead and the
 * partner still has no user. Claiming sets `usedAt`/`usedBy` on the link used and `usedAt` on every
 * other live link of the partner, so no older mail can claim it again.
 */
export const partnerClaimTokens = pgTable(
  'partner_claim_tokens',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** The request the mail announced: the claimant lands on it. Null for a link an admin sent. */
    quoteRequestId: integer('quote_request_id').references(() => quoteRequests.id, { onDelete: 'set null' }),
    /** Hex SHA-256 of the token in the link. */
    tokenHash: text('token_hash').notNull().unique(),
    /** What made the link (the per-listing limits count by it). */
    origin: text('origin', { enum: CLAIM_LINK_ORIGINS }).notNull(),
    /** The address the link was mailed to (the listing's e-mail at the time). */
    email: text('email').notNull(),
    /** The admin who sent it by hand; null when a quote request sent it. */
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Who claimed the listing with this link (null on the links the claim voided). */
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    oneOf('partner_claim_tokens_origin_check', t.origin, CLAIM_LINK_ORIGINS),
    check('partner_claim_tokens_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
    index('partner_claim_tokens_partner_idx').on(t.partnerId, t.createdAt.desc()),
  ],
);
