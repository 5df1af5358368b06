import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../data/queryClient';
import { useSettings } from '../hooks/useSettings';
import { i18n } from '../i18n/i18n';
import { App, ConfigProvider } from './antd';
import { antdLocales, useThemeConfig } from './themeConfig';

/**
 * The providers every React root wraps itself in — the shell and each remote's parcel — so
 * theme, language, direction and the one query cache reach all of them at once (context does not
 * cross roots; the cache is the same object in each).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { direction, language } = useSettings();
  const themeConfig = useThemeConfig();

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = language;
  }, [direction, language]);

  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={themeConfig} locale={antdLocales[language]} direction={direction}>
          <App message={{ maxCount: 1 }} notification={{ maxCount: 1 }}>
            {children}
          </App>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
