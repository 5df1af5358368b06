import { i18n } from './i18n';

// Never run: shared's typecheck proves here that i18next checks keys (docs/decisions/0015). Should
// one of the refused calls compile (the declarations gone, an i18next upgrade reading them no
// more), its `@ts-expect-error` is unused and the typecheck fails.
export function typedKeysCheck(): string[] {
  return [
    i18n.t('common:appName'),
    i18n.t('routes:contacts'),
    // @ts-expect-error a misspelt key
    i18n.t('common:apName'),
    // @ts-expect-error a key missing from the texts, even with a default value
    i18n.t('common:apName', 'Frontdesk'),
    // @ts-expect-error a namespace no package declares
    i18n.t('nowhere:appName'),
  ];
}
