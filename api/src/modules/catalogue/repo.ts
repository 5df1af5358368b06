import { sql, type SqlBool } from 'kysely';
import { orTaken } from '../../db/errors';
import type { CatalogueKind, InventoryState, Variant } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { PageWindow } from '../../http/paging';
import { containing } from '../../db/like';

// The catalogue and the tax rates of one business: every query goes through the tenant.

// ---- tax rates

const rateColumns = ['id', 'name', 'rate_bp', 'is_default', 'archived_at', 'created_at'] as const;

export type TaxRateRow = NonNullable<Awaited<ReturnType<typeof findTaxRate>>>;

export async function findTaxRate(tenant: Tenant, id: string) {
  return tenant.selectFrom('tax_rates').select(rateColumns).where('id', '=', id).executeTakeFirst();
}

/** The rates offered (not archived): the default first, then by name. */
export async function listTaxRates(tenant: Tenant) {
  return tenant
    .selectFrom('tax_rates')
    .select(rateColumns)
    .where('archived_at', 'is', null)
    .orderBy('is_default', 'desc')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

export type TaxRateValues = { name?: string; rate_bp?: number; is_default?: boolean; archived?: boolean };

/**
 * Writes a rate (a new one without `id`), in the caller's unit of work, with what keeps one default
 * at most: the business's default is changed by one writer at a time (its row locked, FOR NO KEY
 * UPDATE so the inserts that merely refer to the business are not held up), and a new default
 * clears the old. Answers the rate's id, or undefined when the business has no such rate.
 */
export async function writeTaxRate(tenant: Tenant, id: string | undefined, values: TaxRateValues): Promise<string | undefined> {
  if (values.is_default) {
    await sql`SELECT 1 FROM businesses WHERE id = ${tenant.businessId} FOR NO KEY UPDATE`.execute(tenant.db);
    let others = tenant.updateTable('tax_rates').set({ is_default: false }).where('is_default', '=', true);
    if (id) others = others.where('id', '<>', id);
    await others.execute();
  }
  const { archived, ...columns } = values;
  // an archived rate is no default: archiving the default leaves the business without one
  const set = {
    ...columns,
    ...(archived === true ? { archived_at: sql<Date>`coalesce(archived_at, now())`, is_default: false } : {}),
    ...(archived === false ? { archived_at: null } : {}),
  };
  if (!id) {
    const row = await tenant
      .insertInto('tax_rates', [{ name: columns.name ?? '', rate_bp: columns.rate_bp ?? 0, is_default: columns.is_default ?? false }])
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  if (Object.keys(set).length === 0) return (await findTaxRate(tenant, id))?.id;
  const result = await tenant.updateTable('tax_rates').set(set).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? id : undefined;
}

// ---- items

/** Items with their tax rate's basis points (the join is scoped too: another business's rate is never read). */
function itemsWithRate(tenant: Tenant) {
  return tenant
    .selectFrom('catalogue_items')
    .leftJoin('tax_rates', (join) => join.onRef('tax_rates.id', '=', 'catalogue_items.tax_rate_id').on('tax_rates.business_id', '=', tenant.businessId))
    .select([
      'catalogue_items.id',
      'catalogue_items.kind',
      'catalogue_items.name',
      'catalogue_items.sku',
      'catalogue_items.category',
      'catalogue_items.description',
      'catalogue_items.price_minor',
      'catalogue_items.tax_rate_id',
      'catalogue_items.duration_minutes',
      'catalogue_items.inventory',
      'catalogue_items.quantity',
      'catalogue_items.variants',
      'catalogue_items.archived_at',
      'catalogue_items.created_at',
      'catalogue_items.updated_at',
      sql<number>`coalesce(tax_rates.rate_bp, 0)`.as('rate_bp'),
    ]);
}

export type ItemRow = NonNullable<Awaited<ReturnType<typeof findItem>>>;

export async function findItem(tenant: Tenant, id: string) {
  return itemsWithRate(tenant).where('catalogue_items.id', '=', id).executeTakeFirst();
}

export type ItemFilter = { q?: string | undefined; kind?: CatalogueKind | undefined; category?: string | undefined; includeArchived?: boolean | undefined };

/** One page of items: services first, then products, each by name (in any case). */
export async function listItems(tenant: Tenant, filter: ItemFilter, { limit, offset }: PageWindow) {
  let query = itemsWithRate(tenant);
  if (!filter.includeArchived) query = query.where('catalogue_items.archived_at', 'is', null);
  if (filter.kind) query = query.where('catalogue_items.kind', '=', filter.kind);
  const category = filter.category?.trim();
  if (category) query = query.where(sql<SqlBool>`lower(catalogue_items.category) = lower(${category})`);
  const q = filter.q?.trim();
  if (q) {
    const pattern = containing(q);
    query = query.where(
      sql<SqlBool>`(lower(catalogue_items.name) LIKE lower(${pattern}) OR lower(catalogue_items.sku) LIKE lower(${pattern}) OR lower(catalogue_items.category) LIKE lower(${pattern}))`,
    );
  }
  const [rows, total] = await Promise.all([
    query
      .orderBy(sql`catalogue_items.kind = 'product'`)
      .orderBy(sql`lower(catalogue_items.name)`)
      .orderBy('catalogue_items.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    query
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The categories of the items in use, by name. */
export async function listCategories(tenant: Tenant) {
  const rows = await tenant
    .selectFrom('catalogue_items')
    .select('category')
    .distinct()
    .where('archived_at', 'is', null)
    .where('category', '<>', '')
    .orderBy('category')
    .execute();
  return rows.map((row) => row.category);
}

/** Another item of the business with this SKU, in any case (archived ones keep theirs). */
export async function skuHolder(tenant: Tenant, sku: string, exceptId?: string) {
  let query = tenant
    .selectFrom('catalogue_items')
    .select('id')
    .where(sql<SqlBool>`lower(sku) = lower(${sku})`);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

/** A rate an item may name: the business's, and not archived. */
export async function offeredTaxRate(tenant: Tenant, id: string) {
  return tenant.selectFrom('tax_rates').select(['id', 'rate_bp']).where('id', '=', id).where('archived_at', 'is', null).executeTakeFirst();
}

export type ItemValues = {
  kind: CatalogueKind;
  name: string;
  sku: string;
  category: string;
  description: string;
  price_minor: number;
  tax_rate_id: string | null;
  duration_minutes: number | null;
  inventory: InventoryState | null;
  quantity: number | null;
  variants: Variant[];
};

const stored = ({ variants, ...values }: ItemValues) => ({ ...values, variants: JSON.stringify(variants) });

/** A new item's id, or 'taken' when another item took the SKU in the meantime. */
export async function insertItem(tenant: Tenant, values: ItemValues) {
  const row = await orTaken(tenant, () =>
    tenant
      .insertInto('catalogue_items', [stored(values)])
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return row === 'taken' ? row : row.id;
}

/** Writes an item's values (and its archived state when given); whether it exists, or 'taken' (the SKU). */
export async function updateItem(tenant: Tenant, id: string, values: ItemValues, archived?: boolean) {
  const set = {
    ...stored(values),
    updated_at: sql<Date>`now()`,
    ...(archived === true ? { archived_at: sql<Date>`coalesce(archived_at, now())` } : {}),
    ...(archived === false ? { archived_at: null } : {}),
  };
  const result = await orTaken(tenant, () => tenant.updateTable('catalogue_items').set(set).where('id', '=', id).executeTakeFirst());
  return result === 'taken' ? result : Number(result.numUpdatedRows) > 0;
}

/** Archives an item (archiving it again changes nothing); whether the business has it. */
export async function archiveItem(tenant: Tenant, id: string) {
  const result = await tenant
    .updateTable('catalogue_items')
    .set({
      archived_at: sql<Date>`coalesce(archived_at, now())`,
      updated_at: sql<Date>`CASE WHEN archived_at IS NULL THEN now() ELSE updated_at END`,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
