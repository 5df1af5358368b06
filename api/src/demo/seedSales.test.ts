import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { addDays, DAY_MS, dayIn, startOfDay, todayIn } from '../lib/days';
import { DEMO_TIME_ZONE } from './seedBookings';
import type { DepositPage } from '../modules/deposits/schemas';
import type { InvoicePage } from '../modules/invoices/schemas';
import type { PayLinkView } from '../modules/links/schemas';
import type { SettlementBatchPage } from '../modules/payments/settlement/schemas';
import type { RegisterList, ZReportPage } from '../modules/registers/schemas';
import type { SalesReport } from '../modules/reports/schemas';
import { browser, databaseKind, startApi, type Browser, type TestApi } from '../testing/harness';
import { DEMO_EMAIL, DEMO_REGISTER } from './demo';
import { HISTORY_DAYS } from './seedSales';

describe(`the demo business's week of sales (${databaseKind} database)`, () => {
  let api: TestApi;
  let admin: Browser;
  let businessId: string;
  let seededAt: Date;
  // the business's days, in New York (the demo business's zone)
  const demoDayOf = (instant: string | Date) => dayIn(instant, DEMO_TIME_ZONE);
  const today = todayIn(DEMO_TIME_ZONE);
  /** the last seven days, oldest first, today last */
  const week = Array.from({ length: HISTORY_DAYS + 1 }, (_, i) => addDays(today, i - HISTORY_DAYS));

  before(async () => {
    api = await startApi({ history: true, jobs: false });
    seededAt = new Date();
    admin = browser(api.app);
    assert.equal((await admin.login()).statusCode, 200);
    businessId = (await api.db.selectFrom('users').select('business_id').where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow()).business_id;
  });
  after(() => api?.close());

  it('closes a register day on each of the last six days with consecutive Z-reports, and leaves Front Desk open today', async () => {
    const res = await admin.get('/api/z-reports?pageSize=50');
    assert.equal(res.statusCode, 200, res.body);
    const reports = (res.json() as ZReportPage).items.sort((a, b) => a.number - b.number);
    assert.deepEqual(
      reports.map((r) => r.number),
      [1, 2, 3, 4, 5, 6],
    );
    // one a day, oldest first, closed in the evening of its own day
    assert.deepEqual(
      reports.map((r) => demoDayOf(r.createdAt)),
      week.slice(0, HISTORY_DAYS),
    );
    for (const { summary, createdAt, sessionId } of reports) {
      assert.equal(summary.registerName, DEMO_REGISTER);
      assert.equal(summary.closedAt, createdAt);
      assert.equal(demoDayOf(summary.openedAt), demoDayOf(createdAt));
      assert.equal(summary.overShortMinor, summary.countedCashMinor - summary.expectedCashMinor);
      // the figures are the session's rows: the drawer's movements add up to what was expected
      const cash = await api.db
        .selectFrom('cash_movements')
        .select(sql<string>`sum(amount_minor)`.as('total'))
        .where('session_id', '=', sessionId)
        .executeTakeFirstOrThrow();
      assert.equal(Number(cash.total), summary.expectedCashMinor);
      const session = await api.db.selectFrom('register_sessions').select(['opened_at', 'closed_at']).where('id', '=', sessionId).executeTakeFirstOrThrow();
      assert.equal(new Date(session.closed_at!).toISOString(), createdAt);
      const outside = await api.db
        .selectFrom('cash_movements')
        .select('id')
        .where('session_id', '=', sessionId)
        .where((eb) => eb.or([eb('at', '<', new Date(session.opened_at)), eb('at', '>', new Date(session.closed_at!))]))
        .execute();
      assert.deepEqual(outside, []);
    }
    assert.ok(reports.some((r) => r.summary.overShortMinor > 0) && reports.some((r) => r.summary.overShortMinor < 0), 'a day over and a day short');

    const registers = (await admin.get('/api/registers')).json() as RegisterList;
    const desk = registers.items.find((r) => r.name === DEMO_REGISTER);
    assert.equal(desk?.state, 'open');
    assert.equal(demoDayOf(desk!.session!.openedAt), today);
    assert.equal(registers.items.find((r) => r.name === 'Back Counter')?.state, 'closed');
  });

  it('sells on each of the last seven days: cash with change, cards, a check, a split, tips and a partial card refund', async () => {
    const paid = await api.db
      .selectFrom('invoices')
      .select(['id', 'created_at', 'tip_minor'])
      .where('business_id', '=', businessId)
      .where('status', '=', 'paid')
      .execute();
    assert.deepEqual([...new Set(paid.map((i) => demoDayOf(i.created_at)))].sort(), week);
    assert.ok(paid.filter((i) => i.tip_minor > 0).length >= 5, 'tips');

    const payments = await api.db
      .selectFrom('transactions')
      .select(['id', 'invoice_id', 'tender', 'kind', 'amount_minor', 'change_minor', 'parent_id'])
      .where('business_id', '=', businessId)
      .where('status', '=', 'succeeded')
      .execute();
    assert.ok(
      payments.some((t) => t.tender === 'cash' && (t.change_minor ?? 0) > 0),
      'cash with change',
    );
    assert.ok(
      payments.some((t) => t.tender === 'check'),
      'a check',
    );
    const tendersOf = new Map<string, Set<string>>();
    for (const t of payments.filter((p) => p.kind === 'payment' && p.invoice_id))
      tendersOf.set(t.invoice_id!, (tendersOf.get(t.invoice_id!) ?? new Set()).add(t.tender));
    assert.ok(
      [...tendersOf.values()].some((tenders) => tenders.has('cash') && tenders.has('card')),
      'a sale split over cash and card',
    );
    const refund = payments.find((t) => t.kind === 'refund');
    const parent = payments.find((t) => t.id === refund?.parent_id);
    assert.equal(parent?.tender, 'card');
    assert.ok(refund!.amount_minor < parent!.amount_minor, 'a partial refund');

    const res = await admin.get(`/api/reports/sales?from=${week[0]}&to=${today}`);
    assert.equal(res.statusCode, 200, res.body);
    const report = res.json() as SalesReport;
    assert.deepEqual(
      report.byDay.map((d) => d.count > 0),
      week.map(() => true),
    );
    assert.ok(report.period.salesMinor > 0 && report.period.tipsMinor > 0 && report.period.refundsMinor > 0);
    assert.ok(report.today.count > 0);
  });

  it('bills to pay later: an open invoice with a pay link the public page shows, an overdue one, a part-paid one', async () => {
    const open = ((await admin.get('/api/invoices?status=open')).json() as InvoicePage).items;
    const overdue = ((await admin.get('/api/invoices?status=overdue')).json() as InvoicePage).items;
    assert.equal(overdue.length, 1);
    assert.ok(overdue[0]!.dueOn! < today);
    const partPaid = open.find((i) => i.paidMinor > 0);
    assert.ok(partPaid && partPaid.balanceMinor > 0, 'a part-paid invoice');

    const link = await api.db
      .selectFrom('payment_links')
      .select(['id', 'invoice_id', 'created_at', 'expires_at'])
      .where('business_id', '=', businessId)
      .executeTakeFirstOrThrow();
    const linked = open.find((i) => i.id === link.invoice_id);
    assert.ok(linked?.dueOn && linked.dueOn > today, 'due in the days to come');
    assert.equal(new Date(link.expires_at).getTime() - new Date(link.created_at).getTime(), 30 * DAY_MS);
    const visitor = browser(api.app, '203.0.113.9');
    const page = await visitor.get(`/api/pay/${link.id}`);
    assert.equal(page.statusCode, 200, page.body);
    const view = page.json() as PayLinkView;
    assert.equal(view.invoiceNumber, linked.number);
    assert.equal(view.amountMinor, linked.balanceMinor);
  });

  it('holds deposits for two contacts, one applied at a checkout and one forfeited, each the sum of its movements', async () => {
    const held = (await admin.get('/api/deposits?status=held')).json() as DepositPage;
    assert.equal(new Set(held.items.map((d) => d.contactId)).size, 2);
    const deposits = await api.db.selectFrom('deposits').select(['id', 'status', 'remaining_minor']).where('business_id', '=', businessId).execute();
    assert.deepEqual([...new Set(deposits.map((d) => d.status))].sort(), ['applied', 'forfeited', 'held']);
    for (const deposit of deposits) {
      const sum = await api.db
        .selectFrom('deposit_movements')
        .select(sql<string>`sum(amount_minor)`.as('total'))
        .where('deposit_id', '=', deposit.id)
        .executeTakeFirstOrThrow();
      assert.equal(Number(sum.total), deposit.remaining_minor);
    }
    const applied = await api.db
      .selectFrom('transactions')
      .select('invoice_id')
      .where('business_id', '=', businessId)
      .where('tender', '=', 'deposit')
      .execute();
    assert.equal(applied.length, 1);
  });

  it("keeps every invariant: invoices' payments add up, numbers increase with time, nothing happens after the seed", async () => {
    const invoices = await api.db
      .selectFrom('invoices')
      .select(['id', 'number', 'created_at', 'paid_minor', 'refunded_minor'])
      .where('business_id', '=', businessId)
      .orderBy('number')
      .execute();
    const sums = await api.db
      .selectFrom('transactions')
      .select([
        'invoice_id',
        sql<string>`coalesce(sum(amount_minor) FILTER (WHERE kind = 'payment'), 0)`.as('paid'),
        sql<string>`coalesce(sum(amount_minor) FILTER (WHERE kind = 'refund'), 0)`.as('refunded'),
      ])
      .where('business_id', '=', businessId)
      .where('status', '=', 'succeeded')
      .groupBy('invoice_id')
      .execute();
    const byInvoice = new Map(sums.map((s) => [s.invoice_id, s]));
    for (const invoice of invoices) {
      assert.equal(Number(byInvoice.get(invoice.id)?.paid ?? 0), invoice.paid_minor, `invoice ${invoice.number}`);
      assert.equal(Number(byInvoice.get(invoice.id)?.refunded ?? 0), invoice.refunded_minor, `invoice ${invoice.number}`);
    }
    assert.deepEqual(
      invoices.map((i) => i.number),
      invoices.map((_, n) => n + 1),
    );
    for (let n = 1; n < invoices.length; n += 1)
      assert.ok(invoices[n - 1]!.created_at < invoices[n]!.created_at, `invoice ${invoices[n]!.number} after the one before`);
    const receipts = await api.db.selectFrom('transactions').select(['number', 'created_at']).where('business_id', '=', businessId).orderBy('number').execute();
    for (let n = 1; n < receipts.length; n += 1)
      assert.ok(receipts[n - 1]!.created_at <= receipts[n]!.created_at, `receipt ${receipts[n]!.number} not before the one before`);

    // every moment of the history is a business day's, before the seed ended, none in the future
    const events = await api.db.selectFrom('audit_events').select('at').where('business_id', '=', businessId).execute();
    assert.ok(events.length > 100);
    for (const { at } of events) {
      assert.ok(new Date(at) < seededAt);
      assert.ok(week.includes(demoDayOf(at)), demoDayOf(at));
    }
  });

  it('closes the finished days into settlement batches', async () => {
    const batches = (await admin.get(`/api/settlement-batches?from=${week[0]}&to=${today}`)).json() as SettlementBatchPage;
    assert.deepEqual(batches.items.map((b) => b.day).sort(), week.slice(0, HISTORY_DAYS));
    for (const batch of batches.items) {
      assert.ok(batch.count > 0);
      assert.ok(new Date(batch.closedAt) >= startOfDay(addDays(batch.day, 1), DEMO_TIME_ZONE), 'closed once its day (in New York) was over');
    }
  });

  it('turns the append-only trail and the immutable Z-reports back on', async () => {
    await assert.rejects(sql`UPDATE audit_events SET at = now() WHERE business_id = ${businessId}`.execute(api.db), /append-only/);
    await assert.rejects(sql`UPDATE z_reports SET created_at = now() WHERE business_id = ${businessId}`.execute(api.db), /cannot be changed/);
  });
});
