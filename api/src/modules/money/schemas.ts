import { Type, type Static } from '@sinclair/typebox';
import { TENDERS, TRANSACTION_KINDS, TRANSACTION_STATUSES } from '../../db/schema';
import { Amount, Currency, MinorUnits, PositiveMinorUnits } from '../../http/money';

// The money core's shapes, which every module that moves money takes or answers: the tenders (how
// a customer pays) and the transactions they become.

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

export const TransactionKind = Type.Union(TRANSACTION_KINDS.map((kind) => Type.Literal(kind)));
export type TransactionKind = Static<typeof TransactionKind>;
export const Tender = Type.Union(TENDERS.map((tender) => Type.Literal(tender)));
export type Tender = Static<typeof Tender>;
export const TransactionStatus = Type.Union(TRANSACTION_STATUSES.map((status) => Type.Literal(status)));
export type TransactionStatus = Static<typeof TransactionStatus>;

export const Transaction = Type.Object({
  id: Type.String(),
  /** the receipt's number: sequential per business, with no gap; null for a declined card (a record of the attempt, never a receipt) */
  number: Type.Union([Type.Integer(), Type.Null()]),
  kind: TransactionKind,
  tender: Tender,
  status: TransactionStatus,
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

const taken = (description: string) => Type.Integer({ description });

/**
 * The money taken in a span of days (issue 33 §7): the transactions report's total and the
 * dashboard's "money taken" are this one figure, with what makes it differ from the sales.
 */
export const MoneyTaken = Type.Object({
  paymentsMinor: taken('Payments by cash, card and check.'),
  depositsMinor: taken('Deposits taken (money in, but no sale yet).'),
  refundsMinor: taken('Refunds given back in cash, card or check (a positive figure).'),
  depositRefundsMinor: taken('Deposits given back (a positive figure).'),
  netMinor: taken('paymentsMinor + depositsMinor − refundsMinor − depositRefundsMinor: the money taken.'),
  fromDepositsMinor: taken("Sales paid from customers' deposits: no money moved then (it did when the deposit was taken)."),
  refundedToCreditMinor: taken("Refunds of payments from deposits, returned to the customer's credit: no money moved."),
});
export type MoneyTaken = Static<typeof MoneyTaken>;
