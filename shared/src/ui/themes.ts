import type { ThemeName } from '../settings/settingsStore';
import { theme, type ThemeConfig } from './antd';

// The four themes of spec §3. Tokens only: components style themselves from them.
export const themes: Record<ThemeName, ThemeConfig> = {
  LIGHT: {
    algorithm: theme.defaultAlgorithm,
    token: { colorPrimary: '#1677ff' },
  },
  ONE_DARK: {
    algorithm: theme.darkAlgorithm,
    token: { colorPrimary: '#61afef', colorBgBase: '#21252b', colorTextBase: '#d7dae0', colorInfo: '#61afef' },
  },
  UNICORN: {
    algorithm: theme.darkAlgorithm,
    token: { colorPrimary: '#a67df8', colorBgBase: '#1e1b2e', colorTextBase: '#ede9fe', colorInfo: '#a67df8', borderRadius: 10 },
  },
  FRONTDESK_LIGHT: {
    algorithm: theme.defaultAlgorithm,
    token: { colorPrimary: '#0f766e', colorInfo: '#0f766e', colorLink: '#0f766e', colorPrimaryBg: '#ccfbf1', borderRadius: 8 },
    components: { Layout: { headerHeight: 64 } },
  },
};

/** Layout constants of spec §9. */
export const layout = { sideMenuWidth: 256, topBarHeight: 64, searchDrawerWidth: 500 } as const;
