import { ADJUSTMENT_MAX, MAX_AMOUNT_MINOR, allocate, changeFor, pastTheCap, percentOf, priceCart } from './pricing';

describe('percentOf', () => {
  it('rounds half up: 8.25 % of $10.10 is 83.325 cents, charged 83', () => {
    expect(percentOf(1_010, 825)).toBe(83);
    expect(percentOf(1_000, 825)).toBe(83); // 82.5 → 83
    expect(percentOf(999, 825)).toBe(82); // 82.4175 → 82
  });

  it('stays exact past the doubles: the largest amount at 99.99 %', () => {
    expect(percentOf(MAX_AMOUNT_MINOR * 3, 9_999)).toBe(2_999_700_000);
  });
});

describe('allocate', () => {
  it('shares an amount in proportion, the units left going to the largest remainders', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3, 7])).toEqual([3, 7]);
    expect(allocate(5, [1, 2, 2])).toEqual([1, 2, 2]);
  });

  it('gives nothing when there is nothing to share or nothing to share it over', () => {
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
  });
});

describe('priceCart', () => {
  const line = (unitPriceMinor: number, quantity = 1, taxRateBp = 0) => ({ unitPriceMinor, quantity, taxRateBp });

  it("takes a line's discount first, shares the order's over the lines, taxes what is left and tips on the sale before tax", () => {
    const totals = priceCart({
      lines: [{ ...line(1_000, 2, 1_000), discount: { kind: 'amount', value: 500 } }, line(500, 1, 0)],
      orderDiscount: { kind: 'percent', value: 1_000 },
      tip: { kind: 'percent', value: 2_000 },
    });
    // line 1: 2,000 − 500 = 1,500; line 2: 500; the order's 10 % of 2,000 = 200, shared 150 / 50
    expect(totals.lines).toEqual([
      { grossMinor: 2_000, discountMinor: 500, orderDiscountMinor: 150, taxMinor: 135, totalMinor: 1_485 },
      { grossMinor: 500, discountMinor: 0, orderDiscountMinor: 50, taxMinor: 0, totalMinor: 450 },
    ]);
    expect(totals).toMatchObject({ subtotalMinor: 2_500, discountMinor: 700, taxMinor: 135, tipMinor: 360, totalMinor: 2_295 });
  });

  it('never discounts a line below nothing', () => {
    const totals = priceCart({ lines: [{ ...line(300), discount: { kind: 'amount', value: 1_000 } }] });
    expect(totals.lines[0]).toMatchObject({ discountMinor: 300, totalMinor: 0 });
  });
});

describe('pastTheCap', () => {
  it('names a line whose quantity times its price passes the largest amount, whatever its discount', () => {
    const totals = priceCart({
      lines: [{ unitPriceMinor: MAX_AMOUNT_MINOR, quantity: 3, taxRateBp: 0, discount: { kind: 'percent', value: ADJUSTMENT_MAX.percent - 1 } }],
    });
    expect(pastTheCap(totals)).toEqual({ lines: [0], sale: true });
  });

  it('is null for a sale inside the largest amount', () => {
    expect(pastTheCap(priceCart({ lines: [{ unitPriceMinor: MAX_AMOUNT_MINOR, quantity: 1, taxRateBp: 0 }] }))).toBeNull();
  });
});

describe('changeFor', () => {
  it('is what was handed over beyond the amount due, or null when it does not cover it', () => {
    expect(changeFor(2_000, 1_350)).toBe(650);
    expect(changeFor(1_350, 1_350)).toBe(0);
    expect(changeFor(1_000, 1_350)).toBeNull();
  });
});
