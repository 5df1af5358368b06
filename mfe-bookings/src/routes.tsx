import { OwnedRoutes, type PageMap } from '@frontdesk/shared/ui';
import { BookPage } from './features/book/components/BookPage';

const pages: PageMap = { book: BookPage };

export function BookingsRoutes() {
  return <OwnedRoutes owner="bookings" pages={pages} />;
}
