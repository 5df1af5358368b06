import { registerTranslations } from '@frontdesk/shared';
import { aBooking, aPage, json, problem, renderAt, serveApi, type Routes } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translations } from '../../../../i18n';
import { BookingsTab } from './BookingsTab';

// A contact's bookings on their record (issue 34 §1). The business is in New York; the tests run in
// Los Angeles, so a day or a time on the browser's clock would show.

const ZONE = 'America/New_York';
const ID = 'c1';
const TODAY = '2031-03-10';

const coming = aBooking({
  id: 'b-coming',
  contactId: ID,
  status: 'confirmed',
  startsAt: '2031-03-12T14:00:00.000Z',
  endsAt: '2031-03-12T14:45:00.000Z',
  staffName: 'Jamie',
  totalMinor: 4_500,
});
const kept = aBooking({
  id: 'b-kept',
  contactId: ID,
  status: 'completed',
  startsAt: '2031-02-01T15:30:00.000Z',
  endsAt: '2031-02-01T16:30:00.000Z',
  staffName: 'Sam',
  totalMinor: 12_000,
  invoiceId: 'inv-9',
});
const missed = aBooking({ id: 'b-missed', contactId: ID, status: 'cancelled', cancelReason: 'Car broke down', startsAt: '2031-01-05T15:00:00.000Z' });

function serve(routes: Routes = {}) {
  return serveApi({
    'GET /api/booking-settings': json({ timeZone: ZONE }),
    'GET /api/bookings': ({ query }) => {
      if (query.contactId !== ID) return json(aPage([], { currency: 'USD', timeZone: ZONE }));
      if (query.from) return json(aPage([coming], { currency: 'USD', timeZone: ZONE }));
      const page = Number(query.page ?? 1);
      // 26 earlier ones: a page of 25, then the last
      return json({ ...aPage(page === 1 ? [kept] : [missed], { currency: 'USD', timeZone: ZONE }), total: 26, page, pageSize: 25 });
    },
    ...routes,
  });
}

beforeAll(() => registerTranslations('contacts', translations));
beforeEach(() => jest.useFakeTimers({ now: new Date(`${TODAY}T16:00:00.000Z`), advanceTimers: true }));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("BookingsTab: the customer's bookings on their record", () => {
  it("lists today's and coming bookings and the earlier ones, split on the business's today, each on its clock", async () => {
    const api = serve();
    renderAt(<BookingsTab contactId={ID} />);
    const comingList = await screen.findByRole('list', { name: 'Today and coming (1)' });
    // 14:00 UTC is 10:00 AM in New York (7:00 AM where the tests run), its zone named
    expect(within(comingList).getByRole('link', { name: 'Booking of Mar 12, 2031, 10:00 AM EDT' })).toHaveAttribute('href', '/app/bookings/b-coming');
    expect(within(comingList).getByText('Confirmed')).toBeInTheDocument();
    expect(within(comingList).getByText(/with Jamie · \$45\.00/)).toBeInTheDocument();
    const earlier = screen.getByRole('list', { name: 'Earlier (26)' });
    expect(within(earlier).getByRole('link', { name: 'Booking of Feb 1, 2031, 10:30 AM EST' })).toHaveAttribute('href', '/app/bookings/b-kept');
    expect(within(earlier).getByText('Completed')).toBeInTheDocument();
    // its sale: the bill it was paid on
    expect(within(earlier).getByRole('link', { name: 'Bill' })).toHaveAttribute('href', '/app/invoices/inv-9');
    // today and the day before it are the business's
    expect(api.callsTo('GET /api/bookings').map((call) => [call.query.from, call.query.to, call.query.order])).toEqual(
      expect.arrayContaining([
        [TODAY, undefined, undefined],
        [undefined, '2031-03-09', '-start'],
      ]),
    );
  });

  it('pages the earlier bookings, latest first; a cancelled one says why', async () => {
    const api = serve();
    renderAt(<BookingsTab contactId={ID} />);
    const pages = await screen.findByRole('navigation', { name: 'Pages of earlier bookings' });
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(within(pages).getByRole('listitem', { name: '2' }));
    const earlier = await screen.findByRole('list', { name: 'Earlier (26)' });
    await waitFor(() => expect(within(earlier).getByText('Cancelled')).toBeInTheDocument());
    expect(within(earlier).getByText(/reason: Car broke down/)).toBeInTheDocument();
    expect(api.callsTo('GET /api/bookings').some((call) => call.query.page === '2' && call.query.order === '-start')).toBe(true);
  });

  it('offers a new booking when the contact has none', async () => {
    serve({ 'GET /api/bookings': json(aPage([], { currency: 'USD', timeZone: ZONE })) });
    renderAt(<BookingsTab contactId={ID} />);
    expect(await screen.findByText('No bookings yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New booking' })).toHaveAttribute('href', `/app/bookings/new?contact=${ID}`);
  });

  it('says the bookings could not be loaded, and reads them again on Retry', async () => {
    let fail = true;
    serve({ 'GET /api/bookings': () => (fail ? problem(500, 'internal') : json(aPage([], { currency: 'USD', timeZone: ZONE }))) });
    renderAt(<BookingsTab contactId={ID} />);
    expect(await screen.findByText("This contact's bookings could not be loaded")).toBeInTheDocument();
    fail = false;
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No bookings yet.')).toBeInTheDocument();
  });
});
