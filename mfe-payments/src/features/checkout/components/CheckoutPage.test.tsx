import { settingsStore, type CatalogueItem } from '@frontdesk/shared';
import { aPage, json, problem, renderMicroAppAt, serveApi, unreachable, type ApiCall } from '@frontdesk/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { microApp } from '../../../microApp';
import { detail, registers, serve, checkoutTestFrame } from '../testing';

const { user, fill, addItem, ringUpDetail } = checkoutTestFrame();

describe('CheckoutPage', () => {
  it('rings up an item from the keyboard and totals it with its tax, as the API prices it', async () => {
    serve();
    await ringUpDetail();
    expect(screen.getByRole('combobox', { name: 'Add an item' })).toHaveValue('');
    // $189.00 + 8.25 % tax ($15.59) = $204.59
    expect(screen.getByRole('button', { name: 'Complete sale · $204.59' })).toBeDisabled();
    expect(screen.getByText('Ringing on Front Desk (open).')).toBeInTheDocument();
  });
  it('adds what was typed when Enter comes before its matches arrive, never an item of an earlier search', async () => {
    const nail: CatalogueItem = { ...detail, id: 'i-nail', name: 'Nail trim', priceMinor: 1_500, taxRateBp: 0, taxRateId: null };
    serveApi({
      'GET /api/catalogue-items': (call: ApiCall) => json(aPage(call.query.q === 'full' ? [detail] : [nail, detail], { currency: 'USD', total: 2 })),
      'GET /api/registers': json(registers),
    });
    renderMicroAppAt(microApp, '/app/checkout');
    const search = await screen.findByRole('combobox', { name: 'Add an item' });
    // the empty search's matches (Nail trim first) are on screen when the cashier types and hits Enter at once
    await user.click(search);
    await screen.findByRole('option', { name: /Nail trim/ });
    await user.paste('full');
    fireEvent.keyDown(search, { key: 'Enter', keyCode: 13, which: 13 });
    expect(await screen.findByRole('textbox', { name: 'Quantity of Full detail' })).toHaveValue('1');
    expect(screen.queryByRole('textbox', { name: 'Quantity of Nail trim' })).not.toBeInTheDocument();
  });
  it('takes cash with change and shows the change due once the sale is complete', async () => {
    const api = serve();
    await ringUpDetail();
    await user.click(screen.getByRole('button', { name: 'Cash' }));
    await fill('Cash received', '250');
    expect(screen.getByText('Change due: $45.41')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete sale · $204.59' }));
    expect(await screen.findByText('Sale complete')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Change due: $45.41');
    const [call] = api.callsTo('POST /api/checkout');
    expect(call?.body).toMatchObject({
      registerId: 'r1',
      lines: [{ itemId: 'i-detail', quantity: 1 }],
      tenders: [{ tender: 'cash', amountMinor: 20_459, tenderedMinor: 25_000 }],
    });
    expect(call?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await user.click(screen.getByRole('button', { name: 'New sale' }));
    expect(await screen.findByText('The cart is empty: search for an item to add it.')).toBeInTheDocument();
  });
  it('splits a sale over card and cash', async () => {
    const api = serve();
    await ringUpDetail();
    await user.click(screen.getByRole('button', { name: 'Card' }));
    await fill('Amount paid by Card', '100');
    await fill('Card number', '4242 4242 4242 4242');
    await fill('Expiry', '12/30');
    await fill('CVC', '123');
    expect(screen.getByText('Left to pay: $104.59')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cash' }));
    await user.click(screen.getByRole('button', { name: 'Complete sale · $204.59' }));
    await screen.findByText('Sale complete');
    expect(api.callsTo('POST /api/checkout')[0]?.body).toMatchObject({
      tenders: [
        { tender: 'card', amountMinor: 10_000, card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' } },
        { tender: 'cash', amountMinor: 10_459 },
      ],
    });
  });
  it('retries with the same Idempotency-Key after a lost answer, and shows a decline under its card', async () => {
    let calls = 0;
    const api = serve(() => {
      calls += 1;
      if (calls === 1) return unreachable();
      return problem(402, 'card_declined', { errors: { 'tenders.0': { code: 'invalid_value', message: 'The card was declined' } } });
    });
    await ringUpDetail();
    await user.click(screen.getByRole('button', { name: 'Card' }));
    await fill('Card number', '4000000000000002');
    await fill('Expiry', '12/30');
    await fill('CVC', '123');
    const complete = screen.getByRole('button', { name: 'Complete sale · $204.59' });
    await user.click(complete);
    expect(await screen.findByRole('alert')).toHaveTextContent('Frontdesk could not be reached. Check your connection and try again.');
    await user.click(complete);
    expect((await screen.findAllByText('The card was declined. Try another card or another way to pay.')).length).toBeGreaterThan(0);
    const keys = api.callsTo('POST /api/checkout').map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
  it('refuses a quantity whose line passes the largest amount one sale holds: said on the line, nothing sent', async () => {
    const wrap: CatalogueItem = { ...detail, id: 'i-wrap', name: 'Fleet wrap', priceMinor: 100_000_000, taxRateBp: 0, taxRateId: null };
    const api = serveApi({
      'GET /api/catalogue-items': json(aPage([wrap], { currency: 'USD' })),
      'GET /api/registers': json(registers),
    });
    renderMicroAppAt(microApp, '/app/checkout');
    const quantity = await addItem('wrap', 'Fleet wrap');
    // 11 × $1,000,000.00: past $10,000,000.00
    await user.clear(quantity);
    await user.type(quantity, '11');
    fireEvent.blur(quantity);
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription('This line comes to more than $10,000,000.00, the most one sale may hold: lower its quantity.');
    expect(screen.getByRole('button', { name: /^Complete sale/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bill to pay later (invoice)' })).toBeDisabled();
    expect(api.callsTo('POST /api/invoices')).toHaveLength(0);
  });
  it('shows the API’s refusal of a line on that line', async () => {
    const nail: CatalogueItem = { ...detail, id: 'i-nail', name: 'Nail trim', priceMinor: 1_500, taxRateBp: 0, taxRateId: null };
    serveApi({
      'GET /api/catalogue-items': (call: ApiCall) => json(aPage(call.query.q === 'nail' ? [nail] : [detail], { currency: 'USD' })),
      'GET /api/registers': json(registers),
      'POST /api/invoices': problem(400, 'validation_failed', {
        errors: { 'lines.1.quantity': { code: 'too_large', message: 'Not enough of this item in stock', params: { limit: 3 } } },
      }),
    });
    await ringUpDetail();
    await addItem('nail', 'Nail trim');
    await user.click(screen.getByRole('button', { name: 'Bill to pay later (invoice)' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Quantity of Nail trim' })).toHaveAccessibleDescription('At most 3'));
    expect(screen.getByRole('textbox', { name: 'Quantity of Full detail' })).not.toHaveAccessibleDescription();
  });
  it('offers cash only on an open register', async () => {
    settingsStore.update({ register: '' });
    serve();
    await ringUpDetail();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cash' })).toBeDisabled());
    expect(screen.getByText('No register is chosen for this device: card and check only.')).toBeInTheDocument();
  });
});
