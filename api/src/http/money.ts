import { ADJUSTMENT_KINDS, ADJUSTMENT_MAX, MAX_AMOUNT_MINOR, majorUnits, type AdjustmentKind } from '@frontdesk/money';
import { Type } from '@sinclair/typebox';

// Money in requests and answers: integer minor units of the business's currency (issue 10), never
// a float. One schema per kind of figure, used by every money module.

/** An amount a request may carry (a price, a payment, a float): 0 up to the largest amount (@frontdesk/money). */
export const MinorUnits = (description?: string) => Type.Integer({ minimum: 0, maximum: MAX_AMOUNT_MINOR, ...(description ? { description } : {}) });

/** A positive amount (a payment, a refund, a cash movement). */
export const PositiveMinorUnits = (description?: string) => Type.Integer({ minimum: 1, maximum: MAX_AMOUNT_MINOR, ...(description ? { description } : {}) });

/** An amount as answered (sums may be negative: over/short, refunds, a drawer's net). */
export const Amount = Type.Integer();

/** ISO 4217 code of the business's currency. */
export const Currency = Type.String({ pattern: '^[A-Z]{3}$' });

const adjustmentOf = (kind: AdjustmentKind) =>
  Type.Object({ kind: Type.Literal(kind), value: Type.Integer({ minimum: 0, maximum: ADJUSTMENT_MAX[kind] }) }, { additionalProperties: false });

/** A discount or tip as entered: an amount (minor units) or a percent (basis points: 1250 = 12.5 %); @frontdesk/money's Adjustment. */
export const Adjustment = Type.Union(ADJUSTMENT_KINDS.map(adjustmentOf));

/** Minor units as a reader sees them, in English (PDFs and mail: the business's language is not stored): 123456 USD → "$1,234.56". */
export function moneyText(minor: number, currency: string) {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(majorUnits(minor, currency));
}
