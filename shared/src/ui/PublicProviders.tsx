import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useSettings } from '../hooks/useSettings';
import { i18n } from '../i18n/i18n';
import { colorSchemeOf } from './publicTheme';

/**
 * What every page needs around it: the document marked with the settings (language, direction,
 * theme, colour scheme), the language and, for pages that call the API, the one query cache. A
 * public page's own site (/pay, /book) has these alone, and its plain elements take the theme from
 * usePublicToken; pages that draw antd add AntdProvider (the app's roots: AppProviders; the sites of
 * /login and the docs), and the app's roots antd's App for toasts and confirms
 * (docs/decisions/0013-first-visit.md, 0025-public-pages-without-antd.md).
 */
export function PublicProviders({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  const { direction, language, theme } = useSettings();
  // the browser's own parts (scrollbars, autofill, a native picker) drawn dark in a dark theme
  const colorScheme = colorSchemeOf(theme);

  useEffect(() => {
    const root = document.documentElement;
    root.dir = direction;
    root.lang = language;
    root.dataset.theme = theme;
    root.style.colorScheme = colorScheme;
  }, [direction, language, theme, colorScheme]);

  const page = <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return queryClient ? <QueryClientProvider client={queryClient}>{page}</QueryClientProvider> : page;
}
