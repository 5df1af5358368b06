import { addDays, localDay } from '@frontdesk/shared';
import { giveChartsASize, json, problem, renderMicroAppAt, serveApi, signedInAs } from '@frontdesk/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';
import { aSalesReport, cells, figure } from '../testing';
// loaded with the test file, so a busy machine's transform time is not spent inside a query's wait
import '../charts/TrendChart';
import './DashboardAlternativePage';

const open = () => renderMicroAppAt(microApp, '/app/reports/dashboard-alternative');
afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'admin' });

describe('DashboardAlternativePage', () => {
  it('shows each figure against the period before, the move in words', async () => {
    serveApi({ 'GET /api/reports/sales': json(aSalesReport()) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard (alternative)' })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Sales' });
    expect(figure('Sales')).toHaveTextContent('$232.00 Up 100%Before: $116.00');
    expect(figure('Number of sales')).toHaveTextContent('4 Up 100%Before: 2');
    expect(figure('Average sale')).toHaveTextContent('$58.00 No changeBefore: $58.00');
    expect(figure('Tips')).toHaveTextContent('New (nothing before)');
    expect(figure('Refunds')).toHaveTextContent('$10.00 New (nothing before)Before: $0.00');
  });

  it("lays this period's days over the period before, day by day, in a chart and a table", async () => {
    giveChartsASize();
    serveApi({ 'GET /api/reports/sales': json(aSalesReport()) });
    open();
    const table = await screen.findByRole('table', { name: 'Sales per day, this period and the one before' });
    expect(within(table).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['Day 1', '$135.00', '$0.00'],
      ['Day 2', '$97.00', '$116.00'],
    ]);
    const chart = screen.getByRole('figure', { name: /^Line chart of the sales per day/ });
    await within(chart).findByText('This period');
    expect(within(chart).getByText('Period before')).toBeInTheDocument();
  });

  it('asks for the days a preset chooses', async () => {
    const user = userEvent.setup();
    const api = serveApi({ 'GET /api/reports/sales': json(aSalesReport()) });
    open();
    await screen.findByRole('group', { name: 'Sales' });
    await user.click(screen.getByRole('radio', { name: 'Today' }));
    const today = localDay();
    expect(api.callsTo('GET /api/reports/sales').at(-1)?.query).toEqual({ from: today, to: today });
    expect(api.callsTo('GET /api/reports/sales')[0]?.query).toEqual({ from: addDays(today, -29), to: today });
  });

  it('says when the report could not be loaded', async () => {
    serveApi({ 'GET /api/reports/sales': problem(500, 'internal') });
    open();
    expect(await screen.findByText('The sales report could not be loaded')).toBeInTheDocument();
  });
});
