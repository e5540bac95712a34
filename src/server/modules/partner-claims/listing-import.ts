/**
 * Reading a listing import's CSV (issue 21; docs/decisions/029-claimable-listings.md) with csv-parse:
 * UTF-8 with or without a BOM, comma or semicolon separated (Excel writes semicolons in a Turkish
 * locale), a header row of {@link LISTING_CSV_COLUMNS} in any order. Each data row is checked with the
 * listing rules of the one-by-one form ({@link adminListingSchema}); duplicates are the service's part.
 */
import { CsvError, parse } from 'csv-parse/sync';
import type { Language } from '@shared/constants';
import {
  type AdminListing,
  adminListingSchema,
  LISTING_CSV_COLUMNS,
  LISTING_IMPORT_MAX_ROWS,
  type ListingCsvColumn,
  type ListingImportError,
} from '@shared/contracts/partner-claims';
import { AppError } from '../../lib/errors';
import { isMessageKey, t } from '../../lib/messages';

/** Columns a row cannot do without (the schema's required fields). */
const REQUIRED: readonly ListingCsvColumn[] = ['companyName', 'serviceCategory', 'city', 'email'];

/** One readable data row: its number (1 = first row under the header) and the checked listing. */
export interface ListingRow {
  row: number;
  listing: AdminListing;
}

/** What the file holds: the rows that passed the listing rules, the errors of the others, the data row count. */
export interface ListingCsv {
  rows: ListingRow[];
  errors: ListingImportError[];
  total: number;
}

/**
 * Reads and checks the CSV.
 * @param language the admin's language, for the per-row messages
 * @throws AppError LISTING_IMPORT_INVALID (400) with the precise text when the file cannot be read,
 *   has no data row, more than {@link LISTING_IMPORT_MAX_ROWS}, an unknown column or no required one
 */
export function readListingCsv(csv: string, language: Language): ListingCsv {
  let records: string[][];
  try {
    const parsed: unknown = parse(csv, {
      bom: true,
      delimiter: [',', ';'],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
    // Without `columns`, csv-parse answers one array of cells per record.
    records = parsed as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      throw new AppError('LISTING_IMPORT_INVALID', { message: 'partnerClaims.csvUnreadable', params: { line } });
    }
    throw error;
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) throw new AppError('LISTING_IMPORT_INVALID', { message: 'partnerClaims.csvEmpty' });
  if (data.length > LISTING_IMPORT_MAX_ROWS) {
    throw new AppError('LISTING_IMPORT_INVALID', {
      message: 'partnerClaims.csvTooManyRows',
      params: { max: LISTING_IMPORT_MAX_ROWS },
    });
  }
  const columns = header.map((h) => h.trim());
  for (const column of columns) {
    if (!(LISTING_CSV_COLUMNS as readonly string[]).includes(column)) {
      throw new AppError('LISTING_IMPORT_INVALID', {
        message: 'partnerClaims.csvUnknownColumn',
        params: { column: column || '""' },
      });
    }
  }
  for (const column of REQUIRED) {
    if (!columns.includes(column)) {
      throw new AppError('LISTING_IMPORT_INVALID', { message: 'partnerClaims.csvMissingColumn', params: { column } });
    }
  }

  const rows: ListingRow[] = [];
  const errors: ListingImportError[] = [];
  data.forEach((cells, index) => {
    const row = index + 1;
    if (cells.length !== columns.length) {
      errors.push({
        row,
        field: '',
        message: t(language, 'partnerClaims.csvColumnCount', { found: cells.length, expected: columns.length }),
      });
      return;
    }
    const input = Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
    const parsed = adminListingSchema.safeParse(input);
    if (parsed.success) {
      rows.push({ row, listing: parsed.data });
      return;
    }
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      // One message per field is enough to fix it.
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({
        row,
        field,
        message: isMessageKey(issue.message) ? t(language, issue.message) : t(language, 'error.validation'),
      });
    }
  });
  return { rows, errors, total: data.length };
}
