import type { BookableService, Booking, BookingSettings, StaffMember } from '@frontdesk/shared';

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

export const aBooking = (fields: Partial<Booking> = {}): Booking => ({
  id: 'booking-1',
  status: 'confirmed',
  source: 'desk',
  contactId: 'contact-1',
  contactName: 'Maria Lopez',
  assetId: null,
  assetName: '',
  staffId: 'staff-1',
  staffName: 'Ana Ruiz',
  staffColor: '#1677ff',
  startsAt: '2026-03-10T17:00:00.000Z',
  endsAt: '2026-03-10T17:45:00.000Z',
  blockedFrom: '2026-03-10T17:00:00.000Z',
  blockedUntil: '2026-03-10T18:00:00.000Z',
  services: [{ itemId: 'service-1', name: 'Haircut', durationMinutes: 45, priceMinor: 3500 }],
  totalMinor: 3500,
  notes: '',
  cancelReason: '',
  seriesId: null,
  holdExpiresAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  actions: ['check_in', 'cancel', 'no_show'],
  ...fields,
});

export const bookingSettings = (fields: Partial<BookingSettings> = {}): BookingSettings => ({
  timeZone: 'America/New_York',
  onlineEnabled: true,
  leadMinutes: 60,
  horizonDays: 60,
  slotStepMinutes: 15,
  cancelCutoffHours: 24,
  reminderHours: 24,
  onlineDeposits: 'service',
  ...fields,
});
