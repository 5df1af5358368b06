import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addDays, todayIn } from '../../lib/days';
import { addContact, databaseKind, idempotencyKey, openRegister, signUp, startApi, type SignedUp, type TestApi } from '../../testing/harness';
import { APPROVED_CARD } from '../../testing/sales';
import type { Sale } from '../invoices/moneySchemas';
import type { Takings } from '../payments/schemas';
import type { SalesReport } from './schemas';

// Issue 33 §7: the dashboard and the transactions report give one figure for the money taken in
// the same days, and the dashboard says what makes it differ from the net sales (deposits, sales
// paid from deposits, refunds to credit, sales still owed).

describe(`the money taken, on the dashboard and the transactions report (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  let registerId: string;
  let ann: string;

  const post = async <T>(url: string, payload: object) => {
    const res = await shop.b.post(url, { payload, headers: idempotencyKey() });
    assert.equal(res.statusCode, 201, res.body);
    return res.json() as T;
  };
  const line = (name: string, unitPriceMinor: number) => [{ name, unitPriceMinor, quantity: 1 }];
  const card = (amountMinor: number) => ({ tender: 'card', amountMinor, card: APPROVED_CARD });

  before(async () => {
    api = await startApi({ jobs: false });
    shop = await signUp(api, 'Takings Shop');
    ({ registerId } = await openRegister(api, shop.businessId, 10_000));
    ann = await addContact(api, shop.businessId, { first: 'Ann', last: 'Lee' });
  });
  after(() => api.close());

  it('gives one figure for the money taken, and on the dashboard what makes it differ from the net sales', async () => {
    const deposit = await post<{ deposit: { id: string } }>('/api/deposits', { contactId: ann, amountMinor: 5_000, tender: card(5_000) });
    const sale = await post<Sale>('/api/checkout', { contactId: ann, lines: line('Full detail', 10_000), tenders: [card(10_000)] });
    const fromDeposit = await post<Sale>('/api/checkout', { contactId: ann, lines: line('Wax', 3_000), applyDepositsMinor: 3_000, tenders: [] });
    await post<Sale>(`/api/invoices/${sale.invoice.id}/refunds`, {
      refunds: [{ transactionId: sale.transactions[0]!.id, amountMinor: 1_000 }],
      reason: 'Late',
    });
    await post<Sale>(`/api/invoices/${fromDeposit.invoice.id}/refunds`, {
      refunds: [{ transactionId: fromDeposit.transactions[0]!.id, amountMinor: 500 }],
      reason: 'Smaller tin',
    });
    const owed = await post<{ id: string }>('/api/invoices', { contactId: ann, lines: line('Ceramic coat', 4_000) });
    await post<Sale>(`/api/invoices/${owed.id}/payments`, { registerId, tenders: [{ tender: 'cash', amountMinor: 1_500, tenderedMinor: 1_500 }] });
    await post(`/api/deposits/${deposit.deposit.id}/refund`, { amountMinor: 2_000, reason: 'Shorter visit' });

    const { time_zone: zone } = await api.db.selectFrom('businesses').select('time_zone').where('id', '=', shop.businessId).executeTakeFirstOrThrow();
    const to = todayIn(zone);
    const from = addDays(to, -29);
    const dashboard = (await shop.b.get(`/api/reports/sales?from=${from}&to=${to}`)).json() as SalesReport;
    const takings = (await shop.b.get(`/api/transactions/takings?from=${from}&to=${to}`)).json() as Takings;

    // sales $170 (100 + 30 + 40 billed) less refunds $15 (10 in money, 5 to credit)
    assert.equal(dashboard.period.netMinor, 15_500);
    const money = { paymentsMinor: 11_500, depositsMinor: 5_000, refundsMinor: 1_000, depositRefundsMinor: 2_000, netMinor: 13_500 };
    const noMoney = { fromDepositsMinor: 3_000, refundedToCreditMinor: 500 };
    assert.deepEqual(takings.summary, { ...money, ...noMoney });
    assert.equal(
      takings.tenders.reduce((sum, tender) => sum + tender.netMinor, 0),
      takings.summary.netMinor,
      "the report's tenders add up to its total",
    );
    // the same figure on the dashboard, with what differs: $25 of the $40 invoice still owed
    assert.deepEqual(dashboard.takings, { ...money, ...noMoney, otherDaysMinor: 2_500 });
    const { takings: t } = dashboard;
    assert.equal(
      dashboard.period.netMinor + t.depositsMinor - t.depositRefundsMinor - t.fromDepositsMinor + t.refundedToCreditMinor - t.otherDaysMinor,
      t.netMinor,
    );
  });
});
