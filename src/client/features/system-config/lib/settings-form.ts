/** Form helpers of the settings screen: what changed, the server's field errors, unsaved-changes warning. */
import { useEffect } from 'react';
import { isApiError } from '@/lib/api';

/**
 * The fields of `draft` that differ from `saved` (objects compared field by field one level down, as
 * the site settings' social links), i.e. what Save sends.
 */
export function changedFields<T extends Record<string, unknown>>(saved: T, draft: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft)) {
    const before = saved[key];
    if (value && typeof value === 'object' && before && typeof before === 'object') {
      const inner = changedFields(before as Record<string, unknown>, value as Record<string, unknown>);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else if (value !== before) {
      out[key] = value;
    }
  }
  return out as Partial<T>;
}

/** The server's first message for a request field (`site.contactPhone`), if the error carries one. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.fieldError(field) : undefined;
}

/** Asks the browser to confirm leaving the page (reload, close, another site) while `dirty`. */
export function useUnsavedChangesWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
