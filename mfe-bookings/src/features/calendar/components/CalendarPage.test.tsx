import { LARGEST_PAGE, mediaQueries } from '@frontdesk/shared';
import { aPage, chooseOption, currentAddress, fakeMedia, fieldProblem, json, problem, renderMicroAppAt, serveApi, type Reply } from '@frontdesk/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBooking, aStaffMember } from '../../../common/testing';
import { microApp } from '../../../microApp';

// The business is in New York; the tests run in Los Angeles: a time drawn on the browser's clock
// would be three hours early.
const ZONE = 'America/New_York';
const TUESDAY = '/app/calendar?day=2026-03-10';

const ana = aStaffMember();
const ben = aStaffMember({ id: 'staff-2', name: 'Ben Cole', color: '#52c41a', hours: [{ weekday: 2, starts: '12:00', ends: '20:00' }] });
const cy = aStaffMember({ id: 'staff-3', name: 'Cy Gone', archived: true });
// 17:00 UTC is 1:00 PM in New York
const maria = aBooking();
const li = aBooking({
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
const cancelled = aBooking({
  id: 'booking-3',
  contactName: 'Ola Nowak',
  status: 'cancelled',
  startsAt: '2026-03-10T15:00:00.000Z',
  endsAt: '2026-03-10T15:45:00.000Z',
});

function serveCalendar(extra: Record<string, Reply> = {}) {
  return serveApi({
    'GET /api/staff': json({ items: [ana, ben, cy], timeZone: ZONE }),
    'GET /api/bookings': json(aPage([maria, li, cancelled], { currency: 'USD', timeZone: ZONE })),
    ...extra,
  });
}

const viewAt = (path: string) => renderMicroAppAt(microApp, path);
const column = async (name: string) => screen.findByRole('group', { name });
const focus = (element: HTMLElement) => act(() => element.focus());
const block = async (staff: string, name: RegExp) => within(await column(staff)).findByRole('link', { name });

/** jsdom has no PointerEvent: a mouse event with a pointer id stands in (what the block reads of one). */
class PointerEventStandIn extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

let user: ReturnType<typeof userEvent.setup>;
beforeAll(() => {
  window.PointerEvent ??= PointerEventStandIn as typeof PointerEvent;
  return import('./CalendarPage');
});
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => jest.restoreAllMocks());

describe('CalendarPage', () => {
  it('draws a column per staff member and each booking in its column, at the business’s time', async () => {
    // 101 bookings that day: the second page is asked too
    const api = serveCalendar({
      'GET /api/bookings': ({ query }) =>
        json(
          aPage(query.page === '1' ? [maria, cancelled] : [li], {
            currency: 'USD',
            timeZone: ZONE,
            total: LARGEST_PAGE + 1,
            page: Number(query.page),
            pageSize: LARGEST_PAGE,
          }),
        ),
    });
    viewAt(TUESDAY);
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Tuesday, March 10, 2026' })).toBeInTheDocument();
    expect(await block('Ana Ruiz', /^1:00 PM – 1:45 PM ?Maria Lopez ?Haircut · Confirmed$/)).toHaveAttribute('href', '/app/bookings/booking-1');
    expect(await block('Ben Cole', /^3:00 PM – 3:30 PM ?Li Wei ?Haircut · Requested$/)).toHaveAttribute('href', '/app/bookings/booking-2');
    // the archived member has no column; a cancelled booking is not drawn
    expect(screen.queryByRole('group', { name: 'Cy Gone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ola Nowak/ })).not.toBeInTheDocument();
    expect(screen.getByText('2 bookings')).toBeInTheDocument();
    expect(api.callsTo('GET /api/bookings').map((call) => call.query)).toEqual([
      { from: '2026-03-10', to: '2026-03-10', pageSize: '100', page: '1' },
      { from: '2026-03-10', to: '2026-03-10', pageSize: '100', page: '2' },
    ]);
  });

  it('marks a booking whose deposit is still held', async () => {
    serveCalendar({
      'GET /api/bookings': json(aPage([{ ...maria, depositPaidMinor: 2_000, depositHeldMinor: 2_000 }, li], { currency: 'USD', timeZone: ZONE })),
    });
    viewAt(TUESDAY);
    expect(await block('Ana Ruiz', /^1:00 PM – 1:45 PM ?Maria Lopez ?Haircut · Confirmed · Deposit held$/)).toBeInTheDocument();
    expect(await block('Ben Cole', /Requested$/)).toBeInTheDocument();
  });

  it("labels a member's time off over several days with its note", async () => {
    serveCalendar({
      'GET /api/staff-exceptions': json({
        items: [{ id: 'x2', staffId: 'staff-2', day: '2026-03-09', through: '2026-03-13', kind: 'off', starts: null, ends: null, note: 'Family holiday' }],
      }),
    });
    viewAt(TUESDAY);
    // Ben's column head says why he is not working this Tuesday
    expect(await screen.findByText('Off: Family holiday')).toBeInTheDocument();
    expect(screen.getByText('9:00 AM – 5:00 PM')).toBeInTheDocument();
  });

  it("shades a member's day off: their column says they are not working", async () => {
    serveCalendar({
      'GET /api/staff-exceptions': json({ items: [{ id: 'x1', staffId: 'staff-2', day: '2026-03-10', kind: 'off', starts: null, ends: null, note: '' }] }),
    });
    viewAt(TUESDAY);
    // Ben works Tuesdays 12:00–20:00; Ana, who is not off, keeps her hours
    expect(await screen.findByText('Not working')).toBeInTheDocument();
    expect(screen.queryByText('12:00 PM – 8:00 PM')).not.toBeInTheDocument();
    expect(screen.getByText('9:00 AM – 5:00 PM')).toBeInTheDocument();
  });

  it('starts a booking with the staff member and the instant of the empty time clicked', async () => {
    serveCalendar();
    viewAt(TUESDAY);
    await user.click(await within(await column('Ben Cole')).findByRole('button', { name: 'Book with Ben Cole at 9:15 AM' }));
    // the router applies the address as a transition: it lands a moment after the click
    await waitFor(() => expect(new URL(currentAddress(), 'http://desk').pathname).toBe('/app/bookings/new'));
    const address = new URL(currentAddress(), 'http://desk');
    // 9:15 in New York
    expect(Object.fromEntries(address.searchParams)).toEqual({ staff: 'staff-2', start: '2026-03-10T13:15:00.000Z' });
  });

  it('moves a booking 15 minutes later with Alt+ArrowDown', async () => {
    const moved = { ...maria, startsAt: '2026-03-10T17:15:00.000Z', endsAt: '2026-03-10T18:00:00.000Z' };
    const api = serveCalendar({ 'PATCH /api/bookings/booking-1': json({ booking: moved }) });
    viewAt(TUESDAY);
    await focus(await block('Ana Ruiz', /Maria Lopez/));
    api.routes['GET /api/bookings'] = json(aPage([moved, li], { currency: 'USD', timeZone: ZONE }));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(api.callsTo('PATCH /api/bookings/booking-1')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/bookings/booking-1')[0]?.body).toEqual({ startsAt: '2026-03-10T17:15:00.000Z' });
    expect(await block('Ana Ruiz', /^1:15 PM – 2:00 PM ?Maria Lopez/)).toHaveFocus();
  });

  it('moves the end of a booking with Alt+Shift+ArrowUp, and opens it with Enter', async () => {
    const api = serveCalendar({ 'PATCH /api/bookings/booking-1': json({ booking: { ...maria, endsAt: '2026-03-10T17:30:00.000Z' } }) });
    viewAt(TUESDAY);
    await focus(await block('Ana Ruiz', /Maria Lopez/));
    await user.keyboard('{Alt>}{Shift>}{ArrowUp}{/Shift}{/Alt}');
    await waitFor(() => expect(api.callsTo('PATCH /api/bookings/booking-1')[0]?.body).toEqual({ endsAt: '2026-03-10T17:30:00.000Z' }));
    await user.keyboard('{Enter}');
    expect(currentAddress()).toBe('/app/bookings/booking-1');
  });

  it('puts a booking back where it was and says why when its new time is taken', async () => {
    const api = serveCalendar({ 'PATCH /api/bookings/booking-1': problem(409, 'slot_taken') });
    viewAt(TUESDAY);
    await focus(await block('Ana Ruiz', /Maria Lopez/));
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The booking of Maria Lopez was not moved');
    expect(alert).toHaveTextContent('This time is no longer free: someone else booked it a moment ago. Choose another time.');
    expect(api.callsTo('PATCH /api/bookings/booking-1')[0]?.body).toEqual({ startsAt: '2026-03-10T16:45:00.000Z' });
    expect(await block('Ana Ruiz', /^1:00 PM – 1:45 PM ?Maria Lopez/)).toBeInTheDocument();
  });

  it('drags a booking down half an hour, snapped to the quarter hour', async () => {
    const api = serveCalendar({ 'PATCH /api/bookings/booking-1': json({ booking: maria }) });
    viewAt(TUESDAY);
    const maria1pm = await block('Ana Ruiz', /Maria Lopez/);
    // 64 px an hour: 30 px is 28 minutes, the nearest quarter 30
    fireEvent.pointerDown(maria1pm, { pointerId: 1, button: 0, clientX: 10, clientY: 100 });
    fireEvent.pointerMove(maria1pm, { pointerId: 1, clientX: 10, clientY: 130 });
    fireEvent.pointerUp(maria1pm, { pointerId: 1, clientX: 10, clientY: 130 });
    await waitFor(() => expect(api.callsTo('PATCH /api/bookings/booking-1')[0]?.body).toEqual({ startsAt: '2026-03-10T17:30:00.000Z' }));
  });

  it('drags a booking to another staff member’s column, and puts it back when they do not perform its services', async () => {
    const api = serveCalendar({ 'PATCH /api/bookings/booking-1': fieldProblem({ staffId: 'not_allowed' }) });
    viewAt(TUESDAY);
    const maria1pm = await block('Ana Ruiz', /Maria Lopez/);
    // jsdom lays nothing out: each column is given the width a browser would
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 160, height: 704 }));
    fireEvent.pointerDown(maria1pm, { pointerId: 1, button: 0, clientX: 10, clientY: 100 });
    fireEvent.pointerMove(maria1pm, { pointerId: 1, clientX: 180, clientY: 100 });
    fireEvent.pointerUp(maria1pm, { pointerId: 1, clientX: 180, clientY: 100 });
    expect(await screen.findByRole('alert')).toHaveTextContent('This staff member does not perform every service of the booking.');
    expect(api.callsTo('PATCH /api/bookings/booking-1')[0]?.body).toEqual({ startsAt: '2026-03-10T17:00:00.000Z', staffId: 'staff-2' });
    expect(await block('Ana Ruiz', /Maria Lopez/)).toBeInTheDocument();
    expect(within(await column('Ben Cole')).queryByRole('link', { name: /Maria Lopez/ })).not.toBeInTheDocument();
  });

  it('shows a week a day a column, everyone’s or one member’s, kept in the address', async () => {
    const api = serveCalendar();
    viewAt('/app/calendar?view=week&day=2026-03-12');
    expect(await screen.findByRole('heading', { level: 2, name: /^Mar 9\s–\s15, 2026$/ })).toBeInTheDocument();
    const tuesday = await column('Tuesday, March 10');
    expect(await within(tuesday).findByRole('link', { name: /Maria Lopez ?Haircut · Ana Ruiz · Confirmed/ })).toBeInTheDocument();
    expect(within(tuesday).getByRole('link', { name: /Li Wei ?Haircut · Ben Cole · Requested/ })).toBeInTheDocument();
    expect(api.callsTo('GET /api/bookings')[0]?.query).toMatchObject({ from: '2026-03-09', to: '2026-03-15' });
    await chooseOption('Staff', 'Ben Cole');
    await waitFor(() => expect(within(tuesday).queryByRole('link', { name: /Maria Lopez/ })).not.toBeInTheDocument());
    expect(currentAddress()).toBe('/app/calendar?view=week&day=2026-03-12&staff=staff-2');
  });

  it('shows one team member’s day at a time on a phone: whose, picked or stepped through, kept in the address', async () => {
    const media = fakeMedia({ [mediaQueries.narrow]: true });
    try {
      serveCalendar();
      viewAt(TUESDAY);
      expect(await block('Ana Ruiz', /Maria Lopez/)).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Ben Cole' })).not.toBeInTheDocument();
      // the day's count is everyone's; the picker says each one's
      expect(screen.getByText('2 bookings')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next team member' }));
      expect(await block('Ben Cole', /Li Wei/)).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Ana Ruiz' })).not.toBeInTheDocument();
      expect(currentAddress()).toBe('/app/calendar?day=2026-03-10&staff=staff-2');
      await chooseOption('Whose day', 'Ana Ruiz · 1');
      expect(await block('Ana Ruiz', /Maria Lopez/)).toBeInTheDocument();
      // a wider screen shows everyone again
      act(() => media.set(mediaQueries.narrow, false));
      expect(await column('Ben Cole')).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Whose day' })).not.toBeInTheDocument();
    } finally {
      media.restore();
    }
  });
});
