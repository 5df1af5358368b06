import { bus, type BusEventOf } from '@frontdesk/shared';
import { aBookingSettings, currentAddress, json } from '@frontdesk/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { LONG_PRESS_MS } from '../utils/drag';
import { TUESDAY, block, column, confirmMove, drag, li, maria, moveTo, press, release, serveCalendar, calendarTests, viewAt } from '../testing';

// What the desk decides of a move: asked before it is made (the customer mailed or not), undone,
// outside the staff member's hours refused or confirmed as the business says; a finger's swipe
// scrolls, its long press moves.

const tests = calendarTests();

describe('CalendarPage move choices', () => {
  it('asks before a move, mails the customer unless the desk says not, and its notice undoes it with the same choice', async () => {
    const moved = { ...maria, startsAt: '2026-03-10T17:30:00.000Z', endsAt: '2026-03-10T18:15:00.000Z' };
    const api = serveCalendar({ 'PATCH /api/bookings/booking-1': json({ booking: moved }) });
    const emit = jest.spyOn(bus, 'emit');
    viewAt(TUESDAY);
    drag(await block('Ana Ruiz', /Maria Lopez/), { x: 10, y: 100 }, { x: 10, y: 130 });
    const dialog = await screen.findByRole('dialog', { name: 'Move the booking of Maria Lopez?' });
    expect(dialog).toHaveTextContent(/From .*1:00 PM – 1:45 PM with Ana Ruiz/);
    expect(dialog).toHaveTextContent(/To .*1:30 PM – 2:15 PM with Ana Ruiz/);
    // drawn where it is going while the desk decides
    expect(await block('Ana Ruiz', /^1:30 PM – 2:15 PM ?Maria Lopez/)).toBeInTheDocument();
    await tests.user.click(within(dialog).getByRole('checkbox', { name: 'Email the customer' }));
    await tests.user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/bookings/booking-1')[0]?.body).toEqual({ startsAt: '2026-03-10T17:30:00.000Z', notify: false }));
    // the shell's toast says it, with Undo (shell/…/NotificationHost shows the button)
    const notice = await waitFor(() => {
      const event = emit.mock.calls.map(([e]) => e).find((e) => e.type === 'notify' && e.action);
      expect(event).toBeDefined();
      return event as BusEventOf<'notify'>;
    });
    expect(notice.message).toMatch(/^Booking of Maria Lopez moved: .*1:30 PM – 2:15 PM with Ana Ruiz\. The customer is not emailed\.$/);
    expect(notice.action?.label).toBe('Undo');
    act(() => notice.action?.run());
    await waitFor(() => expect(api.callsTo('PATCH /api/bookings/booking-1')[1]?.body).toEqual({ startsAt: maria.startsAt, notify: false }));
    await waitFor(() => expect(emit).toHaveBeenCalledWith({ type: 'notify', level: 'success', message: 'The booking of Maria Lopez is back where it was' }));
  });

  it('keeps a booking where it was when the desk says so, having shown the time it would take while dragged', async () => {
    const api = serveCalendar();
    viewAt(TUESDAY);
    const maria1pm = await block('Ana Ruiz', /Maria Lopez/);
    press(maria1pm, { x: 10, y: 100 });
    moveTo(maria1pm, { x: 10, y: 164 });
    // an hour lower (64 px) while the pointer is still down
    expect(await block('Ana Ruiz', /^2:00 PM – 2:45 PM ?Maria Lopez/)).toBe(maria1pm);
    release(maria1pm, { x: 10, y: 164 });
    await tests.user.click(await screen.findByRole('button', { name: 'Keep it where it was' }));
    expect(await block('Ana Ruiz', /^1:00 PM – 1:45 PM ?Maria Lopez/)).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/bookings/booking-1')).toHaveLength(0);
  });

  it("refuses at its block, without sending it, a move outside the staff member's hours where the business refuses them", async () => {
    const api = serveCalendar();
    viewAt(TUESDAY);
    const li3pm = await block('Ben Cole', /Li Wei/);
    await waitFor(() => expect(api.callsTo('GET /api/booking-settings')).toHaveLength(1));
    // 3:00 PM to 10:00 AM: Ben starts at 12:00
    drag(li3pm, { x: 10, y: 400 }, { x: 10, y: 80 });
    const alert = await within(await column('Ben Cole')).findByRole('alert');
    expect(alert).toHaveTextContent('The booking of Li Wei was not moved');
    expect(alert).toHaveTextContent('This is outside Ben Cole’s working hours, and the business books only inside them.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('PATCH /api/bookings/booking-2')).toHaveLength(0);
    expect(await block('Ben Cole', /^3:00 PM – 3:30 PM ?Li Wei/)).toBeInTheDocument();
    await tests.user.click(within(alert).getByRole('button', { name: /close/i }));
    expect(within(await column('Ben Cole')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("asks that the desk means a move outside the staff member's hours where the business allows it, and says so to the API", async () => {
    const api = serveCalendar({
      'GET /api/booking-settings': json(aBookingSettings({ outsideHours: 'ask' })),
      'PATCH /api/bookings/booking-2': json({ booking: li }),
    });
    viewAt(TUESDAY);
    const li3pm = await block('Ben Cole', /Li Wei/);
    await waitFor(() => expect(api.callsTo('GET /api/booking-settings')).toHaveLength(1));
    drag(li3pm, { x: 10, y: 400 }, { x: 10, y: 80 });
    const dialog = await screen.findByRole('dialog', { name: 'Move the booking of Li Wei?' });
    expect(dialog).toHaveTextContent('This is outside Ben Cole’s working hours. Move it there anyway?');
    await confirmMove(tests.user, 'Li Wei');
    // 10:00 AM in New York
    await waitFor(() => expect(api.callsTo('PATCH /api/bookings/booking-2')[0]?.body).toEqual({ startsAt: '2026-03-10T14:00:00.000Z', outsideHours: true }));
  });

  it('scrolls on a swipe that starts on a booking, and moves it after a long press', async () => {
    const api = serveCalendar({ 'PATCH /api/bookings/booking-1': json({ booking: maria }) });
    viewAt(TUESDAY);
    const maria1pm = await block('Ana Ruiz', /Maria Lopez/);
    // a quick swipe: nothing moves, nothing opens
    press(maria1pm, { x: 10, y: 100 }, 'touch');
    moveTo(maria1pm, { x: 10, y: 164 }, 'touch');
    release(maria1pm, { x: 10, y: 164 }, 'touch');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await block('Ana Ruiz', /^1:00 PM – 1:45 PM ?Maria Lopez/)).toBeInTheDocument();
    // held still for the long press first: it follows the finger
    jest.useFakeTimers();
    try {
      press(maria1pm, { x: 10, y: 100 }, 'touch');
      act(() => jest.advanceTimersByTime(LONG_PRESS_MS));
    } finally {
      jest.useRealTimers();
    }
    moveTo(maria1pm, { x: 10, y: 164 }, 'touch');
    release(maria1pm, { x: 10, y: 164 }, 'touch');
    await confirmMove(tests.user);
    await waitFor(() => expect(api.callsTo('PATCH /api/bookings/booking-1')[0]?.body).toEqual({ startsAt: '2026-03-10T18:00:00.000Z' }));
    expect(currentAddress()).toBe(TUESDAY);
  });
});
