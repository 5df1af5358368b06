import { Type, type Static } from '@sinclair/typebox';
import { TENDERS, TRANSACTION_KINDS, TRANSACTION_STATUSES } from '../../db/schema';
import { Amount, Currency, MinorUnits, PositiveMinorUnits } from '../../http/money';
import { Invoice } from '../invoices/schemas';

// Issue 10: tenders (how a customer pays) and the transactions they become.

/** A card as typed at the desk or on the pay page: sent to the payment provider, never stored (last four and brand are). */
export const CardInput = Type.Object(
  {
    number: Type.String({ minLength: 12, maxLength: 23, pattern: '^[0-9 ]+$' }),
    expMonth: Type.Integer({ minimum: 1, maximum: 12 }),
    expYear: Type.Integer({ minimum: 2000, maximum: 2099 }),
    cvc: Type.String({ pattern: '^[0-9]{3,4}$' }),
  },
  { additionalProperties: false },
);
export type CardInput = Static<typeof CardInput>;

export const TenderInput = Type.Union([
  Type.Object(
    {
      tender: Type.Literal('cash'),
      /** what this tender pays */
      amountMinor: PositiveMinorUnits(),
      /** what the customer handed over (change = tendered − amount) */
      tenderedMinor: MinorUnits(),
    },
    { additionalProperties: false },
  ),
  Type.Object({ tender: Type.Literal('card'), amountMinor: PositiveMinorUnits(), card: CardInput }, { additionalProperties: false }),
  Type.Object(
    { tender: Type.Literal('check'), amountMinor: PositiveMinorUnits(), checkNumber: Type.String({ minLength: 1, maxLength: 40 }) },
    { additionalProperties: false },
  ),
]);
export type TenderInput = Static<typeof TenderInput>;

export const MAX_TENDERS = 10;

export const Transaction = Type.Object({
  id: Type.String(),
  /** the receipt's number: sequential per business */
  number: Type.Integer(),
  kind: Type.Union(TRANSACTION_KINDS.map((kind) => Type.Literal(kind))),
  tender: Type.Union(TENDERS.map((tender) => Type.Literal(tender))),
  status: Type.Union(TRANSACTION_STATUSES.map((status) => Type.Literal(status))),
  currency: Currency,
  amountMinor: Amount,
  tenderedMinor: Type.Union([Amount, Type.Null()]),
  changeMinor: Type.Union([Amount, Type.Null()]),
  refundedMinor: Amount,
  invoiceId: Type.Union([Type.String(), Type.Null()]),
  invoiceNumber: Type.Union([Type.Integer(), Type.Null()]),
  depositId: Type.Union([Type.String(), Type.Null()]),
  contactId: Type.Union([Type.String(), Type.Null()]),
  contactName: Type.String(),
  registerId: Type.Union([Type.String(), Type.Null()]),
  registerName: Type.String(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  userName: Type.String(),
  cardBrand: Type.Union([Type.String(), Type.Null()]),
  cardLast4: Type.Union([Type.String(), Type.Null()]),
  checkNumber: Type.Union([Type.String(), Type.Null()]),
  failureCode: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Transaction = Static<typeof Transaction>;

export const TransactionParams = Type.Object({ transactionId: Type.String({ format: 'uuid' }) });
export type TransactionParams = Static<typeof TransactionParams>;

/** A receipt: the transaction, and the invoice it paid (its lines and totals) when it paid one. */
export const Receipt = Type.Object({
  businessName: Type.String(),
  transaction: Transaction,
  invoice: Type.Union([Invoice, Type.Null()]),
  /** every transaction of the same sale (a split payment's other tenders) */
  siblings: Type.Array(Transaction),
});
export type Receipt = Static<typeof Receipt>;
