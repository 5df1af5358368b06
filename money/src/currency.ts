// A currency's minor units: how an integer amount (what every column and field holds) reads in the
// currency's major units. Intl knows each ISO 4217 code's digits: USD 2, JPY 0, BHD 3.

const digitsOf = new Map<string, number>();

/** How many minor units a currency's major unit has, as a power of ten (USD: 2 → 100; JPY: 0 → 1). */
export function minorDigits(currency: string): number {
  // asked for every amount written: Intl is asked once per currency (making a formatter costs ~0.1 ms)
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsOf.set(currency, digits);
  }
  return digits;
}

/**
 * Minor units as the currency's major units: 1250 USD → 12.5. One division of an integer by a power
 * of ten, so the nearest double prints as the exact decimal; for a formatter or a CSV, never for
 * arithmetic on amounts.
 */
export function majorUnits(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}
