import { useCallback, useSyncExternalStore } from 'react';

/** The media queries the platform's theme follows. */
export const mediaQueries = {
  // antd's md breakpoint (token screenMD, 768 px). A media query, not antd's Grid.useBreakpoint:
  // Grid brings Row and Col to every first visit, a customer's phone included (docs/decisions/0013).
  narrow: '(max-width: 767.98px)',
  // a tablet or a phone (up to a 1024 px wide tablet held sideways): the side menu is a drawer over
  // the page, closed until the top bar's menu button opens it, and the top bar shows icons only
  compact: '(max-width: 1024px)',
  // the person asked their system for less motion: fades, slides and waves are turned off
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** Whether a media query matches, kept current as it changes (false where there is no window.matchMedia). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
