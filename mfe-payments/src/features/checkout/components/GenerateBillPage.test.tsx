import type { BookingDetail, DepositLedger, Invoice, Sale } from '@frontdesk/shared';
import { aBooking, anInvoice, aPage, currentAddress, fieldProblem, json, renderMicroAppAt, serveApi, type Routes } from '@frontdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';
import { anItem, listOf } from '../../../common/testing';

// the page's lazy chunk loaded once, before the first test's first render waits for it
beforeAll(() => import('./GenerateBillPage'));

const haircut = anItem({ id: 'i-cut', name: 'Haircut', category: 'Hair', priceMinor: 4_000, taxRateId: null, taxRateBp: 0, durationMinutes: 45 });

// 17:00 UTC on March 10, 2026 is 1:00 PM in New York (the business) and 10:00 AM in Los Angeles (the tests)
const booking = aBooking({
  // Ana has a login: the lines name her user as who did the work
  staffUserId: 'user-ana',
  services: [
    { itemId: 'i-cut', name: 'Haircut', durationMinutes: 45, priceMinor: 3_500 },
    { itemId: 'i-gone', name: 'Beard trim', durationMinutes: 15, priceMinor: 1_500 },
  ],
});
const detailOf = (overrides: Partial<BookingDetail['booking']> = {}): BookingDetail => ({
  booking: { ...booking, ...overrides },
  history: [],
  currency: 'USD',
  timeZone: 'America/New_York',
});
const ledger = (balanceMinor: number): DepositLedger => ({ contactId: 'contact-1', currency: 'USD', balanceMinor, deposits: [], movements: [] });
const sale: Sale = { invoice: anInvoice({ id: 'inv7', number: 7, status: 'paid', bookingId: 'booking-1' }), transactions: [], changeMinor: 0 };

function serve(routes: Routes = {}) {
  return serveApi({
    'GET /api/bookings/booking-1': json(detailOf()),
    'GET /api/catalogue-items/i-cut': json(haircut),
    'GET /api/deposit-ledgers/contact-1': json(ledger(1_000)),
    'GET /api/catalogue-items': json(aPage([], { currency: 'USD' })),
    'GET /api/registers': json(listOf([])),
    ...routes,
  });
}

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => jest.restoreAllMocks());

async function openBill() {
  renderMicroAppAt(microApp, '/app/generate-bill/booking-1');
  expect(await screen.findByRole('textbox', { name: 'Quantity of Haircut' })).toHaveValue('1');
}

describe('GenerateBillPage', () => {
  it('fills the checkout from the booking: whose it is and when, its contact, its services, the deposits held', async () => {
    serve();
    await openBill();
    expect(screen.getByRole('heading', { level: 1, name: 'Bill for Maria Lopez’s booking · Mar 10, 2026, 1:00 PM' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the booking' })).toHaveAttribute('href', '/app/bookings/booking-1');
    expect(screen.getByRole('link', { name: 'Maria Lopez' })).toHaveAttribute('href', '/app/contacts/contact-1');
    expect(screen.getByText('Left off the bill, no longer in the catalogue: Beard trim.')).toBeInTheDocument();
    expect(screen.getByText('$10.00 paid from deposits.')).toBeInTheDocument();
    expect(screen.getByText('Left to pay: $30.00')).toBeInTheDocument();
  });

  it('completes the sale naming the booking, its lines by the booking’s staff member (their login) and the deposits applied', async () => {
    const api = serve({ 'GET /api/deposit-ledgers/contact-1': json(ledger(9_000)), 'POST /api/checkout': json(sale, 201) });
    await openBill();
    // the deposits pay the whole bill, never more than it
    expect(screen.getByText('$40.00 paid from deposits.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete sale · $40.00' }));
    expect(await screen.findByText('Sale complete')).toBeInTheDocument();
    expect(api.callsTo('POST /api/checkout')[0]?.body).toEqual({
      contactId: 'contact-1',
      bookingId: 'booking-1',
      registerId: null,
      lines: [{ itemId: 'i-cut', quantity: 1, discount: null, staffId: 'user-ana' }],
      orderDiscount: null,
      tip: null,
      applyDepositsMinor: 4_000,
      tenders: [],
    });
    expect(screen.getByRole('link', { name: 'Back to the booking' })).toHaveAttribute('href', '/app/bookings/booking-1');
    // the booking is billed: the next sale is one of its own
    expect(screen.getByRole('link', { name: 'New sale' })).toHaveAttribute('href', '/app/checkout');
  });

  it('bills the booking to be paid later', async () => {
    const api = serve({ 'POST /api/invoices': json(anInvoice({ id: 'inv8', bookingId: 'booking-1' }) satisfies Invoice, 201) });
    await openBill();
    await user.click(screen.getByRole('button', { name: 'Bill to pay later (invoice)' }));
    await waitFor(() => expect(currentAddress()).toBe('/app/invoices/inv8'));
    expect(api.callsTo('POST /api/invoices')[0]?.body).toMatchObject({
      contactId: 'contact-1',
      bookingId: 'booking-1',
      lines: [{ itemId: 'i-cut', staffId: 'user-ana' }],
    });
  });

  it('shows the bill of a booking billed on another desk meanwhile, once the API refuses a second one', async () => {
    const api = serve({ 'POST /api/checkout': fieldProblem({ bookingId: 'taken' }) });
    await openBill();
    api.routes['GET /api/bookings/booking-1'] = json(detailOf({ invoiceId: 'inv9' }));
    // a check: a card without its expiry is now refused at its field before anything is sent
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(screen.getByRole('button', { name: 'Complete sale · $40.00' }));
    expect(await screen.findByText('This booking is billed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open its invoice' })).toHaveAttribute('href', '/app/invoices/inv9');
  });

  it('warns that the bill is for the booking’s contact when the cashier takes the contact off, and tells the API’s refusal', async () => {
    const api = serve({ 'POST /api/checkout': fieldProblem({ bookingId: 'not_allowed' }) });
    await openBill();
    await user.click(screen.getByRole('button', { name: 'Remove Maria Lopez from this sale' }));
    expect(screen.getByText('This bill is for Maria Lopez’s booking: it cannot be for another customer.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(screen.getByRole('button', { name: 'Complete sale · $40.00' }));
    expect(await screen.findByText('The booking: This field cannot be set.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/checkout')[0]?.body).toMatchObject({ contactId: null, bookingId: 'booking-1' });
  });

  it('links a booking billed already to its invoice and to the checkout, without loading its services', async () => {
    const api = serve({ 'GET /api/bookings/booking-1': json(detailOf({ invoiceId: 'inv9' })) });
    renderMicroAppAt(microApp, '/app/generate-bill/booking-1');
    expect(await screen.findByText('This booking is billed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open its invoice' })).toHaveAttribute('href', '/app/invoices/inv9');
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/app/checkout');
    expect(api.callsTo('GET /api/catalogue-items/i-cut')).toHaveLength(0);
  });

  it('says plainly when there is no such booking', async () => {
    serveApi({ 'GET /api/registers': json(listOf([])) });
    renderMicroAppAt(microApp, '/app/generate-bill/b42');
    expect(await screen.findByRole('heading', { name: 'No such booking' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/app/checkout');
  });
});
