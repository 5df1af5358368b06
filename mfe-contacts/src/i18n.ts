import type { Translations } from '@frontdesk/shared';
import { assetTypesTexts } from './features/assetTypes/i18n';
import { assetsTexts } from './features/assets/i18n';
import { contactTexts, uiTexts } from './features/contact/i18n';
import { formTexts } from './features/contactForm/i18n';
import { listTexts, sourcesTexts } from './features/contacts/i18n';
import { importTexts } from './features/import/i18n';
import { lostCustomersTexts } from './features/lostCustomers/i18n';
import { remindersTexts } from './features/reminders/i18n';
import { reportsTexts } from './features/reports/i18n';

// Page titles come from the shared `routes:` namespace; these are the texts inside the pages.
const en = {
  // reminders, lost customers, reports, import: their texts live beside them
  remindersList: remindersTexts.en,
  lostCustomers: lostCustomersTexts.en,
  reports: reportsTexts.en,
  contactImport: importTexts.en,
  // contact list, contact page, contact form, assets, asset types: their texts live beside them
  contact: contactTexts.en,
  ui: uiTexts.en,
  list: listTexts.en,
  sources: sourcesTexts.en,
  form: formTexts.en,
  assets: assetsTexts.en,
  assetTypes: assetTypesTexts.en,
};

const es: Translations<typeof en>['es'] = {
  remindersList: remindersTexts.es,
  lostCustomers: lostCustomersTexts.es,
  reports: reportsTexts.es,
  contactImport: importTexts.es,
  // contact list, contact page, contact form, assets, asset types: their texts live beside them
  contact: contactTexts.es,
  ui: uiTexts.es,
  list: listTexts.es,
  sources: sourcesTexts.es,
  form: formTexts.es,
  assets: assetsTexts.es,
  assetTypes: assetTypesTexts.es,
};

export const translations: Translations<typeof en> = { en, es };
