import type { ThemeAdjustments } from '../hooks/useThemeAdjustments';
import type { ThemeName } from '../settings/settingsStore';
import { theme, type ThemeConfig } from './antd';

// The four themes of spec §3. Tokens only: components style themselves from them.
//
// Every theme meets WCAG 2 AA contrast (docs/decisions/0014-accessibility.md): text 4.5:1 on the
// container, layout and elevated backgrounds, the focus ring (colorPrimaryBorder) 3:1. antd's
// defaults do not: its tertiary/description text (group titles, result subtitles, secondary
// copy) is 0.45 alpha, about 3.3:1. e2e/tests/accessibility.spec.ts runs axe on every page in
// each theme. Seed tokens (colorPrimary, colorError…) are remapped by the dark algorithm, so the
// dark themes' seeds are lighter than the colours they end up as.

// Light themes: secondary-tier text at 0.62 alpha (≥ 5:1 even on a grey fill over the layout),
// status text one palette step darker, and a red dark enough for white text on danger buttons.
const lightText = {
  // placeholders are drawn text in antd's Select (and the Avatar's backdrop): 4.7:1 on white
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorErrorText: '#c41d1f',
  colorSuccessText: '#2f7a0c',
  colorWarningText: '#965a00',
  colorError: '#d32029',
  colorErrorHover: '#a8071a',
  colorErrorActive: '#820014',
};

// Dark themes: light primary and error colours (readable as text on the dark surfaces), so solid
// primary and danger buttons carry dark text instead of white.
const darkText = (base: string) => ({
  colorTextSecondary: `rgba(${base}, 0.78)`,
  colorTextTertiary: `rgba(${base}, 0.72)`,
  colorTextDescription: `rgba(${base}, 0.72)`,
  colorTextPlaceholder: `rgba(${base}, 0.7)`,
  colorErrorText: '#ff8a8c',
  colorError: '#ffb3b0',
  colorErrorActive: '#dc9b99',
});

type DarkColours = {
  primary: string;
  primaryActive: string;
  primaryBg: string;
  primaryBorder: string;
  /** the surfaces' base, and the text on the light primary, error and placeholder (Avatar) fills */
  background: string;
  /** the text's base, as #rrggbb: the secondary tiers are it at lower alpha */
  text: string;
  successText: string;
  warningText: string;
};

const rgbOf = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ');

/** A dark theme from its colours: dark text on its light fills, its text tiers from its text colour. */
function darkTheme(colours: DarkColours, token: ThemeConfig['token'] = {}): ThemeConfig {
  const { primary, primaryActive, primaryBg, primaryBorder, background, text, successText, warningText } = colours;
  return {
    algorithm: theme.darkAlgorithm,
    token: {
      colorPrimary: primary,
      colorInfo: primary,
      colorBgBase: background,
      colorTextBase: text,
      colorPrimaryActive: primaryActive,
      colorPrimaryBg: primaryBg,
      colorPrimaryBorder: primaryBorder,
      colorSuccessText: successText,
      colorWarningText: warningText,
      ...darkText(rgbOf(text)),
      ...token,
    },
    components: {
      Button: { primaryColor: background, dangerColor: background },
      Avatar: { colorTextLightSolid: background },
    },
  };
}

export const themes: Record<ThemeName, ThemeConfig> = {
  LIGHT: {
    algorithm: theme.defaultAlgorithm,
    // antd's blue-7: #1677ff is 4.1:1 on white (and under white button text)
    token: {
      colorPrimary: '#0958d9',
      colorInfo: '#0958d9',
      colorLink: '#0958d9',
      colorPrimaryHover: '#0b4fbf',
      colorPrimaryActive: '#003eb3',
      colorPrimaryBorder: '#3d7fe6',
      ...lightText,
    },
  },
  ONE_DARK: darkTheme({
    primary: '#98d1ff',
    primaryActive: '#84b5dc',
    primaryBg: '#26384a',
    primaryBorder: '#5b8fbf',
    background: '#21252b',
    text: '#d7dae0',
    successText: '#98c379',
    warningText: '#e5c07b',
  }),
  UNICORN: darkTheme(
    {
      primary: '#c4a8ff',
      primaryActive: '#aa92dc',
      primaryBg: '#342a5c',
      primaryBorder: '#8a6bd0',
      background: '#1e1b2e',
      text: '#ede9fe',
      successText: '#8fd97a',
      warningText: '#f0c46a',
    },
    { borderRadius: 10 },
  ),
  FRONTDESK_LIGHT: {
    algorithm: theme.defaultAlgorithm,
    token: {
      colorPrimary: '#0f766e',
      colorInfo: '#0f766e',
      colorLink: '#0f766e',
      colorPrimaryBg: '#ccfbf1',
      colorPrimaryBorder: '#3a9a90',
      borderRadius: 8,
      ...lightText,
    },
    components: { Layout: { headerHeight: 64 } },
  },
};

/**
 * A theme as the app draws it: its tokens with the adjustments of the moment. Every root's
 * ConfigProvider (useThemeConfig) and the public pages' derived tokens (publicTheme.ts) start here.
 */
export function themeConfigOf(name: ThemeName, { narrowHeadings = false, reducedMotion = false }: ThemeAdjustments = {}): ThemeConfig {
  const base = themes[name];
  if (!narrowHeadings && !reducedMotion) return base;
  const token = { ...base.token };
  if (narrowHeadings) Object.assign(token, { fontSizeHeading1: 28, fontSizeHeading2: 24, fontSizeHeading3: 20 });
  if (reducedMotion) token.motion = false;
  return { ...base, token };
}

/** Layout constants of spec §9. */
export const layout = { sideMenuWidth: 256, topBarHeight: 64, searchDrawerWidth: 500 } as const;
