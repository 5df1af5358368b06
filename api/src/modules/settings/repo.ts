import type { Tenant } from '../../db/tenant';

/** The business's lost-customer threshold, or null before it was ever set. */
export async function findLostCustomerDays(tenant: Tenant) {
  const row = await tenant.selectFrom('contact_settings').select('lost_customer_days').executeTakeFirst();
  return row?.lost_customer_days ?? null;
}

/** Sets the threshold (the business's settings row is created on its first change). */
export async function saveLostCustomerDays(tenant: Tenant, days: number) {
  const row = await tenant
    .insertInto('contact_settings', [{ lost_customer_days: days }])
    .onConflict((oc) => oc.column('business_id').doUpdateSet({ lost_customer_days: days }))
    .returning('lost_customer_days')
    .executeTakeFirstOrThrow();
  return row.lost_customer_days;
}
