import { appliedRange, isDay, useBusinessDay, useQuery, useUrlFilters, type DayRange } from '@frontdesk/shared';
import { bookingsQuery, type BookingsFilter } from '../api';
import { LISTED_STATUSES } from '../utils/statuses';

// the staff member is `?staff=`, as the new-booking page takes it
const BOOKING_FILTER_KEYS = ['from', 'to', 'staff', 'status'] as const;

export type BookingsListFilters = { staffId?: string; status?: BookingsFilter['status'] };

/**
 * The bookings list's days, filters and page, kept in the address (back, reload and a shared link
 * keep them). With no days in the address it shows the business's today; it asks nothing until
 * that day is known.
 */
export function useBookingsList() {
  const url = useUrlFilters(BOOKING_FILTER_KEYS, {}, { status: LISTED_STATUSES });
  const business = useBusinessDay();
  const today = business.settled ? business.today : null;
  const from = url.filters.from && isDay(url.filters.from) ? url.filters.from : today;
  const to = url.filters.to && isDay(url.filters.to) ? url.filters.to : from;
  const range: DayRange | null = from && to ? { from, to } : null;
  const filters: BookingsListFilters = { staffId: url.filters.staff, status: url.filters.status };
  // a backwards range typed into the address is not asked for (the fields say it is backwards)
  const filter: BookingsFilter = { ...(range ? appliedRange(range) : {}), ...filters };
  const bookings = useQuery({ ...bookingsQuery(filter, url.page), enabled: range !== null });
  return {
    range,
    today,
    /** the business's zone, once known (the list's answer names it too) */
    timeZone: bookings.data?.timeZone ?? (business.known ? business.timeZone : null),
    filters,
    filtered: Boolean(filters.staffId || filters.status),
    bookings,
    setRange: ({ from: nextFrom, to: nextTo }: DayRange) => url.setFilters({ from: nextFrom, to: nextTo }),
    setFilters: ({ staffId, status }: BookingsListFilters) => url.setFilters({ staff: staffId ?? '', status: status ?? '' }),
    setPage: url.setPage,
  };
}
