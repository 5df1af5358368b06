import { Type, type Static, type TInteger, type TString } from '@sinclair/typebox';
import { CATALOGUE_KINDS, INVENTORY_STATES } from '../../db/schema';
import { Currency } from '../../http/money';
import { PageQuery, Paged } from '../../http/paging';

// Issue 10: the catalogue (services and products) and the business's tax rates. Prices are integer
// minor units of the business's currency; the currency travels in each list's envelope, beside the
// items it prices (a list of items, and the tax rates the item form reads).

/** the largest price of one item or variant ($1,000,000.00 in a two-decimal currency) */
export const MAX_ITEM_PRICE_MINOR = 100_000_000;
export const MAX_ITEM_NAME_LENGTH = 120;
export const MAX_VARIANT_NAME_LENGTH = 60;
export const MAX_SKU_LENGTH = 64;
export const MAX_CATEGORY_LENGTH = 60;
export const MAX_ITEM_DESCRIPTION_LENGTH = 2000;
export const MAX_TAX_RATE_NAME_LENGTH = 60;
export const MAX_ITEM_VARIANTS = 50;
export const MAX_STOCK_QUANTITY = 1_000_000;
/** a rate in basis points: 825 is 8.25 %, 10,000 is 100 % */
export const MAX_TAX_RATE_BP = 10_000;

/**
 * A value or null, as one JSON type list (`type: ['integer', 'null']`) rather than a union: null is
 * taken as null (a union's first branch would coerce it to 0 or ''), and a refused value keeps its
 * own code (`too_small`), not the union's `invalid_value`.
 */
function nullable<S extends TInteger | TString>(schema: S) {
  return Type.Unsafe<Static<S> | null>({ ...schema, type: [schema.type, 'null'] });
}

const Price = (description: string) => Type.Integer({ minimum: 0, maximum: MAX_ITEM_PRICE_MINOR, description });
const Timestamp = Type.String({ format: 'date-time' });

// ---- tax rates

export const TaxRate = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** basis points: 825 is 8.25 % */
  rateBp: Type.Integer(),
  /** the rate a new item gets (one at most per business) */
  isDefault: Type.Boolean(),
  /** an archived rate is kept for the items and invoices that name it; it is offered no more */
  archived: Type.Boolean(),
  createdAt: Timestamp,
});
export type TaxRate = Static<typeof TaxRate>;

/** GET /api/tax-rates: the rates in use (not archived), the default first, and the business's currency. */
export const TaxRateList = Type.Object({ items: Type.Array(TaxRate), currency: Currency });
export type TaxRateList = Static<typeof TaxRateList>;

const RateBp = Type.Integer({ minimum: 0, maximum: MAX_TAX_RATE_BP, description: 'basis points: 825 is 8.25 %' });

/** POST /api/tax-rates */
export const TaxRateInput = Type.Object(
  {
    name: Type.String({ maxLength: MAX_TAX_RATE_NAME_LENGTH }),
    rateBp: RateBp,
    /** true: this rate becomes the default (the previous default stops being it) */
    isDefault: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type TaxRateInput = Static<typeof TaxRateInput>;

/** PATCH /api/tax-rates/{taxRateId}: rename, change the rate, make (or stop being) the default, archive */
export const TaxRatePatch = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: MAX_TAX_RATE_NAME_LENGTH })),
    rateBp: Type.Optional(RateBp),
    isDefault: Type.Optional(Type.Boolean()),
    archived: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type TaxRatePatch = Static<typeof TaxRatePatch>;

export const TaxRateParams = Type.Object({ taxRateId: Type.String({ format: 'uuid' }) });
export type TaxRateParams = Static<typeof TaxRateParams>;

// ---- items

export const CatalogueKind = Type.Union(CATALOGUE_KINDS.map((kind) => Type.Literal(kind)));
export type CatalogueKind = Static<typeof CatalogueKind>;
export const InventoryState = Type.Union(INVENTORY_STATES.map((state) => Type.Literal(state)));
export type InventoryState = Static<typeof InventoryState>;

/** a product's variant (a size, a colour): its own name, SKU and price */
export const CatalogueVariant = Type.Object({
  id: Type.String(),
  name: Type.String(),
  sku: Type.String(),
  priceMinor: Type.Integer(),
});
export type CatalogueVariant = Static<typeof CatalogueVariant>;

export const CatalogueItem = Type.Object({
  id: Type.String(),
  kind: CatalogueKind,
  name: Type.String(),
  sku: Type.String(),
  category: Type.String(),
  description: Type.String(),
  priceMinor: Type.Integer(),
  /** null: not taxed */
  taxRateId: Type.Union([Type.String(), Type.Null()]),
  /** the rate's basis points (0 when not taxed), so checkout prices a line without another call */
  taxRateBp: Type.Integer(),
  /** services: how long it takes */
  durationMinutes: Type.Union([Type.Integer(), Type.Null()]),
  /** products: the stock state (null for services) */
  inventory: Type.Union([InventoryState, Type.Null()]),
  /** products: how many are left, when counted (a sale takes from it) */
  quantity: Type.Union([Type.Integer(), Type.Null()]),
  variants: Type.Array(CatalogueVariant),
  /** archived: out of the lists and checkout's search; past invoices keep their lines */
  archived: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type CatalogueItem = Static<typeof CatalogueItem>;

/** GET /api/catalogue-items: a page of items, services first then products, each by name, and the currency of their prices. */
export const CatalogueItemPage = Type.Composite([Paged(CatalogueItem), Type.Object({ currency: Currency })]);
export type CatalogueItemPage = Static<typeof CatalogueItemPage>;

export const CatalogueItemQuery = Type.Composite([
  Type.Object({
    /** part of the name, SKU or category, in any case */
    q: Type.Optional(Type.String({ maxLength: 120 })),
    kind: Type.Optional(CatalogueKind),
    /** one category, as listed by GET /api/catalogue-categories */
    category: Type.Optional(Type.String({ maxLength: MAX_CATEGORY_LENGTH })),
    /** archived items too (hidden by default) */
    includeArchived: Type.Optional(Type.Boolean()),
  }),
  PageQuery,
]);
export type CatalogueItemQuery = Static<typeof CatalogueItemQuery>;

/** a variant as sent: one it already has keeps its id; one without an id (or an unknown one) is new */
export const CatalogueVariantInput = Type.Object(
  {
    id: Type.Optional(Type.String({ format: 'uuid' })),
    name: Type.String({ maxLength: MAX_VARIANT_NAME_LENGTH }),
    sku: Type.Optional(Type.String({ maxLength: MAX_SKU_LENGTH })),
    priceMinor: Price("the variant's own price"),
  },
  { additionalProperties: false },
);
export type CatalogueVariantInput = Static<typeof CatalogueVariantInput>;

// the fields an item's input and change share: products only take inventory, quantity and
// variants, services only a duration (each refused with `not_allowed` on the other kind)
const itemFields = {
  name: Type.String({ maxLength: MAX_ITEM_NAME_LENGTH }),
  sku: Type.Optional(Type.String({ maxLength: MAX_SKU_LENGTH, description: 'unique in the business, in any case; empty for none' })),
  category: Type.Optional(Type.String({ maxLength: MAX_CATEGORY_LENGTH })),
  description: Type.Optional(Type.String({ maxLength: MAX_ITEM_DESCRIPTION_LENGTH })),
  priceMinor: Price("in minor units of the business's currency"),
  /** a rate of the business, not archived; null: not taxed */
  taxRateId: Type.Optional(nullable(Type.String({ format: 'uuid' }))),
  durationMinutes: Type.Optional(nullable(Type.Integer({ minimum: 1, maximum: 1440 }))),
  /** a product's stock state (in stock when absent); limited needs a quantity */
  inventory: Type.Optional(Type.Union([Type.Null(), InventoryState])),
  quantity: Type.Optional(nullable(Type.Integer({ minimum: 0, maximum: MAX_STOCK_QUANTITY }))),
  variants: Type.Optional(Type.Array(CatalogueVariantInput, { maxItems: MAX_ITEM_VARIANTS })),
};

/** POST /api/catalogue-items */
export const CatalogueItemInput = Type.Object({ kind: CatalogueKind, ...itemFields }, { additionalProperties: false });
export type CatalogueItemInput = Static<typeof CatalogueItemInput>;

/** PATCH /api/catalogue-items/{itemId}: the fields sent change; `archived: false` restores an archived item */
export const CatalogueItemPatch = Type.Object(
  {
    kind: Type.Optional(CatalogueKind),
    name: Type.Optional(itemFields.name),
    sku: itemFields.sku,
    category: itemFields.category,
    description: itemFields.description,
    priceMinor: Type.Optional(itemFields.priceMinor),
    taxRateId: itemFields.taxRateId,
    durationMinutes: itemFields.durationMinutes,
    inventory: itemFields.inventory,
    quantity: itemFields.quantity,
    variants: itemFields.variants,
    archived: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CatalogueItemPatch = Static<typeof CatalogueItemPatch>;

export const CatalogueItemParams = Type.Object({ itemId: Type.String({ format: 'uuid' }) });
export type CatalogueItemParams = Static<typeof CatalogueItemParams>;

/** GET /api/catalogue-categories: the categories of the items in use, by name (the form's suggestions) */
export const CatalogueCategories = Type.Object({ categories: Type.Array(Type.String()) });
export type CatalogueCategories = Static<typeof CatalogueCategories>;
