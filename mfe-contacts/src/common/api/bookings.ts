import { LARGEST_PAGE, api, pagedQuery, queryOptions, searchParamsOf, type BookingPage } from '@frontdesk/shared';

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

/**
 * GET /api/bookings?contactId=&to=&order=-start: a page of the contact's bookings that started on
 * `to` (the day before the desk's today) or earlier, the latest first: their record's history.
 */
export const contactPastBookingsQuery = (contactId: string, to: string, page: number) =>
  pagedQuery(['bookings', 'contact', contactId, { to, order: '-start' }], page, (paging, signal) =>
    api.get('api/bookings', { searchParams: searchParamsOf({ contactId, to, order: '-start', ...paging }), signal }).json<BookingPage>(),
  );
