import { sql, type Insertable, type SqlBool } from 'kysely';
import { dayIn } from '../../db/days';
import { containing } from '../../db/like';
import { personName } from '../../db/names';
import type { DepositMovementKind, Tender, TransactionKind, TransactionStatus, TransactionsTable } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { PageWindow } from '../../http/paging';
import type { MoneyTaken } from './schemas';
import { TEST_PROCESSOR } from './providers/testProcessor';

/** A register's open session, locked for the rest of the transaction (a close waits for the sale). */
export async function lockOpenSession(tenant: Tenant, registerId: string) {
  return tenant
    .selectFrom('register_sessions')
    .select(['id', 'register_id'])
    .where('register_id', '=', registerId)
    .where('closed_at', 'is', null)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export async function registerExists(tenant: Tenant, registerId: string) {
  return (await tenant.selectFrom('registers').select('id').where('id', '=', registerId).executeTakeFirst()) !== undefined;
}

export async function insertTransaction(tenant: Tenant, row: Omit<Insertable<TransactionsTable>, 'business_id'>) {
  const { id } = await tenant.insertInto('transactions', [row]).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertCashMovement(
  tenant: Tenant,
  row: {
    session_id: string;
    kind: 'sale' | 'refund' | 'deposit' | 'deposit_refund';
    amount_minor: number;
    transaction_id: string;
    user_id: string | null;
    reason?: string;
  },
) {
  await tenant.insertInto('cash_movements', [row]).execute();
}

/** A payment (or deposit taken), locked for the rest of the transaction: what a refund gives back from. */
export async function lockTransaction(tenant: Tenant, id: string) {
  return tenant.selectFrom('transactions').selectAll().where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
}

/** Raises what has been refunded of a payment (its CHECK refuses more than the payment). */
export async function addToRefunded(tenant: Tenant, id: string, amountMinor: number) {
  await tenant
    .updateTable('transactions')
    .set({ refunded_minor: sql`refunded_minor + ${amountMinor}` })
    .where('id', '=', id)
    .execute();
}

/** A contact's held deposits, oldest first, locked: what a checkout may apply. */
export async function heldDeposits(tenant: Tenant, contactId: string) {
  return tenant
    .selectFrom('deposits')
    .select(['id', 'remaining_minor'])
    .where('contact_id', '=', contactId)
    .where('remaining_minor', '>', 0)
    .orderBy('created_at')
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

/** A deposit locked for the rest of the transaction (a refund, a forfeit and a checkout wait on each other). */
export async function lockDeposit(tenant: Tenant, id: string) {
  return tenant.selectFrom('deposits').select(['id', 'contact_id', 'remaining_minor']).where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
}

/** A movement of a deposit's ledger (a trigger moves the deposit's remaining amount with it). */
export async function insertDepositMovement(
  tenant: Tenant,
  row: {
    deposit_id: string;
    contact_id: string;
    kind: DepositMovementKind;
    amount_minor: number;
    invoice_id: string | null;
    transaction_id: string | null;
    user_id: string | null;
  },
) {
  await tenant.insertInto('deposit_movements', [row]).execute();
}

/** Adds a payment to its invoice; the invoice is paid once its balance is nothing. */
export async function addToInvoicePaid(tenant: Tenant, invoiceId: string, amountMinor: number) {
  await tenant
    .updateTable('invoices')
    .set({
      paid_minor: sql`paid_minor + ${amountMinor}`,
      status: sql`CASE WHEN paid_minor + ${amountMinor} >= total_minor THEN 'paid' ELSE status END`,
      paid_at: sql`CASE WHEN paid_minor + ${amountMinor} >= total_minor THEN now() ELSE paid_at END`,
      updated_at: sql`now()`,
    })
    .where('id', '=', invoiceId)
    .execute();
}

/** Adds a refund to its invoice's refunded amount. */
export async function addToInvoiceRefunded(tenant: Tenant, invoiceId: string, amountMinor: number) {
  await tenant
    .updateTable('invoices')
    .set({ refunded_minor: sql`refunded_minor + ${amountMinor}`, updated_at: sql`now()` })
    .where('id', '=', invoiceId)
    .execute();
}

/**
 * The deposits a payment from deposits was applied from, newest first, each with what of it is not
 * returned to credit yet (applied less returned, by that payment).
 */
export async function appliedFrom(tenant: Tenant, paymentId: string) {
  const rows = await tenant
    .selectFrom('deposit_movements')
    .select([
      'deposit_movements.deposit_id',
      'deposit_movements.invoice_id',
      sql<string>`-deposit_movements.amount_minor - coalesce((SELECT sum(r.amount_minor) FROM deposit_movements r JOIN transactions t ON t.id = r.transaction_id
                    WHERE r.deposit_id = deposit_movements.deposit_id AND r.kind = 'returned' AND t.parent_id = deposit_movements.transaction_id), 0)`.as(
        'open_minor',
      ),
    ])
    .where('deposit_movements.transaction_id', '=', paymentId)
    .where('deposit_movements.kind', '=', 'applied')
    .orderBy('deposit_movements.at', 'desc')
    .orderBy('deposit_movements.id', 'desc')
    .execute();
  return rows.map((row) => ({ deposit_id: row.deposit_id, invoice_id: row.invoice_id, open_minor: Number(row.open_minor) }));
}

/** Transactions beside their invoice, contact and register (each of the same business). */
function joinedTransactions(tenant: Tenant) {
  const businessId = tenant.businessId;
  return tenant
    .selectFrom('transactions')
    .leftJoin('invoices', (join) => join.onRef('invoices.id', '=', 'transactions.invoice_id').on('invoices.business_id', '=', businessId))
    .leftJoin('contacts', (join) => join.onRef('contacts.id', '=', 'transactions.contact_id').on('contacts.business_id', '=', businessId))
    .leftJoin('registers', (join) => join.onRef('registers.id', '=', 'transactions.register_id').on('registers.business_id', '=', businessId));
}
type JoinedTransactions = ReturnType<typeof joinedTransactions>;

const contactFullName = sql<string | null>`nullif(${personName('contacts')}, '')`;

/** Transactions with what a reader needs beside them: the invoice's number, the contact's and register's names. */
function withNames(query: JoinedTransactions) {
  return query
    .selectAll('transactions')
    .select([
      'invoices.number as invoice_number',
      'invoices.contact_name as invoice_contact_name',
      contactFullName.as('contact_full_name'),
      'registers.name as register_name',
    ]);
}
const transactionsWithNames = (tenant: Tenant) => withNames(joinedTransactions(tenant));

export async function transactionRows(tenant: Tenant, ids: string[]) {
  if (ids.length === 0) return [];
  return transactionsWithNames(tenant).where('transactions.id', 'in', ids).orderBy('transactions.number').execute();
}
export type TransactionRow = Awaited<ReturnType<typeof transactionRows>>[number];

export async function invoiceTransactionRows(tenant: Tenant, invoiceId: string) {
  return transactionsWithNames(tenant).where('transactions.invoice_id', '=', invoiceId).orderBy('transactions.number').execute();
}

/** A transaction made on a register whose session is still open: staff read it without its money (the blind count). */
const inOpenSession = (businessId: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM register_sessions s WHERE s.id = transactions.register_session_id AND s.business_id = ${businessId} AND s.closed_at IS NULL)`;

/**
 * The list's filter as the repo reads it: [start, end) of when they were made, and the rest as
 * asked. `blind`: the reader is kept from an open register session's money (staff): its
 * transactions match no tender, are marked withheld, and are left out of the sums.
 */
export type TransactionWhere = {
  start?: Date | undefined;
  end?: Date | undefined;
  registerId?: string | undefined;
  tender?: Tender | undefined;
  userId?: string | undefined;
  contactId?: string | undefined;
  status?: TransactionStatus | undefined;
  kind?: TransactionKind | undefined;
  /** the contact's name contains it, or (all digits) it is the receipt's number */
  q?: string | undefined;
  blind: boolean;
};

function filtered(tenant: Tenant, where: TransactionWhere) {
  let query = joinedTransactions(tenant);
  if (where.start) query = query.where('transactions.created_at', '>=', where.start);
  if (where.end) query = query.where('transactions.created_at', '<', where.end);
  if (where.registerId) query = query.where('transactions.register_id', '=', where.registerId);
  if (where.tender) query = query.where('transactions.tender', '=', where.tender);
  // a tender filter would tell the withheld tenders apart
  if (where.tender && where.blind) query = query.where(sql<SqlBool>`NOT ${inOpenSession(tenant.businessId)}`);
  if (where.userId) query = query.where('transactions.user_id', '=', where.userId);
  if (where.contactId) query = query.where('transactions.contact_id', '=', where.contactId);
  if (where.status) query = query.where('transactions.status', '=', where.status);
  if (where.kind) query = query.where('transactions.kind', '=', where.kind);
  const q = where.q?.trim();
  if (q) {
    const name = sql<SqlBool>`lower(coalesce(${contactFullName}, invoices.contact_name, '')) LIKE lower(${containing(q)})`;
    // a receipt's number as typed ("#1042" too); a number past the column's range matches nothing
    const digits = q.replace(/^#/, '');
    const number = /^\d{1,9}$/.test(digits) ? Number(digits) : undefined;
    query = query.where(number === undefined ? name : sql<SqlBool>`(${name} OR transactions.number = ${number})`);
  }
  return query;
}

const asNumber = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/** Whether each transaction's money is withheld from the reader: never from one who sees open registers' cash. */
const withheldFor = (tenant: Tenant, blind: boolean) => (blind ? inOpenSession(tenant.businessId) : sql<boolean>`false`);

/** The filter's transactions as the list reads them, newest first (the index transactions_business_created). */
const listed = (tenant: Tenant, where: TransactionWhere) =>
  withNames(filtered(tenant, where))
    .select(withheldFor(tenant, where.blind).as('withheld'))
    .orderBy('transactions.created_at', 'desc')
    // a declined card has no number: at the same instant, after the receipts
    .orderBy(sql`transactions.number DESC NULLS LAST`);
export type ListedRow = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];

/** One page of the filter's transactions, newest first, with how many there are and what they add up to (the withheld left out). */
export async function listTransactions(tenant: Tenant, where: TransactionWhere, { limit, offset }: PageWindow) {
  const query = filtered(tenant, where);
  const withheld = withheldFor(tenant, where.blind);
  // money in and out is cash, card or check: a deposit applied at checkout was counted when it was taken
  const moved = sql<SqlBool>`transactions.status = 'succeeded' AND transactions.tender <> 'deposit' AND NOT ${withheld}`;
  const [rows, sums] = await Promise.all([
    listed(tenant, where).limit(limit).offset(offset).execute(),
    query
      .select([
        sql<string>`count(*)`.as('total'),
        sql<string>`coalesce(sum(transactions.amount_minor) FILTER (WHERE ${moved} AND transactions.kind IN ('payment', 'deposit')), 0)`.as('in_minor'),
        sql<string>`coalesce(sum(transactions.amount_minor) FILTER (WHERE ${moved} AND transactions.kind IN ('refund', 'deposit_refund')), 0)`.as('out_minor'),
        sql<string>`count(*) FILTER (WHERE ${moved})`.as('counted'),
        sql<string>`count(*) FILTER (WHERE ${withheld})`.as('withheld'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const inMinor = asNumber(sums.in_minor);
  const outMinor = asNumber(sums.out_minor);
  return {
    rows,
    total: asNumber(sums.total),
    totals: { inMinor, outMinor, netMinor: inMinor - outMinor, count: asNumber(sums.counted), withheldCount: asNumber(sums.withheld) },
  };
}

/** Every transaction the filter selects, newest first, a batch at a time (the CSV export). */
export async function* eachTransaction(tenant: Tenant, where: TransactionWhere) {
  const batch = 500;
  for (let offset = 0; ; offset += batch) {
    const rows = await listed(tenant, where).limit(batch).offset(offset).execute();
    yield* rows;
    if (rows.length < batch) return;
  }
}

/** A settlement batch's transactions, oldest first. */
export async function batchTransactionRows(tenant: Tenant, batchId: string) {
  return transactionsWithNames(tenant).where('transactions.batch_id', '=', batchId).orderBy('transactions.number').execute();
}

/** The business's people (the list's staff filter): each account, by name. */
export async function businessPeople(tenant: Tenant) {
  return tenant
    .selectFrom('users')
    .select(['id', personName('users').as('name')])
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('email')
    .execute();
}

/**
 * Succeeded money in and out by day (in `zone`, the business's), tender and kind within [start, end);
 * for a `blind` reader without an open register session's, which are only counted (`withheld`).
 * The one read of the money taken: the transactions report's days and tenders and both reports'
 * `moneyTaken` (a deposit applied to a sale, tender deposit, is in it for what differs from the sales).
 */
export async function takingsByDay(tenant: Tenant, start: Date, end: Date, zone: string, blind: boolean) {
  const day = dayIn('transactions.created_at', zone);
  const withheld = withheldFor(tenant, blind);
  const rows = await tenant
    .selectFrom('transactions')
    .select([
      day.as('day'),
      'transactions.tender',
      'transactions.kind',
      sql<string>`coalesce(sum(transactions.amount_minor) FILTER (WHERE transactions.kind IN ('payment', 'deposit') AND NOT ${withheld}), 0)`.as('in_minor'),
      sql<string>`coalesce(sum(transactions.amount_minor) FILTER (WHERE transactions.kind IN ('refund', 'deposit_refund') AND NOT ${withheld}), 0)`.as(
        'out_minor',
      ),
      sql<string>`count(*) FILTER (WHERE NOT ${withheld})`.as('count'),
      sql<string>`count(*) FILTER (WHERE ${withheld})`.as('withheld'),
    ])
    .where('transactions.status', '=', 'succeeded')
    .where('transactions.created_at', '>=', start)
    .where('transactions.created_at', '<', end)
    .groupBy([day, 'transactions.tender', 'transactions.kind'])
    .execute();
  return rows.map((row) => ({
    day: row.day,
    tender: row.tender,
    kind: row.kind,
    inMinor: asNumber(row.in_minor),
    outMinor: asNumber(row.out_minor),
    count: asNumber(row.count),
    withheld: asNumber(row.withheld),
  }));
}

export type TakingsRow = Awaited<ReturnType<typeof takingsByDay>>[number];

/**
 * What the money taken in a span is made of, from its takings rows: the one figure both the
 * transactions report and the dashboard show (`netMinor`), and what makes it differ from the sales
 * (deposits taken and given back are money but no sale; a sale paid from deposits, or refunded to
 * the customer's credit, moved no money).
 */
export function moneyTaken(rows: readonly TakingsRow[]): MoneyTaken {
  const sum = (kind: TransactionKind, money: boolean) =>
    rows.reduce((acc, row) => (row.kind === kind && (row.tender !== 'deposit') === money ? acc + row.inMinor + row.outMinor : acc), 0);
  const paymentsMinor = sum('payment', true);
  const depositsMinor = sum('deposit', true);
  const refundsMinor = sum('refund', true);
  const depositRefundsMinor = sum('deposit_refund', true);
  return {
    paymentsMinor,
    depositsMinor,
    refundsMinor,
    depositRefundsMinor,
    netMinor: paymentsMinor + depositsMinor - refundsMinor - depositRefundsMinor,
    fromDepositsMinor: sum('payment', false),
    refundedToCreditMinor: sum('refund', false),
  };
}

/** Whether any of these transactions is a card's the test processor took (it moved no money). */
/** The transactions that took a booking's deposits (what its confirmation says was paid). */
export async function bookingDepositTransactionIds(tenant: Tenant, bookingId: string): Promise<string[]> {
  const rows = await tenant
    .selectFrom('transactions')
    .select('id')
    .where('deposit_id', 'in', tenant.selectFrom('deposits').select('id').where('booking_id', '=', bookingId))
    .where('status', '=', 'succeeded')
    .execute();
  return rows.map((row) => row.id);
}

export async function takenByTestProcessor(tenant: Tenant, ids: string[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const row = await tenant
    .selectFrom('transactions')
    .select('id')
    .where('id', 'in', ids)
    .where('tender', '=', 'card')
    .where('provider', '=', TEST_PROCESSOR)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
