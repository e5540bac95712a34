/**
 * Subscribers, consenting contacts, segments and campaigns (spec §2 Email subscribers, marketing list;
 * §3 Email subscriber, Email preferences; §9 CSV columns; PRODUCT-DECISIONS 18, 20; issue 11).
 *
 * Consent: a confirmed, active newsletter subscriber, or an active, not deleted user whose
 * `marketingEmails` preference is on (no preferences row means the spec's default, on). One contact
 * per address: an address that is both is one contact with both sources.
 */
import { stringify } from 'csv-stringify/sync';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@shared/constants';
import {
  CONTACTS_PAGE_SIZE,
  type CampaignCounts,
  type CampaignStarter,
  type Contact,
  type ContactsQuery,
  type ContactsResponse,
  type CreateCampaignInput,
  type EmailSubscriber,
  type EmailSubscribersResponse,
  type Segment,
  type Campaign,
} from '@shared/contracts/marketing';
import { type Db, queryRows } from '../../db/client';
import {
  campaignRecipients,
  campaigns,
  campaignTemplates,
  emailOutbox,
  emailPreferences,
  emailTemplates,
  newsletterSubscribers,
  users,
} from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { assertSafeMailHtml, type MailResourcePolicy } from '../../lib/mail-html-safety';
import { sanitizeEmailHtml } from '../../lib/sanitize';
import { sign, signatureMatches } from '../../lib/signing';
import { t } from '../../lib/messages';
import { renderTemplate, type Executor } from '../../mail/outbox';
import { pageUrl } from '@shared/pages';

// ---------------------------------------------------------------------------------------------------
// Subscribers

/** A subscriber's state: confirmed and receiving, unsubscribed, or never confirmed (double opt-in). */
export function subscriberState(row: { isActive: boolean; unsubscribedAt: Date | null }) {
  if (row.isActive) return 'active' as const;
  return row.unsubscribedAt ? ('cancelled' as const) : ('pending' as const);
}

/**
 * Every newsletter subscriber, split by state, newest first.
 * @returns counts and the three lists (pending: asked, never confirmed — they receive nothing)
 */
export async function listSubscribers(db: Db): Promise<EmailSubscribersResponse> {
  const rows = await db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.subscribedAt));
  const out: EmailSubscribersResponse = {
    counts: { total: rows.length, active: 0, cancelled: 0, pending: 0 },
    active: [],
    cancelled: [],
    pending: [],
  };
  for (const r of rows) {
    const state = subscriberState(r);
    out.counts[state] += 1;
    out[state].push({
      id: r.id,
      email: r.email,
      isActive: r.isActive,
      subscribedAt: r.subscribedAt.toISOString(),
      unsubscribedAt: r.unsubscribedAt?.toISOString() ?? null,
      source: r.source,
      language: r.language,
      confirmed: r.confirmedAt !== null,
    } satisfies EmailSubscriber);
  }
  return out;
}

/**
 * A CSV cell safe to open in a spreadsheet: text starting with `=`, `+`, `-`, `@`, tab or CR would be
 * read as a formula (CSV injection), so it gets a leading `'`.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The two CSV forms (issue 18): `excel-tr`, what Turkish Excel opens by double-click (its list
 * separator is `;` because the decimal separator is `,`, and dates read as `GG.AA.YYYY SS:DD`), and
 * `rfc4180`, the comma-separated form with ISO-like dates for scripts and other tools.
 */
export type CsvDialect = 'excel-tr' | 'rfc4180';

const CSV_DIALECTS: Record<CsvDialect, { delimiter: string; date: Intl.DateTimeFormat }> = {
  'excel-tr': {
    delimiter: ';',
    // 'tr-TR' writes 02.01.2026 13:00; h23 so midnight is 00:00, not 24:00.
    date: new Intl.DateTimeFormat('tr-TR', {
      timeZone: 'Europe/Istanbul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  },
  rfc4180: {
    delimiter: ',',
    // 'sv-SE' writes 2026-01-02 13:00.
    date: new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Istanbul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }),
  },
};

/**
 * The subscribers as CSV with exactly the spec §9 columns (e-mail, status, subscribe date,
 * unsubscribe date), headers and status words in `lang`, a UTF-8 BOM first (so Excel reads Turkish
 * letters) and every cell neutralised by {@link neutraliseCell}. Active, then pending, then cancelled.
 * Dates are in Türkiye time (spec §9: dates in the Turkish locale), separator and date form per
 * `dialect` ({@link CsvDialect}); a cell holding the separator or a quote is quoted.
 */
export function subscribersCsv(
  list: EmailSubscribersResponse,
  lang: Language,
  dialect: CsvDialect = 'excel-tr',
): string {
  const { delimiter, date } = CSV_DIALECTS[dialect];
  const csvDate = (value: string | null) => (value ? date.format(new Date(value)) : '');
  const statusText = {
    active: t(lang, 'marketing.statusActive'),
    cancelled: t(lang, 'marketing.statusCancelled'),
    pending: t(lang, 'marketing.statusPending'),
  };
  const header = [
    t(lang, 'marketing.csvEmail'),
    t(lang, 'marketing.csvStatus'),
    t(lang, 'marketing.csvSubscribedAt'),
    t(lang, 'marketing.csvUnsubscribedAt'),
  ];
  const rows = (['active', 'pending', 'cancelled'] as const).flatMap((state) =>
    list[state].map((s) => [s.email, statusText[state], csvDate(s.subscribedAt), csvDate(s.unsubscribedAt)]),
  );
  return (
    '\uFEFF' +
    stringify(
      [header, ...rows].map((r) => r.map(neutraliseCell)),
      { delimiter, record_delimiter: '\r\n' },
    )
  );
}

// ---------------------------------------------------------------------------------------------------
// Contacts and segments

interface ContactRow {
  email: string;
  user_id: number | null;
  name: string | null;
  user_types: Contact['userTypes'] | string;
  category: Contact['category'];
  language: Language;
  sources: Contact['sources'] | string;
}

/** Postgres arrays arrive as JS arrays from node-postgres and PGlite; text form parsed just in case. */
function pgArray<T extends string>(value: T[] | string): T[] {
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean) as T[];
}

/** The consenting contacts as one SQL relation (one row per lower-cased address). */
const CONSENTING = sql`(
  WITH subs AS (
    SELECT lower(email) AS email, language, 'newsletter:' || source AS source
      FROM newsletter_subscribers
     WHERE is_active AND confirmed_at IS NOT NULL
  ), accts AS (
    SELECT u.id, lower(u.email) AS email,
           nullif(trim(coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.name)), '') AS name,
           u.available_user_types, u.language,
           (SELECT p.service_category FROM partners p WHERE p.user_id = u.id ORDER BY p.id LIMIT 1) AS category
      FROM users u LEFT JOIN email_preferences ep ON ep.user_id = u.id
     WHERE u.deleted_at IS NULL AND u.is_active AND coalesce(ep.marketing_emails, true)
  )
  SELECT coalesce(a.email, s.email) AS email, a.id AS user_id, a.name,
         coalesce(a.available_user_types, ARRAY[]::text[]) AS user_types, a.category,
         coalesce(a.language, s.language) AS language,
         array_remove(ARRAY[s.source, CASE WHEN a.id IS NOT NULL THEN 'account' END], NULL) AS sources
    FROM accts a FULL OUTER JOIN subs s ON s.email = a.email
) AS c`;

function segmentWhere(segment: Segment): SQL {
  const parts: SQL[] = [sql`true`];
  if (segment.userType) parts.push(sql`${segment.userType} = ANY(c.user_types)`);
  if (segment.category) parts.push(sql`c.category = ${segment.category}`);
  if (segment.language) parts.push(sql`c.language = ${segment.language}`);
  if (segment.source) parts.push(sql`${segment.source} = ANY(c.sources)`);
  return sql.join(parts, sql` AND `);
}

function toContact(r: ContactRow): Contact {
  return {
    email: r.email,
    name: r.name,
    userId: r.user_id,
    userTypes: pgArray(r.user_types),
    category: r.category,
    language: r.language,
    sources: pgArray(r.sources),
  };
}

/** Every consenting contact of `segment` (the recipients of a send). */
export async function segmentContacts(exec: Db, segment: Segment): Promise<Contact[]> {
  const rows = await queryRows<ContactRow>(
    exec,
    sql`SELECT * FROM ${CONSENTING} WHERE ${segmentWhere(segment)} ORDER BY c.email`,
  );
  return rows.map(toContact);
}

/** How many consenting contacts `segment` has. */
export async function segmentSize(exec: Db, segment: Segment): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    exec,
    sql`SELECT count(*) AS n FROM ${CONSENTING} WHERE ${segmentWhere(segment)}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * A page of the segment's contacts (50 a page, by address), searched by e-mail or name.
 * @returns the page, `total` (the segment's size: who a campaign to it reaches) and `matching` (after search)
 */
export async function listContacts(db: Db, query: ContactsQuery): Promise<ContactsResponse> {
  const { search, page, ...segment } = query;
  const where = segmentWhere(segment);
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const searched = like ? sql`${where} AND (c.email ILIKE ${like} OR c.name ILIKE ${like})` : where;
  const [total, matching, rows] = await Promise.all([
    segmentSize(db, segment),
    queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM ${CONSENTING} WHERE ${searched}`),
    queryRows<ContactRow>(
      db,
      sql`SELECT * FROM ${CONSENTING} WHERE ${searched} ORDER BY c.email
          LIMIT ${CONTACTS_PAGE_SIZE} OFFSET ${(page - 1) * CONTACTS_PAGE_SIZE}`,
    ),
  ]);
  return {
    contacts: rows.map(toContact),
    total,
    matching: Number(matching[0]?.n ?? 0),
    page,
    pageSize: CONTACTS_PAGE_SIZE,
  };
}

// ---------------------------------------------------------------------------------------------------
// Campaign HTML

/**
 * Campaign HTML made safe to store and send: the same e-mail rule as the typed templates and the
 * builder library (tables, images, inline styles; nothing that runs).
 */
const sanitizeCampaignHtml = sanitizeEmailHtml;

const PLACEHOLDER = (name: string) => new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`);

/**
 * A campaign mail for one recipient: subject and HTML with `{{name}}`, `{{email}}`,
 * `{{unsubscribeUrl}}` (also `{{unsubscribeLink}}`) and `{{actionUrl}}` (the site: the monthly
 * newsletter's button) filled, HTML-escaped in the HTML. A text without
 * an unsubscribe placeholder gets the unsubscribe footer, so no campaign mail lacks the link.
 */
export function renderCampaign(
  campaign: { subject: string; htmlContent: string },
  lang: Language,
  values: { name: string; email: string; unsubscribeUrl: string; actionUrl: string },
): { subject: string; html: string } {
  const hasLink =
    PLACEHOLDER('unsubscribeUrl').test(campaign.htmlContent) ||
    PLACEHOLDER('unsubscribeLink').test(campaign.htmlContent);
  const html = hasLink
    ? campaign.htmlContent
    : campaign.htmlContent + t(lang, 'marketing.unsubscribeFooter', { unsubscribeUrl: '{{unsubscribeUrl}}' });
  const params = { ...values, unsubscribeLink: values.unsubscribeUrl };
  return { subject: renderTemplate(campaign.subject, params, false), html: renderTemplate(html, params, true) };
}

// ---------------------------------------------------------------------------------------------------
// One-click unsubscribe for addresses that consented twice

/** Path of the campaign one-click link for an address that is both subscriber and account (GET and POST). */
export const CAMPAIGN_UNSUBSCRIBE_PATH = '/api/marketing/unsubscribe';

const ADDRESS_PURPOSE = 'campaign-unsubscribe';

/** `{base64url(email)}.{HMAC}`: names one address, does not expire, stores nothing. */
export function createAddressToken(secret: string, email: string): string {
  return `${Buffer.from(email).toString('base64url')}.${sign(secret, ADDRESS_PURPOSE, email)}`;
}

/** The address of a valid {@link createAddressToken} token, or null. */
export function readAddressToken(secret: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const email = Buffer.from(match[1]!, 'base64url').toString('utf8');
  return signatureMatches(secret, ADDRESS_PURPOSE, email, match[2]!) ? email : null;
}

/**
 * Withdraws every marketing consent of `email`: the account's `marketingEmails` off and the newsletter
 * subscription cancelled, in one transaction.
 * @returns whether anything consented before
 */
export async function withdrawConsent(db: Db, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const subs = await tx
      .update(newsletterSubscribers)
      .set({ isActive: false, unsubscribedAt: now })
      .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.isActive, true)))
      .returning({ id: newsletterSubscribers.id });
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (user) {
      await tx
        .insert(emailPreferences)
        .values({ userId: user.id, marketingEmails: false })
        .onConflictDoUpdate({ target: emailPreferences.userId, set: { marketingEmails: false, updatedAt: now } });
    }
    return subs.length > 0 || user !== undefined;
  });
}

// ---------------------------------------------------------------------------------------------------
// Campaigns

const EMPTY_COUNTS: CampaignCounts = { total: 0, pending: 0, queued: 0, sent: 0, failed: 0, skipped: 0 };

/**
 * Per campaign: recipients in all, waiting their turn, in the outbox not yet delivered, delivered
 * (outbox `sent`, or `logged` without SMTP), failed for good, and skipped (consent withdrawn before
 * their turn: `queued` without an outbox row).
 */
async function campaignCounts(db: Db): Promise<Map<number, CampaignCounts>> {
  const rows = await queryRows<Record<keyof CampaignCounts | 'campaign_id', number | string>>(
    db,
    sql`SELECT r.campaign_id,
               count(*) AS total,
               count(*) FILTER (WHERE r.status = 'pending') AS pending,
               count(*) FILTER (WHERE o.status IN ('queued', 'sending')) AS queued,
               count(*) FILTER (WHERE o.status IN ('sent', 'logged')) AS sent,
               count(*) FILTER (WHERE o.status = 'failed') AS failed,
               count(*) FILTER (WHERE r.status = 'queued' AND r.outbox_id IS NULL) AS skipped
          FROM campaign_recipients r LEFT JOIN email_outbox o ON o.id = r.outbox_id
         GROUP BY r.campaign_id`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.campaign_id),
      {
        total: Number(r.total),
        pending: Number(r.pending),
        queued: Number(r.queued),
        sent: Number(r.sent),
        failed: Number(r.failed),
        skipped: Number(r.skipped),
      },
    ]),
  );
}

type CampaignRow = typeof campaigns.$inferSelect;

function toCampaign(row: CampaignRow, counts: CampaignCounts | undefined): Campaign {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    htmlContent: row.htmlContent,
    campaignTemplateId: row.campaignTemplateId,
    segment: row.segment,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    counts: counts ?? EMPTY_COUNTS,
  };
}

/** Every campaign, newest first, with its counts. */
export async function listCampaigns(db: Db): Promise<Campaign[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(campaigns).orderBy(desc(campaigns.createdAt), desc(campaigns.id)),
    campaignCounts(db),
  ]);
  return rows.map((r) => toCampaign(r, counts.get(r.id)));
}

async function getCampaign(db: Pick<Db, 'select'>, id: number): Promise<CampaignRow> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw new AppError('CAMPAIGN_NOT_FOUND');
  return row;
}

/**
 * Saves a draft campaign (HTML checked, then sanitised) and audits it. Sending uses the stored HTML, so
 * the check here covers the send too.
 * @param policy where the HTML may load resources from (issue 18)
 * @throws AppError CAMPAIGN_TEMPLATE_NOT_FOUND when `campaignTemplateId` names no builder template;
 *   TEMPLATE_UNSAFE_HTML (400) naming the element ({@link assertSafeMailHtml})
 */
export async function createCampaign(
  db: Db,
  actorId: number,
  input: CreateCampaignInput,
  policy: MailResourcePolicy,
): Promise<Campaign> {
  assertSafeMailHtml(input.htmlContent, policy);
  return db.transaction(async (tx) => {
    if (input.campaignTemplateId !== undefined) {
      const [tpl] = await tx
        .select({ id: campaignTemplates.id })
        .from(campaignTemplates)
        .where(eq(campaignTemplates.id, input.campaignTemplateId));
      if (!tpl) throw new AppError('CAMPAIGN_TEMPLATE_NOT_FOUND');
    }
    const [row] = await tx
      .insert(campaigns)
      .values({
        name: input.name,
        subject: input.subject,
        htmlContent: sanitizeCampaignHtml(input.htmlContent),
        campaignTemplateId: input.campaignTemplateId ?? null,
        segment: input.segment,
        createdBy: actorId,
      })
      .returning();
    await recordAudit(tx, {
      actorId,
      action: 'campaign.created',
      targetType: 'campaign',
      targetId: row!.id,
      details: { name: input.name, segment: input.segment },
    });
    return toCampaign(row!, undefined);
  });
}

/**
 * Deletes a draft.
 * @throws AppError CAMPAIGN_NOT_FOUND; CAMPAIGN_ALREADY_SENT (409) when it is sending or sent
 */
export async function deleteCampaign(db: Db, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await getCampaign(tx, id);
    if (row.status !== 'draft') throw new AppError('CAMPAIGN_ALREADY_SENT');
    await tx.delete(campaigns).where(eq(campaigns.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'campaign.deleted',
      targetType: 'campaign',
      targetId: id,
      details: { name: row.name },
    });
  });
}

/** The campaign rendered with sample values (a sample name in `lang`, a sample address and link). */
export async function previewCampaign(db: Db, id: number, lang: Language, publicUrl: string) {
  const row = await getCampaign(db, id);
  return renderCampaign(row, lang, {
    name: t(lang, 'marketing.sampleName'),
    email: 'ornek@example.com',
    unsubscribeUrl: `${publicUrl}${pageUrl('emailPreferences')}`,
    actionUrl: publicUrl,
  });
}

/**
 * Queues one copy of the campaign to the caller's own address, subject prefixed '[Test]', their
 * name filled in; the unsubscribe placeholder points at their preferences page (nothing is withdrawn).
 * @returns the address it went to
 */
export async function sendTestMail(
  db: Db,
  id: number,
  viewer: { id: number },
  lang: Language,
  publicUrl: string,
): Promise<string> {
  const row = await getCampaign(db, id);
  const [me] = await db
    .select({ email: users.email, name: users.name, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, viewer.id));
  if (!me) throw new AppError('NOT_FOUND');
  const mail = renderCampaign(row, lang, {
    name: `${me.firstName} ${me.lastName}`.trim() || me.name,
    email: me.email,
    unsubscribeUrl: `${publicUrl}${pageUrl('emailPreferences')}`,
    actionUrl: publicUrl,
  });
  await db.insert(emailOutbox).values({
    toAddress: me.email,
    subject: t(lang, 'marketing.testSubject', { subject: mail.subject }),
    html: mail.html,
    language: lang,
  });
  return me.email;
}

/**
 * Starts sending: one `campaign_recipients` row per consenting contact of the campaign's segment and
 * the campaign `sending`, in one transaction (the job then feeds the outbox at its rate).
 * @returns how many recipients were written
 * @throws AppError CAMPAIGN_NOT_FOUND; CAMPAIGN_ALREADY_SENT (409) unless a draft;
 *   CAMPAIGN_NO_RECIPIENTS (400) when the segment has nobody who consented
 */
export async function startCampaign(db: Db, actorId: number, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    // The row lock makes two simultaneous sends of one draft wait for each other; the second sees `sending`.
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!row) throw new AppError('CAMPAIGN_NOT_FOUND');
    if (row.status !== 'draft') throw new AppError('CAMPAIGN_ALREADY_SENT');
    const contacts = await segmentContacts(tx, row.segment);
    if (contacts.length === 0) throw new AppError('CAMPAIGN_NO_RECIPIENTS');
    for (let i = 0; i < contacts.length; i += 500) {
      await tx.insert(campaignRecipients).values(
        contacts.slice(i, i + 500).map((c) => ({
          campaignId: id,
          email: c.email,
          userId: c.userId,
          language: c.language,
        })),
      );
    }
    await tx.update(campaigns).set({ status: 'sending', startedAt: new Date() }).where(eq(campaigns.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'campaign.sent',
      targetType: 'campaign',
      targetId: id,
      details: { name: row.name, segment: row.segment, recipients: contacts.length },
    });
    return contacts.length;
  });
}

/**
 * Campaign starting points: the builder library (table `campaign_templates`, newest first) and the
 * typed `newsletter_monthly` template in each language.
 */
export async function listCampaignStarters(db: Db): Promise<CampaignStarter[]> {
  const [builder, newsletter] = await Promise.all([
    db
      .select({
        id: campaignTemplates.id,
        name: campaignTemplates.name,
        subject: campaignTemplates.subject,
        htmlContent: campaignTemplates.htmlContent,
      })
      .from(campaignTemplates)
      .orderBy(desc(campaignTemplates.updatedAt)),
    db
      .select({
        language: emailTemplates.language,
        name: emailTemplates.name,
        subject: emailTemplates.subject,
        htmlContent: emailTemplates.htmlContent,
      })
      .from(emailTemplates)
      .where(eq(emailTemplates.type, 'newsletter_monthly'))
      .orderBy(emailTemplates.language),
  ]);
  return [
    ...newsletter.map((n) => ({
      key: `newsletter:${n.language}`,
      kind: 'newsletter' as const,
      id: null,
      name: n.name,
      subject: n.subject,
      htmlContent: n.htmlContent,
      language: n.language,
    })),
    ...builder.map((b) => ({
      key: `builder:${b.id}`,
      kind: 'builder' as const,
      id: b.id,
      name: b.name,
      subject: b.subject,
      htmlContent: b.htmlContent,
      language: null,
    })),
  ];
}

export type { Executor };
