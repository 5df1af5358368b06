import { addDays, localDay, sessionStore, type Takings } from '@frontdesk/shared';
import { aUser, giveChartsASize, json, problem, renderMicroAppAt, serveApi, signedInAs } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

const takings = (
  tenders: Partial<Record<'cash' | 'card' | 'check', { inMinor: number; outMinor: number; count: number }>> = {},
  withheldCount = 0,
  deposits = 0,
): Takings => ({
  from: '2025-06-01',
  to: '2025-06-02',
  currency: 'USD',
  days: [
    { day: '2025-06-01', cash: 1_000, card: 0, check: 0 },
    { day: '2025-06-02', cash: 0, card: 2_000, check: 0 },
  ],
  tenders: (['cash', 'card', 'check'] as const).map((tender) => {
    const { inMinor = 0, outMinor = 0, count = 0 } = tenders[tender] ?? {};
    return { tender, inMinor, outMinor, netMinor: inMinor - outMinor, count };
  }),
  withheldCount,
  summary: summaryOf(tenders, deposits),
});

/** What the total is made of: the tenders' money in as payments (less `deposits`, taken as deposits), their money out as refunds. */
function summaryOf(tenders: Partial<Record<string, { inMinor: number; outMinor: number }>>, deposits: number) {
  const sum = (figure: 'inMinor' | 'outMinor') => Object.values(tenders).reduce((acc, tender) => acc + (tender?.[figure] ?? 0), 0);
  const [inMinor, outMinor] = [sum('inMinor'), sum('outMinor')];
  return {
    paymentsMinor: inMinor - deposits,
    depositsMinor: deposits,
    refundsMinor: outMinor,
    depositRefundsMinor: 0,
    netMinor: inMinor - outMinor,
    fromDepositsMinor: 0,
    refundedToCreditMinor: 0,
  };
}
const some = takings({ cash: { inMinor: 1_000, outMinor: 0, count: 1 }, card: { inMinor: 2_500, outMinor: 500, count: 2 } });

const open = () => renderMicroAppAt(microApp, '/app/reports/transactions');
const figure = (label: string) => screen.getByRole('group', { name: label });

// the page's chunk is loaded once before the tests (React.lazy): a busy machine's first import is not what they measure
beforeAll(() => Promise.all([import('./TransactionsReportPage'), import('../charts/TakingsChart')]));
beforeEach(() => giveChartsASize());
afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'admin' });

describe('TransactionsReportPage', () => {
  it('asks for the last 30 days and shows each tender’s net takings, the chart and its table', async () => {
    const api = serveApi({ 'GET /api/transactions/takings': json(some) });
    open();
    expect(await screen.findByRole('group', { name: 'Net takings' })).toHaveTextContent('$30.00');
    expect(figure('Cash')).toHaveTextContent('$10.00');
    expect(figure('Card')).toHaveTextContent('$20.00');
    expect(api.callsTo('GET /api/transactions/takings')[0]?.query).toEqual({ from: addDays(localDay(), -29), to: localDay() });
    const table = screen.getByRole('table', { name: 'Takings by tender' });
    expect(within(table).getByText('Card').closest('tr')).toHaveTextContent('Card$25.00-$5.00$20.002');
  });

  it('says what the total is made of (deposits taken apart from payments), and that sales paid from deposits are not in it', async () => {
    const withDeposits = takings({ cash: { inMinor: 1_000, outMinor: 0, count: 1 }, card: { inMinor: 7_500, outMinor: 500, count: 3 } }, 0, 5_000);
    serveApi({ 'GET /api/transactions/takings': json({ ...withDeposits, summary: { ...withDeposits.summary, fromDepositsMinor: 3_000 } }) });
    open();
    expect(await screen.findByRole('group', { name: 'Net takings' })).toHaveTextContent('$80.00');
    const made = screen.getByRole('table', { name: 'What the total is made of' });
    expect(
      within(made)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Payments$35.00', 'Deposits taken$50.00', 'Refunds-$5.00', 'Money taken$80.00']);
    expect(screen.getByText(/^Sales paid from customers' deposits \(\$30\.00\) moved no money: they are not in this total/)).toBeInTheDocument();
    expect(screen.queryByText(/^Refunds to customers' credit/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare with the sales on the dashboard' })).toHaveAttribute('href', '/app/reports/dashboard');
  });

  it('draws a bar per tender and day, named as the table says it', async () => {
    serveApi({ 'GET /api/transactions/takings': json(some) });
    open();
    const figure = await screen.findByRole('figure', { name: 'Chart of the takings per day, cash, card and check' });
    const bars = await within(figure).findAllByRole('img', { name: /: \$[1-9]/ });
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Cash, .+: \$10\.00$/),
      expect.stringMatching(/^Card, .+: \$20\.00$/),
    ]);
  });

  it('asks again for the range typed, and links the CSV export to it', async () => {
    const user = userEvent.setup();
    const api = serveApi({ 'GET /api/transactions/takings': json(some) });
    open();
    await screen.findByRole('group', { name: 'Net takings' });
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2025-06-01');
    await waitFor(() => expect(api.callsTo('GET /api/transactions/takings').at(-1)?.query.from).toBe('2025-06-01'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/transactions/export.csv?from=2025-06-01&to=${localDay()}`);
  });

  it('says how many transactions of registers still open a staff member’s takings leave out', async () => {
    sessionStore.signIn(aUser({ role: 'staff' }));
    serveApi({ 'GET /api/transactions/takings': json(takings({ card: { inMinor: 2_500, outMinor: 0, count: 1 } }, 3)) });
    open();
    expect(
      await screen.findByText('3 transactions of registers still open are not counted here: their amounts and tenders are shown once the register closes.'),
    ).toBeInTheDocument();
    expect(figure('Net takings')).toHaveTextContent('$25.00');
  });

  it('says so, not “nothing taken”, when all a staff member’s takings are of registers still open', async () => {
    sessionStore.signIn(aUser({ role: 'staff' }));
    serveApi({ 'GET /api/transactions/takings': json(takings({}, 1)) });
    open();
    expect(await screen.findByText(/^1 transaction of a register still open is not counted here/)).toBeInTheDocument();
    expect(screen.queryByText('Nothing was taken in these days')).not.toBeInTheDocument();
  });

  it('says when nothing was taken in the range', async () => {
    serveApi({ 'GET /api/transactions/takings': json(takings()) });
    open();
    expect(await screen.findByText('Nothing was taken in these days')).toBeInTheDocument();
  });

  it('shows the failure with Retry when the takings cannot be loaded', async () => {
    serveApi({ 'GET /api/transactions/takings': problem(500, 'internal') });
    open();
    expect(await screen.findByText('The takings could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
