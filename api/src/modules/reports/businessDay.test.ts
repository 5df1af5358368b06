import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addDays, todayIn } from '../../lib/days';
import { databaseKind, startApi, signUp, type SignedUp, type TestApi } from '../../testing/harness';
import { cardSale, type TestSale } from '../../testing/sales';
import type { InvoicePage } from '../invoices/schemas';
import type { Takings, TransactionPage } from '../payments/schemas';
import type { SettlementBatchPage } from '../payments/settlement/schemas';
import type { SalesReport } from './schemas';

// The business's day (issue 33 §8): every day the money and report APIs count is a day on the
// business's clock (`businesses.time_zone`), never UTC's. A sale at 23:30 is that day's sale in the
// dashboard's report, the transactions' filter and takings, the invoice list and its settlement
// batch, in New York (where 23:30 is 04:30 UTC the next day) and in Los Angeles (07:30 UTC), and on
// the two days of the year whose length is not 24 hours.

describe(`the business's day (${databaseKind} database)`, () => {
  let api: TestApi;

  before(async () => {
    api = await startApi({ jobs: false });
  });
  after(() => api.close());

  /** A business on the clock of `zone`. */
  async function businessIn(zone: string): Promise<SignedUp> {
    const shop = await signUp(api, `Shop ${zone}`);
    const res = await shop.b.patch('/api/booking-settings', { payload: { timeZone: zone } });
    assert.equal(res.statusCode, 200, res.body);
    return shop;
  }
  /** A card sale of $25.00 made at `at` (its invoice and transaction moved there). */
  async function saleAt(shop: SignedUp, at: string): Promise<TestSale> {
    const sale = await cardSale(shop.b, [{ name: 'Wash', unitPriceMinor: 2_500, quantity: 1 }]);
    await api.db.updateTable('invoices').set({ created_at: at }).where('id', '=', sale.invoice.id).execute();
    await api.db.updateTable('transactions').set({ created_at: at }).where('invoice_id', '=', sale.invoice.id).execute();
    return sale;
  }
  async function read<T>(shop: SignedUp, url: string): Promise<T> {
    const res = await shop.b.get(url);
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as T;
  }

  /** Where a day's figures put the business's sales: every count the desk reads for `day`. */
  async function countsOn(shop: SignedUp, day: string) {
    const range = `from=${day}&to=${day}`;
    const report = await read<SalesReport>(shop, `/api/reports/sales?${range}`);
    const transactions = await read<TransactionPage>(shop, `/api/transactions?${range}`);
    const takings = await read<Takings>(shop, `/api/transactions/takings?${range}`);
    const invoices = await read<InvoicePage>(shop, `/api/invoices?${range}`);
    const csv = await shop.b.get(`/api/transactions/export.csv?${range}`);
    return {
      report: report.period.count,
      reportDay: report.byDay.find((d) => d.day === day)?.count ?? 0,
      transactions: transactions.total,
      takings: takings.days.find((d) => d.day === day)?.card ?? 0,
      invoices: invoices.total,
      csvRows: csv.body.trim().split('\n').length - 1,
    };
  }
  const none = { report: 0, reportDay: 0, transactions: 0, takings: 0, invoices: 0, csvRows: 0 };
  const sales = (n: number) => ({ report: n, reportDay: n, transactions: n, takings: n * 2_500, invoices: n, csvRows: n });

  for (const [zone, instant] of [
    ['America/New_York', '2025-11-21T04:30:00Z'],
    ['America/Los_Angeles', '2025-11-21T07:30:00Z'],
  ] as const) {
    it(`files a sale at 23:30 in ${zone} under that day, not the next (UTC's)`, async () => {
      const shop = await businessIn(zone);
      await saleAt(shop, instant);
      assert.deepEqual(await countsOn(shop, '2025-11-20'), sales(1));
      assert.deepEqual(await countsOn(shop, '2025-11-21'), none);

      // the settlement batch of the card sale is the day's too
      const closed = await shop.b.post('/api/settlement-batches/close');
      assert.equal(closed.statusCode, 200, closed.body);
      const batches = await read<SettlementBatchPage>(shop, '/api/settlement-batches?from=2025-11-20&to=2025-11-21');
      assert.deepEqual(
        batches.items.map((b) => [b.day, b.count]),
        [['2025-11-20', 1]],
      );
    });
  }

  it('counts a 25-hour day (New York, Nov 1, 2026) and a 23-hour day (Mar 8, 2026) whole', async () => {
    const shop = await businessIn('America/New_York');
    await saleAt(shop, '2026-11-01T04:30:00Z'); // 00:30 EDT, the day's first half hour
    await saleAt(shop, '2026-11-01T05:30:00Z'); // 01:30 EDT, the first 1:30
    await saleAt(shop, '2026-11-01T06:30:00Z'); // 01:30 EST, the second 1:30
    await saleAt(shop, '2026-11-02T04:30:00Z'); // 23:30 EST
    await saleAt(shop, '2026-11-02T05:30:00Z'); // 00:30 EST on Nov 2
    assert.deepEqual(await countsOn(shop, '2026-11-01'), sales(4));
    assert.deepEqual(await countsOn(shop, '2026-11-02'), sales(1));

    await saleAt(shop, '2026-03-08T05:30:00Z'); // 00:30 EST
    await saleAt(shop, '2026-03-08T07:30:00Z'); // 03:30 EDT (2:00–3:00 never happened)
    await saleAt(shop, '2026-03-09T03:30:00Z'); // 23:30 EDT
    await saleAt(shop, '2026-03-08T04:30:00Z'); // 23:30 EST on Mar 7
    assert.deepEqual(await countsOn(shop, '2026-03-08'), sales(3));
    assert.deepEqual(await countsOn(shop, '2026-03-07'), sales(1));
  });

  it('takes today from the business’s clock: the report’s default range ends on it, the CSV is named by it', async () => {
    // a day ahead of UTC's or a day behind it, whatever the hour: one of the two differs from UTC's today
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const shop = await businessIn(zone);
      const report = await read<SalesReport>(shop, '/api/reports/sales');
      assert.equal(report.to, todayIn(zone), zone);
      assert.equal(report.today.day, todayIn(zone), zone);
      assert.equal(report.from, addDays(todayIn(zone), -29), zone);
      const csv = await shop.b.get('/api/transactions/export.csv');
      assert.match(String(csv.headers['content-disposition']), new RegExp(`transactions-${todayIn(zone)}\\.csv`), zone);
    }
  });
});
