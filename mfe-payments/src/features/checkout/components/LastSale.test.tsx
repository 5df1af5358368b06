import { rememberedAttempt, settingsStore, type CheckoutAttempt, type RegisterList, type Sale } from '@frontdesk/shared';
import { aPage, json, renderMicroAppAt, serveApi, unreachable } from '@frontdesk/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anItem } from '../../../common/testing';
import { microApp } from '../../../microApp';
import { SALE_ATTEMPT } from '../api';

// A till reloaded while "Complete sale" was on its way (issue 33 §5): the page asks what became of
// the sale it sent, by its Idempotency-Key kept in the tab, and tells the cashier.

const KEY = '5c0f3e7a-2b1d-4c8e-9f6a-0d3b2a1c9e8f';
const SENT_AT = Date.parse('2026-11-27T14:41:00.000Z');
const registers: RegisterList = { currency: 'USD', items: [] };
const sale = {
  invoice: { id: 'inv9', number: 77, status: 'paid', currency: 'USD', totalMinor: 8_205, lines: [] },
  transactions: [{ id: 'tx9' }],
  changeMinor: 0,
} as unknown as Sale;

const remember = () => sessionStorage.setItem(`frontdesk.attempt.${SALE_ATTEMPT}`, JSON.stringify({ key: KEY, sentAt: SENT_AT }));
const serve = (attempt: Response | (() => Response | Promise<Response>)) =>
  serveApi({
    'GET /api/catalogue-items': json(aPage([anItem({ id: 'i-detail' })], { currency: 'USD' })),
    'GET /api/registers': json(registers),
    [`GET /api/checkout/attempts/${KEY}`]: attempt,
  });

beforeAll(() => import('./CheckoutPage'));
afterEach(() => {
  sessionStorage.clear();
  settingsStore.update({ language: 'en' });
});

describe('the sale sent before the page reloaded', () => {
  it('shows a completed sale’s end (its invoice, its receipt, New sale), and forgets it on New sale', async () => {
    remember();
    serve(json({ state: 'completed', sale } satisfies CheckoutAttempt));
    renderMicroAppAt(microApp, '/app/checkout');
    expect(await screen.findByText('Sale complete')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^The sale you sent at .+ was completed before the page reloaded\.$/);
    expect(screen.getByText('Invoice #77 · $82.05')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Receipt/ })).toHaveAttribute('href', '/app/receipt/tx9');
    await userEvent.setup().click(screen.getByRole('button', { name: 'New sale' }));
    expect(await screen.findByText('The cart is empty: search for an item to add it.')).toBeInTheDocument();
    expect(rememberedAttempt(SALE_ATTEMPT)).toBeNull();
  });

  it.each([
    ['not_completed', 'did not go through before the page reloaded. Nothing was charged: ring it up again.'],
    ['declined', 'was not completed: the card was declined. Nothing was charged.'],
  ] as const)('says a sale that is %s was not completed, above an empty cart, until dismissed', async (state, words) => {
    remember();
    serve(json({ state, sale: null } satisfies CheckoutAttempt));
    renderMicroAppAt(microApp, '/app/checkout');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words);
    expect(screen.getByText('The cart is empty: search for an item to add it.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(rememberedAttempt(SALE_ATTEMPT)).toBeNull();
  });

  it('says when it could not find out, and sends the cashier to Transactions', async () => {
    remember();
    serve(unreachable);
    renderMicroAppAt(microApp, '/app/checkout');
    expect(await screen.findByRole('alert', {}, { timeout: 4_000 })).toHaveTextContent('Look for it in Transactions before ringing it up again.');
  });

  it('remembers a sale while it is on its way, and forgets it once its answer comes', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = serveApi({
      'GET /api/catalogue-items': json(aPage([anItem({ id: 'i-detail' })], { currency: 'USD' })),
      'GET /api/registers': json(registers),
      'POST /api/checkout': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderMicroAppAt(microApp, '/app/checkout');
    const search = await screen.findByRole('combobox', { name: 'Add an item' });
    await user.click(search);
    await user.paste('full');
    await screen.findByRole('option', { name: /Full detail/ });
    fireEvent.keyDown(search, { key: 'Enter', keyCode: 13, which: 13 });
    await screen.findByRole('textbox', { name: 'Quantity of Full detail' });
    await user.click(screen.getByRole('button', { name: 'Card' }));
    await user.click(screen.getByRole('textbox', { name: 'Card number' }));
    await user.paste('4242 4242 4242 4242');
    await user.click(screen.getByRole('textbox', { name: 'Expiry' }));
    await user.paste('12/30');
    await user.click(screen.getByRole('textbox', { name: 'CVC' }));
    await user.paste('123');
    await user.click(screen.getByRole('button', { name: /^Complete sale/ }));
    await waitFor(() => expect(api.callsTo('POST /api/checkout')).toHaveLength(1));
    const [call] = api.callsTo('POST /api/checkout');
    expect(rememberedAttempt(SALE_ATTEMPT)?.key).toBe(call?.headers['idempotency-key']);
    answer(json(sale, 201));
    expect(await screen.findByText('Sale complete')).toBeInTheDocument();
    expect(rememberedAttempt(SALE_ATTEMPT)).toBeNull();
  });
});
