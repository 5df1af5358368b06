import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Tenant } from '../../db/tenant';
import type { PageWindow } from '../../http/paging';
/** the repeat-frequency buckets: 1, 2, 3, 4 and 5 (five visits or more) */
export const TOP_BUCKET = 5;

export type Interval = 'day' | 'week' | 'month';

/**
 * Visits per customer within [start, end): how many customers came once, twice, … five times or
 * more, with the customers and visits in all. Counted in the database, one row per bucket.
 */
export async function repeatFrequency(db: Db, tenant: Tenant, start: Date, end: Date) {
  const perContact = tenant
    .selectFrom('visits')
    .select(['contact_id', sql<number>`count(*)::int`.as('n')])
    .where('visited_at', '>=', start)
    .where('visited_at', '<', end)
    .groupBy('contact_id');
  const rows = await db
    .selectFrom(perContact.as('per_contact'))
    .select([
      sql<number>`least(per_contact.n, ${sql.lit(TOP_BUCKET)})`.as('bucket'),
      sql<number>`count(*)::int`.as('customers'),
      sql<number>`sum(per_contact.n)::int`.as('visits'),
    ])
    .groupBy(sql`least(per_contact.n, ${sql.lit(TOP_BUCKET)})`)
    .execute();
  const buckets = Array.from({ length: TOP_BUCKET }, (_, i) => {
    const row = rows.find((r) => Number(r.bucket) === i + 1);
    return { visits: i + 1, customers: row ? Number(row.customers) : 0 };
  });
  return {
    buckets,
    customers: rows.reduce((sum, r) => sum + Number(r.customers), 0),
    visits: rows.reduce((sum, r) => sum + Number(r.visits), 0),
  };
}

/**
 * New contacts within [start, end) per period (its first day, in UTC) and source, oldest period
 * first. The interval is one of the three literals, written into the SQL as such.
 */
export async function inboundLead(tenant: Tenant, start: Date, end: Date, interval: Interval) {
  const period = sql<string>`to_char(date_trunc(${sql.lit(interval)}, created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  const rows = await tenant
    .selectFrom('contacts')
    .select([period.as('period'), 'source', sql<number>`count(*)::int`.as('count')])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .groupBy([period, 'source'])
    .orderBy(period)
    .orderBy('source')
    .execute();
  return rows.map((r) => ({ period: r.period, source: r.source, count: Number(r.count) }));
}

/** Forms signed by the business's contacts, newest first, within [start, end) when given. */
export async function signedForms(tenant: Tenant, { start, end }: { start?: Date | undefined; end?: Date | undefined }, { limit, offset }: PageWindow) {
  let query = tenant
    .selectFrom('signed_forms')
    .innerJoin('contacts', (join) =>
      join.onRef('contacts.id', '=', 'signed_forms.contact_id').on('contacts.business_id', '=', tenant.businessId),
    );
  if (start) query = query.where('signed_forms.signed_at', '>=', start);
  if (end) query = query.where('signed_forms.signed_at', '<', end);
  const [rows, total] = await Promise.all([
    query
      .select([
        'signed_forms.id',
        'signed_forms.contact_id',
        'signed_forms.form_name',
        'signed_forms.signed_at',
        'contacts.first_name',
        'contacts.last_name',
      ])
      .orderBy('signed_forms.signed_at', 'desc')
      .orderBy('signed_forms.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
