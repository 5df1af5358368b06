import type { GlobalToken } from 'antd';
import { useMemo } from 'react';
import { useThemeAdjustments } from '../hooks/useThemeAdjustments';
import { useSettings } from '../hooks/useSettings';
import type { ThemeName } from '../settings/settingsStore';
import { publicThemes } from './publicThemes.generated';

/**
 * The theme tokens the public pages' plain elements are styled from (the public frame, the public
 * kit, /pay's and /book's own parts). A token missing here is added to this list, and the derived
 * values written again: `pnpm tokens:public`.
 */
export const PUBLIC_TOKEN_KEYS = [
  'boxShadow',
  'borderRadius',
  'borderRadiusLG',
  'borderRadiusSM',
  'colorBgContainer',
  'colorBgElevated',
  'colorBgLayout',
  'colorBgMask',
  'colorBorder',
  'colorBorderSecondary',
  'colorError',
  'colorErrorBg',
  'colorErrorBorder',
  'colorErrorOutline',
  'colorLink',
  'colorLinkActive',
  'colorLinkHover',
  'colorPrimary',
  'colorPrimaryActive',
  'colorPrimaryBorder',
  'colorPrimaryHover',
  'colorText',
  'colorTextDescription',
  'colorTextHeading',
  'colorTextLightSolid',
  'colorTextSecondary',
  'colorWarningBg',
  'colorWarningBorder',
  'controlHeightLG',
  'controlHeightSM',
  'controlOutline',
  'controlOutlineWidth',
  'fontFamily',
  'fontSize',
  'fontSizeHeading2',
  'fontSizeHeading3',
  'fontSizeHeading4',
  'fontSizeLG',
  'fontSizeSM',
  'fontWeightStrong',
  'lineHeight',
  'lineHeightHeading3',
  'lineWidthFocus',
  'margin',
  'marginLG',
  'marginSM',
  'marginXXS',
  'motionDurationMid',
  'padding',
  'paddingLG',
  'paddingSM',
  'paddingXS',
  'paddingXXS',
] as const satisfies readonly (keyof GlobalToken)[];

export type PublicTokenKey = (typeof PUBLIC_TOKEN_KEYS)[number];
export type PublicToken = Pick<GlobalToken, PublicTokenKey> & {
  /** the text on a primary fill: the theme's primary button text (antd's Button token
   *  `primaryColor`; dark themes set it dark) */
  buttonPrimaryColor: string;
};

/** One theme's public tokens, as antd derives them from shared/src/ui/themes.ts. */
export type PublicTheme = {
  /** how the browser draws its own parts (scrollbars, autofill, native pickers) */
  colorScheme: 'light' | 'dark';
  token: PublicToken;
  /** the tokens that differ with headings shrunk (responsive font sizes on a narrow screen) */
  narrowHeadings: Partial<PublicToken>;
  /** the tokens that differ with motion off (the system asks for reduced motion) */
  reducedMotion: Partial<PublicToken>;
};

export type PublicThemes = Record<ThemeName, PublicTheme>;

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
