import type { Booking, BookingDetail, BookingEvent, BookingPage, Slot, SlotList } from '@frontdesk/shared';
import { json, renderMicroAppAt, serveApi, type Reply } from '@frontdesk/shared/testing';
import { aBookableService, aStaffMember } from '../../common/testing';
import { microApp } from '../../microApp';

// What the bookings pages' tests share: the API's answers they start from, and the pages at an address.
// The business is in America/New_York; the tests run in America/Los_Angeles.

export const ZONE = 'America/New_York';

export const aSlot = (startsAt: string, fields: Partial<Slot> = {}): Slot => ({
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 45 * 60_000).toISOString(),
  staffIds: ['staff-1'],
  ...fields,
});

export const slotsOf = (slots: Slot[], day = '2026-03-10'): SlotList => ({ day, timeZone: ZONE, slots });

export const anEvent = (fields: Partial<BookingEvent> = {}): BookingEvent => ({
  id: 'event-1',
  at: '2026-03-01T10:00:00.000Z',
  actor: 'user',
  userName: 'Dana Desk',
  action: 'created',
  fromStatus: null,
  toStatus: 'confirmed',
  detail: '',
  ...fields,
});

export const pageOf = (items: Booking[], fields: Partial<BookingPage> = {}): BookingPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 100,
  currency: 'USD',
  timeZone: ZONE,
  ...fields,
});

export const detailOf = (booking: Booking, history: BookingEvent[] = [anEvent()]): BookingDetail => ({ booking, history, currency: 'USD', timeZone: ZONE });

export const team = [aStaffMember(), aStaffMember({ id: 'staff-2', name: 'Ben Cole', color: '#52c41a', serviceIds: ['service-1', 'service-2'] })];
export const services = [
  aBookableService({ staffIds: ['staff-1', 'staff-2'] }),
  aBookableService({ id: 'service-2', name: 'Colour', durationMinutes: 90, priceMinor: 8000, staffIds: ['staff-2'] }),
];

/** The team and the services every bookings page may read, and more. */
export function serveBookings(extra: Record<string, Reply> = {}) {
  return serveApi({
    'GET /api/staff': json({ items: team, timeZone: ZONE }),
    'GET /api/bookable-services': json({ items: services, currency: 'USD', timeZone: ZONE }),
    'GET /api/asset-types': json({ items: [] }),
    ...extra,
  });
}

export const viewAt = (path: string) => renderMicroAppAt(microApp, path);
