import { bus, sessionStore, settingsStore } from '@frontdesk/shared';
import { aUser, fieldProblem, json, never, problem, renderMicroAppAt, serveApi, signedInAs } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';
import { closedRegister, listOf, openRegister } from '../../../common/testing';
import { keySentTo } from '../testing';

const signInAs = (role: 'admin' | 'staff') => sessionStore.signIn(aUser({ role }));
const view = () => renderMicroAppAt(microApp, '/app/register/select');
const card = async (name: string) => screen.findByRole('article', { name });
const dialog = async (name: string) => screen.findByRole('dialog', { name });

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
  localStorage.clear();
  settingsStore.reload();
});
afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'admin' });

describe('RegisterSelectPage', () => {
  it('shows each register with its state: who opened it, since when, its float and (for admins) the expected cash', async () => {
    serveApi({ 'GET /api/registers': json(listOf([closedRegister, openRegister])) });
    view();
    expect(await screen.findByRole('heading', { level: 1, name: 'Select register' })).toBeInTheDocument();
    const front = await card('Front Desk');
    expect(within(front).getByText('Open')).toBeInTheDocument();
    expect(within(front).getByText('Dana Demo')).toBeInTheDocument();
    expect(within(front).getByText('$100.00')).toBeInTheDocument();
    expect(within(front).getByText('$125.00')).toBeInTheDocument();
    const back = await card('Back Counter');
    expect(within(back).getByText('Closed')).toBeInTheDocument();
    expect(within(back).getByText('Not opened yet')).toBeInTheDocument();
    expect(within(back).getByRole('button', { name: 'Open register' })).toBeInTheDocument();
    expect(within(front).getByRole('button', { name: 'Close register' })).toBeInTheDocument();
  });

  it('stores the chosen register’s id in the app setting and marks it', async () => {
    serveApi({ 'GET /api/registers': json(listOf([closedRegister, openRegister])) });
    view();
    await user.click(within(await card('Back Counter')).getByRole('button', { name: 'Use this register' }));
    expect(settingsStore.get().register).toBe('r1');
    const back = await card('Back Counter');
    expect(within(back).getByText('This desk’s register')).toBeInTheDocument();
    expect(back).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Back Counter is now this desk’s register.');
  });

  it('hides the expected cash and the admin’s controls from staff', async () => {
    signInAs('staff');
    serveApi({ 'GET /api/registers': json(listOf([closedRegister, { ...openRegister, session: { ...openRegister.session!, expectedCashMinor: null } }])) });
    view();
    const front = await card('Front Desk');
    // not the figure, and no row that says there is one
    expect(within(front).queryByText('Expected cash')).not.toBeInTheDocument();
    expect(within(front).queryByText('$125.00')).not.toBeInTheDocument();
    expect(within(front).getByText('Opening float')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
    expect(within(front).getByRole('button', { name: 'Close register' })).toBeInTheDocument();
  });

  it('opens a register with a float typed in dollars, sent as cents with an Idempotency-Key', async () => {
    const api = serveApi({
      'GET /api/registers': json(listOf([closedRegister])),
      'POST /api/registers/r1/open': json(openRegister.session, 201),
    });
    const emit = jest.spyOn(bus, 'emit');
    view();
    await user.click(within(await card('Back Counter')).getByRole('button', { name: 'Open register' }));
    const open = await dialog('Open Back Counter');
    await user.type(within(open).getByLabelText('Opening float'), '150.5');
    await user.click(within(open).getByRole('button', { name: 'Open register' }));
    await waitFor(() => expect(api.callsTo('POST /api/registers/r1/open')).toHaveLength(1));
    expect(api.callsTo('POST /api/registers/r1/open')[0]?.body).toEqual({ openingFloatMinor: 15_050 });
    expect(keySentTo(api.spy, '/api/registers/r1/open')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(api.callsTo('GET /api/registers')).toHaveLength(2));
    expect(emit).toHaveBeenCalledWith({ type: 'notify', level: 'success', message: 'Back Counter is open' });
  });

  it('asks for the float before opening', async () => {
    const api = serveApi({ 'GET /api/registers': json(listOf([closedRegister])) });
    view();
    await user.click(within(await card('Back Counter')).getByRole('button', { name: 'Open register' }));
    const open = await dialog('Open Back Counter');
    await user.click(within(open).getByRole('button', { name: 'Open register' }));
    expect(await within(open).findByText('Enter the opening float as an amount (0 for none)')).toBeInTheDocument();
    expect(api.callsTo('POST /api/registers/r1/open')).toHaveLength(0);
  });

  /** Takes $500 out of Front Desk through its dialog; the dialog. */
  const takeOut500 = async () => {
    await user.click(within(await card('Front Desk')).getByRole('button', { name: 'Cash out' }));
    const out = await dialog('Cash out: Front Desk');
    await user.type(within(out).getByLabelText('Amount'), '500');
    await user.type(within(out).getByLabelText('Reason'), 'Bank run');
    await user.click(within(out).getByRole('button', { name: 'Take cash out' }));
    return out;
  };

  it('tells an admin what the drawer holds when a cash out is more', async () => {
    const api = serveApi({
      'GET /api/registers': json(listOf([openRegister])),
      'POST /api/registers/r2/cash': fieldProblem({ amountMinor: ['too_large', { limit: 12_500 }] }),
    });
    view();
    const out = await takeOut500();
    expect(await within(out).findByRole('alert')).toHaveTextContent('The drawer holds $125.00: you cannot take out more.');
    expect(api.callsTo('POST /api/registers/r2/cash')[0]?.body).toEqual({ kind: 'cash_out', amountMinor: 50_000, reason: 'Bank run' });
  });

  it('refuses a staff member’s cash out past the session’s limit in words, without a figure', async () => {
    signInAs('staff');
    serveApi({
      'GET /api/registers': json(listOf([{ ...openRegister, session: { ...openRegister.session!, expectedCashMinor: null } }])),
      'POST /api/registers/r2/cash': fieldProblem({ amountMinor: 'too_large' }),
    });
    view();
    const alert = await within(await takeOut500()).findByRole('alert');
    expect(alert).toHaveTextContent('That is more cash out than a register allows between opening and closing.');
    expect(alert).not.toHaveTextContent('$');
  });

  it('puts cash in with a reason', async () => {
    const api = serveApi({
      'GET /api/registers': json(listOf([openRegister])),
      'POST /api/registers/r2/cash': json(
        { id: 'm1', kind: 'cash_in', amountMinor: 2_000, reason: 'Change', by: 'Ana Diaz', at: '2025-06-10T16:00:00.000Z', transactionId: null },
        201,
      ),
    });
    const emit = jest.spyOn(bus, 'emit');
    view();
    await user.click(within(await card('Front Desk')).getByRole('button', { name: 'Cash in' }));
    const cashIn = await dialog('Cash in: Front Desk');
    await user.type(within(cashIn).getByLabelText('Amount'), '20');
    await user.type(within(cashIn).getByLabelText('Reason'), 'Change');
    await user.click(within(cashIn).getByRole('button', { name: 'Put cash in' }));
    await waitFor(() => expect(emit).toHaveBeenCalledWith({ type: 'notify', level: 'success', message: '$20.00 put in Front Desk' }));
    expect(api.callsTo('POST /api/registers/r2/cash')[0]?.body).toEqual({ kind: 'cash_in', amountMinor: 2_000, reason: 'Change' });
  });

  it('lets an admin add a register, and shows a taken name under the field', async () => {
    const api = serveApi({ 'GET /api/registers': json(listOf([closedRegister])), 'POST /api/registers': fieldProblem({ name: 'taken' }) });
    view();
    await user.click(await screen.findByRole('button', { name: 'Add register' }));
    const add = await dialog('Add a register');
    await user.type(within(add).getByLabelText('Name'), ' Patio ');
    await user.click(within(add).getByRole('button', { name: 'Add register' }));
    expect(await within(add).findByText('This is already taken')).toBeInTheDocument();
    expect(api.callsTo('POST /api/registers')[0]?.body).toEqual({ name: 'Patio' });
  });

  it('says when there is no register yet, and how to get one', async () => {
    signInAs('staff');
    serveApi({ 'GET /api/registers': json(listOf([])) });
    view();
    expect(await screen.findByText('No registers yet')).toBeInTheDocument();
    expect(screen.getByText('Ask an admin to add a register.')).toBeInTheDocument();
  });

  it('shows the failure with Retry when the registers cannot be loaded', async () => {
    const api = serveApi({ 'GET /api/registers': problem(500, 'internal') });
    view();
    expect(await screen.findByRole('heading', { name: 'The registers could not be loaded' })).toBeInTheDocument();
    api.routes['GET /api/registers'] = json(listOf([closedRegister]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('Back Counter')).toBeInTheDocument();
  });

  it('shows a loading state while the registers load', async () => {
    serveApi({ 'GET /api/registers': never });
    view();
    expect(await screen.findByRole('status', { name: 'Loading registers…' })).toBeInTheDocument();
  });
});
