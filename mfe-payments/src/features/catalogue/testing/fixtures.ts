import type { CatalogueItem, TaxRate, TaxRateList } from '@frontdesk/shared';
import { anItem, SALES_TAX } from '../../../common/testing';

// The catalogue's answers as the API sends them, for this feature's tests (an item: src/common/testing.ts).

export const CITY_TAX = '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918';

export function aRate(overrides: Partial<TaxRate> = {}): TaxRate {
  return { id: SALES_TAX, name: 'Sales tax', rateBp: 825, isDefault: true, archived: false, createdAt: '2025-01-01T00:00:00.000Z', ...overrides };
}

export const rateList = (
  items: TaxRate[] = [aRate(), aRate({ id: CITY_TAX, name: 'City tax', rateBp: 450, isDefault: false })],
  currency = 'USD',
): TaxRateList => ({
  items,
  currency,
});

export function aProduct(overrides: Partial<CatalogueItem> = {}): CatalogueItem {
  return anItem({
    id: 'p1',
    kind: 'product',
    name: 'Dog collar',
    sku: 'PET-COL',
    category: 'Pet care',
    priceMinor: 1999,
    durationMinutes: null,
    inventory: 'limited',
    quantity: 5,
    variants: [
      { id: 'v1', name: 'Small', sku: 'PET-COL-S', priceMinor: 1999 },
      { id: 'v2', name: 'Large', sku: 'PET-COL-L', priceMinor: 2299 },
    ],
    ...overrides,
  });
}
