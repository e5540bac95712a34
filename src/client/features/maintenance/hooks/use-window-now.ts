import { useEffect, useState } from 'react';

/** The time until `at` (epoch ms), for a timer; capped (browsers fire longer timers at once). */
const delayUntil = (at: number) => Math.min(Math.max(0, at - Date.now()) + 500, 2 ** 31 - 1);

/**
 * The current time (epoch ms), refreshed when `window` starts and when it ends, so an open page flips
 * from the notice of a coming window to "in progress", and away, without asking the server.
 */
export function useWindowNow(window: { startsAt: string; endsAt: string } | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!window) return;
    const next = [Date.parse(window.startsAt), Date.parse(window.endsAt)].find((t) => t > now);
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), delayUntil(next));
    return () => clearTimeout(timer);
  }, [window, now]);
  return now;
}
