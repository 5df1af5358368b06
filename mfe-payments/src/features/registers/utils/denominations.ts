/** A bill or coin, in minor units of its currency. */
export type Denomination = { minor: number; kind: 'bill' | 'coin' };

// The cash a drawer holds, largest first, for the count helper. Only the currencies listed here
// get the helper; any other is counted as one total.
const DENOMINATIONS: Record<string, Denomination[]> = {
  USD: [
    { minor: 10_000, kind: 'bill' },
    { minor: 5_000, kind: 'bill' },
    { minor: 2_000, kind: 'bill' },
    { minor: 1_000, kind: 'bill' },
    { minor: 500, kind: 'bill' },
    { minor: 100, kind: 'bill' },
    { minor: 25, kind: 'coin' },
    { minor: 10, kind: 'coin' },
    { minor: 5, kind: 'coin' },
    { minor: 1, kind: 'coin' },
  ],
};

export const denominationsOf = (currency: string): Denomination[] => DENOMINATIONS[currency] ?? [];

/** The cash the counts add up to (integers only: counts × minor units). */
export const countedTotal = (denominations: Denomination[], counts: Record<number, number>) =>
  denominations.reduce((sum, { minor }) => sum + minor * (counts[minor] ?? 0), 0);
