// What the shell provides as the shared `react-i18next` singleton: only the exports the platform
// uses (see ./react-router-dom.ts for how this works). Add one here when a package needs it.
export { I18nextProvider, initReactI18next, useTranslation } from '#react-i18next';
