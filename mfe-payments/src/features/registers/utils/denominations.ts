import { withinLimits } from '@frontdesk/shared';
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
/** How many of one bill or coin a count may say. */
export const PIECES = { min: 0, max: 100_000, whole: true };

/** A count as typed: a number, null while empty, NaN while not a number. */
export type Counts = Record<number, number | null>;

/** Whether every count is one the helper can add up (an empty one counts none). */
export const countsFit = (counts: Counts) => Object.values(counts).every((count) => count === null || withinLimits(count, PIECES));

/** The drawer's total from its counts (only called once they fit). */
export const countedTotal = (denominations: Denomination[], counts: Counts) => denominations.reduce((sum, { minor }) => sum + minor * (counts[minor] ?? 0), 0);
