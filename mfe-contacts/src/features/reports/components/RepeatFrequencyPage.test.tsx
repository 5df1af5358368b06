import { addDays, addMonths, localDay, settingsStore, type RepeatFrequency } from '@frontdesk/shared';
import { themes } from '@frontdesk/shared/ui';
import { giveChartsASize, json, problem, renderMicroAppAt, serveApi } from '@frontdesk/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

const report = (from: string, to: string): RepeatFrequency => ({
  from,
  to,
  buckets: [
    { visits: 1, customers: 50 },
    { visits: 2, customers: 25 },
    { visits: 3, customers: 10 },
    // no 4s: the page shows the bucket as 0
    { visits: 5, customers: 15 },
  ],
  customers: 100,
  visits: 235,
});

function serve() {
  return serveApi({ 'GET /api/reports/repeat-frequency': ({ query }) => json(report(query.from!, query.to!)) });
}

const open = () => renderMicroAppAt(microApp, '/app/reports/repeat-frequency');
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => jest.restoreAllMocks());

describe('RepeatFrequencyPage', () => {
  it('asks for the last 12 months by default', async () => {
    const api = serve();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Repeat frequency' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the repeat frequency…' })).toBeInTheDocument();
    await screen.findByRole('table');
    const today = localDay();
    const [call] = api.callsTo('GET /api/reports/repeat-frequency');
    expect(call?.query).toEqual({ from: addDays(addMonths(today, -12), 1), to: today });
    expect(screen.getByLabelText('From')).toHaveValue(addDays(addMonths(today, -12), 1));
    expect(screen.getByLabelText('To')).toHaveValue(today);
  });

  it('shows the customers per visit bucket in a table, 1 to 5 or more, with shares and the total', async () => {
    serve();
    open();
    const table = await screen.findByRole('table', { name: /^Customers by number of visits, / });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['1 visit', '50', '50%'],
      ['2 visits', '25', '25%'],
      ['3 visits', '10', '10%'],
      ['4 visits', '0', '0%'],
      ['5 or more visits', '15', '15%'],
      ['Total', '100', '100%'],
    ]);
  });

  it('shows the totals', async () => {
    serve();
    open();
    await screen.findByRole('table');
    expect(screen.getByRole('group', { name: 'Customers' })).toHaveTextContent('Customers100');
    expect(screen.getByRole('group', { name: 'Visits' })).toHaveTextContent('Visits235');
    expect(screen.getByRole('group', { name: 'Returning customers' })).toHaveTextContent('Returning customers50(50%)');
    expect(screen.getByRole('group', { name: 'Visits per customer' })).toHaveTextContent('Visits per customer2.35');
  });

  it('draws the chart, labelled for screen readers, once its code has loaded', async () => {
    giveChartsASize();
    serve();
    open();
    const figure = await screen.findByRole('figure', {
      name: 'Bar chart of customers by number of visits; the table below has the same numbers.',
    });
    // a bar per bucket with customers (the empty "4 visits" has none), in the theme's primary colour
    const bars = await within(figure).findAllByRole('img', { name: /visits?: \d+$/ });
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['1 visit: 50', '2 visits: 25', '3 visits: 10', '5 or more visits: 15']);
    const primary = themes[settingsStore.get().theme].token?.colorPrimary;
    for (const bar of bars) expect(bar).toHaveAttribute('fill', primary);
  });

  it('asks again for the range chosen', async () => {
    const api = serve();
    open();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2024-03-31' } });
    await waitFor(() =>
      expect(api.callsTo('GET /api/reports/repeat-frequency').map((c) => c.query)).toContainEqual({
        from: '2024-01-01',
        to: '2024-03-31',
      }),
    );
    expect(await screen.findByRole('table', { name: 'Customers by number of visits, Jan 1, 2024 to Mar 31, 2024' })).toBeInTheDocument();
  });

  it('refuses a range that runs backwards, without asking', async () => {
    const api = serve();
    open();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-01-01' } });
    expect(await screen.findByText('The start must be a day on or before the end')).toBeInTheDocument();
    expect(api.callsTo('GET /api/reports/repeat-frequency')).toHaveLength(1);
  });

  it('shows the error with Retry when the report fails', async () => {
    const api = serveApi({ 'GET /api/reports/repeat-frequency': problem(500, 'internal') });
    open();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('heading', { name: 'The report could not be loaded' })).toBeInTheDocument();
    api.routes['GET /api/reports/repeat-frequency'] = ({ query }) => json(report(query.from!, query.to!));
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
