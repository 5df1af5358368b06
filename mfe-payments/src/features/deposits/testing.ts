import { settingsStore, type Deposit, type DepositWithTransaction } from '@frontdesk/shared';
import { aPage, json, serveApi, signedInAs, type Reply } from '@frontdesk/shared/testing';
import { screen, within } from '@testing-library/react';
import { listOf, openRegister } from '../../common/testing';

// What the deposits' tests share: the API's answers they start from, the page's dialogs, the desk.

export const held: Deposit = {
  id: 'd1',
  contactId: 'c1',
  contactName: 'Ann Archer',
  bookingId: null,
  amountMinor: 5_000,
  remainingMinor: 3_000,
  status: 'held',
  note: '',
  createdAt: '2026-03-02T15:00:00.000Z',
  createdByName: 'Dana Demo',
  transactionId: 't1',
  tender: 'card',
};
export const used: Deposit = {
  ...held,
  id: 'd2',
  contactId: 'c2',
  contactName: 'Bo Baker',
  amountMinor: 2_000,
  remainingMinor: 0,
  status: 'applied',
  tender: 'cash',
};
export const done = (deposit: Deposit): DepositWithTransaction => ({ deposit, transaction: { id: 't9' } as DepositWithTransaction['transaction'] });

/** The deposits page's calls (Ann's held deposit, Bo's used one; the desk's register r2 open), and more. */
export function serveDeposits(extra: Record<string, Reply> = {}) {
  return serveApi({
    'GET /api/deposits': json(aPage([held, used], { currency: 'USD', heldMinor: 3_000 })),
    'GET /api/registers': json(listOf([openRegister])),
    ...extra,
  });
}

/**
 * The one dialog open, checked by its title: in tests antd's ids are all 'test-id', so a dialog's
 * aria-labelledby may point at the filters' contact search instead of its title.
 */
export async function dialog(title: string) {
  const found = await screen.findByRole('dialog');
  expect(within(found).getAllByText(title)[0]).toBeInTheDocument();
  return found;
}

/** Each test of the file runs signed in as an admin at a desk whose register is r2 (open). */
export function atTheDesk() {
  afterEach(() => jest.restoreAllMocks());
  signedInAs({ role: 'admin' });
  beforeEach(() => settingsStore.update({ register: 'r2' }));
  afterEach(() => settingsStore.update({ register: '' }));
}
