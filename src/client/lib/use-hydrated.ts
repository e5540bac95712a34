import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates pre-rendered HTML (docs/decisions/006-prerendered-home.md), true in every
 * other render. Data that may arrive during hydration (the site settings, say) must not change the
 * markup before hydration ends: a component renders its pre-rendered form until this is true, and
 * React re-renders it right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
