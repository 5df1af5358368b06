import { MAX_AMOUNT_MINOR } from '@frontdesk/money';
import assert from 'node:assert/strict';
import { scopedTo } from '../../../db/tenant';
import { after, before, describe, it } from 'node:test';
import type { Insertable } from 'kysely';
import { nextNumber } from '../../../db/counters';
import type { TransactionsTable } from '../../../db/schema';
import { createJobRunner } from '../../../jobs/runner';
import { DAY_MS, utcDayOf } from '../../../lib/days';
import { databaseKind, signInStaff, signUp, startApi, type Browser, type SignedUp, type TestApi } from '../../../testing/harness';
import { settlementHandler, settlementKind, settlementSchedule } from './job';
import type { ClosedBatches, SettlementBatchDetail, SettlementBatchPage } from './schemas';

const now = new Date();
const todayNoon = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12);
/** a time of the calendar day (UTC) `days` before today: `hour` o'clock */
const daysAgo = (days: number, hour = 12) => new Date(todayNoon - days * DAY_MS + (hour - 12) * 60 * 60 * 1000);

describe(`settlement batches (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  let staff: Browser;

  async function addTransaction(businessId: string, row: Omit<Insertable<TransactionsTable>, 'business_id' | 'number' | 'currency'>) {
    // a declined card is a record, not a receipt: it takes no number (migration 0022)
    const number = row.status === 'declined' ? null : await nextNumber(scopedTo(api.db, businessId), 'receipt');
    const { id } = await api.db
      .insertInto('transactions')
      .values({ currency: 'USD', ...row, business_id: businessId, number })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
  const card = (amount_minor: number, created_at: Date, more: Partial<Insertable<TransactionsTable>> = {}) =>
    ({
      kind: 'payment',
      tender: 'card',
      status: 'succeeded',
      amount_minor,
      provider: 'test',
      card_brand: 'visa',
      card_last4: '4242',
      created_at,
      ...more,
    }) as const;
  const close = async (b: Browser) => {
    const res = await b.post('/api/settlement-batches/close');
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as ClosedBatches;
  };
  const batchesOf = async (businessId: string) =>
    (
      await api.db
        .selectFrom('settlement_batches')
        .select(['day', 'provider', 'count', 'total_minor'])
        .where('business_id', '=', businessId)
        .orderBy('day')
        .orderBy('provider')
        .execute()
    )
      // a bigint: text on PostgreSQL's driver
      .map((batch) => ({ ...batch, total_minor: Number(batch.total_minor) }));
  const batchIdOf = async (transactionId: string) =>
    (await api.db.selectFrom('transactions').select('batch_id').where('id', '=', transactionId).executeTakeFirstOrThrow()).batch_id;

  before(async () => {
    api = await startApi({ jobs: false, seed: false });
    shop = await signUp(api, 'Settle Shop');
    staff = await signInStaff(api, shop.businessId);
  });
  after(() => api.close());

  it('closes each finished day into one batch per provider; refunds count negative; today and other tenders stay out', async () => {
    const twoDays = [
      await addTransaction(shop.businessId, card(5_000, daysAgo(2, 0))),
      await addTransaction(shop.businessId, card(2_500, daysAgo(2, 23))),
      await addTransaction(shop.businessId, { ...card(1_000, daysAgo(2, 18)), kind: 'refund' }),
    ];
    const stripe = await addTransaction(shop.businessId, card(4_000, daysAgo(2), { provider: 'stripe' }));
    const yesterday = await addTransaction(shop.businessId, card(700, daysAgo(1)));
    const left = [
      await addTransaction(shop.businessId, card(900, new Date())),
      await addTransaction(shop.businessId, { ...card(800, daysAgo(1)), status: 'declined' }),
      await addTransaction(shop.businessId, { kind: 'payment', tender: 'cash', status: 'succeeded', amount_minor: 600, created_at: daysAgo(1) }),
    ];

    const closed = await close(shop.b);
    assert.deepEqual(
      closed.items.map((b) => [b.day, b.provider, b.count, b.totalMinor]),
      [
        [utcDayOf(daysAgo(2)), 'stripe', 1, 4_000],
        [utcDayOf(daysAgo(2)), 'test', 3, 6_500],
        [utcDayOf(daysAgo(1)), 'test', 1, 700],
      ],
    );
    const [first] = await Promise.all(twoDays.map(batchIdOf));
    assert.ok(first);
    assert.deepEqual(await Promise.all(twoDays.map(batchIdOf)), [first, first, first]);
    assert.notEqual(await batchIdOf(stripe), first);
    assert.ok(await batchIdOf(yesterday));
    assert.deepEqual(await Promise.all(left.map(batchIdOf)), [null, null, null]);
  });

  it('closing again makes no batch and changes none', async () => {
    const before = await batchesOf(shop.businessId);
    assert.deepEqual((await close(shop.b)).items, []);
    assert.deepEqual(await batchesOf(shop.businessId), before);
  });

  it('adds a late transaction of a closed day to that day’s batch', async () => {
    await addTransaction(shop.businessId, card(300, daysAgo(1, 23)));
    const closed = await close(shop.b);
    assert.deepEqual(
      closed.items.map((b) => [b.day, b.count, b.totalMinor]),
      [[utcDayOf(daysAgo(1)), 2, 1_000]],
    );
  });

  it('closes a day whose card takings pass the database’s integers (three sales of the largest amount)', async () => {
    const big = await signUp(api, 'Fleet Shop');
    for (let i = 0; i < 3; i += 1) await addTransaction(big.businessId, card(MAX_AMOUNT_MINOR, daysAgo(1, 9 + i)));
    const closed = await close(big.b);
    assert.deepEqual(
      closed.items.map((b) => [b.count, b.totalMinor]),
      [[3, 3 * MAX_AMOUNT_MINOR]],
    );
    assert.deepEqual(
      (await batchesOf(big.businessId)).map((b) => b.total_minor),
      [3 * MAX_AMOUNT_MINOR],
    );
  });

  it('five concurrent closes make one batch per day and provider, with the right count and total', async () => {
    const other = await signUp(api, 'Race Shop');
    for (let day = 1; day <= 4; day += 1) {
      for (let i = 0; i < 5; i += 1) await addTransaction(other.businessId, card(100 * day, daysAgo(day, 8 + i)));
      await addTransaction(other.businessId, { ...card(50, daysAgo(day, 20)), kind: 'refund' });
    }
    const answers = await Promise.all(Array.from({ length: 5 }, () => other.b.post('/api/settlement-batches/close')));
    assert.deepEqual(
      answers.map((a) => a.statusCode),
      [200, 200, 200, 200, 200],
    );
    const batches = await batchesOf(other.businessId);
    assert.deepEqual(
      batches.map((b) => [b.day, b.count, b.total_minor]),
      [4, 3, 2, 1].map((day) => [utcDayOf(daysAgo(day)), 6, 500 * day - 50]),
    );
    // every transaction went into exactly one batch, and the answers together name each batch once
    const unbatched = await api.db.selectFrom('transactions').select('id').where('business_id', '=', other.businessId).where('batch_id', 'is', null).execute();
    assert.equal(unbatched.length, 0);
    assert.equal(answers.flatMap((a) => (a.json() as ClosedBatches).items).length, 4);
    // and none of it reached the first shop
    assert.equal((await batchesOf(shop.businessId)).length, 3);
  });

  it('lists batches newest day first, by range, with paging', async () => {
    const res = await shop.b.get('/api/settlement-batches');
    assert.equal(res.statusCode, 200);
    const page = res.json() as SettlementBatchPage;
    assert.deepEqual(
      page.items.map((b) => [b.day, b.provider]),
      [
        [utcDayOf(daysAgo(1)), 'test'],
        [utcDayOf(daysAgo(2)), 'stripe'],
        [utcDayOf(daysAgo(2)), 'test'],
      ],
    );
    assert.deepEqual([page.total, page.currency], [3, 'USD']);
    const ranged = (
      await shop.b.get(`/api/settlement-batches?from=${utcDayOf(daysAgo(2))}&to=${utcDayOf(daysAgo(2))}&pageSize=1&page=2`)
    ).json() as SettlementBatchPage;
    assert.deepEqual([ranged.total, ranged.items.map((b) => b.provider)], [2, ['test']]);
    assert.equal((await shop.b.get('/api/settlement-batches?from=2026-02-02&to=2026-02-01')).statusCode, 400);
  });

  it('reads a batch with its transactions, and never another business’s (404)', async () => {
    const page = (await shop.b.get(`/api/settlement-batches?from=${utcDayOf(daysAgo(2))}&to=${utcDayOf(daysAgo(2))}`)).json() as SettlementBatchPage;
    const test = page.items.find((b) => b.provider === 'test')!;
    const res = await staff.get(`/api/settlement-batches/${test.id}`);
    assert.equal(res.statusCode, 200);
    const detail = res.json() as SettlementBatchDetail;
    assert.deepEqual([detail.count, detail.totalMinor, detail.currency], [3, 6_500, 'USD']);
    assert.deepEqual(
      detail.transactions.map((t) => [t.kind, t.amountMinor, t.cardLast4]),
      [
        ['payment', 5_000, '4242'],
        ['payment', 2_500, '4242'],
        ['refund', 1_000, '4242'],
      ],
    );
    const stranger = await signUp(api, 'Stranger Shop');
    assert.equal((await stranger.b.get(`/api/settlement-batches/${test.id}`)).statusCode, 404);
    assert.equal(((await stranger.b.get('/api/settlement-batches')).json() as SettlementBatchPage).total, 0);
    assert.deepEqual((await close(stranger.b)).items, []);
  });

  it('exports the batches as CSV, totals in major units', async () => {
    const res = await shop.b.get(`/api/settlement-batches/export.csv?to=${utcDayOf(daysAgo(2))}`);
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-disposition'] as string, /attachment; filename="settlement-batches-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.trim().split('\r\n');
    assert.equal(lines[0], '"day","provider","count","currency","total","closed_at"');
    assert.deepEqual(
      lines.slice(1).map((line) => line.split(',').slice(0, 5).join(',')),
      [`"${utcDayOf(daysAgo(2))}","stripe","1","USD","40"`, `"${utcDayOf(daysAgo(2))}","test","3","USD","65"`],
    );
  });

  it('lets staff read batches but not close days (403 admin_only)', async () => {
    assert.equal((await staff.get('/api/settlement-batches')).statusCode, 200);
    assert.equal((await staff.get('/api/settlement-batches/export.csv')).statusCode, 200);
    const refused = await staff.post('/api/settlement-batches/close');
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'admin_only');
  });

  it('closes by itself: the schedule adds one job per business with a finished day, however many instances add it', async () => {
    const late = await signUp(api, 'Scheduled Shop');
    const sale = await addTransaction(late.businessId, card(1_234, daysAgo(3)));
    await addTransaction(late.businessId, card(99, new Date()));
    // two instances' runners reach the same hour's slot
    await settlementSchedule.enqueue(api.db, 'slot-1');
    await settlementSchedule.enqueue(api.db, 'slot-1');
    const jobs = await api.db.selectFrom('jobs').select(['business_id', 'status']).where('kind', '=', settlementKind.name).execute();
    assert.deepEqual(
      jobs.map((j) => j.business_id),
      [late.businessId],
    );
    const runner = createJobRunner({ db: api.db, handlers: [settlementHandler] });
    assert.equal(await runner.runOnce(), true);
    assert.equal(await runner.runOnce(), false);
    assert.deepEqual(
      (await batchesOf(late.businessId)).map((b) => [b.day, b.count, b.total_minor]),
      [[utcDayOf(daysAgo(3)), 1, 1_234]],
    );
    assert.ok(await batchIdOf(sale));
    // nothing left to close: the next slot adds no job
    await settlementSchedule.enqueue(api.db, 'slot-2');
    assert.equal((await api.db.selectFrom('jobs').select('id').where('kind', '=', settlementKind.name).execute()).length, 1);
  });
});
