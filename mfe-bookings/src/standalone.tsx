// This remote's public pages as a site of their own (dist/standalone): what the api serves on a
// first visit to them, lean (docs/decisions/0013-first-visit.md). `./index.ts` runs every page (dev).
import { renderPublicPages } from '@frontdesk/shared/standalone';
import { BookPage } from './features/book/components/BookPage';
import { translations } from './i18n';

renderPublicPages({ owner: 'bookings', translations, pages: { book: BookPage } });
