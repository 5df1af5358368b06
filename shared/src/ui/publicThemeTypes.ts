import type { GlobalToken } from 'antd';
import type { ThemeName } from '../settings/settingsStore';

// The public pages' tokens as types and keys: what the generated themes (publicThemes.generated.ts),
// their derivation and the hook that reads them share, apart from the hook (no cycle through the
// generated file).

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
