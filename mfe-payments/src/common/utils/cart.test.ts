import fc from 'fast-check';
import { cartReducer, cartTotals, changeDue, emptyCart, tenderBalance, toCheckoutInput, toInvoiceInput, type Cart, type CartItem } from './cart';

const adjustment = fc.option(
  fc.oneof(
    fc.record({ kind: fc.constant('amount' as const), value: fc.integer({ min: 0, max: 50_000 }) }),
    fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 10_000 }) }),
  ),
  { nil: null },
);
const item = fc.record({
  id: fc.uuid(),
  name: fc.constant('Item'),
  kind: fc.constant('service' as const),
  sku: fc.constant(''),
  priceMinor: fc.integer({ min: 0, max: 100_000 }),
  taxRateBp: fc.integer({ min: 0, max: 2_500 }),
  variants: fc.constant<CartItem['variants']>([]),
});
const cart = fc.record({
  bookingId: fc.constant(null),
  lines: fc.array(
    fc.record({
      key: fc.uuid(),
      item,
      variantId: fc.constant(null),
      quantity: fc.integer({ min: 1, max: 20 }),
      discount: adjustment,
      staffId: fc.constant(null),
    }),
    { minLength: 1, maxLength: 8 },
  ),
  contact: fc.constant(null),
  orderDiscount: adjustment,
  tip: adjustment,
  tenders: fc.constant<Cart['tenders']>([]),
  depositsMinor: fc.constant(0),
});

describe('checkout totals (property tests over random carts)', () => {
  it('total = Σ lines − discounts + tax + tip, and each line is its gross less its discounts plus its tax', () => {
    fc.assert(
      fc.property(cart, (c) => {
        const totals = cartTotals(c);
        const gross = c.lines.reduce((sum, l) => sum + l.quantity * l.item.priceMinor, 0);
        expect(totals.subtotalMinor).toBe(gross);
        expect(totals.totalMinor).toBe(totals.subtotalMinor - totals.discountMinor + totals.taxMinor + totals.tipMinor);
        expect(totals.lines.reduce((sum, l) => sum + l.totalMinor, 0)).toBe(totals.totalMinor - totals.tipMinor);
        for (const line of totals.lines) {
          expect(line.discountMinor + line.orderDiscountMinor).toBeLessThanOrEqual(line.grossMinor);
          expect(line.totalMinor).toBe(line.grossMinor - line.discountMinor - line.orderDiscountMinor + line.taxMinor);
          expect(Number.isInteger(line.taxMinor) && line.taxMinor >= 0).toBe(true);
        }
        expect(totals.discountMinor).toBeLessThanOrEqual(totals.subtotalMinor);
      }),
      { numRuns: 300 },
    );
  });

  it('tenders that cover the total leave nothing to pay, and cash change is what was handed over beyond its amount', () => {
    fc.assert(
      fc.property(cart, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 50_000 }), (c, cardShare, extra) => {
        const total = cartTotals(c).totalMinor;
        const card = Math.floor((total * cardShare) / 100);
        let state: Cart = c;
        if (card > 0) state = cartReducer(state, { type: 'addTender', kind: 'card', amountMinor: card });
        const cash = tenderBalance(state, total).remaining;
        if (cash > 0) {
          state = cartReducer(state, { type: 'addTender', kind: 'cash', amountMinor: cash });
          const cashTender = state.tenders.at(-1)!;
          state = cartReducer(state, { type: 'tender', key: cashTender.key, change: { tenderedMinor: cash + extra } });
        }
        expect(tenderBalance(state, total)).toEqual({ paying: total, remaining: 0, overMinor: 0 });
        expect(changeDue(state)).toBe(cash > 0 ? extra : 0);
        const body = toCheckoutInput(state, null);
        expect(body.tenders.reduce((sum, t) => sum + t.amountMinor, 0)).toBe(total);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the cart', () => {
  const shampoo: CartItem = {
    id: 'i1',
    name: 'Shampoo',
    kind: 'product',
    sku: 'SH',
    priceMinor: 1_200,
    taxRateBp: 0,
    variants: [{ id: 'v1', name: 'Large', sku: 'SH-L', priceMinor: 2_000 }],
  };

  it('adds the same item twice as one line of two, and a variant as a line of its own at its price', () => {
    let c = cartReducer(emptyCart, { type: 'add', item: shampoo });
    c = cartReducer(c, { type: 'add', item: shampoo });
    c = cartReducer(c, { type: 'add', item: shampoo, variantId: 'v1' });
    expect(c.lines.map((l) => [l.variantId, l.quantity])).toEqual([
      [null, 2],
      ['v1', 1],
    ]);
    expect(cartTotals(c).subtotalMinor).toBe(2 * 1_200 + 2_000);
  });
});

describe("a booking's bill", () => {
  const haircut: CartItem = { id: 'i-cut', name: 'Haircut', kind: 'service', sku: '', priceMinor: 3_500, taxRateBp: 0, variants: [] };
  const bill = (heldDepositsMinor: number) =>
    cartReducer(emptyCart, {
      type: 'bill',
      bill: {
        bookingId: 'b1',
        contact: { id: 'c1', name: 'Maria Lopez' },
        lines: [
          { item: haircut, staffId: 's1' },
          { item: haircut, staffId: 's1' },
        ],
        heldDepositsMinor,
      },
    });

  it("starts the cart with one line per service, each by the booking's staff member, and names the booking in both calls", () => {
    const c = bill(0);
    expect(c.lines.map((l) => [l.item.id, l.quantity])).toEqual([
      ['i-cut', 1],
      ['i-cut', 1],
    ]);
    expect(toCheckoutInput(c, null)).toMatchObject({
      contactId: 'c1',
      bookingId: 'b1',
      lines: [
        { itemId: 'i-cut', quantity: 1, staffId: 's1' },
        { itemId: 'i-cut', quantity: 1, staffId: 's1' },
      ],
    });
    expect(toInvoiceInput(c, null)).toMatchObject({ contactId: 'c1', bookingId: 'b1' });
  });

  it('pays from the held deposits up to the total, never more', () => {
    expect(bill(2_000).depositsMinor).toBe(2_000);
    expect(bill(10_000).depositsMinor).toBe(7_000);
  });

  it('names no booking and no staff member in a sale of its own', () => {
    const body = toCheckoutInput(cartReducer(emptyCart, { type: 'add', item: haircut }), null);
    expect(body).not.toHaveProperty('bookingId');
    expect(body.lines[0]).not.toHaveProperty('staffId');
  });
});
