import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSettings } from '../hooks/useSettings';
import type { Language } from '../settings/settingsStore';
import type { ThemeConfig } from './antd';
import { themes } from './themes';

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

/** Whether a media query matches, kept current as it changes (false where there is no window.matchMedia). */
function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(query).matches ?? false, () => false);
}

// antd's md breakpoint (token screenMD, 768 px). A media query, not antd's Grid.useBreakpoint:
// Grid brings Row and Col to every first visit, a customer's phone included (docs/decisions/0013).
const NARROW = '(max-width: 767.98px)';
// the person asked their system for less motion: antd's fades, slides and waves are turned off
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The antd theme of the settings (theme name, responsive font sizes, the system's reduced motion); every root's ConfigProvider. */
export function useThemeConfig(): ThemeConfig {
  const { theme: name, responsiveFontSizes } = useSettings();
  const narrow = useMediaQuery(NARROW);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  return useMemo(() => {
    const base = themes[name];
    const token = { ...base.token };
    // responsiveFontSizes: headings shrink on narrow screens (spec §3 setting)
    if (responsiveFontSizes && narrow) Object.assign(token, { fontSizeHeading1: 28, fontSizeHeading2: 24, fontSizeHeading3: 20 });
    if (reducedMotion) token.motion = false;
    return { ...base, token };
  }, [name, responsiveFontSizes, narrow, reducedMotion]);
}
