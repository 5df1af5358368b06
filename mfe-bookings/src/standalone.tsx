// The production page of its own (dist/standalone, /book): the public pages only, lean
// (docs/decisions/0013-first-visit.md). The dev server runs ./index.ts, every page of the remote.
import { renderPublicPage } from '@frontdesk/shared/standalone';
import { BookPage } from './features/book/components/BookPage';
import { translations } from './i18n';

renderPublicPage({ name: 'bookings', translations, pages: { book: BookPage } });
