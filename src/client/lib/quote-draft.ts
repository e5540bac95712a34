/**
 * What a person typed into the quote form, kept per partner in this browser's localStorage (issue 18
 * item 13): the dialog opened again (after signing in, from a mailed link in another tab, after an
 * accidental close) starts with the text already written. Cleared when the request is sent and, for
 * every partner, on sign-out (a shared computer must not show the last person's text).
 */

/** The free-text fields of the quote form worth keeping; contact details come from the account. */
export interface QuoteDraft {
  message: string;
  serviceDescription: string;
}

const PREFIX = 'epp.quoteDraft.';

/** The saved draft for the partner, or null. */
export function readQuoteDraft(partnerId: number): QuoteDraft | null {
  try {
    const raw = localStorage.getItem(`${PREFIX}${partnerId}`);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<QuoteDraft>;
    return {
      message: typeof value.message === 'string' ? value.message : '',
      serviceDescription: typeof value.serviceDescription === 'string' ? value.serviceDescription : '',
    };
  } catch {
    return null;
  }
}

/** Saves the draft for the partner; an empty draft removes it. */
export function saveQuoteDraft(partnerId: number, draft: QuoteDraft): void {
  try {
    if (!draft.message && !draft.serviceDescription) localStorage.removeItem(`${PREFIX}${partnerId}`);
    else localStorage.setItem(`${PREFIX}${partnerId}`, JSON.stringify(draft));
  } catch {
    /* storage unavailable or full: the text simply is not kept */
  }
}

/** Forgets the draft for the partner (the request was sent). */
export function clearQuoteDraft(partnerId: number): void {
  try {
    localStorage.removeItem(`${PREFIX}${partnerId}`);
  } catch {
    /* storage unavailable */
  }
}

/** Forgets every partner's draft (sign-out). */
export function clearAllQuoteDrafts(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    /* storage unavailable */
  }
}
