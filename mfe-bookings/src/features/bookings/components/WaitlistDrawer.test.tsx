import { bus } from '@frontdesk/shared';
import { aPage, json, noContent, problem } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSlot, aWaitlistEntry, serveBookings, slotsOf, viewAt, waitlistOf, ZONE } from '../testing';

// the page's lazy chunk loaded once, before the first test's first render waits for it
beforeAll(() => import('./BookingsPage'));

const BOOKINGS = '/app/bookings?from=2026-03-09&to=2026-03-09';
// Ann was offered a time held until 3:30 PM in New York; Li waits behind her for anyone; Ola waits on Thursday
const ann = aWaitlistEntry({ status: 'offered', bookingId: 'booking-7', offerExpiresAt: '2026-03-10T19:30:00.000Z' });
const li = aWaitlistEntry({ id: 'entry-2', contactId: 'c2', contactName: 'Li Wei', staffId: null, staffName: null, position: 2, notes: 'Any time after 2' });
const ola = aWaitlistEntry({
  id: 'entry-3',
  contactId: 'c3',
  contactName: 'Ola Nowak',
  day: '2026-03-12',
  serviceName: 'Colour',
  staffId: 'staff-2',
  staffName: 'Ben Cole',
});

function serveWaitlist(entries = [li, ola, ann], extra: Parameters<typeof serveBookings>[0] = {}) {
  return serveBookings({ 'GET /api/bookings': json(aPage([], { currency: 'USD', timeZone: ZONE })), 'GET /api/waitlist': json(waitlistOf(entries)), ...extra });
}

async function openWaitlist(count: number) {
  await userEvent.click(await screen.findByRole('button', { name: `Waitlist ${count} in line` }));
  return screen.findByRole('dialog', { name: 'Waitlist' });
}

describe('the waitlist drawer', () => {
  it('lists each day’s line under the day, in order, with places, who, what, with whom and the status', async () => {
    const api = serveWaitlist();
    viewAt(BOOKINGS);
    const drawer = await openWaitlist(3);
    expect(api.callsTo('GET /api/waitlist')[0]?.query).toEqual({});
    const tuesday = within(drawer).getByRole('list', { name: 'Tuesday, March 10, 2026' });
    const [first, second] = within(tuesday).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^#1.*Ann Lee.*Haircut · Ana Ruiz.*Offered until 3:30 PM/);
    expect(within(first!).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/app/contacts/c1');
    expect(within(first!).getByRole('link', { name: 'See the time offered' })).toHaveAttribute('href', '/app/bookings/booking-7');
    expect(second).toHaveTextContent(/^#2.*Li Wei.*Haircut · Anyone.*Any time after 2.*Waiting/);
    const thursday = within(drawer).getByRole('list', { name: 'Thursday, March 12, 2026' });
    expect(within(thursday).getByRole('listitem')).toHaveTextContent(/^#1.*Ola Nowak.*Colour · Ben Cole.*Waiting/);
    expect(within(drawer).getByText('Times are in Eastern Time (New York)')).toBeInTheDocument();
  });

  it('takes someone off the line only once confirmed', async () => {
    const emit = jest.spyOn(bus, 'emit');
    const api = serveWaitlist([li], { 'DELETE /api/waitlist/entry-2': noContent() });
    viewAt(BOOKINGS);
    const drawer = await openWaitlist(1);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove Li Wei from the waitlist' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Take Li Wei off the waitlist?')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/waitlist/entry-2')).toHaveLength(0);
    api.routes['GET /api/waitlist'] = json(waitlistOf([]));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/waitlist/entry-2')).toHaveLength(1));
    await waitFor(() => expect(emit).toHaveBeenCalledWith({ type: 'notify', level: 'success', message: 'Li Wei is off the waitlist' }));
    // the line is asked again: nobody is left
    expect(await within(drawer).findByText('Nobody is waiting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Waitlist' })).toBeInTheDocument();
  });

  it("offers a waiting customer a time of their day the desk chooses, from that day's free times for their service", async () => {
    const emit = jest.spyOn(bus, 'emit');
    const two = aSlot('2026-03-10T18:00:00.000Z');
    const api = serveWaitlist([li], {
      'GET /api/booking-slots': json(slotsOf([aSlot('2026-03-10T17:00:00.000Z'), two])),
      'POST /api/waitlist/entry-2/offer': json({ ...li, status: 'offered', bookingId: 'booking-9' }),
    });
    viewAt(BOOKINGS);
    const drawer = await openWaitlist(1);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Offer a time to Li Wei' }));
    const panel = await within(drawer).findByRole('group', { name: 'A time for Li Wei' });
    // Li waits for anyone: the day's times of their service, whoever is free
    expect(api.callsTo('GET /api/booking-slots')[0]?.query).toEqual({ day: '2026-03-10', serviceIds: 'service-1' });
    expect(within(panel).getByRole('button', { name: 'Choose a time' })).toBeDisabled();
    await userEvent.click(await within(panel).findByRole('radio', { name: '2:00 PM' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Offer 2:00 PM' }));
    await waitFor(() => expect(api.callsTo('POST /api/waitlist/entry-2/offer')[0]?.body).toEqual({ startsAt: two.startsAt }));
    await waitFor(() => expect(emit).toHaveBeenCalledWith({ type: 'notify', level: 'success', message: '2:00 PM offered to Li Wei by email' }));
    await waitFor(() => expect(within(drawer).queryByRole('group', { name: 'A time for Li Wei' })).not.toBeInTheDocument());
    // the desk adds a caller from New appointment, which finds the day full
    expect(within(drawer).getByRole('link', { name: 'Add a customer…' })).toHaveAttribute('href', '/app/bookings/new');
  });

  it('says why someone was not taken off the line', async () => {
    serveWaitlist([li], { 'DELETE /api/waitlist/entry-2': problem(409, 'conflict') });
    viewAt(BOOKINGS);
    const drawer = await openWaitlist(1);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove Li Wei from the waitlist' }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Remove' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(/^Li Wei was not removed: /);
  });

  it('says when nobody is waiting', async () => {
    serveWaitlist([]);
    viewAt(BOOKINGS);
    await screen.findByRole('heading', { level: 1, name: 'Bookings' });
    await userEvent.click(screen.getByRole('button', { name: 'Waitlist' }));
    const drawer = await screen.findByRole('dialog', { name: 'Waitlist' });
    expect(await within(drawer).findByText('Nobody is waiting')).toBeInTheDocument();
  });
});
