import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { sql, type RawBuilder } from 'kysely';
import { openDatabase, type Db, type OpenDatabase } from '../../db/database';
import { compileApi, httpClient, openShop, startApiProcess, type ApiProcess, type CompiledApi, type HttpClient } from '../../testing/apiProcess';
import { databaseKind, freshDatabase } from '../../testing/harness';
import { APPROVED_CARD } from '../../testing/sales';
import { priceCart } from './pricing';
import type { Sale } from './schemas';

// Issue 10 §13, the crash test: the API process is killed (SIGKILL) at random points during bursts
// of checkouts, KILLS times, and restarted on the same data. After every kill nothing is partial:
// - every invoice's lines add up to its totals, and its payments to what it has been paid;
// - no transaction, cash or deposit movement, or money event points at a missing invoice, and every
//   invoice has its payments, its drawer cash and its events (the whole sale or none of it);
// - every deposit holds the sum of its movements; a product's stock is what was not sold;
// - every Idempotency-Key is complete or absent; invoice and receipt numbers run 1..N with no gap;
// - every sale the client saw answered is there exactly once, under its key.
// Every call whose answer was lost is sent again with its key after the restart: it answers the
// first result (the sale had committed) or makes the sale then (it had not), never a second sale.
//
// The child is src/main.ts, compiled once (testing/apiProcess.ts). On PostgreSQL the invariants are
// read through a connection of the test's own while the child runs. The embedded database is one
// process's: after each kill the test opens the data folder itself (that open replays the killed
// process's write-ahead log), reads the invariants and closes it, and the child starts again on it.

const KILLS = Number(process.env.CRASH_TEST_KILLS ?? 50);
const SEED = Number(process.env.CRASH_TEST_SEED ?? Date.now() % 1_000_000);
// PostgreSQL: two ports, the next process starting on one while the other is being killed
const PORT = Number(process.env.CRASH_TEST_PORT ?? (databaseKind === 'postgres' ? 8107 : 8106));
const PASSWORD = 'crash-test-password-1';
const DEPOSIT_HELD = 10_000_000; // per contact: never used up by the deposits applied
const STOCK = 1_000_000;

type ItemName = 'detail' | 'trim' | 'shampoo';
const ITEMS: Record<ItemName, { priceMinor: number; taxRateBp: number; kind: 'service' | 'product' }> = {
  detail: { priceMinor: 18_900, taxRateBp: 825, kind: 'service' },
  trim: { priceMinor: 1_500, taxRateBp: 0, kind: 'service' },
  shampoo: { priceMinor: 1_200, taxRateBp: 825, kind: 'product' },
};

type Pay = 'cash' | 'card' | 'cash+card' | 'card+check' | 'deposit+card';
type PlannedSale = { lines: { item: ItemName; quantity: number }[]; pay: Pay; tipBp: number; contact: number; twice: boolean };
/** the kill: after killAt ‰ of the answers (none to all of them), then jitterMs more */
type Round = { sales: PlannedSale[]; depositTaken: boolean; killAt: number; jitterMs: number };

const plannedSale: fc.Arbitrary<PlannedSale> = fc.record({
  lines: fc.uniqueArray(fc.record({ item: fc.constantFrom<ItemName>('detail', 'trim', 'shampoo'), quantity: fc.integer({ min: 1, max: 3 }) }), {
    minLength: 1,
    maxLength: 3,
    selector: (line) => line.item,
  }),
  pay: fc.constantFrom<Pay>('cash', 'card', 'cash+card', 'card+check', 'deposit+card'),
  tipBp: fc.constantFrom(0, 0, 1_500, 2_000),
  contact: fc.integer({ min: -1, max: 3 }),
  twice: fc.boolean(),
});
const round: fc.Arbitrary<Round> = fc.record({
  sales: fc.array(plannedSale, { minLength: 6, maxLength: 10 }),
  depositTaken: fc.boolean(),
  killAt: fc.integer({ min: 0, max: 999 }),
  jitterMs: fc.integer({ min: 0, max: 40 }),
});

/** A money call and what became of it: its answers (a status each) and the invoice it made. */
type Call = { key: string; url: string; body: object; statuses: number[]; invoiceId?: string; lost: number };

type Setup = { registerId: string; items: Record<ItemName, string>; contacts: string[] };

function checkoutBody(sale: PlannedSale, setup: Setup): object {
  const totals = priceCart({
    lines: sale.lines.map((l) => ({ quantity: l.quantity, unitPriceMinor: ITEMS[l.item].priceMinor, taxRateBp: ITEMS[l.item].taxRateBp })),
    tip: sale.tipBp ? { kind: 'percent', value: sale.tipBp } : null,
  });
  const total = totals.totalMinor;
  const contact = sale.pay === 'deposit+card' ? setup.contacts[Math.max(0, sale.contact)]! : sale.contact >= 0 ? setup.contacts[sale.contact]! : null;
  const card = (amountMinor: number) => ({ tender: 'card', amountMinor, card: APPROVED_CARD });
  const cash = (amountMinor: number) => ({ tender: 'cash', amountMinor, tenderedMinor: Math.ceil(amountMinor / 2_000) * 2_000 });
  const half = Math.floor(total / 2);
  const deposit = Math.min(500, total);
  const tenders = {
    cash: [cash(total)],
    card: [card(total)],
    'cash+card': [cash(half), card(total - half)],
    'card+check': [card(total - 1_000), { tender: 'check', amountMinor: 1_000, checkNumber: '1001' }],
    'deposit+card': total > deposit ? [card(total - deposit)] : [],
  }[sale.pay];
  return {
    registerId: setup.registerId,
    contactId: contact,
    lines: sale.lines.map((l) => ({ itemId: setup.items[l.item], quantity: l.quantity })),
    ...(sale.tipBp ? { tip: { kind: 'percent', value: sale.tipBp } } : {}),
    ...(sale.pay === 'deposit+card' ? { applyDepositsMinor: deposit } : {}),
    tenders,
  };
}

/** Sends a call with its key; a lost answer (the process died) is counted, not thrown. */
async function send(client: HttpClient, call: Call): Promise<number | null> {
  try {
    const res = await client.post(call.url, call.body, { 'idempotency-key': call.key });
    call.statuses.push(res.status);
    const invoiceId = res.status === 201 && call.url === '/api/checkout' ? (res.body as Sale).invoice.id : undefined;
    if (invoiceId) {
      assert.ok(call.invoiceId === undefined || call.invoiceId === invoiceId, `key ${call.key} answered two sales: ${call.invoiceId} and ${invoiceId}`);
      call.invoiceId = invoiceId;
    }
    return res.status;
  } catch {
    call.lost += 1;
    return null;
  }
}

const count = (rows: { n: number | string }[]) => Number(rows[0]?.n ?? 0);

/** Every invariant of the data that a crash could break: the list of what is broken (empty when none). */
async function brokenInvariants(db: Db, answered: Map<string, string>): Promise<string[]> {
  const broken: string[] = [];
  const check = async (what: string, query: RawBuilder<{ n: number | string; sample?: string | null }>) => {
    const { rows } = await query.execute(db);
    if (count(rows) > 0) broken.push(`${what}: ${count(rows)} (${rows[0]?.sample ?? ''})`);
  };
  await check(
    'invoices whose lines do not add up to their totals',
    sql`SELECT count(*) AS n, min(i.number)::text AS sample FROM invoices i
        LEFT JOIN (SELECT invoice_id, count(*) AS lines, sum(quantity * unit_price_minor) AS gross, sum(discount_minor + order_discount_minor) AS discount,
                          sum(tax_minor) AS tax, sum(total_minor) AS total FROM invoice_lines GROUP BY invoice_id) l ON l.invoice_id = i.id
        WHERE l.lines IS NULL OR l.gross <> i.subtotal_minor OR l.discount <> i.discount_minor OR l.tax <> i.tax_minor OR l.total + i.tip_minor <> i.total_minor`,
  );
  await check(
    'invoices whose payments, less refunds, are not what they were paid',
    sql`SELECT count(*) AS n, min(i.number)::text AS sample FROM invoices i
        LEFT JOIN (SELECT invoice_id, sum(amount_minor) AS paid FROM transactions WHERE kind = 'payment' AND status = 'succeeded' GROUP BY invoice_id) p ON p.invoice_id = i.id
        LEFT JOIN (SELECT parent.invoice_id, sum(r.amount_minor) AS refunded FROM transactions r JOIN transactions parent ON parent.id = r.parent_id
                   WHERE r.kind = 'refund' AND r.status = 'succeeded' GROUP BY parent.invoice_id) r ON r.invoice_id = i.id
        WHERE coalesce(p.paid, 0) <> i.paid_minor OR coalesce(r.refunded, 0) <> i.refunded_minor
           OR (i.status = 'paid' AND i.paid_minor < i.total_minor)`,
  );
  await check('sales not paid', sql`SELECT count(*) AS n, min(number)::text AS sample FROM invoices WHERE status <> 'paid'`);
  await check(
    'sales without their money event',
    sql`SELECT count(*) AS n, min(i.number)::text AS sample FROM invoices i
        WHERE NOT EXISTS (SELECT 1 FROM audit_events a WHERE a.invoice_id = i.id AND a.action = 'checkout.completed')`,
  );
  await check(
    'payments without their money event',
    sql`SELECT count(*) AS n, min(t.number)::text AS sample FROM transactions t
        WHERE t.status = 'succeeded' AND NOT EXISTS (SELECT 1 FROM audit_events a WHERE a.transaction_id = t.id)`,
  );
  await check(
    'cash taken without its drawer movement, or a movement without its transaction',
    sql`SELECT count(*) AS n, min(t.number)::text AS sample FROM transactions t
        WHERE t.tender = 'cash' AND t.status = 'succeeded' AND t.kind IN ('payment', 'deposit')
          AND (SELECT count(*) FROM cash_movements m WHERE m.transaction_id = t.id AND m.kind = (CASE t.kind WHEN 'deposit' THEN 'deposit' ELSE 'sale' END) AND m.amount_minor = t.amount_minor) <> 1
        UNION ALL
        SELECT count(*), NULL FROM cash_movements m WHERE m.transaction_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.id = m.transaction_id)`,
  );
  await check(
    'rows pointing at a missing invoice or transaction',
    sql`SELECT (SELECT count(*) FROM transactions t WHERE t.invoice_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.id = t.invoice_id))
             + (SELECT count(*) FROM deposit_movements d WHERE (d.invoice_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.id = d.invoice_id))
                                                          OR (d.transaction_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.id = d.transaction_id)))
             + (SELECT count(*) FROM audit_events a WHERE (a.invoice_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.id = a.invoice_id))
                                                      OR (a.transaction_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.id = a.transaction_id))) AS n`,
  );
  await check(
    'deposits that do not hold the sum of their movements',
    sql`SELECT count(*) AS n, min(d.id::text) AS sample FROM deposits d
        WHERE d.remaining_minor <> (SELECT coalesce(sum(m.amount_minor), 0) FROM deposit_movements m WHERE m.deposit_id = d.id)
           OR d.amount_minor <> (SELECT coalesce(sum(m.amount_minor), 0) FROM deposit_movements m WHERE m.deposit_id = d.id AND m.kind = 'taken')`,
  );
  await check(
    'deposits applied without their deposit payment (or the other way round)',
    sql`SELECT count(*) AS n, min(t.number)::text AS sample FROM transactions t
        WHERE t.tender = 'deposit' AND t.amount_minor <> -(SELECT coalesce(sum(m.amount_minor), 0) FROM deposit_movements m WHERE m.transaction_id = t.id AND m.kind = 'applied')`,
  );
  await check(
    'products whose stock is not what was not sold',
    sql`SELECT count(*) AS n, min(c.name) AS sample FROM catalogue_items c
        WHERE c.kind = 'product' AND c.quantity <> ${STOCK} - (SELECT coalesce(sum(l.quantity), 0) FROM invoice_lines l WHERE l.item_id = c.id)`,
  );
  await check('Idempotency-Keys claimed but not complete', sql`SELECT count(*) AS n, min(key) AS sample FROM idempotency_keys WHERE status_code = 0`);
  await check(
    'gaps or repeats in invoice or receipt numbers',
    sql`SELECT (SELECT CASE WHEN count(*) = coalesce(max(number), 0) AND count(DISTINCT number) = count(*) THEN 0 ELSE 1 END FROM invoices)
             + (SELECT CASE WHEN count(*) = coalesce(max(number), 0) AND count(DISTINCT number) = count(*) THEN 0 ELSE 1 END FROM transactions) AS n`,
  );
  // every invoice is the sale of exactly one completed key, and every answered key's sale is there
  const keyed = await sql<{ key: string; invoice_id: string | null }>`
    SELECT key, (response::jsonb -> 'invoice' ->> 'id') AS invoice_id FROM idempotency_keys WHERE operation = 'POST /api/checkout' AND status_code = 201`.execute(db);
  const invoices = await db.selectFrom('invoices').select('id').execute();
  const byKey = new Map(keyed.rows.map((r) => [r.key, r.invoice_id]));
  const keyedInvoices = keyed.rows.map((r) => r.invoice_id).sort();
  if (JSON.stringify(keyedInvoices) !== JSON.stringify(invoices.map((i) => i.id).sort())) {
    broken.push(`invoices and completed checkout keys differ: ${invoices.length} invoices, ${keyed.rows.length} keys`);
  }
  for (const [key, invoiceId] of answered) {
    if (byKey.get(key) !== invoiceId) broken.push(`the sale answered to key ${key} (${invoiceId}) is ${byKey.has(key) ? `stored as ${byKey.get(key)}` : 'missing'}`);
  }
  return broken;
}

describe(`crash: the API killed during checkouts (${databaseKind} database)`, () => {
  it(`keeps every sale whole and once across ${KILLS} SIGKILLs (seed ${SEED})`, { timeout: 15 * 60_000 }, async (t) => {
    const started = performance.now();
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'frontdesk-crash-'));
    const fresh = await freshDatabase();
    // the embedded database: a folder on disk, made from the migrated template once
    const dataDir = path.join(scratch, 'data');
    const target = fresh.target.kind === 'postgres' ? fresh.target : { kind: 'embedded' as const, dataDir };
    const child = { database: target, logFile: path.join(scratch, 'api.log') };
    let compiled: CompiledApi | undefined;
    let api: ApiProcess | undefined;
    let direct: OpenDatabase | undefined;
    const restarts: number[] = [];
    const checks: number[] = [];
    // On PostgreSQL the next process starts while the current one works, on the other port, as a
    // second instance behind a load balancer would: the kill's restart is then not waited for. The
    // embedded database is one process's: its next process starts only once the last one is gone.
    let starts = 0;
    let next: Promise<ApiProcess> | undefined;
    const launch = () => startApiProcess(compiled!, { ...child, port: PORT + (target.kind === 'postgres' ? starts++ % 2 : 0) });
    const start = async () => {
      const t0 = performance.now();
      api = await (next ?? launch());
      next = target.kind === 'postgres' ? launch() : undefined;
      restarts.push(performance.now() - t0);
      return api;
    };
    /** the invariants, read through the test's own connection (embedded: of a folder no process has open) */
    const verify = async (answered: Map<string, string>, when: string, folder = dataDir) => {
      const t0 = performance.now();
      const own = direct ?? (await openDatabase({ kind: 'embedded', dataDir: folder }));
      try {
        assert.deepEqual(await brokenInvariants(own.db, answered), [], `${when} (seed ${SEED})`);
      } finally {
        if (!direct) await own.close();
      }
      checks.push(performance.now() - t0);
    };
    try {
      const made = fresh.target.kind === 'embedded' ? openDatabase({ ...fresh.target, dataDir }).then((d) => d.close()) : undefined;
      [compiled] = await Promise.all([compileApi(), made]);
      if (target.kind === 'postgres') direct = await openDatabase(target);

      // once, through HTTP: a business, its register opened, a catalogue, contacts holding deposits
      // one client throughout: its session is in the database, so it outlives every restart
      await start();
      const client = httpClient(() => api!.address);
      const email = `crash.${randomUUID().slice(0, 8)}@crash.test`;
      await client.signUp('Crash Shop', email, PASSWORD);
      const { registerId, itemIds } = await openShop(
        client,
        825,
        (Object.entries(ITEMS) as [ItemName, (typeof ITEMS)[ItemName]][]).map(([name, item]) => ({
          kind: item.kind,
          name,
          priceMinor: item.priceMinor,
          taxed: item.taxRateBp > 0,
          ...(item.kind === 'product' ? { quantity: STOCK } : {}),
        })),
      );
      const items = itemIds as Record<ItemName, string>;
      const key = () => ({ 'idempotency-key': randomUUID() });
      const contacts: string[] = [];
      for (const first of ['Ann', 'Bo', 'Cy', 'Di']) {
        const contact = (await client.expect(201, client.post('/api/contacts', { firstName: first, lastName: 'Crash' }))) as { id: string };
        const check = { tender: 'check', amountMinor: DEPOSIT_HELD, checkNumber: '500' };
        await client.expect(201, client.post('/api/deposits', { contactId: contact.id, amountMinor: DEPOSIT_HELD, tender: check }, key()));
        contacts.push(contact.id);
      }
      const setup: Setup = { registerId, items, contacts };

      const calls: Call[] = [];
      const answered = new Map<string, string>(); // key → the invoice its 201 named
      const remember = (call: Call) => call.invoiceId && answered.set(call.key, call.invoiceId);
      const plans = fc.sample(fc.noBias(round), { seed: SEED, numRuns: KILLS });
      let pending: Call[] = [];
      const tally = { answeredBeforeKill: 0, lostThenReplayed: 0, lostThenMade: 0, killsBeforeAny: 0, killsMidway: 0, killsAfterAll: 0 };
      let kills = 0;
      /** after a restart: every call whose answer was lost, again with its key */
      const retryLost = async (when: string) => {
        for (const call of pending) {
          const madeBefore = call.invoiceId;
          const res = await client.post(call.url, call.body, { 'idempotency-key': call.key });
          call.statuses.push(res.status);
          assert.equal(res.status, 201, `${when}: the retry of ${call.key} answered ${res.status} ${JSON.stringify(res.body)}`);
          if (call.url === '/api/checkout') {
            const invoiceId = (res.body as Sale).invoice.id;
            assert.ok(!madeBefore || madeBefore === invoiceId, `${when}: key ${call.key} answered two sales`);
            call.invoiceId = invoiceId;
            remember(call);
          }
          if (res.headers.get('idempotent-replayed') === 'true') tally.lostThenReplayed += 1;
          else tally.lostThenMade += 1;
        }
        pending = [];
      };

      for (const [r, plan] of plans.entries()) {
        await retryLost(`round ${r}`);
        // and one answered sale asked again: its stored answer survived the kills
        const made = calls.filter((c) => c.invoiceId);
        const old = made[(r * 7) % Math.max(1, made.length)];
        if (old) {
          const res = await client.post(old.url, old.body, { 'idempotency-key': old.key });
          assert.deepEqual([res.status, res.headers.get('idempotent-replayed'), (res.body as Sale).invoice.id], [201, 'true', old.invoiceId]);
        }
        if (direct) await verify(answered, `round ${r}, after the restart`);

        // a burst: the sales (some sent twice at once with one key) and perhaps a deposit taken in cash
        const burst: Call[] = plan.sales.map((sale) => ({ key: randomUUID(), url: '/api/checkout', body: checkoutBody(sale, setup), statuses: [], lost: 0 }));
        if (plan.depositTaken) {
          const cash = { tender: 'cash', amountMinor: 2_500, tenderedMinor: 3_000 };
          burst.push({ key: randomUUID(), url: '/api/deposits', body: { contactId: contacts[r % contacts.length], amountMinor: 2_500, registerId, tender: cash }, statuses: [], lost: 0 });
        }
        calls.push(...burst);
        // the kill lands after a random number of answers (none to all) and a few milliseconds more: before,
        // during and after the commits of the calls still in flight, whatever the machine's speed
        const running = api!;
        const copies = burst.flatMap((call, i) => (plan.sales[i]?.twice ? [call, call] : [call]));
        const killAfter = Math.floor((plan.killAt / 1000) * (copies.length + 1));
        let answers = 0;
        let killed: Promise<void> | undefined;
        const killWhenDue = () => {
          if (!killed && answers >= killAfter) killed = sleep(plan.jitterMs).then(() => running.kill());
        };
        killWhenDue();
        const statuses = await Promise.all(
          copies.map((call) =>
            send(client, call).then((status) => {
              answers += 1;
              killWhenDue();
              return status;
            }),
          ),
        );
        await killed;
        kills += 1;

        const got = statuses.filter((s) => s !== null);
        for (const s of got) assert.ok(s === 201, `round ${r}: a call answered ${s}`);
        if (got.length === 0) tally.killsBeforeAny += 1;
        else if (got.length < statuses.length) tally.killsMidway += 1;
        else tally.killsAfterAll += 1;
        tally.answeredBeforeKill += got.length;
        for (const call of burst) {
          remember(call);
          if (!call.statuses.length) pending.push(call);
        }

        if (direct) await start();
        else {
          // the folder as the kill left it, copied: the test opens the copy (replaying the killed
          // process's log) while the process starts again on the folder itself
          const image = path.join(scratch, `after-kill-${r}`);
          cpSync(dataDir, image, { recursive: true });
          await Promise.all([verify(new Map(answered), `round ${r}, after the kill`, image), start()]);
          rmSync(image, { recursive: true, force: true });
        }
      }

      // the last restart's retries, then a clean stop and the last look
      await retryLost('after the last restart');
      await api!.stop();
      api = undefined;
      await (await next)?.stop();
      next = undefined;
      await verify(answered, 'after the last restart');
      const sales = calls.filter((c) => c.url === '/api/checkout');
      const own = direct ?? (await openDatabase(target));
      const invoices = Number((await own.db.selectFrom('invoices').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
      if (!direct) await own.close();
      assert.equal(invoices, sales.length, 'every checkout sent is one sale, once');
      assert.equal(kills, KILLS);

      const sorted = [...restarts].sort((a, b) => a - b);
      const seconds = (performance.now() - started) / 1000;
      t.diagnostic(
        `${kills} kills in ${seconds.toFixed(1)} s (${databaseKind}); ${sales.length} sales, ${tally.answeredBeforeKill} answers received before kills; kills before any answer ${tally.killsBeforeAny}, ` +
          `midway ${tally.killsMidway}, after all ${tally.killsAfterAll}; answers lost then replayed ${tally.lostThenReplayed}, lost then made ` +
          `${tally.lostThenMade}; waited for a started process p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms; ` +
          `checks ${(checks.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s`,
      );
    } finally {
      await api?.kill();
      await next?.then((spare) => spare.kill(), () => undefined);
      await direct?.close();
      compiled?.remove();
      await fresh.drop();
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
