import { api, queryOptions, searchParamsOf, type BookingPage } from '@frontdesk/shared';

// A contact's bookings, as the reminder forms offer them. Keys start with 'bookings', so the live
// feed (every booking change, in the shell) makes them stale with the bookings remote's own.

/** As many as one page of the API holds: more upcoming bookings than this for one contact is rare. */
export const CONTACT_BOOKINGS_PAGE_SIZE = 100;

/** GET /api/bookings?contactId=&from=: the contact's bookings starting on `from` (the desk's today) or later, by start. */
export const contactBookingsQuery = (contactId: string, from: string) =>
  queryOptions({
    queryKey: ['bookings', 'contact', contactId, { from }],
    queryFn: ({ signal }) =>
      api
        .get('api/bookings', { searchParams: searchParamsOf({ contactId, from, pageSize: CONTACT_BOOKINGS_PAGE_SIZE }), signal })
        .json<BookingPage>(),
  });

