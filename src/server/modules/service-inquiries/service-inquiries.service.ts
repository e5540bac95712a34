/**
 * Service inquiries (issue 22 "Service inquiry"; docs/decisions/042-service-inquiry.md).
 *
 * A visitor writes to a partner from its profile; the inquiry is stored pending and the sender gets a
 * signed confirmation link (`{id}.{expires}.{HMAC}`, valid {@link INQUIRY_CONFIRM_HOURS} hours).
 * Opening it delivers the inquiry once: the conditional update that sets `delivered_at` decides, and
 * in the same transaction the partner's user gets a `service_inquiry` notification and the partner a
 * mail whose `Reply-To` is the sender. A listing without an account (decision 029) gets the mail at its
 * own address, and no notification; without an address it takes no inquiries. From the dashboard the
 * partner may invite the sender to sign up, once.
 */
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Language } from '@shared/constants';
import {
  INQUIRY_CONFIRM_HOURS,
  INQUIRY_LIMITS,
  PARTNER_INQUIRIES_LIMIT,
  type PartnerInquiry,
  type PartnerInquiryList,
  type ServiceInquiryConfirmed,
  type ServiceInquiryForm,
} from '@shared/contracts/service-inquiries';
import { pageUrl } from '@shared/pages';
import type { Db } from '../../db/client';
import { categories, partners, serviceInquiries, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { emailKey, hitLimit } from '../../lib/rate-limit';
import { sign, signatureMatches } from '../../lib/signing';
import type { Viewer } from '../../lib/viewer';
import { enqueueTextMail } from '../../mail/text-mail';
import { notifyUsers } from '../notifications/notifications.service';
import { listingLanguage } from '../partner-claims/partner-claims.service';

/** What the inquiry mails need of the app: the origin of their links and the signing secret. */
export interface InquiryLinks {
  /** The site's origin, without a trailing slash (app.config.publicUrl). */
  publicUrl: string;
  /** The app's auth secret (BETTER_AUTH_SECRET): the same on every process. */
  secret: string;
}

const PURPOSE = 'service-inquiry-confirm';
const TOKEN_PATTERN = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
/** Characters of the message the notification quotes (its template may show `{{message}}`). */
const NOTIFICATION_EXCERPT = 140;

/**
 * The confirmation token of inquiry `id`: `{id}.{expiresAt}.{HMAC}`, `expiresAt` in Unix seconds. The
 * HMAC covers both numbers, so neither can be changed; nothing is stored.
 */
export function createInquiryToken(secret: string, id: number, expiresAt: number): string {
  return `${id}.${expiresAt}.${sign(secret, PURPOSE, `${id}.${expiresAt}`)}`;
}

/**
 * The inquiry a token names and whether it is past its time, or null when it is malformed or its
 * signature does not match (tampered, or signed with another secret).
 * @param nowSeconds the current Unix time in seconds
 */
export function readInquiryToken(
  secret: string,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): { id: number; expired: boolean } | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, id, expiresAt, signature] = match as unknown as [string, string, string, string];
  if (!signatureMatches(secret, PURPOSE, `${id}.${expiresAt}`, signature)) return null;
  return { id: Number(id), expired: Number(expiresAt) < nowSeconds };
}

/** `Reply-To` of the partner's mail: the sender's name (quoted, nodemailer encodes it) and address. */
export const replyToHeader = (name: string, email: string) => `"${name.replace(/["\\]/g, '\\$&')}" <${email}>`;

/** A partner as an inquiry needs it; `listed` is active and approved. */
async function inquiryPartner(exec: Pick<Db, 'select'>, partnerId: number) {
  const [row] = await exec
    .select({
      id: partners.id,
      userId: partners.userId,
      username: partners.username,
      companyName: partners.companyName,
      email: partners.email,
      country: partners.country,
      categoryName: categories.name,
      categoryNameEn: categories.nameEn,
      listed: sql<boolean>`${partners.isActive} AND ${partners.isApproved}`,
    })
    .from(partners)
    .innerJoin(categories, eq(categories.slug, partners.serviceCategory))
    .where(eq(partners.id, partnerId));
  return row;
}
type InquiryPartner = NonNullable<Awaited<ReturnType<typeof inquiryPartner>>>;

/**
 * Whether the partner can receive an inquiry: listed, and with someone to read it (an account, or for
 * an unclaimed listing its own address).
 * @throws AppError PARTNER_NOT_FOUND (404) when absent, passive or unapproved; INQUIRY_UNAVAILABLE
 *   (409) for an unclaimed listing without an address
 */
function requireReachable(partner: InquiryPartner | undefined): asserts partner is InquiryPartner {
  if (!partner?.listed) throw new AppError('PARTNER_NOT_FOUND');
  if (partner.userId === null && !partner.email) throw new AppError('INQUIRY_UNAVAILABLE');
}

/**
 * Stores a visitor's inquiry pending and mails the sender the confirmation link, in one transaction
 * (POST /api/partners/{id}/inquiries). A filled honeypot stores and sends nothing; the route answers it
 * exactly like a real inquiry.
 * @param language the sender's language: the confirmation and a later invitation are written in it
 * @returns whether an inquiry was stored (false for the honeypot; for logs and tests, never answered)
 * @throws AppError PARTNER_NOT_FOUND (404), INQUIRY_UNAVAILABLE (409), RATE_LIMITED (429) past
 *   {@link INQUIRY_LIMITS}.perAddress confirmation mails to the sender's address
 */
export async function sendServiceInquiry(
  db: Db,
  links: InquiryLinks,
  partnerId: number,
  input: ServiceInquiryForm,
  language: Language,
): Promise<{ stored: boolean }> {
  if (input.website?.trim()) return { stored: false };
  return db.transaction(async (tx) => {
    const partner = await inquiryPartner(tx, partnerId);
    requireReachable(partner);
    // Counted in the transaction: a refused inquiry rolls its count back, and no mail is queued.
    const verdict = await hitLimit(tx, emailKey('service-inquiry', input.email), INQUIRY_LIMITS.perAddress);
    if (!verdict.allowed) {
      throw new AppError('RATE_LIMITED', {
        message: 'serviceInquiries.tooManyForAddress',
        params: { seconds: verdict.retryAfter },
      });
    }
    const [row] = await tx
      .insert(serviceInquiries)
      .values({
        partnerId,
        name: input.name,
        email: input.email,
        company: input.company,
        phone: input.phone,
        message: input.message,
        language,
      })
      .returning({ id: serviceInquiries.id, createdAt: serviceInquiries.createdAt });
    if (!row) throw new Error('inquiry insert returned no row');
    const expiresAt = Math.floor(row.createdAt.getTime() / 1000) + INQUIRY_CONFIRM_HOURS * 3600;
    const token = createInquiryToken(links.secret, row.id, expiresAt);
    const params = { senderName: input.name, partnerName: partner.companyName, hours: INQUIRY_CONFIRM_HOURS };
    await enqueueTextMail(tx, {
      to: input.email,
      language,
      subject: t(language, 'serviceInquiries.confirmMailSubject', params),
      heading: t(language, 'serviceInquiries.confirmMailHeading'),
      paragraphs: [
        t(language, 'serviceInquiries.confirmMailIntro', params),
        t(language, 'serviceInquiries.confirmMailWhy', params),
      ],
      quote: input.message,
      button: {
        label: t(language, 'serviceInquiries.confirmMailButton'),
        url: `${links.publicUrl}${pageUrl('inquiryConfirm', { params: { token } })}`,
      },
      notes: [t(language, 'serviceInquiries.confirmMailIgnore')],
    });
    return { stored: true };
  });
}

/**
 * Opens a confirmation link (POST /api/inquiries/confirm): the first time, delivers the inquiry (the
 * partner's notification and mail, in one transaction with `delivered_at`); afterwards answers
 * `alreadyDelivered` and sends nothing, even once the link has expired.
 * @throws AppError INQUIRY_LINK_INVALID (404) for a malformed or tampered token, or an inquiry that no
 *   longer exists; INQUIRY_LINK_EXPIRED (410) for a pending inquiry past its link's time;
 *   PARTNER_NOT_FOUND (404) / INQUIRY_UNAVAILABLE (409) when the partner can no longer receive it
 *   (the inquiry stays pending)
 */
export async function confirmServiceInquiry(
  db: Db,
  links: InquiryLinks,
  token: string,
): Promise<ServiceInquiryConfirmed> {
  const read = readInquiryToken(links.secret, token);
  if (!read) throw new AppError('INQUIRY_LINK_INVALID');
  return db.transaction(async (tx) => {
    const [inquiry] = await tx.select().from(serviceInquiries).where(eq(serviceInquiries.id, read.id));
    if (!inquiry) throw new AppError('INQUIRY_LINK_INVALID');
    const partner = await inquiryPartner(tx, inquiry.partnerId);
    const answer = (outcome: ServiceInquiryConfirmed['outcome']): ServiceInquiryConfirmed => ({
      outcome,
      partner: { companyName: partner?.companyName ?? '', username: partner?.username ?? '' },
    });
    if (inquiry.deliveredAt) return answer('alreadyDelivered');
    if (read.expired) throw new AppError('INQUIRY_LINK_EXPIRED');
    requireReachable(partner);
    // Only one of two confirmations at once sets it: the other finds the row delivered and sends nothing.
    const delivered = await tx
      .update(serviceInquiries)
      .set({ deliveredAt: new Date() })
      .where(and(eq(serviceInquiries.id, inquiry.id), isNull(serviceInquiries.deliveredAt)))
      .returning({ id: serviceInquiries.id });
    if (delivered.length === 0) return answer('alreadyDelivered');
    await deliver(tx, links, partner, inquiry);
    return answer('delivered');
  });
}

/** The partner's notification (with an account) and mail for a confirmed inquiry. */
async function deliver(
  tx: Db,
  links: InquiryLinks,
  partner: InquiryPartner,
  inquiry: typeof serviceInquiries.$inferSelect,
): Promise<void> {
  const [owner] =
    partner.userId === null
      ? []
      : await tx
          .select({ id: users.id, email: users.email, language: users.language })
          .from(users)
          .where(and(eq(users.id, partner.userId), isNull(users.deletedAt)));
  // A listing without an account is written to at its own address (decision 029); a partner whose
  // owner's account is gone would have been unlinked, so this is the listing case too.
  const to = owner?.email ?? partner.email;
  if (!to) return;
  const language: Language = owner ? owner.language : listingLanguage(partner.country);
  const dashboardPath = pageUrl('partnerDashboard', { tab: 'inquiries', query: { inquiry: inquiry.id } });
  if (owner) {
    await notifyUsers(tx, [owner.id], {
      type: 'service_inquiry',
      params: {
        customerName: inquiry.name,
        serviceNeeded: { inLanguages: { tr: partner.categoryName, en: partner.categoryNameEn } },
        companyName: inquiry.company ?? '',
        email: inquiry.email,
        message: inquiry.message.slice(0, NOTIFICATION_EXCERPT),
      },
      actionUrl: dashboardPath,
      data: { inquiryId: inquiry.id, partnerId: partner.id },
    });
  }
  const params = { senderName: inquiry.name, senderEmail: inquiry.email, partnerName: partner.companyName };
  const details: [string, string][] = [
    [t(language, 'serviceInquiries.deliveryMailName'), inquiry.name],
    [t(language, 'serviceInquiries.deliveryMailEmail'), inquiry.email],
  ];
  if (inquiry.company) details.push([t(language, 'serviceInquiries.deliveryMailCompany'), inquiry.company]);
  if (inquiry.phone) details.push([t(language, 'serviceInquiries.deliveryMailPhone'), inquiry.phone]);
  await enqueueTextMail(tx, {
    to,
    language,
    headers: { 'Reply-To': replyToHeader(inquiry.name, inquiry.email) },
    subject: t(language, 'serviceInquiries.deliveryMailSubject', params),
    heading: t(language, 'serviceInquiries.deliveryMailHeading'),
    paragraphs: [
      t(language, 'serviceInquiries.deliveryMailIntro', params),
      t(language, 'serviceInquiries.deliveryMailReply', params),
    ],
    details,
    quote: inquiry.message,
    ...(owner
      ? {
          notes: [t(language, 'serviceInquiries.deliveryMailInvite')],
          button: {
            label: t(language, 'serviceInquiries.deliveryMailInviteButton'),
            url: `${links.publicUrl}${dashboardPath}`,
          },
        }
      : {
          notes: [t(language, 'serviceInquiries.deliveryMailClaim')],
          button: {
            label: t(language, 'serviceInquiries.deliveryMailClaimButton'),
            url: `${links.publicUrl}${pageUrl('partnerProfile', { params: { idOrUsername: partner.username } })}`,
          },
        }),
  });
}

/** The id of the partner `viewer` owns. @throws AppError PARTNER_NOT_FOUND (404) without one. */
async function ownPartnerId(exec: Pick<Db, 'select'>, viewer: Viewer): Promise<number> {
  const [own] = await exec.select({ id: partners.id }).from(partners).where(eq(partners.userId, viewer.id));
  if (!own) throw new AppError('PARTNER_NOT_FOUND');
  return own.id;
}

const listColumns = {
  id: serviceInquiries.id,
  name: serviceInquiries.name,
  email: serviceInquiries.email,
  company: serviceInquiries.company,
  phone: serviceInquiries.phone,
  message: serviceInquiries.message,
  deliveredAt: serviceInquiries.deliveredAt,
  invitedAt: serviceInquiries.invitedAt,
};

/** A listed row; `deliveredAt` is set on every row the dashboard sees. */
interface InquiryRow {
  id: number;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  deliveredAt: Date | null;
  invitedAt: Date | null;
}

function toPartnerInquiry(row: InquiryRow): PartnerInquiry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    message: row.message,
    deliveredAt: (row.deliveredAt ?? new Date(0)).toISOString(),
    invitedAt: row.invitedAt ? row.invitedAt.toISOString() : null,
  };
}

/**
 * The delivered inquiries of the caller's partner (GET /api/partner-dashboard/inquiries), newest first,
 * at most {@link PARTNER_INQUIRIES_LIMIT}. Pending ones are not shown: the sender has not confirmed them.
 * @throws AppError PARTNER_NOT_FOUND (404) when the caller owns no partner
 */
export async function listPartnerInquiries(db: Pick<Db, 'select'>, viewer: Viewer): Promise<PartnerInquiryList> {
  const partnerId = await ownPartnerId(db, viewer);
  const rows = await db
    .select(listColumns)
    .from(serviceInquiries)
    .where(and(eq(serviceInquiries.partnerId, partnerId), isNotNull(serviceInquiries.deliveredAt)))
    .orderBy(desc(serviceInquiries.deliveredAt), desc(serviceInquiries.id))
    .limit(PARTNER_INQUIRIES_LIMIT + 1);
  return {
    inquiries: rows.slice(0, PARTNER_INQUIRIES_LIMIT).map(toPartnerInquiry),
    hasMore: rows.length > PARTNER_INQUIRIES_LIMIT,
  };
}

/**
 * Invites an inquiry's sender to sign up (POST /api/partner-dashboard/inquiries/{id}/invite): one mail
 * with a link to the registration form that returns to the partner's profile, in the sender's
 * language, once per inquiry (the conditional update that sets `invited_at` decides).
 * @returns the inquiry with `invitedAt` set
 * @throws AppError PARTNER_NOT_FOUND (404) without a partner; INQUIRY_NOT_FOUND (404) for an inquiry of
 *   another partner or not delivered; INQUIRY_ALREADY_INVITED (409) the second time
 */
export async function inviteInquirySender(
  db: Db,
  publicUrl: string,
  viewer: Viewer,
  inquiryId: number,
): Promise<PartnerInquiry> {
  return db.transaction(async (tx) => {
    const partnerId = await ownPartnerId(tx, viewer);
    const mine = and(
      eq(serviceInquiries.id, inquiryId),
      eq(serviceInquiries.partnerId, partnerId),
      isNotNull(serviceInquiries.deliveredAt),
    );
    const [row] = await tx
      .update(serviceInquiries)
      .set({ invitedAt: new Date() })
      .where(and(mine, isNull(serviceInquiries.invitedAt)))
      .returning({ ...listColumns, language: serviceInquiries.language });
    if (!row) {
      const [exists] = await tx.select({ id: serviceInquiries.id }).from(serviceInquiries).where(mine);
      throw new AppError(exists ? 'INQUIRY_ALREADY_INVITED' : 'INQUIRY_NOT_FOUND');
    }
    const [partner] = await tx
      .select({ companyName: partners.companyName, username: partners.username })
      .from(partners)
      .where(eq(partners.id, partnerId));
    const language = row.language;
    const params = { senderName: row.name, partnerName: partner!.companyName };
    const register = pageUrl('auth', {
      tab: 'register',
      query: { redirect: pageUrl('partnerProfile', { params: { idOrUsername: partner!.username } }) },
    });
    await enqueueTextMail(tx, {
      to: row.email,
      language,
      subject: t(language, 'serviceInquiries.inviteMailSubject', params),
      heading: t(language, 'serviceInquiries.inviteMailHeading'),
      paragraphs: [
        t(language, 'serviceInquiries.inviteMailIntro', params),
        t(language, 'serviceInquiries.inviteMailBenefits'),
      ],
      button: { label: t(language, 'serviceInquiries.inviteMailButton'), url: `${publicUrl}${register}` },
      notes: [t(language, 'serviceInquiries.inviteMailNote')],
    });
    return toPartnerInquiry(row);
  });
}
