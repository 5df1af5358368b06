// Test fixtures and helpers of the sales dashboards (never imported by app code).
import type { SalesReport } from '@frontdesk/shared';
import { screen, within } from '@testing-library/react';

/** A table row's cells as text. */
export const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** A figure's card, by its label. */
export const figure = (label: string) => screen.getByRole('group', { name: label });

/** A report of two days: four sales, a tip, a refund; overrides replace whole fields. */
export function aSalesReport(overrides: Partial<SalesReport> = {}): SalesReport {
  return {
    currency: 'USD',
    from: '2024-03-01',
    to: '2024-03-02',
    previousFrom: '2024-02-28',
    previousTo: '2024-02-29',
    today: {
      day: '2024-03-02',
      salesMinor: 4_500,
      count: 2,
      averageMinor: 2_250,
      tipsMinor: 0,
      taxMinor: 0,
      discountsMinor: 0,
      refundsMinor: 0,
      netMinor: 4_500,
    },
    period: { salesMinor: 23_200, count: 4, averageMinor: 5_800, tipsMinor: 500, taxMinor: 1_000, discountsMinor: 400, refundsMinor: 1_000, netMinor: 22_200 },
    previous: { salesMinor: 11_600, count: 2, averageMinor: 5_800, tipsMinor: 0, taxMinor: 1_000, discountsMinor: 0, refundsMinor: 0, netMinor: 11_600 },
    byDay: [
      { day: '2024-03-01', salesMinor: 13_500, count: 1, tipsMinor: 500, refundsMinor: 0 },
      { day: '2024-03-02', salesMinor: 9_700, count: 3, tipsMinor: 0, refundsMinor: 1_000 },
    ],
    previousByDay: [
      { day: '2024-02-28', salesMinor: 0, count: 0, tipsMinor: 0, refundsMinor: 0 },
      { day: '2024-02-29', salesMinor: 11_600, count: 2, tipsMinor: 0, refundsMinor: 0 },
    ],
    byTender: [
      { tender: 'cash', amountMinor: 14_500, count: 2 },
      { tender: 'card', amountMinor: 8_700, count: 2 },
    ],
    byStaff: [
      { userId: 'u1', name: 'Ada Admin', salesMinor: 19_100, count: 3, tipsMinor: 500 },
      { userId: null, name: '', salesMinor: 4_100, count: 1, tipsMinor: 0 },
    ],
    topItems: [
      { itemId: 'i1', name: 'Full detail', kind: 'service', quantity: 1, salesMinor: 11_000 },
      { itemId: null, name: 'Gift wrap', kind: 'custom', quantity: 1, salesMinor: 500 },
    ],
    // $222.00 net sales; $50.00 of deposits taken, $30.00 of sales paid from deposits, $12.00 still owed
    takings: {
      paymentsMinor: 21_000,
      depositsMinor: 5_000,
      refundsMinor: 1_000,
      depositRefundsMinor: 0,
      netMinor: 25_000,
      fromDepositsMinor: 3_000,
      refundedToCreditMinor: 0,
      otherDaysMinor: -800,
    },
    ...overrides,
  };
}
