import type { DepositOutcome } from '@frontdesk/shared';

/** What a cancelled booking's deposit may become (the API's DepositOutcome), in the order the desk is offered them. */
export const DEPOSIT_OUTCOMES: DepositOutcome[] = ['refund', 'credit', 'forfeit'];
