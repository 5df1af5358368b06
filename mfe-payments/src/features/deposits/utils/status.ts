import type { DepositStatus } from '@frontdesk/shared';

/** Every status a deposit has (the API's DepositStatus), in the order a deposit goes through them. */
export const DEPOSIT_STATUSES = ['held', 'applied', 'refunded', 'forfeited'] as const satisfies readonly DepositStatus[];
