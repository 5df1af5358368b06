import { priceCart } from '@frontdesk/money';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import { sql, type RawBuilder } from 'kysely';
import { openDatabase, type Db, type OpenDatabase } from '../db/database';
import { addDays, todayIn } from '../lib/days';
import type { Sale } from '../modules/invoices/moneySchemas';
import type { DepositWithTransaction } from '../modules/deposits/schemas';
import { compileApi, httpClient, openShop, startApiProcess, type ApiProcess, type CompiledApi, type HttpAnswer, type HttpClient } from './apiProcess';
import { createFakeStripe, type FakeStripe } from './fakeStripe';
import { freshDatabase } from './harness';
import { APPROVED_CARD } from './sales';

// The money crash soak (issue 10 §13, widened by issue 31 §10): the API process is killed (SIGKILL)
// at random points during bursts of money calls, and restarted on the same data. The card processor
// is a recording fake of Stripe's API (testing/fakeStripe.ts) in this process, which outlives every
// kill, so the books are checked against what the processor holds, not only against themselves.
//
// A round's burst: checkouts (cash, card, split, check, deposits applied; some sent twice at once
// with one key), refunds of earlier card sales, invoices paid through their pay links, a visitor's
// booking deposit paid through its link (the time held online, the email's code entered), deposits
// taken by card and in cash, a card deposit refunded, a refund made in Stripe's dashboard (its
// webhook sent until the API acknowledges it), and now and then the register closed mid-burst.
// The kill lands after a random number of answers, or at the processor: as an authorization is
// made, as a refund is made (its answer lost), as a capture is made (just after the sale committed).
//
// After the kill and after each restart the data is checked (the embedded database: a copy of the
// folder as the kill left it; PostgreSQL: a connection of the soak's own):
// - every invoice's lines add up to its totals and its payments and refunds to what it was paid and
//   refunded; no row points at a missing one; every deposit holds the sum of its movements; the
//   stock is what was not sold; invoice and receipt numbers have no gap; every checkout's invoice
//   is exactly one completed key's sale, and every sale answered is there under its key;
// - the processor and the books agree: every captured card payment is one succeeded card
//   transaction of its amount and every succeeded card transaction is captured (or its capture is
//   recorded pending for the recovery job); what the processor refunded of each payment is what the
//   books refunded of it, plus refunds still in flight (made at the processor, their attempt not
//   settled) and dashboard refunds whose event has not been acknowledged yet;
// - every Z-report's expected cash is its session's movements; every booking
//   deposit paid has booked its time;
// - once settled (the lost calls sent again, the events delivered, the recovery jobs run): no key
//   in flight, no call pending, nothing in flight or undelivered.
// Every call whose answer was lost is sent again with its key after the restart: it answers the
// first result (it had committed) or makes it then (it had not), never a second time.

export type SoakOptions = { kills: number; seed: number; port: number; database: 'embedded' | 'postgres' };

/** What a soak did: its figures, for its report (bench/results/crash-soak-<database>.md). */
export type SoakSummary = {
  database: 'embedded' | 'postgres';
  kills: number;
  seed: number;
  seconds: number;
  calls: number;
  checkouts: number;
  refusedByClosedRegister: number;
  killsBeforeAny: number;
  killsMidway: number;
  killsAfterAll: number;
  killsAtProcessor: number;
  lostThenReplayed: number;
  lostThenMade: number;
  bookingDeposits: number;
  closes: number;
  webhookEvents: number;
  processor: ReturnType<FakeStripe['totals']>;
  restartP50Ms: number;
  restartMaxMs: number;
  checksSeconds: number;
};

const PASSWORD = 'crash-test-password-1';
const DEPOSIT_HELD = 10_000_000; // per contact: never used up by the deposits applied
const STOCK = 1_000_000;
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_crash_soak', STRIPE_WEBHOOK_SECRET: 'whsec_crash_soak_secret' };
/** the recovery job's delay in the child: the captures a kill left pending are made within the round */
const RECOVERY_DELAY_MS = 1_500;

type ItemName = 'detail' | 'trim' | 'shampoo';
const ITEMS: Record<ItemName, { priceMinor: number; taxRateBp: number; kind: 'service' | 'product' }> = {
  detail: { priceMinor: 18_900, taxRateBp: 825, kind: 'service' },
  trim: { priceMinor: 1_500, taxRateBp: 0, kind: 'service' },
  shampoo: { priceMinor: 1_200, taxRateBp: 825, kind: 'product' },
};

type Pay = 'cash' | 'card' | 'cash+card' | 'card+check' | 'deposit+card';
type PlannedSale = { lines: { item: ItemName; quantity: number }[]; pay: Pay; tipBp: number; contact: number; twice: boolean };
type KillMode = 'answers' | 'authorize' | 'refund' | 'capture';
type Round = {
  sales: PlannedSale[];
  refunds: number;
  links: number;
  bookingDeposit: boolean;
  cardDeposit: boolean;
  cashDeposit: boolean;
  depositRefund: boolean;
  dashboardRefund: boolean;
  close: boolean;
  kill: KillMode;
  /** answers mode: after killAt ‰ of the answers; at the processor: the n-th such call of the burst */
  killAt: number;
  jitterMs: number;
};

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
  sales: fc.array(plannedSale, { minLength: 4, maxLength: 8 }),
  refunds: fc.integer({ min: 0, max: 2 }),
  links: fc.integer({ min: 0, max: 2 }),
  bookingDeposit: fc.boolean(),
  cardDeposit: fc.boolean(),
  cashDeposit: fc.boolean(),
  depositRefund: fc.boolean(),
  dashboardRefund: fc.boolean(),
  close: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  kill: fc.constantFrom<KillMode>('answers', 'answers', 'authorize', 'refund', 'capture', 'capture'),
  killAt: fc.integer({ min: 0, max: 999 }),
  jitterMs: fc.integer({ min: 0, max: 40 }),
});

type CallKind = 'checkout' | 'refund' | 'link' | 'deposit' | 'depositRefund' | 'close';
/** A money call and what became of it: its answers (a status each) and what it made. */
/** `from`: the client's address, for a call a customer makes on their own device (a pay link's), forwarded as a balancer does */
type Call = { kind: CallKind; key: string; url: string; body: object; cash: boolean; statuses: number[]; made?: string; lost: number; from?: string };

/** The nth customer's address: each pays their link from a device of their own, so each has their own per-client limit. */
const customerAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
let customers = 0;

/** A call's headers, its retries' too: its key, and the customer's address when it is a customer's. */
const headersOf = (call: Call): Record<string, string> => ({ 'idempotency-key': call.key, ...(call.from ? { 'x-forwarded-for': call.from } : {}) });

type Setup = { registerId: string; items: Record<ItemName, string>; contacts: string[]; businessId: string; serviceId: string };

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

/** What a call's answer made, for the calls that make something later rounds come back to. */
function madeBy(call: Call, res: HttpAnswer): string | undefined {
  if (res.status !== 201) return undefined;
  if (call.kind === 'checkout') return (res.body as Sale).invoice.id;
  if (call.kind === 'deposit') return (res.body as DepositWithTransaction).deposit.id;
  return undefined;
}

/** The statuses a call may answer: a cash call in a round that closes the register may find it closed. */
const acceptable = (call: Call, closing: boolean) => (status: number) =>
  status === 201 || (closing && call.cash && status === 409) || (call.kind === 'close' && status === 409);

/** Sends a call with its key; a lost answer (the process died) is counted, not thrown. */
async function send(client: HttpClient, call: Call): Promise<number | null> {
  try {
    const res = await client.post(call.url, call.body, headersOf(call));
    call.statuses.push(res.status);
    const made = madeBy(call, res);
    if (made) {
      assert.ok(call.made === undefined || call.made === made, `key ${call.key} answered two results: ${call.made} and ${made}`);
      call.made = made;
    }
    return res.status;
  } catch {
    call.lost += 1;
    return null;
  }
}

const count = (rows: { n: number | string }[]) => Number(rows[0]?.n ?? 0);

type Phase = 'at the kill' | 'settled';

/** Every invariant a crash could break, of the books and between the books and the processor: what is broken (empty when none). */
async function brokenInvariants(db: Db, stripe: FakeStripe, answered: Map<string, string>, phase: Phase): Promise<string[]> {
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
  await check(
    'payments whose refunds are not what they were refunded',
    sql`SELECT count(*) AS n, min(t.number)::text AS sample FROM transactions t
        WHERE t.refunded_minor <> (SELECT coalesce(sum(r.amount_minor), 0) FROM transactions r WHERE r.parent_id = t.id AND r.status = 'succeeded')`,
  );
  const checkoutInvoice = sql`EXISTS (SELECT 1 FROM audit_events a WHERE a.invoice_id = i.id AND a.action = 'checkout.completed')`;
  await check('sales not paid', sql`SELECT count(*) AS n, min(number)::text AS sample FROM invoices i WHERE ${checkoutInvoice} AND status <> 'paid'`);
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
        WHERE t.tender = 'deposit' AND t.kind = 'payment' AND t.amount_minor <> -(SELECT coalesce(sum(m.amount_minor), 0) FROM deposit_movements m WHERE m.transaction_id = t.id AND m.kind = 'applied')`,
  );
  await check(
    'products whose stock is not what was not sold',
    sql`SELECT count(*) AS n, min(c.name) AS sample FROM catalogue_items c
        WHERE c.kind = 'product' AND c.quantity <> ${STOCK} - (SELECT coalesce(sum(l.quantity), 0) FROM invoice_lines l WHERE l.item_id = c.id)`,
  );
  await check(
    'gaps or repeats in invoice or receipt numbers',
    sql`SELECT (SELECT CASE WHEN count(*) = coalesce(max(number), 0) AND count(DISTINCT number) = count(*) THEN 0 ELSE 1 END FROM invoices)
             + (SELECT CASE WHEN count(*) = coalesce(max(number), 0) AND count(DISTINCT number) = count(*) THEN 0 ELSE 1 END FROM transactions) AS n`,
  );
  await check(
    'booking deposits paid whose time is not booked',
    sql`SELECT count(*) AS n, min(l.id) AS sample FROM payment_links l JOIN bookings b ON b.id = l.booking_id
        WHERE l.purpose = 'deposit' AND l.paid_at IS NOT NULL AND b.status <> 'confirmed'`,
  );
  await check(
    // (a movement's time is its transaction's start: one that committed before the close may carry a later time)
    "Z-reports whose expected cash is not their session's movements",
    sql`SELECT count(*) AS n, min(z.number)::text AS sample FROM z_reports z
        WHERE (z.summary ->> 'expectedCashMinor')::bigint <> (SELECT coalesce(sum(m.amount_minor), 0) FROM cash_movements m WHERE m.session_id = z.session_id)`,
  );
  if (phase === 'settled') {
    await check(
      'Idempotency-Keys still in flight',
      sql`SELECT count(*) AS n, min(operation || ' ' || key || ' claimed ' || claimed_at::text || ' by ' || coalesce(instance_id, '')) AS sample FROM idempotency_keys WHERE status_code = 0`,
    );
    await check(
      'processor calls still pending',
      sql`SELECT count(*) AS n, min(operation || ' ' || coalesce(ref, '')) AS sample FROM processor_calls WHERE status = 'pending' AND operation <> 'authorize'`,
    );
  }

  // every checkout's invoice is one completed key's sale, and every answered key's sale is there
  const keyed = await sql<{ key: string; invoice_id: string | null }>`
    SELECT key, (response::jsonb -> 'invoice' ->> 'id') AS invoice_id FROM idempotency_keys WHERE operation = 'POST /api/checkout' AND status_code = 201`.execute(
    db,
  );
  const sales = await sql<{ id: string }>`SELECT i.id FROM invoices i WHERE ${checkoutInvoice}`.execute(db);
  const byKey = new Map(keyed.rows.map((r) => [r.key, r.invoice_id]));
  if (JSON.stringify(keyed.rows.map((r) => r.invoice_id).sort()) !== JSON.stringify(sales.rows.map((i) => i.id).sort())) {
    broken.push(`sales and completed checkout keys differ: ${sales.rows.length} sales, ${keyed.rows.length} keys`);
  }
  for (const [key, invoiceId] of answered) {
    if (byKey.get(key) !== invoiceId)
      broken.push(`the sale answered to key ${key} (${invoiceId}) is ${byKey.has(key) ? `stored as ${byKey.get(key)}` : 'missing'}`);
  }

  // the processor and the books
  const cards = await db
    .selectFrom('transactions')
    .select(['id', 'number', 'provider_ref', 'amount_minor', 'kind'])
    .where('tender', '=', 'card')
    .where('status', '=', 'succeeded')
    .where('kind', 'in', ['payment', 'deposit'])
    .execute();
  const pendingCaptures = new Set(
    (await db.selectFrom('processor_calls').select('ref').where('operation', '=', 'capture').where('status', '=', 'pending').execute()).map((r) => r.ref),
  );
  const byRef = new Map(cards.map((t) => [t.provider_ref!, t]));
  for (const t of cards) {
    const intent = stripe.intents.get(t.provider_ref ?? '');
    const captured = intent?.captured ?? 0;
    if (captured !== t.amount_minor && !(captured === 0 && pendingCaptures.has(t.provider_ref))) {
      broken.push(
        `card payment #${t.number} of ${t.amount_minor}: the processor captured ${captured}${pendingCaptures.has(t.provider_ref) ? ' (its capture pending)' : ''}`,
      );
    }
  }
  for (const intent of stripe.intents.values()) {
    if (intent.captured > 0 && !byRef.has(intent.id)) broken.push(`${intent.id}: ${intent.captured} captured at the processor, no card payment in the books`);
  }
  const refundedInBooks = await sql<{ ref: string; refunded: number | string }>`
    SELECT p.provider_ref AS ref, coalesce(sum(r.amount_minor), 0) AS refunded FROM transactions p
      LEFT JOIN transactions r ON r.parent_id = p.id AND r.status = 'succeeded'
     WHERE p.tender = 'card' AND p.status = 'succeeded' AND p.kind IN ('payment', 'deposit') GROUP BY p.provider_ref`.execute(db);
  const inFlight = await sql<{ ref: string; held: number | string }>`
    SELECT ref, sum(amount_minor) AS held FROM processor_calls WHERE operation = 'refund' AND status IN ('pending', 'succeeded') GROUP BY ref`.execute(db);
  const held = new Map(inFlight.rows.map((r) => [r.ref, Number(r.held)]));
  const waiting = new Map<string, number>();
  for (const event of stripe.undelivered.values()) waiting.set(event.intent, (waiting.get(event.intent) ?? 0) + event.amount);
  const books = new Map(refundedInBooks.rows.map((r) => [r.ref, Number(r.refunded)]));
  for (const intent of stripe.intents.values()) {
    if (intent.refunded === 0 && !books.get(intent.id)) continue;
    const recorded = books.get(intent.id) ?? 0;
    const pending = (held.get(intent.id) ?? 0) + (waiting.get(intent.id) ?? 0);
    // in flight: made at the processor or not yet; the books never hold more than the processor
    const agrees = phase === 'settled' ? recorded === intent.refunded : recorded <= intent.refunded && intent.refunded <= recorded + pending;
    if (!agrees)
      broken.push(
        `${intent.id}: the processor refunded ${intent.refunded}, the books ${recorded}${pending ? ` (+${pending} in flight or not yet acknowledged)` : ''}`,
      );
  }
  if (phase === 'settled' && stripe.undelivered.size > 0) broken.push(`${stripe.undelivered.size} webhook events not acknowledged`);
  return broken;
}

/**
 * The soak itself: `kills` rounds of a burst killed midway, then the last restart and the settled
 * look, on `database` (PostgreSQL: the server of DATABASE_URL). Throws at the first broken invariant.
 */
export async function crashSoak({ kills, seed, port, database }: SoakOptions): Promise<SoakSummary> {
  const started = performance.now();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'frontdesk-crash-'));
  // the harness makes its database on the server DATABASE_URL names, or an embedded one without it
  const url = process.env.DATABASE_URL;
  if (database === 'embedded') delete process.env.DATABASE_URL;
  else if (!url) throw new Error('a soak on PostgreSQL needs DATABASE_URL');
  const fresh = await freshDatabase().finally(() => {
    if (url) process.env.DATABASE_URL = url;
  });
  const stripe = createFakeStripe(STRIPE.STRIPE_WEBHOOK_SECRET);
  const fake = await stripe.listen();
  // the embedded database: a folder on disk, made from the migrated template once
  const dataDir = path.join(scratch, 'data');
  const target = fresh.target.kind === 'postgres' ? fresh.target : { kind: 'embedded' as const, dataDir };
  const child = {
    database: target,
    logFile: path.join(scratch, 'api.log'),
    // behind a balancer (TRUST_PROXY: one proxy), as the instances of a PostgreSQL deployment are:
    // a pay link's customer is counted as the client they are (per-client limits are shared by
    // every instance and outlive a restart, decision 0064), the desk as the one it is
    env: { PAYMENT_PROVIDER: 'stripe', ...STRIPE, STRIPE_API_BASE: fake.url, RECOVERY_DELAY_MS: String(RECOVERY_DELAY_MS), TRUST_PROXY: '1' },
  };
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
  const launch = () => startApiProcess(compiled!, { ...child, port: port + (target.kind === 'postgres' ? starts++ % 2 : 0) });
  const start = async () => {
    const t0 = performance.now();
    api = await (next ?? launch());
    next = target.kind === 'postgres' ? launch() : undefined;
    restarts.push(performance.now() - t0);
    return api;
  };
  /** the invariants, read through the soak's own connection (embedded: of a folder no process has open) */
  const verify = async (answered: Map<string, string>, phase: Phase, when: string, folder = dataDir) => {
    const t0 = performance.now();
    const own = direct ?? (await openDatabase({ kind: 'embedded', dataDir: folder }));
    try {
      assert.deepEqual(await brokenInvariants(own.db, stripe, answered, phase), [], `${when} (seed ${seed}, ${database})`);
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
    const key = () => ({ 'idempotency-key': randomUUID() });
    await client.signUp('Crash Shop', `crash.${randomUUID().slice(0, 8)}@crash.test`, PASSWORD);
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
    const contacts: string[] = [];
    for (const first of ['Ann', 'Bo', 'Cy', 'Di']) {
      const contact = (await client.expect(201, client.post('/api/contacts', { firstName: first, lastName: 'Crash' }))) as { id: string };
      const check = { tender: 'check', amountMinor: DEPOSIT_HELD, checkNumber: '500' };
      await client.expect(201, client.post('/api/deposits', { contactId: contact.id, amountMinor: DEPOSIT_HELD, tender: check }, key()));
      contacts.push(contact.id);
    }
    // online booking: a groom that asks a 20 % deposit, a groomer there every day
    const { pagePath } = (await client.expect(
      200,
      client.call('PATCH', '/api/booking-settings', { timeZone: 'UTC', onlineEnabled: true, slotStepMinutes: 60 }),
    )) as { pagePath: string };
    const businessId = new URLSearchParams(pagePath.split('?')[1]).get('business')!;
    const service = (await client.expect(
      201,
      client.post('/api/catalogue-items', { kind: 'service', name: 'Groom', priceMinor: 8_000, durationMinutes: 60 }),
    )) as { id: string };
    const hours = Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, starts: '08:00', ends: '20:00' }));
    await client.expect(201, client.post('/api/staff', { name: 'Ana', color: '#1677ff', serviceIds: [service.id], hours }));
    await client.expect(
      200,
      client.call('PATCH', `/api/bookable-services/${service.id}`, { bookableOnline: true, deposit: { kind: 'percent', value: 2_000 } }),
    );
    const setup: Setup = { registerId, items: itemIds as Record<ItemName, string>, contacts, businessId, serviceId: service.id };

    const calls: Call[] = [];
    const answered = new Map<string, string>(); // checkout key → the invoice its 201 named
    const remember = (call: Call) => call.kind === 'checkout' && call.made && answered.set(call.key, call.made);
    const plans = fc.sample(fc.noBias(round), { seed, numRuns: kills });
    let pending: Call[] = [];
    /** card sales and card deposits answered, each refunded once at most (a later round's refund, the dashboard's) */
    const refundable: { invoiceId: string; transactionId: string; amountMinor: number }[] = [];
    const cardDeposits: string[] = [];
    const tally = {
      calls: 0,
      lostThenReplayed: 0,
      lostThenMade: 0,
      killsBeforeAny: 0,
      killsMidway: 0,
      killsAfterAll: 0,
      killsAtProcessor: 0,
      closes: 0,
      events: 0,
      bookings: 0,
    };
    let registerOpen = true;

    /** after a restart: every call whose answer was lost, again with its key, until it is settled */
    const retryLost = async (when: string, closing: boolean) => {
      for (const call of pending) {
        const madeBefore = call.made;
        let res: HttpAnswer;
        for (let tries = 0; ; tries += 1) {
          res = await client.post(call.url, call.body, headersOf(call));
          // still being settled by another instance (PostgreSQL: the process that was running it may not be gone yet)
          if (!(res.status === 409 && (res.body as { code?: string }).code === 'request_in_progress') || tries > 100) break;
          await sleep(200);
        }
        call.statuses.push(res.status);
        assert.ok(acceptable(call, closing)(res.status), `${when}: the retry of ${call.kind} ${call.key} answered ${res.status} ${JSON.stringify(res.body)}`);
        const made = madeBy(call, res);
        if (made) {
          assert.ok(!madeBefore || madeBefore === made, `${when}: key ${call.key} answered two results`);
          call.made = made;
          remember(call);
        }
        if (res.headers.get('idempotent-replayed') === 'true') tally.lostThenReplayed += 1;
        else tally.lostThenMade += 1;
      }
      pending = [];
    };
    /** the refundable payments of the calls answered (card sales, card deposits) */
    const collect = async (burst: Call[]) => {
      for (const call of burst) {
        if (!call.made) continue;
        if (call.kind === 'checkout') {
          const res = await client.get(`/api/invoices/${call.made}`);
          const payment = (res.body as { transactions: { id: string; tender: string; kind: string; amountMinor: number }[] }).transactions.find(
            (p) => p.tender === 'card' && p.kind === 'payment',
          );
          if (payment) refundable.push({ invoiceId: call.made, transactionId: payment.id, amountMinor: payment.amountMinor });
        }
        if (call.kind === 'deposit' && (call.body as { tender: { tender: string } }).tender.tender === 'card') cardDeposits.push(call.made);
      }
    };
    /** the webhooks waiting, delivered to the process running now */
    const deliver = async () => {
      const { delivered } = await stripe.deliverAll(api!.address);
      tally.events += delivered;
    };
    /** until the recovery jobs of the process running now have made the captures a kill left pending */
    const settle = async () => {
      await deliver();
      if (!direct) return sleep(RECOVERY_DELAY_MS + 2_500);
      for (let i = 0; i < 100; i += 1) {
        const left = await direct.db
          .selectFrom('processor_calls')
          .select('id')
          .where('status', '=', 'pending')
          .where('operation', 'in', ['capture', 'release'])
          .execute();
        if (left.length === 0 && stripe.undelivered.size === 0) return;
        await sleep(100);
        await deliver();
      }
    };

    /** A visitor holds a time on a day of its own, gives their details and the email's code: its deposit link's id. */
    const heldWithDeposit = async (r: number) => {
      const day = addDays(todayIn('UTC'), r + 2);
      const book = `/api/book/businesses/${setup.businessId}`;
      const { slots } = (await client.expect(200, client.get(`${book}/slots?day=${day}&serviceIds=${setup.serviceId}`))) as { slots: { startsAt: string }[] };
      const { token } = (await client.expect(201, client.post(`${book}/holds`, { serviceIds: [setup.serviceId], startsAt: slots[0]!.startsAt }))) as {
        token: string;
      };
      const email = `visitor.${r}.${randomUUID().slice(0, 6)}@crash.test`;
      await client.expect(202, client.post(`/api/book/holds/${token}/confirm`, { firstName: 'Vi', lastName: 'Sitor', email, phone: '(555) 010-2030' }));
      const { items } = (await client.expect(200, client.get(`/api/mail/mails?label=sent&q=${encodeURIComponent(email)}`))) as { items: { subject: string }[] };
      const code = items.map((mail) => /^(\d{6}) is your code/.exec(mail.subject)?.[1]).find(Boolean)!;
      const held = (await client.expect(200, client.post(`/api/book/holds/${token}/verify`, { code }))) as { payUrl: string | null };
      return held.payUrl!.split('/').pop()!;
    };

    for (const [r, plan] of plans.entries()) {
      await retryLost(`round ${r}`, false);
      await deliver();
      // and one answered sale asked again: its stored answer survived the kills
      const old = calls.filter((c) => c.kind === 'checkout' && c.made)[(r * 7) % Math.max(1, calls.length)];
      if (old) {
        const res = await client.post(old.url, old.body, headersOf(old));
        assert.deepEqual([res.status, res.headers.get('idempotent-replayed'), (res.body as Sale).invoice.id], [201, 'true', old.made]);
      }
      if (direct) {
        await settle();
        await verify(answered, 'settled', `round ${r}, after the restart`);
      }
      if (!registerOpen) {
        await client.expect(201, client.post(`/api/registers/${registerId}/open`, { openingFloatMinor: 20_000 }, key()));
        registerOpen = true;
      }
      // invoices to pay by link in the burst, made before it; a visitor's held time and its deposit's link
      const links: string[] = [];
      if (plan.bookingDeposit) {
        links.push(await heldWithDeposit(r));
        tally.bookings += 1;
      }
      for (let i = 0; i < plan.links; i += 1) {
        const invoice = (await client.expect(
          201,
          client.post('/api/invoices', { status: 'open', lines: [{ name: 'Pay later', unitPriceMinor: 4_200 + i, quantity: 1 }] }, key()),
        )) as { id: string };
        links.push(((await client.expect(201, client.post(`/api/invoices/${invoice.id}/payment-links`, {}))) as { id: string }).id);
      }

      // the burst
      const call = (kind: CallKind, url: string, body: object, cash = false, from?: string): Call => ({
        kind,
        key: randomUUID(),
        url,
        body,
        cash,
        statuses: [],
        lost: 0,
        ...(from ? { from } : {}),
      });
      const burst: Call[] = plan.sales.map((sale) =>
        call('checkout', '/api/checkout', checkoutBody(sale, setup), sale.pay === 'cash' || sale.pay === 'cash+card'),
      );
      for (const target of refundable.splice(0, plan.refunds)) {
        burst.push(
          call('refund', `/api/invoices/${target.invoiceId}/refunds`, {
            refunds: [{ transactionId: target.transactionId, amountMinor: Math.min(500, target.amountMinor) }],
            reason: 'Crash soak',
          }),
        );
      }
      for (const link of links) burst.push(call('link', `/api/pay/${link}`, { card: APPROVED_CARD }, false, customerAddress((customers += 1))));
      if (plan.cardDeposit)
        burst.push(
          call('deposit', '/api/deposits', {
            contactId: contacts[r % contacts.length],
            amountMinor: 3_000,
            tender: { tender: 'card', amountMinor: 3_000, card: APPROVED_CARD },
          }),
        );
      if (plan.cashDeposit) {
        const cash = { tender: 'cash', amountMinor: 2_500, tenderedMinor: 3_000 };
        burst.push(call('deposit', '/api/deposits', { contactId: contacts[(r + 1) % contacts.length], amountMinor: 2_500, registerId, tender: cash }, true));
      }
      const depositBack = plan.depositRefund ? cardDeposits.shift() : undefined;
      if (depositBack) burst.push(call('depositRefund', `/api/deposits/${depositBack}/refund`, { amountMinor: 1_000, reason: 'Crash soak' }));
      if (plan.close) {
        burst.push(call('close', `/api/registers/${registerId}/close`, { countedCashMinor: 0, note: 'Crash soak' }));
        registerOpen = false;
        tally.closes += 1;
      }
      calls.push(...burst);
      tally.calls += burst.length;

      // the kill: after a number of answers (none to all) and a few milliseconds more, or at the processor
      const running = api!;
      let killed: Promise<void> | undefined;
      const killNow = () => (killed ??= running.kill());
      const atProcessor = { authorize: 0, refund: 0, capture: 0 };
      const killAtProcessor = (mode: Exclude<KillMode, 'answers'>) => async () => {
        atProcessor[mode] += 1;
        if (plan.kill === mode && atProcessor[mode] === 1 + (plan.killAt % 3)) {
          tally.killsAtProcessor += 1;
          await killNow();
        }
      };
      // a refund in Stripe's dashboard, its event sent at once (lost when the process is gone): of the
      // payment a desk refund of the burst is refunding, while that refund is in flight, when there is
      // one (the race of a refund's own webhook: issue 31 §1); else of any payment it captured
      let dashboardDone = !plan.dashboardRefund;
      const dashboardRefund = async (intentId: string) => {
        dashboardDone = true;
        stripe.queueDashboardRefund(intentId, 200);
        await deliver();
      };
      const killAtRefund = killAtProcessor('refund');
      stripe.hooks.afterAuthorize = killAtProcessor('authorize');
      stripe.hooks.afterRefund = async (_refund, intent) => {
        if (!dashboardDone && intent.captured - intent.refunded >= 200) await dashboardRefund(intent.id);
        await killAtRefund();
      };
      stripe.hooks.afterCapture = killAtProcessor('capture');
      const copies = burst.flatMap((c, i) => (plan.sales[i]?.twice ? [c, c] : [c]));
      const killAfter = Math.floor((plan.killAt / 1000) * (copies.length + 1));
      let answers = 0;
      const killWhenDue = () => {
        if (plan.kill === 'answers' && !killed && answers >= killAfter) killed = sleep(plan.jitterMs).then(() => running.kill());
      };
      killWhenDue();
      const statuses = await Promise.all(
        copies.map((c) =>
          send(client, c).then((status) => {
            answers += 1;
            killWhenDue();
            return status;
          }),
        ),
      );
      const other = dashboardDone ? undefined : [...stripe.intents.values()].find((intent) => intent.captured - intent.refunded >= 1_000);
      if (other) await dashboardRefund(other.id);
      // a kill at the processor that never came (no such call in the burst): the burst's end
      if (!killed) killNow();
      await killed;
      stripe.hooks.afterAuthorize = stripe.hooks.afterRefund = stripe.hooks.afterCapture = undefined;

      const got = statuses.filter((s) => s !== null);
      for (const [i, s] of statuses.slice(0, copies.length).entries()) {
        if (s !== null)
          assert.ok(acceptable(copies[i]!, plan.close)(s), `round ${r}: ${copies[i]!.kind} answered ${s}${s >= 500 ? `\n${running.log().slice(-3000)}` : ''}`);
      }
      if (got.length === 0) tally.killsBeforeAny += 1;
      else if (got.length < statuses.length) tally.killsMidway += 1;
      else tally.killsAfterAll += 1;
      for (const c of burst) {
        remember(c);
        if (!c.statuses.length) pending.push(c);
      }

      if (direct) {
        await start();
        await retryLost(`round ${r}`, plan.close);
      } else {
        // the folder as the kill left it, copied: the soak opens the copy (replaying the killed
        // process's log) while the process starts again on the folder itself
        const image = path.join(scratch, `after-kill-${r}`);
        cpSync(dataDir, image, { recursive: true });
        await Promise.all([verify(new Map(answered), 'at the kill', `round ${r}, after the kill`, image), start()]);
        rmSync(image, { recursive: true, force: true });
        await retryLost(`round ${r}`, plan.close);
      }
      await collect(burst);
    }

    // the last restart's retries, the events, the recovery jobs; then a clean stop and the last look
    await retryLost('after the last restart', false);
    await settle();
    await api!.stop();
    api = undefined;
    await (await next)?.stop();
    next = undefined;
    await verify(answered, 'settled', 'after the last restart');
    const own = direct ?? (await openDatabase(target));
    const sales = Number(
      (
        await sql<{
          n: number;
        }>`SELECT count(*) AS n FROM invoices i WHERE EXISTS (SELECT 1 FROM audit_events a WHERE a.invoice_id = i.id AND a.action = 'checkout.completed')`.execute(
          own.db,
        )
      ).rows[0]!.n,
    );
    if (!direct) await own.close();
    const checkouts = calls.filter((c) => c.kind === 'checkout');
    const notMade = checkouts.filter((c) => !c.made).length;
    assert.equal(sales, checkouts.length - notMade, 'every checkout made is one sale, once');

    const sorted = [...restarts].sort((a, b) => a - b);
    return {
      database,
      kills,
      seed,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      calls: tally.calls,
      checkouts: checkouts.length,
      refusedByClosedRegister: notMade,
      killsBeforeAny: tally.killsBeforeAny,
      killsMidway: tally.killsMidway,
      killsAfterAll: tally.killsAfterAll,
      killsAtProcessor: tally.killsAtProcessor,
      lostThenReplayed: tally.lostThenReplayed,
      lostThenMade: tally.lostThenMade,
      bookingDeposits: tally.bookings,
      closes: tally.closes,
      webhookEvents: tally.events,
      processor: stripe.totals(),
      restartP50Ms: Math.round(sorted[Math.floor(sorted.length / 2)]!),
      restartMaxMs: Math.round(sorted.at(-1)!),
      checksSeconds: Math.round(checks.reduce((a, b) => a + b, 0) / 100) / 10,
    };
  } finally {
    await api?.kill();
    await next?.then(
      (spare) => spare.kill(),
      () => undefined,
    );
    await direct?.close();
    await fake.close();
    compiled?.remove();
    await fresh.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** A soak's figures in a line (the test's diagnostic, the benchmark's log). */
export function summaryLine(s: SoakSummary): string {
  return (
    `${s.kills} kills in ${s.seconds} s (${s.database}, seed ${s.seed}); ${s.calls} money calls (${s.checkouts} checkouts, ${s.refusedByClosedRegister} refused by a closed register); ` +
    `kills before any answer ${s.killsBeforeAny}, midway ${s.killsMidway}, after all ${s.killsAfterAll}, at the processor ${s.killsAtProcessor}; ` +
    `answers lost then replayed ${s.lostThenReplayed}, lost then made ${s.lostThenMade}; ${s.bookingDeposits} booking deposits, ${s.closes} closes, ${s.webhookEvents} webhook events acknowledged; ` +
    `processor: ${s.processor.intents} intents, ${s.processor.captured} captured, ${s.processor.refunded} refunded in ${s.processor.refunds} refunds; ` +
    `a started process waited for p50 ${s.restartP50Ms} ms, max ${s.restartMaxMs} ms; checks ${s.checksSeconds} s`
  );
}
