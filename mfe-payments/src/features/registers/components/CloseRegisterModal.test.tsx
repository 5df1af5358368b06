import { sessionStore, settingsStore } from '@frontdesk/shared';
import { aUser, json, renderMicroAppAt, serveApi, signedInAs } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';
import { listOf, openRegister } from '../../../common/testing';
import { keySentTo, zReport } from '../testing';

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
// an admin: the card behind the dialog shows the expected cash, the dialog must not
signedInAs({ role: 'admin' });

describe('CloseRegisterModal (from Select register)', () => {
  it('closes with a blind count: no expected figure before submitting, then expected, counted and over / short', async () => {
    const api = serveApi({
      'GET /api/registers': json(listOf([openRegister])),
      'POST /api/registers/r2/close': json(zReport, 201),
    });
    view();
    await user.click(within(await card('Front Desk')).getByRole('button', { name: 'Close register' }));
    const closing = await dialog('Close Front Desk');
    expect(within(closing).queryByText(/expected/i)).not.toBeInTheDocument();
    expect(within(closing).queryByText('$125.00')).not.toBeInTheDocument();
    await user.type(within(closing).getByLabelText('Counted cash'), '120');
    await user.click(within(closing).getByRole('button', { name: 'Close register' }));

    const result = await dialog('Front Desk is closed');
    expect(api.callsTo('POST /api/registers/r2/close')[0]?.body).toEqual({ countedCashMinor: 12_000, note: '' });
    expect(keySentTo(api.spy, '/api/registers/r2/close')).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(result).getByText('Expected cash').closest('tr')).toHaveTextContent('$125.00');
    expect(within(result).getByText('Counted cash').closest('tr')).toHaveTextContent('$120.00');
    expect(within(result).getByText('Over / short').closest('tr')).toHaveTextContent('-$5.00Short');
    expect(within(result).getByRole('link', { name: 'Print the Z-report' })).toHaveAttribute('href', `/app/reports/z-reports?report=${zReport.id}`);
  });

  it('tells an admin, whose card shows the figure, to count before looking at it', async () => {
    serveApi({ 'GET /api/registers': json(listOf([openRegister])) });
    view();
    await user.click(within(await card('Front Desk')).getByRole('button', { name: 'Close register' }));
    expect(
      within(await dialog('Close Front Desk')).getByText(
        'Count the cash in the drawer and enter the total. Admins see what it should hold on the register’s card: count before you look, and the Z-report sets your count against that figure, with the over or short.',
      ),
    ).toBeInTheDocument();
  });

  it('tells staff, who see no figure, that it comes with their count', async () => {
    sessionStore.signIn(aUser({ role: 'staff' }));
    serveApi({ 'GET /api/registers': json(listOf([{ ...openRegister, session: { ...openRegister.session!, expectedCashMinor: null } }])) });
    view();
    await user.click(within(await card('Front Desk')).getByRole('button', { name: 'Close register' }));
    const closing = await dialog('Close Front Desk');
    expect(
      within(closing).getByText('Count the cash in the drawer and enter the total. What the drawer should hold is shown once your count is in.'),
    ).toBeInTheDocument();
    expect(within(closing).queryByText(/card/)).not.toBeInTheDocument();
  });

  it('adds up the drawer by bills and coins into the counted cash', async () => {
    const api = serveApi({ 'GET /api/registers': json(listOf([openRegister])), 'POST /api/registers/r2/close': json(zReport, 201) });
    view();
    await user.click(within(await card('Front Desk')).getByRole('button', { name: 'Close register' }));
    const closing = await dialog('Close Front Desk');
    await user.click(within(closing).getByRole('button', { name: 'Count by bills and coins' }));
    await user.type(within(closing).getByLabelText('$100.00 bills'), '2');
    const quarters = within(closing).getByLabelText('$0.25 coins');
    // letters stay and are said, and no total is offered until the count is one
    await user.type(quarters, 'x');
    await user.tab();
    expect(quarters).toHaveValue('x');
    expect(quarters).toHaveAccessibleDescription('A whole number from 0 to 100,000');
    expect(within(closing).getByText('Total counted: mend the count marked first')).toBeInTheDocument();
    expect(within(closing).getByRole('button', { name: 'Use this total' })).toBeDisabled();
    await user.clear(quarters);
    await user.type(quarters, '3');
    expect(within(closing).getByText('Total counted: $200.75')).toBeInTheDocument();
    await user.click(within(closing).getByRole('button', { name: 'Use this total' }));
    expect(within(closing).getByLabelText('Counted cash')).toHaveValue('200.75');
    await user.click(within(closing).getByRole('button', { name: 'Close register' }));
    await waitFor(() => expect(api.callsTo('POST /api/registers/r2/close')[0]?.body).toEqual({ countedCashMinor: 20_075, note: '' }));
  });

  it('opens the close dialog of the register named in ?close=', async () => {
    serveApi({ 'GET /api/registers': json(listOf([openRegister])) });
    renderMicroAppAt(microApp, '/app/register/select?close=r2');
    expect(await dialog('Close Front Desk')).toBeInTheDocument();
  });
});
