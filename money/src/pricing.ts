// The arithmetic of a sale, in integer minor units: one function, run by the API when it records a
// sale and by the checkout screen as the cashier builds the cart (both import @frontdesk/money), so
// the screen's total is the total charged. No floating point touches an amount: products of
// amounts and rates are BigInt, rounded half up.

export type LineInput = {
  quantity: number;
  unitPriceMinor: number;
  /** basis points: 825 = 8.25 % */
  taxRateBp: number;
  discount?: Adjustment | null | undefined;
};

export type CartInput = {
  lines: readonly LineInput[];
  orderDiscount?: Adjustment | null | undefined;
  /** on what the customer pays before tax (after discounts) */
  tip?: Adjustment | null | undefined;
};

export type PricedLine = {
  /** quantity × unit price */
  grossMinor: number;
  /** the line's own discount */
  discountMinor: number;
  /** the line's share of the order's discount */
  orderDiscountMinor: number;
  /** on the gross less both discounts */
  taxMinor: number;
  totalMinor: number;
};

export type Totals = {
  lines: PricedLine[];
  subtotalMinor: number;
  /** every discount: the lines' own and the order's */
  discountMinor: number;
  taxMinor: number;
  tipMinor: number;
  /** subtotal − discount + tax + tip */
  totalMinor: number;
};

/**
 * The largest amount the product takes or keeps in one figure: a price, a payment, a cash movement,
 * a line, a sale's subtotal and total, a session's cash ins ($10,000,000.00 in a two-decimal
 * currency). No service business rings up more at once; and two such figures still add up inside
 * PostgreSQL's integer (2,147,483,647), so a sum of two is refused by a rule, never by the database.
 * The API's schemas (api/src/http/money.ts), the pricing below and the browser's money field read it here.
 */
export const MAX_AMOUNT_MINOR = 1_000_000_000;
/** The most of one thing a sale's line holds. */
export const MAX_LINE_QUANTITY = 10_000;
/** 100 % in basis points (825 = 8.25 %). */
export const BASIS_POINTS = 10_000;

/** How a discount or a tip is given: an amount in minor units, or a percent in basis points. */
export const ADJUSTMENT_KINDS = ['amount', 'percent'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];
/** The largest value of each kind: an amount up to the largest amount, a percent up to 100 %. */
export const ADJUSTMENT_MAX: Readonly<Record<AdjustmentKind, number>> = { amount: MAX_AMOUNT_MINOR, percent: BASIS_POINTS };

/** A discount or a tip as entered: an amount in minor units, or a percent in basis points (1250 = 12.5 %). */
export type Adjustment = { kind: AdjustmentKind; value: number };

/** `amount` × `bp` / 10,000, rounded half up (amounts and rates are never negative). */
export function percentOf(amount: number, bp: number): number {
  return Number((BigInt(amount) * BigInt(bp) * 2n + BigInt(BASIS_POINTS)) / BigInt(2 * BASIS_POINTS));
}

/** What an adjustment takes off (or adds to) `base`: never more than the base for a discount. */
function adjustmentOf(base: number, adjustment: Adjustment | null | undefined, capped: boolean): number {
  if (!adjustment || base <= 0) return 0;
  const raw = adjustment.kind === 'percent' ? percentOf(base, adjustment.value) : adjustment.value;
  return capped ? Math.min(raw, base) : raw;
}

/**
 * Splits `amount` over `weights` in proportion, in whole minor units that add up to `amount`
 * exactly: each takes the floor of its share, and the units left go to the largest remainders
 * (the earlier line on a tie).
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  const big = BigInt(amount);
  const whole = BigInt(total);
  const shares = weights.map((w) => {
    const exact = big * BigInt(w);
    return { floor: Number(exact / whole), remainder: exact % whole };
  });
  let left = amount - shares.reduce((sum, s) => sum + s.floor, 0);
  const order = shares
    .map((_, i) => i)
    .sort((a, b) => {
      const diff = shares[b]!.remainder - shares[a]!.remainder;
      return diff > 0n ? 1 : diff < 0n ? -1 : a - b;
    });
  const result = shares.map((s) => s.floor);
  for (const i of order) {
    if (left <= 0) break;
    result[i]! += 1;
    left -= 1;
  }
  return result;
}

/** Prices a cart: each line's discounts and tax, the order's discount shared over the lines, the tip. */
export function priceCart(cart: CartInput): Totals {
  const firstPass = cart.lines.map((line) => {
    const grossMinor = line.quantity * line.unitPriceMinor;
    const discountMinor = adjustmentOf(grossMinor, line.discount, true);
    return { line, grossMinor, discountMinor, net: grossMinor - discountMinor };
  });
  const netTotal = firstPass.reduce((sum, l) => sum + l.net, 0);
  const orderDiscount = adjustmentOf(netTotal, cart.orderDiscount, true);
  const shares = allocate(
    orderDiscount,
    firstPass.map((l) => l.net),
  );
  const lines = firstPass.map(({ line, grossMinor, discountMinor, net }, i): PricedLine => {
    const orderDiscountMinor = shares[i] ?? 0;
    const taxable = net - orderDiscountMinor;
    const taxMinor = percentOf(taxable, line.taxRateBp);
    return { grossMinor, discountMinor, orderDiscountMinor, taxMinor, totalMinor: taxable + taxMinor };
  });
  const subtotalMinor = lines.reduce((sum, l) => sum + l.grossMinor, 0);
  const discountMinor = lines.reduce((sum, l) => sum + l.discountMinor + l.orderDiscountMinor, 0);
  const taxMinor = lines.reduce((sum, l) => sum + l.taxMinor, 0);
  const tipMinor = adjustmentOf(subtotalMinor - discountMinor, cart.tip, false);
  return { lines, subtotalMinor, discountMinor, taxMinor, tipMinor, totalMinor: subtotalMinor - discountMinor + taxMinor + tipMinor };
}

/** What of a priced cart is past the largest amount: the lines whose own gross is, and the sale (its subtotal or its total). */
export type PastTheCap = { lines: number[]; sale: boolean };

/**
 * Where a priced cart passes MAX_AMOUNT_MINOR, or null when nowhere: a line's quantity times its
 * price (however much of it a discount takes off, it is the sale's subtotal), or the sale.
 */
export function pastTheCap(totals: Totals): PastTheCap | null {
  const lines = totals.lines.flatMap((line, i) => (line.grossMinor > MAX_AMOUNT_MINOR ? [i] : []));
  const sale = totals.subtotalMinor > MAX_AMOUNT_MINOR || totals.totalMinor > MAX_AMOUNT_MINOR;
  return lines.length || sale ? { lines, sale } : null;
}

/** Cash handed over for `dueMinor`: the change to give back, or null when it does not cover it. */
export function changeFor(tenderedMinor: number, dueMinor: number): number | null {
  return tenderedMinor >= dueMinor ? tenderedMinor - dueMinor : null;
}
