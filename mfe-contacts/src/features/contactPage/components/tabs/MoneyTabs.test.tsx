import { registerTranslations } from '@frontdesk/shared';
import { anInvoice, aPage, aTransaction, json, listed, problem, renderAt, serveApi, withheld, type Routes } from '@frontdesk/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translations } from '../../../../i18n';
import { InvoicesTab, TransactionsTab } from './MoneyTabs';

// A contact's money on their record (issue 34 §1): their invoices and transactions. The business is
// in New York; the tests run in Los Angeles.

const ZONE = 'America/New_York';
const ID = 'c1';
const totals = { inMinor: 0, outMinor: 0, netMinor: 0, count: 0, withheldCount: 0 };

function serve(routes: Routes = {}) {
  return serveApi({
    'GET /api/booking-settings': json({ timeZone: ZONE }),
    'GET /api/invoices': ({ query }) =>
      json({
        ...aPage(
          query.contactId === ID
            ? [
                anInvoice({ id: 'inv-open', number: 14, totalMinor: 8_000, balanceMinor: 5_000, issuedAt: '2031-03-02T15:00:00.000Z' }),
                anInvoice({ id: 'inv-paid', number: 9, status: 'paid', displayStatus: 'partly_refunded', balanceMinor: 0, refundedMinor: 1_500 }),
              ]
            : [],
          { currency: 'USD' },
        ),
        total: query.contactId === ID ? 30 : 0,
        page: Number(query.page ?? 1),
        pageSize: 25,
      }),
    'GET /api/transactions': ({ query }) =>
      json(
        aPage(
          query.contactId === ID
            ? [
                listed(
                  aTransaction(41, {
                    kind: 'refund',
                    tender: 'card',
                    amountMinor: 1_500,
                    invoiceId: 'inv-paid',
                    invoiceNumber: 9,
                    createdAt: '2031-03-03T14:00:00.000Z',
                  }),
                ),
                listed(aTransaction(40, { tender: 'cash', amountMinor: 2_000 })),
                { ...listed(aTransaction(0, { tender: 'card', status: 'declined', amountMinor: 900 })), id: 't-declined', number: null },
                withheld(42),
              ]
            : [],
          { currency: 'USD', totals },
        ),
      ),
    ...routes,
  });
}

beforeAll(() => registerTranslations('contacts', translations));
afterEach(() => jest.restoreAllMocks());

describe("InvoicesTab: the customer's invoices", () => {
  it('lists each with its status, when it was issued, its total and what is left to pay or was refunded; 30 of them in pages', async () => {
    const api = serve();
    renderAt(<InvoicesTab contactId={ID} />);
    const list = await screen.findByRole('list', { name: 'Invoices (30)' });
    const [open, paid] = within(list).getAllByRole('listitem');
    expect(within(open!).getByRole('link', { name: 'Invoice #14' })).toHaveAttribute('href', '/app/invoices/inv-open');
    expect(open).toHaveTextContent('Open');
    expect(open).toHaveTextContent('issued Mar 2, 2031 · total $80.00 · $50.00 left to pay');
    expect(paid).toHaveTextContent('Partly refunded');
    expect(paid).toHaveTextContent('$15.00 refunded');
    expect(paid).not.toHaveTextContent('left to pay');
    expect(screen.getByRole('navigation', { name: 'Pages of invoices' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/invoices')[0]?.query).toMatchObject({ contactId: ID, page: '1' });
  });

  it('offers a checkout when the contact has no invoice', async () => {
    serve({ 'GET /api/invoices': json(aPage([], { currency: 'USD' })) });
    renderAt(<InvoicesTab contactId={ID} />);
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', `/app/checkout/?contact=${ID}`);
  });

  it('says when the invoices could not be read', async () => {
    serve({ 'GET /api/invoices': problem(500, 'internal') });
    renderAt(<InvoicesTab contactId={ID} />);
    expect(await screen.findByText("This contact's invoices could not be loaded")).toBeInTheDocument();
  });
});

describe("TransactionsTab: the customer's payments, refunds and deposits", () => {
  it('lists each on the business clock with its kind, tender and signed amount, a receipt link, and its invoice', async () => {
    serve();
    renderAt(<TransactionsTab contactId={ID} />);
    const list = await screen.findByRole('list', { name: 'Transactions (4)' });
    const [refund, cash, declined, hidden] = within(list).getAllByRole('listitem');
    // 14:00 UTC is 9:00 AM in New York (before its clocks go forward), its zone named where the tests run
    expect(within(refund!).getByRole('link', { name: 'Receipt #41 of Mar 3, 2031, 9:00 AM EST' })).toHaveAttribute('href', '/app/receipt/t41');
    expect(refund).toHaveTextContent('Refund');
    expect(refund).toHaveTextContent('Card · -$15.00');
    expect(within(refund!).getByRole('link', { name: 'Invoice #9' })).toHaveAttribute('href', '/app/invoices/inv-paid');
    expect(cash).toHaveTextContent('Payment');
    expect(cash).toHaveTextContent('Cash · $20.00');
    // a declined card is a record, not a receipt: no link, and it says so
    expect(within(declined!).queryByRole('link')).toBeNull();
    expect(declined).toHaveTextContent('Card · $9.00 · Declined');
    // staff reading a register still open: no amount, no tender
    expect(hidden).toHaveTextContent('amount shown once its register closes');
    expect(hidden).not.toHaveTextContent('$');
  });

  it('offers a checkout when the contact has paid nothing yet, and reads again on Retry', async () => {
    let fail = true;
    serve({ 'GET /api/transactions': () => (fail ? problem(500, 'internal') : json(aPage([], { currency: 'USD', totals }))) });
    renderAt(<TransactionsTab contactId={ID} />);
    expect(await screen.findByText("This contact's transactions could not be loaded")).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
  });
});
