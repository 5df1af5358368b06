import type { Translations } from '@frontdesk/shared';
import { commonTexts } from './common/i18n';
import { bookTexts } from './features/book/i18n';
import { bookingsTexts } from './features/bookings/i18n';
import { calendarTexts } from './features/calendar/i18n';
import { settingsTexts } from './features/settings/i18n';
import { teamTexts } from './features/team/i18n';

// Page titles come from the shared `routes:` namespace; these are the texts inside the pages, each
// feature's in its own i18n.ts beside it, merged here under the feature's name.
const en = {
  common: commonTexts.en,
  book: bookTexts.en,
  bookings: bookingsTexts.en,
  calendar: calendarTexts.en,
  team: teamTexts.en,
  settings: settingsTexts.en,
};

const es: Translations<typeof en>['es'] = {
  common: commonTexts.es,
  book: bookTexts.es,
  bookings: bookingsTexts.es,
  calendar: calendarTexts.es,
  team: teamTexts.es,
  settings: settingsTexts.es,
};

export const translations: Translations<typeof en> = { en, es };

// This package's t() keys are checked against its English texts (docs/decisions/0015-typed-i18n-keys.md).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    bookings: typeof en;
  }
}
