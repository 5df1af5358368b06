import { settingsStore, type RegisterList, type Sale } from '@frontdesk/shared';
import { aPage, json, renderMicroAppAt, serveApi, type ApiCall } from '@frontdesk/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { anItem } from '../../common/testing';
import { microApp } from '../../microApp';

// What the checkout's tests share: the catalogue and the register they ring on, the API's answer to
// a sale, and the cashier's moves (fill a field, add an item).

/** Full detail: $189.00, 8.25 % tax ($204.59 with it). */
export const detail = anItem({ id: 'i-detail' });

/** One register, open: cash is taken. */
export const registers: RegisterList = {
  currency: 'USD',
  items: [
    {
      id: 'r1',
      name: 'Front Desk',
      state: 'open',
      session: { id: 's1', openedAt: '2026-11-23T09:00:00.000Z', openedBy: 'Dana Demo', openingFloatMinor: 10_000, expectedCashMinor: 10_000 },
      lastClosedAt: null,
    },
  ],
};

/** The API's sale for a checkout call: its change from the cash sent. */
export function saleFor(call: ApiCall): Sale {
  const body = call.body as { tenders: { tender: string; amountMinor: number; tenderedMinor?: number }[] };
  const cash = body.tenders.find((t) => t.tender === 'cash');
  const change = cash ? (cash.tenderedMinor ?? 0) - cash.amountMinor : 0;
  return {
    invoice: { id: 'inv1', number: 42, status: 'paid', currency: 'USD', totalMinor: 20_459, lines: [] } as unknown as Sale['invoice'],
    transactions: [{ id: 'tx1' } as Sale['transactions'][number]],
    changeMinor: change,
  };
}

/** The catalogue (Full detail), the registers and the checkout call (a sale by default). */
export function serve(checkout: (call: ApiCall) => Response | Promise<Response> = (call) => json(saleFor(call), 201)) {
  return serveApi({
    'GET /api/catalogue-items': json(aPage([detail], { currency: 'USD' })),
    'GET /api/registers': json(registers),
    'POST /api/checkout': checkout,
  });
}

/** The cashier's moves, with the test's user-event. */
export function cashierMoves(userOf: () => UserEvent) {
  /** Types a field's whole text at once (as a paste): each key would re-render the page. */
  async function fill(name: string, text: string) {
    const user = userOf();
    const field = screen.getByRole('textbox', { name });
    await user.clear(field);
    await user.click(field);
    await user.paste(text);
  }

  /** Adds an item as the cashier does (type, see it offered, Enter): its quantity field. */
  async function addItem(query: string, name: string) {
    const user = userOf();
    const search = await screen.findByRole('combobox', { name: 'Add an item' });
    await user.click(search);
    await user.paste(query);
    await screen.findByRole('option', { name: new RegExp(name) });
    // rc-select reads the key's code, which user-event leaves out: the key as a browser sends it
    fireEvent.keyDown(search, { key: 'Enter', keyCode: 13, which: 13 });
    return screen.findByRole('textbox', { name: `Quantity of ${name}` });
  }

  /** The checkout with Full detail in the cart. */
  async function ringUpDetail() {
    renderMicroAppAt(microApp, '/app/checkout');
    expect(await addItem('full', 'Full detail')).toHaveValue('1');
  }

  return { fill, addItem, ringUpDetail };
}

/**
 * A checkout test file's frame: the page's lazy chunk loaded once (before the first test's render
 * waits for it), the register r1 chosen and a fresh user-event for each test, mocks restored after;
 * `user` is the running test's user-event, and the cashier's moves use it.
 */
export function checkoutTestFrame() {
  let current: UserEvent;
  beforeAll(() => import('./components/CheckoutPage'));
  beforeEach(() => {
    current = userEvent.setup();
    settingsStore.update({ register: 'r1' });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    settingsStore.update({ register: '' });
  });
  const user = new Proxy({} as UserEvent, {
    get: (_target, key) => {
      const value: unknown = Reflect.get(current, key);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
  return { user, ...cashierMoves(() => current) };
}
