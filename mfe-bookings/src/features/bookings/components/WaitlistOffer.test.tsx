import { aContact, chooseOption, json, problem } from '@frontdesk/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aWaitlistEntry, serveBookings, slotsOf, viewAt } from '../testing';

// the page's lazy chunk loaded once, before the first test's first render waits for it
beforeAll(() => import('./NewBookingPage'));

/** The new-booking page on a day with no free time: Ann's record, and a place in line for her (second). */
function serveFullDay(extra: Parameters<typeof serveBookings>[0] = {}) {
  return serveBookings({
    'GET /api/contacts/c1': json(aContact({ id: 'c1', firstName: 'Ann', lastName: 'Lee' })),
    'GET /api/contacts/c1/assets': json({ items: [] }),
    'GET /api/booking-slots': json(slotsOf([])),
    'POST /api/waitlist': json(aWaitlistEntry({ id: 'entry-9', position: 2 }), 201),
    ...extra,
  });
}

const ADD = 'Add Ann Lee to the waitlist for this day';

describe('the new-booking page on a full day', () => {
  it('puts the customer on the day’s waitlist with the staff member and notes chosen, and says their place', async () => {
    const api = serveFullDay();
    viewAt('/app/bookings/new?contact=c1&staff=staff-1&start=2026-03-10T15:00:00.000Z');
    await screen.findByRole('link', { name: 'Ann Lee' });
    await chooseOption('Services', /Haircut/);
    expect(await screen.findByText('No free times on this day. Try another day or staff member.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: ' Mornings only ' } });
    await userEvent.click(screen.getByRole('button', { name: ADD }));
    await waitFor(() => expect(api.callsTo('POST /api/waitlist')).toHaveLength(1));
    expect(api.callsTo('POST /api/waitlist')[0]!.body).toEqual({
      contactId: 'c1',
      serviceId: 'service-1',
      staffId: 'staff-1',
      day: '2026-03-10',
      notes: 'Mornings only',
    });
    expect(await screen.findByText('Added to the waitlist: #2 in line')).toHaveAttribute('role', 'status');
    expect(api.callsTo('POST /api/bookings')).toHaveLength(0);
  });

  it('waits for the first service chosen, with anyone, and says so', async () => {
    const api = serveFullDay();
    viewAt('/app/bookings/new?contact=c1');
    await screen.findByRole('link', { name: 'Ann Lee' });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-03-10' } });
    await chooseOption('Services', /Haircut/);
    await chooseOption('Services', /Colour/);
    const add = await screen.findByRole('button', { name: ADD });
    expect(add).toHaveAccessibleDescription(/One service waits per place in line: Haircut, the first chosen\./);
    await userEvent.click(add);
    await waitFor(() => expect(api.callsTo('POST /api/waitlist')[0]?.body).toEqual({ contactId: 'c1', serviceId: 'service-1', day: '2026-03-10' }));
  });

  it('says when the customer is in that line already', async () => {
    serveFullDay({ 'POST /api/waitlist': problem(409, 'already_waiting') });
    viewAt('/app/bookings/new?contact=c1&staff=staff-1&start=2026-03-10T15:00:00.000Z');
    await screen.findByRole('link', { name: 'Ann Lee' });
    await chooseOption('Services', /Haircut/);
    await userEvent.click(await screen.findByRole('button', { name: ADD }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ann Lee is already on the waitlist for this service on this day.');
    expect(screen.getByRole('button', { name: ADD })).toBeInTheDocument();
  });

  it('asks for the customer before offering the waitlist', async () => {
    const api = serveFullDay();
    viewAt('/app/bookings/new');
    await screen.findByRole('combobox', { name: 'Services' });
    await chooseOption('Services', /Haircut/);
    const add = await screen.findByRole('button', { name: 'Add to the waitlist for this day' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(/Choose the customer to put them on the waitlist\./);
    expect(api.callsTo('POST /api/waitlist')).toHaveLength(0);
  });
});
