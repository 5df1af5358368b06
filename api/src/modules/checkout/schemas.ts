import { Type, type Static } from '@sinclair/typebox';
import { Amount, MinorUnits } from '../../http/money';
import { CartInput, Invoice } from '../invoices/schemas';
import { MAX_TENDERS, TenderInput, Transaction } from '../payments/schemas';

// Issue 10: completing a checkout. One call, one database transaction: the paid invoice, its
// payments and their transactions, the drawer's cash, the deposits applied, the visit.

/** POST /api/checkout (Idempotency-Key): a cart and how it is paid. */
export const CheckoutInput = Type.Composite([
  CartInput,
  Type.Object({
    /** from the contact's held deposits, oldest first */
    applyDepositsMinor: Type.Optional(MinorUnits()),
    /** they add up to the total less the deposits applied */
    tenders: Type.Array(TenderInput, { maxItems: MAX_TENDERS }),
  }),
]);
export type CheckoutInput = Static<typeof CheckoutInput>;

/** What a completed checkout answers: the paid invoice, its transactions, the change to hand back. */
export const Sale = Type.Object({
  invoice: Invoice,
  transactions: Type.Array(Transaction),
  changeMinor: Amount,
});
export type Sale = Static<typeof Sale>;
