// pnpm bench:cluster-faults — the cluster (`npm run start:cluster`, scripts/cluster.mjs) under a
// steady load while an instance is killed and while every instance is restarted (issue 36 §3).
//
// Needs the root build (shell/dist and the remotes') and PostgreSQL (the cluster script starts the
// machine's server). Starts the cluster with INSTANCES (2) instances on BENCH_PORT (8240) and a
// database of its own (dropped afterwards) and runs
// --clients (8) clients, each calling in turn: GET /api/user_info, GET /api/contacts?pageSize=20,
// POST /contact/search, POST /api/checkout (a cash sale), POST /api/social/posts, POST /api/bookings
// (a time of its own), as fast as they are answered, in a business of the bench's own (bench/shop.mts).
// The balancer never retries a change; a sale or booking the client heard no answer to (or a 5xx) is
// sent again with its Idempotency-Key until answered, as the shell does, and after the phases every
// sale and booking answered 201 must be kept exactly once (the invoices' and calendar's totals).
// 127.0.0.1 only. Three phases of --seconds (20) each, or until the fault is over:
//   1. steady: no fault
//   2. kill: one instance SIGKILLed 3 s in (the cluster starts it again a second later)
//   3. rolling restart: SIGHUP to the cluster 3 s in (each instance drained, stopped, started, back
//      in rotation, in turn); the phase lasts until the restart is done
//   4. (as root, with the machine's PostgreSQL) the database restarted 3 s in: a request fails then
//      with 503 and Retry-After (from an instance, or HAProxy's own with none in rotation), never
//      500; the phase lasts until a signed-in call is answered again, and how long that took after
//      the server was back is the recovery time
// A request fails when it has no answer or a 5xx. Writes bench/results/cluster-faults.{json,md}:
// each phase's requests, failures by kind, p50 / p95 / p99, and how long the fault took.
import { setTimeout as sleep } from 'node:timers/promises';
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../api/src/config.ts';
import { randomUUID } from 'node:crypto';
import type { HttpAnswer } from '../api/src/testing/apiProcess.ts';
import { startCluster } from '../e2e/tests/support/cluster.ts';
import { commitOf, loadAverage } from './machine.mts';
import { cashSale, firstBookingSlot, makeBenchShop, nthBooking, type BenchShop } from './shop.mts';
import { ms, stats, type Stats } from './stats.mts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const CLIENTS = arg('clients', 8);
const SECONDS = arg('seconds', 20);
const INSTANCES = Number(process.env.INSTANCES ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 8240);

type Phase = { name: string; requests: number; failed: Record<string, number>; latency: Stats; faultSeconds: number | null };

type Call = { method: 'GET' | 'POST'; url: string; body?: unknown; headers?: Record<string, string>; kind?: 'sale' | 'booking' };

/** Each client's round: reads, a post, a cash sale and a booking (each write its own Idempotency-Key). */
function round(shop: BenchShop, firstSlot: number): (() => Call)[] {
  let bookings = 0;
  return [
    () => ({ method: 'GET', url: '/api/user_info' }),
    () => ({ method: 'GET', url: '/api/contacts?pageSize=20' }),
    () => ({ method: 'POST', url: '/contact/search', body: { query: 'an' } }),
    () => ({ method: 'POST', url: '/api/checkout', body: cashSale(shop), headers: { 'idempotency-key': randomUUID() }, kind: 'sale' }),
    () => ({ method: 'POST', url: '/api/social/posts', body: { body: 'Steady load' } }),
    () => ({
      method: 'POST',
      url: '/api/bookings',
      body: nthBooking(shop, firstSlot, bookings++),
      headers: { 'idempotency-key': randomUUID() },
      kind: 'booking',
    }),
  ];
}

/** What the clients were told was made: each sale's invoice and each booking's id, by Idempotency-Key. */
const made = { sales: new Map<string, string>(), bookings: new Map<string, string>() };
/** the writes whose answer never came (or was a 5xx), each sent again with its key until answered */
let resent = 0;
/** a key answered twice with two different records: money or a booking made twice */
const doubled: string[] = [];

function record(kind: 'sale' | 'booking', key: string, body: unknown) {
  const id = kind === 'sale' ? (body as { invoice: { id: string } }).invoice.id : (body as { bookings: { id: string }[] }).bookings[0]!.id;
  const kept = kind === 'sale' ? made.sales : made.bookings;
  if (kept.has(key) && kept.get(key) !== id) doubled.push(`${kind} ${key}`);
  kept.set(key, id);
}

/** Runs the clients' calls for SECONDS and until `fault` (started 3 s in) is over. */
async function phase(name: string, shop: BenchShop, calls: (() => Call)[], fault?: () => Promise<void>): Promise<Phase> {
  const latencies: number[] = [];
  const failed: Record<string, number> = {};
  let done = false;
  let faultSeconds: number | null = null;
  const faultRun = fault
    ? sleep(3_000).then(async () => {
        const t0 = performance.now();
        await fault();
        faultSeconds = (performance.now() - t0) / 1000;
      })
    : Promise.resolve();
  const minimum = sleep(SECONDS * 1000);
  void Promise.all([faultRun, minimum]).then(() => (done = true));
  await Promise.all(
    shop.clients.map(async (client, c) => {
      for (let i = c; !done; i += 1) {
        const { method, url, body, headers, kind } = calls[i % calls.length]!();
        const t0 = performance.now();
        const fail = (why: string | number) => {
          const label = `${method} ${url.split('?')[0]} ${why}`;
          failed[label] = (failed[label] ?? 0) + 1;
        };
        // a write the client did not hear the end of is sent again, with its key, until it is answered:
        // what it made must then be there once (the checks after the phases)
        for (let attempt = 0; ; attempt += 1) {
          let answered: HttpAnswer | undefined;
          try {
            answered = await client.call(method, url, body, headers);
            if (answered.status >= 500) fail(answered.status);
            else latencies.push(performance.now() - t0);
          } catch (error) {
            fail((error as { cause?: { code?: string } }).cause?.code ?? 'no answer');
          }
          if (!kind || (answered && answered.status < 500)) {
            if (kind && answered?.status === 201) record(kind, headers!['idempotency-key']!, answered.body);
            else if (kind) throw new Error(`${method} ${url} answered ${answered?.status}: ${JSON.stringify(answered?.body)}`);
            break;
          }
          resent += 1;
          await sleep(Math.min(1_000, 100 * 2 ** attempt));
        }
      }
    }),
  );
  const failures = Object.values(failed).reduce((a, b) => a + b, 0);
  return { name, requests: latencies.length + failures, failed, latency: stats(latencies), faultSeconds };
}

/** a health check's status (0: no answer) */
const healthOf = (address: string) =>
  fetch(`${address}/api/health`).then(
    (res) => res.status,
    () => 0,
  );

const loadBefore = loadAverage();
/** from the database's return (its restart command done) to the first signed-in call answered through the balancer */
let recoverySeconds: number | null = null;
const phases: Phase[] = [];
/** the bookings' times: from tomorrow's midnight (UTC), each its own quarter-hour of one staff member's */
const firstSlot = firstBookingSlot();
/** instances that exited without being told to (the kill's one is expected) */
const crashes: string[] = [];
/** the checks after the phases: what was made against what is kept */
let kept:
  | { sales: number; invoices: number; distinctInvoices: number; bookings: number; booked: number; distinctBookings: number; resent: number; doubled: string[] }
  | undefined;
const cluster = await startCluster({ port: PORT, instances: INSTANCES, timeoutMs: 180_000 });
const restartsDone = () => (cluster.output().match(/rolling restart done/g) ?? []).length;
try {
  // every instance in rotation (each one's own health, then the balancer's two passing checks)
  await sleep(3_000);
  // a business of the bench's own, its admin signed in once per client (bench/shop.mts)
  const shop = await makeBenchShop(cluster.origin, CLIENTS);
  const calls = round(shop, firstSlot);
  phases.push(await phase('steady', shop, calls));
  phases.push(
    await phase('kill -9 of one instance', shop, calls, async () => {
      const pid = cluster.pidOf('api1');
      process.kill(pid, 'SIGKILL');
      // until the cluster has started it again and it answers on its own port
      while (cluster.pidOf('api1') === pid || (await healthOf(`http://127.0.0.1:${PORT + 1}`)) !== 200) await sleep(100);
    }),
  );
  await sleep(3_000);
  phases.push(
    await phase('rolling restart of every instance', shop, calls, async () => {
      const before = restartsDone();
      cluster.rollingRestart();
      while (restartsDone() === before) await sleep(200);
    }),
  );
  await sleep(3_000);
  // the machine's PostgreSQL restarted (as root, where pg_ctlcluster runs it): requests answer 503
  // meanwhile; the fault lasts until a signed-in call is answered again through the balancer
  const version = spawnSync('ls', ['/etc/postgresql'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  if (version && process.getuid?.() === 0) {
    phases.push(
      await phase('PostgreSQL restarted', shop, calls, async () => {
        // not spawnSync: the clients run in this process and keep calling meanwhile
        const restart = spawn('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], { stdio: 'ignore' });
        const code = await new Promise((resolve) => restart.once('exit', resolve));
        if (code !== 0) throw new Error('pg_ctlcluster restart failed');
        const back = performance.now();
        while (
          (await shop.clients[0]!.get('/api/user_info').then(
            (res) => res.status,
            () => 0,
          )) !== 200
        )
          await sleep(50);
        recoverySeconds = (performance.now() - back) / 1000;
      }),
    );
  }
  // what the clients were told was made is there, once: every sale an invoice, every booking a booking
  const desk = shop.clients[0]!;
  const invoices = (await desk.expect(200, desk.get('/api/invoices?pageSize=1'))) as { total: number };
  const bookings = (await desk.expect(200, desk.get('/api/bookings?pageSize=1'))) as { total: number };
  kept = {
    sales: made.sales.size,
    invoices: invoices.total,
    distinctInvoices: new Set(made.sales.values()).size,
    bookings: made.bookings.size,
    booked: bookings.total,
    distinctBookings: new Set(made.bookings.values()).size,
    resent,
    doubled,
  };
} finally {
  // what the cluster and its instances wrote (their request logs, a crash's last words), for reading after
  writeFileSync(path.join(os.tmpdir(), 'frontdesk-cluster-faults.log'), cluster.output());
  crashes.push(...[...cluster.output().matchAll(/\[cluster\] (api\d+) exited \((\w+)\)/g)].map((m) => `${m[1]} (${m[2]})`));
  await cluster.stop();
}

const result = {
  ...commitOf(),
  date: new Date().toISOString(),
  instances: INSTANCES,
  clients: CLIENTS,
  loadBefore,
  loadAfter: loadAverage(),
  phases,
  recoverySeconds,
  kept,
  crashes,
};
writeFileSync(path.join(repoRoot, 'bench', 'results', 'cluster-faults.json'), `${JSON.stringify(result, null, 2)}\n`);
const failures = (p: Phase) => Object.values(p.failed).reduce((a, b) => a + b, 0);
const md = [
  '# The cluster under faults (bench/cluster-faults.mts)',
  '',
  `${INSTANCES} API instances on PostgreSQL behind HAProxy (scripts/cluster.mjs), ${CLIENTS} clients through the balancer; commit ${result.commit.slice(0, 7)}${result.uncommittedChanges ? ` (+${result.uncommittedChanges} uncommitted files)` : ''}, ${result.date}, load average ${loadBefore.join(' / ')} before, ${result.loadAfter.join(' / ')} after.`,
  '',
  '| phase | requests | failed | p50 | p95 | p99 | fault took |',
  '|---|---|---|---|---|---|---|',
  ...phases.map(
    (p) =>
      `| ${p.name} | ${p.requests} | ${failures(p)} | ${ms(p.latency.p50)} | ${ms(p.latency.p95)} | ${ms(p.latency.p99)} | ${p.faultSeconds === null ? '—' : `${p.faultSeconds.toFixed(1)} s`} |`,
  ),
  '',
  ...phases
    .filter((p) => failures(p))
    .map(
      (p) =>
        `Failed in "${p.name}": ${Object.entries(p.failed)
          .map(([k, n]) => `${k} × ${n}`)
          .join(', ')}.`,
    ),
  '',
  `Instances that exited without being stopped: ${crashes.length ? crashes.join(', ') : 'none'} (the kill's is the first; the cluster's output is in the temporary folder, frontdesk-cluster-faults.log).`,
  '',
  kept
    ? `Kept: ${kept.sales} sales answered 201, ${kept.invoices} invoices in the business (${kept.distinctInvoices} distinct ids answered); ${kept.bookings} bookings answered 201, ${kept.booked} in its calendar (${kept.distinctBookings} distinct); ${kept.resent} writes sent again with their key after no answer or a 5xx; ${kept.doubled.length} keys answered with two different records.`
    : '',
  '',
  recoverySeconds === null
    ? 'PostgreSQL was not restarted (not root, or no pg_ctlcluster).'
    : `After PostgreSQL's restart, the first signed-in call through the balancer was answered ${(recoverySeconds as number).toFixed(1)} s after the server was back.`,
  '',
].join('\n');
writeFileSync(path.join(repoRoot, 'bench', 'results', 'cluster-faults.md'), md);
console.log(md);
