import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const currentYear = () => new Date().getFullYear();
// The year the pre-rendered HTML was rendered in: hydration must first reproduce that HTML.
const buildYear = () => __BUILD_YEAR__;

/**
 * The current calendar year (local time), e.g. for the copyright line. While React hydrates the
 * pre-rendered page it is the year of the build, so the markup matches; React then re-renders with
 * the current year if they differ (a page built in December and served in January).
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, currentYear, buildYear);
}
