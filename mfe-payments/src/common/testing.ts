import type { CatalogueItem, Invoice, Register, RegisterList } from '@frontdesk/shared';

// Tests only: what the API answers that more than one feature's tests start from (the registers the
// desk rings on, an item of the catalogue, an invoice), typed by the API.

export const closedRegister: Register = { id: 'r1', name: 'Back Counter', state: 'closed', session: null, lastClosedAt: null };
export const openRegister: Register = {
  id: 'r2',
  name: 'Front Desk',
  state: 'open',
  session: { id: 's2', openedAt: '2025-06-10T15:00:00.000Z', openedBy: 'Dana Demo', openingFloatMinor: 10_000, expectedCashMinor: 12_500 },
  lastClosedAt: '2025-06-09T23:00:00.000Z',
};
export const listOf = (items: Register[]): RegisterList => ({ currency: 'USD', items });

export const anInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 'inv1',
  number: 12,
  status: 'open',
  // as the API derives it: the status, unless a test gives one (a paid invoice partly refunded)
  displayStatus: overrides.status ?? 'open',
  currency: 'USD',
  contactId: 'c1',
  contactName: 'Bea Brown',
  contactEmail: 'bea@example.com',
  bookingId: null,
  registerId: null,
  subtotalMinor: 8_000,
  discountMinor: 0,
  taxMinor: 0,
  tipMinor: 0,
  totalMinor: 8_000,
  paidMinor: 3_000,
  refundedMinor: 0,
  balanceMinor: 5_000,
  orderDiscount: null,
  note: '',
  terms: '',
  dueOn: '2099-01-31',
  sentAt: null,
  issuedAt: '2026-11-20T10:00:00.000Z',
  paidAt: null,
  voidedAt: null,
  voidReason: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  lines: [
    {
      id: 'l1',
      itemId: 'i1',
      kind: 'service',
      name: 'Haircut',
      variant: '',
      sku: '',
      quantity: 2,
      unitPriceMinor: 4_000,
      discount: null,
      discountMinor: 0,
      orderDiscountMinor: 0,
      taxRateBp: 0,
      taxMinor: 0,
      totalMinor: 8_000,
      staffId: null,
    },
  ],
  ...overrides,
});

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
