import { bus } from '@frontdesk/shared';
import { aContact, json, problem, renderMicroAppAt } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';
import { atTheDesk, dialog, done, held, serveDeposits } from '../testing';

const viewDeposits = (path = '/app/deposits') => renderMicroAppAt(microApp, path);

let user: ReturnType<typeof userEvent.setup>;
let emit: jest.SpyInstance;
atTheDesk();
beforeEach(() => {
  user = userEvent.setup();
  emit = jest.spyOn(bus, 'emit');
});

/** The success toast the shell shows (through the bus). */
async function toasted(message: string) {
  await waitFor(() => expect(emit).toHaveBeenCalledWith({ type: 'notify', level: 'success', message }));
}

/** Types a field's whole text at once (as a paste). */
async function fill(field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('DepositsPage: taking, refunding and keeping deposits', () => {
  it('takes a deposit by check for a customer with one Idempotency-Key', async () => {
    const api = serveDeposits({
      'GET /api/contacts/c1': json(aContact({ id: 'c1', firstName: 'Ann', lastName: 'Archer' })),
      'POST /api/deposits': json(done({ ...held, amountMinor: 2_500, remainingMinor: 2_500 }), 201),
    });
    viewDeposits('/app/deposits?contact=c1');
    await user.click(await screen.findByRole('button', { name: 'Take deposit' }));
    const modal = await dialog('Take a deposit');
    await fill(within(modal).getByRole('textbox', { name: 'Amount' }), '25');
    await user.click(within(modal).getByText('Check'));
    await fill(within(modal).getByRole('textbox', { name: 'Check number' }), '1042');
    await user.click(within(modal).getByRole('button', { name: 'Take $25.00' }));
    await toasted('Deposit of $25.00 taken for Ann Archer');
    const [call] = api.callsTo('POST /api/deposits');
    expect(call?.body).toEqual({
      contactId: 'c1',
      amountMinor: 2_500,
      note: '',
      registerId: 'r2',
      tender: { tender: 'check', amountMinor: 2_500, checkNumber: '1042' },
    });
    expect(call?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes cash with the change due, and says why a declined card was refused', async () => {
    serveDeposits({
      'GET /api/contacts/c1': json(aContact({ id: 'c1', firstName: 'Ann', lastName: 'Archer' })),
      'POST /api/deposits': problem(402, 'card_declined', { errors: { tender: { code: 'invalid_value', message: 'The card was declined' } } }),
    });
    viewDeposits('/app/deposits?contact=c1');
    await user.click(await screen.findByRole('button', { name: 'Take deposit' }));
    const modal = await dialog('Take a deposit');
    await fill(within(modal).getByRole('textbox', { name: 'Amount' }), '25');
    await fill(within(modal).getByRole('textbox', { name: 'Cash received' }), '40');
    expect(within(modal).getByText('Change due: $15.00')).toBeInTheDocument();
    await user.click(within(modal).getByText('Card'));
    await fill(within(modal).getByRole('textbox', { name: 'Card number' }), '4000 0000 0000 0002');
    await user.click(within(modal).getByRole('button', { name: 'Take $25.00' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(/The deposit was not taken: .*declined/);
  });

  it('asks for the customer and an amount before taking a deposit', async () => {
    const api = serveDeposits();
    viewDeposits();
    await user.click(await screen.findByRole('button', { name: 'Take deposit' }));
    const modal = await dialog('Take a deposit');
    await user.click(within(modal).getByRole('button', { name: 'Take $0.00' }));
    expect(await within(modal).findByText('Choose the customer the deposit is for')).toBeInTheDocument();
    expect(within(modal).getByText('Enter an amount above zero')).toBeInTheDocument();
    expect(api.callsTo('POST /api/deposits')).toHaveLength(0);
  });

  it('refunds part of a deposit and refuses more than remains', async () => {
    const api = serveDeposits({ 'POST /api/deposits/d1/refund': json(done({ ...held, remainingMinor: 1_000 }), 201) });
    viewDeposits();
    await user.click(await screen.findByRole('button', { name: 'Refund the deposit of Ann Archer' }));
    const modal = await dialog('Refund the deposit of Ann Archer');
    const amount = within(modal).getByRole('textbox', { name: 'Amount to refund' });
    expect(amount).toHaveValue('30.00');
    await fill(amount, '31');
    await user.click(within(modal).getByRole('button', { name: 'Refund' }));
    expect(await within(modal).findByText('No more than $30.00')).toBeInTheDocument();
    await fill(amount, '20');
    await user.type(within(modal).getByRole('textbox', { name: 'Reason' }), 'Shorter visit');
    await user.click(within(modal).getByRole('button', { name: 'Refund' }));
    await toasted('$20.00 refunded to Ann Archer');
    const [call] = api.callsTo('POST /api/deposits/d1/refund');
    expect(call?.body).toEqual({ amountMinor: 2_000, reason: 'Shorter visit', registerId: 'r2' });
    expect(call?.headers['idempotency-key']).toBeTruthy();
  });

  it('keeps a deposit for a no-show once a reason is given', async () => {
    const api = serveDeposits({ 'POST /api/deposits/d1/forfeit': json({ deposit: { ...held, remainingMinor: 0, status: 'forfeited' } }) });
    viewDeposits();
    await user.click(await screen.findByRole('button', { name: 'Keep the deposit of Ann Archer' }));
    const modal = await dialog('Keep the deposit of Ann Archer');
    expect(within(modal).getByText(/keeps the \$30\.00 that remains/)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Keep $30.00' }));
    expect(await within(modal).findByText('Say why the deposit is kept')).toBeInTheDocument();
    await user.type(within(modal).getByRole('textbox', { name: 'Reason' }), 'No-show');
    await user.click(within(modal).getByRole('button', { name: 'Keep $30.00' }));
    await toasted('The deposit of Ann Archer was kept');
    expect(api.callsTo('POST /api/deposits/d1/forfeit')[0]?.body).toEqual({ reason: 'No-show' });
  });

  it('tells a refused forfeit in the user’s words (nothing left)', async () => {
    serveDeposits({ 'POST /api/deposits/d1/forfeit': problem(409, 'deposit_not_held') });
    viewDeposits();
    await user.click(await screen.findByRole('button', { name: 'Keep the deposit of Ann Archer' }));
    const modal = await dialog('Keep the deposit of Ann Archer');
    await user.type(within(modal).getByRole('textbox', { name: 'Reason' }), 'No-show');
    await user.click(within(modal).getByRole('button', { name: 'Keep $30.00' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Nothing is left of this deposit');
  });
});
