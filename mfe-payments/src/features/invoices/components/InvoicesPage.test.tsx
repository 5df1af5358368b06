import { settingsStore } from '@frontdesk/shared';
import { anInvoice, aPage, chooseOption, json, problem, renderMicroAppAt, serveApi, signedInAs } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { microApp } from '../../../microApp';
import { summaryOf } from '../testing';

// the page's lazy chunk loaded once, before the first test's first render waits for it
beforeAll(() => import('./InvoicesPages'));

afterEach(() => {
  jest.restoreAllMocks();
  settingsStore.update({ register: '' });
});
signedInAs({ role: 'admin' });

describe('InvoicesPage', () => {
  it('lists invoices with their status, customer, total and balance, and filters by status into the address', async () => {
    const api = serveApi({ 'GET /api/invoices': json(aPage([summaryOf(anInvoice())], { currency: 'USD' })) });
    renderMicroAppAt(microApp, '/app/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Invoice #12');
    expect(row).toHaveTextContent('Open');
    expect(row).toHaveTextContent('Bea Brown');
    expect(row).toHaveTextContent('$80.00$50.00');
    expect(within(row!).getByRole('link', { name: 'Invoice #12' })).toHaveAttribute('href', '/app/invoices/inv1');

    await chooseOption('Status', 'Overdue');
    await waitFor(() => expect(api.callsTo('GET /api/invoices').at(-1)?.query).toEqual({ status: 'overdue', page: '1', pageSize: '25' }));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/invoices/export.csv?status=overdue');
  });

  it('says when nothing matches the filters, apart from having no invoices at all', async () => {
    serveApi({ 'GET /api/invoices': json(aPage([], { currency: 'USD' })) });
    renderMicroAppAt(microApp, '/app/invoices?q=zed');
    expect(await screen.findByText('No invoice matches')).toBeInTheDocument();
  });

  it('shows the paid invoices as the demo area’s orders', async () => {
    const api = serveApi({ 'GET /api/invoices': json(aPage([summaryOf(anInvoice())], { currency: 'USD' })) });
    renderMicroAppAt(microApp, '/app/management/orders');
    await screen.findByRole('table', { name: 'Invoices' });
    expect(api.callsTo('GET /api/invoices')[0]?.query.status).toBe('paid');
  });

  it('says so when the list cannot be loaded', async () => {
    serveApi({ 'GET /api/invoices': problem(500, 'internal') });
    renderMicroAppAt(microApp, '/app/invoices');
    expect(await screen.findByText('The invoices could not be loaded')).toBeInTheDocument();
  });
});
