import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useSettings } from '../hooks/useSettings';
import { i18n } from '../i18n/i18n';
import { ConfigProvider } from '../ui/antd';
import { useThemeConfig } from '../ui/themeConfig';

/**
 * The providers of a public page on its own (/pay, /book): theme, locale, direction and language,
 * as AppProviders gives every root of the app, without what only the app uses (the query cache,
 * antd's App for toasts and confirms): a customer's phone downloads less (docs/decisions/0013).
 */
export function PublicProviders({ children }: { children: ReactNode }) {
  const { direction, language } = useSettings();
  const themeConfig = useThemeConfig();

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = language;
  }, [direction, language]);

  return (
    <I18nextProvider i18n={i18n}>
      {/* no antd locale: a public page uses no antd component with texts of its own, and English is
          ConfigProvider's built-in default, so the Spanish pack is not downloaded */}
      <ConfigProvider theme={themeConfig} direction={direction}>
        {children}
      </ConfigProvider>
    </I18nextProvider>
  );
}
