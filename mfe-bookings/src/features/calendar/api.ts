import { LARGEST_PAGE, api, keptQuery, type BookingChanged, type BookingPage, type BookingPatch } from '@frontdesk/shared';

// The calendar's client: every booking of the days shown (under ['bookings'], so any change to a
// booking, here or on another page, makes it stale) and the move.

export type DayRange = { from: string; to: string };

// the largest page the API gives: a busy week is a few of them
const bookingPage = ({ from, to }: DayRange, page: number, signal: AbortSignal) =>
  api.get('api/bookings', { searchParams: { from, to, pageSize: LARGEST_PAGE, page }, signal }).json<BookingPage>();

/**
 * GET /api/bookings?from&to, every page of it: the bookings starting on those days (the business's),
 * by start, and the business's time zone they are drawn in. Moving to the next days keeps the grid
 * on screen (marked as loading) instead of a spinner.
 */
export const calendarBookingsQuery = (range: DayRange) =>
  keptQuery({
    queryKey: ['bookings', 'calendar', range.from, range.to],
    queryFn: async ({ signal }) => {
      const first = await bookingPage(range, 1, signal);
      const pages = Math.ceil(first.total / LARGEST_PAGE);
      const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => bookingPage(range, index + 2, signal)));
      return { ...first, items: [first, ...rest].flatMap((page) => page.items), page: 1 };
    },
  });

/** PATCH /api/bookings/{id}: a new start (its length kept), a new end, or another staff member. */
export const changeBooking = (id: string, patch: BookingPatch) => api.patch(`api/bookings/${encodeURIComponent(id)}`, { json: patch }).json<BookingChanged>();
