// What more than one remote reads about bookings: the bookings remote (online booking's settings)
// and the contacts remote (a reminder's booking, written on the business's clock).
import { api } from '../api/client';
import type { BookingSettings } from '../types/api';
import { queryOptions } from '../data';

/** GET /api/booking-settings: the business's time zone (bookings' days and hours are its wall clock) and online booking's rules. */
export const bookingSettingsQuery = () =>
  queryOptions({
    queryKey: ['booking-settings'],
    queryFn: ({ signal }) => api.get('api/booking-settings', { signal }).json<BookingSettings>(),
  });
