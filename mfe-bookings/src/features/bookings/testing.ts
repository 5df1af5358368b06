import type { Booking, BookingDetail, BookingEvent, Slot, SlotList, WaitlistEntry, WaitlistList } from '@frontdesk/shared';
import { aBookingSettings, json, renderMicroAppAt, serveApi, type Reply } from '@frontdesk/shared/testing';
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

export const slotsOf = (slots: Slot[], day = '2026-03-10'): SlotList => ({ day, timeZone: ZONE, slots, open: true });

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

export const detailOf = (booking: Booking, history: BookingEvent[] = [anEvent()]): BookingDetail => ({ booking, history, currency: 'USD', timeZone: ZONE });

/** A place in a day's line: Ann Lee, first, waiting for a haircut with Ana Ruiz. */
export const aWaitlistEntry = (fields: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: 'entry-1',
  contactId: 'c1',
  contactName: 'Ann Lee',
  assetId: null,
  serviceId: 'service-1',
  serviceName: 'Haircut',
  staffId: 'staff-1',
  staffName: 'Ana Ruiz',
  day: '2026-03-10',
  status: 'waiting',
  bookingId: null,
  offerExpiresAt: null,
  position: 1,
  source: 'desk',
  notes: '',
  createdAt: '2026-03-01T15:00:00.000Z',
  ...fields,
});

export const waitlistOf = (items: WaitlistEntry[]): WaitlistList => ({ items, timeZone: ZONE });

export const team = [aStaffMember(), aStaffMember({ id: 'staff-2', name: 'Ben Cole', color: '#52c41a', serviceIds: ['service-1', 'service-2'] })];
export const services = [
  aBookableService({ staffIds: ['staff-1', 'staff-2'] }),
  aBookableService({ id: 'service-2', name: 'Colour', durationMinutes: 90, priceMinor: 8000, staffIds: ['staff-2'] }),
];

/** The team and the services every bookings page may read, an empty waitlist, and more. */
export function serveBookings(extra: Record<string, Reply> = {}) {
  return serveApi({
    // the business's zone, as every desk page learns it (useBusinessDay): its today is the list's
    'GET /api/booking-settings': json(aBookingSettings({ timeZone: ZONE })),
    'GET /api/staff': json({ items: team, timeZone: ZONE }),
    'GET /api/bookable-services': json({ items: services, currency: 'USD', timeZone: ZONE }),
    'GET /api/asset-types': json({ items: [] }),
    'GET /api/waitlist': json(waitlistOf([])),
    ...extra,
  });
}

export const viewAt = (path: string) => renderMicroAppAt(microApp, path);
