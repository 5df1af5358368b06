import {
  IDEMPOTENCY_HEADER,
  LARGEST_PAGE,
  api,
  pagedQuery,
  queryOptions,
  searchParamsOf,
  type AssetList,
  type BookingActionInput,
  type BookingChanged,
  type BookingDetail,
  type BookingFilter,
  type BookingInput,
  type BookingPage as BookingList,
  type BookingPatch,
  type BookingsCreated,
  type Contact,
  type SlotList,
  type SlotQuery,
  type WaitlistEntry,
  type WaitlistInput,
  type WaitlistList,
  type WaitlistOfferInput,
  type WaitlistQuery,
} from '@frontdesk/shared';

// The desk's bookings client: the list and one booking (keys under ['bookings'], which every change
// here makes stale), the day's free times, what the new-booking form reads about a contact, the
// calls that make or move a booking, and the waitlist (under ['bookings', 'waitlist']: the shell's
// live feed makes it stale when an offer is made or taken).

export type BookingsFilter = Pick<BookingFilter, 'from' | 'to' | 'staffId' | 'status' | 'contactId' | 'seriesId'>;

const bookingUrl = (id: string, action = '') => `api/bookings/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/**
 * GET /api/bookings: a page of bookings by start (the page shown stays while the next loads), as
 * many as the API gives in one: a busy week fits.
 */
export const bookingsQuery = (filter: BookingsFilter, page: number) =>
  pagedQuery(['bookings', 'list', filter], { page, pageSize: LARGEST_PAGE }, (paging, signal) =>
    api.get('api/bookings', { searchParams: searchParamsOf({ ...filter, ...paging }), signal }).json<BookingList>(),
  );

/** GET /api/bookings/{id}: the booking, its history (oldest first) and the business's zone. */
export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: ['bookings', 'one', id],
    queryFn: ({ signal }) => api.get(bookingUrl(id), { signal }).json<BookingDetail>(),
  });

/** GET /api/booking-slots: the day's free starts for the services, in order, for one member or anyone. */
export const slotsQuery = (query: SlotQuery) =>
  queryOptions({
    queryKey: ['bookings', 'slots', query],
    queryFn: ({ signal }) => api.get('api/booking-slots', { searchParams: searchParamsOf(query), signal }).json<SlotList>(),
  });

/** GET /api/contacts/{id}: the contact a booking is for (its name, when the address names it). */
export const contactQuery = (id: string) =>
  queryOptions({
    queryKey: ['contacts', 'one', id],
    queryFn: ({ signal }) => api.get(`api/contacts/${encodeURIComponent(id)}`, { signal }).json<Contact>(),
  });

/** GET /api/contacts/{id}/assets: the contact's assets, of every type. */
export const contactAssetsQuery = (contactId: string) =>
  queryOptions({
    queryKey: ['assets', { contactId }],
    queryFn: ({ signal }) => api.get(`api/contacts/${encodeURIComponent(contactId)}/assets`, { signal }).json<AssetList>(),
  });

/** POST /api/bookings with the attempt's Idempotency-Key → 201 the bookings made and the series' starts skipped. */
export const createBookings = (input: BookingInput, idempotencyKey: string) =>
  api.post('api/bookings', { json: input, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }).json<BookingsCreated>();

/** POST /api/bookings/{id}/actions: a lifecycle step (409 booking_state when its status no longer allows it). */
export const actOnBooking = (id: string, input: BookingActionInput) => api.post(bookingUrl(id, 'actions'), { json: input }).json<BookingChanged>();

/** PATCH /api/bookings/{id}: its notes (or its time, which the calendar moves). */
export const changeBooking = (id: string, patch: BookingPatch) => api.patch(bookingUrl(id), { json: patch }).json<BookingChanged>();

/**
 * GET /api/waitlist: the days' lines (from the business's today when no days are given), waiting
 * and offered entries unless a status is asked, each day's in order, with the business's zone.
 */
export const waitlistQuery = (query: WaitlistQuery = {}) =>
  queryOptions({
    queryKey: ['bookings', 'waitlist', query],
    queryFn: ({ signal }) => api.get('api/waitlist', { searchParams: searchParamsOf(query), signal }).json<WaitlistList>(),
  });

/** POST /api/waitlist: a contact joins a full day's line (409 day_not_full while it has a free time, already_waiting). */
export const joinWaitlist = (input: WaitlistInput) => api.post('api/waitlist', { json: input }).json<WaitlistEntry>();

/** POST /api/waitlist/{id}/offer: a free start of their day offered to a customer waiting (held and mailed); 409 slot_taken, conflict once not waiting. */
export const offerWaitlistTime = (id: string, input: WaitlistOfferInput) =>
  api.post(`api/waitlist/${encodeURIComponent(id)}/offer`, { json: input }).json<WaitlistEntry>();

/** DELETE /api/waitlist/{id}: out of the line; an offer's held time goes to the next (409 once no longer in the line). */
export const removeWaitlistEntry = async (id: string): Promise<void> => {
  await api.delete(`api/waitlist/${encodeURIComponent(id)}`);
};
