import type { CatalogueKind, InventoryState, Variant } from '../db/schema';
import type { Tenant } from '../db/tenant';

// The demo business's catalogue (issue 10): what a detailer and groomer sells, priced in USD
// cents, with a default sales tax. Deterministic: fixed names, prices and variant ids, so docs and
// tests can name an item ('Full detail', SKU 'SHP-16').

export const DEMO_SALES_TAX = { name: 'Sales tax', rateBp: 825 };

type DemoItem = {
  kind: CatalogueKind;
  name: string;
  category: string;
  priceMinor: number;
  sku?: string;
  description?: string;
  durationMinutes?: number;
  inventory?: InventoryState;
  quantity?: number;
  variants?: Omit<Variant, 'id'>[];
  /** sold without tax (the rest at the default sales tax) */
  untaxed?: boolean;
};

export const DEMO_CATALOGUE: DemoItem[] = [
  {
    kind: 'service',
    name: 'Full detail',
    category: 'Detailing',
    priceMinor: 18900,
    durationMinutes: 180,
    description: 'Interior and exterior, hand wash, clay bar and wax.',
  },
  { kind: 'service', name: 'Interior clean', category: 'Detailing', priceMinor: 8900, durationMinutes: 90, description: 'Vacuum, shampoo, leather and glass.' },
  { kind: 'service', name: 'Express wash', category: 'Detailing', priceMinor: 2500, durationMinutes: 30 },
  {
    kind: 'service',
    name: 'Ceramic coating',
    category: 'Detailing',
    priceMinor: 49900,
    durationMinutes: 360,
    description: 'Paint correction and a two-year ceramic coat.',
  },
  { kind: 'service', name: 'Dog bath', category: 'Grooming', priceMinor: 4500, durationMinutes: 45 },
  { kind: 'service', name: 'Full groom', category: 'Grooming', priceMinor: 8500, durationMinutes: 120, description: 'Bath, haircut, nails and ears.' },
  { kind: 'service', name: 'Nail trim', category: 'Grooming', priceMinor: 1500, durationMinutes: 15, untaxed: true },
  { kind: 'service', name: 'De-shedding', category: 'Grooming', priceMinor: 3500, durationMinutes: 40 },
  {
    kind: 'product',
    name: 'Ceramic spray sealant',
    sku: 'DET-CS',
    category: 'Car care',
    priceMinor: 2999,
    inventory: 'in_stock',
    quantity: 24,
    variants: [
      { name: '16 oz', sku: 'DET-CS-16', priceMinor: 2999 },
      { name: '32 oz', sku: 'DET-CS-32', priceMinor: 4999 },
    ],
  },
  { kind: 'product', name: 'Microfiber towels (6-pack)', sku: 'DET-MF6', category: 'Car care', priceMinor: 1899, inventory: 'in_stock', quantity: 40 },
  { kind: 'product', name: 'Tire shine gel', sku: 'DET-TS', category: 'Car care', priceMinor: 1499, inventory: 'out_of_stock', quantity: 0 },
  {
    kind: 'product',
    name: 'Oatmeal dog shampoo',
    sku: 'SHP',
    category: 'Pet care',
    priceMinor: 1699,
    inventory: 'limited',
    quantity: 5,
    variants: [
      { name: '16 oz', sku: 'SHP-16', priceMinor: 1699 },
      { name: '1 gal', sku: 'SHP-128', priceMinor: 5499 },
    ],
  },
  {
    kind: 'product',
    name: 'Dog collar',
    sku: 'PET-COL',
    category: 'Pet care',
    priceMinor: 1999,
    inventory: 'in_stock',
    variants: [
      { name: 'Small', sku: 'PET-COL-S', priceMinor: 1999 },
      { name: 'Medium', sku: 'PET-COL-M', priceMinor: 1999 },
      { name: 'Large', sku: 'PET-COL-L', priceMinor: 2299 },
    ],
  },
  { kind: 'product', name: 'Dental chews', sku: 'PET-DC', category: 'Pet care', priceMinor: 1299, inventory: 'limited', quantity: 8 },
];

/** A fixed variant id per item and variant, so the demo's sales can name one. */
const variantId = (item: number, variant: number) => `00000000-0000-4000-8000-${String(item * 100 + variant + 1).padStart(12, '0')}`;

/** The demo business's tax rate and catalogue, inside seedDemo's transaction. */
export async function seedCatalogue(tenant: Tenant): Promise<void> {
  const rate = await tenant
    .insertInto('tax_rates', [{ name: DEMO_SALES_TAX.name, rate_bp: DEMO_SALES_TAX.rateBp, is_default: true }])
    .returning('id')
    .executeTakeFirstOrThrow();
  await tenant
    .insertInto(
      'catalogue_items',
      DEMO_CATALOGUE.map((item, n) => ({
        kind: item.kind,
        name: item.name,
        sku: item.sku ?? '',
        category: item.category,
        description: item.description ?? '',
        price_minor: item.priceMinor,
        tax_rate_id: item.untaxed ? null : rate.id,
        duration_minutes: item.durationMinutes ?? null,
        inventory: item.inventory ?? null,
        quantity: item.quantity ?? null,
        variants: JSON.stringify((item.variants ?? []).map((variant, v) => ({ id: variantId(n, v), ...variant }))),
      })),
    )
    .execute();
}
