import { Type } from '@sinclair/typebox';
import { BASIS_POINTS, MAX_AMOUNT_MINOR } from '../modules/checkout/pricing';

// Money in requests and answers: integer minor units of the business's currency (issue 10), never
// a float. One schema per kind of figure, used by every money module.

/** An amount a request may carry (a price, a payment, a float): 0 up to the largest amount (checkout/pricing.ts). */
export const MinorUnits = (description?: string) =>
  Type.Integer({ minimum: 0, maximum: MAX_AMOUNT_MINOR, ...(description ? { description } : {}) });

/** A positive amount (a payment, a refund, a cash movement). */
export const PositiveMinorUnits = (description?: string) =>
  Type.Integer({ minimum: 1, maximum: MAX_AMOUNT_MINOR, ...(description ? { description } : {}) });

/** An amount as answered (sums may be negative: over/short, refunds, a drawer's net). */
export const Amount = Type.Integer();

/** ISO 4217 code of the business's currency. */
export const Currency = Type.String({ pattern: '^[A-Z]{3}$' });

/** A discount or tip as entered: an amount (minor units) or a percent (basis points: 1250 = 12.5 %). */
export const Adjustment = Type.Union([
  Type.Object({ kind: Type.Literal('amount'), value: MinorUnits() }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('percent'), value: Type.Integer({ minimum: 0, maximum: BASIS_POINTS }) }, { additionalProperties: false }),
]);

/**
 * Minor units as the currency's major units, for a CSV (a number, so a spreadsheet sums it):
 * 1250 USD → 12.5. The one conversion every export uses.
 */
export function majorUnits(minor: number, currency: string) {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  // one division of an integer by a power of ten: the nearest double prints as the exact decimal
  return minor / 10 ** digits;
}

/** Minor units as a reader sees them, in English (PDFs and mail: the business's language is not stored): 123456 USD → "$1,234.56". */
export function moneyText(minor: number, currency: string) {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(majorUnits(minor, currency));
}
