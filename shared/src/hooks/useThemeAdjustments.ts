import { useMemo } from 'react';
import { mediaQueries, useMediaQuery } from './useMediaQuery';
import { useSettings } from './useSettings';

/** How the settings and the screen adjust a theme (spec §3's responsive font sizes; the system's reduced motion). */
export type ThemeAdjustments = {
  /** headings shrink: responsive font sizes on, on a narrow screen */
  narrowHeadings?: boolean;
  /** fades, slides and waves off */
  reducedMotion?: boolean;
};

/**
 * The adjustments that apply now, kept current as the settings and the screen change: the one
 * rule both the app's antd theme (useThemeConfig) and the public pages' tokens (usePublicToken)
 * follow.
 */
export function useThemeAdjustments(): Required<ThemeAdjustments> {
  const { responsiveFontSizes } = useSettings();
  const narrow = useMediaQuery(mediaQueries.narrow);
  const reducedMotion = useMediaQuery(mediaQueries.reducedMotion);
  const narrowHeadings = responsiveFontSizes && narrow;
  return useMemo(() => ({ narrowHeadings, reducedMotion }), [narrowHeadings, reducedMotion]);
}
