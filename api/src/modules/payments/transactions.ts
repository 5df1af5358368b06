import { majorUnits } from '@frontdesk/money';
import type { User } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { checkRange, dayWindow, type DateRangeQuery } from '../../http/dayRange';
import { pageWindow } from '../../http/paging';
import { ok, type Result } from '../../http/result';
import { csvLine } from '../../lib/csv';
import { eachDay, rangeInstants } from '../../lib/days';
import { seesOpenCash } from '../registers/service';
import { businessPeople, eachTransaction, listTransactions, moneyTaken, takingsByDay, type ListedRow, type TransactionWhere } from '../money/ledger';
import {
  KEPT_WHILE_OPEN,
  type Takings,
  type TenderTakings,
  type TransactionFilter,
  type TransactionListItem,
  type TransactionListQuery,
  type TransactionPage,
  type TransactionStaff,
} from './schemas';
import type { Transaction } from '../money/schemas';
import { toTransaction } from '../money/tenders';

// The transactions' list (issue 10 §9): every payment, refund and deposit of the business, filtered
// and paged in the database, with what the whole filter adds up to, and the same filter as CSV.
// The blind count (docs/decisions/0024): staff read a register session still open without its
// money. Its transactions are listed (the desk finds a sale and opens its receipt) but without
// amounts or tender, match no tender filter, and are left out of every sum, the takings' too:
// otherwise the list of one register's cash would add up to what its drawer should hold.

/** Money leaving the business (a refund, a deposit given back) is shown negative. */
export const isOutgoing = (transaction: Pick<Transaction, 'kind'>) => transaction.kind === 'refund' || transaction.kind === 'deposit_refund';

/** The list's filter as the ledger reads it, its days on the business's clock (`zone`). */
function whereOf(filter: TransactionFilter, reader: User, zone: string): Result<TransactionWhere> {
  const days = dayWindow(filter.from, filter.to, zone);
  if (!days.ok) return days;
  const { registerId, tender, userId, contactId, status, kind, q } = filter;
  return ok({ ...days.value, registerId, tender, userId, contactId, status, kind, q, blind: !seesOpenCash(reader) });
}

/** A transaction as the list shows it: whole, or (withheld) without how much and how it was paid. */
function toListItem(row: ListedRow): TransactionListItem {
  const transaction = toTransaction(row);
  if (!row.withheld) return { ...transaction, withheld: false };
  const kept = Object.fromEntries(KEPT_WHILE_OPEN.map((field) => [field, transaction[field]])) as Pick<Transaction, (typeof KEPT_WHILE_OPEN)[number]>;
  return { ...kept, withheld: true };
}

export async function transactionPage(tenant: Tenant, query: TransactionListQuery, reader: User): Promise<Result<TransactionPage>> {
  const where = whereOf(query, reader, await tenant.timeZone());
  if (!where.ok) return where;
  const paging = pageWindow(query);
  const [{ currency }, { rows, total, totals }] = await Promise.all([tenant.business(), listTransactions(tenant, where.value, paging)]);
  return ok({ items: rows.map(toListItem), total, page: paging.page, pageSize: paging.pageSize, currency, totals });
}

const TAKING_TENDERS = ['cash', 'card', 'check'] as const;

/** What each tender took, net of refunds, each day of the range and over it (the transactions report). */
export async function takingsReport(tenant: Tenant, { from, to }: DateRangeQuery, reader: User): Promise<Result<Takings>> {
  const range = checkRange(from, to);
  if (!range.ok) return range;
  const zone = await tenant.timeZone();
  const { start, end } = rangeInstants(from, to, zone);
  const [{ currency }, rows] = await Promise.all([tenant.business(), takingsByDay(tenant, start, end, zone, !seesOpenCash(reader))]);
  // one count for the whole range: by day or tender it would say how the open drawers were paid
  let withheldCount = 0;
  const byDay = new Map(eachDay(from, to).map((day) => [day, { day, cash: 0, card: 0, check: 0 }]));
  const tenders = new Map<string, TenderTakings>(TAKING_TENDERS.map((tender) => [tender, { tender, inMinor: 0, outMinor: 0, netMinor: 0, count: 0 }]));
  for (const row of rows) {
    const total = tenders.get(row.tender);
    const day = byDay.get(row.day);
    // a deposit applied to a sale is no money taken (it is in the summary, for what differs from the sales)
    if (!total || !day) continue;
    withheldCount += row.withheld;
    const net = row.inMinor - row.outMinor;
    day[total.tender] += net;
    total.inMinor += row.inMinor;
    total.outMinor += row.outMinor;
    total.netMinor += net;
    total.count += row.count;
  }
  return ok({ from, to, currency, days: [...byDay.values()], tenders: [...tenders.values()], withheldCount, summary: moneyTaken(rows) });
}

export async function transactionStaff(tenant: Tenant): Promise<TransactionStaff> {
  return { items: await businessPeople(tenant) };
}

const CSV_COLUMNS = [
  'number',
  'created_at',
  'kind',
  'tender',
  'status',
  'currency',
  'amount',
  'contact',
  'invoice',
  'card_brand',
  'card_last4',
  'check_number',
  'staff',
  'register',
  'batch',
];

/** A transaction as a CSV line; a withheld one (see above) without its tender, amount, card, check or batch. */
function csvRow(row: ListedRow) {
  const transaction = toTransaction(row);
  const signed = isOutgoing(transaction) ? -transaction.amountMinor : transaction.amountMinor;
  const money = <T>(value: T) => (row.withheld ? '' : value);
  return csvLine([
    transaction.number,
    transaction.createdAt,
    transaction.kind,
    money(transaction.tender),
    transaction.status,
    transaction.currency,
    money(majorUnits(signed, transaction.currency)),
    transaction.contactName,
    transaction.invoiceNumber,
    money(transaction.cardBrand),
    money(transaction.cardLast4),
    money(transaction.checkNumber),
    transaction.userName,
    transaction.registerName,
    money(row.batch_id),
  ]);
}

/** CSV lines of the given transactions: the header, then one a row (amounts signed, in major units; formulas defused). */
export async function* transactionCsvLines(rows: AsyncIterable<ListedRow> | Iterable<ListedRow>) {
  yield csvLine(CSV_COLUMNS);
  for await (const row of rows) yield csvRow(row);
}

/** The CSV export of the transactions the filter selects, newest first, a line at a time (its days in `zone`, the business's). */
export function transactionCsv(tenant: Tenant, filter: TransactionFilter, reader: User, zone: string): Result<AsyncIterable<string>> {
  const where = whereOf(filter, reader, zone);
  return where.ok ? ok(transactionCsvLines(eachTransaction(tenant, where.value))) : where;
}
