import { OwnedRoutes, type PageMap } from '@frontdesk/shared/ui';
import { lazy } from 'react';

// the public page is fetched when shown: it is built from the public kit, which the app's other
// pages do not need (docs/decisions/0016-public-forms.md)
const BookPage = lazy(() => import('./features/book/components/BookPage').then((m) => ({ default: m.BookPage })));

const pages: PageMap = { book: BookPage };

export function BookingsRoutes() {
  return <OwnedRoutes owner="bookings" pages={pages} />;
}
