import { Type, type Static } from '@sinclair/typebox';
import { Amount, Currency } from '../../http/money';
import { PageQuery, Paged } from '../../http/paging';
import { Invoice } from '../invoices/schemas';
import { MoneyTaken, Tender, Transaction, TransactionKind, TransactionStatus } from '../money/schemas';

// Issue 10: a transaction's receipt, and the transactions list (the tenders and the transaction itself: money/schemas.ts).

export const TransactionParams = Type.Object({ transactionId: Type.String({ format: 'uuid' }) });
export type TransactionParams = Static<typeof TransactionParams>;

/** A receipt: the transaction, and the invoice it paid (its lines and totals) when it paid one. */
export const Receipt = Type.Object({
  businessName: Type.String(),
  /** the business's IANA zone: every time on the receipt is on its clock, the zone named */
  timeZone: Type.String(),
  transaction: Transaction,
  invoice: Type.Union([Invoice, Type.Null()]),
  /** every transaction of the same sale (a split payment's other tenders) */
  siblings: Type.Array(Transaction),
  /**
   * a card payment or refund on it went through the test processor (PAYMENT_PROVIDER=test), which
   * moved no money: the receipt says "test mode", whichever processor the server uses today (SECURITY.md)
   */
  testMode: Type.Boolean(),
});
export type Receipt = Static<typeof Receipt>;

export const TRANSACTION_SEARCH_MAX = 100;

/**
 * What staff read of a transaction of a register session still open (the blind count): who, what
 * and when, never how much or how it was paid — with those, the list of a register's session would
 * add up to its drawer. Named, not left out, so a field added to Transaction is withheld until
 * someone decides otherwise; the schema below and the list's answer (payments/transactions.ts)
 * both read this one list.
 */
export const KEPT_WHILE_OPEN = [
  'id',
  'number',
  'kind',
  'status',
  'currency',
  'invoiceId',
  'invoiceNumber',
  'depositId',
  'contactId',
  'contactName',
  'registerId',
  'registerName',
  'parentId',
  'userName',
  'createdAt',
] as const;

/** A transaction as an admin, or anyone once its register session has closed, reads it in the list. */
export const ListedTransaction = Type.Composite([Transaction, Type.Object({ withheld: Type.Literal(false) })]);
export type ListedTransaction = Static<typeof ListedTransaction>;

/** A transaction of a register session still open, as a staff member reads it in the list. */
export const WithheldTransaction = Type.Composite([Type.Pick(Transaction, KEPT_WHILE_OPEN), Type.Object({ withheld: Type.Literal(true) })], {
  description:
    "A staff member's view of a transaction made on a register whose session is still open: without its amounts and tender, which would add up to the drawer's expected cash (blind count). Its receipt has them; the list shows them once the register closes.",
});
export type WithheldTransaction = Static<typeof WithheldTransaction>;

export const TransactionListItem = Type.Union([ListedTransaction, WithheldTransaction]);
export type TransactionListItem = Static<typeof TransactionListItem>;

/**
 * The transactions' filters (the list and its CSV): calendar days (YYYY-MM-DD, UTC, inclusive) of
 * when they were made, a register, a tender, who took it, a status, a kind, and a search (`q`: the
 * contact's name, or a receipt number).
 */
export const TransactionFilter = Type.Object({
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
  registerId: Type.Optional(Type.String({ format: 'uuid' })),
  tender: Type.Optional(Tender),
  userId: Type.Optional(Type.String({ format: 'uuid' })),
  /** one customer's: their record's payments, refunds and deposits */
  contactId: Type.Optional(Type.String({ format: 'uuid' })),
  status: Type.Optional(TransactionStatus),
  kind: Type.Optional(TransactionKind),
  q: Type.Optional(Type.String({ maxLength: TRANSACTION_SEARCH_MAX })),
});
export type TransactionFilter = Static<typeof TransactionFilter>;

/** GET /api/transactions?from&to&registerId&tender&userId&contactId&status&kind&q&page&pageSize (newest first) */
export const TransactionListQuery = Type.Composite([TransactionFilter, PageQuery]);
export type TransactionListQuery = Static<typeof TransactionListQuery>;

/** What the filter's transactions add up to (every page of them, not only the one answered). */
export const TransactionTotals = Type.Object({
  /** succeeded payments and deposits taken, in cash, card or check (a deposit applied at checkout was counted when taken) */
  inMinor: Amount,
  /** succeeded refunds and deposits given back (a positive figure) */
  outMinor: Amount,
  /** in − out */
  netMinor: Amount,
  /** the succeeded transactions counted in and out */
  count: Type.Integer(),
  withheldCount: Type.Integer({
    description:
      "The filter's transactions left out of these figures because their amounts are withheld from the caller: for staff, those of a register session still open (blind count); 0 for an admin.",
  }),
});
export type TransactionTotals = Static<typeof TransactionTotals>;

export const TransactionPage = Type.Composite([Paged(TransactionListItem), Type.Object({ currency: Currency, totals: TransactionTotals })]);
export type TransactionPage = Static<typeof TransactionPage>;

/** GET /api/transactions/staff: the business's people, by name (the list's "staff" filter). */
export const TransactionStaff = Type.Object({ items: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })) });
export type TransactionStaff = Static<typeof TransactionStaff>;

/** Money in and out of one tender (cash, card or check) over a range: succeeded transactions only. */
export const TenderTakings = Type.Object({
  tender: Type.Union([Type.Literal('cash'), Type.Literal('card'), Type.Literal('check')]),
  /** payments and deposits taken */
  inMinor: Amount,
  /** refunds and deposits given back (a positive figure) */
  outMinor: Amount,
  /** in − out */
  netMinor: Amount,
  /** the transactions counted */
  count: Type.Integer(),
});
export type TenderTakings = Static<typeof TenderTakings>;

/**
 * GET /api/transactions/takings?from&to: what each tender took, net of refunds, each day of the
 * range (the business's days, every day listed, zeros included) and over the whole range. A deposit applied at
 * checkout is not money taken (it was, when the deposit was taken).
 */
export const Takings = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  currency: Currency,
  days: Type.Array(Type.Object({ day: Type.String({ format: 'date' }), cash: Amount, card: Amount, check: Amount })),
  tenders: Type.Array(TenderTakings),
  withheldCount: Type.Integer({
    description:
      "The range's transactions left out of these figures because their amounts are withheld from the caller: for staff, those of a register session still open (blind count); 0 for an admin.",
  }),
  /** what the total is made of (payments, deposits, refunds) and what makes it differ from the sales: the dashboard shows the same */
  summary: MoneyTaken,
});
export type Takings = Static<typeof Takings>;
