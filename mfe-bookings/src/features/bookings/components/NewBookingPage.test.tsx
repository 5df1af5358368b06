import { IDEMPOTENCY_HEADER, todayIn } from '@frontdesk/shared';
import { aContact, anAsset, anAssetType, chooseOption, currentAddress, json, problem } from '@frontdesk/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBookableService, aBooking } from '../../../common/testing';
import { aSlot, detailOf, serveBookings, services, slotsOf, viewAt } from '../testing';

// the page's lazy chunk loaded once, before the first test's first render waits for it
beforeAll(() => import('./NewBookingPage'));

const ten = aSlot('2026-03-10T14:00:00.000Z', { staffIds: ['staff-2', 'staff-1'] });
const eleven = aSlot('2026-03-10T15:00:00.000Z');
const ann = aContact({ id: 'c1', firstName: 'Ann', lastName: 'Lee' });
const made = aBooking({ id: 'booking-9', contactId: 'c1', contactName: 'Ann Lee' });

/** The new-booking page's calls: Ann's record, the day's two free times, and a booking made. */
function serveNewBooking(extra: Parameters<typeof serveBookings>[0] = {}) {
  return serveBookings({
    'GET /api/contacts/c1': json(ann),
    'GET /api/contacts/c1/assets': json({ items: [] }),
    'GET /api/booking-slots': json(slotsOf([ten, eleven])),
    'POST /api/bookings': json({ bookings: [made], skipped: [] }, 201),
    'GET /api/bookings/booking-9': json(detailOf(made)),
    ...extra,
  });
}

async function chooseHaircutAtTen() {
  await chooseOption('Services', /Haircut/);
  await userEvent.click(await screen.findByRole('radio', { name: '10:00 AM' }));
}

describe('NewBookingPage', () => {
  it('starts with the customer the address names', async () => {
    serveNewBooking();
    viewAt('/app/bookings/new?contact=c1');
    expect(await screen.findByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/app/contacts/c1');
    expect(screen.getByText('Choose the services to see the free times.')).toBeInTheDocument();
  });

  it('books the time chosen with the first one free, with an Idempotency-Key, and opens the booking', async () => {
    const api = serveNewBooking();
    viewAt('/app/bookings/new?contact=c1');
    await screen.findByRole('link', { name: 'Ann Lee' });
    await chooseHaircutAtTen();
    // with Anyone, the time is with the first staff member free then
    expect(screen.getByText('With Ben Cole')).toBeInTheDocument();
    expect(api.callsTo('GET /api/booking-slots').at(-1)?.query).toMatchObject({ serviceIds: 'service-1' });
    expect(api.callsTo('GET /api/booking-slots').at(-1)?.query.staffId).toBeUndefined();
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: ' Short fringe ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(api.callsTo('POST /api/bookings')).toHaveLength(1));
    const call = api.callsTo('POST /api/bookings')[0]!;
    expect(call.body).toEqual({ contactId: 'c1', serviceIds: ['service-1'], staffId: 'staff-2', startsAt: '2026-03-10T14:00:00.000Z', notes: 'Short fringe' });
    expect(call.headers[IDEMPOTENCY_HEADER.toLowerCase()]).toBeTruthy();
    await waitFor(() => expect(currentAddress()).toBe('/app/bookings/booking-9'));
  });

  it('warns when the customer already has an appointment at the time chosen, with a way to it', async () => {
    const theirs = aBooking({
      id: 'booking-3',
      contactId: 'c1',
      contactName: 'Ann Lee',
      staffName: 'Ana Ruiz',
      startsAt: '2026-03-10T14:30:00.000Z',
      endsAt: '2026-03-10T15:00:00.000Z',
    });
    const api = serveNewBooking({
      'GET /api/bookings': json({ items: [theirs], total: 1, page: 1, pageSize: 100, currency: 'USD', timeZone: 'America/New_York' }),
    });
    viewAt('/app/bookings/new?contact=c1');
    await screen.findByRole('link', { name: 'Ann Lee' });
    await chooseHaircutAtTen();
    expect(await screen.findByText('Ann Lee already has an appointment at this time')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /10:30 AM – 11:00 AM with Ana Ruiz/ })).toHaveAttribute('href', '/app/bookings/booking-3');
    // the day the form is on: the business's today
    const today = todayIn('America/New_York');
    expect(api.callsTo('GET /api/bookings').at(-1)?.query).toMatchObject({ contactId: 'c1', from: today, to: today });
    // eleven o'clock is clear of it
    await userEvent.click(screen.getByRole('radio', { name: '11:00 AM' }));
    expect(screen.queryByText('Ann Lee already has an appointment at this time')).not.toBeInTheDocument();
  });

  it('sends nothing until the customer, the services and a time are chosen', async () => {
    const api = serveNewBooking();
    viewAt('/app/bookings/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText('Choose the customer')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one service')).toBeInTheDocument();
    expect(screen.getByText('Choose a free time')).toBeInTheDocument();
    expect(api.callsTo('POST /api/bookings')).toHaveLength(0);
  });

  it('says a time taken meanwhile in the platform’s words, and asks for the free times again', async () => {
    const api = serveNewBooking({ 'POST /api/bookings': problem(409, 'slot_taken') });
    viewAt('/app/bookings/new?contact=c1');
    await screen.findByRole('link', { name: 'Ann Lee' });
    await chooseHaircutAtTen();
    const asked = api.callsTo('GET /api/booking-slots').length;
    api.routes['GET /api/booking-slots'] = json(slotsOf([eleven]));
    await userEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This time is no longer free: someone else booked it a moment ago.');
    await waitFor(() => expect(api.callsTo('GET /api/booking-slots').length).toBeGreaterThan(asked));
    expect(await screen.findByRole('radio', { name: '11:00 AM' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: '10:00 AM' })).not.toBeInTheDocument();
  });

  it('starts on the staff member and time the address names, once they are free', async () => {
    const api = serveNewBooking();
    viewAt('/app/bookings/new?contact=c1&staff=staff-1&start=2026-03-10T15:00:00.000Z');
    await screen.findByRole('link', { name: 'Ann Lee' });
    expect(screen.getByLabelText('Day')).toHaveValue('2026-03-10');
    await chooseOption('Services', /Haircut/);
    expect(await screen.findByRole('radio', { name: '11:00 AM' })).toBeChecked();
    expect(api.callsTo('GET /api/booking-slots').at(-1)?.query).toEqual({ day: '2026-03-10', serviceIds: 'service-1', staffId: 'staff-1' });
  });

  it('offers only the customer’s assets of the type the services are for', async () => {
    const grooming = aBookableService({ id: 'service-3', name: 'Grooming', assetTypeId: 'pets', staffIds: ['staff-1'] });
    const api = serveNewBooking({
      'GET /api/bookable-services': json({ items: [...services, grooming], currency: 'USD', timeZone: 'America/New_York' }),
      'GET /api/asset-types': json({
        items: [anAssetType({ id: 'pets', type_name: 'Pet' }), anAssetType({ id: 'cars' }), anAssetType({ id: 'boats', bookable: false })],
      }),
      'GET /api/contacts/c1/assets': json({
        items: [
          anAsset({ id: 'dog', assetTypeId: 'pets', typeName: 'Pet', name: 'Biscuit' }),
          anAsset({ id: 'car', assetTypeId: 'cars' }),
          anAsset({ id: 'boat', assetTypeId: 'boats', typeName: 'Boat', name: 'Sea Breeze' }),
        ],
      }),
    });
    viewAt('/app/bookings/new?contact=c1');
    await screen.findByRole('link', { name: 'Ann Lee' });
    await chooseOption('Services', /Grooming/);
    const forWhat = screen.getByRole('combobox', { name: 'For' });
    await userEvent.click(forWhat);
    const offered = within(document.getElementById(forWhat.getAttribute('aria-controls')!)!);
    expect(offered.getAllByRole('option').map((option) => option.textContent)).toEqual(['No one in particular', 'Biscuit · Pet']);
    await userEvent.click(offered.getByRole('option', { name: 'Biscuit · Pet' }));
    await userEvent.click(await screen.findByRole('radio', { name: '10:00 AM' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(api.callsTo('POST /api/bookings')[0]?.body).toMatchObject({ assetId: 'dog', serviceIds: ['service-3'] }));
  });

  it('repeats every two weeks, and names the dates of the series that were taken', async () => {
    const user = userEvent.setup();
    const api = serveNewBooking({ 'POST /api/bookings': json({ bookings: [made], skipped: ['2026-03-24T14:00:00.000Z'] }, 201) });
    viewAt('/app/bookings/new?contact=c1');
    await screen.findByRole('link', { name: 'Ann Lee' });
    await chooseHaircutAtTen();
    await user.click(screen.getByRole('switch', { name: 'Repeat' }));
    fireEvent.change(screen.getByLabelText('Every'), { target: { value: '2' } });
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(api.callsTo('POST /api/bookings')[0]?.body).toMatchObject({ repeat: { everyWeeks: 2, count: 4 } }));
    const warning = await screen.findByText('Some dates of the series were taken, so they were not booked');
    expect(within(warning.closest('[role="alert"]') as HTMLElement).getByText('Mar 24, 2026, 10:00 AM')).toBeInTheDocument();
  });
});
