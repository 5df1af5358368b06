import { sql } from 'kysely';
import { orTaken } from '../../db/errors';
import type { Tenant } from '../../db/tenant';

// Asset types and assets of one business: every query goes through the tenant.

/** Asset types with how many assets each has (a type in use cannot be deleted). */
export async function findAssetTypes(tenant: Tenant, id?: string) {
  let q = tenant
    .selectFrom('asset_types')
    .select(['asset_types.id', 'type_name', 'bookable', 'fields'])
    .select(
      sql<number>`(SELECT count(*)::int FROM assets a WHERE a.business_id = asset_types.business_id AND a.asset_type_id = asset_types.id)`.as('assetCount'),
    )
    .orderBy('type_name');
  if (id) q = q.where('asset_types.id', '=', id);
  return q.execute();
}

export async function findAssetType(tenant: Tenant, id: string) {
  return tenant.selectFrom('asset_types').select(['id', 'type_name', 'fields']).where('id', '=', id).executeTakeFirst();
}

export async function assetTypeNamed(tenant: Tenant, name: string) {
  return tenant
    .selectFrom('asset_types')
    .select('id')
    .where(sql`lower(type_name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

export type AssetTypeValues = { type_name?: string; bookable?: boolean; fields?: string };

/** A new type's id, or 'taken' when a type of that name was added in the meantime. */
export async function insertAssetType(tenant: Tenant, values: Required<AssetTypeValues>) {
  const row = await orTaken(tenant, () => tenant.insertInto('asset_types', [values]).returning('id').executeTakeFirstOrThrow());
  return row === 'taken' ? row : row.id;
}

/** Changes a type; answers whether the business has it, or 'taken' when another type took the name meanwhile. */
export async function updateAssetType(tenant: Tenant, id: string, values: AssetTypeValues) {
  // an empty change (a PATCH of no known field) changes nothing: the type need only exist
  if (Object.keys(values).length === 0) return (await findAssetType(tenant, id)) !== undefined;
  const result = await orTaken(tenant, () => tenant.updateTable('asset_types').set(values).where('id', '=', id).executeTakeFirst());
  return result === 'taken' ? result : Number(result.numUpdatedRows) > 0;
}

export async function deleteAssetType(tenant: Tenant, id: string) {
  await tenant.deleteFrom('asset_types').where('id', '=', id).execute();
}

export async function contactExists(tenant: Tenant, contactId: string) {
  return (await tenant.selectFrom('contacts').select('id').where('id', '=', contactId).executeTakeFirst()) !== undefined;
}

/** Assets with their type's name, of the business only (the join is scoped as well). */
function assetsWithType(tenant: Tenant) {
  return tenant
    .selectFrom('assets')
    .innerJoin('asset_types', (join) => join.onRef('asset_types.id', '=', 'assets.asset_type_id').on('asset_types.business_id', '=', tenant.businessId))
    .select([
      'assets.id',
      'assets.contact_id',
      'assets.asset_type_id',
      'asset_types.type_name',
      'assets.name',
      'assets.data',
      'assets.created_at',
      'assets.updated_at',
    ]);
}

export type AssetRow = NonNullable<Awaited<ReturnType<typeof findAsset>>>;

export async function findAsset(tenant: Tenant, id: string) {
  return assetsWithType(tenant).where('assets.id', '=', id).executeTakeFirst();
}

export async function assetsOfContact(tenant: Tenant, contactId: string) {
  return assetsWithType(tenant).where('assets.contact_id', '=', contactId).orderBy('assets.created_at').execute();
}

/** An asset with what its checks need: its data and its type's fields. */
export async function findAssetWithFields(tenant: Tenant, id: string) {
  return tenant
    .selectFrom('assets')
    .innerJoin('asset_types', (join) => join.onRef('asset_types.id', '=', 'assets.asset_type_id').on('asset_types.business_id', '=', tenant.businessId))
    .select(['assets.id', 'assets.data', 'asset_types.fields', 'asset_types.type_name'])
    .where('assets.id', '=', id)
    .executeTakeFirst();
}

export async function insertAsset(tenant: Tenant, values: { contact_id: string; asset_type_id: string; name: string; data: string }) {
  const row = await tenant.insertInto('assets', [values]).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAsset(tenant: Tenant, id: string, values: { data: string; name?: string }) {
  await tenant
    .updateTable('assets')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteAsset(tenant: Tenant, id: string) {
  const result = await tenant.deleteFrom('assets').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
