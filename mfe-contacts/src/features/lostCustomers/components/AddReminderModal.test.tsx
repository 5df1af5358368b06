import { LARGEST_PAGE, localDay, registerTranslations, type Booking } from '@frontdesk/shared';
import { aBooking, aContact, aPage, chooseOption, json, problem, renderAt, serveApi, type Routes } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translations } from '../../../i18n';
import { AddReminderModal } from './AddReminderModal';

// The dialog alone (the lost customers page opens it): the booking a reminder is about. The
// business is in New York; the tests run in Los Angeles, so a time on the browser's clock shows.

const ZONE = 'America/New_York';
const ann = aContact({ id: 'c1', firstName: 'Ann', lastName: 'Lee' });
const haircut = aBooking({ id: 'b1', contactId: 'c1', startsAt: '2031-03-10T14:00:00.000Z', endsAt: '2031-03-10T14:45:00.000Z' });
const colour = aBooking({
  id: 'b2',
  contactId: 'c1',
  status: 'requested',
  startsAt: '2031-03-12T19:30:00.000Z',
  endsAt: '2031-03-12T20:30:00.000Z',
  services: [
    { itemId: 's2', name: 'Colour', durationMinutes: 45, priceMinor: 6000 },
    { itemId: 's3', name: 'Blow-dry', durationMinutes: 15, priceMinor: 2000 },
  ],
});
const over = (['cancelled', 'no_show', 'completed'] as const).map((status, i) =>
  aBooking({
    id: `gone-${status}`,
    contactId: 'c1',
    status,
    startsAt: `2031-03-1${i + 3}T15:00:00.000Z`,
    services: [{ itemId: 's9', name: `Gone ${status}`, durationMinutes: 30, priceMinor: 100 }],
  }),
);

/** The API as it filters: only the asked contact's bookings (every status) */
function serve(byContact: Record<string, Booking[]> = { c1: [haircut, colour, ...over] }, routes: Routes = {}) {
  return serveApi({
    'GET /api/bookings': ({ query }) => json(aPage(byContact[query.contactId ?? ''] ?? [], { currency: 'USD', timeZone: ZONE })),
    'POST /api/contacts/c1/reminders': json({ id: 'r9' }, 201),
    ...routes,
  });
}

const open = () => renderAt(<AddReminderModal contact={ann} name="Ann Lee" onClose={() => undefined} />);
const bookingField = () => screen.findByRole('combobox', { name: 'Booking' });

beforeAll(() => registerTranslations('contacts', translations));
afterEach(() => jest.restoreAllMocks());

async function fillAndAdd(booking?: RegExp) {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Add a reminder for Ann Lee' });
  await user.type(within(dialog).getByLabelText('Note'), 'Call');
  await bookingField();
  if (booking) await chooseOption('Booking', booking);
  await user.click(within(dialog).getByRole('button', { name: 'Add reminder' }));
}

describe('AddReminderModal: the booking', () => {
  it("offers the contact's upcoming bookings from today, by day, time on the business's clock and services", async () => {
    const api = serve();
    open();
    await userEvent.setup().click(await bookingField());
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['No booking', 'Mar 10, 2031 · 10:00 AM · Haircut', 'Mar 12, 2031 · 3:30 PM · Colour, Blow-dry']);
    expect(api.callsTo('GET /api/bookings')[0]?.query).toEqual({ contactId: 'c1', from: localDay(), pageSize: String(LARGEST_PAGE) });
  });

  it('sends the booking chosen', async () => {
    const api = serve();
    open();
    await fillAndAdd(/Mar 12, 2031 · 3:30 PM/);
    await waitFor(() => expect(api.callsTo('POST /api/contacts/c1/reminders')).toHaveLength(1));
    expect(api.callsTo('POST /api/contacts/c1/reminders')[0]?.body).toMatchObject({ note: 'Call', bookingId: 'b2' });
  });

  it('sends no booking when none is chosen', async () => {
    const api = serve();
    open();
    await fillAndAdd();
    await waitFor(() => expect(api.callsTo('POST /api/contacts/c1/reminders')).toHaveLength(1));
    expect(api.callsTo('POST /api/contacts/c1/reminders')[0]?.body).not.toHaveProperty('bookingId');
  });

  it('says there are no upcoming bookings, in a select that cannot be opened', async () => {
    serve({ c1: over });
    open();
    expect(await bookingField()).toBeDisabled();
    expect(screen.getByText('No upcoming bookings')).toBeInTheDocument();
  });

  it('says when the bookings could not be loaded, and asks again on Retry', async () => {
    const api = serve({}, { 'GET /api/bookings': problem(500, 'internal') });
    open();
    expect(await screen.findByText("The contact's bookings could not be loaded")).toBeInTheDocument();
    api.routes['GET /api/bookings'] = json(aPage([haircut], { currency: 'USD', timeZone: ZONE }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await bookingField()).toBeEnabled();
  });
});
