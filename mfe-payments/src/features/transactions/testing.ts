import type { RegisterList } from '@frontdesk/shared';

export { aTransaction, listed, withheld } from '@frontdesk/shared/testing';

// What the transactions' tests share: the API's answers they start from.

export const registers: RegisterList = {
  currency: 'USD',
  items: [
    { id: 'r1', name: 'Back Counter', state: 'closed', session: null, lastClosedAt: null },
    { id: 'r2', name: 'Front Desk', state: 'closed', session: null, lastClosedAt: null },
  ],
};
