// This remote's public pages as a site of their own (dist/standalone): what the api serves on a
// first visit to them, lean (docs/decisions/0013-first-visit.md). `./index.ts` runs every page (dev).
import { renderPublicPages } from '@frontdesk/shared/standalone';
import { PayPage } from './features/pay/components/PayPage';
import { payTexts } from './features/pay/i18n';

renderPublicPages({
  owner: 'payments',
  // the pay page's texts alone: the desk's (checkout, registers, catalogue, …) are ~9 KB gzip a
  // customer's phone would download for nothing (./i18n.ts merges them all for the app)
  translations: { en: { pay: payTexts.en }, es: { pay: payTexts.es } },
  pages: { pay: PayPage },
});
