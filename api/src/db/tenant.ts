import { sql, type Expression, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { Db } from './database';
import type { BusinessTable, BusinessesTable, Database } from './schema';

/**
 * The one way to reach business-owned rows: every query it builds is scoped to one business, so a
 * record of another business is simply not found (the API answers 404, never 403: it does not
 * confirm that the record exists). Routes get it from the signed-in session (`req.tenant`).
 */
export function scopedTo(db: Db, businessId: string) {
  const ownRows = (table: BusinessTable) => sql<SqlBool>`${sql.ref(`${table}.business_id`)} = ${businessId}`;
  // Kysely's overloaded `where` is not callable on a builder generic in its table; the condition is
  // plain SQL on a column every BusinessTable has, so the builder's own type is kept as it is.
  const scoped = <Q>(query: Q, table: BusinessTable): Q =>
    (query as unknown as { where(condition: Expression<SqlBool>): Q }).where(ownRows(table));
  return {
    businessId,
    /** the business itself: its name, the currency of its every amount, the zone of its wall clock */
    business() {
      return db.selectFrom('businesses').select(['name', 'currency', 'time_zone']).where('id', '=', businessId).executeTakeFirstOrThrow();
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
