import { Type, type Static } from '@sinclair/typebox';
import { DEPOSIT_MOVEMENT_KINDS, DEPOSIT_OUTCOMES, DEPOSIT_STATUSES, TENDERS } from '../../db/schema';
import { Amount, Currency, PositiveMinorUnits } from '../../http/money';
import { PageQuery, Paged } from '../../http/paging';
import { TenderInput, Transaction } from '../money/schemas';

// Issue 10 §8: deposits, a ledger per contact. A deposit is taken in money (one tender), held as
// credit, applied at checkout, refunded through its own tender, or forfeited on a no-show; every
// change is a movement, and what a deposit holds is the sum of its movements (a trigger keeps it).

export const DepositStatus = Type.Union(DEPOSIT_STATUSES.map((status) => Type.Literal(status)));
export type DepositStatus = Static<typeof DepositStatus>;

export const Deposit = Type.Object({
  id: Type.String(),
  contactId: Type.String(),
  contactName: Type.String(),
  bookingId: Type.Union([Type.String(), Type.Null()]),
  /** what was taken */
  amountMinor: Amount,
  /** what is still held: the sum of the deposit's movements */
  remainingMinor: Amount,
  /** held while anything remains; else how its last amount left (applied, refunded, forfeited) */
  status: DepositStatus,
  note: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  createdByName: Type.String(),
  /** the transaction that took it */
  transactionId: Type.Union([Type.String(), Type.Null()]),
  /** how it was paid: a refund gives it back the same way */
  tender: Type.Union([...TENDERS.map((tender) => Type.Literal(tender)), Type.Null()]),
});
export type Deposit = Static<typeof Deposit>;

export const DepositFilter = Type.Object({
  contactId: Type.Optional(Type.String({ format: 'uuid' })),
  status: Type.Optional(DepositStatus),
  /** taken on or after this day */
  from: Type.Optional(Type.String({ format: 'date' })),
  /** taken on or before this day */
  to: Type.Optional(Type.String({ format: 'date' })),
});
export type DepositFilter = Static<typeof DepositFilter>;

/** GET /api/deposits?contactId=&status=&from=&to=&page=&pageSize= (newest first) */
export const DepositListQuery = Type.Composite([DepositFilter, PageQuery]);
export type DepositListQuery = Static<typeof DepositListQuery>;

export const DepositPage = Type.Composite([
  Paged(Deposit),
  Type.Object({
    currency: Currency,
    /** what the deposits the filter selects still hold, all pages together */
    heldMinor: Amount,
  }),
]);
export type DepositPage = Static<typeof DepositPage>;

export const DepositMovement = Type.Object({
  id: Type.String(),
  depositId: Type.String(),
  kind: Type.Union(DEPOSIT_MOVEMENT_KINDS.map((kind) => Type.Literal(kind))),
  /** signed: taken > 0; applied, refunded and forfeited < 0 */
  amountMinor: Amount,
  invoiceId: Type.Union([Type.String(), Type.Null()]),
  invoiceNumber: Type.Union([Type.Integer(), Type.Null()]),
  transactionId: Type.Union([Type.String(), Type.Null()]),
  at: Type.String({ format: 'date-time' }),
  userName: Type.String(),
});
export type DepositMovement = Static<typeof DepositMovement>;

/** GET /api/deposit-ledgers/{contactId}: a contact's deposits and every movement, oldest first. */
export const DepositLedger = Type.Object({
  contactId: Type.String(),
  currency: Currency,
  /** the sum of the movements: what the contact holds */
  balanceMinor: Amount,
  deposits: Type.Array(Deposit),
  movements: Type.Array(DepositMovement),
});
export type DepositLedger = Static<typeof DepositLedger>;

/** what a cancelled booking's deposit (its business's policy, or the desk's choice) becomes: 'refund' (to its card), 'credit' (the customer's, for a later visit), 'forfeit' (the business keeps it) */
export const DepositOutcome = Type.Union(DEPOSIT_OUTCOMES.map((outcome) => Type.Literal(outcome)));
export type DepositOutcome = Static<typeof DepositOutcome>;

/** POST /api/deposits (Idempotency-Key): a deposit taken for a contact, paid by one tender of the same amount. */
export const TakeDepositInput = Type.Object(
  {
    contactId: Type.String({ format: 'uuid' }),
    bookingId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
    amountMinor: PositiveMinorUnits(),
    note: Type.Optional(Type.String({ maxLength: 500 })),
    /** the register it is taken on: cash needs it open */
    registerId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
    /** its amountMinor equals the deposit's */
    tender: TenderInput,
  },
  { additionalProperties: false },
);
export type TakeDepositInput = Static<typeof TakeDepositInput>;

/** POST /api/deposits/{id}/refund (Idempotency-Key): back through the deposit's own tender. */
export const RefundDepositInput = Type.Object(
  {
    /** all that remains when left out */
    amountMinor: Type.Optional(PositiveMinorUnits()),
    /** a cash deposit is given back from this register's open drawer */
    registerId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
    reason: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type RefundDepositInput = Static<typeof RefundDepositInput>;

/** POST /api/deposits/{id}/forfeit (Idempotency-Key): the business keeps what remains (a no-show). */
export const ForfeitDepositInput = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type ForfeitDepositInput = Static<typeof ForfeitDepositInput>;

/** A deposit taken or refunded, with the transaction that moved the money. */
export const DepositWithTransaction = Type.Object({ deposit: Deposit, transaction: Transaction });
export type DepositWithTransaction = Static<typeof DepositWithTransaction>;

/** A deposit forfeited. */
export const DepositChanged = Type.Object({ deposit: Deposit });
export type DepositChanged = Static<typeof DepositChanged>;

export const DepositParams = Type.Object({ depositId: Type.String({ format: 'uuid' }) });
export type DepositParams = Static<typeof DepositParams>;
