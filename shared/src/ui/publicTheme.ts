import { useMemo } from 'react';
import { useThemeAdjustments } from '../hooks/useThemeAdjustments';
import { useSettings } from '../hooks/useSettings';
import type { ThemeName } from '../settings/settingsStore';
import { publicThemes } from './publicThemes.generated';
import type { PublicTheme, PublicToken } from './publicThemeTypes';

export { PUBLIC_TOKEN_KEYS, type PublicTheme, type PublicThemes, type PublicToken, type PublicTokenKey } from './publicThemeTypes';

/**
 * The theme's tokens for the public pages' plain elements: the same values antd's `theme.useToken()`
 * gives the app (with the settings' theme, responsive font sizes and the system's reduced motion),
 * derived once at development time instead of on every first visit. antd's token derivation and its
 * css-in-js runtime were ~70 KB of /pay's script and its longest task on a phone
 * (docs/decisions/0025-public-pages-without-antd.md).
 */
export function usePublicToken(): PublicToken {
  const { theme } = useSettings();
  const { narrowHeadings, reducedMotion } = useThemeAdjustments();
  return useMemo(() => {
    const derived = publicThemes[theme];
    if (!narrowHeadings && !reducedMotion) return derived.token;
    return { ...derived.token, ...(narrowHeadings ? derived.narrowHeadings : {}), ...(reducedMotion ? derived.reducedMotion : {}) };
  }, [theme, narrowHeadings, reducedMotion]);
}

/** The settings' theme's colour scheme: light or dark. */
export const colorSchemeOf = (theme: ThemeName): PublicTheme['colorScheme'] => publicThemes[theme].colorScheme;
