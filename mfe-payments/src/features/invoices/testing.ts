import type { Invoice, InvoiceDetail, RegisterList, Transaction } from '@frontdesk/shared';

// What the invoices' tests share: the API's answers they start from.

export const anInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 'inv1',
  number: 12,
  status: 'open',
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
  dueOn: '2099-01-31',
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

export const aPayment = (overrides: Partial<Transaction> = {}): Transaction => ({
  id: 'tx1',
  number: 31,
  kind: 'payment',
  tender: 'card',
  status: 'succeeded',
  currency: 'USD',
  amountMinor: 3_000,
  tenderedMinor: null,
  changeMinor: null,
  refundedMinor: 0,
  invoiceId: 'inv1',
  invoiceNumber: 12,
  depositId: null,
  contactId: 'c1',
  contactName: 'Bea Brown',
  registerId: null,
  registerName: '',
  parentId: null,
  userName: 'Dana Demo',
  cardBrand: 'visa',
  cardLast4: '4242',
  checkNumber: null,
  failureCode: null,
  createdAt: '2026-11-20T10:05:00.000Z',
  ...overrides,
});

export const detailOf = (invoice = anInvoice(), transactions = [aPayment()]): InvoiceDetail => ({
  invoice,
  transactions,
  links: [],
  history: [
    { id: 'e1', action: 'invoice.created', userId: 'u1', userEmail: 'demo@frontdesk.app', rowCount: null, detail: {}, at: '2026-11-20T10:00:00.000Z', registerId: null, ip: '127.0.0.1', invoiceId: 'inv1', transactionId: null, amountMinor: 8_000 },
  ],
});

export const registers: RegisterList = { currency: 'USD', items: [] };

/** An invoice as the list shows it (without its lines). */
export function summaryOf(invoice: Invoice) {
  const { lines: _lines, ...summary } = invoice;
  return summary;
}
