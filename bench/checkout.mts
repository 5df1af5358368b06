// pnpm bench:checkout — how fast POST /api/checkout completes under 50 concurrent cashiers.
//
// The API runs as `npm start` runs it (src/main.ts, compiled once: api/src/testing/apiProcess.ts) in a
// process of its own on 127.0.0.1:8109 (BENCH_PORT), on a new database: the embedded one in a data
// folder on disk, then, when DATABASE_URL is set, a new database on that PostgreSQL server (dropped
// afterwards). This process holds the clients only. Two scenarios per database:
// - one business: 50 cashiers signed in to one business (50 sessions of its admin: the API has no
//   staff invitations yet), ringing on its one register: every sale takes the business's next
//   invoice and receipt numbers, so they queue on its counters (and the cash sales on its drawer);
// - 50 businesses: a business per cashier, each with its own register and counters.
// Each cashier completes a warm-up sale, then sales back to back until it has made --checkouts or
// --seconds have passed: a cart of two services with a 15 % tip, paid by card (half), cash with
// change (a quarter) or cash and card (a quarter), each with its own Idempotency-Key. Timed by the
// client over HTTP, end to end. Writes bench/results/checkout-<database>.{json,md}.
//
// Options: --cashiers=N (50), --checkouts=N per cashier (40), --seconds=N per scenario (60),
// --database=embedded|postgres (only that one).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../api/src/db/database.ts';
import { priceCart } from '../money/src/index.ts';
import { compileApi, httpClient, openShop, startApiProcess, type CompiledApi, type HttpClient } from '../api/src/testing/apiProcess.ts';
import { freshDatabase } from '../api/src/testing/harness.ts';
import { APPROVED_CARD } from '../api/src/testing/sales.ts';
import { ms, stats } from './stats.mts';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const CASHIERS = arg('cashiers', 50);
const CHECKOUTS = arg('checkouts', 40);
const SECONDS = arg('seconds', 60);
const ONLY = process.argv.find((a) => a.startsWith('--database='))?.split('=')[1];
const PORT = Number(process.env.BENCH_PORT ?? 8109);
const PASSWORD = 'bench-password-1';
const resultsDir = path.join(import.meta.dirname, 'results');

type Till = { client: HttpClient; registerId: string; detail: string; trim: string };
type ScenarioResult = {
  scenario: string;
  cashiers: number;
  checkouts: number;
  failed: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

const TIP = { kind: 'percent' as const, value: 1_500 };
const TOTAL = priceCart({
  lines: [
    { quantity: 1, unitPriceMinor: 18_900, taxRateBp: 825 },
    { quantity: 2, unitPriceMinor: 1_500, taxRateBp: 0 },
  ],
  tip: TIP,
}).totalMinor;

/** A business of the benchmark: signed up, a taxed and an untaxed service, its register opened. */
async function business(address: string, name: string): Promise<Till & { email: string }> {
  const client = httpClient(address);
  const email = `${name.toLowerCase().replace(/\W/g, '')}.${randomUUID().slice(0, 8)}@bench.test`;
  await client.signUp(name, email, PASSWORD);
  const { registerId, itemIds } = await openShop(client, 825, [
    { kind: 'service', name: 'Full detail', priceMinor: 18_900, taxed: true },
    { kind: 'service', name: 'Nail trim', priceMinor: 1_500, taxed: false },
  ]);
  return { client, registerId, detail: itemIds['Full detail']!, trim: itemIds['Nail trim']!, email };
}

function sale(till: Till, n: number) {
  const cash = (amountMinor: number) => ({ tender: 'cash', amountMinor, tenderedMinor: Math.ceil(amountMinor / 2_000) * 2_000 });
  const card = (amountMinor: number) => ({ tender: 'card', amountMinor, card: APPROVED_CARD });
  const tenders = n % 2 === 0 ? [card(TOTAL)] : n % 4 === 1 ? [cash(TOTAL)] : [cash(10_000), card(TOTAL - 10_000)];
  return {
    registerId: till.registerId,
    lines: [
      { itemId: till.detail, quantity: 1 },
      { itemId: till.trim, quantity: 2 },
    ],
    tip: TIP,
    tenders,
  };
}

async function checkout(till: Till, n: number): Promise<{ ms: number; ok: boolean }> {
  const t0 = performance.now();
  const res = await till.client.post('/api/checkout', sale(till, n), { 'idempotency-key': randomUUID() });
  return { ms: performance.now() - t0, ok: res.status === 201 };
}

/** Every cashier: a warm-up sale, then sales back to back until CHECKOUTS or SECONDS. */
async function run(scenario: string, tills: Till[]): Promise<ScenarioResult> {
  await Promise.all(tills.map((till) => checkout(till, 0)));
  const times: number[] = [];
  let failed = 0;
  const t0 = performance.now();
  const deadline = t0 + SECONDS * 1000;
  await Promise.all(
    tills.map(async (till) => {
      for (let n = 1; n <= CHECKOUTS && performance.now() < deadline; n += 1) {
        const done = await checkout(till, n);
        if (done.ok) times.push(done.ms);
        else failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const { p50, p95, p99, max } = stats(times);
  const result = {
    scenario,
    cashiers: tills.length,
    checkouts: times.length,
    failed,
    seconds,
    perSecond: times.length / seconds,
    p50,
    p95,
    p99,
    max,
  };
  console.log(
    `${scenario}: ${result.checkouts} checkouts (${failed} failed) in ${seconds.toFixed(1)} s, ${result.perSecond.toFixed(1)}/s, p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, p99 ${ms(result.p99)}`,
  );
  return result;
}

async function bench(label: 'embedded' | 'postgres', compiled: CompiledApi) {
  // the harness makes the database DATABASE_URL names, or the embedded one without it
  const url = process.env.DATABASE_URL;
  if (label === 'embedded') delete process.env.DATABASE_URL;
  const fresh = await freshDatabase();
  if (url) process.env.DATABASE_URL = url;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'frontdesk-bench-checkout-'));
  const dataDir = path.join(scratch, 'data');
  if (fresh.target.kind === 'embedded') await (await openDatabase({ ...fresh.target, dataDir })).close();
  const database = fresh.target.kind === 'postgres' ? fresh.target : { kind: 'embedded' as const, dataDir };
  const api = await startApiProcess(compiled, { port: PORT, database, logFile: path.join(scratch, 'api.log') });
  try {
    const setup0 = performance.now();
    const one = await business(api.address, 'One Shop');
    // one sign-in after another, as desks start their day: concurrent sign-ins of one account count
    // each other's attempt before any password is checked, and more than five at once are refused
    // (api/src/modules/auth/service.ts: the account lock holds against parallel guessing)
    const sessions: Till[] = [];
    for (let i = 0; i < CASHIERS; i += 1) {
      const client = httpClient(api.address);
      await client.login(one.email, PASSWORD);
      sessions.push({ ...one, client });
    }
    const many: Till[] = [];
    for (let i = 0; i < CASHIERS; i += 1) many.push(await business(api.address, `Shop ${i + 1}`));
    const setupSeconds = (performance.now() - setup0) / 1000;
    const scenarios = [await run('one business', sessions), await run(`${CASHIERS} businesses`, many)];
    return { label, setupSeconds, scenarios };
  } finally {
    await api.stop();
    await fresh.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

const labels = (['embedded', 'postgres'] as const).filter((l) => (ONLY ? l === ONLY : l === 'embedded' || process.env.DATABASE_URL));
if (labels.length === 0) throw new Error(`--database=${ONLY}: nothing to run (postgres needs DATABASE_URL)`);
const compiled = await compileApi();
try {
  for (const label of labels) {
    const { setupSeconds, scenarios } = await bench(label, compiled);
    const stamp = new Date().toISOString();
    const header = `database: ${label} · ${CASHIERS} cashiers, up to ${CHECKOUTS} checkouts each or ${SECONDS} s · ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end · Node ${process.versions.node}`;
    const table = [
      '| scenario | checkouts | failed | seconds | checkouts/s | p50 | p95 | p99 | max |',
      '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
      ...scenarios.map(
        (s) =>
          `| ${s.scenario} | ${s.checkouts} | ${s.failed} | ${s.seconds.toFixed(1)} | ${s.perSecond.toFixed(1)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} |`,
      ),
    ].join('\n');
    console.log(`\n${header}\n\n${table}\n`);
    writeFileSync(
      path.join(resultsDir, `checkout-${label}.md`),
      `# Checkout completion under ${CASHIERS} concurrent cashiers (${label})\n\n${stamp} · ${header}\n\n` +
        'POST /api/checkout over HTTP on 127.0.0.1 to the API in its own process (src/main.ts compiled, request log on), ' +
        'timed end to end by the clients: a cart of two services with a 15 % tip, paid by card, cash or both; each cashier ' +
        `one sale after another. One business: ${CASHIERS} sessions of one business on its one register. ` +
        `${CASHIERS} businesses: one each. Setup (sign-ups, catalogues, registers) took ${setupSeconds.toFixed(1)} s.\n\n${table}\n`,
    );
    writeFileSync(
      path.join(resultsDir, `checkout-${label}.json`),
      `${JSON.stringify({ date: stamp, database: label, cashiers: CASHIERS, checkoutsPerCashier: CHECKOUTS, secondsLimit: SECONDS, cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.versions.node, setupSeconds, scenarios }, null, 2)}\n`,
    );
  }
} finally {
  compiled.remove();
}
process.exit(0);
