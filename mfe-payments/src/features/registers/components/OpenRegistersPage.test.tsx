import { sessionStore, type RegisterList } from '@frontdesk/shared';
import { aUser, json, problem, renderMicroAppAt, serveApi } from '@frontdesk/shared/testing';
import { screen, within } from '@testing-library/react';
import { microApp } from '../../../microApp';

const list = (expectedCashMinor: number | null): RegisterList => ({
  currency: 'USD',
  items: [
    { id: 'r1', name: 'Back Counter', state: 'closed', session: null, lastClosedAt: null },
    {
      id: 'r2',
      name: 'Front Desk',
      state: 'open',
      session: { id: 's2', openedAt: '2025-06-10T15:00:00.000Z', openedBy: 'Dana Demo', openingFloatMinor: 10_000, expectedCashMinor },
      lastClosedAt: null,
    },
  ],
});

const open = () => renderMicroAppAt(microApp, '/app/reports/open-registers');

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.signOut();
});

describe('OpenRegistersPage', () => {
  it('lists the open registers only, with who opened each, the float, the expected cash and a link to close it', async () => {
    sessionStore.signIn(aUser({ role: 'admin' }));
    serveApi({ 'GET /api/registers': json(list(12_500)) });
    open();
    const table = await screen.findByRole('table', { name: 'Open registers' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).queryByText('Back Counter')).not.toBeInTheDocument();
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Front Desk');
    expect(row).toHaveTextContent('Dana Demo');
    expect(row).toHaveTextContent('$100.00');
    expect(row).toHaveTextContent('$125.00');
    expect(within(table).getByRole('link', { name: 'Close Front Desk' })).toHaveAttribute('href', '/app/register/select?close=r2');
  });

  it('has no expected cash for staff (they count blind)', async () => {
    sessionStore.signIn(aUser({ role: 'staff' }));
    serveApi({ 'GET /api/registers': json(list(null)) });
    open();
    const table = await screen.findByRole('table', { name: 'Open registers' });
    expect(within(table).queryByRole('columnheader', { name: 'Expected cash' })).not.toBeInTheDocument();
  });

  it('says when no register is open, with a way to open one', async () => {
    sessionStore.signIn(aUser());
    serveApi({ 'GET /api/registers': json({ currency: 'USD', items: [list(0).items[0]] }) });
    open();
    expect(await screen.findByText('No register is open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Select register' })).toHaveAttribute('href', '/app/register/select');
  });

  it('shows the failure with Retry when the registers cannot be loaded', async () => {
    sessionStore.signIn(aUser());
    serveApi({ 'GET /api/registers': problem(500, 'internal') });
    open();
    expect(await screen.findByText('The registers could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
