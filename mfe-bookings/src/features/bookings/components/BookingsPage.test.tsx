import { LARGEST_PAGE, dayIn } from '@frontdesk/shared';
import { aPage, chooseOption, currentAddress, json, problem } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBooking } from '../../../common/testing';
import { serveBookings, viewAt, ZONE } from '../testing';

// the page's lazy chunk loaded once, before the first test's first render waits for it
beforeAll(() => import('./BookingsPage'));

const WEEK = '/app/bookings?from=2026-03-09&to=2026-03-15';
const tuesday = aBooking();
const walkIn = aBooking({
  id: 'booking-2',
  contactName: 'Li Wei',
  startsAt: '2026-03-10T14:00:00.000Z',
  endsAt: '2026-03-10T14:45:00.000Z',
  status: 'checked_in',
});
// 02:30 UTC on Thursday is Wednesday evening in New York: it belongs under Wednesday
const lateOnline = aBooking({
  id: 'booking-3',
  contactName: 'Ola Nowak',
  source: 'online',
  status: 'requested',
  staffName: 'Ben Cole',
  startsAt: '2026-03-12T02:30:00.000Z',
  endsAt: '2026-03-12T03:15:00.000Z',
  services: [
    { itemId: 'service-1', name: 'Haircut', durationMinutes: 45, priceMinor: 3500 },
    { itemId: 'service-2', name: 'Colour', durationMinutes: 90, priceMinor: 8000 },
  ],
});

describe('BookingsPage', () => {
  it('lists the bookings under the business’s day each starts on, times on its clock', async () => {
    serveBookings({ 'GET /api/bookings': json(aPage([tuesday, walkIn, lateOnline], { currency: 'USD', timeZone: ZONE })) });
    viewAt(WEEK);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
    const tuesdayTable = await screen.findByRole('table', { name: 'Tuesday, March 10, 2026' });
    const rows = within(tuesdayTable).getAllByRole('row').slice(1);
    // by start: Li at 10:00, then Maria at 13:00 (New York), whatever the order the answer came in
    expect(rows[0]).toHaveTextContent(/10:00 AM – 10:45 AM.*Li Wei.*Haircut.*Ana Ruiz.*Checked in/);
    expect(rows[1]).toHaveTextContent(/1:00 PM – 1:45 PM.*Maria Lopez.*Haircut.*Ana Ruiz.*Confirmed/);
    const wednesday = screen.getByRole('table', { name: 'Wednesday, March 11, 2026' });
    const ola = within(wednesday).getAllByRole('row')[1]!;
    expect(ola).toHaveTextContent(/10:30 PM – 11:15 PM.*Ola Nowak.*Haircut, Colour.*Ben Cole.*Requested.*Online/);
    expect(within(ola).getByRole('link', { name: '10:30 PM – 11:15 PM, Ola Nowak' })).toHaveAttribute('href', '/app/bookings/booking-3');
    expect(screen.getByRole('link', { name: 'New appointment' })).toHaveAttribute('href', '/app/bookings/new');
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/app/calendar');
  });

  it('opens on the business’s today, a day at a time', async () => {
    const api = serveBookings({ 'GET /api/bookings': json(aPage([], { currency: 'USD', timeZone: ZONE })) });
    viewAt('/app/bookings');
    await screen.findByText('No appointments on these days');
    const today = dayIn(new Date().toISOString(), ZONE);
    expect(api.callsTo('GET /api/bookings')).toHaveLength(1);
    expect(api.callsTo('GET /api/bookings')[0]?.query).toEqual({ from: today, to: today, page: '1', pageSize: '100' });
    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();
  });

  it('sends the staff member and status chosen, and keeps them in the address', async () => {
    const api = serveBookings({ 'GET /api/bookings': json(aPage([tuesday], { currency: 'USD', timeZone: ZONE })) });
    viewAt(WEEK);
    await screen.findByRole('table', { name: 'Tuesday, March 10, 2026' });
    expect(api.callsTo('GET /api/bookings')[0]?.query).toEqual({ from: '2026-03-09', to: '2026-03-15', page: '1', pageSize: '100' });
    await chooseOption('Staff', 'Ben Cole');
    await chooseOption('Status', 'No-show');
    await waitFor(() =>
      expect(api.callsTo('GET /api/bookings').at(-1)?.query).toEqual({
        from: '2026-03-09',
        to: '2026-03-15',
        staffId: 'staff-2',
        status: 'no_show',
        page: '1',
        pageSize: '100',
      }),
    );
    expect(currentAddress()).toBe('/app/bookings?from=2026-03-09&to=2026-03-15&staff=staff-2&status=no_show');
  });

  it('moves by a week in the week view, and back to a day', async () => {
    const user = userEvent.setup();
    serveBookings({ 'GET /api/bookings': json(aPage([], { currency: 'USD', timeZone: ZONE })) });
    viewAt(WEEK);
    expect(await screen.findByRole('radio', { name: 'Week' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(currentAddress()).toBe('/app/bookings?from=2026-03-16&to=2026-03-22');
    await user.click(screen.getByRole('radio', { name: 'Day' }));
    expect(currentAddress()).toBe('/app/bookings?from=2026-03-16&to=2026-03-16');
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(currentAddress()).toBe('/app/bookings?from=2026-03-15&to=2026-03-15');
  });

  it('pages through more bookings than one answer holds', async () => {
    const user = userEvent.setup();
    const api = serveBookings({ 'GET /api/bookings': json(aPage([tuesday], { currency: 'USD', timeZone: ZONE, total: 150, pageSize: LARGEST_PAGE })) });
    viewAt(WEEK);
    const pages = await screen.findByRole('navigation', { name: 'Pages of appointments' });
    await user.click(within(pages).getByTitle('2'));
    await waitFor(() => expect(api.callsTo('GET /api/bookings').at(-1)?.query).toMatchObject({ page: '2', pageSize: '100' }));
  });

  it('says when nothing matches the filters', async () => {
    serveBookings({ 'GET /api/bookings': json(aPage([], { currency: 'USD', timeZone: ZONE })) });
    viewAt(`${WEEK}&status=cancelled`);
    expect(await screen.findByText('No appointments match these filters')).toBeInTheDocument();
  });

  it('says the bookings could not be loaded, with a retry', async () => {
    serveBookings({ 'GET /api/bookings': problem(500, 'internal') });
    viewAt(WEEK);
    expect(await screen.findByText('The appointments could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
