/**
 * Data export (issue 22; KVKK art. 11, GDPR art. 15 and 20; docs/decisions/039-data-export.md): the
 * request (at most one a day per user), the background build of the ZIP, its signed download link,
 * and what the panel reads. Contract: `src/shared/contracts/data-export.ts`.
 *
 * Exactly once across processes: a request inserts a `pending` row under a per-user advisory lock;
 * the job takes one pending row at a time with `FOR UPDATE SKIP LOCKED` and, in the same transaction,
 * writes the ZIP (its key derives from the row's id, so a retried build overwrites the same object),
 * marks the row `ready` and queues the mail and the notification. A run that fails rolls all of that
 * back but the object, which the retry rewrites.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { zipSync, type Zippable } from 'fflate';
import type { Language } from '@shared/constants';
import { pageUrl } from '@shared/pages';
import { formatLongDateTime } from '@shared/reader-format';
import {
  DATA_EXPORT_DOWNLOAD_PATH,
  DATA_EXPORT_INTERVAL_HOURS,
  DATA_EXPORT_LINK_DAYS,
  type DataExport,
  type DataExportState,
} from '@shared/contracts/data-export';
import { displayName, mailLanguage } from '../../auth/mails';
import { type Db, queryRows } from '../../db/client';
import { defineJob } from '../../jobs/runner';
import { dataExports, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { sign, signatureMatches } from '../../lib/signing';
import { enqueueTemplateMail } from '../../mail/outbox';
import { preferenceMailConfig } from '../../mail/preferences';
import { objectKey } from '../../storage';
import { notifyUsers } from '../notifications/notifications.service';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** HMAC purpose of the download token (lib/signing.ts): no other link's signature is accepted. */
const PURPOSE = 'data-export';
/** Exports one job run builds before it asks to run again (keeps one run short). */
const BUILDS_PER_RUN = 5;

type Row = typeof dataExports.$inferSelect;

/** The row as the panel sees it: a `ready` row past its expiry reads `expired`. */
function toView(row: Row, now: Date): DataExport {
  const expired = row.status === 'ready' && row.expiresAt != null && row.expiresAt <= now;
  return {
    id: row.id,
    status: expired ? 'expired' : row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    bytes: row.bytes ?? null,
  };
}

async function latestRow(db: Pick<Db, 'select'>, userId: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row;
}

/** When the user may ask again after a request at `requestedAt`. */
const nextRequestAfter = (requestedAt: Date) => new Date(requestedAt.getTime() + DATA_EXPORT_INTERVAL_HOURS * HOUR_MS);

function stateOf(row: Row | undefined, now: Date): DataExportState {
  const next = row ? nextRequestAfter(row.requestedAt) : null;
  return {
    latest: row ? toView(row, now) : null,
    nextRequestAt: next && next > now ? next.toISOString() : null,
  };
}

/**
 * GET /api/user/data-export: the user's latest export (pending, ready or expired; null when none is
 * left) and the earliest time of the next request (null: now).
 */
export async function getDataExportState(
  db: Pick<Db, 'select'>,
  userId: number,
  now: Date = new Date(),
): Promise<DataExportState> {
  return stateOf(await latestRow(db, userId), now);
}

/**
 * POST /api/user/data-export: records a request for the job to build. At most one request per user
 * in {@link DATA_EXPORT_INTERVAL_HOURS} hours, counted from the previous request (ready, pending or
 * expired alike); two requests at once are serialised by a per-user advisory lock, so only one row
 * is made. The caller queues the job after this returns (never inside the transaction, jobs/README).
 * @param language the caller's language, for the time in the 429 message
 * @returns the state after the request (latest = the new pending export)
 * @throws AppError DATA_EXPORT_TOO_SOON (429) naming the time of the next allowed request
 */
export async function requestDataExport(
  db: Db,
  userId: number,
  language: Language,
  now: Date = new Date(),
): Promise<DataExportState> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('data_exports'), ${userId})`);
    const previous = await latestRow(tx, userId);
    if (previous && nextRequestAfter(previous.requestedAt) > now) {
      const next = nextRequestAfter(previous.requestedAt);
      throw new AppError('DATA_EXPORT_TOO_SOON', {
        params: {
          time: formatLongDateTime(next, language),
          retryAfterSeconds: Math.ceil((next.getTime() - now.getTime()) / 1000),
        },
      });
    }
    const [row] = await tx.insert(dataExports).values({ userId, requestedAt: now }).returning();
    return stateOf(row, now);
  });
}

// ---------------------------------------------------------------------------------------------------
// The download link

/** The token of the mail's link: `{exportId}.{expiry in epoch seconds}.{HMAC}`. */
export function createDownloadToken(secret: string, exportId: string, expiresAt: Date): string {
  const payload = `${exportId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${sign(secret, PURPOSE, payload)}`;
}

const TOKEN_PATTERN = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * What a download token says, or `invalid` (bad form or signature). The expiry is in the signed part,
 * so a changed date fails the signature.
 */
export function readDownloadToken(secret: string, token: string): { exportId: string; expiresAt: Date } | 'invalid' {
  const match = TOKEN_PATTERN.exec(token);
  if (!match || !signatureMatches(secret, PURPOSE, `${match[1]}.${match[2]}`, match[3]!)) return 'invalid';
  return { exportId: match[1]!, expiresAt: new Date(Number(match[2]) * 1000) };
}

/** The absolute download URL the mail carries. */
export function downloadUrl(exportId: string, expiresAt: Date): string {
  const { publicUrl, secret } = preferenceMailConfig();
  return `${publicUrl}${DATA_EXPORT_DOWNLOAD_PATH}?token=${createDownloadToken(secret, exportId, expiresAt)}`;
}

/** An export ready to download: its object and the name the browser saves it under. */
export interface DownloadableExport {
  objectKey: string;
  bytes: number;
  fileName: string;
}

function downloadable(row: Row): DownloadableExport {
  const day = (row.readyAt ?? row.requestedAt).toISOString().slice(0, 10);
  return { objectKey: row.objectKey!, bytes: row.bytes ?? 0, fileName: `data-export-${day}.zip` };
}

/**
 * GET /api/user/data-export/download: the export a request may download. With a token (the mail's
 * link), the token alone is enough: it must be signed by us, not past its expiry, and its export must
 * still be ready. Without one, the signed-in owner gets their latest ready, unexpired export.
 * @param viewerId the signed-in user, if any (used only without a token)
 * @throws AppError DATA_EXPORT_LINK_INVALID (bad token; or its export is gone before its expiry),
 *   DATA_EXPORT_LINK_EXPIRED (token or export past its expiry; no token and the latest is expired),
 *   DATA_EXPORT_LINK_INVALID too with neither token nor session, DATA_EXPORT_NOT_READY (no token,
 *   signed in, nothing ready)
 */
export async function findDownload(
  db: Pick<Db, 'select'>,
  token: string | undefined,
  viewerId: number | undefined,
  now: Date = new Date(),
): Promise<DownloadableExport> {
  if (token !== undefined) {
    const read = readDownloadToken(preferenceMailConfig().secret, token);
    if (read === 'invalid') throw new AppError('DATA_EXPORT_LINK_INVALID');
    if (read.expiresAt <= now) throw new AppError('DATA_EXPORT_LINK_EXPIRED');
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, read.exportId));
    if (!row || row.status !== 'ready') throw new AppError('DATA_EXPORT_LINK_INVALID');
    if (row.expiresAt! <= now) throw new AppError('DATA_EXPORT_LINK_EXPIRED');
    return downloadable(row);
  }
  // Signed out and no link: nothing to serve (the route is public, so not a 401).
  if (viewerId === undefined) throw new AppError('DATA_EXPORT_LINK_INVALID');
  const row = await latestRow(db, viewerId);
  if (!row || row.status !== 'ready') throw new AppError('DATA_EXPORT_NOT_READY');
  if (row.expiresAt! <= now) throw new AppError('DATA_EXPORT_LINK_EXPIRED');
  return downloadable(row);
}

// ---------------------------------------------------------------------------------------------------
// Building the ZIP

/** One JSON file of the export: its name in the ZIP and the query of its rows (`to_jsonb` of each). */
interface Section {
  file: string;
  rows: (userId: number) => ReturnType<typeof sql>;
}

/**
 * The JSON files of the export, each what the user wrote or what is about them. Secrets and machine
 * columns are left out (tokens, search vectors); rows written by others about the user's partner
 * (reviews received, requests received) name other people and are not the user's to take along
 * (GDPR art. 20(4)); the decision record lists this.
 */
const SECTIONS: Section[] = [
  { file: 'profile.json', rows: (id) => sql`SELECT to_jsonb(u) AS row FROM users u WHERE u.id = ${id}` },
  {
    file: 'email-preferences.json',
    rows: (id) => sql`SELECT to_jsonb(e) AS row FROM email_preferences e WHERE e.user_id = ${id}`,
  },
  {
    file: 'newsletter.json',
    rows: (id) =>
      sql`SELECT to_jsonb(n) - 'confirm_token' - 'unsubscribe_token' AS row FROM newsletter_subscribers n
           WHERE lower(n.email) = (SELECT lower(email) FROM users WHERE id = ${id})`,
  },
  {
    file: 'partner.json',
    rows: (id) =>
      sql`SELECT to_jsonb(p) - 'search_vector' - 'rank_vector' AS row FROM partners p WHERE p.user_id = ${id}`,
  },
  {
    file: 'partner-applications.json',
    rows: (id) => sql`SELECT to_jsonb(a) AS row FROM partner_applications a WHERE a.user_id = ${id}`,
  },
  {
    file: 'quote-requests.json',
    rows: (id) => sql`SELECT to_jsonb(q) AS row FROM quote_requests q WHERE q.user_id = ${id} ORDER BY q.id`,
  },
  {
    // Offers made to the user's requests, and offers the user's partner made.
    file: 'offers.json',
    rows: (id) =>
      sql`SELECT to_jsonb(r) AS row FROM quote_responses r
           WHERE r.quote_request_id IN (
                   SELECT q.id FROM quote_requests q
                    WHERE q.user_id = ${id} OR q.partner_id IN (SELECT p.id FROM partners p WHERE p.user_id = ${id}))
           ORDER BY r.id`,
  },
  {
    file: 'messages.json',
    rows: (id) =>
      sql`SELECT to_jsonb(m) AS row FROM messages m WHERE m.sender_id = ${id} OR m.receiver_id = ${id}
           ORDER BY m.created_at`,
  },
  {
    file: 'projects.json',
    rows: (id) =>
      sql`SELECT to_jsonb(p) AS row FROM projects p
           WHERE p.buyer_id = ${id} OR p.partner_id IN (SELECT x.id FROM partners x WHERE x.user_id = ${id})
           ORDER BY p.created_at`,
  },
  {
    file: 'reviews.json',
    rows: (id) => sql`SELECT to_jsonb(r) AS row FROM partner_reviews r WHERE r.user_id = ${id} ORDER BY r.id`,
  },
  {
    file: 'follows.json',
    rows: (id) => sql`SELECT to_jsonb(f) AS row FROM partner_follows f WHERE f.user_id = ${id}`,
  },
  {
    file: 'notifications.json',
    rows: (id) => sql`SELECT to_jsonb(n) AS row FROM notifications n WHERE n.user_id = ${id} ORDER BY n.created_at`,
  },
  {
    file: 'files.json',
    rows: (id) =>
      sql`SELECT to_jsonb(f) - 'shared_with' AS row FROM files f WHERE f.uploaded_by = ${id} ORDER BY f.uploaded_at`,
  },
];

/** What the ZIP's README says, in both languages (the export is one file for a person of either). */
const README = [
  'Veri kopyanız / Your data export',
  '',
  'TR: Bu arşiv, platformdaki hesabınıza ait verilerin bir kopyasıdır (KVKK m. 11). Her JSON dosyası bir',
  'veri türünü içerir: profil, e-posta tercihleri, bülten aboneliği, iş ortağı profili, başvurular, teklif',
  'talepleri, teklifler, mesajlar, projeler, yorumlar, takip edilen iş ortakları, bildirimler ve yüklediğiniz',
  'dosyaların bilgileri. Yüklediğiniz dosyalar "files/" klasöründedir.',
  '',
  'EN: This archive is a copy of the data of your account on the platform (GDPR art. 15 and 20). Each JSON',
  'file holds one kind of data: profile, e-mail preferences, newsletter subscription, partner profile,',
  'applications, quote requests, offers, messages, projects, reviews, followed partners, notifications and',
  'the details of the files you uploaded. The files you uploaded are in the "files/" folder.',
  '',
].join('\n');

/** A file name safe inside a ZIP: no folders, no control characters, at most 120 characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;
const safeName = (name: string) => name.replace(UNSAFE_IN_NAME, '_').replace(/^\.+/, '_').slice(0, 120) || 'file';

/**
 * The export's ZIP for `userId`: README.txt, one JSON file per {@link SECTIONS} entry (an array of
 * rows) and `files/{id}-{original name}` for every stored file the user uploaded (stored without
 * compression: they are mostly images and PDFs already compressed). A file whose object is missing
 * is listed in files.json and left out of the folder.
 * @param exec the build's transaction
 */
export async function buildExportZip(ctx: ServiceContext, exec: Db, userId: number): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const entries: Zippable = { 'README.txt': encoder.encode(README) };
  for (const section of SECTIONS) {
    const rows = await queryRows<{ row: unknown }>(exec, section.rows(userId));
    entries[section.file] = encoder.encode(
      `${JSON.stringify(
        rows.map((r) => r.row),
        null,
        2,
      )}\n`,
    );
  }
  const uploads = await queryRows<{ id: string; file_name: string; original_name: string; is_public: boolean }>(
    exec,
    sql`SELECT id, file_name, original_name, is_public FROM files WHERE uploaded_by = ${userId}`,
  );
  const folder: Zippable = {};
  for (const file of uploads) {
    const stream = await ctx.storage.get(objectKey(file.is_public ? 'public' : 'private', file.file_name));
    if (!stream) {
      ctx.log.warn({ fileId: file.id }, 'data export: stored file missing');
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    folder[`${file.id}-${safeName(file.original_name)}`] = [Buffer.concat(chunks), { level: 0 }];
  }
  if (Object.keys(folder).length > 0) entries.files = folder;
  return zipSync(entries, { level: 6 });
}

/**
 * Builds one pending export, if any is waiting and not taken by another process: ZIP written to the
 * private storage area, row `ready` with its expiry ({@link DATA_EXPORT_LINK_DAYS} days), the
 * `data_export_ready` mail (unconditional: it answers the user's own request) with the signed link,
 * and a `system_status` notification pointing at the panel. A request of an account deleted since is
 * dropped.
 * @returns whether a pending export was handled
 */
export async function buildNextExport(ctx: ServiceContext, now: () => Date = () => new Date()): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [pending] = await queryRows<{ id: string; user_id: number }>(
      tx,
      sql`SELECT id, user_id FROM data_exports WHERE status = 'pending'
           ORDER BY requested_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    if (!pending) return false;
    const [user] = await tx
      .select({
        email: users.email,
        name: users.name,
        firstName: users.firstName,
        lastName: users.lastName,
        language: users.language,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(eq(users.id, pending.user_id));
    if (!user || user.deletedAt) {
      await tx.delete(dataExports).where(eq(dataExports.id, pending.id));
      return true;
    }
    const zip = await buildExportZip(ctx, tx, pending.user_id);
    const key = objectKey('private', `data-export-${pending.id}.zip`);
    await ctx.storage.put(key, Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength), 'application/zip');
    const readyAt = now();
    const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_LINK_DAYS * DAY_MS);
    await tx
      .update(dataExports)
      .set({ status: 'ready', readyAt, expiresAt, objectKey: key, bytes: zip.byteLength })
      .where(and(eq(dataExports.id, pending.id), eq(dataExports.status, 'pending')));
    const language = mailLanguage(user.language);
    await enqueueTemplateMail(tx, {
      to: user.email,
      type: 'data_export_ready',
      language,
      params: {
        userName: displayName(user),
        actionUrl: downloadUrl(pending.id, expiresAt),
        date: formatLongDateTime(expiresAt, language),
      },
    });
    await notifyUsers(tx, [pending.user_id], {
      type: 'system_status',
      text: { title: 'users.dataExportReadyTitle', message: 'users.dataExportReadyMessage' },
      params: { date: { dateTime: expiresAt.toISOString() } },
      actionUrl: pageUrl('userPanel', { tab: 'settings' }),
    });
    return true;
  });
}

/**
 * Builds pending exports one by one (each in its own transaction), at most {@link BUILDS_PER_RUN}
 * per call.
 * @returns how many were handled, and whether more may be waiting
 */
export async function buildPendingExports(
  ctx: ServiceContext,
  now?: () => Date,
): Promise<{ built: number; more: boolean }> {
  let built = 0;
  while (built < BUILDS_PER_RUN) {
    if (!(await buildNextExport(ctx, now))) return { built, more: false };
    built += 1;
  }
  return { built, more: true };
}

/**
 * The build job: run at once after each request (`runSoon`) and every ten minutes as a safety net
 * (a request whose `runSoon` was lost, a build that failed). Exclusive (one run on all processes);
 * the row lock makes each export built once even so.
 */
export const dataExportJob = defineJob({
  name: 'data-export.build',
  schedule: '*/10 * * * *',
  run: async (ctx) => {
    const { more } = await buildPendingExports(ctx);
    return more ? { runAgainInSeconds: 1 } : undefined;
  },
});

// ---------------------------------------------------------------------------------------------------
// Retention

/**
 * The retention rule `dataExports` (retention.service.ts): exports whose link expired before `cutoff`,
 * and pending ones requested more than {@link DATA_EXPORT_LINK_DAYS} days before it (a build that
 * never succeeded), lose their ZIP and then their row; at most `limit` per call.
 * @returns rows deleted
 */
export async function deleteExpiredExports(ctx: ServiceContext, cutoff: Date, limit: number): Promise<number> {
  const stale = new Date(cutoff.getTime() - DATA_EXPORT_LINK_DAYS * DAY_MS);
  const rows = await queryRows<{ id: string; object_key: string | null }>(
    ctx.db,
    sql`SELECT id, object_key FROM data_exports
         WHERE (status = 'ready' AND expires_at < ${cutoff.toISOString()}::timestamptz)
            OR (status = 'pending' AND requested_at < ${stale.toISOString()}::timestamptz)
         LIMIT ${limit}`,
  );
  for (const row of rows) {
    // The object first: a row whose object could not be removed stays, and the next run tries again.
    if (row.object_key) await ctx.storage.delete(row.object_key);
    await ctx.db.delete(dataExports).where(eq(dataExports.id, row.id));
  }
  return rows.length;
}

/**
 * Removes every export of `userId`, objects first (account deletion, users.account.ts): the ZIPs are a
 * copy of what the deletion anonymised.
 */
export async function deleteUserExports(ctx: ServiceContext, userId: number): Promise<void> {
  const rows = await ctx.db
    .select({ id: dataExports.id, objectKey: dataExports.objectKey })
    .from(dataExports)
    .where(eq(dataExports.userId, userId));
  for (const row of rows) {
    if (row.objectKey) await ctx.storage.delete(row.objectKey);
    await ctx.db.delete(dataExports).where(eq(dataExports.id, row.id));
  }
}
