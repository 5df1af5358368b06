import { sql, type Insertable } from 'kysely';
import type { TransactionsTable } from '../../db/schema';
import type { Tenant } from '../../db/tenant';

/** A register's open session, locked for the rest of the transaction (a close waits for the sale). */
export async function lockOpenSession(tenant: Tenant, registerId: string) {
  return tenant
    .selectFrom('register_sessions')
    .select(['id', 'register_id'])
    .where('register_id', '=', registerId)
    .where('closed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function registerExists(tenant: Tenant, registerId: string) {
  return (await tenant.selectFrom('registers').select('id').where('id', '=', registerId).executeTakeFirst()) !== undefined;
}

export async function insertTransaction(tenant: Tenant, row: Omit<Insertable<TransactionsTable>, 'business_id'>) {
  const { id } = await tenant.insertInto('transactions', [row]).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertCashMovement(tenant: Tenant, row: { session_id: string; kind: 'sale' | 'refund'; amount_minor: number; transaction_id: string; user_id: string | null }) {
  await tenant.insertInto('cash_movements', [row]).execute();
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
    .forUpdate()
    .execute();
}

export async function insertDepositMovement(
  tenant: Tenant,
  row: { deposit_id: string; contact_id: string; kind: 'applied'; amount_minor: number; invoice_id: string; transaction_id: string; user_id: string | null },
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

/** Transactions with what a reader needs beside them: the invoice's number, the contact's and register's names. */
function transactionsWithNames(tenant: Tenant) {
  const businessId = tenant.businessId;
  return tenant
    .selectFrom('transactions')
    .leftJoin('invoices', (join) => join.onRef('invoices.id', '=', 'transactions.invoice_id').on('invoices.business_id', '=', businessId))
    .leftJoin('contacts', (join) => join.onRef('contacts.id', '=', 'transactions.contact_id').on('contacts.business_id', '=', businessId))
    .leftJoin('registers', (join) => join.onRef('registers.id', '=', 'transactions.register_id').on('registers.business_id', '=', businessId))
    .selectAll('transactions')
    .select([
      'invoices.number as invoice_number',
      'invoices.contact_name as invoice_contact_name',
      sql<string | null>`nullif(trim(contacts.first_name || ' ' || contacts.last_name), '')`.as('contact_full_name'),
      'registers.name as register_name',
    ]);
}

export async function transactionRows(tenant: Tenant, ids: string[]) {
  if (ids.length === 0) return [];
  return transactionsWithNames(tenant).where('transactions.id', 'in', ids).orderBy('transactions.number').execute();
}
export type TransactionRow = Awaited<ReturnType<typeof transactionRows>>[number];

export async function invoiceTransactionRows(tenant: Tenant, invoiceId: string) {
  return transactionsWithNames(tenant).where('transactions.invoice_id', '=', invoiceId).orderBy('transactions.number').execute();
}
