import { sql } from 'kysely';
import type { Db } from './database';
import type { CounterName } from './schema';

/**
 * The next number of a business's sequence (invoices, Z-reports, receipts): 1, 2, 3… with no gap
 * and no repeat. Call it inside the transaction that uses the number: the counter's row stays
 * locked until that transaction ends, so a concurrent one waits for it, and a rollback gives the
 * number back.
 */
export async function nextNumber(trx: Db, businessId: string, name: CounterName): Promise<number> {
  const { rows } = await sql<{ last_value: number }>`
    INSERT INTO counters (business_id, name, last_value) VALUES (${businessId}, ${name}, 1)
    ON CONFLICT (business_id, name) DO UPDATE SET last_value = counters.last_value + 1
    RETURNING last_value`.execute(trx);
  const value = rows[0]?.last_value;
  if (value === undefined) throw new Error(`nextNumber(${name}): no row returned`);
  return Number(value);
}
