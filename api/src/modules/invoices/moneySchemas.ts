import { Type, type Static } from '@sinclair/typebox';
import { Amount, MinorUnits, PositiveMinorUnits } from '../../http/money';
import { AuditEvent } from '../audit/schemas';
import { MAX_TENDERS, TenderInput, Transaction } from '../money/schemas';
import { Invoice, PaymentLink } from './schemas';

// Issue 10: the money of an invoice (its payments, refunds and history); apart from schemas.ts,
// which the payments' schemas import for the receipt.

/** GET /api/invoices/{invoiceId}: the invoice, its money and its history. */
export const InvoiceDetail = Type.Object({
  invoice: Invoice,
  /** payments, refunds and declines of the invoice, oldest first */
  transactions: Type.Array(Transaction),
  links: Type.Array(PaymentLink),
  /** its money events, oldest first (the append-only audit trail) */
  history: Type.Array(AuditEvent),
});
export type InvoiceDetail = Static<typeof InvoiceDetail>;

/** POST /api/invoices/{invoiceId}/payments (Idempotency-Key): part or all of the balance. */
export const InvoicePaymentInput = Type.Object(
  {
    registerId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
    applyDepositsMinor: Type.Optional(MinorUnits()),
    tenders: Type.Array(TenderInput, { maxItems: MAX_TENDERS }),
  },
  { additionalProperties: false },
);
export type InvoicePaymentInput = Static<typeof InvoicePaymentInput>;

/** POST /api/invoices/{invoiceId}/refunds (Idempotency-Key): what to give back of which payment. */
export const InvoiceRefundInput = Type.Object(
  {
    refunds: Type.Array(Type.Object({ transactionId: Type.String({ format: 'uuid' }), amountMinor: PositiveMinorUnits() }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: MAX_TENDERS + 1,
    }),
    /** cash is given back from this register's open drawer */
    registerId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type InvoiceRefundInput = Static<typeof InvoiceRefundInput>;

/** What taking money for an invoice answers (a checkout, a payment, a refund): the invoice, its transactions, the change to hand back. */
export const Sale = Type.Object({
  invoice: Invoice,
  transactions: Type.Array(Transaction),
  changeMinor: Amount,
});
export type Sale = Static<typeof Sale>;
