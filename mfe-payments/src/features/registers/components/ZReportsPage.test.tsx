import { addDays, localDay, type RegisterList, type ZReport } from '@frontdesk/shared';
import { aPage, chooseOption, currentAddress, json, problem, renderMicroAppAt, serveApi, signedInAs } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';
import { aZReport as aFrontDeskZReport } from '../testing';

const registers: RegisterList = {
  currency: 'USD',
  items: [
    { id: 'r1', name: 'Back Counter', state: 'closed', session: null, lastClosedAt: null },
    { id: 'r2', name: 'Front Desk', state: 'closed', session: null, lastClosedAt: '2025-06-10T23:00:00.000Z' },
  ],
};

// a session with a bit of everything: its figures are the ones the page is checked to show
const aZReport = (number: number, overrides: Partial<ZReport['summary']> = {}): ZReport =>
  aFrontDeskZReport(number, {
    closedBy: 'Sol Staff',
    cashSalesMinor: 4_000,
    cashRefundsMinor: 500,
    cashInMinor: 1_000,
    cashOutMinor: 2_000,
    countedCashMinor: 12_600,
    overShortMinor: 100,
    salesByTender: { cash: 4_000, card: 9_000, check: 0, deposit: 0 },
    refundsMinor: 500,
    transactionCount: 6,
    tipsMinor: 1_200,
    cashDepositsMinor: 3_000,
    cashDepositRefundsMinor: 1_000,
    depositsTakenMinor: 5_500,
    depositRefundsMinor: 1_000,
    note: 'Coins counted twice',
    ...overrides,
  });
const reports = [aZReport(8), aZReport(7, { countedCashMinor: 12_000, overShortMinor: -500 })];

const open = (path = '/app/reports/z-reports') => renderMicroAppAt(microApp, path);
const serve = (items = reports) =>
  serveApi({
    'GET /api/registers': json(registers),
    'GET /api/z-reports': json(aPage(items)),
    'GET /api/z-reports/z8': json(reports[0]),
  });

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'staff' });

describe('ZReportsPage', () => {
  it('lists the Z-reports of the last 30 days, newest first, with expected, counted and over / short', async () => {
    const api = serve();
    open();
    const table = await screen.findByRole('table', { name: 'Z-reports' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('8Front Desk');
    expect(first).toHaveTextContent('$125.00$126.00$1.00Over');
    expect(second).toHaveTextContent('-$5.00Short');
    expect(api.callsTo('GET /api/z-reports')[0]?.query).toEqual({ from: addDays(localDay(), -29), page: '1', pageSize: '25' });
  });

  it('filters by register and links the CSV export to the same filters', async () => {
    const api = serve();
    open();
    await screen.findByRole('table', { name: 'Z-reports' });
    await chooseOption(screen.getByLabelText('Register'), 'Back Counter');
    await waitFor(() => expect(api.callsTo('GET /api/z-reports').at(-1)?.query.registerId).toBe('r1'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/z-reports/export.csv?registerId=r1&from=${addDays(localDay(), -29)}`,
    );
  });

  it('keeps its filters in the address, so a reload or a shared link opens the same reports', async () => {
    const api = serve();
    const { unmount } = open();
    await screen.findByRole('table', { name: 'Z-reports' });
    await chooseOption(screen.getByLabelText('Register'), 'Back Counter');
    await user.clear(screen.getByLabelText('From'));
    await waitFor(() => expect(currentAddress()).toBe('/app/reports/z-reports?registerId=r1&from='));
    const address = currentAddress();
    unmount();
    open(address);
    await screen.findByRole('table', { name: 'Z-reports' });
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(api.callsTo('GET /api/z-reports').at(-1)?.query).toEqual({ registerId: 'r1', page: '1', pageSize: '25' });
  });

  it('says so when the range is backwards, and does not ask for it', async () => {
    const api = serve();
    open();
    await screen.findByRole('table', { name: 'Z-reports' });
    await user.type(screen.getByLabelText('To'), '2020-01-01');
    expect(await screen.findByText('The start must be a day on or before the end')).toBeInTheDocument();
    expect(api.callsTo('GET /api/z-reports').every((call) => call.query.to !== '2020-01-01')).toBe(true);
  });

  it('shows a backwards range typed into the address as such, and asks for no range (the export neither)', async () => {
    const api = serve();
    open('/app/reports/z-reports?from=2025-06-30&to=2025-06-01');
    await screen.findByRole('table', { name: 'Z-reports' });
    expect(screen.getByText('The start must be a day on or before the end')).toBeInTheDocument();
    expect(api.callsTo('GET /api/z-reports')[0]?.query).toEqual({ page: '1', pageSize: '25' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/z-reports/export.csv');
  });

  it('shows a Z-report in a panel and prints it', async () => {
    serve();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    open();
    await user.click(await screen.findByRole('button', { name: 'View Z-report 8' }));
    const panel = await screen.findByRole('dialog', { name: 'Z-report 8' });
    expect(within(panel).getByText('Cash sales').closest('tr')).toHaveTextContent('$40.00');
    // a deposit's cash is in the drawer, on lines of its own, not among the sales
    expect(within(panel).getByText('Cash deposits taken').closest('tr')).toHaveTextContent('$30.00');
    expect(within(panel).getByText('Cash deposits refunded').closest('tr')).toHaveTextContent('-$10.00');
    expect(within(panel).getByText('Deposits taken').closest('tr')).toHaveTextContent('$55.00');
    expect(within(panel).getByText('Tips').closest('tr')).toHaveTextContent('$12.00');
    expect(within(panel).getByText('Coins counted twice')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('gives the session’s opening and closing times on the business’s clock, its zone named, in the panel and the list', async () => {
    serve();
    open();
    const table = await screen.findByRole('table', { name: 'Z-reports' });
    // 23:00 UTC on June 10 is 6:00 PM in Chicago (CDT), whatever the zone the test runs in
    expect(within(table).getByRole('columnheader', { name: 'Closed, Central Time (Chicago)' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Jun 10, 2025, 6:00 PM');
    await user.click(screen.getByRole('button', { name: 'View Z-report 8' }));
    const panel = await screen.findByRole('dialog', { name: 'Z-report 8' });
    expect(within(panel).getByText('Opened').closest('tr')).toHaveTextContent('Jun 10, 2025, 10:00 AM Central Time (Chicago)');
    expect(within(panel).getByText('Closed').closest('tr')).toHaveTextContent('Jun 10, 2025, 6:00 PM Central Time (Chicago)');
  });

  it('opens the Z-report named in ?report= (the close dialog links it)', async () => {
    serve();
    open('/app/reports/z-reports?report=z8');
    expect(await screen.findByRole('dialog', { name: 'Z-report 8' })).toBeInTheDocument();
  });

  it('says when there is no Z-report in the range', async () => {
    serve([]);
    open();
    expect(await screen.findByText('No Z-reports here')).toBeInTheDocument();
  });

  it('shows the failure with Retry when the Z-reports cannot be loaded', async () => {
    serveApi({ 'GET /api/registers': json(registers), 'GET /api/z-reports': problem(500, 'internal') });
    open();
    expect(await screen.findByText('The Z-reports could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
