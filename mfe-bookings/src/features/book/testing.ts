import type { OnlineBookingView, OnlineService, SlotList, VisitorBooking, VisitorVerification, VisitorWaitlistPlace } from '@frontdesk/shared';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

// Fixtures of the public booking page's tests, typed by the API's schemas. The business is in
// Chicago while the tests run in Los Angeles: a time shown on the browser's clock would be 2 h off.

export const BUSINESS = 'b1';
export const ZONE = 'America/Chicago';
/** a visitor's token: 22 characters of base64url */
export const TOKEN = 'tK9fQ2xLm4Rz7Vb1Nc8WpA';

export const anOnlineService = (fields: Partial<OnlineService> = {}): OnlineService => ({
  id: 'service-wash',
  name: 'Wash',
  category: 'Dogs',
  durationMinutes: 45,
  priceMinor: 3000,
  depositMinor: 0,
  assetType: null,
  staffIds: ['staff-ana', 'staff-ben'],
  ...fields,
});

export const bookingView = (fields: Partial<OnlineBookingView> = {}): OnlineBookingView => ({
  businessName: 'Sunny Paws',
  address: '',
  phone: '',
  logoUrl: null,
  timeZone: ZONE,
  currency: 'USD',
  firstDay: '2030-03-11',
  lastDay: '2030-05-09',
  cancelCutoffHours: 24,
  depositOnCancel: 'refund',
  services: [
    anOnlineService(),
    anOnlineService({
      id: 'service-groom',
      name: 'Full groom',
      durationMinutes: 90,
      priceMinor: 8500,
      depositMinor: 1700,
      assetType: {
        id: 'type-pet',
        name: 'Pet',
        fields: [
          { key: 'breed', label: 'Breed', kind: 'text', required: true },
          { key: 'born', label: 'Year born', kind: 'year', required: false },
        ],
      },
      staffIds: ['staff-ana'],
    }),
    anOnlineService({ id: 'service-nails', name: 'Nail trim', category: 'Extras', durationMinutes: 15, priceMinor: 1200 }),
  ],
  staff: [
    { id: 'staff-ana', name: 'Ana Ruiz', color: '#1677ff' },
    { id: 'staff-ben', name: 'Ben Ode', color: '#52c41a' },
  ],
  ...fields,
});

/** Tuesday March 12, 2030 (daylight time in Chicago: UTC−5): 9:00 AM and 10:30 AM there. */
export const DAY = '2030-03-12';
export const NINE = '2030-03-12T14:00:00.000Z';
export const HALF_PAST_TEN = '2030-03-12T15:30:00.000Z';

/** A day's free times (`open`: someone works that day; a day with no time free is then full, else closed). */
export const slotList = (starts: string[] = [NINE, HALF_PAST_TEN], day = DAY, open = true): SlotList => ({
  day,
  timeZone: ZONE,
  slots: starts.map((startsAt) => ({ startsAt, endsAt: new Date(Date.parse(startsAt) + 45 * 60_000).toISOString(), staffIds: ['staff-ana'] })),
  open,
});

export const aVisitorBooking = (fields: Partial<VisitorBooking> = {}): VisitorBooking => ({
  token: TOKEN,
  status: 'confirmed',
  businessName: 'Sunny Paws',
  timeZone: ZONE,
  currency: 'USD',
  serviceName: 'Wash',
  serviceId: 'service-wash',
  serviceIds: ['service-wash'],
  staffName: 'Ana Ruiz',
  startsAt: NINE,
  endsAt: '2030-03-12T14:45:00.000Z',
  priceMinor: 3000,
  holdExpiresAt: null,
  changeable: true,
  changeableUntil: '2030-03-11T14:00:00.000Z',
  manageUrl: `/book?business=${BUSINESS}&manage=${TOKEN}`,
  depositMinor: 0,
  depositOnCancel: 'refund',
  cancelCutoffHours: 24,
  payUrl: null,
  waitlistOffer: false,
  ...fields,
});

/** A hold as POST …/holds answers it: held for ten minutes from now. */
export const aHold = (fields: Partial<VisitorBooking> = {}): VisitorBooking =>
  aVisitorBooking({ status: 'held', changeable: false, holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(), ...fields });

/** A place in a full day's line, as POST …/waitlist/{token}/verify answers it: second, an offer held a quarter of an hour. */
export const aWaitlistPlace = (fields: Partial<VisitorWaitlistPlace> = {}): VisitorWaitlistPlace => ({
  day: DAY,
  serviceName: 'Wash',
  position: 2,
  offerMinutes: 15,
  ...fields,
});

/** A waitlist join's own token, while its code waits to be entered. */
export const JOIN_TOKEN = 'jN4kW8pQ2rT6vY0zB3dF5h';

/**
 * A code mailed for the details, as POST …/confirm (and …/waitlist) answers it: to lena@example.com,
 * ten minutes to enter it, a new one in a minute (a test gives `resendAt` in the past: one may be asked now).
 */
export const aVerification = (fields: Partial<VisitorVerification> = {}): VisitorVerification => ({
  token: TOKEN,
  email: 'lena@example.com',
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  resendAt: new Date(Date.now() + 60_000).toISOString(),
  triesLeft: 5,
  holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  ...fields,
});

/** The code the tests' visitor types from the mail. */
export const CODE = '482916';

/** Types the code into the code step and presses its submit (Book, or the button named). */
export async function enterCode(user: ReturnType<typeof userEvent.setup>, button = 'Book', code = CODE) {
  await user.type(await screen.findByLabelText('Code from the email'), code);
  await user.click(screen.getByRole('button', { name: button }));
}

/** 7:40 AM in Chicago on the day: when a time at 10:30 AM that freed up is offered (tests fix the clock there). */
export const OFFERED_AT = '2030-03-12T12:40:00.000Z';

/** A time the waitlist offered, as its mail's link reads it: 10:30 AM, held two hours from OFFERED_AT (9:40 AM in Chicago). */
export const anOffer = (fields: Partial<VisitorBooking> = {}): VisitorBooking =>
  aVisitorBooking({
    status: 'held',
    changeable: false,
    startsAt: HALF_PAST_TEN,
    endsAt: '2030-03-12T16:15:00.000Z',
    holdExpiresAt: '2030-03-12T14:40:00.000Z',
    waitlistOffer: true,
    ...fields,
  });

/** A deposit's payment link page, as a held booking's payUrl names it. */
export const PAY_URL = '/pay/pl_7f3a9c2e41d84b6fa0c1e2';

/** Fills the visitor's details form (each given label's value; an empty value is left out) and presses its submit ("Email me a code", or the button named). */
export async function fillDetails(user: ReturnType<typeof userEvent.setup>, values: Record<string, string> = {}, button = 'Email me a code') {
  const all = { 'First name': 'Lena', 'Last name': 'Park', Email: 'lena@example.com', Phone: '(555) 010-2030', ...values };
  for (const [label, value] of Object.entries(all)) if (value) await user.type(await screen.findByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: button }));
}
