/**
 * The weekly digest (issue 22 "The platform's voice": the `weekly_summary` mail, the `weeklyDigest`
 * preference; docs/decisions/041-weekly-digest.md). On Mondays at 09:00 Istanbul time every user whose
 * `weeklyDigest` preference is on gets one mail about the previous ISO week (Monday to Sunday,
 * Europe/Istanbul), in the account's language, with the one-click unsubscribe of preference mails —
 * and only when that week held something for them:
 *
 * - as an exporter: new listed partners in the categories of the partners they follow, posts of the
 *   partners they follow, their open quote requests and their open projects that had news;
 * - as a partner's owner: profile views, new followers and quote requests received.
 *
 * Each section gives its number and at most {@link DIGEST_LIST_MAX} linked items, newest first.
 * The sections are HTML the server builds ({@link mailHtml}, which escapes every company name, post and
 * request text) and hands to the admin-editable template as the block placeholder `{{digestSections}}`.
 *
 * Exactly once per user and week: the key `(user, Monday of the week)` is inserted into
 * `weekly_digest_mails` with ON CONFLICT DO NOTHING in the transaction that queues the mail, and the
 * mail is queued only for the rows the insert made. Readers are read in pages of
 * {@link DIGEST_PAGE_SIZE}, and each section is one query per page, never one per reader.
 */
import { sql } from 'drizzle-orm';
import type { Language } from '@shared/constants';
import { addDays, istanbulToday } from '@shared/calendar';
import { localisePath, pageUrl } from '@shared/pages';
import { type Db, queryRows } from '../../db/client';
import { defineJob } from '../../jobs/runner';
import { type MailHtml, mailHtml } from '../../lib/mail-html-safety';
import { type MessageKey, t } from '../../lib/messages';
import { enqueuePreferenceMail } from '../../mail/preferences';
import { oneLineExcerpt } from '@shared/contracts/text-rules';
import { postsTabUrl } from '../partner-posts/partner-posts.service';

/** Readers handled per page: one query per section and page, one transaction per page. */
export const DIGEST_PAGE_SIZE = 200;
/** Items listed per section (issue 22: "short lists"); the number counts them all. */
export const DIGEST_LIST_MAX = 5;
/** Longest excerpt of a post in the digest, in characters. */
const POST_EXCERPT = 140;

/** The week a run belongs to, as Istanbul calendar days (`YYYY-MM-DD`). */
export interface DigestWeek {
  /** Monday of the ISO week the run falls in: the key of its mails (one per user and week). */
  week: string;
  /** First day reported: the Monday before {@link week}. */
  from: string;
  /** The day after the last one reported: {@link week} itself (the period is `[from, to)`). */
  to: string;
}

/**
 * The ISO week (Europe/Istanbul) of `now` and the week it reports, the one before: a run on Monday
 * 09:00, or a catch-up run later in the week after a missed Monday, sends under the same key and
 * reports the same seven days, so the reports neither overlap nor leave a gap.
 */
export function digestWeek(now: Date): DigestWeek {
  const today = istanbulToday(now);
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const week = addDays(today, -sinceMonday);
  return { week, from: addDays(week, -7), to: week };
}

const locale = (language: Language) => (language === 'en' ? 'en-GB' : 'tr-TR');

/** "5–11 Ocak 2026" / "5 – 11 January 2026" (thin spaces, as Intl writes it): the days `[from, to)` of a {@link DigestWeek}. */
export function weekLabel(week: DigestWeek, language: Language): string {
  const format = new Intl.DateTimeFormat(locale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(new Date(`${week.from}T00:00:00Z`), new Date(`${addDays(week.to, -1)}T00:00:00Z`));
}

/** A Postgres `int[]` of ids (integers only, so the literal is safe). */
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
/** The start of an Istanbul calendar day, as a timestamptz. */
const dayStart = (day: string) => sql`(${day}::timestamp AT TIME ZONE 'Europe/Istanbul')`;

interface Reader {
  id: number;
  email: string;
  language: Language;
  name: string;
  /** The partner this user owns, if any (a user owns at most one). */
  partner_id: number | null;
}

/** One listed item of a section. */
interface DigestItem {
  label: string;
  /** Absolute link, or null for an item without a page of its own (a follower). */
  url: string | null;
  /** Shown after the label: a category, a partner, a status. */
  detail?: string;
}

/** One section of a reader's digest. */
interface DigestSection {
  /** Its heading, with `{{count}}`. */
  title: MessageKey;
  /** How many things it counts; a section with 0 is left out. */
  total: number;
  /** At most {@link DIGEST_LIST_MAX}. */
  items: DigestItem[];
  /** Where the whole list is. */
  seeAll: string;
  note?: MessageKey;
}

/** Rows of a section query: the reader, the section's total, and the listed item's columns. */
interface RankedRow {
  user_id: number;
  total: number;
}

/** Groups ranked rows by reader: the total (the same on each row) and the rows in order. */
function byReader<T extends RankedRow>(rows: readonly T[]): Map<number, { total: number; rows: T[] }> {
  const out = new Map<number, { total: number; rows: T[] }>();
  for (const row of rows) {
    const entry = out.get(row.user_id) ?? { total: Number(row.total), rows: [] };
    entry.rows.push(row);
    out.set(row.user_id, entry);
  }
  return out;
}

/** The columns `n` (rank of the row within its reader's, by `order`) and `total` (the reader's rows). */
const rank = (reader: ReturnType<typeof sql>, order: ReturnType<typeof sql>) =>
  sql`row_number() OVER (PARTITION BY ${reader} ORDER BY ${order}) AS n, count(*) OVER (PARTITION BY ${reader})::int AS total`;

/** The first {@link DIGEST_LIST_MAX} rows per reader of `ranked` (columns `user_id`, `n`, `total`). */
const topRows = (ranked: ReturnType<typeof sql>) =>
  sql`SELECT * FROM (${ranked}) ranked WHERE n <= ${DIGEST_LIST_MAX} ORDER BY user_id, n`;

/** The readers of `week` after user id `after`: preference on, live verified account, no digest yet. */
async function readerPage(db: Db, week: string, after: number): Promise<Reader[]> {
  return queryRows<Reader>(
    db,
    sql`SELECT u.id, u.email, u.language, COALESCE(NULLIF(u.first_name, ''), u.name) AS name, p.id AS partner_id
          FROM email_preferences ep
          JOIN users u ON u.id = ep.user_id
          LEFT JOIN partners p ON p.user_id = u.id
         WHERE ep.weekly_digest AND u.deleted_at IS NULL AND u.is_active AND u.email_verified
           AND u.id > ${after}
           AND NOT EXISTS (SELECT 1 FROM weekly_digest_mails w WHERE w.user_id = u.id AND w.week = ${week}::date)
         ORDER BY u.id
         LIMIT ${DIGEST_PAGE_SIZE}`,
  );
}

/** What one page of readers gets, per section and reader. */
interface PageData {
  newPartners: Map<number, { total: number; rows: NewPartnerRow[] }>;
  posts: Map<number, { total: number; rows: PostRow[] }>;
  openRequests: Map<number, { total: number; rows: OpenRequestRow[] }>;
  projects: Map<number, { total: number; rows: ProjectRow[] }>;
  views: Map<number, number>;
  followers: Map<number, { total: number; rows: FollowerRow[] }>;
  received: Map<number, { total: number; rows: ReceivedRow[] }>;
}

interface NewPartnerRow extends RankedRow {
  username: string;
  company_name: string;
  category_tr: string;
  category_en: string;
}
interface PostRow extends RankedRow {
  username: string;
  company_name: string;
  body: string;
}
interface OpenRequestRow extends RankedRow {
  service_needed: string;
  status: 'pending' | 'responded';
  company_name: string;
}
interface ProjectRow extends RankedRow {
  id: string;
  title: string;
  status: 'contract_pending' | 'active';
  company_name: string;
}
interface FollowerRow extends RankedRow {
  name: string;
  company: string | null;
}
interface ReceivedRow extends RankedRow {
  id: number;
  company_name: string;
  service_needed: string;
}

/**
 * Every section of a page of readers: seven queries whatever the page's size.
 * @param newPartnerIds the listed partners created in the reported week (read once per run)
 */
async function pageData(
  db: Db,
  readers: readonly Reader[],
  period: DigestWeek,
  newPartnerIds: number[],
): Promise<PageData> {
  const ids = intArray(readers.map((r) => r.id));
  const partnerIds = intArray(readers.flatMap((r) => (r.partner_id === null ? [] : [r.partner_id])));
  const from = dayStart(period.from);
  const to = dayStart(period.to);
  const within = (column: ReturnType<typeof sql>) => sql`(${column} >= ${from} AND ${column} < ${to})`;

  // Exporter: new listed partners in the categories of the partners the reader follows, except those
  // the reader follows already and the reader's own.
  const newPartners =
    newPartnerIds.length === 0
      ? []
      : queryRows<NewPartnerRow>(
          db,
          topRows(sql`
            SELECT fc.user_id, p.username, p.company_name, c.name AS category_tr, c.name_en AS category_en,
                   ${rank(sql`fc.user_id`, sql`p.created_at DESC, p.id DESC`)}
              FROM (SELECT DISTINCT f.user_id, fp.service_category
                      FROM partner_follows f JOIN partners fp ON fp.id = f.partner_id
                     WHERE f.user_id = ANY(${ids})) fc
              JOIN partners p ON p.service_category = fc.service_category AND p.id = ANY(${intArray(newPartnerIds)})
              JOIN categories c ON c.slug = p.service_category
             WHERE p.user_id IS DISTINCT FROM fc.user_id
               AND NOT EXISTS (SELECT 1 FROM partner_follows f2 WHERE f2.user_id = fc.user_id AND f2.partner_id = p.id)`),
        );
  const posts = queryRows<PostRow>(
    db,
    topRows(sql`
      SELECT f.user_id, p.username, p.company_name, pp.body,
             ${rank(sql`f.user_id`, sql`pp.created_at DESC, pp.id DESC`)}
        FROM partner_follows f
        JOIN partners p ON p.id = f.partner_id AND p.is_active AND p.is_approved
        JOIN partner_posts pp ON pp.partner_id = f.partner_id AND ${within(sql`pp.created_at`)}
       WHERE f.user_id = ANY(${ids})`),
  );
  // Open requests (waiting for or holding an offer) that were sent, answered or changed in the week.
  const openRequests = queryRows<OpenRequestRow>(
    db,
    topRows(sql`
      SELECT qr.user_id, qr.service_needed, qr.status, p.company_name,
             ${rank(sql`qr.user_id`, sql`qr.updated_at DESC, qr.id DESC`)}
        FROM quote_requests qr JOIN partners p ON p.id = qr.partner_id
       WHERE qr.user_id = ANY(${ids}) AND qr.status IN ('pending', 'responded')
         AND (${within(sql`qr.created_at`)} OR ${within(sql`qr.updated_at`)}
              OR EXISTS (SELECT 1 FROM quote_responses r
                          WHERE r.quote_request_id = qr.id AND ${within(sql`r.updated_at`)}))`),
  );
  // Open projects (to sign or under way) that changed or got a progress note in the week.
  const projects = queryRows<ProjectRow>(
    db,
    topRows(sql`
      SELECT pr.buyer_id AS user_id, pr.id, pr.title, pr.status, p.company_name,
             ${rank(sql`pr.buyer_id`, sql`pr.updated_at DESC, pr.id DESC`)}
        FROM projects pr JOIN partners p ON p.id = pr.partner_id
       WHERE pr.buyer_id = ANY(${ids}) AND pr.status IN ('contract_pending', 'active')
         AND (${within(sql`pr.updated_at`)}
              OR EXISTS (SELECT 1 FROM project_updates pu WHERE pu.project_id = pr.id AND ${within(sql`pu.created_at`)}))`),
  );
  // Partner: views as the profile counts them (one per viewer and day), new followers, requests received.
  const views = queryRows<{ user_id: number; total: number }>(
    db,
    sql`SELECT p.user_id, count(*)::int AS total
          FROM partner_views v JOIN partners p ON p.id = v.partner_id
         WHERE v.partner_id = ANY(${partnerIds}) AND ${within(sql`v.created_at`)}
         GROUP BY p.user_id`,
  );
  const followers = queryRows<FollowerRow>(
    db,
    topRows(sql`
      SELECT p.user_id, COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.name) AS name, u.company,
             ${rank(sql`p.user_id`, sql`f.created_at DESC, f.user_id DESC`)}
        FROM partner_follows f
        JOIN partners p ON p.id = f.partner_id
        JOIN users u ON u.id = f.user_id AND u.deleted_at IS NULL
       WHERE f.partner_id = ANY(${partnerIds}) AND ${within(sql`f.created_at`)}`),
  );
  const received = queryRows<ReceivedRow>(
    db,
    topRows(sql`
      SELECT p.user_id, qr.id, qr.company_name, qr.service_needed,
             ${rank(sql`p.user_id`, sql`qr.created_at DESC, qr.id DESC`)}
        FROM quote_requests qr JOIN partners p ON p.id = qr.partner_id
       WHERE qr.partner_id = ANY(${partnerIds}) AND qr.status <> 'cancelled' AND ${within(sql`qr.created_at`)}`),
  );
  // Side by side on a pool; PGlite queues them on its one connection.
  const [a, b, c, d, e, f, g] = await Promise.all([
    newPartners,
    posts,
    openRequests,
    projects,
    views,
    followers,
    received,
  ]);
  return {
    newPartners: byReader(a),
    posts: byReader(b),
    openRequests: byReader(c),
    projects: byReader(d),
    views: new Map(e.map((r) => [r.user_id, Number(r.total)])),
    followers: byReader(f),
    received: byReader(g),
  };
}

/** One reader's sections, in mail order; empty when the week held nothing for them. */
function sectionsOf(reader: Reader, data: PageData, publicUrl: string): DigestSection[] {
  const lang = reader.language;
  const abs = (path: string) => `${publicUrl}${path}`;
  const profile = (username: string) =>
    abs(localisePath(pageUrl('partnerProfile', { params: { idOrUsername: username } }), lang));
  const out: DigestSection[] = [];
  const add = <T extends RankedRow>(
    entry: { total: number; rows: T[] } | undefined,
    title: MessageKey,
    seeAll: string,
    item: (row: T) => DigestItem,
  ) => {
    if (entry && entry.total > 0) out.push({ title, total: entry.total, items: entry.rows.map(item), seeAll });
  };

  add(
    data.newPartners.get(reader.id),
    'emailPreferences.digestNewPartners',
    abs(localisePath(pageUrl('partners'), lang)),
    (r) => ({
      label: r.company_name,
      url: profile(r.username),
      detail: lang === 'en' ? r.category_en : r.category_tr,
    }),
  );
  add(
    data.posts.get(reader.id),
    'emailPreferences.digestPosts',
    abs(pageUrl('userPanel', { tab: 'follows' })),
    (r) => ({
      label: r.company_name,
      url: abs(localisePath(postsTabUrl(r.username), lang)),
      detail: oneLineExcerpt(r.body, POST_EXCERPT),
    }),
  );
  const requests = abs(pageUrl('serviceRequests'));
  add(data.openRequests.get(reader.id), 'emailPreferences.digestOpenRequests', requests, (r) => ({
    label: r.service_needed,
    url: requests,
    detail: `${r.company_name}, ${t(lang, r.status === 'pending' ? 'emailPreferences.digestRequestPending' : 'emailPreferences.digestRequestResponded')}`,
  }));
  add(data.projects.get(reader.id), 'emailPreferences.digestProjects', abs(pageUrl('projects')), (r) => ({
    label: r.title,
    url: abs(pageUrl('projectRoom', { params: { id: r.id } })),
    detail: `${r.company_name}, ${t(lang, r.status === 'active' ? 'emailPreferences.digestProjectActive' : 'emailPreferences.digestProjectContractPending')}`,
  }));
  const views = data.views.get(reader.id) ?? 0;
  if (views > 0) {
    out.push({
      title: 'emailPreferences.digestProfileViews',
      total: views,
      items: [],
      seeAll: abs(pageUrl('partnerDashboard')),
      note: 'emailPreferences.digestViewsNote',
    });
  }
  add(data.followers.get(reader.id), 'emailPreferences.digestFollowers', abs(pageUrl('partnerDashboard')), (r) => ({
    label: r.name,
    url: null,
    ...(r.company ? { detail: r.company } : {}),
  }));
  add(
    data.received.get(reader.id),
    'emailPreferences.digestReceivedRequests',
    abs(pageUrl('partnerDashboard', { tab: 'quotes' })),
    (r) => ({
      label: r.company_name,
      url: abs(pageUrl('partnerDashboard', { tab: 'quotes', query: { request: r.id } })),
      detail: r.service_needed,
    }),
  );
  return out;
}

const LINK_STYLE = 'color:#1e3a8a;text-decoration:underline;';

/** The sections as mail HTML: a bordered box per section, its heading with the number, then the list. */
export function renderSections(sections: readonly DigestSection[], language: Language): MailHtml {
  const count = new Intl.NumberFormat(locale(language));
  return mailHtml`${sections.map((section) => {
    const items = section.items.map((item) => {
      const label = item.url
        ? mailHtml`<a href="${item.url}" style="${LINK_STYLE}">${item.label}</a>`
        : mailHtml`${item.label}`;
      const detail = item.detail ? mailHtml`<span style="color:#6b7280;"> · ${item.detail}</span>` : mailHtml``;
      return mailHtml`<li style="margin:0 0 6px;">${label}${detail}</li>`;
    });
    const list = items.length ? mailHtml`<ul style="margin:0 0 8px;padding:0 0 0 20px;">${items}</ul>` : mailHtml``;
    // A list cut at DIGEST_LIST_MAX says how many it left out; a section with a number only (views) does not.
    const more = section.items.length > 0 ? section.total - section.items.length : 0;
    const moreText =
      more > 0 ? mailHtml`${t(language, 'emailPreferences.digestMore', { count: count.format(more) })} · ` : mailHtml``;
    const note = section.note ? mailHtml`${t(language, section.note)} ` : mailHtml``;
    return mailHtml`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border:1px solid #e5e7eb;border-radius:6px;"><tr><td style="padding:10px 16px;background-color:#f9fafb;border-bottom:1px solid #e5e7eb;font-size:15px;line-height:1.4;font-weight:bold;color:#1e3a8a;">${t(language, section.title, { count: count.format(section.total) })}</td></tr><tr><td style="padding:12px 16px;font-size:14px;line-height:1.6;color:#1f2937;">${list}<p style="margin:0;font-size:13px;color:#6b7280;">${note}${moreText}<a href="${section.seeAll}" style="${LINK_STYLE}">${t(language, 'emailPreferences.digestSeeAll')}</a></p></td></tr></table>`;
  })}`;
}

/**
 * Sends the weekly digests due at `now` (issue 22): to every user whose `weeklyDigest` preference is
 * on, active, not deleted, with a verified address and no digest yet in `now`'s ISO week (Istanbul),
 * about the week before, when it held something for them. Readers go in pages of
 * {@link DIGEST_PAGE_SIZE}: per page one query per section and one transaction that claims the page's
 * keys with a single insert and queues the mails of the keys it made. Safe to run from several
 * processes at once, again after a failure and again later in the week (a missed Monday): a key
 * another run holds is skipped, so nobody gets two digests in a week.
 * @param publicUrl the site's origin for the mail's links, without a trailing slash
 * @param now the current time (tests pass another)
 * @returns how many digests this call queued
 */
export async function sendWeeklyDigests(db: Db, publicUrl: string, now: Date = new Date()): Promise<number> {
  const period = digestWeek(now);
  const newPartnerIds = (
    await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM partners
           WHERE is_active AND is_approved
             AND created_at >= ${dayStart(period.from)} AND created_at < ${dayStart(period.to)}`,
    )
  ).map((r) => r.id);
  let sent = 0;
  let after = 0;
  for (;;) {
    const readers = await readerPage(db, period.week, after);
    if (readers.length === 0) break;
    after = readers.at(-1)!.id;
    const data = await pageData(db, readers, period, newPartnerIds);
    const due = readers
      .map((reader) => ({ reader, sections: sectionsOf(reader, data, publicUrl) }))
      .filter((d) => d.sections.length > 0);
    if (due.length === 0) continue;
    sent += await db.transaction(async (tx) => {
      const claimed = new Set(
        (
          await queryRows<{ user_id: number }>(
            tx,
            sql`INSERT INTO weekly_digest_mails (user_id, week, sent_at)
                SELECT id, ${period.week}::date, ${now.toISOString()}::timestamptz
                  FROM unnest(${intArray(due.map((d) => d.reader.id))}) AS id
                ON CONFLICT (user_id, week) DO NOTHING
                RETURNING user_id`,
          )
        ).map((r) => r.user_id),
      );
      let queued = 0;
      for (const { reader, sections } of due) {
        if (!claimed.has(reader.id)) continue;
        const lang = reader.language;
        const ok = await enqueuePreferenceMail(tx, {
          userId: reader.id,
          preference: 'weeklyDigest',
          to: reader.email,
          type: 'weekly_summary',
          language: lang,
          params: {
            userName: reader.name,
            weekLabel: weekLabel(period, lang),
            digestSections: renderSections(sections, lang),
            actionUrl: `${publicUrl}${reader.partner_id === null ? pageUrl('serviceRequests') : pageUrl('partnerDashboard')}`,
          },
        });
        if (ok) queued += 1;
      }
      return queued;
    });
  }
  return sent;
}

/**
 * Mondays at 09:00 Istanbul time, the start of the working week. A Monday missed while every process
 * was down is run once when one comes back (`missed: 'once'`, jobs/README.md), and reports the same
 * week under the same keys. One run may take a while with many readers: an hour before it is retried.
 */
export const weeklyDigestJob = defineJob({
  name: 'email-preferences.weekly-digest',
  schedule: '0 9 * * 1',
  expireInSeconds: 3600,
  run: async (ctx) => {
    const n = await sendWeeklyDigests(ctx.db, ctx.config.publicUrl);
    if (n > 0) ctx.log.info({ digests: n }, 'weekly digests sent');
  },
});
