// What more than one remote reads about bookings: the bookings remote (online booking's settings,
// the team), the contacts remote (a reminder's booking, written on the business's clock) and the
// collab remote (a card's or a project's members are the team).
import { api } from '../api/client';
import type { BookingSettings, StaffList } from '../types/api';
import { queryOptions } from '../data';

/** GET /api/booking-settings: the business's time zone (bookings' days and hours are its wall clock) and online booking's rules. */
export const bookingSettingsQuery = () =>
  queryOptions({
    queryKey: ['booking-settings'],
    queryFn: ({ signal }) => api.get('api/booking-settings', { signal }).json<BookingSettings>(),
  });

/** GET /api/staff: the team (archived members last) and the business's time zone. */
export const staffQuery = () =>
  queryOptions({
    queryKey: ['staff'],
    queryFn: ({ signal }) => api.get('api/staff', { signal }).json<StaffList>(),
  });
