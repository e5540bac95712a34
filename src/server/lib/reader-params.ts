/**
 * Parameters of a text addressed to a person, kept free of any language until the text is written
 * for its reader (issue 22 "The reader's language"; docs/decisions/038).
 * A notification stores them (`notifications.params`) and is rendered again in the reader's current
 * language each time it is read; a mail renders them once, in the receiver's language, when queued.
 * Names, titles and what people typed are plain strings; days, money, catalogue texts, request
 * summaries and message excerpts are values that each language writes its own way.
 */
import type { Currency, Language, WorkType } from '@shared/constants';
import { formatMoney } from '@shared/money';
import { formatFileSize, formatLongDate, formatLongDateTime } from '@shared/reader-format';
import { describeServiceNeeded, type ServiceNeededLabels, type ServiceNeededParts } from '@shared/service-needed';
import { isMessageKey, type MessageKey, t } from './messages';

/** One parameter: a plain string, or a value written per reader. */
export type ReaderValue =
  | string
  /** A `YYYY-MM-DD` day or an ISO instant: `15 Aralık 2026` / `15 December 2026` (Istanbul calendar). */
  | { date: string }
  /** An ISO instant with its Istanbul time: `15 Aralık 2026 09:00` / `15 December 2026 at 09:00`. */
  | { dateTime: string }
  /** A text someone wrote in both languages (a category's name, an admin's notice): the reader's one. */
  | { inLanguages: Record<Language, string> }
  /** An amount in minor units with its currency: `₺12.500,00` / `TRY 12,500.00` (`formatMoney`). */
  | { money: number; currency: Currency }
  /** A catalogue text, with a detail after a colon when given (`Yetki belgesi: YYS`). */
  | { text: MessageKey; detail?: string | null }
  /** A quote request's summary (services, work type, project days). */
  | { serviceNeeded: ServiceNeededParts }
  /** A message excerpt and its attachment: `… 📎 teklif.pdf (10 KB)`. */
  | { excerpt: string; file: { name: string; size: number | null } | null };

/** A text's parameters by placeholder name (`{{name}}`). */
export type ReaderParams = Record<string, ReaderValue>;

/** The reader's `quotes.workType*` and `quotes.projectStart`/`projectEnd` texts. */
export function serviceNeededLabels(lang: Language): ServiceNeededLabels {
  return {
    workType: t(lang, 'quotes.workType'),
    monthly: t(lang, 'quotes.workTypeMonthly'),
    project: t(lang, 'quotes.workTypeProject'),
    start: t(lang, 'quotes.projectStart'),
    end: t(lang, 'quotes.projectEnd'),
  };
}

/**
 * What a quote request asks for, as data, from its row (docs/decisions/038): the stored parts, or, for
 * a row whose text could not be read as composed (migration 0029 left its `service` null), the whole
 * text as the service.
 */
export function serviceNeededPartsOf(r: {
  serviceNeeded: string;
  service: string | null;
  workType: WorkType | null;
  projectStartDate: string | null;
  projectEndDate: string | null;
}): ServiceNeededParts {
  if (r.service === null)
    return { service: r.serviceNeeded, workType: null, projectStartDate: null, projectEndDate: null };
  return {
    service: r.service,
    workType: r.workType,
    projectStartDate: r.projectStartDate,
    projectEndDate: r.projectEndDate,
  };
}

/** A quote request's summary in `lang` (`describeServiceNeeded` with the catalogue's labels). */
export function serviceNeededText(parts: ServiceNeededParts, lang: Language): string {
  return describeServiceNeeded(parts, serviceNeededLabels(lang), lang);
}

/** One value written for a reader of `lang`. */
export function renderValue(value: ReaderValue, lang: Language): string {
  if (typeof value === 'string') return value;
  if ('date' in value) return formatLongDate(value.date, lang);
  if ('dateTime' in value) return formatLongDateTime(value.dateTime, lang);
  if ('inLanguages' in value) return value.inLanguages[lang];
  if ('money' in value) return formatMoney(value.money, value.currency, lang);
  if ('text' in value) {
    // A key that left the catalogue since the row was written shows as nothing rather than as a key.
    const text = isMessageKey(value.text) ? t(lang, value.text) : '';
    return value.detail ? `${text}: ${value.detail}` : text;
  }
  if ('serviceNeeded' in value) return serviceNeededText(value.serviceNeeded, lang);
  const file = value.file
    ? `📎 ${value.file.name}${value.file.size === null ? '' : ` (${formatFileSize(value.file.size, lang)})`}`
    : '';
  return [value.excerpt, file].filter(Boolean).join(' ');
}

/** Every parameter written for a reader of `lang`, as the `{{name}}` values of a template. */
export function renderParams(params: ReaderParams, lang: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, renderValue(value, lang)]));
}
