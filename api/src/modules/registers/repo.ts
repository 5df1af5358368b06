import { sql } from 'kysely';
import { personName } from '../../db/names';
import type { CashMovementKind } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { PageWindow } from '../../http/paging';

// Registers, their sessions, cash movements and Z-reports. Every query goes through the tenant, so
// another business's register is simply not found.

/** Sums come back as bigint (text on one driver, number on the other): read them as numbers. */
const asNumber = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/** The cash expected in a session's drawer: the sum of its movements. */
const expectedOf = (sessionId: ReturnType<typeof sql.ref>) =>
  sql<string | number>`(SELECT coalesce(sum(m.amount_minor), 0) FROM cash_movements m WHERE m.session_id = ${sessionId})`;

/** The business's registers (by name), each with its open session if any and when it last closed. */
export async function listRegisters(tenant: Tenant, registerId?: string) {
  let query = tenant
    .selectFrom('registers')
    .leftJoin('register_sessions as s', (join) =>
      join.onRef('s.register_id', '=', 'registers.id').on('s.business_id', '=', tenant.businessId).on('s.closed_at', 'is', null),
    )
    .select([
      'registers.id',
      'registers.name',
      's.id as session_id',
      's.opened_at',
      's.opened_by_name',
      's.opening_float_minor',
      expectedOf(sql.ref('s.id')).as('expected_cash_minor'),
      sql<
        Date | string | null
      >`(SELECT max(c.closed_at) FROM register_sessions c WHERE c.business_id = registers.business_id AND c.register_id = registers.id)`.as('last_closed_at'),
    ]);
  if (registerId) query = query.where('registers.id', '=', registerId);
  return query
    .orderBy(sql`lower(registers.name)`)
    .orderBy('registers.id')
    .execute();
}
export type RegisterRow = Awaited<ReturnType<typeof listRegisters>>[number];

/** Whether another register of the business has this name, in any case. */
export async function nameTaken(tenant: Tenant, name: string, exceptId?: string) {
  let query = tenant
    .selectFrom('registers')
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertRegister(tenant: Tenant, name: string) {
  const row = await tenant.insertInto('registers', [{ name }]).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Renames a register; whether the business has it. */
export async function updateRegisterName(tenant: Tenant, id: string, name: string) {
  const result = await tenant.updateTable('registers').set({ name }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The register, locked until the transaction ends: opening, cash movements and closing of one
 * register take their turns, so each sees the state the previous one left.
 */
export async function lockRegister(tenant: Tenant, id: string) {
  // NO KEY UPDATE, not UPDATE: opens, closes and cash moves of a register wait for each other, but a
  // sale's rows that name the register (its foreign keys' KEY SHARE) do not wait for them. FOR UPDATE
  // deadlocked a close (the register, then its session) with a sale (the session, then the register's key).
  return tenant.selectFrom('registers').select(['id', 'name']).where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
}

/** The register's open session (locked with it, for the cash movements that follow). */
export async function findOpenSession(tenant: Tenant, registerId: string) {
  return tenant
    .selectFrom('register_sessions')
    .select(['id', 'register_id', 'opened_at', 'opened_by_name', 'opening_float_minor'])
    .where('register_id', '=', registerId)
    .where('closed_at', 'is', null)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export async function insertSession(tenant: Tenant, session: { registerId: string; userId: string; userName: string; openingFloatMinor: number }) {
  return tenant
    .insertInto('register_sessions', [
      {
        register_id: session.registerId,
        opened_by: session.userId,
        opened_by_name: session.userName,
        opening_float_minor: session.openingFloatMinor,
      },
    ])
    .returning(['id', 'opened_at', 'opened_by_name', 'opening_float_minor'])
    .executeTakeFirstOrThrow();
}

export async function insertMovement(
  tenant: Tenant,
  movement: { sessionId: string; kind: CashMovementKind; amountMinor: number; reason?: string; userId: string | null; transactionId?: string | null },
) {
  return tenant
    .insertInto('cash_movements', [
      {
        session_id: movement.sessionId,
        kind: movement.kind,
        amount_minor: movement.amountMinor,
        reason: movement.reason ?? '',
        user_id: movement.userId,
        transaction_id: movement.transactionId ?? null,
      },
    ])
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Cash movements with who made each (the account's name now; nothing when it is gone). */
function movementsWithUser(tenant: Tenant) {
  return tenant
    .selectFrom('cash_movements')
    .leftJoin('users', 'users.id', 'cash_movements.user_id')
    .select([
      'cash_movements.id',
      'cash_movements.kind',
      'cash_movements.amount_minor',
      'cash_movements.reason',
      'cash_movements.at',
      'cash_movements.transaction_id',
      personName('users').as('user_name'),
    ]);
}

/** A session's movements, oldest first. */
export async function listMovements(tenant: Tenant, sessionId: string) {
  return movementsWithUser(tenant).where('cash_movements.session_id', '=', sessionId).orderBy('cash_movements.at').orderBy('cash_movements.id').execute();
}
export type MovementRow = Awaited<ReturnType<typeof listMovements>>[number];

export async function findMovement(tenant: Tenant, id: string) {
  return movementsWithUser(tenant).where('cash_movements.id', '=', id).executeTakeFirst();
}

/** A session's cash by kind of movement (signed, as stored) and in all. */
export async function cashTotals(tenant: Tenant, sessionId: string) {
  const row = await tenant
    .selectFrom('cash_movements')
    .select([
      sql<string>`coalesce(sum(amount_minor) FILTER (WHERE kind = 'float'), 0)`.as('float'),
      sql<string>`coalesce(sum(amount_minor) FILTER (WHERE kind = 'sale'), 0)`.as('sale'),
      sql<string>`coalesce(sum(amount_minor) FILTER (WHERE kind = 'refund'), 0)`.as('refund'),
      sql<string>`coalesce(sum(amount_minor) FILTER (WHERE kind = 'deposit'), 0)`.as('deposit'),
      sql<string>`coalesce(sum(amount_minor) FILTER (WHERE kind = 'deposit_refund'), 0)`.as('deposit_refund'),
      sql<string>`coalesce(sum(amount_minor) FILTER (WHERE kind = 'cash_in'), 0)`.as('cash_in'),
      sql<string>`coalesce(sum(amount_minor) FILTER (WHERE kind = 'cash_out'), 0)`.as('cash_out'),
      sql<string>`coalesce(sum(amount_minor), 0)`.as('total'),
    ])
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return {
    float: asNumber(row.float),
    sale: asNumber(row.sale),
    refund: asNumber(row.refund),
    deposit: asNumber(row.deposit),
    depositRefund: asNumber(row.deposit_refund),
    cashIn: asNumber(row.cash_in),
    cashOut: asNumber(row.cash_out),
    total: asNumber(row.total),
  };
}

/**
 * Closes the session if it is still open, in one statement: of two concurrent closes only one
 * finds `closed_at IS NULL` (the other waits for its row lock, then finds it closed). Undefined
 * for the loser.
 */
export async function closeSession(tenant: Tenant, sessionId: string, closing: { userId: string; userName: string; countedCashMinor: number }) {
  return tenant
    .updateTable('register_sessions')
    .set({
      closed_at: sql`now()`,
      closed_by: closing.userId,
      closed_by_name: closing.userName,
      counted_cash_minor: closing.countedCashMinor,
    })
    .where('id', '=', sessionId)
    .where('closed_at', 'is', null)
    .returning(['id', 'register_id', 'opened_at', 'opened_by_name', 'opening_float_minor', 'closed_at', 'closed_by_name'])
    .executeTakeFirst();
}

export async function setExpectedCash(tenant: Tenant, sessionId: string, expectedCashMinor: number) {
  await tenant.updateTable('register_sessions').set({ expected_cash_minor: expectedCashMinor }).where('id', '=', sessionId).execute();
}

/** The succeeded payments (by tender), refunds and deposits taken and refunded in a session, and the tips of what they paid. */
export async function sessionSales(tenant: Tenant, sessionId: string) {
  const inSession = tenant.selectFrom('transactions').where('register_session_id', '=', sessionId).where('status', '=', 'succeeded');
  const row = await inSession
    .select([
      sql<string>`coalesce(sum(amount_minor) FILTER (WHERE kind = 'payment' AND tender = 'cash'), 0)`.as('cash'),
      sql<string>`coalesce(sum(amount_minor) FILTER (WHERE kind = 'payment' AND tender = 'card'), 0)`.as('card'),
      sql<string>`coalesce(sum(amount_minor) FILTER (WHERE kind = 'payment' AND tender = 'check'), 0)`.as('check'),
      sql<string>`coalesce(sum(amount_minor) FILTER (WHERE kind = 'payment' AND tender = 'deposit'), 0)`.as('deposit'),
      sql<string>`coalesce(sum(amount_minor) FILTER (WHERE kind = 'refund'), 0)`.as('refunds'),
      sql<string>`coalesce(sum(amount_minor) FILTER (WHERE kind = 'deposit'), 0)`.as('deposits'),
      sql<string>`coalesce(sum(amount_minor) FILTER (WHERE kind = 'deposit_refund'), 0)`.as('deposit_refunds'),
      sql<string>`count(*) FILTER (WHERE kind IN ('payment', 'refund'))`.as('count'),
    ])
    .executeTakeFirstOrThrow();
  const paid = inSession.select('invoice_id').where('kind', '=', 'payment').where('invoice_id', 'is not', null);
  const tips = await tenant
    .selectFrom('invoices')
    .select(sql<string>`coalesce(sum(tip_minor), 0)`.as('tips'))
    .where('id', 'in', paid)
    .executeTakeFirstOrThrow();
  return {
    salesByTender: { cash: asNumber(row.cash), card: asNumber(row.card), check: asNumber(row.check), deposit: asNumber(row.deposit) },
    refundsMinor: asNumber(row.refunds),
    depositsTakenMinor: asNumber(row.deposits),
    depositRefundsMinor: asNumber(row.deposit_refunds),
    transactionCount: asNumber(row.count),
    tipsMinor: asNumber(tips.tips),
  };
}

export async function insertZReport(tenant: Tenant, report: { number: number; registerId: string; sessionId: string; summary: object }) {
  const row = await tenant
    .insertInto('z_reports', [{ number: report.number, register_id: report.registerId, session_id: report.sessionId, summary: JSON.stringify(report.summary) }])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Z-reports with their register's name (now), filtered by register and by [start, end) of closing. */
function zReports(tenant: Tenant, filter: { registerId?: string | undefined; start?: Date | undefined; end?: Date | undefined }) {
  let query = tenant
    .selectFrom('z_reports')
    .innerJoin('registers', (join) => join.onRef('registers.id', '=', 'z_reports.register_id').on('registers.business_id', '=', tenant.businessId));
  if (filter.registerId) query = query.where('z_reports.register_id', '=', filter.registerId);
  // a report is written in the transaction that closes its session: its created_at is the closing's now()
  if (filter.start) query = query.where('z_reports.created_at', '>=', filter.start);
  if (filter.end) query = query.where('z_reports.created_at', '<', filter.end);
  return query;
}

const zReportColumns = [
  'z_reports.id',
  'z_reports.number',
  'z_reports.register_id',
  'z_reports.session_id',
  'z_reports.summary',
  'z_reports.created_at',
  'registers.name as register_name',
] as const;

export async function listZReports(
  tenant: Tenant,
  filter: { registerId?: string | undefined; start?: Date | undefined; end?: Date | undefined },
  { limit, offset }: PageWindow,
) {
  const query = zReports(tenant, filter);
  const [rows, total] = await Promise.all([
    query.select(zReportColumns).orderBy('z_reports.number', 'desc').limit(limit).offset(offset).execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
export type ZReportRow = Awaited<ReturnType<typeof listZReports>>['rows'][number];

/** Every Z-report the filter selects, newest first, a batch at a time (the CSV export). */
export async function* eachZReport(tenant: Tenant, filter: { registerId?: string | undefined; start?: Date | undefined; end?: Date | undefined }) {
  const batch = 500;
  for (let offset = 0; ; offset += batch) {
    const rows = await zReports(tenant, filter).select(zReportColumns).orderBy('z_reports.number', 'desc').limit(batch).offset(offset).execute();
    yield* rows;
    if (rows.length < batch) return;
  }
}

export async function findZReport(tenant: Tenant, id: string) {
  return zReports(tenant, {}).select(zReportColumns).where('z_reports.id', '=', id).executeTakeFirst();
}

export async function findZReportOfSession(tenant: Tenant, sessionId: string) {
  return zReports(tenant, {}).select(zReportColumns).where('z_reports.session_id', '=', sessionId).executeTakeFirst();
}
