import i18next, { type FlatNamespace, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isolate } from './bidi';
import { settingsStore, type Language } from '../settings/settingsStore';
import { commonEn, commonEs } from './locales/common';
import { routesEn, routesEs } from './locales/routes';

// Typed keys (docs/decisions/0015): i18next checks every t() key against the English texts of the
// namespaces the program declares. `common` and `routes` are declared here, so every package's
// typecheck sees them (shared is compiled inside each); each package adds its own namespace beside
// its texts (`declare module 'i18next' { interface ResourceNamespaceMap { contacts: … } }`).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // a key missing from the texts is an error even with a default value
    strictKeyChecks: true;
  }
  interface ResourceNamespaceMap {
    common: typeof commonEn;
    routes: typeof routesEn;
  }
}

/** A namespace's texts: the English tree, and a Spanish tree of the same shape. */
export type Translations<T> = { en: T; es: Same<T> };
type Same<T> = { [K in keyof T]: T[K] extends string ? string : Same<T[K]> };

/** The platform's one i18next instance (shared singleton): every root reads it. */
export const i18n: I18n = i18next.createInstance();

/**
 * In an rtl page every text is an isolate of its own direction (bidi.ts): an English or
 * Spanish sentence keeps its punctuation at its end ("Thank you!", not "!Thank you") and "¿…?"
 * round its question, while the page stays right to left.
 */
const bidi = {
  type: 'postProcessor' as const,
  name: 'bidi',
  process: (value: unknown) => (typeof value === 'string' && settingsStore.get().direction === 'rtl' ? isolate(value) : value),
};

void i18n
  .use(initReactI18next)
  .use(bidi)
  .init({
    postProcess: ['bidi'],
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

let direction = settingsStore.get().direction;
settingsStore.changes().subscribe((settings) => {
  // a change of direction redraws the texts as a change of language does (their isolates)
  if (i18n.language !== settings.language || direction !== settings.direction) void i18n.changeLanguage(settings.language);
  direction = settings.direction;
});

/** A remote adds its namespace (e.g. 'payments', declared beside its texts) when it mounts. */
export function registerTranslations<T extends object>(ns: FlatNamespace, texts: Translations<T>): void {
  for (const lng of ['en', 'es'] as Language[]) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, texts[lng], true, false);
  }
}
