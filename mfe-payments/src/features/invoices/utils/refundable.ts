import type { Transaction } from '@frontdesk/shared';

/** A payment of the invoice with something left to give back: in money, or (paid from deposits) to the customer's credit. */
export const isRefundable = (payment: Transaction) =>
  payment.kind === 'payment' && payment.status === 'succeeded' && payment.refundedMinor < payment.amountMinor;
