import { Type, type Static } from '@sinclair/typebox';
import { Amount, Currency } from '../../../http/money';
import { PageQuery, Paged } from '../../../http/paging';
import { Transaction } from '../../money/schemas';

// Issue 10 §9: a day's card payments and refunds close into one settlement batch per provider,
// as a card processor pays them out. Days are calendar days in UTC (as the Z-reports read them).

export const SettlementBatch = Type.Object({
  id: Type.String(),
  /** the calendar day (UTC) its transactions were made */
  day: Type.String({ format: 'date' }),
  /** the card provider that took them ('test' for the built-in test processor) */
  provider: Type.String(),
  /** the card payments and refunds in it */
  count: Type.Integer(),
  /** payments less refunds: what the provider pays out for the day (negative when refunds are more) */
  totalMinor: Amount,
  closedAt: Type.String({ format: 'date-time' }),
});
export type SettlementBatch = Static<typeof SettlementBatch>;

/** The batches' filter: calendar days (YYYY-MM-DD, inclusive) of the batches' days. */
export const SettlementBatchFilter = Type.Object({
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
});
export type SettlementBatchFilter = Static<typeof SettlementBatchFilter>;

/** GET /api/settlement-batches?from&to&page&pageSize (newest day first) */
export const SettlementBatchListQuery = Type.Composite([SettlementBatchFilter, PageQuery]);
export type SettlementBatchListQuery = Static<typeof SettlementBatchListQuery>;

export const SettlementBatchPage = Type.Composite([Paged(SettlementBatch), Type.Object({ currency: Currency })]);
export type SettlementBatchPage = Static<typeof SettlementBatchPage>;

/** GET /api/settlement-batches/{batchId}: the batch and its transactions (oldest first). */
export const SettlementBatchDetail = Type.Composite([SettlementBatch, Type.Object({ currency: Currency, transactions: Type.Array(Transaction) })]);
export type SettlementBatchDetail = Static<typeof SettlementBatchDetail>;

export const SettlementBatchParams = Type.Object({ batchId: Type.String({ format: 'uuid' }) });
export type SettlementBatchParams = Static<typeof SettlementBatchParams>;

/** POST /api/settlement-batches/close: the batches the finished days' card transactions went into (new or grown). */
export const ClosedBatches = Type.Object({ items: Type.Array(SettlementBatch), currency: Currency });
export type ClosedBatches = Static<typeof ClosedBatches>;
