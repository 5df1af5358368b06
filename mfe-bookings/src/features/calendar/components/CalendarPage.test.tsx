import { LARGEST_PAGE, mediaQueries } from '@frontdesk/shared';
import { aPage, chooseOption, currentAddress, fakeMedia, json } from '@frontdesk/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ZONE, TUESDAY, block, cancelled, column, li, maria, serveCalendar, calendarTests, viewAt } from '../testing';

// What the calendar shows, and where a click takes the desk (its moves: CalendarMoves.test.tsx).

const tests = calendarTests();

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
    await tests.user.click(await within(await column('Ben Cole')).findByRole('button', { name: 'Book with Ben Cole at 9:15 AM' }));
    // the router applies the address as a transition: it lands a moment after the click
    await waitFor(() => expect(new URL(currentAddress(), 'http://desk').pathname).toBe('/app/bookings/new'));
    const address = new URL(currentAddress(), 'http://desk');
    // 9:15 in New York
    expect(Object.fromEntries(address.searchParams)).toEqual({ staff: 'staff-2', start: '2026-03-10T13:15:00.000Z' });
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
      await tests.user.click(screen.getByRole('button', { name: 'Next team member' }));
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
