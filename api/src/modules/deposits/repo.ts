import { sql } from 'kysely';
import { personName } from '../../db/names';
import type { DepositStatus } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { PageWindow } from '../../http/paging';

// The deposits' SQL. What a deposit holds is never written here: a movement moves it (the trigger
// of migration 0011), through money/ledger.ts's insertDepositMovement.

export type DepositWindow = { contactId?: string | undefined; status?: DepositStatus | undefined; start?: Date | undefined; end?: Date | undefined };

/** Deposits with their contact's name and the transaction that took them (its tender and who took it). */
function depositsWithNames(tenant: Tenant) {
  const businessId = tenant.businessId;
  return tenant
    .selectFrom('deposits')
    .innerJoin('contacts', (join) => join.onRef('contacts.id', '=', 'deposits.contact_id').on('contacts.business_id', '=', businessId))
    .leftJoin('transactions', (join) =>
      join
        .onRef('transactions.deposit_id', '=', 'deposits.id')
        .on('transactions.business_id', '=', businessId)
        .on('transactions.kind', '=', 'deposit')
        .on('transactions.status', '=', 'succeeded'),
    );
}

const depositColumns = [
  'deposits.id',
  'deposits.contact_id',
  'deposits.booking_id',
  'deposits.amount_minor',
  'deposits.remaining_minor',
  'deposits.status',
  'deposits.note',
  'deposits.created_at',
  'transactions.id as transaction_id',
  'transactions.tender',
  'transactions.user_name',
  personName('contacts').as('contact_name'),
] as const;

function filtered(tenant: Tenant, filter: DepositWindow) {
  let query = depositsWithNames(tenant);
  if (filter.contactId) query = query.where('deposits.contact_id', '=', filter.contactId);
  if (filter.status) query = query.where('deposits.status', '=', filter.status);
  if (filter.start) query = query.where('deposits.created_at', '>=', filter.start);
  if (filter.end) query = query.where('deposits.created_at', '<', filter.end);
  return query;
}

/** A page of the deposits the filter selects, newest first, its total and what they still hold. */
export async function listDeposits(tenant: Tenant, filter: DepositWindow, { limit, offset }: PageWindow) {
  const query = filtered(tenant, filter);
  const [rows, sums] = await Promise.all([
    query.select(depositColumns).orderBy('deposits.created_at', 'desc').orderBy('deposits.id', 'desc').limit(limit).offset(offset).execute(),
    query.select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(deposits.remaining_minor), 0)`.as('held')]).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(sums.n), heldMinor: Number(sums.held) };
}
export type DepositRow = Awaited<ReturnType<typeof listDeposits>>['rows'][number];

export async function findDeposit(tenant: Tenant, id: string) {
  return depositsWithNames(tenant).select(depositColumns).where('deposits.id', '=', id).executeTakeFirst();
}

/** A contact's deposits, oldest first. */
export async function contactDeposits(tenant: Tenant, contactId: string) {
  return depositsWithNames(tenant)
    .select(depositColumns)
    .where('deposits.contact_id', '=', contactId)
    .orderBy('deposits.created_at')
    .orderBy('deposits.id')
    .execute();
}

export async function insertDeposit(
  tenant: Tenant,
  row: { contact_id: string; booking_id: string | null; amount_minor: number; note: string; created_by: string | null },
) {
  const { id } = await tenant.insertInto('deposits', [row]).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** A contact's movements, oldest first, with the invoice's number and who moved it. */
export async function contactMovements(tenant: Tenant, contactId: string) {
  const businessId = tenant.businessId;
  return tenant
    .selectFrom('deposit_movements')
    .leftJoin('invoices', (join) => join.onRef('invoices.id', '=', 'deposit_movements.invoice_id').on('invoices.business_id', '=', businessId))
    .leftJoin('users', 'users.id', 'deposit_movements.user_id')
    .select([
      'deposit_movements.id',
      'deposit_movements.deposit_id',
      'deposit_movements.kind',
      'deposit_movements.amount_minor',
      'deposit_movements.invoice_id',
      'deposit_movements.transaction_id',
      'deposit_movements.at',
      'invoices.number as invoice_number',
      personName('users').as('user_name'),
    ])
    .where('deposit_movements.contact_id', '=', contactId)
    .orderBy('deposit_movements.at')
    .orderBy('deposit_movements.id')
    .execute();
}
export type MovementRow = Awaited<ReturnType<typeof contactMovements>>[number];

export async function contactExists(tenant: Tenant, contactId: string) {
  return (await tenant.selectFrom('contacts').select('id').where('id', '=', contactId).executeTakeFirst()) !== undefined;
}

/** A booking's deposits that still hold something, oldest first, with the tender that took them. */
export async function heldBookingDeposits(tenant: Tenant, bookingId: string) {
  return depositsWithNames(tenant)
    .select(depositColumns)
    .where('deposits.booking_id', '=', bookingId)
    .where('deposits.remaining_minor', '>', 0)
    .orderBy('deposits.created_at')
    .execute();
}
