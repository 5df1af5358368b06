import { addDays, localDay, sessionStore, type SettlementBatch } from '@frontdesk/shared';
import { aPage, aUser, json, problem, renderMicroAppAt, serveApi, signedInAs } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';
import { aTransaction } from '../testing';

const aBatch = (id: string, day: string, overrides: Partial<SettlementBatch> = {}): SettlementBatch => ({
  id,
  day,
  provider: 'test',
  count: 3,
  totalMinor: 6_500,
  closedAt: `${day}T01:00:00.000Z`,
  ...overrides,
});
const batches = [aBatch('b2', '2025-06-11'), aBatch('b1', '2025-06-10', { provider: 'stripe', count: 1, totalMinor: -500 })];
const detail = {
  ...batches[0]!,
  currency: 'USD',
  transactions: [
    aTransaction(5, { tender: 'card', amountMinor: 7_000, cardBrand: 'visa', cardLast4: '4242' }),
    aTransaction(6, { kind: 'refund', tender: 'card', amountMinor: 500, cardBrand: 'visa', cardLast4: '4242' }),
  ],
};

const open = () => renderMicroAppAt(microApp, '/app/reports/batches');
const serve = (items = batches) =>
  serveApi({
    'GET /api/settlement-batches': json(aPage(items, { currency: 'USD' })),
    'GET /api/settlement-batches/b2': json(detail),
    'POST /api/settlement-batches/close': json({ items: [batches[0]], currency: 'USD' }),
  });

// the page's chunk is loaded once before the tests (React.lazy): a busy machine's first import is not what they measure
beforeAll(() => import('./BatchesPage'));
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'admin' });

describe('BatchesPage', () => {
  it('lists the last 30 days’ batches, newest day first, and links the CSV export to the range', async () => {
    const api = serve();
    open();
    const table = await screen.findByRole('table', { name: 'Settlement batches' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('test3$65.00');
    expect(second).toHaveTextContent('stripe1-$5.00');
    const range = { from: addDays(localDay(), -29), to: localDay() };
    expect(api.callsTo('GET /api/settlement-batches')[0]?.query).toEqual({ ...range, page: '1', pageSize: '25' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/settlement-batches/export.csv?${new URLSearchParams(range).toString()}`,
    );
  });

  it('shows a batch’s transactions in a panel, refunds negative', async () => {
    serve();
    open();
    await user.click(await screen.findByRole('button', { name: /^View the batch of .+ \(test\)$/ }));
    const panel = await screen.findByRole('dialog', { name: /^Batch of / });
    const rows = within(within(panel).getByRole('table', { name: 'Transactions in the batch' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('#5PaymentCard visa •••• 4242$70.00');
    expect(rows[2]).toHaveTextContent('#6RefundCard visa •••• 4242-$5.00');
  });

  it('lets an admin close the finished days, then asks for the batches again', async () => {
    const api = serve();
    open();
    await screen.findByRole('table', { name: 'Settlement batches' });
    await user.click(screen.getByRole('button', { name: 'Close finished days' }));
    await waitFor(() => expect(api.callsTo('POST /api/settlement-batches/close')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET /api/settlement-batches')).toHaveLength(2));
  });

  it('does not offer staff to close days', async () => {
    sessionStore.signIn(aUser({ role: 'staff' }));
    serve();
    open();
    await screen.findByRole('table', { name: 'Settlement batches' });
    expect(screen.queryByRole('button', { name: 'Close finished days' })).not.toBeInTheDocument();
  });

  it('says when there is no batch in the range', async () => {
    serve([]);
    open();
    expect(await screen.findByText('No batches in these days')).toBeInTheDocument();
  });

  it('shows the failure with Retry when the batches cannot be loaded', async () => {
    serveApi({ 'GET /api/settlement-batches': problem(500, 'internal') });
    open();
    expect(await screen.findByText('The batches could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
