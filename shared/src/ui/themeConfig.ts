import { useMemo, useSyncExternalStore } from 'react';
import { useSettings } from '../hooks/useSettings';
import { enUS, esES, type ThemeConfig } from './antd';
import { themes } from './themes';

/** antd's locale for each language of the platform. */
export const antdLocales = { en: enUS, es: esES } as const;

// antd's md breakpoint (token screenMD, 768 px). A media query, not antd's Grid.useBreakpoint:
// Grid brings Row and Col to every first visit, a customer's phone included (docs/decisions/0013).
const NARROW = '(max-width: 767.98px)';
const subscribeNarrow = (onChange: () => void) => {
  const query = window.matchMedia?.(NARROW);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
};
const isNarrow = () => window.matchMedia?.(NARROW).matches ?? false;

/** The antd theme of the settings (theme name, responsive font sizes); every root's ConfigProvider. */
export function useThemeConfig(): ThemeConfig {
  const { theme: name, responsiveFontSizes } = useSettings();
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, () => false);
  return useMemo(() => {
    const base = themes[name];
    // responsiveFontSizes: headings shrink on narrow screens (spec §3 setting)
    if (!responsiveFontSizes || !narrow) return base;
    return { ...base, token: { ...base.token, fontSizeHeading1: 28, fontSizeHeading2: 24, fontSizeHeading3: 20 } };
  }, [name, responsiveFontSizes, narrow]);
}
