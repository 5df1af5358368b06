import { IDEMPOTENCY_HEADER, type ZReport } from '@frontdesk/shared';

// What the registers' tests share: the API's answers they start from (the registers themselves:
// src/common/testing.ts), and what a page sent.

/** A Z-report of Front Desk, numbered `number`, its summary changed by `summary`. */
export const aZReport = (number: number, summary: Partial<ZReport['summary']> = {}): ZReport => ({
  id: `z${number}`,
  timeZone: 'America/Chicago',
  number,
  registerId: 'r2',
  registerName: 'Front Desk',
  sessionId: `s${number}`,
  createdAt: '2025-06-10T23:00:00.000Z',
  summary: {
    registerName: 'Front Desk',
    openedAt: '2025-06-10T15:00:00.000Z',
    openedBy: 'Dana Demo',
    closedAt: '2025-06-10T23:00:00.000Z',
    closedBy: 'Ana Diaz',
    openingFloatMinor: 10_000,
    cashSalesMinor: 2_500,
    cashRefundsMinor: 0,
    cashDepositsMinor: 0,
    cashDepositRefundsMinor: 0,
    cashInMinor: 0,
    cashOutMinor: 0,
    expectedCashMinor: 12_500,
    countedCashMinor: 12_000,
    overShortMinor: -500,
    salesByTender: { cash: 2_500, card: 0, check: 0, deposit: 0 },
    refundsMinor: 0,
    depositsTakenMinor: 0,
    depositRefundsMinor: 0,
    transactionCount: 1,
    tipsMinor: 0,
    currency: 'USD',
    note: '',
    ...summary,
  },
});

export const zReport = aZReport(7);

/** The Idempotency-Key the page sent with its call to a path. */
export function keySentTo(spy: jest.SpyInstance, path: string) {
  const call = spy.mock.calls.find(([input]) => input instanceof Request && new URL(input.url).pathname === path);
  return call ? (call[0] as Request).headers.get(IDEMPOTENCY_HEADER) : null;
}
