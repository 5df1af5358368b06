import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { settingsStore, type Language } from '../settings/settingsStore';
import { commonEn, commonEs } from './locales/common';
import { routesEn, routesEs } from './locales/routes';

/** A namespace's texts: the English tree, and a Spanish tree of the same shape. */
export type Translations<T> = { en: T; es: Same<T> };
type Same<T> = { [K in keyof T]: T[K] extends string ? string : Same<T[K]> };

/** The platform's one i18next instance (shared singleton): every root reads it. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: settingsStore.get().language,
  fallbackLng: 'en',
  supportedLngs: ['en', 'es'],
  defaultNS: 'common',
  ns: ['common', 'routes'],
  resources: {
    en: { common: commonEn, routes: routesEn },
    es: { common: commonEs, routes: routesEs },
  },
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
  returnNull: false,
});

settingsStore.changes().subscribe(({ language }) => {
  if (i18n.language !== language) void i18n.changeLanguage(language);
});

/** A remote adds its namespace (e.g. 'payments') when it mounts. */
export function registerTranslations<T extends object>(ns: string, texts: Translations<T>): void {
  for (const lng of ['en', 'es'] as Language[]) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, texts[lng], true, false);
  }
}
