import { addDays, localDay } from '@frontdesk/shared';
import { aBookingSettings, json, problem, renderMicroAppAt, serveApi, signedInAs } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';
import { aSalesReport, cells, figure } from '../testing';
// loaded with the test file, so a busy machine's transform time is not spent inside a query's wait
import './DashboardPage';

const open = () => renderMicroAppAt(microApp, '/app/reports/dashboard');
afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'admin' });

describe('DashboardPage', () => {
  it('asks for the business’s days, not the desk’s: at 10:30 pm in Los Angeles it is already tomorrow in New York (issue 33 §8)', async () => {
    // only the clock is set (to 06:30 UTC on Nov 28, 2026); every timer runs as it does
    jest.useFakeTimers({
      now: new Date('2026-11-28T06:30:00Z'),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      const api = serveApi({
        'GET /api/reports/sales': ({ query }) => json(aSalesReport({ from: query.from!, to: query.to! })),
        'GET /api/booking-settings': json(aBookingSettings({ timeZone: 'America/New_York' })),
      });
      open();
      await screen.findByRole('group', { name: 'Sales' });
      await waitFor(() => expect(api.callsTo('GET /api/reports/sales').at(-1)?.query).toEqual({ from: '2026-10-30', to: '2026-11-28' }));
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks for the last 30 days and shows today and the period in figures', async () => {
    const api = serveApi({ 'GET /api/reports/sales': json(aSalesReport()) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Sales' });
    const today = localDay();
    expect(api.callsTo('GET /api/reports/sales')[0]?.query).toEqual({ from: addDays(today, -29), to: today });
    expect(figure("Today's sales")).toHaveTextContent('$45.00');
    expect(figure("Today's sales")).toHaveTextContent('2 sales');
    expect(figure('Sales')).toHaveTextContent('$232.00');
    expect(figure('Number of sales')).toHaveTextContent('4');
    expect(figure('Average sale')).toHaveTextContent('$58.00');
    expect(figure('Tips')).toHaveTextContent('$5.00');
    expect(figure('Refunds')).toHaveTextContent('$10.00');
    expect(figure('Net (sales − refunds)')).toHaveTextContent('$222.00');
  });

  it('gives the money taken, the Transactions report’s figure, and line by line what makes it differ from the net sales', async () => {
    serveApi({ 'GET /api/reports/sales': json(aSalesReport()) });
    open();
    const compared = await screen.findByRole('table', { name: 'Sales and money taken' });
    expect(
      within(compared)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Net sales (sales less refunds)$222.00',
      'Deposits taken$50.00',
      "Sales paid from customers' deposits-$30.00",
      'Still owed, or paid on other days$8.00',
      'Money taken$250.00',
    ]);
    expect(screen.getByRole('link', { name: 'Open the Transactions report' })).toHaveAttribute('href', '/app/reports/transactions');
  });

  it('tables the days, tenders, staff and top items beside their charts', async () => {
    serveApi({ 'GET /api/reports/sales': json(aSalesReport()) });
    open();
    const days = await screen.findByRole('table', { name: 'Sales per day' });
    expect(within(days).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['Mar 1, 2024', '$135.00', '1', '$5.00', '$0.00'],
      ['Mar 2, 2024', '$97.00', '3', '$0.00', '$10.00'],
      ['Total', '$232.00', '4', '$5.00', '$10.00'],
    ]);
    expect(screen.getByRole('figure', { name: /^Bar chart of the sales per day/ })).toBeInTheDocument();
    const tenders = screen.getByRole('table', { name: 'Payments by tender' });
    expect(within(tenders).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['Cash', '$145.00', '2'],
      ['Card', '$87.00', '2'],
      ['Total', '$232.00', '4'],
    ]);
    const staff = screen.getByRole('table', { name: 'Sales by staff' });
    expect(within(staff).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['Ada Admin', '$191.00', '3', '$5.00'],
      ['Removed account', '$41.00', '1', '$0.00'],
    ]);
    const items = screen.getByRole('table', { name: 'Top services and products' });
    expect(within(items).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['Full detail', 'Service', '1', '$110.00'],
      ['Gift wrap', 'Custom', '1', '$5.00'],
    ]);
  });

  it('asks again for the days a preset or the From and To fields choose', async () => {
    const user = userEvent.setup();
    const api = serveApi({ 'GET /api/reports/sales': ({ query }) => json(aSalesReport({ from: query.from!, to: query.to! })) });
    open();
    await screen.findByRole('group', { name: 'Sales' });
    const today = localDay();
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await screen.findByRole('table', { name: 'Sales per day' });
    expect(api.callsTo('GET /api/reports/sales').at(-1)?.query).toEqual({ from: addDays(today, -6), to: today });
    await user.click(screen.getByRole('radio', { name: 'This month' }));
    expect(api.callsTo('GET /api/reports/sales').at(-1)?.query).toEqual({ from: `${today.slice(0, 8)}01`, to: today });
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2024-03-01');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2024-03-31');
    expect(api.callsTo('GET /api/reports/sales').at(-1)?.query).toEqual({ from: '2024-03-01', to: '2024-03-31' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/reports/sales/export.csv?from=2024-03-01&to=2024-03-31');
  });

  it('offers the checkout when there are no sales yet', async () => {
    const empty = aSalesReport();
    const zeros = { salesMinor: 0, count: 0, averageMinor: 0, tipsMinor: 0, taxMinor: 0, discountsMinor: 0, refundsMinor: 0, netMinor: 0 };
    serveApi({
      'GET /api/reports/sales': json({
        ...empty,
        today: { ...empty.today, ...zeros },
        period: zeros,
        previous: zeros,
        byTender: [],
        byStaff: [],
        topItems: [],
      }),
    });
    open();
    expect(await screen.findByText('No sales yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/app/checkout');
  });

  it('says why the report could not be loaded, in the language of the page', async () => {
    serveApi({ 'GET /api/reports/sales': problem(403, 'admin_only') });
    open();
    expect(await screen.findByText('The sales report could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Only an admin can do that.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
