/**
 * A quote request's `serviceNeeded` (spec §3 "Quote request payload": the services, then the work
 * type and optional project dates "folded into the service text") and the same as data, so each
 * reader sees it in their own language with their own date format (issue 22 "The reader's language";
 * docs/decisions/038). Used by the quote form (the text it sends), the server (the parts it stores,
 * the summary of notifications, mails and PDFs) and the client's request views.
 *
 * Pure functions: the server and the client load this module as it is.
 */
import { z } from 'zod';
import { type Language, WORK_TYPES } from './constants';
import { formatLongDate } from './reader-format';

/** Texts {@link composeServiceNeeded} puts between the parts: the catalogue's `quotes.workType*`, `quotes.projectStart`/`projectEnd` in one language. */
export interface ServiceNeededLabels {
  workType: string;
  monthly: string;
  project: string;
  start: string;
  end: string;
}

/**
 * The spec's `serviceNeeded` (spec §3): the ticked services (or the description), then the work type
 * and the optional project dates, e.g. `'Parsiyel Taşımacılık, Hava Kargo — Çalışma şekli: Proje
 * (başlangıç 2026-12-01, bitiş 2026-12-31)'`. The client sends it so, with ISO days (the default
 * `day`), which {@link parseServiceNeeded} reads back; what a reader sees is
 * {@link describeServiceNeeded}.
 * @param day how a `YYYY-MM-DD` day is written (default: as it is)
 */
export function composeServiceNeeded(
  v: {
    services: readonly string[];
    serviceDescription?: string;
    workType: (typeof WORK_TYPES)[number] | null;
    projectStartDate?: string | null;
    projectEndDate?: string | null;
  },
  labels: ServiceNeededLabels,
  day: (isoDay: string) => string = (d) => d,
): string {
  const what = v.services.length > 0 ? v.services.join(', ') : (v.serviceDescription ?? '').trim();
  if (v.workType === null) return what;
  let how = `${labels.workType}: ${v.workType === 'monthly' ? labels.monthly : labels.project}`;
  if (v.workType === 'project') {
    const dates = [
      v.projectStartDate ? `${labels.start} ${day(v.projectStartDate)}` : '',
      v.projectEndDate ? `${labels.end} ${day(v.projectEndDate)}` : '',
    ].filter(Boolean);
    if (dates.length > 0) how += ` (${dates.join(', ')})`;
  }
  return what ? `${what} — ${how}` : how;
}

/**
 * What a quote request asks for, as structured data (issue 22, docs/decisions/038): the services or
 * the description as the requester wrote them, the work type and the project days. Stored with the
 * request and sent beside `serviceNeeded`, so each reader sees it in their own language
 * ({@link describeServiceNeeded}). `workType` is null for a request whose text had none that could be
 * read (`service` is then the whole text).
 */
export interface ServiceNeededParts {
  /** The ticked services or the description. */
  service: string;
  workType: (typeof WORK_TYPES)[number] | null;
  /** `YYYY-MM-DD` days, when the request gave them. */
  projectStartDate: string | null;
  projectEndDate: string | null;
}

export const serviceNeededPartsSchema = z.object({
  service: z.string(),
  workType: z.enum(WORK_TYPES).nullable(),
  projectStartDate: z.string().nullable(),
  projectEndDate: z.string().nullable(),
}) satisfies z.ZodType<ServiceNeededParts>;

/**
 * A request's summary in the reader's language: `'Hava Kargo — Çalışma şekli: Proje bazlı (başlangıç
 * 15 Aralık 2026)'` / `'Hava Kargo — Work type: Project-based (start 15 December 2026)'`.
 * @param labels the reader's `quotes.workType*`, `quotes.projectStart`/`projectEnd` texts
 */
export function describeServiceNeeded(parts: ServiceNeededParts, labels: ServiceNeededLabels, lang: Language): string {
  return composeServiceNeeded({ ...parts, services: [], serviceDescription: parts.service }, labels, (d) =>
    formatLongDate(d, lang),
  );
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The inverse of {@link composeServiceNeeded} with ISO days: the server splits a new request's text
 * with it (and migration 0029 did the same to older rows), so the parts are stored
 * (docs/decisions/038). `labels` are those the text was composed with; a text that does not end as
 * composed with them, such as one written in the other language or by hand, comes back whole as
 * `service` with no work type.
 */
export function parseServiceNeeded(text: string, labels: ServiceNeededLabels): ServiceNeededParts {
  const whole: ServiceNeededParts = { service: text, workType: null, projectStartDate: null, projectEndDate: null };
  const e = escapeRegExp;
  const date = '(\\d{4}-\\d{2}-\\d{2})';
  const pattern = new RegExp(
    `^(?:([\\s\\S]*) — )?${e(labels.workType)}: (?:(${e(labels.monthly)})|(${e(labels.project)})` +
      `(?: \\((?:${e(labels.start)} ${date})?(?:, )?(?:${e(labels.end)} ${date})?\\))?)$`,
  );
  const m = pattern.exec(text);
  if (!m) return whole;
  return {
    service: (m[1] ?? '').trim(),
    workType: m[2] !== undefined ? 'monthly' : 'project',
    projectStartDate: m[4] ?? null,
    projectEndDate: m[5] ?? null,
  };
}
