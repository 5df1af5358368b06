import type { InvoiceStatus } from '@frontdesk/shared';

/** The statuses a reader filters by, in the order of an invoice's life. */
export const INVOICE_STATUSES_SHOWN: readonly InvoiceStatus[] = ['draft', 'open', 'overdue', 'paid', 'void'];

/** An invoice that may still take a payment. */
export const isPayable = (invoice: { status: InvoiceStatus; balanceMinor: number }) =>
  (invoice.status === 'open' || invoice.status === 'overdue') && invoice.balanceMinor > 0;
