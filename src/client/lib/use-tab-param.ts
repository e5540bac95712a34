import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The selected tab of a tabbed screen, kept in `?tab=` so a link or a reload opens the same tab (the
 * admin dashboard, the user panel). An unknown or missing value selects `fallback`; choosing a tab
 * replaces the history entry, so Back leaves the screen instead of walking through its tabs.
 * @returns `[tab, setTab]`
 */
export function useTabParam<T extends string>(tabs: readonly T[], fallback: T): [T, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = (tabs as readonly (string | null)[]).includes(raw) ? (raw as T) : fallback;
  const setTab = useCallback(
    (next: string) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.set('tab', next);
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, setTab];
}
