import { addDays, addMonths, localDay, type InboundLead } from '@frontdesk/shared';
import { giveChartsASize, json, renderMicroAppAt, serveApi, type ApiCall } from '@frontdesk/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

const march: InboundLead = {
  from: '2025-01-01',
  to: '2025-03-31',
  interval: 'month',
  series: [
    { period: '2025-01-01', source: 'website', count: 4 },
    { period: '2025-01-01', source: 'walk_in', count: 2 },
    { period: '2025-03-01', source: 'referral', count: 3 },
  ],
  total: 9,
};

function serve(answer: (query: ApiCall['query']) => InboundLead) {
  return serveApi({ 'GET /api/reports/inbound-lead': ({ query }) => json(answer(query)) });
}
const open = () => renderMicroAppAt(microApp, '/app/reports/inbound-lead');
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

afterEach(() => jest.restoreAllMocks());

describe('InboundLeadPage', () => {
  it('asks for the last 12 months by month by default', async () => {
    const api = serve(() => ({ ...march, total: 0, series: [] }));
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Inbound leads' })).toBeInTheDocument();
    expect(await screen.findByText('No new contacts in this period.')).toBeInTheDocument();
    const today = localDay();
    expect(api.callsTo('GET /api/reports/inbound-lead')[0]?.query).toEqual({
      from: addDays(addMonths(today, -12), 1),
      to: today,
      interval: 'month',
    });
    expect(screen.getByRole('radio', { name: 'Month' })).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Interval' })).toBeInTheDocument();
  });

  it('shows new contacts by source and period in a table, every month of the range, with totals', async () => {
    serve(() => march);
    open();
    const table = await screen.findByRole('table', { name: /^New contacts by source, / });
    expect(headers(table)).toEqual(['Period', 'Walk-in', 'Website', 'Referral', 'Total']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['Jan 2025', '2', '4', '0', '6'],
      ['Feb 2025', '0', '0', '0', '0'],
      ['Mar 2025', '0', '0', '3', '3'],
      ['Total', '2', '4', '3', '9'],
    ]);
    expect(screen.getByRole('group', { name: 'Top source' })).toHaveTextContent('Top sourceWebsite(4)');
  });

  it('asks again with the range and interval chosen', async () => {
    const api = serve((query) => ({ ...march, from: query.from!, to: query.to!, interval: 'week', series: [], total: 0 }));
    open();
    await screen.findByText('No new contacts in this period.');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-31' } });
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/reports/inbound-lead').map((c) => c.query)).toContainEqual({
        from: '2025-01-01',
        to: '2025-03-31',
        interval: 'week',
      }),
    );
  });

  it('labels weeks by their Monday', async () => {
    serve(() => ({
      from: '2025-06-04',
      to: '2025-06-15',
      interval: 'week',
      series: [{ period: '2025-06-09', source: 'phone', count: 1 }],
      total: 1,
    }));
    open();
    const table = await screen.findByRole('table', { name: /^New contacts by source, / });
    expect(within(table).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['Week of Jun 2, 2025', '0', '0'],
      ['Week of Jun 9, 2025', '1', '1'],
      ['Total', '1', '1'],
    ]);
  });

  it('draws a bar per source and period with a legend naming the sources', async () => {
    giveChartsASize();
    serve(() => march);
    open();
    const figure = await screen.findByRole('figure', { name: /^Stacked bar chart of new contacts by source/ });
    // a bar per source and period with new contacts, named as the table says it
    const bars = await within(figure).findAllByRole('img', { name: /: [1-9]\d*$/ });
    expect(bars.map((bar) => bar.getAttribute('aria-label')).sort()).toEqual(['Referral, Mar 2025: 3', 'Walk-in, Jan 2025: 2', 'Website, Jan 2025: 4']);
    // the legend names the sources in the table's order
    expect(
      within(figure)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Walk-in', 'Website', 'Referral']);
  });
});
