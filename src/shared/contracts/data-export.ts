/**
 * Data export (issue 22; KVKK art. 11, GDPR art. 15 and 20; docs/decisions/039-data-export.md): a
 * signed-in user asks for a copy of their data (POST /api/user/data-export), a background job builds
 * a ZIP of JSON files and the files they uploaded, and a mail carries a signed download link valid
 * {@link DATA_EXPORT_LINK_DAYS} days. Domain `users` (user panel, settings tab).
 */
import { z } from 'zod';

/** What a `data_exports` row stores: `pending` until the ZIP is written, then `ready`. */
export const DATA_EXPORT_STATUSES = ['pending', 'ready'] as const;
export type StoredDataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** What the panel shows: a `ready` export past its expiry reads `expired` (until retention deletes it). */
export const DATA_EXPORT_VIEW_STATUSES = ['pending', 'ready', 'expired'] as const;

/** Days the download link (and the ZIP) stay valid after the export is ready. */
export const DATA_EXPORT_LINK_DAYS = 7;
/** Hours between two requests of one user ("at most one export a day"). */
export const DATA_EXPORT_INTERVAL_HOURS = 24;

/** GET path of the ZIP: `?token=` from the mail, or the signed-in owner's latest ready export. */
export const DATA_EXPORT_DOWNLOAD_PATH = '/api/user/data-export/download';

/**
 * Query parameter the download route adds when it sends a browser back to the user panel because
 * the link was bad: `expired` or `invalid`; the panel's data export card explains it.
 */
export const DATA_EXPORT_LINK_PARAM = 'dataExport';
export const DATA_EXPORT_LINK_OUTCOMES = ['expired', 'invalid'] as const;
export type DataExportLinkOutcome = (typeof DATA_EXPORT_LINK_OUTCOMES)[number];

/** The latest export of the user. Times are ISO strings. */
export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_VIEW_STATUSES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Size of the ZIP in bytes, once ready. */
  bytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/**
 * 200 answer of GET /api/user/data-export and 202 answer of POST: the latest export (null when there
 * is none, or it was deleted) and the earliest time of the next request (null: now).
 */
export const dataExportStateSchema = z.object({
  latest: dataExportSchema.nullable(),
  nextRequestAt: z.string().nullable(),
});
export type DataExportState = z.infer<typeof dataExportStateSchema>;

/** Query of {@link DATA_EXPORT_DOWNLOAD_PATH}. */
export const dataExportDownloadQuerySchema = z.object({ token: z.string().max(200).optional() });
