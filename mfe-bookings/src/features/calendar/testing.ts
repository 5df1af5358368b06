import { aBookingSettings, aPage, json, renderMicroAppAt, serveApi, type Reply } from '@frontdesk/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { aBooking, aStaffMember } from '../../common/testing';
import { microApp } from '../../microApp';

// What the calendar's tests share: the team and bookings the API answers, the page at an address,
// and the gestures on its blocks. The business is in New York; the tests run in Los Angeles: a time
// drawn on the browser's clock would be three hours early.

export const ZONE = 'America/New_York';
export const TUESDAY = '/app/calendar?day=2026-03-10';

/** Ana works 9:00–17:00 (the fixture's), Ben Tuesdays 12:00–20:00; Cy is archived. */
export const ana = aStaffMember();
export const ben = aStaffMember({ id: 'staff-2', name: 'Ben Cole', color: '#52c41a', hours: [{ weekday: 2, starts: '12:00', ends: '20:00' }] });
export const cy = aStaffMember({ id: 'staff-3', name: 'Cy Gone', archived: true });
// 17:00 UTC is 1:00 PM in New York
export const maria = aBooking();
export const li = aBooking({
  id: 'booking-2',
  contactName: 'Li Wei',
  staffId: 'staff-2',
  staffName: 'Ben Cole',
  staffColor: '#52c41a',
  startsAt: '2026-03-10T19:00:00.000Z',
  endsAt: '2026-03-10T19:30:00.000Z',
  blockedFrom: '2026-03-10T19:00:00.000Z',
  blockedUntil: '2026-03-10T19:30:00.000Z',
  status: 'requested',
});
export const cancelled = aBooking({
  id: 'booking-3',
  contactName: 'Ola Nowak',
  status: 'cancelled',
  startsAt: '2026-03-10T15:00:00.000Z',
  endsAt: '2026-03-10T15:45:00.000Z',
});

export function serveCalendar(extra: Record<string, Reply> = {}) {
  return serveApi({
    'GET /api/staff': json({ items: [ana, ben, cy], timeZone: ZONE }),
    'GET /api/bookings': json(aPage([maria, li, cancelled], { currency: 'USD', timeZone: ZONE })),
    'GET /api/booking-settings': json(aBookingSettings()),
    ...extra,
  });
}

export const viewAt = (path: string) => renderMicroAppAt(microApp, path);
export const column = async (name: string) => screen.findByRole('group', { name });
export const focus = (element: HTMLElement) => act(() => element.focus());
export const block = async (staff: string, name: RegExp) => within(await column(staff)).findByRole('link', { name });

/** The move asked, confirmed as it stands (the customer mailed). */
export const confirmMove = async (user: UserEvent, name = 'Maria Lopez') =>
  user.click(within(await screen.findByRole('dialog', { name: `Move the booking of ${name}?` })).getByRole('button', { name: 'Move' }));

type Point = { x: number; y: number };
/** A pointer pressed on a block and moved (a finger's long press comes between, when the test waits for it). */
export const press = (element: HTMLElement, from: Point, pointerType = 'mouse') =>
  fireEvent.pointerDown(element, { pointerId: 1, pointerType, button: 0, clientX: from.x, clientY: from.y });
export const moveTo = (element: HTMLElement, to: Point, pointerType = 'mouse') =>
  fireEvent.pointerMove(element, { pointerId: 1, pointerType, clientX: to.x, clientY: to.y });
export const release = (element: HTMLElement, to: Point, pointerType = 'mouse') =>
  fireEvent.pointerUp(element, { pointerId: 1, pointerType, clientX: to.x, clientY: to.y });
/** A drag of a block by the mouse: pressed, moved, let go. */
export function drag(element: HTMLElement, from: Point, to: Point) {
  press(element, from);
  moveTo(element, to);
  release(element, to);
}

/** jsdom has no PointerEvent: a mouse event with a pointer id and type stands in (what the block reads of one). */
class PointerEventStandIn extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

/**
 * What every calendar test file runs around its tests: pointer events stood in, the page loaded
 * once, a fresh user for each test (`tests.user`), the spies undone after it.
 */
export function calendarTests() {
  const tests = { user: userEvent.setup() };
  beforeAll(() => {
    window.PointerEvent ??= PointerEventStandIn as typeof PointerEvent;
    return import('./components/CalendarPage');
  });
  beforeEach(() => {
    tests.user = userEvent.setup();
  });
  afterEach(() => jest.restoreAllMocks());
  return tests;
}
