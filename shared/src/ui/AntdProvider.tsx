import { useMemo, type ReactNode } from 'react';
import { useSettings } from '../hooks/useSettings';
import { ConfigProvider } from './antd';
import { useAntdLocale, useThemeConfig } from './themeConfig';

/**
 * A build's page links antd's component styles as a style sheet written at build time
 * (shared/build/antdStyles.mjs, decision 0046): antd then writes no CSS at run time (zeroRuntime),
 * only the theme's CSS variables, and draws class names without a hash, as the sheet has them.
 * Where no build defines it (jest's jsdom), antd writes its styles as before.
 */
const STATIC_STYLES = process.env.FRONTDESK_ANTD_STATIC_STYLES === 'true' ? { zeroRuntime: true, hashed: false } : undefined;

/**
 * antd's theme, texts (antd's own: pagination, pickers, empty tables) and direction, from the
 * settings: around every root that draws antd's components (AppProviders; a public site whose pages
 * use antd, renderPublicPages `antd`). /pay and /book draw plain elements only (usePublicToken) and
 * leave antd out of a customer's first visit (docs/decisions/0025-public-pages-without-antd.md).
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { direction, language } = useSettings();
  const themeConfig = useThemeConfig();
  const theme = useMemo(() => (STATIC_STYLES ? { ...themeConfig, ...STATIC_STYLES } : themeConfig), [themeConfig]);
  const locale = useAntdLocale(language);
  return (
    <ConfigProvider theme={theme} locale={locale} direction={direction}>
      {children}
    </ConfigProvider>
  );
}
