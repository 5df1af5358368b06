import type { Translations } from '@frontdesk/shared';
import { commonTexts } from './common/i18n';
import { catalogueTexts } from './features/catalogue/i18n';
import { checkoutTexts } from './features/checkout/i18n';
import { dashboardTexts } from './features/dashboard/i18n';
import { depositsTexts } from './features/deposits/i18n';
import { invoicesTexts } from './features/invoices/i18n';
import { payTexts } from './features/pay/i18n';
import { receiptTexts } from './features/receipt/i18n';
import { registersTexts } from './features/registers/i18n';
import { transactionsTexts } from './features/transactions/i18n';

// Page titles come from the shared `routes:` namespace; these are the texts inside the pages, each
// feature's in its own i18n.ts beside it, merged here under the feature's name; what several say
// is in src/common/i18n.ts, under `common`.
const en = {
  common: commonTexts.en,
  pay: payTexts.en,
  catalogue: catalogueTexts.en,
  checkout: checkoutTexts.en,
  receipt: receiptTexts.en,
  registers: registersTexts.en,
  deposits: depositsTexts.en,
  invoices: invoicesTexts.en,
  dashboard: dashboardTexts.en,
  transactions: transactionsTexts.en,
};

const es: Translations<typeof en>['es'] = {
  common: commonTexts.es,
  pay: payTexts.es,
  catalogue: catalogueTexts.es,
  checkout: checkoutTexts.es,
  receipt: receiptTexts.es,
  registers: registersTexts.es,
  deposits: depositsTexts.es,
  invoices: invoicesTexts.es,
  dashboard: dashboardTexts.es,
  transactions: transactionsTexts.es,
};

export const translations: Translations<typeof en> = { en, es };

// This package's t() keys are checked against its English texts (docs/decisions/0015-typed-i18n-keys.md).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    payments: typeof en;
  }
}
