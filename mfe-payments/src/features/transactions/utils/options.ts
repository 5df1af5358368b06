import type { Tender, TransactionKind, TransactionStatus } from '@frontdesk/shared';

// The filters' choices, in the order they are offered (the API's schemas hold the same values).
export const TENDERS_SHOWN: readonly Tender[] = ['cash', 'card', 'check', 'deposit'];
export const TRANSACTION_STATUSES_SHOWN: readonly TransactionStatus[] = ['succeeded', 'declined', 'pending'];
export const TRANSACTION_KINDS_SHOWN: readonly TransactionKind[] = ['payment', 'refund', 'deposit', 'deposit_refund'];
