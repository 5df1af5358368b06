import { sessionStore, type DepositLedger } from '@frontdesk/shared';
import { aContact, aPage, aUser, currentAddress, json, problem, renderMicroAppAt } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';
import { atTheDesk, dialog, held, serveDeposits } from '../testing';

const viewDeposits = (path = '/app/deposits') => renderMicroAppAt(microApp, path);

let user: ReturnType<typeof userEvent.setup>;
atTheDesk();
beforeEach(() => {
  user = userEvent.setup();
});

describe('DepositsPage', () => {
  it('shows what is held and each deposit: customer, amount, remaining, status in words', async () => {
    serveDeposits();
    viewDeposits();
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposits' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Deposits' });
    const ann = within(table).getByRole('row', { name: /Ann Archer/ });
    expect(within(ann).getByText('$50.00')).toBeInTheDocument();
    expect(within(ann).getByText('$30.00')).toBeInTheDocument();
    expect(within(ann).getByText('Held')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Bo Baker/ })).getByText('Used')).toBeInTheDocument();
    expect(screen.getByText('Held for customers')).toBeInTheDocument();
    expect(screen.getAllByText('$30.00')).toHaveLength(2);
    // nothing remains of Bo's: nothing to refund or keep
    expect(screen.queryByRole('button', { name: 'Refund the deposit of Bo Baker' })).not.toBeInTheDocument();
  });

  it('says when there are no deposits yet', async () => {
    serveDeposits({ 'GET /api/deposits': json(aPage([], { currency: 'USD', heldMinor: 0 })) });
    viewDeposits();
    expect(await screen.findByText('No deposits yet')).toBeInTheDocument();
  });

  it('says the deposits could not be loaded, with a retry', async () => {
    serveDeposits({ 'GET /api/deposits': problem(500, 'internal') });
    viewDeposits();
    expect(await screen.findByText('The deposits could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('opens on one customer’s deposits from ?contact= and filters by status', async () => {
    const api = serveDeposits({ 'GET /api/contacts/c1': json(aContact({ id: 'c1', firstName: 'Ann', lastName: 'Archer' })) });
    viewDeposits('/app/deposits?contact=c1');
    await screen.findByRole('table', { name: 'Deposits' });
    expect(api.callsTo('GET /api/deposits')[0]?.query).toMatchObject({ contactId: 'c1', page: '1' });
    expect(await screen.findByRole('link', { name: 'Ann Archer' })).toBeInTheDocument();
    expect(screen.getByText('Held by the deposits shown')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Refunded' }));
    await waitFor(() => expect(api.callsTo('GET /api/deposits').at(-1)?.query).toMatchObject({ contactId: 'c1', status: 'refunded' }));
    // the filters are in the address: back, reload and a shared link keep them
    expect(currentAddress()).toBe('/app/deposits?contact=c1&status=refunded');
  });

  it('asks for no range when the address holds a backwards one', async () => {
    const api = serveDeposits();
    viewDeposits('/app/deposits?from=2025-06-30&to=2025-06-01');
    await screen.findByRole('table', { name: 'Deposits' });
    expect(screen.getByText('The start must be a day on or before the end')).toBeInTheDocument();
    expect(api.callsTo('GET /api/deposits')[0]?.query).toEqual({ page: '1', pageSize: '25' });
  });

  it('offers staff no refund or keep', async () => {
    sessionStore.signIn(aUser({ role: 'staff' }));
    serveDeposits();
    viewDeposits();
    await screen.findByRole('table', { name: 'Deposits' });
    expect(screen.queryByRole('button', { name: 'Refund the deposit of Ann Archer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take deposit' })).toBeInTheDocument();
  });

  it('shows a customer’s ledger with the running balance', async () => {
    const ledger: DepositLedger = {
      contactId: 'c1',
      currency: 'USD',
      balanceMinor: 3_000,
      deposits: [held],
      movements: [
        {
          id: 'm1',
          depositId: 'd1',
          kind: 'taken',
          amountMinor: 5_000,
          invoiceId: null,
          invoiceNumber: null,
          transactionId: 't1',
          at: '2026-03-02T15:00:00.000Z',
          userName: 'Dana Demo',
        },
        {
          id: 'm2',
          depositId: 'd1',
          kind: 'applied',
          amountMinor: -2_000,
          invoiceId: 'i1',
          invoiceNumber: 42,
          transactionId: 't2',
          at: '2026-03-03T15:00:00.000Z',
          userName: 'Dana Demo',
        },
      ],
    };
    serveDeposits({ 'GET /api/deposit-ledgers/c1': json(ledger) });
    viewDeposits();
    await user.click(await screen.findByRole('button', { name: 'Ledger of Ann Archer' }));
    const drawer = await dialog('Deposits of Ann Archer');
    const table = await within(drawer).findByRole('table', { name: 'Deposit movements, oldest first' });
    const used42 = within(table).getByRole('row', { name: /Used for invoice #42/ });
    expect(within(used42).getByText('-$20.00')).toBeInTheDocument();
    expect(within(used42).getByText('$30.00')).toBeInTheDocument();
    expect(within(drawer).getByText('Balance held')).toBeInTheDocument();
  });
});
