import { aPage, json, renderMicroAppAt, serveApi } from '@frontdesk/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { microApp } from '../../../microApp';
import { detail, registers, serve, checkoutTestFrame } from '../testing';

// Issue 33 §6: focus moves as a cashier expects, and a whole sale is done from the keyboard.

const { user, fill, ringUpDetail } = checkoutTestFrame();

describe('CheckoutPage by keyboard', () => {
  it('opens a line’s discount from its “Add” button, takes it, and gives focus back to the button on Enter or Escape', async () => {
    serve();
    await ringUpDetail();
    const add = screen.getByRole('button', { name: 'Add: discount on Full detail' });
    await user.click(add);
    const percent = await screen.findByRole('textbox', { name: 'Discount on Full detail in percent' });
    await waitFor(() => expect(percent).toHaveFocus());
    await user.paste('10');
    await user.keyboard('{Enter}');
    // $189.00 less 10 % = $170.10, + 8.25 % tax ($14.03) = $184.13
    const applied = await screen.findByRole('button', { name: '−$18.90: discount on Full detail' });
    await waitFor(() => expect(applied).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Complete sale · $184.13' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await screen.findByRole('textbox', { name: 'Discount on Full detail in percent' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: '−$18.90: discount on Full detail' })).toHaveFocus());
  });
  it('takes an other (custom) tip as an amount unless switched to a percent: “5” is $5.00', async () => {
    serve();
    await ringUpDetail();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await fill('Custom tip as an amount', '5');
    expect(screen.getByText('$5.00')).toBeInTheDocument();
    // $204.59 + $5.00
    expect(screen.getByRole('button', { name: 'Complete sale · $209.59' })).toBeInTheDocument();
  });
  it('moves focus to the item search once a customer is picked, and back to the customer search when taken off', async () => {
    const ann = { id: 'c-ann', full_name: 'Ann Lee', email: 'ann@example.com', phone: '5551234567', image_32x32: '' };
    serveApi({
      'GET /api/catalogue-items': json(aPage([detail], { currency: 'USD' })),
      'GET /api/registers': json(registers),
      'POST /contact/search': json({ data: { results: [{ data: ann }] } }),
      'GET /api/deposit-ledgers/c-ann': json({ currency: 'USD', balanceMinor: 0, deposits: [], movements: [] }),
    });
    renderMicroAppAt(microApp, '/app/checkout');
    const customer = await screen.findByRole('combobox', { name: 'Customer' });
    await user.click(customer);
    await user.paste('ann');
    await screen.findByRole('option', { name: /Ann Lee/ });
    fireEvent.keyDown(customer, { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Add an item' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Remove Ann Lee from this sale' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveFocus());
  });
  it('completes a whole sale from the keyboard alone: search, Enter, Tab to the tender, type, Enter', async () => {
    const api = serve();
    renderMicroAppAt(microApp, '/app/checkout');
    const search = await screen.findByRole('combobox', { name: 'Add an item' });
    await waitFor(() => expect(search).toHaveFocus());
    await user.keyboard('full');
    await screen.findByRole('option', { name: /Full detail/ });
    fireEvent.keyDown(search, { key: 'Enter', keyCode: 13, which: 13 });
    await screen.findByRole('textbox', { name: 'Quantity of Full detail' });
    // Tab on to the cash tender's button (each stop on the way is a control of the sale)
    const cash = screen.getByRole('button', { name: 'Cash' });
    for (let stops = 0; stops < 30 && document.activeElement !== cash; stops += 1) await user.tab();
    expect(cash).toHaveFocus();
    await user.keyboard('{Enter}');
    const received = await screen.findByRole('textbox', { name: 'Cash received' });
    await waitFor(() => expect(received).toHaveFocus());
    await user.keyboard('{Control>}a{/Control}250{Enter}');
    expect(await screen.findByText('Sale complete')).toBeInTheDocument();
    expect(api.callsTo('POST /api/checkout')[0]?.body).toMatchObject({ tenders: [{ tender: 'cash', amountMinor: 20_459, tenderedMinor: 25_000 }] });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Add an item' })).toHaveFocus());
  });
});
