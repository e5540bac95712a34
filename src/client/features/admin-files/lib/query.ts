/**
 * The file list's filters and what they send (GET /api/admin/files; spec §2 File management).
 */
import {
  ADMIN_FILES_DEFAULT_LIMIT,
  type AdminFileCategory,
  type AdminFileListQuery,
} from '@shared/contracts/admin-files';
import type { FileSource } from '@shared/constants';

/** The filter bar's state: `all` for no filter; `search` as typed (trimmed when sent). */
export interface FileFilters {
  category: AdminFileCategory | 'all';
  source: FileSource | 'all';
  visibility: 'public' | 'private' | 'all';
  search: string;
}

export const NO_FILTERS: FileFilters = { category: 'all', source: 'all', visibility: 'all', search: '' };

/** Whether any filter narrows the list. */
export function hasFilters(filters: FileFilters): boolean {
  return (
    filters.category !== 'all' ||
    filters.source !== 'all' ||
    filters.visibility !== 'all' ||
    filters.search.trim() !== ''
  );
}

/**
 * The list query of a page of the filtered list: `all` and a blank search are left out, the
 * search trimmed.
 * @param page 1-based
 */
export function filtersToQuery(filters: FileFilters, page = 1, limit = ADMIN_FILES_DEFAULT_LIMIT): AdminFileListQuery {
  const query: AdminFileListQuery = { page, limit };
  if (filters.category !== 'all') query.category = filters.category;
  if (filters.source !== 'all') query.source = filters.source;
  if (filters.visibility !== 'all') query.visibility = filters.visibility;
  const search = filters.search.trim();
  if (search) query.search = search;
  return query;
}
