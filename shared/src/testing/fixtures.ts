import type {
  Asset,
  AssetTypeDetail,
  Booking,
  BookingSettings,
  Contact,
  ImportJob,
  Invoice,
  Reminder,
  Transaction,
  TransactionListItem,
  UserInfo,
  WithheldTransaction,
} from '../types/api';

// Builders of what the API answers, one per entity: a test overrides only what it is about.
// Types come from the API's schemas, so a fixture that drifts from the API does not compile.

/** A signed-in user as /api/user_info answers it. */
export function aUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 'u1',
    avatar: '',
    bio: '',
    firstName: 'Ana',
    lastName: 'Diaz',
    email: 'ana@example.com',
    phone: '5551234567',
    role: 'admin',
    can_switch_to_signpad: false,
    mode: 'staff',
    settings: { asset_types: {}, register: 'Front' },
    ...overrides,
  };
}

export function aContact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 'c1',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    phone: '5551234567',
    address: '',
    notes: '',
    tags: [],
    source: 'walk_in',
    marketingConsent: false,
    image_32x32: '',
    createdAt: '2024-01-05T12:00:00.000Z',
    updatedAt: '2024-01-05T12:00:00.000Z',
    lastVisitAt: '2024-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export function aReminder(overrides: Partial<Reminder> = {}): Reminder {
  return {
    id: 'r1',
    contactId: 'c1',
    contactName: 'Ann Lee',
    dueOn: '2025-06-10',
    note: 'Call about the follow-up',
    doneAt: null,
    status: 'due',
    createdAt: '2025-06-01T10:00:00.000Z',
    bookingId: null,
    bookingStartsAt: null,
    ...overrides,
  };
}

/** The Vehicle type the demo business starts with (make, model, year, plate). */
export function anAssetType(overrides: Partial<AssetTypeDetail> = {}): AssetTypeDetail {
  return {
    id: 't1',
    type_name: 'Vehicle',
    bookable: true,
    fields: [
      { key: 'make', label: 'Make', kind: 'text', required: true },
      { key: 'model', label: 'Model', kind: 'text', required: true },
      { key: 'year', label: 'Year', kind: 'year', required: false },
      { key: 'plate', label: 'Plate', kind: 'text', required: false },
    ],
    assetCount: 0,
    ...overrides,
  };
}

export function anAsset(overrides: Partial<Asset> = {}): Asset {
  return {
    id: 'a1',
    contactId: 'c1',
    assetTypeId: 't1',
    typeName: 'Vehicle',
    name: '2019 Toyota Corolla',
    data: { make: 'Toyota', model: 'Corolla', year: 2019, plate: 'ABC123' },
    createdAt: '2024-02-01T09:00:00.000Z',
    updatedAt: '2024-02-01T09:00:00.000Z',
    ...overrides,
  };
}

export function anImportJob(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    id: 'j1',
    status: 'running',
    duplicates: 'skip',
    total: 3,
    processed: 0,
    created: 0,
    updated: 0,
    skipped: 0,
    failed: 0,
    errors: [],
    skips: [],
    createdAt: '2025-06-01T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

/** A confirmed desk booking of one service (the business's zone is the answer's, not the booking's). */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'booking-1',
    status: 'confirmed',
    source: 'desk',
    contactId: 'contact-1',
    contactName: 'Maria Lopez',
    assetId: null,
    assetName: '',
    staffId: 'staff-1',
    staffName: 'Ana Ruiz',
    staffColor: '#1677ff',
    staffUserId: null,
    startsAt: '2026-03-10T17:00:00.000Z',
    endsAt: '2026-03-10T17:45:00.000Z',
    blockedFrom: '2026-03-10T17:00:00.000Z',
    blockedUntil: '2026-03-10T18:00:00.000Z',
    services: [{ itemId: 'service-1', name: 'Haircut', durationMinutes: 45, priceMinor: 3500 }],
    totalMinor: 3500,
    notes: '',
    cancelReason: '',
    seriesId: null,
    holdExpiresAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    invoiceId: null,
    actions: ['check_in', 'cancel', 'no_show'],
    // as the API answers: a finished booking keeps its time
    movable: ['requested', 'confirmed', 'checked_in'].includes(overrides.status ?? 'confirmed'),
    depositPaidMinor: 0,
    depositHeldMinor: 0,
    depositOnCancel: 'refund',
    ...overrides,
  };
}

/**
 * GET /api/booking-settings as the API answers it: the business's zone (New York, the demo's) and
 * online booking's rules. Every desk page reads its zone there (useBusinessDay).
 */
export const aBookingSettings = (fields: Partial<BookingSettings> = {}): BookingSettings => ({
  timeZone: 'America/New_York',
  onlineEnabled: true,
  leadMinutes: 60,
  horizonDays: 60,
  slotStepMinutes: 15,
  cancelCutoffHours: 24,
  reminderHours: 24,
  onlineDeposits: 'service',
  depositOnCancel: 'refund',
  pageAddress: '',
  pagePhone: '',
  outsideHours: 'refuse',
  pagePath: '/book?business=business-1',
  logoUrl: null,
  currency: 'USD',
  ...fields,
});

/** An invoice as GET /api/invoices/{id} answers it (open, $80.00, $30.00 paid). */
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

/** Who, what and when of a transaction: all that staff read of one while its register is open. */
const aTransactionSeenBlind = (number: number): Omit<WithheldTransaction, 'withheld'> => ({
  id: `t${number}`,
  number,
  kind: 'payment',
  status: 'succeeded',
  currency: 'USD',
  invoiceId: null,
  invoiceNumber: null,
  depositId: null,
  contactId: 'c1',
  contactName: 'Ann Archer',
  registerId: 'r2',
  registerName: 'Front Desk',
  parentId: null,
  userName: 'Sol Staff',
  createdAt: '2025-06-10T15:00:00.000Z',
});

export const aTransaction = (number: number, overrides: Partial<Transaction> = {}): Transaction => ({
  ...aTransactionSeenBlind(number),
  tender: 'cash',
  amountMinor: 2_500,
  tenderedMinor: null,
  changeMinor: null,
  refundedMinor: 0,
  cardBrand: null,
  cardLast4: null,
  checkNumber: null,
  failureCode: null,
  ...overrides,
});

/** A list item read whole. */
export const listed = (transaction: Transaction): TransactionListItem => ({ ...transaction, withheld: false });

/**
 * A list item as staff read it while its register is open, as the API answers it: without how much
 * or how it was paid (the type refuses any of those fields).
 */
export const withheld = (number: number): WithheldTransaction => ({ ...aTransactionSeenBlind(number), withheld: true });
