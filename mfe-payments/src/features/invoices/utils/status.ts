import type { InvoiceStatus } from '@frontdesk/shared';

/** The statuses a reader filters by, in the order of an invoice's life. */
export const INVOICE_STATUSES_SHOWN: readonly InvoiceStatus[] = ['draft', 'open', 'overdue', 'paid', 'void'];

/** An invoice that may still take a payment. */
export const isPayable = (invoice: { status: InvoiceStatus; balanceMinor: number }) =>
  (invoice.status === 'open' || invoice.status === 'overdue') && invoice.balanceMinor > 0;

/**
 * An invoice whose due date, terms and note may still change: a draft, or open and neither sent,
 * paid in part nor void (the API's rule, docs/decisions/0044; it refuses the rest with 409).
 */
export const termsEditable = (invoice: { status: InvoiceStatus; paidMinor: number; sentAt: string | null }) =>
  invoice.status !== 'void' && invoice.status !== 'paid' && invoice.paidMinor === 0 && invoice.sentAt === null;
