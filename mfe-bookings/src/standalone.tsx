// This remote's public pages as a site of their own (dist/standalone): what the api serves on a
// first visit to them, lean (docs/decisions/0013-first-visit.md). `./index.ts` runs every page (dev).
import { renderPublicPages } from '@frontdesk/shared/standalone';
import { BookPage } from './features/book/components/BookPage';
import { commonTexts } from './common/i18n';
import { bookTexts } from './features/book/i18n';

renderPublicPages({
  owner: 'bookings',
  // the booking page's texts and the few it shares (a length of time): the desk's (bookings, calendar, team, settings) are kilobytes
  // of gzip a customer's phone would download for nothing (./i18n.ts merges them all for the app)
  translations: { en: { book: bookTexts.en, common: commonTexts.en }, es: { book: bookTexts.es, common: commonTexts.es } },
  pages: { book: BookPage },
});
