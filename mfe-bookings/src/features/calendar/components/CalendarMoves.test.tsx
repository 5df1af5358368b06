import { aPage, currentAddress, fieldProblem, json, problem } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ZONE, TUESDAY, block, column, confirmMove, drag, focus, li, maria, serveCalendar, calendarTests, viewAt } from '../testing';

// The calendar's moves by keyboard and mouse (each asked, then sent), and a refusal said at the
// booking, which goes back; a short booking's block (its choices: CalendarMoveChoices.test.tsx).

const tests = calendarTests();

describe('CalendarPage moves', () => {
  it('moves a booking 15 minutes later with Alt+ArrowDown', async () => {
    const moved = { ...maria, startsAt: '2026-03-10T17:15:00.000Z', endsAt: '2026-03-10T18:00:00.000Z' };
    const api = serveCalendar({ 'PATCH /api/bookings/booking-1': json({ booking: moved }) });
    viewAt(TUESDAY);
    await focus(await block('Ana Ruiz', /Maria Lopez/));
    api.routes['GET /api/bookings'] = json(aPage([moved, li], { currency: 'USD', timeZone: ZONE }));
    await tests.user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await confirmMove(tests.user);
    await waitFor(() => expect(api.callsTo('PATCH /api/bookings/booking-1')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/bookings/booking-1')[0]?.body).toEqual({ startsAt: '2026-03-10T17:15:00.000Z' });
    expect(await block('Ana Ruiz', /^1:15 PM – 2:00 PM ?Maria Lopez/)).toHaveFocus();
  });

  it('moves the end of a booking with Alt+Shift+ArrowUp, and opens it with Enter', async () => {
    const api = serveCalendar({ 'PATCH /api/bookings/booking-1': json({ booking: { ...maria, endsAt: '2026-03-10T17:30:00.000Z' } }) });
    viewAt(TUESDAY);
    await focus(await block('Ana Ruiz', /Maria Lopez/));
    await tests.user.keyboard('{Alt>}{Shift>}{ArrowUp}{/Shift}{/Alt}');
    await confirmMove(tests.user);
    await waitFor(() => expect(api.callsTo('PATCH /api/bookings/booking-1')[0]?.body).toEqual({ endsAt: '2026-03-10T17:30:00.000Z' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await focus(await block('Ana Ruiz', /Maria Lopez/));
    await tests.user.keyboard('{Enter}');
    await waitFor(() => expect(currentAddress()).toBe('/app/bookings/booking-1'));
  });

  it('puts a booking back where it was and says why at its block when its new time is taken', async () => {
    const api = serveCalendar({ 'PATCH /api/bookings/booking-1': problem(409, 'slot_taken') });
    viewAt(TUESDAY);
    await focus(await block('Ana Ruiz', /Maria Lopez/));
    await tests.user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await confirmMove(tests.user);
    // in Ana's column, by the booking: the grid above it does not move
    const alert = await within(await column('Ana Ruiz')).findByRole('alert');
    expect(alert).toHaveTextContent('The booking of Maria Lopez was not moved');
    expect(alert).toHaveTextContent('Ana Ruiz already has a booking then. Drop it on a free time.');
    expect(api.callsTo('PATCH /api/bookings/booking-1')[0]?.body).toEqual({ startsAt: '2026-03-10T16:45:00.000Z' });
    expect(await block('Ana Ruiz', /^1:00 PM – 1:45 PM ?Maria Lopez/)).toBeInTheDocument();
  });

  it('drags a booking down half an hour, snapped to the quarter hour', async () => {
    const api = serveCalendar({ 'PATCH /api/bookings/booking-1': json({ booking: maria }) });
    viewAt(TUESDAY);
    const maria1pm = await block('Ana Ruiz', /Maria Lopez/);
    // 64 px an hour: 30 px is 28 minutes, the nearest quarter 30
    drag(maria1pm, { x: 10, y: 100 }, { x: 10, y: 130 });
    await confirmMove(tests.user);
    await waitFor(() => expect(api.callsTo('PATCH /api/bookings/booking-1')[0]?.body).toEqual({ startsAt: '2026-03-10T17:30:00.000Z' }));
  });

  it('drags a booking to another staff member’s column, and puts it back when they do not perform its services', async () => {
    const api = serveCalendar({ 'PATCH /api/bookings/booking-1': fieldProblem({ staffId: 'not_allowed' }) });
    viewAt(TUESDAY);
    const maria1pm = await block('Ana Ruiz', /Maria Lopez/);
    // jsdom lays nothing out: each column is given the width a browser would
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 160, height: 704 }));
    drag(maria1pm, { x: 10, y: 100 }, { x: 180, y: 100 });
    await confirmMove(tests.user);
    expect(await within(await column('Ana Ruiz')).findByRole('alert')).toHaveTextContent('This staff member does not perform every service of the booking.');
    expect(api.callsTo('PATCH /api/bookings/booking-1')[0]?.body).toEqual({ startsAt: '2026-03-10T17:00:00.000Z', staffId: 'staff-2' });
    expect(await block('Ana Ruiz', /Maria Lopez/)).toBeInTheDocument();
    expect(within(await column('Ben Cole')).queryByRole('link', { name: /Maria Lopez/ })).not.toBeInTheDocument();
  });

  it('shows who a 15-minute booking is for, and all of it while it has focus', async () => {
    const quick = { ...maria, endsAt: '2026-03-10T17:15:00.000Z', blockedUntil: '2026-03-10T17:15:00.000Z' };
    serveCalendar({ 'GET /api/bookings': json(aPage([quick, li], { currency: 'USD', timeZone: ZONE })) });
    viewAt(TUESDAY);
    const short = await block('Ana Ruiz', /^Maria Lopez ?1:00 PM – 1:15 PM/);
    expect(short).toHaveAttribute('title', expect.stringContaining('Maria Lopez'));
    await focus(short);
    expect(await block('Ana Ruiz', /^1:00 PM – 1:15 PM ?Maria Lopez ?Haircut · Confirmed$/)).toHaveFocus();
  });
});
