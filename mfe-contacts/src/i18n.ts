import type { Translations } from '@frontdesk/shared';
import { fieldsTexts, reminderBookingTexts, sourcesTexts, uiTexts } from './common/i18n';
import { assetTypesTexts } from './features/assetTypes/i18n';
import { assetsTexts } from './features/assets/i18n';
import { formTexts } from './features/contactForm/i18n';
import { formsTexts } from './features/forms/i18n';
import { listTexts } from './features/contactList/i18n';
import { contactTexts } from './features/contactPage/i18n';
import { importTexts } from './features/import/i18n';
import { lostCustomersTexts } from './features/lostCustomers/i18n';
import { remindersTexts } from './features/reminders/i18n';
import { reportsTexts } from './features/reports/i18n';

// Page titles come from the shared `routes:` namespace; these are the texts inside the pages, each
// feature's beside it, and the words several features use in src/common/i18n.ts.
const en = {
  sources: sourcesTexts.en,
  fields: fieldsTexts.en,
  ui: uiTexts.en,
  reminderBooking: reminderBookingTexts.en,
  contact: contactTexts.en,
  list: listTexts.en,
  form: formTexts.en,
  assets: assetsTexts.en,
  assetTypes: assetTypesTexts.en,
  forms: formsTexts.en,
  remindersList: remindersTexts.en,
  lostCustomers: lostCustomersTexts.en,
  reports: reportsTexts.en,
  contactImport: importTexts.en,
};

const es: Translations<typeof en>['es'] = {
  sources: sourcesTexts.es,
  fields: fieldsTexts.es,
  ui: uiTexts.es,
  reminderBooking: reminderBookingTexts.es,
  contact: contactTexts.es,
  list: listTexts.es,
  form: formTexts.es,
  assets: assetsTexts.es,
  assetTypes: assetTypesTexts.es,
  forms: formsTexts.es,
  remindersList: remindersTexts.es,
  lostCustomers: lostCustomersTexts.es,
  reports: reportsTexts.es,
  contactImport: importTexts.es,
};

export const translations: Translations<typeof en> = { en, es };

// This package's t() keys are checked against its English texts (docs/decisions/0015-typed-i18n-keys.md).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    contacts: typeof en;
  }
}
