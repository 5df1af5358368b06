import { Type, type Static } from '@sinclair/typebox';
import { MinorUnits } from '../../http/money';
import { CartInput } from '../invoices/schemas';
import { MAX_TENDERS, TenderInput } from '../money/schemas';
import { Sale } from '../invoices/moneySchemas';
import { IdempotencyHeaders } from '../../http/idempotency';

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

/** GET /api/checkout/attempts/{key}: the Idempotency-Key a checkout was sent with. */
export const CheckoutAttemptParams = Type.Object({ key: IdempotencyHeaders.properties['idempotency-key'] });
export type CheckoutAttemptParams = Static<typeof CheckoutAttemptParams>;

/**
 * What became of a checkout sent with a key: completed (the sale), declined (nothing but the decline
 * recorded), still running, or not completed (it never came, or was refused: nothing was charged).
 */
export const CHECKOUT_ATTEMPT_STATES = ['completed', 'declined', 'in_progress', 'not_completed'] as const;
export const CheckoutAttempt = Type.Object({
  state: Type.Union(CHECKOUT_ATTEMPT_STATES.map((state) => Type.Literal(state))),
  /** the completed sale, as its call answered it; null otherwise */
  sale: Type.Union([Sale, Type.Null()]),
});
export type CheckoutAttempt = Static<typeof CheckoutAttempt>;
