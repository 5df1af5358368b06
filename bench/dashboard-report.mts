// pnpm bench:dashboard-report — how fast GET /api/reports/sales answers over a year of sales.
//
// Opens a new database (embedded PGlite in memory, or, with DATABASE_URL, a new database on that
// PostgreSQL server, dropped afterwards), seeds the demo business and adds a year of sales to it
// with bulk INSERT … SELECT (about 84,500 invoices with 1 to 3 lines each, and 100,000
// transactions: a payment per sale, a second tender for one sale in eight, refunds and declines),
// spread evenly over the 365 days up to now. Starts the real server on port 8104 (BENCH_PORT),
// signs in as the demo admin and times, over HTTP, the dashboard's call for the full year and for
// the default 30 days, and the CSV export of the year. Prints p50/p95 per call; writes
// bench/results/dashboard-report-<database>.{json,md}.
//
// Options: --transactions=N (default 100000), --rounds=N (default 20 per call).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase, sql } from '../api/src/db/database.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../api/src/demo/demo.ts';
import { seedDemo } from '../api/src/demo/seed.ts';
import { DAY_MS, utcDayOf } from '../api/src/lib/days.ts';
import { buildServer } from '../api/src/server.ts';
import { freshDatabase } from '../api/src/testing/harness.ts';
import { signIn } from './signIn.mts';
import { ms, stats } from './stats.mts';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const TRANSACTIONS = arg('transactions', 100_000);
const ROUNDS = arg('rounds', 20);
const PORT = Number(process.env.BENCH_PORT ?? 8104);
const resultsDir = path.join(import.meta.dirname, 'results');
// per sale: 1 payment, 1/8 a second tender, 1/28 a refund, 1/42 a decline
const INVOICES = Math.round(TRANSACTIONS / (1 + 1 / 8 + 1 / 28 + 1 / 42));
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const { target, drop } = await freshDatabase();
const label = target.kind;
const database = await openDatabase(target);
const db = database.db;
const started = performance.now();
await seedDemo(db);
const { business_id: businessId } = await db.selectFrom('users').select('business_id').where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow();

// three more staff members who ring sales up (they never sign in)
await sql`
  INSERT INTO users (business_id, email, password_hash, first_name, last_name, role)
  SELECT ${businessId}::uuid, 'bench-staff-' || n || '@example.net', 'not-a-hash', (ARRAY['Ana','Ben','Cleo'])[n], 'Bench', 'staff'
  FROM generate_series(1, 3) AS n
`.execute(db);

// the sales: paid invoices one every ~6 minutes over the year, rung up by the four users in turn
await sql`
  WITH staff AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE business_id = ${businessId}::uuid),
       start AS (SELECT coalesce(max(number), 0) AS number FROM invoices WHERE business_id = ${businessId}::uuid),
       sale AS (
         SELECT n, 3000 + (n * 37) % 20000 AS sub, CASE WHEN n % 10 = 0 THEN 500 ELSE 0 END AS disc,
                now() - make_interval(secs => (n::bigint * ${YEAR_SECONDS} / ${INVOICES})::double precision) AS at
         FROM generate_series(1, ${INVOICES}::int) AS n
       ),
       priced AS (
         SELECT *, (sub - disc) * 825 / 10000 AS tax, CASE WHEN n % 4 = 0 THEN (sub - disc) * 15 / 100 ELSE 0 END AS tip FROM sale
       )
  INSERT INTO invoices (business_id, number, status, currency, created_by, subtotal_minor, discount_minor, tax_minor, tip_minor,
                        total_minor, paid_minor, issued_at, paid_at, created_at, updated_at)
  SELECT ${businessId}::uuid, start.number + n, 'paid', 'USD', staff.ids[1 + n % array_length(staff.ids, 1)], sub, disc, tax, tip,
         sub - disc + tax + tip, sub - disc + tax + tip, at, at, at, at
  FROM priced, staff, start
`.execute(db);

// 1 to 3 lines a sale, of the catalogue's items, sharing what the sale charged before its tip
await sql`
  WITH items AS (SELECT id, kind, name, (row_number() OVER (ORDER BY name, id) - 1)::int AS k FROM catalogue_items WHERE business_id = ${businessId}::uuid),
       item_count AS (SELECT count(*)::int AS n FROM items),
       bench AS (SELECT id, number, created_by, total_minor - tip_minor AS lines, 1 + number % 3 AS k FROM invoices
                 WHERE business_id = ${businessId}::uuid AND created_at > now() - interval '366 days'),
       line AS (SELECT bench.*, p FROM bench, LATERAL generate_series(0, bench.k - 1) AS p)
  INSERT INTO invoice_lines (business_id, invoice_id, position, item_id, kind, name, quantity, unit_price_minor, total_minor, staff_id)
  SELECT ${businessId}::uuid, line.id, line.p, items.id, items.kind, items.name, 1,
         CASE WHEN line.p = line.k - 1 THEN line.lines - (line.k - 1) * (line.lines / line.k) ELSE line.lines / line.k END,
         CASE WHEN line.p = line.k - 1 THEN line.lines - (line.k - 1) * (line.lines / line.k) ELSE line.lines / line.k END,
         line.created_by
  FROM line, item_count
  JOIN items ON true
  WHERE items.k = (line.number * 7 + line.p * 5) % item_count.n
`.execute(db);

// their transactions: a payment each (card, cash or check), a second cash tender for one in eight,
// a refund for one in 28, a declined card for one in 42
await sql`
  WITH start AS (SELECT coalesce(max(number), 0) AS number FROM transactions WHERE business_id = ${businessId}::uuid),
       sales AS (SELECT id, number, total_minor, created_by, created_at FROM invoices
                 WHERE business_id = ${businessId}::uuid AND created_at > now() - interval '366 days'),
       moves AS (
         SELECT id AS invoice_id, 'payment' AS kind, (CASE WHEN number % 10 < 5 THEN 'card' WHEN number % 10 < 9 THEN 'cash' ELSE 'check' END) AS tender,
                'succeeded' AS status, total_minor - CASE WHEN number % 8 = 0 THEN 1000 ELSE 0 END AS amount, created_by, created_at FROM sales
         UNION ALL
         SELECT id, 'payment', 'cash', 'succeeded', 1000, created_by, created_at FROM sales WHERE number % 8 = 0
         UNION ALL
         SELECT id, 'refund', 'card', 'succeeded', 500, created_by, created_at + interval '1 hour' FROM sales WHERE number % 28 = 1
         UNION ALL
         SELECT NULL, 'payment', 'card', 'declined', total_minor, created_by, created_at - interval '1 minute' FROM sales WHERE number % 42 = 2
       )
  INSERT INTO transactions (business_id, number, kind, tender, status, currency, amount_minor, invoice_id, user_id, user_name, created_at)
  SELECT ${businessId}::uuid, start.number + row_number() OVER (ORDER BY created_at, kind, tender), kind, tender, status, 'USD', amount, invoice_id, created_by, 'Bench', created_at
  FROM moves, start
`.execute(db);
await sql`ANALYZE`.execute(db);
const seedSeconds = (performance.now() - started) / 1000;
const count = async (table: 'invoices' | 'invoice_lines' | 'transactions') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select(sql<number>`count(*)::int`.as('n'))
        .where('business_id', '=', businessId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const seeded = { invoices: await count('invoices'), lines: await count('invoice_lines'), transactions: await count('transactions') };

const app = await buildServer(
  { ...loadConfig({ PUBLIC_ORIGIN: 'http://localhost', PAYMENT_PROVIDER: 'test' }), serveStatic: false, database: target, loginRateLimit: 1000 },
  db,
);
const address = await app.listen({ port: PORT, host: '127.0.0.1' });

const { cookieHeader } = await signIn(address, DEMO_EMAIL, DEMO_PASSWORD);

const today = new Date();
const yearAgo = new Date(today.getTime() - 364 * DAY_MS);
const calls: Record<string, string> = {
  'GET /api/reports/sales, the year (365 days)': `/api/reports/sales?from=${utcDayOf(yearAgo)}&to=${utcDayOf(today)}`,
  'GET /api/reports/sales, 30 days (the default)': '/api/reports/sales',
  'GET /api/reports/sales/export.csv, the year': `/api/reports/sales/export.csv?from=${utcDayOf(yearAgo)}&to=${utcDayOf(today)}`,
};

async function get(url: string) {
  const t0 = performance.now();
  const res = await fetch(`${address}${url}`, { headers: { cookie: cookieHeader(), 'x-requested-with': 'XMLHttpRequest' } });
  const body = await res.text();
  const elapsed = performance.now() - t0;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${body}`);
  return { elapsed, body };
}

const rows: { call: string; n: number; p50: number; p95: number; answer: string }[] = [];
for (const [call, url] of Object.entries(calls)) {
  const { body } = await get(url); // warm-up
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) times.push((await get(url)).elapsed);
  const { n, p50, p95 } = stats(times);
  let answer = `${body.length.toLocaleString('en-US')} B`;
  if (!url.includes('.csv')) {
    const report = JSON.parse(body) as { period: { count: number; salesMinor: number } };
    answer = `${report.period.count.toLocaleString('en-US')} sales, ${answer}`;
  }
  rows.push({ call, n, p50, p95, answer });
}

await app.close();
await database.close();
await drop();

const header =
  `invoices: ${seeded.invoices.toLocaleString('en-US')}, lines: ${seeded.lines.toLocaleString('en-US')}, transactions: ` +
  `${seeded.transactions.toLocaleString('en-US')} over 365 days (seeded in ${seedSeconds.toFixed(1)} s) · database: ${label} · ` +
  `${os.cpus().length} cores · Node ${process.versions.node} · ${ROUNDS} rounds`;
const table = [
  '| call | requests | p50 | p95 | answer |',
  '|---|--:|--:|--:|--:|',
  ...rows.map((r) => `| ${r.call} | ${r.n} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.answer} |`),
].join('\n');
console.log(`\n${header}\n\n${table}\n`);
const stamp = new Date().toISOString();
writeFileSync(
  path.join(resultsDir, `dashboard-report-${label}.md`),
  `# The sales dashboard's report over a year of sales (${label})\n\n${stamp} · ${header}\n\nOver HTTP on 127.0.0.1, signed in as the demo admin, timed end to end by the client, one request at a time.\n\n${table}\n`,
);
writeFileSync(
  path.join(resultsDir, `dashboard-report-${label}.json`),
  `${JSON.stringify({ date: stamp, database: label, ...seeded, seedSeconds, rounds: ROUNDS, cpus: os.cpus().length, node: process.versions.node, calls: rows }, null, 2)}\n`,
);
process.exit(0);
