import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { useEffect, useMemo, useState } from 'react';
import { useThemeAdjustments } from '../hooks/useThemeAdjustments';
import { useSettings } from '../hooks/useSettings';
import type { Language } from '../settings/settingsStore';
import type { ThemeConfig } from './antd';
import { themeConfigOf } from './themes';

/**
 * antd's own texts (pagination, empty tables, pickers) in each language of the platform. English
 * is antd's own default (its components import it anyway), so it is there from the start; Spanish
 * is fetched when it is first chosen, so a first visit in English does not download it, and kept
 * for every root after (docs/decisions/0013-first-visit.md).
 */
const antdLocales: Partial<Record<Language, Locale>> = { en: enUS };
const fetchAntdLocale: Record<Exclude<Language, 'en'>, () => Promise<Locale>> = {
  es: () => import('antd/es/locale/es_ES').then((m) => m.default),
};

/**
 * antd's locale for a language; English until another language's texts have arrived. Always a
 * locale, never undefined: ConfigProvider wraps its children in a LocaleProvider only when it has
 * one, so a locale appearing later would remount the whole page (a half-filled form lost).
 */
export function useAntdLocale(language: Language): Locale {
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (language === 'en' || antdLocales[language]) return;
    let current = true;
    void fetchAntdLocale[language]().then((locale) => {
      antdLocales[language] = locale;
      if (current) setArrived((n) => n + 1);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return antdLocales[language] ?? enUS;
}

/** The antd theme of the settings (theme name, responsive font sizes, the system's reduced motion); every root's ConfigProvider. */
export function useThemeConfig(): ThemeConfig {
  const { theme: name } = useSettings();
  const adjustments = useThemeAdjustments();
  return useMemo(() => themeConfigOf(name, adjustments), [name, adjustments]);
}
