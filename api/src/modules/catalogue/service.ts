import { randomUUID } from 'node:crypto';
import type { Variant } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { pageWindow } from '../../http/paging';
import { fieldError, isoDateTime, type FieldErrors } from '../../http/problem';
import { invalid, ok, refuse, type Result } from '../../http/result';
import {
  archiveItem,
  findItem,
  findTaxRate,
  insertItem,
  listCategories,
  listItems,
  listTaxRates,
  offeredTaxRate,
  skuHolder,
  updateItem,
  writeTaxRate,
  type ItemRow,
  type ItemValues,
  type TaxRateRow,
} from './repo';
import type {
  CatalogueItem,
  CatalogueItemInput,
  CatalogueItemPage,
  CatalogueItemPatch,
  CatalogueItemQuery,
  CatalogueVariantInput,
  TaxRate,
  TaxRateInput,
  TaxRateList,
  TaxRatePatch,
} from './schemas';

// The rules of the catalogue: names are never blank, a SKU names one item of the business, stock
// and variants are a product's and a duration a service's, and an item is taxed only at a rate the
// business still offers. Tax rates: one default at most, and an archived rate is never the default.

const NO_ITEM = 'No such catalogue item';
const NO_RATE = 'No such tax rate';

// ---- tax rates

function toTaxRate(row: TaxRateRow): TaxRate {
  return {
    id: row.id,
    name: row.name,
    rateBp: row.rate_bp,
    isDefault: row.is_default,
    archived: row.archived_at !== null,
    createdAt: isoDateTime(row.created_at),
  };
}

export async function taxRateList(tenant: Tenant): Promise<TaxRateList> {
  const [rows, { currency }] = await Promise.all([listTaxRates(tenant), tenant.business()]);
  return { items: rows.map(toTaxRate), currency };
}

const BLANK_RATE_NAME = 'The tax rate needs a name';

export async function createTaxRate(tenant: Tenant, input: TaxRateInput): Promise<Result<TaxRate>> {
  const name = input.name.trim();
  if (!name) return invalid({ name: fieldError('required', BLANK_RATE_NAME) });
  const id = await writeTaxRate(tenant, undefined, { name, rate_bp: input.rateBp, is_default: input.isDefault ?? false });
  const row = id && (await findTaxRate(tenant, id));
  if (!row) throw new Error('createTaxRate: the new rate was not found');
  return ok(toTaxRate(row));
}

/** A change to a rate of the business. */
export async function changeTaxRate(tenant: Tenant, id: string, patch: TaxRatePatch): Promise<Result<TaxRate>> {
  const current = await findTaxRate(tenant, id);
  if (!current) return refuse('not_found', NO_RATE);
  const errors: FieldErrors = {};
  const name = patch.name?.trim();
  if (name === '') errors.name = fieldError('required', BLANK_RATE_NAME);
  const archivedAfter = patch.archived ?? current.archived_at !== null;
  if (patch.isDefault === true && archivedAfter) errors.isDefault = fieldError('not_allowed', 'An archived tax rate cannot be the default');
  if (Object.keys(errors).length) return invalid(errors);
  const written = await writeTaxRate(tenant, id, {
    ...(name !== undefined ? { name } : {}),
    ...(patch.rateBp !== undefined ? { rate_bp: patch.rateBp } : {}),
    ...(patch.isDefault !== undefined ? { is_default: patch.isDefault } : {}),
    ...(patch.archived !== undefined ? { archived: patch.archived } : {}),
  });
  const row = written && (await findTaxRate(tenant, written));
  return row ? ok(toTaxRate(row)) : refuse('not_found', NO_RATE);
}

// ---- items

function toItem(row: ItemRow): CatalogueItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    sku: row.sku,
    category: row.category,
    description: row.description,
    priceMinor: row.price_minor,
    taxRateId: row.tax_rate_id,
    taxRateBp: Number(row.rate_bp),
    durationMinutes: row.duration_minutes,
    inventory: row.inventory,
    quantity: row.quantity,
    variants: row.variants.map(({ id, name, sku, priceMinor }) => ({ id, name, sku, priceMinor })),
    archived: row.archived_at !== null,
    createdAt: isoDateTime(row.created_at),
    updatedAt: isoDateTime(row.updated_at),
  };
}

export async function itemPage(tenant: Tenant, query: CatalogueItemQuery): Promise<CatalogueItemPage> {
  const window = pageWindow(query);
  const [{ rows, total }, { currency }] = await Promise.all([
    listItems(tenant, { q: query.q, kind: query.kind, category: query.category, includeArchived: query.includeArchived }, window),
    tenant.business(),
  ]);
  return { items: rows.map(toItem), total, page: window.page, pageSize: window.pageSize, currency };
}

export async function itemById(tenant: Tenant, id: string): Promise<Result<CatalogueItem>> {
  const row = await findItem(tenant, id);
  return row ? ok(toItem(row)) : refuse('not_found', NO_ITEM);
}

export const categoryList = async (tenant: Tenant) => ({ categories: await listCategories(tenant) });

/** An item's fields as a request left them: what it sent over what the item had (a new item had nothing). */
type Draft = Omit<ItemValues, 'variants'> & { variants: CatalogueVariantInput[] };
/** the fields of the input, as sent (a change sends some) */
type Sent = Partial<CatalogueItemInput>;

const blankDraft = (kind: Draft['kind']): Draft => ({
  kind,
  name: '',
  sku: '',
  category: '',
  description: '',
  price_minor: 0,
  tax_rate_id: null,
  duration_minutes: null,
  inventory: null,
  quantity: null,
  variants: [],
});

function draftOf(row: ItemRow): Draft {
  return {
    kind: row.kind,
    name: row.name,
    sku: row.sku,
    category: row.category,
    description: row.description,
    price_minor: row.price_minor,
    tax_rate_id: row.tax_rate_id,
    duration_minutes: row.duration_minutes,
    inventory: row.inventory,
    quantity: row.quantity,
    variants: row.variants,
  };
}

/**
 * What was sent, over the draft. When the kind changes, what only the other kind has is left
 * behind unless it was sent (then the rules refuse it).
 */
function merge(draft: Draft, sent: Sent): Draft {
  const kind = sent.kind ?? draft.kind;
  const kept: Draft =
    kind === draft.kind
      ? draft
      : kind === 'service'
        ? { ...draft, kind, inventory: null, quantity: null, variants: [] }
        : { ...draft, kind, duration_minutes: null };
  return {
    ...kept,
    ...(sent.name !== undefined ? { name: sent.name } : {}),
    ...(sent.sku !== undefined ? { sku: sent.sku } : {}),
    ...(sent.category !== undefined ? { category: sent.category } : {}),
    ...(sent.description !== undefined ? { description: sent.description } : {}),
    ...(sent.priceMinor !== undefined ? { price_minor: sent.priceMinor } : {}),
    ...(sent.taxRateId !== undefined ? { tax_rate_id: sent.taxRateId } : {}),
    ...(sent.durationMinutes !== undefined ? { duration_minutes: sent.durationMinutes } : {}),
    ...(sent.inventory !== undefined ? { inventory: sent.inventory } : {}),
    ...(sent.quantity !== undefined ? { quantity: sent.quantity } : {}),
    ...(sent.variants !== undefined ? { variants: sent.variants } : {}),
  };
}

/** The variants as stored: names trimmed and distinct, ids kept for the ones the item had. */
function checkVariants(variants: CatalogueVariantInput[], had: Variant[], errors: FieldErrors): Variant[] {
  const known = new Set(had.map((variant) => variant.id));
  const seen = new Set<string>();
  return variants.map((variant, i) => {
    const name = variant.name.trim();
    const key = name.toLowerCase();
    if (!name) errors[`variants.${i}.name`] = fieldError('required', 'A variant needs a name');
    else if (seen.has(key)) errors[`variants.${i}.name`] = fieldError('duplicate_key', `Two variants are named ${name}`, { key: name });
    seen.add(key);
    const id = variant.id && known.has(variant.id) ? variant.id : randomUUID();
    return { id, name, sku: (variant.sku ?? '').trim(), priceMinor: variant.priceMinor };
  });
}

const notAllowed = (field: string, kind: string) => fieldError('not_allowed', `A ${kind} has no ${field}`);

/**
 * The values to store for a draft, or why its fields are refused. `sent` is what the request sent
 * (a kind's rule refuses a field only when the request names it); `current` the item being changed.
 */
async function checkItem(tenant: Tenant, draft: Draft, sent: Sent, current?: ItemRow): Promise<Result<ItemValues>> {
  const errors: FieldErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = fieldError('required', 'The item needs a name');
  const sku = draft.sku.trim();
  if (sku && (await skuHolder(tenant, sku, current?.id))) errors.sku = fieldError('taken', 'Another item has this SKU');
  // an item keeps a rate that was archived after it was chosen; a new choice must be one offered
  const rateId = draft.tax_rate_id;
  if (rateId && rateId !== current?.tax_rate_id && !(await offeredTaxRate(tenant, rateId))) {
    errors.taxRateId = fieldError('not_found', 'No such tax rate');
  }
  const product = draft.kind === 'product';
  if (product) {
    if (sent.durationMinutes != null) errors.durationMinutes = notAllowed('duration', 'product');
    if (draft.inventory === 'limited' && draft.quantity === null) errors.quantity = fieldError('required', 'Limited stock needs a quantity');
  } else {
    if (sent.inventory != null) errors.inventory = notAllowed('inventory', 'service');
    if (sent.quantity != null) errors.quantity = notAllowed('quantity', 'service');
    if (sent.variants?.length) errors.variants = notAllowed('variants', 'service');
  }
  const variants = product ? checkVariants(draft.variants, current?.variants ?? [], errors) : [];
  if (Object.keys(errors).length) return invalid(errors);
  return ok({
    kind: draft.kind,
    name,
    sku,
    category: draft.category.trim(),
    description: draft.description.trim(),
    price_minor: draft.price_minor,
    tax_rate_id: rateId,
    duration_minutes: product ? null : draft.duration_minutes,
    // a product's stock is known to be there until said otherwise
    inventory: product ? (draft.inventory ?? 'in_stock') : null,
    quantity: product ? draft.quantity : null,
    variants,
  });
}

const skuTaken = () => invalid({ sku: fieldError('taken', 'Another item has this SKU') });

export async function createItem(tenant: Tenant, input: CatalogueItemInput): Promise<Result<CatalogueItem>> {
  const checked = await checkItem(tenant, merge(blankDraft(input.kind), input), input);
  if (!checked.ok) return checked;
  const id = await insertItem(tenant, checked.value);
  if (id === 'taken') return skuTaken();
  const row = await findItem(tenant, id);
  if (!row) throw new Error('createItem: the new item was not found');
  return ok(toItem(row));
}

/** A change to an item of the business. */
export async function changeItem(tenant: Tenant, id: string, patch: CatalogueItemPatch): Promise<Result<CatalogueItem>> {
  const current = await findItem(tenant, id);
  if (!current) return refuse('not_found', NO_ITEM);
  const { archived, ...sent } = patch;
  const checked = await checkItem(tenant, merge(draftOf(current), sent), sent, current);
  if (!checked.ok) return checked;
  const updated = await updateItem(tenant, id, checked.value, archived);
  if (updated === 'taken') return skuTaken();
  const row = updated ? await findItem(tenant, id) : undefined;
  return row ? ok(toItem(row)) : refuse('not_found', NO_ITEM);
}

export async function removeItem(tenant: Tenant, id: string): Promise<Result<null>> {
  return (await archiveItem(tenant, id)) ? ok(null) : refuse('not_found', NO_ITEM);
}
