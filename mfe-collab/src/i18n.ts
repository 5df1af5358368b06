import type { Translations } from '@frontdesk/shared';
import { chatTexts } from './features/chat/i18n';
import { kanbanTexts } from './features/kanban/i18n';
import { mailTexts } from './features/mail/i18n';
import { projectsTexts } from './features/projects/i18n';
import { socialTexts } from './features/social/i18n';

// Page titles come from the shared `routes:` namespace; these are the texts inside the pages, each
// feature's beside it.
const en = {
  mail: mailTexts.en,
  chat: chatTexts.en,
  kanban: kanbanTexts.en,
  projects: projectsTexts.en,
  social: socialTexts.en,
};

const es: Translations<typeof en>['es'] = {
  mail: mailTexts.es,
  chat: chatTexts.es,
  kanban: kanbanTexts.es,
  projects: projectsTexts.es,
  social: socialTexts.es,
};

export const translations: Translations<typeof en> = { en, es };

// This package's t() keys are checked against its English texts (docs/decisions/0015-typed-i18n-keys.md).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    collab: typeof en;
  }
}
