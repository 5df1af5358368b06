import { majorUnits } from '@frontdesk/money';
import type { Tenant } from '../../../db/tenant';
import { checkRange } from '../../../http/dayRange';
import { pageWindow } from '../../../http/paging';
import { isoDateTime } from '../../../http/problem';
import { ok, refuse, type Result } from '../../../http/result';
import { csvLine } from '../../../lib/csv';
import { rangeInstants } from '../../../lib/days';
import { batchTransactionRows } from '../../money/ledger';
import { toTransaction } from '../../money/tenders';
import { claimBatch, eachBatch, fillBatch, findBatches, listBatches, unbatchedDays, type BatchRow } from './repo';
import type { ClosedBatches, SettlementBatch, SettlementBatchDetail, SettlementBatchFilter, SettlementBatchListQuery, SettlementBatchPage } from './schemas';

// The rules of settlement (issue 10 §9):
// - a finished day (one before today, on the business's clock) closes: its succeeded card payments and refunds go into
//   one batch per provider, whose count and total (payments less refunds) they make;
// - today is never closed: its sales are still coming in;
// - closing is idempotent and safe when two run at once (the job on two instances, or the job and an
//   admin's close): the batch of a day and provider is unique, and a transaction joins a batch in
//   the same database transaction that finds it in none. A card payment committed just after
//   midnight with the day before's time (a sale in flight) joins that day's batch on the next close.

function toBatch(row: BatchRow): SettlementBatch {
  return { id: row.id, day: row.day, provider: row.provider, count: row.count, totalMinor: Number(row.total_minor), closedAt: isoDateTime(row.closed_at) };
}

/**
 * Closes the business's finished days: every card transaction of a day before `today` that is in
 * no batch goes into its day's batch. Run it in a transaction (the tenant's). The batches it made
 * or added to.
 */
export async function closeFinishedDays(tenant: Tenant, today: string): Promise<ClosedBatches> {
  const zone = await tenant.timeZone();
  const { start: todayStart } = rangeInstants(today, today, zone);
  const touched: string[] = [];
  // oldest day first, then provider: two closes at once lock the batches in the same order
  for (const { day, provider } of await unbatchedDays(tenant, todayStart, zone)) {
    const batchId = await claimBatch(tenant, day, provider);
    const { start, end } = rangeInstants(day, day, zone);
    if ((await fillBatch(tenant, batchId, provider, start, end)) > 0) touched.push(batchId);
  }
  const [{ currency }, rows] = await Promise.all([tenant.business(), findBatches(tenant, touched)]);
  return { items: rows.map(toBatch), currency };
}

export async function batchPage(tenant: Tenant, query: SettlementBatchListQuery): Promise<Result<SettlementBatchPage>> {
  const range = checkRange(query.from, query.to);
  if (!range.ok) return range;
  const paging = pageWindow(query);
  const [{ currency }, { rows, total }] = await Promise.all([tenant.business(), listBatches(tenant, query, paging)]);
  return ok({ items: rows.map(toBatch), total, page: paging.page, pageSize: paging.pageSize, currency });
}

export async function batchDetail(tenant: Tenant, id: string): Promise<Result<SettlementBatchDetail>> {
  const [row] = await findBatches(tenant, [id]);
  if (!row) return refuse('not_found', 'No such settlement batch');
  const [{ currency }, transactions] = await Promise.all([tenant.business(), batchTransactionRows(tenant, id)]);
  return ok({ ...toBatch(row), currency, transactions: transactions.map(toTransaction) });
}

const CSV_COLUMNS = ['day', 'provider', 'count', 'currency', 'total', 'closed_at'];

/** The CSV export of the batches the filter selects, newest day first (formulas defused by csvLine). */
export function batchCsv(tenant: Tenant, filter: SettlementBatchFilter): Result<AsyncIterable<string>> {
  const range = checkRange(filter.from, filter.to);
  if (!range.ok) return range;
  return ok(
    (async function* lines() {
      const { currency } = await tenant.business();
      yield csvLine(CSV_COLUMNS);
      for await (const row of eachBatch(tenant, filter)) {
        const batch = toBatch(row);
        yield csvLine([batch.day, batch.provider, batch.count, currency, majorUnits(batch.totalMinor, currency), batch.closedAt]);
      }
    })(),
  );
}
