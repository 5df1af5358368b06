import type { CatalogueItem, CatalogueItemInput, CatalogueKind, InventoryState, TaxRate } from '@frontdesk/shared';

// The item form's values and the API's item. Prices are integer minor units on both sides: the
// kit's MoneyInput turns what is typed into them (parseMoney, exact), null while not an amount.

/** the tax select's value for "No tax" (a select cannot hold null) */
export const NO_TAX = 'none';

export type VariantValues = { id?: string; name: string; sku: string; price: number | null };

export type ItemFormValues = {
  kind: CatalogueKind;
  name: string;
  sku: string;
  category: string;
  description: string;
  /** minor units; null while empty or not an amount */
  price: number | null;
  /** a rate's id, or NO_TAX */
  taxRateId: string;
  durationMinutes: number | null;
  inventory: InventoryState;
  quantity: number | null;
  variants: VariantValues[];
};

/** A new item's values: the kind asked for, taxed at the business's default rate when it has one. */
export function blankItem(kind: CatalogueKind, rates: TaxRate[]): ItemFormValues {
  return {
    kind,
    name: '',
    sku: '',
    category: '',
    description: '',
    price: null,
    taxRateId: rates.find((rate) => rate.isDefault)?.id ?? NO_TAX,
    durationMinutes: null,
    inventory: 'in_stock',
    quantity: null,
    variants: [],
  };
}

/** An item as the form shows it. */
export function toFormValues(item: CatalogueItem): ItemFormValues {
  return {
    kind: item.kind,
    name: item.name,
    sku: item.sku,
    category: item.category,
    description: item.description,
    price: item.priceMinor,
    taxRateId: item.taxRateId ?? NO_TAX,
    durationMinutes: item.durationMinutes,
    inventory: item.inventory ?? 'in_stock',
    quantity: item.quantity,
    variants: item.variants.map((variant) => ({ id: variant.id, name: variant.name, sku: variant.sku, price: variant.priceMinor })),
  };
}

/** What the form sends (new item or change): a service's duration, or a product's stock and variants. */
export function toItemInput(values: ItemFormValues): CatalogueItemInput {
  const common = {
    kind: values.kind,
    name: values.name.trim(),
    sku: values.sku.trim(),
    category: values.category.trim(),
    description: values.description.trim(),
    // the form has checked every price: 0 stands in for one that slipped through
    priceMinor: values.price ?? 0,
    taxRateId: values.taxRateId === NO_TAX ? null : values.taxRateId,
  };
  if (values.kind === 'service') return { ...common, durationMinutes: values.durationMinutes ?? null };
  return {
    ...common,
    inventory: values.inventory,
    quantity: values.quantity ?? null,
    variants: (values.variants ?? []).map((variant) => ({
      ...(variant.id ? { id: variant.id } : {}),
      name: variant.name.trim(),
      sku: (variant.sku ?? '').trim(),
      priceMinor: variant.price ?? 0,
    })),
  };
}

/** A form field's name path: a field of the item, or one of a variant's. */
export type FieldPath = keyof ItemFormValues | ['variants', number, keyof VariantValues];

const FIELDS: (keyof ItemFormValues)[] = ['kind', 'name', 'sku', 'category', 'description', 'taxRateId', 'durationMinutes', 'inventory', 'quantity'];
const isField = (field: string): field is keyof ItemFormValues => (FIELDS as string[]).includes(field);

/** The form field an API field error belongs under (`variants.1.priceMinor` → variants[1].price); null: said above the buttons. */
export function formFieldOf(field: string): FieldPath | null {
  if (field === 'priceMinor') return 'price';
  if (isField(field)) return field;
  const variant = /^variants\.(\d+)\.(name|sku|priceMinor)$/.exec(field);
  if (variant) return ['variants', Number(variant[1]), variant[2] === 'priceMinor' ? 'price' : variant[2] === 'sku' ? 'sku' : 'name'];
  return null;
}
