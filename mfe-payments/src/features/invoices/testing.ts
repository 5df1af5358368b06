import { anInvoice } from '@frontdesk/shared/testing';
import type { Invoice, InvoiceDetail, Transaction } from '@frontdesk/shared';
import { listOf } from '../../common/testing';

// What the invoices' tests share: the API's answers they start from (an invoice: src/common/testing.ts).

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
    {
      id: 'e1',
      action: 'invoice.created',
      userId: 'u1',
      userEmail: 'demo@frontdesk.app',
      rowCount: null,
      detail: {},
      at: '2026-11-20T10:00:00.000Z',
      registerId: null,
      ip: '127.0.0.1',
      invoiceId: 'inv1',
      transactionId: null,
      amountMinor: 8_000,
    },
  ],
});

export const registers = listOf([]);

/** An invoice as the list shows it (without its lines). */
export function summaryOf(invoice: Invoice) {
  const { lines: _lines, ...summary } = invoice;
  return summary;
}
