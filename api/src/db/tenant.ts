import { sql, type Expression, type Insertable, type SqlBool, type Updateable } from 'kysely';
import { todayIn } from '../lib/days';
import type { Db } from './database';
import type { BusinessTable, BusinessesTable, Database } from './schema';

/**
 * The one way to reach business-owned rows: every query it builds is scoped to one business, so a
 * record of another business is simply not found (the API answers 404, never 403: it does not
 * confirm that the record exists). Routes get it from the signed-in session (`req.tenant`, for
 * reads) or from the unit of work they open (unitOfWork, `req.unitOfWork`); services and repos take it.
 */
export function scopedTo(db: Db, businessId: string) {
  const ownRows = (table: BusinessTable) => sql<SqlBool>`${sql.ref(`${table}.business_id`)} = ${businessId}`;
  // Kysely's overloaded `where` is not callable on a builder generic in its table; the condition is
  // plain SQL on a column every BusinessTable has, so the builder's own type is kept as it is.
  const scoped = <Q>(query: Q, table: BusinessTable): Q => (query as unknown as { where(condition: Expression<SqlBool>): Q }).where(ownRows(table));
  return {
    businessId,
    /**
     * What its statements run on: the unit of work's transaction, or the database (a request's
     * reads). For the statements the builders below cannot say (SQL by hand, the framework's own
     * tables): they name `businessId` themselves.
     */
    db,
    /** the business itself: its name, the currency of its every amount, the zone of its wall clock */
    business() {
      return db.selectFrom('businesses').select(['name', 'currency', 'time_zone']).where('id', '=', businessId).executeTakeFirstOrThrow();
    },
    /** the business's zone: every day it counts is a day on this clock (lib/days.ts) */
    async timeZone() {
      const { time_zone } = await db.selectFrom('businesses').select('time_zone').where('id', '=', businessId).executeTakeFirstOrThrow();
      return time_zone;
    },
    /** today on the business's clock (YYYY-MM-DD), whatever the server's day is */
    async today() {
      return todayIn(await this.timeZone());
    },
    /** changes the business itself (its zone, its currency) */
    updateBusiness(values: Updateable<BusinessesTable>) {
      return db.updateTable('businesses').set(values).where('id', '=', businessId).execute();
    },
    selectFrom<T extends BusinessTable>(table: T) {
      return scoped(db.selectFrom(table), table);
    },
    updateTable<T extends BusinessTable>(table: T) {
      return scoped(db.updateTable(table), table);
    },
    deleteFrom<T extends BusinessTable>(table: T) {
      return scoped(db.deleteFrom(table), table);
    },
    insertInto<T extends BusinessTable>(table: T, rows: Omit<Insertable<Database[T]>, 'business_id'>[]) {
      const owned = rows.map((row) => ({ ...row, business_id: businessId }) as unknown as Insertable<Database[T]>);
      return db.insertInto(table).values(owned);
    },
  };
}

export type Tenant = ReturnType<typeof scopedTo>;

/**
 * A unit of work: `work` in one transaction, through a tenant bound to it. The one way a transaction
 * is opened (docs/decisions/0011), where the work starts: a route (`req.unitOfWork` in the signed-in
 * scope; a public route once it knows the business), a job's step, the seed. Services and repos take
 * the tenant and never open one; no call leaves the process inside it (docs/decisions/0031).
 */
export function unitOfWork<T>(db: Db, businessId: string, work: (tenant: Tenant) => Promise<T>): Promise<T> {
  return db.transaction().execute((trx) => work(scopedTo(trx, businessId)));
}

/**
 * Holds `key` until the unit of work that runs on `db` ends: another unit of work holding the same
 * key waits until then (a transaction's advisory lock). For a check that counts rows and then adds
 * one (an address's codes this hour), where there is no row yet to lock and concurrent units of work
 * would each count the same rows. Name the business in a key that is one business's.
 */
export async function holdUntilCommit(db: Db, key: string): Promise<void> {
  // outside a transaction the lock would end with its own statement, and hold nothing
  if (!db.isTransaction) throw new Error(`holdUntilCommit("${key}") outside a unit of work`);
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
}
