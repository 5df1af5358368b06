import type { Translations } from '@frontdesk/shared';

// Empty until this remote's first screen: page titles come from the shared `routes:` namespace.
const en = {};

const es: Translations<typeof en>['es'] = {};

export const translations: Translations<typeof en> = { en, es };

// This package's t() keys are checked against its English texts (docs/decisions/0015-typed-i18n-keys.md).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    collab: typeof en;
  }
}
