import { registerTranslations } from '@frontdesk/shared';
import { aBooking, aPage, aReminder, chooseOption, json, problem, renderAt, serveApi, type Routes } from '@frontdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translations } from '../../../../i18n';
import { RemindersTab } from './RemindersTab';

// The tab alone (the contact page's other tests open it in the page): the booking a reminder is
// about. The business is in New York; the tests run in Los Angeles.

const ZONE = 'America/New_York';
const ID = 'c1';
const haircut = aBooking({ id: 'b1', contactId: ID, startsAt: '2031-03-10T14:00:00.000Z', endsAt: '2031-03-10T14:45:00.000Z' });
const aboutBooking = aReminder({ id: 'r1', contactId: ID, note: 'Ask how the cut held', bookingId: 'b7', bookingStartsAt: '2031-06-14T17:00:00.000Z' });
const doneAboutBooking = aReminder({
  id: 'r2',
  contactId: ID,
  note: 'Confirm the time',
  status: 'done',
  doneAt: '2031-06-01T10:00:00.000Z',
  bookingId: 'b8',
  bookingStartsAt: '2031-06-20T13:30:00.000Z',
});

function serve(routes: Routes = {}) {
  return serveApi({
    'GET /api/reminders': ({ query }) =>
      json(aPage(query.status === 'open' ? [aboutBooking] : [doneAboutBooking], { counts: { due: 0, overdue: 0, done: 0 } })),
    'GET /api/bookings': ({ query }) => json(aPage(query.contactId === ID ? [haircut] : [], { currency: 'USD', timeZone: ZONE })),
    'GET /api/booking-settings': json({ timeZone: ZONE }),
    [`POST /api/contacts/${ID}/reminders`]: json(aReminder({ id: 'r3', contactId: ID }), 201),
    ...routes,
  });
}

beforeAll(() => registerTranslations('contacts', translations));
afterEach(() => jest.restoreAllMocks());

describe('RemindersTab: the booking', () => {
  it('adds a reminder about the booking chosen', async () => {
    const api = serve();
    renderAt(<RemindersTab contactId={ID} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Due date'), '2031-03-09');
    await user.type(screen.getByLabelText('Note'), 'Call');
    await screen.findByRole('combobox', { name: 'Booking' });
    await chooseOption('Booking', 'Mar 10, 2031 · 10:00 AM · Haircut');
    await user.click(screen.getByRole('button', { name: 'Add reminder' }));
    await waitFor(() => expect(api.callsTo(`POST /api/contacts/${ID}/reminders`)).toHaveLength(1));
    expect(api.callsTo(`POST /api/contacts/${ID}/reminders`)[0]?.body).toEqual({ dueOn: '2031-03-09', note: 'Call', bookingId: 'b1' });
  });

  it("links each reminder's booking, its day and time on the business's clock", async () => {
    serve();
    renderAt(<RemindersTab contactId={ID} />);
    // 17:00 UTC is 1:00 PM in New York (10:00 AM where the tests run)
    expect(await screen.findByRole('link', { name: 'Booking: Jun 14, 2031, 1:00 PM' })).toHaveAttribute('href', '/app/bookings/b7');
    expect(screen.getByRole('link', { name: 'Booking: Jun 20, 2031, 9:30 AM' })).toHaveAttribute('href', '/app/bookings/b8');
  });

  it("writes the booking's time on the browser's clock when the business's zone cannot be read", async () => {
    serve({ 'GET /api/booking-settings': problem(500, 'internal') });
    renderAt(<RemindersTab contactId={ID} />);
    expect(await screen.findByRole('link', { name: 'Booking: Jun 14, 2031, 10:00 AM' })).toHaveAttribute('href', '/app/bookings/b7');
  });
});
