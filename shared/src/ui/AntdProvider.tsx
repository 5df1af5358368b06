import type { ReactNode } from 'react';
import { useSettings } from '../hooks/useSettings';
import { ConfigProvider } from './antd';
import { useAntdLocale, useThemeConfig } from './themeConfig';

/**
 * antd's theme, texts (antd's own: pagination, pickers, empty tables) and direction, from the
 * settings: around every root that draws antd's components (AppProviders; a public site whose pages
 * use antd, renderPublicPages `antd`). /pay and /book draw plain elements only (usePublicToken) and
 * leave antd out of a customer's first visit (docs/decisions/0025-public-pages-without-antd.md).
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { direction, language } = useSettings();
  const themeConfig = useThemeConfig();
  const locale = useAntdLocale(language);
  return (
    <ConfigProvider theme={themeConfig} locale={locale} direction={direction}>
      {children}
    </ConfigProvider>
  );
}
