import type { Translations } from '@frontdesk/shared';
import { socialTexts } from './features/social/i18n';

// Page titles come from the shared `routes:` namespace; these are the texts inside the pages, each
// feature's beside it.
const en = {
  social: socialTexts.en,
};

const es: Translations<typeof en>['es'] = {
  social: socialTexts.es,
};

export const translations: Translations<typeof en> = { en, es };

// This package's t() keys are checked against its English texts (docs/decisions/0015-typed-i18n-keys.md).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    collab: typeof en;
  }
}
