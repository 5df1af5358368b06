import { sql } from 'kysely';
import { personName } from '../../db/names';
import { dateIn, dayIn } from '../../db/days';
import type { Tenant } from '../../db/tenant';
import type { PageWindow } from '../../http/paging';
/** the repeat-frequency buckets: 1, 2, 3, 4 and 5 (five visits or more) */
export const TOP_BUCKET = 5;

export type Interval = 'day' | 'week' | 'month';

/**
 * Visits per customer within [start, end): how many customers came once, twice, … five times or
 * more, with the customers and visits in all. Counted in the database, one row per bucket.
 */
export async function repeatFrequency(tenant: Tenant, start: Date, end: Date) {
  const perContact = tenant
    .selectFrom('visits')
    .select(['contact_id', sql<number>`count(*)::int`.as('n')])
    .where('visited_at', '>=', start)
    .where('visited_at', '<', end)
    .groupBy('contact_id');
  const rows = await tenant.db
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
 * New contacts within [start, end) per period (its first day, in `zone`: the business's) and source,
 * oldest period first. The interval is one of the three literals, written into the SQL as such.
 */
export async function inboundLead(tenant: Tenant, start: Date, end: Date, interval: Interval, zone: string) {
  const period = sql<string>`to_char(date_trunc(${sql.lit(interval)}, ${dateIn('created_at', zone)}), 'YYYY-MM-DD')`;
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
    .innerJoin('contacts', (join) => join.onRef('contacts.id', '=', 'signed_forms.contact_id').on('contacts.business_id', '=', tenant.businessId));
  if (start) query = query.where('signed_forms.signed_at', '>=', start);
  if (end) query = query.where('signed_forms.signed_at', '<', end);
  const [rows, total] = await Promise.all([
    query
      .select(['signed_forms.id', 'signed_forms.contact_id', 'signed_forms.form_name', 'signed_forms.signed_at', personName('contacts').as('contact_name')])
      .orderBy('signed_forms.signed_at', 'desc')
      .orderBy('signed_forms.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

// The money report (issue 10): a few aggregates over one business's rows, each bounded by its
// time index (invoices and transactions by business and created_at), so a year of sales is read
// from the index, not the table. A sale is a paid or partly paid invoice, never a void one.

/** a summed integer column as the drivers answer it (a bigint: a string, a number or a BigInt) */
const total = (column: string) => sql<string | number | bigint>`coalesce(sum(${sql.ref(column)}), 0)::bigint`;
const countAll = sql<number>`count(*)::int`;

/** The business's sales created within [start, end). */
function salesWithin(tenant: Tenant, start: Date, end: Date) {
  return tenant
    .selectFrom('invoices')
    .where('invoices.created_at', '>=', start)
    .where('invoices.created_at', '<', end)
    .where('invoices.status', 'in', ['paid', 'open'])
    .where('invoices.paid_minor', '>', 0);
}

/** Its succeeded transactions of one kind dated within [start, end). */
function transactionsWithin(tenant: Tenant, kind: 'payment' | 'refund', start: Date, end: Date) {
  return tenant
    .selectFrom('transactions')
    .where('transactions.created_at', '>=', start)
    .where('transactions.created_at', '<', end)
    .where('transactions.kind', '=', kind)
    .where('transactions.status', '=', 'succeeded');
}

/** Per day (in `zone`, the business's) with sales in [start, end): their count, totals, tips, tax and discounts. */
export async function salesPerDay(tenant: Tenant, start: Date, end: Date, zone: string) {
  const rows = await salesWithin(tenant, start, end)
    .select([
      dayIn('invoices.created_at', zone).as('day'),
      countAll.as('count'),
      total('invoices.total_minor').as('sales'),
      total('invoices.tip_minor').as('tips'),
      total('invoices.tax_minor').as('tax'),
      total('invoices.discount_minor').as('discounts'),
    ])
    .groupBy(dateIn('invoices.created_at', zone))
    .execute();
  return rows.map((r) => ({
    day: r.day,
    count: Number(r.count),
    salesMinor: Number(r.sales),
    tipsMinor: Number(r.tips),
    taxMinor: Number(r.tax),
    discountsMinor: Number(r.discounts),
  }));
}

/** Per day (in `zone`, the business's) with refunds in [start, end): what was refunded. */
export async function refundsPerDay(tenant: Tenant, start: Date, end: Date, zone: string) {
  const rows = await transactionsWithin(tenant, 'refund', start, end)
    .select([dayIn('transactions.created_at', zone).as('day'), total('transactions.amount_minor').as('refunds')])
    .groupBy(dateIn('transactions.created_at', zone))
    .execute();
  return rows.map((r) => ({ day: r.day, refundsMinor: Number(r.refunds) }));
}

/** What each tender took in [start, end), the largest first. */
export async function paymentsPerTender(tenant: Tenant, start: Date, end: Date) {
  const rows = await transactionsWithin(tenant, 'payment', start, end)
    .select(['transactions.tender', total('transactions.amount_minor').as('amount'), countAll.as('count')])
    .groupBy('transactions.tender')
    .execute();
  return rows
    .map((r) => ({ tender: r.tender, amountMinor: Number(r.amount), count: Number(r.count) }))
    .sort((a, b) => b.amountMinor - a.amountMinor || a.tender.localeCompare(b.tender));
}

/**
 * The sales in [start, end) per user who rang them up (their tips stay with them), the largest
 * first; a removed account's sales are under a null id. One pass over the sales, as the per-day
 * figures: a line's own staff would need the tip shared out per line, over every line of a year.
 */
export async function salesPerUser(tenant: Tenant, start: Date, end: Date) {
  const rows = await salesWithin(tenant, start, end)
    .select(['invoices.created_by', countAll.as('count'), total('invoices.total_minor').as('sales'), total('invoices.tip_minor').as('tips')])
    .groupBy('invoices.created_by')
    .execute();
  const ids = rows.flatMap((r) => (r.created_by ? [r.created_by] : []));
  const users = ids.length
    ? await tenant
        .selectFrom('users')
        .select(['id', personName('users').as('name')])
        .where('id', 'in', ids)
        .execute()
    : [];
  const nameOf = new Map(users.map((u) => [u.id, u.name]));
  return rows
    .map((r) => ({
      userId: r.created_by,
      name: (r.created_by && nameOf.get(r.created_by)) || '',
      salesMinor: Number(r.sales),
      count: Number(r.count),
      tipsMinor: Number(r.tips),
    }))
    .sort((a, b) => b.salesMinor - a.salesMinor || a.name.localeCompare(b.name));
}

export const TOP_ITEMS = 10;

/**
 * The lines of the sales in [start, end) per catalogue item (a custom line per its name): how many
 * and for how much, the TOP_ITEMS largest. An item is named as the catalogue names it now.
 */
export async function topItems(tenant: Tenant, start: Date, end: Date) {
  const businessId = tenant.businessId;
  const customName = sql<string | null>`CASE WHEN invoice_lines.item_id IS NULL THEN invoice_lines.name END`;
  const sales = total('invoice_lines.total_minor');
  const rows = await tenant
    .selectFrom('invoice_lines')
    .innerJoin(salesWithin(tenant, start, end).select('invoices.id').as('sale'), 'sale.id', 'invoice_lines.invoice_id')
    .leftJoin('catalogue_items', (join) => join.onRef('catalogue_items.id', '=', 'invoice_lines.item_id').on('catalogue_items.business_id', '=', businessId))
    .select([
      'invoice_lines.item_id',
      'invoice_lines.kind',
      sql<string>`coalesce(min(catalogue_items.name), min(invoice_lines.name))`.as('name'),
      sql<number>`sum(invoice_lines.quantity)::int`.as('quantity'),
      sales.as('sales'),
    ])
    .groupBy(['invoice_lines.item_id', 'invoice_lines.kind', customName])
    .orderBy(sales, 'desc')
    .orderBy(sql`sum(invoice_lines.quantity)`, 'desc')
    .orderBy(sql`coalesce(min(catalogue_items.name), min(invoice_lines.name))`)
    .limit(TOP_ITEMS)
    .execute();
  return rows.map((r) => ({ itemId: r.item_id, name: r.name, kind: r.kind, quantity: Number(r.quantity), salesMinor: Number(r.sales) }));
}
