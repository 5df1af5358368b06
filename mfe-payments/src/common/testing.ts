import type { CatalogueItem, Register, RegisterList } from '@frontdesk/shared';

// Tests only: what the API answers that more than one feature's tests start from (the registers the
// desk rings on, an item of the catalogue), typed by the API. An invoice and a transaction are the
// kit's (@frontdesk/shared/testing): the contacts remote's tests start from them too.

export const closedRegister: Register = { id: 'r1', name: 'Back Counter', state: 'closed', session: null, lastClosedAt: null };
export const openRegister: Register = {
  id: 'r2',
  name: 'Front Desk',
  state: 'open',
  session: { id: 's2', openedAt: '2025-06-10T15:00:00.000Z', openedBy: 'Dana Demo', openingFloatMinor: 10_000, expectedCashMinor: 12_500 },
  lastClosedAt: '2025-06-09T23:00:00.000Z',
};
export const listOf = (items: Register[]): RegisterList => ({ currency: 'USD', items });

/** The sales tax an item is taxed by (the catalogue's default rate). */
export const SALES_TAX = '4d0c1f2e-8a7b-4c6d-9e5f-0a1b2c3d4e5f';

export function anItem(overrides: Partial<CatalogueItem> = {}): CatalogueItem {
  return {
    id: 'i1',
    kind: 'service',
    name: 'Full detail',
    sku: '',
    category: 'Detailing',
    description: '',
    priceMinor: 18_900,
    taxRateId: SALES_TAX,
    taxRateBp: 825,
    durationMinutes: 180,
    inventory: null,
    quantity: null,
    variants: [],
    archived: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
