/**
 * Claimable listings (issue 21 "Claimable listings"; docs/decisions/029-claimable-listings.md).
 *
 * A partner whose `userId` is null has no account: it is "unclaimed". A quote request to it mails the
 * listing's e-mail address a single-use link `/claim/{token}` (valid `CLAIM_LINK_TTL_DAYS` days,
 * stored as a SHA-256) tied to the request; the firm signs in or registers and claims, and becomes the
 * partner's user the way an approved application does (`partner` added to the account's types). Admins
 * create listings one by one or from CSV and (re)send claim links.
 */
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { ClaimLinkOrigin, Language } from '@shared/constants';
import {
  type AdminListing,
  CLAIM_LINK_RESEND_MINUTES,
  CLAIM_LINK_SELF_REQUEST_HOURS,
  type ClaimLinkRequested,
  type ClaimInfo,
  type ClaimLinkSent,
  type ClaimResult,
  type CreatedListing,
  type ListingImportResult,
} from '@shared/contracts/partner-claims';
import type { AdminPartner } from '@shared/contracts/partner-applications';
import { pageUrl } from '@shared/pages';
import { formatLongDate } from '@shared/reader-format';
import type { Db } from '../../db/client';
import { partnerClaimTokens, partners, quoteRequests } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { serviceNeededPartsOf } from '../../lib/reader-params';
import type { Viewer } from '../../lib/viewer';
import { enqueueTemplateMail } from '../../mail/outbox';
import { isUsernameAvailable } from '../partner-applications/partner-applications.service';
import { type PartnerWriteContext, welcomePartner, writePartners } from '../partners/partners.service';
import { grantUserType } from '../users/users.service';
import {
  claimLinkExpiry,
  hashClaimToken,
  listingLanguage,
  newClaimToken,
  uniqueUsername,
  usernameBase,
} from './claim-links';
import { type ListingRow, readListingCsv } from './listing-import';

export { listingLanguage } from './claim-links';

/** What a claim mail is about: the listing, and the request that caused it (none when an admin sends it). */
export interface ClaimMail {
  partner: { id: number; companyName: string; email: string; country: string | null };
  /** The quote request the mail announces (`partner_claim`), its texts in the listing's language; null: the invitation. */
  request: { id: number; customerName: string; companyName: string; serviceNeeded: string; budget: string } | null;
  /** The request the claimant lands on when there is no announced one (an admin's resend); default none. */
  quoteRequestId?: number | null;
  /** The admin who sent it by hand, or null. */
  sentBy: number | null;
  /** What made the link. */
  origin: ClaimLinkOrigin;
}

/**
 * Makes a new claim link for an unclaimed partner and queues its mail (`partner_claim` with the
 * request, `partner_claim_invite` without) to the listing's address, in the caller's transaction. Each
 * request gets its own link and mail: the mail is the firm's only news of that request, as
 * `quote_received` is for a partner with an account (decision 029).
 * @param exec the transaction of the quote request or of the admin's resend
 * @param publicUrl the site's origin, for the mail's absolute link
 * @returns when the link was made and the address mailed
 */
export async function mailClaimLink(
  exec: Pick<Db, 'insert' | 'select' | 'update' | 'execute'>,
  publicUrl: string,
  mail: ClaimMail,
): Promise<ClaimLinkSent> {
  const token = newClaimToken();
  const now = new Date();
  const expiresAt = claimLinkExpiry(now);
  await exec.insert(partnerClaimTokens).values({
    partnerId: mail.partner.id,
    quoteRequestId: mail.request?.id ?? mail.quoteRequestId ?? null,
    tokenHash: hashClaimToken(token),
    email: mail.partner.email,
    sentBy: mail.sentBy,
    origin: mail.origin,
    createdAt: now,
    expiresAt,
  });
  const language = listingLanguage(mail.partner.country);
  const actionUrl = `${publicUrl}${pageUrl('claim', { params: { token } })}`;
  const date = formatLongDate(expiresAt, language);
  if (mail.request) {
    await enqueueTemplateMail(exec, {
      to: mail.partner.email,
      type: 'partner_claim',
      language,
      params: {
        partnerName: mail.partner.companyName,
        customerName: mail.request.customerName,
        companyName: mail.request.companyName,
        serviceNeeded: mail.request.serviceNeeded,
        budget: mail.request.budget,
        date,
        actionUrl,
      },
    });
  } else {
    await enqueueTemplateMail(exec, {
      to: mail.partner.email,
      type: 'partner_claim_invite',
      language,
      params: { partnerName: mail.partner.companyName, date, actionUrl },
    });
  }
  return { sentAt: now.toISOString(), email: mail.partner.email };
}

type TokenRow = typeof partnerClaimTokens.$inferSelect;

/**
 * The link's row when it can still claim: known, unused, not expired, and its partner still without a
 * user (an admin may have linked one meanwhile).
 * @throws AppError CLAIM_LINK_INVALID (404) for an unknown token; CLAIM_LINK_USED (409) for a used
 *   link or a partner that has a user now; CLAIM_LINK_EXPIRED (410)
 */
async function usableToken(
  exec: Pick<Db, 'select'>,
  token: string,
  lock: boolean,
): Promise<{ link: TokenRow; partner: { id: number; userId: number | null; username: string; companyName: string } }> {
  const query = exec
    .select()
    .from(partnerClaimTokens)
    .where(eq(partnerClaimTokens.tokenHash, hashClaimToken(token)));
  const [link] = lock ? await query.for('update') : await query;
  if (!link) throw new AppError('CLAIM_LINK_INVALID');
  const partnerQuery = exec
    .select({
      id: partners.id,
      userId: partners.userId,
      username: partners.username,
      companyName: partners.companyName,
    })
    .from(partners)
    .where(eq(partners.id, link.partnerId));
  const [partner] = lock ? await partnerQuery.for('update') : await partnerQuery;
  if (!partner) throw new AppError('CLAIM_LINK_INVALID');
  if (link.usedAt || partner.userId !== null) throw new AppError('CLAIM_LINK_USED');
  if (link.expiresAt.getTime() <= Date.now()) throw new AppError('CLAIM_LINK_EXPIRED');
  return { link, partner };
}

/**
 * What a claim link claims (GET /api/claim/{token}): the listing and the announced request. Reading
 * does not use the link up.
 * @throws AppError CLAIM_LINK_INVALID (404), CLAIM_LINK_USED (409), CLAIM_LINK_EXPIRED (410)
 */
export async function getClaimInfo(db: Db, token: string): Promise<ClaimInfo> {
  const { link } = await usableToken(db, token, false);
  const [partner] = await db
    .select({
      id: partners.id,
      username: partners.username,
      companyName: partners.companyName,
      serviceCategory: partners.serviceCategory,
      city: partners.city,
      logo: partners.logo,
      shortDescription: partners.shortDescription,
    })
    .from(partners)
    .where(eq(partners.id, link.partnerId));
  if (!partner) throw new AppError('CLAIM_LINK_INVALID');
  const [request] = link.quoteRequestId
    ? await db
        .select({
          id: quoteRequests.id,
          serviceNeeded: quoteRequests.serviceNeeded,
          service: quoteRequests.service,
          workType: quoteRequests.workType,
          projectStartDate: quoteRequests.projectStartDate,
          projectEndDate: quoteRequests.projectEndDate,
          companyName: quoteRequests.companyName,
          createdAt: quoteRequests.createdAt,
        })
        .from(quoteRequests)
        .where(eq(quoteRequests.id, link.quoteRequestId))
    : [];
  return {
    partner,
    request: request
      ? {
          id: request.id,
          serviceNeeded: request.serviceNeeded,
          serviceNeededParts: serviceNeededPartsOf(request),
          companyName: request.companyName,
          createdAt: request.createdAt.toISOString(),
        }
      : null,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/**
 * Claims a listing with a link (POST /api/claim/{token}): the caller becomes the partner's user, gets
 * the `partner` type (as an approved application does), the link is used and every other live link of
 * the partner voided, the claim is audited and the `partner_welcome` mail queued (once per partner,
 * issue 22), in one transaction. The link's and the partner's rows
 * are locked, and the partner is updated only while it has no user, so of two claims at once one wins
 * and the other gets CLAIM_LINK_USED.
 * @returns the partner and where to continue: the announced request on the partner dashboard, or the dashboard
 * @throws AppError CLAIM_LINK_INVALID (404), CLAIM_LINK_USED (409), CLAIM_LINK_EXPIRED (410),
 *   CLAIM_ALREADY_OWNER (409) when the caller already owns a partner (one account, one company)
 */
export async function claimListing(
  ctx: PartnerWriteContext & { config: { publicUrl: string } },
  viewer: Viewer,
  token: string,
): Promise<ClaimResult> {
  try {
    return await writePartners(ctx, async (tx, changed) => {
      const { link, partner } = await usableToken(tx, token, true);
      const [owned] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.userId, viewer.id));
      if (owned) throw new AppError('CLAIM_ALREADY_OWNER');
      const now = new Date();
      const claimed = await tx
        .update(partners)
        .set({ userId: viewer.id, updatedAt: now })
        .where(and(eq(partners.id, partner.id), isNull(partners.userId)))
        .returning({ id: partners.id });
      if (claimed.length === 0) throw new AppError('CLAIM_LINK_USED');
      changed([partner.id]);
      await tx
        .update(partnerClaimTokens)
        .set({ usedAt: now, usedBy: viewer.id })
        .where(eq(partnerClaimTokens.id, link.id));
      await tx
        .update(partnerClaimTokens)
        .set({ usedAt: now })
        .where(and(eq(partnerClaimTokens.partnerId, partner.id), isNull(partnerClaimTokens.usedAt)));
      await grantUserType(tx, viewer.id, 'partner');
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'partner.claimed',
        targetType: 'partner',
        targetId: partner.id,
        details: { companyName: partner.companyName, claimLinkId: link.id, quoteRequestId: link.quoteRequestId },
      });
      // The firm's first mail as a partner: once per partner, so a listing claimed again after its
      // owner was unlinked is not welcomed twice (issue 22, decision 036).
      await welcomePartner(tx, ctx.config.publicUrl, partner.id);
      const redirectTo = link.quoteRequestId
        ? pageUrl('partnerDashboard', { tab: 'quotes', query: { request: link.quoteRequestId } })
        : pageUrl('partnerDashboard');
      return { partnerId: partner.id, username: partner.username, redirectTo };
    });
  } catch (error) {
    // Two claims of the same user for two listings at once: the unique user_id decides.
    if (isUniqueViolation(error, 'partners_user_id_unique')) throw new AppError('CLAIM_ALREADY_OWNER');
    throw error;
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error, i = 0; e && typeof e === 'object' && i < 3; e = (e as { cause?: unknown }).cause, i++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint;
  }
  return false;
}

/**
 * Sends an unclaimed partner a claim link by hand (POST /api/admin/partners/{id}/claim-link): the
 * invitation mail, its link tied to the partner's newest pending request when there is one, so the
 * claimant lands on the request still waiting for an answer. Audited.
 * @throws AppError PARTNER_NOT_FOUND (404), PARTNER_ALREADY_CLAIMED (409), PARTNER_NO_EMAIL (409),
 *   CLAIM_LINK_TOO_SOON (429) within {@link CLAIM_LINK_RESEND_MINUTES} minutes of the partner's last link
 */
export async function resendClaimLink(
  db: Db,
  actorId: number,
  partnerId: number,
  publicUrl: string,
): Promise<ClaimLinkSent> {
  return db.transaction(async (tx) => {
    const [partner] = await tx
      .select({
        id: partners.id,
        userId: partners.userId,
        companyName: partners.companyName,
        email: partners.email,
        country: partners.country,
      })
      .from(partners)
      .where(eq(partners.id, partnerId))
      .for('update');
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    if (partner.userId !== null) throw new AppError('PARTNER_ALREADY_CLAIMED');
    if (!partner.email) throw new AppError('PARTNER_NO_EMAIL');
    const [recent] = await tx
      .select({ id: partnerClaimTokens.id })
      .from(partnerClaimTokens)
      .where(
        and(
          eq(partnerClaimTokens.partnerId, partnerId),
          gt(partnerClaimTokens.createdAt, sql`now() - make_interval(mins => ${CLAIM_LINK_RESEND_MINUTES})`),
        ),
      )
      .limit(1);
    if (recent) throw new AppError('CLAIM_LINK_TOO_SOON');
    const [pending] = await tx
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(and(eq(quoteRequests.partnerId, partnerId), eq(quoteRequests.status, 'pending')))
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(1);
    const sent = await mailClaimLink(tx, publicUrl, {
      partner: { id: partner.id, companyName: partner.companyName, email: partner.email, country: partner.country },
      request: null,
      quoteRequestId: pending?.id ?? null,
      sentBy: actorId,
      origin: 'admin',
    });
    await recordAudit(tx, {
      actorId,
      action: 'partner.claim_link.sent',
      targetType: 'partner',
      targetId: partnerId,
      details: { email: partner.email, quoteRequestId: pending?.id ?? null },
    });
    return sent;
  });
}

/** `info@firma.example.com` → `i•••@firma.example.com`: enough for the firm to recognise its mailbox. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/**
 * A listing's claim link asked for from its profile ("Bu firma sizin mi?"; POST /api/claim-links):
 * the invitation mailed only to the listing's own address, its link tied to the newest pending
 * request, at most once per {@link CLAIM_LINK_SELF_REQUEST_HOURS} hours per listing (the route also
 * limits per IP), so nobody can use the platform to flood a firm's inbox.
 * @returns the masked address the link went to
 * @throws AppError PARTNER_NOT_FOUND (404; also a passive or unapproved listing), PARTNER_ALREADY_CLAIMED
 *   (409), PARTNER_NO_EMAIL (409), CLAIM_LINK_TOO_SOON (429)
 */
export async function requestClaimLink(db: Db, partnerId: number, publicUrl: string): Promise<ClaimLinkRequested> {
  return db.transaction(async (tx) => {
    const [partner] = await tx
      .select({
        id: partners.id,
        userId: partners.userId,
        companyName: partners.companyName,
        email: partners.email,
        country: partners.country,
      })
      .from(partners)
      .where(and(eq(partners.id, partnerId), eq(partners.isActive, true), eq(partners.isApproved, true)))
      .for('update');
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    if (partner.userId !== null) throw new AppError('PARTNER_ALREADY_CLAIMED');
    if (!partner.email) throw new AppError('PARTNER_NO_EMAIL');
    const [recent] = await tx
      .select({ id: partnerClaimTokens.id })
      .from(partnerClaimTokens)
      .where(
        and(
          eq(partnerClaimTokens.partnerId, partnerId),
          eq(partnerClaimTokens.origin, 'self'),
          gt(partnerClaimTokens.createdAt, sql`now() - make_interval(hours => ${CLAIM_LINK_SELF_REQUEST_HOURS})`),
        ),
      )
      .limit(1);
    if (recent) throw new AppError('CLAIM_LINK_TOO_SOON', { message: 'partnerClaims.selfRequestTooSoon' });
    const [pending] = await tx
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(and(eq(quoteRequests.partnerId, partnerId), eq(quoteRequests.status, 'pending')))
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(1);
    await mailClaimLink(tx, publicUrl, {
      partner: { id: partner.id, companyName: partner.companyName, email: partner.email, country: partner.country },
      request: null,
      quoteRequestId: pending?.id ?? null,
      sentBy: null,
      origin: 'self',
    });
    return { email: maskEmail(partner.email) };
  });
}

/** Claim status columns of the admin partner list, per partner id: the newest link's time. */
export async function lastClaimLinks(
  db: Pick<Db, 'select'>,
  partnerIds: readonly number[],
): Promise<Map<number, Date>> {
  if (partnerIds.length === 0) return new Map();
  const rows = await db
    .select({ partnerId: partnerClaimTokens.partnerId, sentAt: sql<Date>`max(${partnerClaimTokens.createdAt})` })
    .from(partnerClaimTokens)
    .where(inArray(partnerClaimTokens.partnerId, [...partnerIds]))
    .groupBy(partnerClaimTokens.partnerId);
  return new Map(rows.map((r) => [r.partnerId, new Date(r.sentAt)]));
}

/** The company name and city key two listings are the same firm by (Turkish case and spaces folded). */
const nameCityKey = (name: string, city: string) =>
  `${name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr-TR')}|${city.trim().toLocaleLowerCase('tr-TR')}`;

/** Which of the listings already exist: the same e-mail, or the same company name in the same city. */
async function existingDuplicates(
  exec: Pick<Db, 'select'>,
  listings: readonly AdminListing[],
): Promise<{ emails: Set<string>; names: Set<string> }> {
  if (listings.length === 0) return { emails: new Set(), names: new Set() };
  const emails = [...new Set(listings.map((l) => l.email))];
  const names = [...new Set(listings.map((l) => l.companyName.toLocaleLowerCase('tr-TR')))];
  const rows = await exec
    .select({ email: partners.email, companyName: partners.companyName, city: partners.city })
    .from(partners)
    .where(
      sql`lower(${partners.email}) IN (${sql.join(
        emails.map((e) => sql`${e}`),
        sql`, `,
      )}) OR lower(${partners.companyName} COLLATE tr_icu) IN (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})`,
    );
  return {
    emails: new Set(rows.flatMap((r) => (r.email ? [r.email.toLowerCase()] : []))),
    names: new Set(rows.map((r) => nameCityKey(r.companyName, r.city ?? ''))),
  };
}

/** Inserts one listing (no user, active, approved) with a generated username; returns its id. */
async function insertListing(tx: Db, listing: AdminListing, username: string): Promise<number> {
  const [row] = await tx
    .insert(partners)
    .values({
      userId: null,
      username,
      companyName: listing.companyName,
      serviceCategory: listing.serviceCategory,
      city: listing.city,
      email: listing.email,
      phone: listing.phone,
      website: listing.website,
      contactPerson: listing.contactPerson,
      shortDescription: listing.shortDescription,
      isActive: true,
      isApproved: true,
    })
    .returning({ id: partners.id });
  if (!row) throw new Error('listing insert returned no row');
  return row.id;
}

/** A username for `companyName` no partner, old name, pending application or `taken` (this batch) holds. */
function usernameFor(exec: Pick<Db, 'select'>, companyName: string, taken: Set<string>): Promise<string> {
  return uniqueUsername(
    usernameBase(companyName),
    async (candidate) => !taken.has(candidate.toLowerCase()) && (await isUsernameAvailable(exec, candidate, null)),
  );
}

/**
 * Creates one unclaimed listing (POST /api/admin/partners): listed and searchable at once, audited.
 * @throws AppError LISTING_DUPLICATE (409; field error on `email` or `companyName`) when a partner has the
 *   same e-mail, or the same company name in the same city
 */
export async function createListing(
  ctx: PartnerWriteContext,
  actorId: number,
  listing: AdminListing,
): Promise<CreatedListing> {
  return writePartners(ctx, async (tx, changed) => {
    // One admin write of listings at a time: the duplicate check and the insert must not interleave.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('partner-listings'))`);
    const dup = await existingDuplicates(tx, [listing]);
    if (dup.emails.has(listing.email)) {
      throw new AppError('LISTING_DUPLICATE', { fieldErrors: { email: ['partnerClaims.duplicateEmail'] } });
    }
    if (dup.names.has(nameCityKey(listing.companyName, listing.city))) {
      throw new AppError('LISTING_DUPLICATE', {
        message: 'partnerClaims.duplicateName',
        fieldErrors: { companyName: ['partnerClaims.duplicateName'] },
      });
    }
    const username = await usernameFor(tx, listing.companyName, new Set());
    const id = await insertListing(tx, listing, username);
    changed([id]);
    await recordAudit(tx, {
      actorId,
      action: 'partner.created',
      targetType: 'partner',
      targetId: id,
      details: { companyName: listing.companyName, username, email: listing.email },
    });
    return { id, username, companyName: listing.companyName };
  });
}

/**
 * Imports listings from CSV (POST /api/admin/partners/import): every row checked (the listing rules,
 * duplicates in the file and against existing partners); with `dryRun` or any error nothing is
 * written and the answer lists the errors per row and what would be created. Otherwise every row is
 * created in one transaction (all or nothing), made searchable, and audited once.
 * @param language the admin's language, for the per-row messages
 * @throws AppError LISTING_IMPORT_INVALID (400) when the CSV itself cannot be read (bad quoting, no
 *   data, unknown or missing columns, too many rows); row errors are answered, not thrown
 */
export async function importListings(
  ctx: PartnerWriteContext,
  actorId: number,
  csv: string,
  dryRun: boolean,
  language: Language,
): Promise<ListingImportResult> {
  const parsed = readListingCsv(csv, language);
  return writePartners(ctx, async (tx, changed) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('partner-listings'))`);
    const errors = [...parsed.errors];
    const valid: ListingRow[] = parsed.rows;
    const dup = await existingDuplicates(
      tx,
      valid.map((r) => r.listing),
    );
    const seenEmail = new Map<string, number>();
    const seenName = new Map<string, number>();
    const accepted: ListingRow[] = [];
    for (const r of valid) {
      const key = nameCityKey(r.listing.companyName, r.listing.city);
      const rowErrors: { field: string; message: string }[] = [];
      if (dup.emails.has(r.listing.email)) {
        rowErrors.push({ field: 'email', message: t(language, 'partnerClaims.duplicateEmail') });
      } else if (seenEmail.has(r.listing.email)) {
        rowErrors.push({
          field: 'email',
          message: t(language, 'partnerClaims.duplicateInFile', { row: seenEmail.get(r.listing.email)! }),
        });
      }
      if (dup.names.has(key)) {
        rowErrors.push({ field: 'companyName', message: t(language, 'partnerClaims.duplicateName') });
      } else if (seenName.has(key)) {
        rowErrors.push({
          field: 'companyName',
          message: t(language, 'partnerClaims.duplicateInFile', { row: seenName.get(key)! }),
        });
      }
      if (!seenEmail.has(r.listing.email)) seenEmail.set(r.listing.email, r.row);
      if (!seenName.has(key)) seenName.set(key, r.row);
      if (rowErrors.length > 0) errors.push(...rowErrors.map((e) => ({ row: r.row, ...e })));
      else accepted.push(r);
    }
    errors.sort((a, b) => a.row - b.row);

    // All or nothing: a real import of a file with errors writes nothing (the dry run shows them).
    if (!dryRun && errors.length > 0) throw new AppError('LISTING_IMPORT_INVALID');
    const taken = new Set<string>();
    const created: ListingImportResult['created'] = [];
    for (const r of accepted) {
      const username = await usernameFor(tx, r.listing.companyName, taken);
      taken.add(username.toLowerCase());
      const partnerId = dryRun ? null : await insertListing(tx, r.listing, username);
      created.push({
        row: r.row,
        companyName: r.listing.companyName,
        username,
        city: r.listing.city,
        email: r.listing.email,
        partnerId,
      });
    }
    if (!dryRun) {
      changed(created.map((c) => c.partnerId!));
      await recordAudit(tx, {
        actorId,
        action: 'partner.imported',
        targetType: 'partner',
        targetId: null,
        details: { count: created.length, partnerIds: created.map((c) => c.partnerId) },
      });
    }
    return { dryRun, rows: parsed.total, errors, created };
  });
}

/** The admin list's claim status of a row: claimed when it has a user, else the newest link's time. */
export function withClaimStatus<T extends Pick<AdminPartner, 'id' | 'userId'>>(
  row: T,
  links: Map<number, Date>,
): T & { claimLinkSentAt: string | null } {
  const sent = row.userId === null ? links.get(row.id) : undefined;
  return { ...row, claimLinkSentAt: sent ? sent.toISOString() : null };
}
