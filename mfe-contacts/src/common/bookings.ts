import { dayIn, type Booking, type Formatters } from '@frontdesk/shared';

// A booking as this remote writes and offers it: on the business's clock (docs/decisions/0028),
// never the browser's.

/** what has happened to a booking that is no longer ahead */
const OVER: ReadonlySet<Booking['status']> = new Set(['cancelled', 'no_show', 'completed']);

/** The bookings still to come: not cancelled, missed or completed. */
export const upcomingOf = (bookings: readonly Booking[]): Booking[] => bookings.filter((booking) => !OVER.has(booking.status));

/** A booking's start as its day and time in `timeZone`: { day: "Mar 10, 2026", time: "10:00 AM" }. */
export function bookingStart(format: Formatters, startsAt: string, timeZone: string): { day: string; time: string } {
  return { day: format.day(dayIn(startsAt, timeZone)), time: format.clock(startsAt, timeZone) };
}
