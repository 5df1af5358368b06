import type { RegisterList, Transaction, TransactionListItem, WithheldTransaction } from '@frontdesk/shared';

// What the transactions' tests share: the API's answers they start from.

export const registers: RegisterList = {
  currency: 'USD',
  items: [
    { id: 'r1', name: 'Back Counter', state: 'closed', session: null, lastClosedAt: null },
    { id: 'r2', name: 'Front Desk', state: 'closed', session: null, lastClosedAt: null },
  ],
};

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
