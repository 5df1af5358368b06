import { fieldProblem, json, problem } from '@frontdesk/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBooking } from '../../../common/testing';
import { aSlot, anEvent, detailOf, serveBookings, slotsOf, viewAt } from '../testing';

// the page's lazy chunk loaded once, before the first test's first render waits for it
beforeAll(() => import('./BookingPage'));

const PATH = '/app/bookings/booking-1';
const twoServices = aBooking({
  services: [
    { itemId: 'service-1', name: 'Haircut', durationMinutes: 45, priceMinor: 3500 },
    { itemId: 'service-2', name: 'Colour', durationMinutes: 90, priceMinor: 8000 },
  ],
  totalMinor: 11_500,
  notes: 'Prefers the window seat',
});

describe('BookingPage', () => {
  it('shows when on the business’s clock with its zone, who, the services and the history', async () => {
    const history = [
      anEvent(),
      anEvent({
        id: 'event-2',
        at: '2026-03-02T15:00:00.000Z',
        actor: 'visitor',
        userName: '',
        action: 'cancel',
        fromStatus: 'confirmed',
        toStatus: 'cancelled',
        detail: 'Feeling unwell',
      }),
    ];
    serveBookings({ 'GET /api/bookings/booking-1': json(detailOf(twoServices, history)) });
    viewAt(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment for Maria Lopez' })).toBeInTheDocument();
    // 17:00 UTC is 1:00 PM in New York (10:00 AM where the test runs)
    expect(screen.getAllByText('Tuesday, March 10, 2026 · 1:00 PM – 1:45 PM EDT')[0]).toBeInTheDocument();
    expect(screen.getByText('Times are in Eastern Time (New York)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maria Lopez' })).toHaveAttribute('href', '/app/contacts/contact-1');
    const services = screen.getByRole('table', { name: 'Services' });
    expect(within(services).getAllByRole('row')[1]).toHaveTextContent('Haircut45 min$35.00');
    expect(within(services).getAllByRole('row')[2]).toHaveTextContent('Colour1 h 30 min$80.00');
    expect(within(services).getAllByRole('row')[3]).toHaveTextContent('Total2 h 15 min$115.00');
    expect(screen.getByText('Prefers the window seat')).toBeInTheDocument();
    const events = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(events[0]).toHaveTextContent(/Booked · Confirmed.*Mar 1, 2026, 5:00 AM · Dana Desk/);
    expect(events[1]).toHaveTextContent(/Cancelled · Confirmed → Cancelled.*Reason: Feeling unwell.*Online visitor/);
  });

  it('offers only the steps the API lists in the booking’s actions', async () => {
    serveBookings({ 'GET /api/bookings/booking-1': json(detailOf(aBooking({ status: 'requested', actions: ['confirm', 'cancel'] }))) });
    viewAt(PATH);
    const actions = await screen.findByRole('group', { name: 'What to do next' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Confirm', 'Change', 'Cancel appointment']);
    expect(screen.queryByRole('link', { name: 'Generate bill' })).not.toBeInTheDocument();
  });

  it('checks the customer in and offers the bill once they are in', async () => {
    let booking = aBooking();
    const api = serveBookings({
      'GET /api/bookings/booking-1': () => json(detailOf(booking)),
      'POST /api/bookings/booking-1/actions': () => {
        booking = aBooking({ status: 'checked_in', actions: ['complete'] });
        return json({ booking });
      },
    });
    viewAt(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(api.callsTo('POST /api/bookings/booking-1/actions')[0]?.body).toEqual({ action: 'check_in' }));
    expect(await screen.findByRole('link', { name: 'Generate bill' })).toHaveAttribute('href', '/app/generate-bill/booking-1');
    expect(screen.getByRole('button', { name: 'Complete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });

  it('links to the bill of a billed booking instead of offering a second one', async () => {
    serveBookings({ 'GET /api/bookings/booking-1': json(detailOf(aBooking({ status: 'completed', actions: [], invoiceId: 'invoice-9' }))) });
    viewAt(PATH);
    expect(await screen.findByRole('link', { name: 'See the bill' })).toHaveAttribute('href', '/app/invoices/invoice-9');
    expect(screen.queryByRole('link', { name: 'Generate bill' })).not.toBeInTheDocument();
  });

  it('cancels only with a reason, and sends it', async () => {
    const user = userEvent.setup();
    const api = serveBookings({
      'GET /api/bookings/booking-1': json(detailOf(aBooking())),
      'POST /api/bookings/booking-1/actions': json({ booking: aBooking({ status: 'cancelled', actions: [] }) }),
    });
    viewAt(PATH);
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    expect(await within(dialog).findByText('Say why the appointment is cancelled')).toBeInTheDocument();
    expect(api.callsTo('POST /api/bookings/booking-1/actions')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  Called to cancel ' } });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(api.callsTo('POST /api/bookings/booking-1/actions')[0]?.body).toEqual({ action: 'cancel', reason: 'Called to cancel' }));
  });

  it('asks before marking a no-show', async () => {
    const user = userEvent.setup();
    const api = serveBookings({
      'GET /api/bookings/booking-1': json(detailOf(aBooking())),
      'POST /api/bookings/booking-1/actions': json({ booking: aBooking({ status: 'no_show', actions: [] }) }),
    });
    viewAt(PATH);
    await user.click(await screen.findByRole('button', { name: 'No-show' }));
    expect(api.callsTo('POST /api/bookings/booking-1/actions')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Mark no-show' }));
    await waitFor(() => expect(api.callsTo('POST /api/bookings/booking-1/actions')[0]?.body).toEqual({ action: 'no_show' }));
  });

  it('puts a mistake right: a no-show restored to the calendar', async () => {
    const user = userEvent.setup();
    let booking = aBooking({ status: 'no_show', actions: ['reinstate'] });
    const api = serveBookings({
      'GET /api/bookings/booking-1': () => json(detailOf(booking)),
      'POST /api/bookings/booking-1/actions': () => {
        booking = aBooking({ status: 'confirmed', actions: ['check_in', 'cancel'] });
        return json({ booking });
      },
    });
    viewAt(PATH);
    await user.click(await screen.findByRole('button', { name: 'Restore appointment' }));
    await waitFor(() => expect(api.callsTo('POST /api/bookings/booking-1/actions')[0]?.body).toEqual({ action: 'reinstate' }));
    expect(await screen.findByRole('button', { name: 'Check in' })).toBeInTheDocument();
  });

  it('puts a mistake right: a check-in undone', async () => {
    const user = userEvent.setup();
    const api = serveBookings({
      'GET /api/bookings/booking-1': json(detailOf(aBooking({ status: 'checked_in', actions: ['complete', 'undo_check_in'] }))),
      'POST /api/bookings/booking-1/actions': json({ booking: aBooking({ status: 'confirmed', actions: ['check_in', 'cancel'] }) }),
    });
    viewAt(PATH);
    await user.click(await screen.findByRole('button', { name: 'Undo check-in' }));
    await waitFor(() => expect(api.callsTo('POST /api/bookings/booking-1/actions')[0]?.body).toEqual({ action: 'undo_check_in' }));
  });

  it('changes its time and services from its page: its own time chosen to start with, the free times counting it free', async () => {
    const user = userEvent.setup();
    const own = aSlot('2026-03-10T17:00:00.000Z', { staffIds: ['staff-1'] });
    const later = aSlot('2026-03-10T19:00:00.000Z', { staffIds: ['staff-1'] });
    const api = serveBookings({
      'GET /api/bookings/booking-1': json(detailOf(aBooking())),
      'GET /api/booking-slots': json(slotsOf([own, later])),
      'PATCH /api/bookings/booking-1': json({ booking: aBooking({ startsAt: later.startsAt }) }),
    });
    viewAt(PATH);
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const drawer = await screen.findByRole('dialog', { name: 'Change the appointment' });
    expect(await within(drawer).findByRole('radio', { name: '1:00 PM' })).toBeChecked();
    expect(api.callsTo('GET /api/booking-slots').at(-1)?.query).toMatchObject({ serviceIds: 'service-1', staffId: 'staff-1', exceptBookingId: 'booking-1' });
    await user.click(within(drawer).getByRole('radio', { name: '3:00 PM' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save the change' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/bookings/booking-1')[0]?.body).toEqual({ serviceIds: ['service-1'], staffId: 'staff-1', startsAt: later.startsAt }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change the appointment' })).not.toBeInTheDocument());
  });

  it('moves an appointment of a series with the later ones when asked', async () => {
    const user = userEvent.setup();
    const later = aSlot('2026-03-10T19:00:00.000Z', { staffIds: ['staff-1'] });
    const api = serveBookings({
      'GET /api/bookings/booking-1': json(detailOf(aBooking({ seriesId: 'series-1' }))),
      'GET /api/bookings': json({
        items: [aBooking({ seriesId: 'series-1' })],
        total: 1,
        page: 1,
        pageSize: 100,
        currency: 'USD',
        timeZone: 'America/New_York',
      }),
      'GET /api/booking-slots': json(slotsOf([later])),
      'PATCH /api/bookings/booking-1': json({ booking: aBooking({ seriesId: 'series-1', startsAt: later.startsAt }) }),
    });
    viewAt(PATH);
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const drawer = await screen.findByRole('dialog', { name: 'Change the appointment' });
    await user.click(await within(drawer).findByRole('radio', { name: '3:00 PM' }));
    await user.click(within(drawer).getByRole('radio', { name: 'This one and the later ones still to come' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save the change' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/bookings/booking-1')[0]?.body).toEqual({
        serviceIds: ['service-1'],
        staffId: 'staff-1',
        startsAt: later.startsAt,
        scope: 'following',
      }),
    );
  });

  it('offers no change of a finished booking', async () => {
    serveBookings({ 'GET /api/bookings/booking-1': json(detailOf(aBooking({ status: 'completed', actions: [] }))) });
    viewAt(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Appointment for Maria Lopez' });
    expect(screen.queryByRole('button', { name: 'Change' })).not.toBeInTheDocument();
  });

  it('lists the appointments of its series, each a way to it, and cancels it with the later ones when asked', async () => {
    const user = userEvent.setup();
    const first = aBooking({ seriesId: 'series-1' });
    const second = aBooking({ id: 'booking-2', seriesId: 'series-1', startsAt: '2026-03-17T17:00:00.000Z', endsAt: '2026-03-17T17:45:00.000Z' });
    const third = aBooking({
      id: 'booking-3',
      seriesId: 'series-1',
      status: 'cancelled',
      startsAt: '2026-03-24T17:00:00.000Z',
      endsAt: '2026-03-24T17:45:00.000Z',
    });
    const api = serveBookings({
      'GET /api/bookings/booking-1': json(detailOf(first)),
      'GET /api/bookings': json({ items: [first, second, third], total: 3, page: 1, pageSize: 100, currency: 'USD', timeZone: 'America/New_York' }),
      'POST /api/bookings/booking-1/actions': json({ booking: aBooking({ status: 'cancelled', actions: [] }) }),
    });
    viewAt(PATH);
    const series = await screen.findByRole('list', { name: 'The repeating series' });
    const items = within(series).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Mar 10, 2026 · 1:00 PM – 1:45 PM \(this one\)Confirmed/);
    expect(within(items[1]!).getByRole('link', { name: 'Mar 17, 2026 · 1:00 PM – 1:45 PM' })).toHaveAttribute('href', '/app/bookings/booking-2');
    expect(items[2]).toHaveTextContent('Cancelled');
    expect(api.callsTo('GET /api/bookings').at(-1)?.query).toMatchObject({ seriesId: 'series-1' });
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Moving away' } });
    await user.click(within(dialog).getByRole('radio', { name: 'This one and the later ones still to come' }));
    // the customer is emailed unless the desk says not
    const email = within(dialog).getByRole('checkbox', { name: 'Email the customer' });
    expect(email).toBeChecked();
    await user.click(email);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/bookings/booking-1/actions')[0]?.body).toEqual({
        action: 'cancel',
        reason: 'Moving away',
        scope: 'following',
        notify: false,
      }),
    );
  });

  it('shows a deposit paid ahead and what is still held; the cancel dialog offers what it becomes, chosen as the policy says', async () => {
    const user = userEvent.setup();
    // cancelled now (after the cut-off), the policy keeps it: the desk chooses to keep it as credit instead
    const booking = aBooking({ depositPaidMinor: 2_000, depositHeldMinor: 2_000, depositOnCancel: 'forfeit' });
    const api = serveBookings({
      'GET /api/bookings/booking-1': json(detailOf(booking)),
      'POST /api/bookings/booking-1/actions': json({ booking: { ...booking, status: 'cancelled', actions: [] } }),
    });
    viewAt(PATH);
    expect(await screen.findByText('$20.00 paid ahead · $20.00 still held as credit')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Maria Lopez's $20.00 deposit")).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Keep it (the business keeps the money)' })).toBeChecked();
    expect(within(dialog).getByRole('link', { name: 'Cash is given back from a drawer on the Deposits page' })).toHaveAttribute('href', '/app/deposits');
    await user.click(within(dialog).getByRole('radio', { name: 'Keep it as their credit' }));
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Sick' } });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(api.callsTo('POST /api/bookings/booking-1/actions')[0]?.body).toEqual({ action: 'cancel', reason: 'Sick', deposit: 'credit' }));
  });

  it('says in its history what a cancellation did with the deposit, and how much', async () => {
    const refunded = anEvent({ id: 'event-2', action: 'deposit_refund', fromStatus: 'cancelled', toStatus: 'cancelled', detail: '2000' });
    serveBookings({ 'GET /api/bookings/booking-1': json(detailOf(aBooking({ status: 'cancelled', actions: [] }), [anEvent(), refunded])) });
    viewAt(PATH);
    const events = within(await screen.findByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(events[1]).toHaveTextContent(/^Deposit refunded to the card\$20\.00/);
  });

  it('says in its history that a paid bill completed it', async () => {
    const paid = anEvent({ id: 'event-2', actor: 'system', userName: '', action: 'paid', fromStatus: 'checked_in', toStatus: 'completed', detail: '1042' });
    serveBookings({ 'GET /api/bookings/booking-1': json(detailOf(aBooking({ status: 'completed', actions: [], invoiceId: 'invoice-9' }), [anEvent(), paid])) });
    viewAt(PATH);
    const events = within(await screen.findByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(events[1]).toHaveTextContent(/Completed by payment · Checked in → Completed.*Its bill, invoice #1042, was paid.*System/);
  });

  it('tells in the platform’s words when the status changed meanwhile', async () => {
    serveBookings({
      'GET /api/bookings/booking-1': json(detailOf(aBooking())),
      'POST /api/bookings/booking-1/actions': problem(409, 'booking_state'),
    });
    viewAt(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking cannot do that now: its status has changed.');
  });

  it('changes the notes in place', async () => {
    const user = userEvent.setup();
    const api = serveBookings({
      'GET /api/bookings/booking-1': json(detailOf(aBooking())),
      'PATCH /api/bookings/booking-1': json({ booking: aBooking({ notes: 'Bring the dog' }) }),
    });
    viewAt(PATH);
    await user.click(await screen.findByRole('button', { name: 'Edit notes' }));
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Bring the dog ' } });
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/bookings/booking-1')[0]?.body).toEqual({ notes: 'Bring the dog' }));
    expect(await screen.findByRole('button', { name: 'Edit notes' })).toBeInTheDocument();
  });

  it('says when there is no such booking', async () => {
    serveBookings({ 'GET /api/bookings/nope': problem(404, 'not_found') });
    viewAt('/app/bookings/nope');
    expect(await screen.findByRole('heading', { name: 'No such appointment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All appointments' })).toHaveAttribute('href', '/app/bookings');
  });

  it('says there is no such booking for an address the API refuses (400 on its bookingId)', async () => {
    serveBookings({ 'GET /api/bookings/abc': fieldProblem({ bookingId: 'invalid_format' }) });
    viewAt('/app/bookings/abc');
    expect(await screen.findByRole('heading', { name: 'No such appointment' })).toBeInTheDocument();
  });
});
