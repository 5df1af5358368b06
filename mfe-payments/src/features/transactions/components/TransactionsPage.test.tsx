import { addDays, localDay, sessionStore } from '@frontdesk/shared';
import { aPage, aUser, chooseOption, currentAddress, json, problem, renderMicroAppAt, serveApi, signedInAs } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';
import { aTransaction, listed, registers, withheld } from '../testing';

const transactions = [
  aTransaction(12, {
    kind: 'refund',
    tender: 'card',
    amountMinor: 500,
    cardBrand: 'visa',
    cardLast4: '4242',
    contactName: 'Bob Baker',
    userName: 'Ada Admin',
    registerName: 'Back Counter',
  }),
  aTransaction(11, { status: 'declined', tender: 'card', cardBrand: 'mastercard', cardLast4: '4444' }),
  aTransaction(10),
].map(listed);
const totals = { inMinor: 2_500, outMinor: 500, netMinor: 2_000, count: 2, withheldCount: 0 };

const open = (path = '/app/transactions') => renderMicroAppAt(microApp, path);
const serve = (items = transactions, pageTotals = totals) =>
  serveApi({
    'GET /api/registers': json(registers),
    'GET /api/transactions/staff': json({
      items: [
        { id: 'u1', name: 'Ada Admin' },
        { id: 'u2', name: 'Sol Staff' },
      ],
    }),
    'GET /api/transactions': json(aPage(items, { currency: 'USD', totals: pageTotals })),
  });
const lastQuery = (api: ReturnType<typeof serve>) => api.callsTo('GET /api/transactions').at(-1)?.query;

// the page's chunk is loaded once before the tests (React.lazy): a busy machine's first import is not what they measure
beforeAll(() => import('./TransactionsPage'));
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'staff' });

describe('TransactionsPage', () => {
  it('lists the last 7 days newest first: receipt, contact, kind, tender, signed amount, status, staff, register, and the totals', async () => {
    const api = serve();
    open();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const [, refund, declined] = within(table).getAllByRole('row');
    expect(refund).toHaveTextContent('#12Bob BakerRefundCard visa •••• 4242-$5.00SucceededAda AdminBack Counter');
    expect(declined).toHaveTextContent('Card mastercard •••• 4444$25.00Declined');
    expect(within(table).getByText('Totals').closest('tr')).toHaveTextContent('$20.00In $25.00 · out $5.00 · net $20.00 (2 counted)');
    expect(lastQuery(api)).toEqual({ from: addDays(localDay(), -6), page: '1', pageSize: '25' });
  });

  it('shows a staff member a register still open without its money, and says its transactions are not counted', async () => {
    serve([withheld(14), withheld(13), ...transactions], { ...totals, withheldCount: 2 });
    open();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const [, newest] = within(table).getAllByRole('row');
    expect(newest).toHaveTextContent('#14Ann ArcherPayment—Hidden until closingSucceededSol StaffFront Desk');
    expect(newest).not.toHaveTextContent('$');
    expect(within(table).getAllByText('Hidden until closing')).toHaveLength(2);
    expect(
      screen.getByText('2 transactions of registers still open are not counted here: their amounts and tenders are shown once the register closes.'),
    ).toBeInTheDocument();
    // the sale is still found and its receipt opened
    await user.click(within(table).getByRole('link', { name: 'Open the receipt of transaction 14' }));
    await waitFor(() => expect(currentAddress()).toBe('/app/receipt/t14'));
  });

  it('says nothing of withheld transactions when the list has none (an admin reads every one whole)', async () => {
    sessionStore.signIn(aUser({ role: 'admin' }));
    serve();
    open();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).queryByText('Hidden until closing')).not.toBeInTheDocument();
    expect(screen.queryByText(/not counted here/)).not.toBeInTheDocument();
  });

  it('sends each filter, keeps them in the address, and links the CSV export to them', async () => {
    const api = serve();
    open();
    await screen.findByRole('table', { name: 'Transactions' });
    await chooseOption(screen.getByLabelText('Register'), 'Front Desk');
    await chooseOption(screen.getByLabelText('Tender'), 'Card');
    await chooseOption(screen.getByLabelText('Staff'), 'Sol Staff');
    await user.type(screen.getByLabelText('Search'), 'ann');
    const expected = { from: addDays(localDay(), -6), registerId: 'r2', tender: 'card', userId: 'u2', q: 'ann' };
    await waitFor(() => expect(lastQuery(api)).toEqual({ ...expected, page: '1', pageSize: '25' }));
    expect(currentAddress()).toContain('tender=card');
    expect(currentAddress()).toContain('q=ann');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/transactions/export.csv?${new URLSearchParams(expected).toString()}`,
    );
  });

  it('reads the filters from the address', async () => {
    const api = serve();
    open('/app/transactions?from=2025-06-01&to=2025-06-30&status=declined&kind=refund&page=2');
    await screen.findByRole('table', { name: 'Transactions' });
    expect(lastQuery(api)).toEqual({ from: '2025-06-01', to: '2025-06-30', status: 'declined', kind: 'refund', page: '2', pageSize: '25' });
  });

  it('says when the range is backwards, and does not ask for it', async () => {
    const api = serve();
    open();
    await screen.findByRole('table', { name: 'Transactions' });
    await user.type(screen.getByLabelText('To'), '2020-01-01');
    expect(await screen.findByText('The start must be a day on or before the end')).toBeInTheDocument();
    expect(api.callsTo('GET /api/transactions').every((call) => call.query.to !== '2020-01-01')).toBe(true);
  });

  it('opens a transaction’s receipt from its row', async () => {
    serve();
    open();
    await user.click(await screen.findByRole('link', { name: 'Open the receipt of transaction 12' }));
    await waitFor(() => expect(currentAddress()).toBe('/app/receipt/t12'));
  });

  it('says when no transaction matches', async () => {
    serve([]);
    open();
    expect(await screen.findByText('No transactions here')).toBeInTheDocument();
  });

  it('shows the failure with Retry when the transactions cannot be loaded', async () => {
    serveApi({ 'GET /api/registers': json(registers), 'GET /api/transactions/staff': json({ items: [] }), 'GET /api/transactions': problem(500, 'internal') });
    open();
    expect(await screen.findByText('The transactions could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
