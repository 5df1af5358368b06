import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useSettings } from '../hooks/useSettings';
import { i18n } from '../i18n/i18n';
import { ConfigProvider, theme as antdTheme } from './antd';
import { useAntdLocale, useThemeConfig } from './themeConfig';

/**
 * What every page needs around it: theme, antd's locale, direction, language and, for pages that
 * call the API, the one query cache. A public page's own site (/login, /pay, /book) has these alone;
 * the app's roots add antd's App for toasts and confirms (AppProviders;
 * docs/decisions/0013-first-visit.md).
 */
export function PublicProviders({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  const { direction, language, theme } = useSettings();
  const themeConfig = useThemeConfig();
  const locale = useAntdLocale(language);
  // the browser's own parts (scrollbars, autofill, a native picker) drawn dark in a dark theme
  const colorScheme = themeConfig.algorithm === antdTheme.darkAlgorithm ? 'dark' : 'light';

  useEffect(() => {
    const root = document.documentElement;
    root.dir = direction;
    root.lang = language;
    root.dataset.theme = theme;
    root.style.colorScheme = colorScheme;
  }, [direction, language, theme, colorScheme]);

  const page = (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider theme={themeConfig} locale={locale} direction={direction}>
        {children}
      </ConfigProvider>
    </I18nextProvider>
  );
  return queryClient ? <QueryClientProvider client={queryClient}>{page}</QueryClientProvider> : page;
}
