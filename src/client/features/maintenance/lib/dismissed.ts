/**
 * Which maintenance banners the reader closed, in this browser (issue 22: "dismissable per window but
 * shown again during the window"): one entry per window and phase, so closing the notice of a coming
 * window hides it until the window starts, when it shows again.
 */
const KEY = 'epp.maintenance.dismissed';

/** The phase of a window a banner speaks of. */
export type BannerPhase = 'upcoming' | 'active';

const entry = (id: number, phase: BannerPhase) => `${id}:${phase}`;

function read(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the reader closed the banner of window `id` in `phase`. */
export function wasDismissed(id: number, phase: BannerPhase): boolean {
  return read().includes(entry(id, phase));
}

/** Remembers that the reader closed it (the last 20 entries are kept; storage may be unavailable). */
export function dismiss(id: number, phase: BannerPhase): void {
  try {
    window.localStorage.setItem(
      KEY,
      JSON.stringify([...read().filter((e) => e !== entry(id, phase)), entry(id, phase)].slice(-20)),
    );
  } catch {
    // Private mode or full storage: the banner closes for this page view only.
  }
}
