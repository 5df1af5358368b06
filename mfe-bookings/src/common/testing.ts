import type { BookableService, StaffMember } from '@frontdesk/shared';

// Fixture builders for the bookings remote's tests, typed by the API's schemas.

export const aStaffMember = (fields: Partial<StaffMember> = {}): StaffMember => ({
  id: 'staff-1',
  name: 'Ana Ruiz',
  color: '#1677ff',
  userId: null,
  serviceIds: ['service-1'],
  hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, starts: '09:00', ends: '17:00' })),
  archived: false,
  ...fields,
});

export const aBookableService = (fields: Partial<BookableService> = {}): BookableService => ({
  id: 'service-1',
  name: 'Haircut',
  category: 'Hair',
  durationMinutes: 45,
  priceMinor: 3500,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  bookableOnline: true,
  assetTypeId: null,
  deposit: { kind: 'none', value: 0 },
  staffIds: ['staff-1'],
  ...fields,
});

// a booking: the kit's builder (the shell's tests build one too)
export { aBooking } from '@frontdesk/shared/testing';

// the business's booking settings (its zone): the kit's builder (every desk page reads the zone)
export { aBookingSettings as bookingSettings } from '@frontdesk/shared/testing';
