import assert from 'node:assert/strict';
import { scopedTo } from '../../db/tenant';
import { after, before, describe, it } from 'node:test';
import { nextNumber } from '../../db/counters';
import { todayIn } from '../../lib/days';
import {
  addCatalogueItem,
  databaseKind,
  idempotencyKey,
  openRegister,
  signInStaff,
  signUp,
  startApi,
  type Browser,
  type SignedUp,
  type TestApi,
} from '../../testing/harness';
import type { Sale } from '../invoices/moneySchemas';
import type { SalesReport, SalesTotals } from './schemas';
import { APPROVED_CARD } from '../../testing/sales';

const DECLINED = { ...APPROVED_CARD, number: '4000000000000002' };

// The range the figures are checked on (10 days of a leap year) and the 10 days before it.
const RANGE = 'from=2024-03-01&to=2024-03-10';

const zeros: SalesTotals = { salesMinor: 0, count: 0, averageMinor: 0, tipsMinor: 0, taxMinor: 0, discountsMinor: 0, refundsMinor: 0, netMinor: 0 };

describe(`sales report (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  let other: SignedUp;
  let staff: Browser;
  let detail: string; // $100.00, 10 % tax
  let trim: string; // $20.00, untaxed
  let shampoo: string; // a product, $12.00
  let registerId: string;

  const sell = async (b: Browser, body: object) => {
    const res = await b.post('/api/checkout', { payload: { registerId, ...body }, headers: idempotencyKey() });
    assert.equal(res.statusCode, 201, res.body);
    return res.json() as Sale;
  };
  /** moves a sale (its invoice and its transactions) to another moment */
  const move = async (sale: Sale, at: string) => {
    await api.db.updateTable('invoices').set({ created_at: at }).where('id', '=', sale.invoice.id).execute();
    await api.db.updateTable('transactions').set({ created_at: at }).where('invoice_id', '=', sale.invoice.id).execute();
  };
  /** a refund of part of a payment, as the refund call will write it */
  const refund = async (sale: Sale, amountMinor: number, at: string) => {
    const payment = sale.transactions[0]!;
    await api.db
      .insertInto('transactions')
      .values({
        business_id: shop.businessId,
        number: await nextNumber(scopedTo(api.db, shop.businessId), 'receipt'),
        kind: 'refund',
        tender: payment.tender,
        status: 'succeeded',
        currency: 'USD',
        amount_minor: amountMinor,
        invoice_id: sale.invoice.id,
        parent_id: payment.id,
        created_at: at,
      })
      .execute();
  };
  const report = async (query: string, b: Browser = shop.b) => {
    const res = await b.get(`/api/reports/sales?${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as SalesReport;
  };

  before(async () => {
    api = await startApi({ jobs: false });
    shop = await signUp(api, 'Sales Shop');
    other = await signUp(api, 'Other Sales Shop');
    staff = await signInStaff(api, shop.businessId);
    detail = await addCatalogueItem(api, shop.businessId, { name: 'Full detail', priceMinor: 10_000, taxRateBp: 1_000 });
    trim = await addCatalogueItem(api, shop.businessId, { name: 'Nail trim', priceMinor: 2_000 });
    shampoo = await addCatalogueItem(api, shop.businessId, { name: 'Shampoo', kind: 'product', priceMinor: 1_200, quantity: 50 });
    ({ registerId } = await openRegister(api, shop.businessId));

    // the range: four sales (one partly paid), a void one, an unpaid invoice, a decline, a refund
    const s1 = await sell(shop.b, {
      lines: [
        { itemId: detail, quantity: 1 },
        { itemId: trim, quantity: 1 },
      ],
      tip: { kind: 'amount', value: 500 },
      tenders: [{ tender: 'cash', amountMinor: 13_500, tenderedMinor: 14_000 }],
    });
    await move(s1, '2024-03-01T00:00:00Z'); // the range's first instant
    const s2 = await sell(shop.b, {
      lines: [{ itemId: trim, quantity: 2 }],
      orderDiscount: { kind: 'amount', value: 400 },
      tenders: [{ tender: 'card', amountMinor: 3_600, card: APPROVED_CARD }],
    });
    await move(s2, '2024-03-10T23:59:59Z'); // its last
    await refund(s2, 1_000, '2024-03-10T10:00:00Z');
    const s3 = await sell(staff, {
      lines: [
        { itemId: shampoo, quantity: 3 },
        { name: 'Gift wrap', unitPriceMinor: 500, quantity: 1 },
      ],
      tenders: [
        { tender: 'cash', amountMinor: 1_000, tenderedMinor: 1_000 },
        { tender: 'card', amountMinor: 3_100, card: APPROVED_CARD },
      ],
    });
    await move(s3, '2024-03-05T12:00:00Z');
    // partly paid: $10.00 of $20.00 by check
    const s6 = await sell(shop.b, { lines: [{ itemId: trim, quantity: 1 }], tenders: [{ tender: 'check', amountMinor: 2_000, checkNumber: '101' }] });
    await move(s6, '2024-03-05T15:00:00Z');
    await api.db.updateTable('invoices').set({ status: 'open', paid_minor: 1_000, paid_at: null }).where('id', '=', s6.invoice.id).execute();
    await api.db.updateTable('transactions').set({ amount_minor: 1_000 }).where('invoice_id', '=', s6.invoice.id).execute();
    // void: not a sale (its payment is kept out of the range, as its refund would be)
    const s5 = await sell(shop.b, { lines: [{ itemId: trim, quantity: 5 }], tenders: [{ tender: 'card', amountMinor: 10_000, card: APPROVED_CARD }] });
    await move(s5, '2024-03-06T12:00:00Z');
    await api.db.updateTable('invoices').set({ status: 'void', voided_at: '2024-03-06T13:00:00Z' }).where('id', '=', s5.invoice.id).execute();
    await api.db.updateTable('transactions').set({ created_at: '2023-01-01T00:00:00Z' }).where('invoice_id', '=', s5.invoice.id).execute();
    // an invoice sent and not paid yet: not a sale
    await api.db
      .insertInto('invoices')
      .values({
        business_id: shop.businessId,
        number: await nextNumber(scopedTo(api.db, shop.businessId), 'invoice'),
        status: 'open',
        currency: 'USD',
        subtotal_minor: 5_000,
        discount_minor: 0,
        tax_minor: 0,
        tip_minor: 0,
        total_minor: 5_000,
        created_at: '2024-03-07T09:00:00Z',
      })
      .execute();
    // a declined card leaves a declined transaction: no tender took anything
    const declined = await shop.b.post('/api/checkout', {
      payload: { lines: [{ itemId: trim, quantity: 1 }], tenders: [{ tender: 'card', amountMinor: 2_000, card: DECLINED }] },
      headers: idempotencyKey(),
    });
    assert.equal(declined.statusCode, 402);
    await api.db.updateTable('transactions').set({ created_at: '2024-03-08T09:00:00Z' }).where('status', '=', 'declined').execute();

    // the 10 days before: one sale and a refund; the day before them: one more
    const s4 = await sell(shop.b, { lines: [{ itemId: detail, quantity: 1 }], tenders: [{ tender: 'check', amountMinor: 11_000, checkNumber: '100' }] });
    await move(s4, '2024-02-29T18:00:00Z');
    await refund(s4, 300, '2024-02-20T00:00:00Z');
    const before = await sell(shop.b, { lines: [{ itemId: trim, quantity: 1 }], tenders: [{ tender: 'card', amountMinor: 2_000, card: APPROVED_CARD }] });
    await move(before, '2024-02-19T23:59:59Z');

    // renamed after the sales: the top items say the catalogue's name
    await api.db.updateTable('catalogue_items').set({ name: 'Deluxe detail' }).where('id', '=', detail).execute();

    // another business's sale on the same days
    const theirs = await addCatalogueItem(api, other.businessId, { name: 'Their service', priceMinor: 99_000 });
    const res = await other.b.post('/api/checkout', {
      payload: { lines: [{ itemId: theirs, quantity: 1 }], tenders: [{ tender: 'card', amountMinor: 99_000, card: APPROVED_CARD }] },
      headers: idempotencyKey(),
    });
    assert.equal(res.statusCode, 201, res.body);
    await api.db.updateTable('invoices').set({ created_at: '2024-03-05T12:00:00Z' }).where('business_id', '=', other.businessId).execute();
    await api.db.updateTable('transactions').set({ created_at: '2024-03-05T12:00:00Z' }).where('business_id', '=', other.businessId).execute();
  });
  after(() => api.close());

  it("sums the range's sales, tips, tax, discounts and refunds, and what they average", async () => {
    const r = await report(RANGE);
    assert.equal(r.currency, 'USD');
    assert.deepEqual([r.from, r.to], ['2024-03-01', '2024-03-10']);
    // 13,500 + 3,600 + 4,100 + 2,000 (partly paid counts in full)
    assert.deepEqual(r.period, {
      salesMinor: 23_200,
      count: 4,
      averageMinor: 5_800,
      tipsMinor: 500,
      taxMinor: 1_000,
      discountsMinor: 400,
      refundsMinor: 1_000,
      netMinor: 22_200,
    });
  });

  it('compares with the span of the same length just before (across a leap day)', async () => {
    const r = await report(RANGE);
    assert.deepEqual([r.previousFrom, r.previousTo], ['2024-02-20', '2024-02-29']);
    assert.deepEqual(r.previous, { ...zeros, salesMinor: 11_000, count: 1, averageMinor: 11_000, taxMinor: 1_000, refundsMinor: 300, netMinor: 10_700 });
    assert.equal(r.previousByDay.length, 10);
    assert.deepEqual(r.previousByDay[0], { day: '2024-02-20', salesMinor: 0, count: 0, tipsMinor: 0, refundsMinor: 300 });
    assert.deepEqual(r.previousByDay[9], { day: '2024-02-29', salesMinor: 11_000, count: 1, tipsMinor: 0, refundsMinor: 0 });
  });

  it('answers every day of the range, zeros included, its edges whole UTC days', async () => {
    const r = await report(RANGE);
    assert.deepEqual(
      r.byDay.map((d) => d.day),
      ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'].map((d) => `2024-03-${d}`),
    );
    const on = (day: string) => r.byDay.find((d) => d.day === `2024-03-${day}`);
    assert.deepEqual(on('01'), { day: '2024-03-01', salesMinor: 13_500, count: 1, tipsMinor: 500, refundsMinor: 0 });
    assert.deepEqual(on('05'), { day: '2024-03-05', salesMinor: 6_100, count: 2, tipsMinor: 0, refundsMinor: 0 });
    assert.deepEqual(on('10'), { day: '2024-03-10', salesMinor: 3_600, count: 1, tipsMinor: 0, refundsMinor: 1_000 });
    assert.deepEqual(on('06'), { day: '2024-03-06', salesMinor: 0, count: 0, tipsMinor: 0, refundsMinor: 0 });
    assert.equal(
      r.byDay.reduce((sum, d) => sum + d.salesMinor, 0),
      r.period.salesMinor,
    );
  });

  it('sums the payments per tender (declines and other days left out)', async () => {
    const r = await report(RANGE);
    assert.deepEqual(r.byTender, [
      { tender: 'cash', amountMinor: 14_500, count: 2 },
      { tender: 'card', amountMinor: 6_700, count: 2 },
      { tender: 'check', amountMinor: 1_000, count: 1 },
    ]);
  });

  it("sums the sales per user who rang them up, with their tips, adding up to the range's sales", async () => {
    const r = await report(RANGE);
    assert.deepEqual(
      r.byStaff.map(({ name, salesMinor, count, tipsMinor }) => ({ name, salesMinor, count, tipsMinor })),
      [
        { name: 'Ada Admin', salesMinor: 19_100, count: 3, tipsMinor: 500 },
        { name: 'Sol Staff', salesMinor: 4_100, count: 1, tipsMinor: 0 },
      ],
    );
    assert.ok(r.byStaff.every((s) => s.userId));
    assert.equal(
      r.byStaff.reduce((sum, s) => sum + s.salesMinor, 0),
      r.period.salesMinor,
    );
  });

  it('ranks the top items by sales, a custom line by its name, under their catalogue names', async () => {
    const r = await report(RANGE);
    assert.deepEqual(
      r.topItems.map(({ name, kind, quantity, salesMinor }) => ({ name, kind, quantity, salesMinor })),
      [
        { name: 'Deluxe detail', kind: 'service', quantity: 1, salesMinor: 11_000 },
        { name: 'Nail trim', kind: 'service', quantity: 4, salesMinor: 7_600 },
        { name: 'Shampoo', kind: 'product', quantity: 3, salesMinor: 3_600 },
        { name: 'Gift wrap', kind: 'custom', quantity: 1, salesMinor: 500 },
      ],
    );
    assert.equal(r.topItems[0]?.itemId, detail);
    assert.equal(r.topItems[3]?.itemId, null);
  });

  it('answers zeros for a span without sales', async () => {
    const r = await report('from=2019-01-01&to=2019-01-07');
    assert.deepEqual(r.period, zeros);
    assert.deepEqual(r.previous, zeros);
    assert.equal(r.byDay.length, 7);
    assert.ok(r.byDay.every((d) => d.salesMinor === 0 && d.count === 0 && d.tipsMinor === 0 && d.refundsMinor === 0));
    assert.deepEqual([r.byTender, r.byStaff, r.topItems], [[], [], []]);
  });

  it("defaults to the 30 days up to today, and answers today's figures whatever the range", async () => {
    await sell(shop.b, { lines: [{ itemId: trim, quantity: 1 }], tenders: [{ tender: 'card', amountMinor: 2_000, card: APPROVED_CARD }] });
    const r = await report('');
    assert.equal(r.to, todayIn('UTC'));
    assert.equal(r.byDay.length, 30);
    assert.deepEqual(r.today, { day: todayIn('UTC'), ...zeros, salesMinor: 2_000, count: 1, averageMinor: 2_000, netMinor: 2_000 });
    assert.deepEqual(r.byDay.at(-1), { day: todayIn('UTC'), salesMinor: 2_000, count: 1, tipsMinor: 0, refundsMinor: 0 });
    assert.deepEqual((await report(RANGE)).today, r.today);
    assert.deepEqual(r.period, { ...zeros, salesMinor: 2_000, count: 1, averageMinor: 2_000, netMinor: 2_000 });
  });

  it('shows a business only its own sales', async () => {
    const theirs = await report(RANGE, other.b);
    assert.deepEqual(theirs.period, { ...zeros, salesMinor: 99_000, count: 1, averageMinor: 99_000, netMinor: 99_000 });
    assert.deepEqual(theirs.byTender, [{ tender: 'card', amountMinor: 99_000, count: 1 }]);
    assert.deepEqual(
      theirs.topItems.map((i) => i.name),
      ['Their service'],
    );
    assert.equal(
      (await report(RANGE)).byStaff.some((s) => s.salesMinor === 99_000),
      false,
    );
  });

  it('refuses from after to, more than 366 days and bad days (400, by field), and staff (403)', async () => {
    const reversed = await shop.b.get('/api/reports/sales?from=2024-03-02&to=2024-03-01');
    assert.equal(reversed.statusCode, 400);
    assert.deepEqual(reversed.json().errors, { to: { code: 'too_small', message: '"from" must not be after "to"', params: { limit: '2024-03-02' } } });
    const long = await shop.b.get('/api/reports/sales?from=2024-01-01&to=2025-01-01');
    assert.equal(long.statusCode, 400);
    assert.deepEqual(long.json().errors.to, { code: 'too_large', message: 'A range may cover at most 366 days', params: { limit: '2024-12-31' } });
    assert.equal((await report('from=2024-01-01&to=2024-12-31')).byDay.length, 366);
    for (const query of ['from=2024-02-30&to=2024-03-01', 'to=tomorrow', 'from=2024-3-1']) {
      assert.equal((await shop.b.get(`/api/reports/sales?${query}`)).statusCode, 400, query);
    }
    const refused = await staff.get(`/api/reports/sales?${RANGE}`);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'admin_only');
  });

  it('exports the day-by-day table as CSV, amounts in dollars', async () => {
    const res = await shop.b.get(`/api/reports/sales/export.csv?${RANGE}`);
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/csv/);
    assert.match(String(res.headers['content-disposition']), /filename="sales-2024-03-01-2024-03-10\.csv"/);
    const lines = res.body.trimEnd().split('\r\n');
    assert.equal(lines.length, 11);
    assert.equal(lines[0], '"day","currency","sales","sales_count","tips","refunds","net"');
    assert.equal(lines[1], '"2024-03-01","USD","135","1","5","0","135"');
    assert.equal(lines[10], '"2024-03-10","USD","36","1","0","10","26"');
    assert.equal((await shop.b.get('/api/reports/sales/export.csv?from=2024-03-02&to=2024-03-01')).statusCode, 400);
  });
});
