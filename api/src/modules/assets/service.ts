import { duplicateFieldKeys } from '../../lib/keyedFields';
import type { Tenant } from '../../db/tenant';
import { fieldError, isoDateTime, type FieldErrors } from '../../http/problem';
import { invalid, ok, refuse, type Result } from '../../http/result';
import {
  assetTypeNamed,
  assetsOfContact,
  contactExists,
  deleteAsset,
  deleteAssetType,
  findAsset,
  findAssetType,
  findAssetTypes,
  findAssetWithFields,
  insertAsset,
  insertAssetType,
  updateAsset,
  updateAssetType,
  type AssetRow,
  type AssetTypeValues,
} from './repo';
import type { Asset, AssetField, AssetInput, AssetList, AssetPatch, AssetTypeDetail, AssetTypeInput, AssetTypeList, AssetTypePatch } from './schemas';

// Asset types (each with its own fields, defined by an admin) and an asset's data checked against
// its type's fields (issue #4).

type AssetData = Record<string, string | number>;

const FIRST_YEAR = 1900;
const NEXT_YEAR = () => new Date().getUTCFullYear() + 1;

/** One value against its field: the stored value, or why it is refused. */
function checkValue(field: AssetField, raw: string | number): { value: string | number } | { error: FieldErrors[string] } {
  if (field.kind === 'text') return { value: String(raw).trim() };
  const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
  if (!Number.isFinite(n)) return { error: fieldError('invalid_value', `${field.label} must be a number`, { type: 'number' }) };
  if (field.kind === 'year') {
    const message = `${field.label} must be a year between ${FIRST_YEAR} and ${NEXT_YEAR()}`;
    if (!Number.isInteger(n)) return { error: fieldError('invalid_value', message, { type: 'integer' }) };
    if (n < FIRST_YEAR) return { error: fieldError('too_small', message, { limit: FIRST_YEAR }) };
    if (n > NEXT_YEAR()) return { error: fieldError('too_large', message, { limit: NEXT_YEAR() }) };
  }
  if (field.kind === 'number' && n < 0) return { error: fieldError('too_small', `${field.label} cannot be negative`, { limit: 0 }) };
  return { value: n };
}

/** An asset's data against its type's fields: required ones present, numbers and years as numbers. */
export function checkAssetData(fields: AssetField[], input: AssetData): Result<AssetData> {
  const errors: FieldErrors = {};
  const data: AssetData = {};
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(input)) if (!known.has(key)) errors[key] = fieldError('not_allowed', 'Not a field of this asset type');
  for (const field of fields) {
    // an own value only: a field keyed `constructor` must not read Object.prototype's
    const raw = Object.hasOwn(input, field.key) ? input[field.key] : undefined;
    if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
      if (field.required) errors[field.key] = fieldError('required', `${field.label} is required`);
      continue;
    }
    const checked = checkValue(field, raw);
    if ('error' in checked) errors[field.key] = checked.error;
    else data[field.key] = checked.value;
  }
  return Object.keys(errors).length ? invalid(errors) : ok(data);
}

/** The name an asset gets when none is given: its first text and year values ("2019 Toyota Corolla"). */
export function defaultAssetName(fields: AssetField[], data: AssetData, typeName: string): string {
  const parts = fields
    .filter((f) => f.kind !== 'number')
    .map((f) => data[f.key])
    .filter((v) => v !== undefined && v !== '')
    .slice(0, 3);
  return (parts.join(' ') || typeName).slice(0, 200);
}

/** A type's name and fields, as sent for a new type or a change (only what is sent is checked). */
// checked before the write, and refused by the database when another request took the name in between
const NAME_TAKEN = fieldError('taken', 'An asset type has this name');

const NO_TYPE = 'No such asset type';
const NO_CONTACT = 'No such contact';
const NO_ASSET = 'No such asset';

async function checkAssetType(tenant: Tenant, input: AssetTypePatch, id?: string): Promise<Result<AssetTypeValues>> {
  const errors: FieldErrors = {};
  const values: AssetTypeValues = {};
  if (input.type_name !== undefined) {
    const name = input.type_name.trim();
    const taken = name ? await assetTypeNamed(tenant, name) : undefined;
    if (!name) errors.type_name = fieldError('required', 'Enter a type name');
    else if (taken && taken.id !== id) errors.type_name = NAME_TAKEN;
    values.type_name = name;
  }
  if (input.fields !== undefined) {
    const dupes = duplicateFieldKeys(input.fields);
    if (dupes.length) errors.fields = fieldError('duplicate_key', `Two fields have the key ${dupes.join(', ')}`, { key: dupes.join(', ') });
    values.fields = JSON.stringify(input.fields);
  }
  if (input.bookable !== undefined) values.bookable = input.bookable;
  return Object.keys(errors).length ? invalid(errors) : ok(values);
}

export async function assetTypeList(tenant: Tenant): Promise<AssetTypeList> {
  return { items: await findAssetTypes(tenant) };
}

async function assetTypeById(tenant: Tenant, id: string): Promise<AssetTypeDetail | undefined> {
  const [row] = await findAssetTypes(tenant, id);
  return row;
}

export async function createAssetType(tenant: Tenant, input: AssetTypeInput): Promise<Result<AssetTypeDetail>> {
  const checked = await checkAssetType(tenant, input);
  if (!checked.ok) return checked;
  const id = await insertAssetType(tenant, { type_name: input.type_name.trim(), bookable: input.bookable, fields: JSON.stringify(input.fields) });
  if (id === 'taken') return invalid({ type_name: NAME_TAKEN });
  const created = await assetTypeById(tenant, id);
  if (!created) throw new Error('createAssetType: the new type is not found');
  return ok(created);
}

/** A change to a type of the business. */
export async function changeAssetType(tenant: Tenant, id: string, patch: AssetTypePatch): Promise<Result<AssetTypeDetail>> {
  const checked = await checkAssetType(tenant, patch, id);
  if (!checked.ok) return checked;
  const updated = await updateAssetType(tenant, id, checked.value);
  if (updated === 'taken') return invalid({ type_name: NAME_TAKEN });
  const changed = updated ? await assetTypeById(tenant, id) : undefined;
  return changed ? ok(changed) : refuse('not_found', NO_TYPE);
}

/** Deletes a type: in_use while assets of it exist. */
export async function removeAssetType(tenant: Tenant, id: string): Promise<Result<null>> {
  const type = await assetTypeById(tenant, id);
  if (!type) return refuse('not_found', NO_TYPE);
  if (type.assetCount > 0) return refuse('in_use', 'This asset type has assets: it cannot be deleted');
  await deleteAssetType(tenant, id);
  return ok(null);
}

const toAsset = (row: AssetRow): Asset => ({
  id: row.id,
  contactId: row.contact_id,
  assetTypeId: row.asset_type_id,
  typeName: row.type_name,
  name: row.name,
  data: row.data,
  createdAt: isoDateTime(row.created_at),
  updatedAt: isoDateTime(row.updated_at),
});

/** A contact's assets. */
export async function assetListOf(tenant: Tenant, contactId: string): Promise<Result<AssetList>> {
  if (!(await contactExists(tenant, contactId))) return refuse('not_found', NO_CONTACT);
  return ok({ items: (await assetsOfContact(tenant, contactId)).map(toAsset) });
}

export async function assetById(tenant: Tenant, id: string): Promise<Result<Asset>> {
  const row = await findAsset(tenant, id);
  return row ? ok(toAsset(row)) : refuse('not_found', NO_ASSET);
}

async function storedAsset(tenant: Tenant, id: string): Promise<Asset> {
  const row = await findAsset(tenant, id);
  if (!row) throw new Error(`asset ${id} is not found after writing it`);
  return toAsset(row);
}

/** A new asset of a contact of the business. */
export async function addAsset(tenant: Tenant, contactId: string, input: AssetInput): Promise<Result<Asset>> {
  if (!(await contactExists(tenant, contactId))) return refuse('not_found', NO_CONTACT);
  const type = await findAssetType(tenant, input.assetTypeId);
  if (!type) return invalid({ assetTypeId: fieldError('not_found', 'Not an asset type of this business') });
  const checked = checkAssetData(type.fields, input.data);
  if (!checked.ok) return checked;
  const name = input.name?.trim() || defaultAssetName(type.fields, checked.value, type.type_name);
  const id = await insertAsset(tenant, { contact_id: contactId, asset_type_id: type.id, name, data: JSON.stringify(checked.value) });
  return ok(await storedAsset(tenant, id));
}

/** A change to an asset (its data merged over the stored data). */
export async function changeAsset(tenant: Tenant, id: string, patch: AssetPatch): Promise<Result<Asset>> {
  const current = await findAssetWithFields(tenant, id);
  if (!current) return refuse('not_found', NO_ASSET);
  let data = current.data;
  if (patch.data) {
    const checked = checkAssetData(current.fields, { ...current.data, ...patch.data });
    if (!checked.ok) return checked;
    data = checked.value;
  }
  const name = patch.name !== undefined ? patch.name.trim() || defaultAssetName(current.fields, data, current.type_name) : undefined;
  await updateAsset(tenant, id, { data: JSON.stringify(data), ...(name !== undefined ? { name } : {}) });
  return ok(await storedAsset(tenant, id));
}

export async function removeAsset(tenant: Tenant, id: string): Promise<Result<null>> {
  return (await deleteAsset(tenant, id)) ? ok(null) : refuse('not_found', NO_ASSET);
}
