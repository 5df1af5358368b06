import { OwnedRoutes, type PageMap } from '@frontdesk/shared/ui';
import { lazy, type ComponentType } from 'react';

/**
 * A page fetched when first shown: each feature is its own chunk, and the public page, built from
 * the public kit, stays out of the app's pages (docs/decisions/0016-public-forms.md).
 */
const lazyPage = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

/** The pages built so far; every other page bookings owns shows the being-built panel. */
export const pages: PageMap = {
  book: lazyPage(() => import('./features/book/components/BookPage'), 'BookPage'),
  staff: lazyPage(() => import('./features/team/components/StaffPage'), 'StaffPage'),
  bookableServices: lazyPage(() => import('./features/team/components/BookableServicesPage'), 'BookableServicesPage'),
  onlineBooking: lazyPage(() => import('./features/settings/components/OnlineBookingPage'), 'OnlineBookingPage'),
  bookings: lazyPage(() => import('./features/bookings/components/BookingsPage'), 'BookingsPage'),
  booking: lazyPage(() => import('./features/bookings/components/BookingPage'), 'BookingPage'),
  bookingNew: lazyPage(() => import('./features/bookings/components/NewBookingPage'), 'NewBookingPage'),
  calendar: lazyPage(() => import('./features/calendar/components/CalendarPage'), 'CalendarPage'),
};

export function BookingsRoutes() {
  return <OwnedRoutes owner="bookings" pages={pages} />;
}
