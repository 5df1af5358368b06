import assert from 'node:assert/strict';
import { idempotencyKey, type Browser } from './harness';

// A sale made the way the desk makes one (POST /api/checkout), for tests of what follows a sale:
// its receipt, its PDFs, its mail. Custom lines, so no catalogue is needed.

/** the test processor's approved card (modules/money/providers/testProcessor.ts) */
export const APPROVED_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };

export type SaleLine = { name: string; unitPriceMinor: number; quantity: number };
export type TestSale = { invoice: { id: string; number: number; totalMinor: number }; transactions: { id: string; number: number }[] };

/** A sale of `lines` paid by card, for `contactId` when given; the answer's invoice and transactions. */
export async function cardSale(b: Browser, lines: SaleLine[], contactId?: string): Promise<TestSale> {
  const totalMinor = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  const res = await b.post('/api/checkout', {
    headers: idempotencyKey(),
    payload: { ...(contactId ? { contactId } : {}), lines, tenders: [{ tender: 'card', amountMinor: totalMinor, card: APPROVED_CARD }] },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as TestSale;
}
