import { LARGEST_PAGE, api, queryOptions, searchParamsOf, type BookingPage } from '@frontdesk/shared';

// A contact's bookings, as the reminder forms offer them. Keys start with 'bookings', so the live
// feed (every booking change, in the shell) makes them stale with the bookings remote's own.

/**
 * GET /api/bookings?contactId=&from=: the contact's bookings starting on `from` (the desk's today)
 * or later, by start: as many as one answer holds (more upcoming bookings for one contact is rare).
 */
export const contactBookingsQuery = (contactId: string, from: string) =>
  queryOptions({
    queryKey: ['bookings', 'contact', contactId, { from }],
    queryFn: ({ signal }) => api.get('api/bookings', { searchParams: searchParamsOf({ contactId, from, pageSize: LARGEST_PAGE }), signal }).json<BookingPage>(),
  });
