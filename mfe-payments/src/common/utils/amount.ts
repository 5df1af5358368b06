import type { Transaction } from '@frontdesk/shared';

/** What the transaction moved, signed: money leaving the business (a refund, a deposit given back) is negative. */
export const signedAmount = (transaction: Pick<Transaction, 'kind' | 'amountMinor'>) =>
  transaction.kind === 'refund' || transaction.kind === 'deposit_refund' ? -transaction.amountMinor : transaction.amountMinor;
