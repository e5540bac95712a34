import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api';

/**
 * Puts the server's `fieldErrors` (already translated) under the matching fields and focuses the
 * first one. `fieldMap` renames server fields to form fields (e.g. `newPassword`).
 * @returns whether at least one field got a message
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fieldMap: Record<string, Path<T>> = {},
): boolean {
  if (!isApiError(error) || !error.fieldErrors) return false;
  let first = true;
  for (const [serverField, messages] of Object.entries(error.fieldErrors)) {
    const field = fieldMap[serverField] ?? (serverField as Path<T>);
    const message = messages[0];
    if (!message || !fields.includes(field)) continue;
    setError(field, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return !first;
}
