import { Type, type Static } from '@sinclair/typebox';
import { MinorUnits } from '../../http/money';
import { CartInput } from '../invoices/schemas';
import { MAX_TENDERS, TenderInput } from '../money/schemas';

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
