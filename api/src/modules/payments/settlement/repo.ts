import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../../db/database';
import { dayIn, startOfTodayIn } from '../../../db/days';
import type { Tenant } from '../../../db/tenant';
import type { PageWindow } from '../../../http/paging';

// Settlement batches and the card transactions they hold. A transaction is in at most one batch
// (transactions.batch_id), and a business has at most one batch per provider and day (the UNIQUE
// index of settlement_batches): closing twice, or on two instances at once, makes no second batch.

/** What settles: a succeeded card payment or refund. */
const settles = sql<SqlBool>`transactions.tender = 'card' AND transactions.status = 'succeeded' AND transactions.kind IN ('payment', 'refund')`;
const providerOf = sql<string>`coalesce(transactions.provider, '')`;

/** The days (in `zone`, the business's) before `before` holding card transactions in no batch yet, by provider, oldest first. */
export async function unbatchedDays(tenant: Tenant, before: Date, zone: string) {
  const dayOf = dayIn('transactions.created_at', zone);
  return tenant
    .selectFrom('transactions')
    .select([dayOf.as('day'), providerOf.as('provider')])
    .where(settles)
    .where('transactions.batch_id', 'is', null)
    .where('transactions.created_at', '<', before)
    .groupBy([dayOf, providerOf])
    .orderBy(dayOf)
    .orderBy(providerOf)
    .execute();
}

/** The businesses with card transactions of a day before their today (on their clock) in no batch yet (what the schedule closes). */
export async function businessesWithUnbatchedDays(db: Db) {
  const rows = await db
    .selectFrom('transactions')
    .innerJoin('businesses', 'businesses.id', 'transactions.business_id')
    .select('transactions.business_id')
    .distinct()
    .where(settles)
    .where('transactions.batch_id', 'is', null)
    .where('transactions.created_at', '<', startOfTodayIn('businesses.time_zone'))
    .execute();
  return rows.map((row) => row.business_id);
}

/**
 * The day's batch of the provider, made if there is none, and locked for the rest of the
 * transaction: a concurrent close of the same day waits here, then finds the batch made.
 */
export async function claimBatch(tenant: Tenant, day: string, provider: string) {
  const row = await tenant
    .insertInto('settlement_batches', [{ day, provider }])
    .onConflict((conflict) => conflict.columns(['business_id', 'provider', 'day']).doUpdateSet({ count: sql<number>`settlement_batches.count` }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Puts the day's card transactions of the provider that are in no batch yet into the batch, and
 * adds them to its count and total (a refund counts negative). How many it put in.
 */
export async function fillBatch(tenant: Tenant, batchId: string, provider: string, start: Date, end: Date) {
  const moved = await tenant
    .updateTable('transactions')
    .set({ batch_id: batchId })
    .where(settles)
    .where('transactions.batch_id', 'is', null)
    .where(providerOf, '=', provider)
    .where('transactions.created_at', '>=', start)
    .where('transactions.created_at', '<', end)
    .returning(['transactions.kind', 'transactions.amount_minor'])
    .execute();
  if (moved.length === 0) return 0;
  const total = moved.reduce((sum, t) => sum + (t.kind === 'refund' ? -t.amount_minor : t.amount_minor), 0);
  await tenant
    .updateTable('settlement_batches')
    .set({ count: sql<number>`count + ${moved.length}`, total_minor: sql<number>`total_minor + ${total}` })
    .where('id', '=', batchId)
    .execute();
  return moved.length;
}

function batches(tenant: Tenant, filter: { from?: string | undefined; to?: string | undefined }) {
  let query = tenant.selectFrom('settlement_batches');
  if (filter.from) query = query.where('settlement_batches.day', '>=', filter.from);
  if (filter.to) query = query.where('settlement_batches.day', '<=', filter.to);
  return query;
}

const batchColumns = ['id', 'day', 'provider', 'count', 'total_minor', 'closed_at'] as const;

/** One page of batches, newest day first, and how many the filter selects. */
export async function listBatches(tenant: Tenant, filter: { from?: string | undefined; to?: string | undefined }, { limit, offset }: PageWindow) {
  const query = batches(tenant, filter);
  const [rows, total] = await Promise.all([
    query.select(batchColumns).orderBy('day', 'desc').orderBy('provider').limit(limit).offset(offset).execute(),
    query.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
export type BatchRow = Awaited<ReturnType<typeof listBatches>>['rows'][number];

/** Every batch the filter selects, newest day first, a page at a time (the CSV export). */
export async function* eachBatch(tenant: Tenant, filter: { from?: string | undefined; to?: string | undefined }) {
  const size = 500;
  for (let offset = 0; ; offset += size) {
    const rows = await batches(tenant, filter).select(batchColumns).orderBy('day', 'desc').orderBy('provider').limit(size).offset(offset).execute();
    yield* rows;
    if (rows.length < size) return;
  }
}

export async function findBatches(tenant: Tenant, ids: string[]) {
  if (ids.length === 0) return [];
  return tenant.selectFrom('settlement_batches').select(batchColumns).where('id', 'in', ids).orderBy('day').orderBy('provider').execute();
}
