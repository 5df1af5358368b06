import { sql } from 'kysely';
import type { CounterName } from './schema';
import type { Tenant } from './tenant';

/**
 * The next number of the tenant's business's sequence (invoices, Z-reports, receipts): 1, 2, 3…
 * with no gap and no repeat. Call it inside the unit of work that uses the number: the counter's row
 * stays locked until it ends, so a concurrent one waits for it, and a rollback gives the number back.
 */
export async function nextNumber(tenant: Tenant, name: CounterName): Promise<number> {
  const { rows } = await sql<{ last_value: number }>`
    INSERT INTO counters (business_id, name, last_value) VALUES (${tenant.businessId}, ${name}, 1)
    ON CONFLICT (business_id, name) DO UPDATE SET last_value = counters.last_value + 1
    RETURNING last_value`.execute(tenant.db);
  const value = rows[0]?.last_value;
  if (value === undefined) throw new Error(`nextNumber(${name}): no row returned`);
  return Number(value);
}
