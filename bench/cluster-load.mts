// pnpm bench:cluster-load — the staff-day mix at 1, 2 and 3 API instances behind the balancer, and
// one instance past what it can serve (issue 36 §4). Load from autocannon, 127.0.0.1 only.
//
// Needs the root build (the cluster serves it) and PostgreSQL (the cluster script starts the
// machine's server). Two parts:
//
// 1. Overload, one instance, no balancer (as issue 36 measured it before the load shedding): each
//    database in turn (the embedded one in memory; a PostgreSQL database of its own, dropped
//    afterwards), --overload-connections (200, then 1,000) connections of two signed-in calls, POST
//    /contact/search and GET /api/user_info, as fast as they are answered for --seconds (20). Counts
//    the answers by status, the no-answers (autocannon's 10 s timeout), and the admitted requests'
//    latency (2xx: p50 / p95 / p99 / max, and how many took more than 2 s); a 503 is a request the
//    instance turned away (Retry-After), as it should past what it serves.
//
// 2. The cluster (`npm run start:cluster`, scripts/cluster.mjs) at INSTANCES = 1, 2, 3 (--instances),
//    a business of its own (10 staff members working round the clock, a 15-minute service, 50
//    contacts, an open register), --clients (200) connections over 8 sessions of its admin, each
//    connection going round the staff-day mix: user info; contact search ×2; the contacts list; the
//    day's calendar ×2; the invoices list; a day's free slots; a cash checkout (its own
//    Idempotency-Key); a booking at a time no other request takes. Twice per count:
//    - paced: each connection sends --rate (1) request a second, as 200 people at their desks,
//      clicking as fast as a busy front desk does: the latency a person sees at that load;
//    - flat out: each connection sends its next request as soon as its answer came: the most the
//      cluster serves, and its latency then.
//    For each: requests, throughput, latency p50 / p95 / p99, errors (no answer or 5xx; 503s shown
//    apart), the 409s of the mix (none expected), CPU time per request (instances, PostgreSQL,
//    HAProxy, from /proc) and the database's share of the server side.
//
// The load generator runs on the same 2 cores as everything it measures (see the note written with
// the results). Writes bench/results/cluster-load.{json,md}.
//
// Options: --seconds=N (20), --clients=N (200), --rate=N (1), --overload-connections=N,M (200,1000),
// --instances=1,2,3, --only=overload|cluster.
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../api/src/config.ts';
import { compileApi, startApiProcess } from '../api/src/testing/apiProcess.ts';
import { freshDatabase } from '../api/src/testing/harness.ts';
import { startCluster } from '../e2e/tests/support/cluster.ts';
import { commitOf, loadAverage } from './machine.mts';
import { cashSale, firstBookingSlot, makeBenchShop, nthBooking, tomorrow, type BenchShop } from './shop.mts';
import { ms, stats, type Stats } from './stats.mts';

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const arg = (name: string, fallback: number) => Number(option(name) ?? fallback);
const SECONDS = arg('seconds', 20);
/** every route compiled and the caches filled before a part's first measured run */
const WARM_UP_SECONDS = 5;
const CLIENTS = arg('clients', 200);
const RATE = arg('rate', 1);
/** 200: issue 36's figure; 1,000: past what one instance serves on this machine, where it sheds */
const OVERLOAD_CONNECTIONS = (option('overload-connections') ?? '200,1000').split(',').map(Number);
const SWEEP = (option('sweep') ?? '50,100,150').split(',').map(Number);
const INSTANCE_COUNTS = (option('instances') ?? '1,2,3').split(',').map(Number);
const ONLY = option('only');
const PORT = Number(process.env.BENCH_PORT ?? 8260);
const PG_SERVER = process.env.BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SESSIONS = 8;
/** the cluster's load: businesses of the bench's own, each its register, staff and contacts, its admin signed in twice */
const BUSINESSES = arg('businesses', 10);
const SESSIONS_PER_BUSINESS = 2;
/** autocannon instances a run is split into (each a few connections of one session's) */
const GROUPS = 40;

// ---- CPU time from /proc (clock ticks of user + system time)

const TICK_MS = 10; // USER_HZ is 100 on Linux
function cpuOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}
/** the processes whose command is `name` (postgres, haproxy) */
function pidsNamed(name: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
      } catch {
        return false;
      }
    });
}
type CpuSample = Map<string, Map<number, number>>;
const sampleCpu = (groups: Record<string, number[]>): CpuSample =>
  new Map(Object.entries(groups).map(([group, pids]) => [group, new Map(pids.map((pid) => [pid, cpuOf(pid)]))]));
/** CPU ms spent per group between two samples (a process born meanwhile counts from zero) */
function cpuBetween(before: CpuSample, after: CpuSample): Record<string, number> {
  const spent: Record<string, number> = {};
  for (const [group, pids] of after) {
    spent[group] = [...pids].reduce((sum, [pid, ms]) => sum + ms - (before.get(group)?.get(pid) ?? 0), 0);
  }
  return spent;
}

// ---- the requests

const json = { 'content-type': 'application/json' };

/** a change sent with an Idempotency-Key of its own and its body made as it is sent */
const keyedWrite = (path: string, body: () => unknown): autocannon.Request => ({
  method: 'POST',
  path,
  setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...json, 'idempotency-key': randomUUID() }, body: JSON.stringify(body()) }),
});

/** the staff-day mix, one round of a connection; the writes are made new for every request sent */
function staffDay(shop: BenchShop, booked: { count: number }): autocannon.Request[] {
  const day = tomorrow();
  // the day the bookings fill: the busiest the calendar shows
  const calendar = `/api/bookings?from=${day}&to=${day}&pageSize=100`;
  const firstSlot = firstBookingSlot();
  return [
    { method: 'GET', path: '/api/user_info' },
    { method: 'POST', path: '/contact/search', body: JSON.stringify({ query: 'an' }), headers: json },
    { method: 'GET', path: '/api/contacts?pageSize=20' },
    { method: 'GET', path: calendar },
    keyedWrite('/api/checkout', () => cashSale(shop)),
    { method: 'POST', path: '/contact/search', body: JSON.stringify({ query: 'smi' }), headers: json },
    { method: 'GET', path: '/api/invoices?pageSize=20' },
    { method: 'GET', path: `/api/booking-slots?day=${day}&serviceIds=${shop.serviceId}` },
    { method: 'GET', path: calendar },
    keyedWrite('/api/bookings', () => nthBooking(shop, firstSlot, booked.count++)),
  ];
}

// ---- a run

/** what one autocannon of a run sends: a session's headers (its tabs), its own request objects (autocannon writes into them) */
type Group = { headers: Record<string, string>; requests: autocannon.Request[] };

type Run = {
  name: string;
  /** overload only: how many connections sent requests */
  connections?: number;
  /** overload only: a health check's time on a new connection, every 200 ms of the run */
  healthOnNewConnections?: Stats;
  seconds: number;
  requests: number;
  perSecond: number;
  statuses: Record<string, number>;
  /** no answer within autocannon's timeout, or a connection error */
  noAnswer: number;
  noAnswerWhy: Record<string, number>;
  /** 5xx but 503 (a 503 is a request turned away: shown apart) */
  errors: number;
  turnedAway: number;
  latency: Stats;
  /** the 2xx answers' latency (the admitted requests) */
  admitted: Stats;
  admittedOver2s: number;
  cpuMsPerRequest?: Record<string, number>;
  databaseShare?: number;
};

async function run(
  name: string,
  options: { url: string; connections: number; group: (g: number) => Group; rate?: number; seconds?: number },
  cpuGroups?: () => Record<string, number[]>,
): Promise<Run> {
  const latencies: number[] = [];
  const admitted: number[] = [];
  const statuses: Record<string, number> = {};
  const byPath: Record<string, number[]> = {};
  /** the requests with no answer, by why (autocannon's timeout, a connection error) */
  const noAnswers: Record<string, number> = {};
  const before = cpuGroups ? sampleCpu(cpuGroups()) : undefined;
  // GROUPS autocannons, each a few connections of one session's (its tabs), each with requests of its
  // own (autocannon writes its headers into the request objects); paced, their starts are spread
  // over the first second, so the clients do not all send at the same instant, as people do not
  const groups = Math.min(GROUPS, options.connections);
  const results = await Promise.all(
    Array.from(
      { length: groups },
      (_, g) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const connections = Math.floor(options.connections / groups) + (g < options.connections % groups ? 1 : 0);
          const start = () => {
            const instance = autocannon(
              {
                url: options.url,
                connections,
                duration: options.seconds ?? SECONDS,
                timeout: 10,
                ...(options.rate ? { connectionRate: options.rate } : {}),
                ...options.group(g),
              },
              (error, done) => (error ? reject(error) : resolve(done)),
            );
            instance.on('reqError', (error: Error & { code?: string }) => {
              const kind = error.code ?? error.message;
              noAnswers[kind] = (noAnswers[kind] ?? 0) + 1;
            });
            instance.on('response', (client, statusCode, _bytes, responseTime) => {
              const sent = (client as unknown as { requestIterator: { currentRequest: { method: string; path: string } } }).requestIterator.currentRequest;
              const label = `${sent.method} ${sent.path.split('?')[0]} ${statusCode}`;
              (byPath[label] ??= []).push(responseTime);
              statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
              latencies.push(responseTime);
              if (statusCode < 300) admitted.push(responseTime);
            });
          };
          if (options.rate) setTimeout(start, (g * 1000) / groups);
          else start();
        }),
    ),
  );
  const result = { errors: results.reduce((sum, r) => sum + r.errors, 0) };
  const after = cpuGroups ? sampleCpu(cpuGroups()) : undefined;
  const requests = latencies.length + result.errors;
  const errors = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 500 && status !== '503')
    .reduce((sum, [, n]) => sum + n, 0);
  const measured: Run = {
    name,
    seconds: options.seconds ?? SECONDS,
    requests,
    perSecond: Math.round(latencies.length / (options.seconds ?? SECONDS)),
    statuses,
    noAnswer: result.errors,
    noAnswerWhy: noAnswers,
    errors,
    turnedAway: statuses['503'] ?? 0,
    latency: stats(latencies),
    admitted: stats(admitted),
    admittedOver2s: admitted.filter((t) => t > 2_000).length,
  };
  if (before && after) {
    const spent = cpuBetween(before, after);
    measured.cpuMsPerRequest = Object.fromEntries(
      Object.entries(spent).map(([group, total]) => [group, Number((total / Math.max(1, latencies.length)).toFixed(2))]),
    );
    const serverSide = (spent.instances ?? 0) + (spent.postgres ?? 0) + (spent.haproxy ?? 0);
    measured.databaseShare = Number(((spent.postgres ?? 0) / Math.max(1, serverSide)).toFixed(3));
  }
  if (process.env.BENCH_DEBUG) for (const [label, times] of Object.entries(byPath)) console.log(`  ${label}: ${JSON.stringify(stats(times))}`);
  console.log(
    `${name}: ${measured.perSecond}/s, p50 ${ms(measured.latency.p50)} p95 ${ms(measured.latency.p95)} p99 ${ms(measured.latency.p99)}, ` +
      `${measured.errors} errors, ${measured.noAnswer} no answer ${JSON.stringify(noAnswers)}, ${measured.turnedAway} turned away, statuses ${JSON.stringify(statuses)}`,
  );
  return measured;
}

// ---- part 1: one instance past what it serves

/** ms from opening a new connection to the health check's answer on it (-1: none) */
const healthOnNewConnection = (address: string) =>
  new Promise<number>((resolve) => {
    const t0 = performance.now();
    const req = http.get(`${address}/api/health`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - t0));
    });
    req.on('error', () => resolve(-1));
  });

async function overload(database: 'embedded' | 'postgres'): Promise<Run[]> {
  const compiled = await compileApi();
  // a database of its own on the PostgreSQL server (migrated by the instance as it starts), dropped afterwards
  const saved = process.env.DATABASE_URL;
  process.env.DATABASE_URL = PG_SERVER;
  const fresh = database === 'postgres' ? await freshDatabase({ unmigrated: true }) : undefined;
  if (saved === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved;
  const api = await startApiProcess(compiled, {
    port: PORT + 50,
    database: fresh?.target.kind === 'postgres' ? fresh.target : { kind: 'embedded', dataDir: 'memory://' },
    logFile: path.join(os.tmpdir(), `frontdesk-bench-load-${database}.log`),
  });
  try {
    const shop = await makeBenchShop(api.address, SESSIONS);
    const group = (g: number): Group => ({
      headers: shop.clients[g % shop.clients.length]!.sessionHeaders(),
      requests: [
        { method: 'POST', path: '/contact/search', body: JSON.stringify({ query: 'an' }), headers: json },
        { method: 'GET', path: '/api/user_info' },
      ],
    });
    // warm: every route compiled, the caches filled
    await run(`overload warm-up (${database})`, { url: api.address, connections: 10, group, seconds: WARM_UP_SECONDS });
    const runs: Run[] = [];
    for (const connections of OVERLOAD_CONNECTIONS) {
      // meanwhile, a health check on a new connection every 200 ms: how soon the loaded process accepts and reads one
      const healthOnNewConnections: number[] = [];
      let loaded = true;
      const prober = (async () => {
        while (loaded) {
          healthOnNewConnections.push(await healthOnNewConnection(api.address));
          await sleep(200);
        }
      })();
      const measured = await run(`one instance, ${connections} connections flat out (${database})`, { url: api.address, connections, group });
      loaded = false;
      await prober;
      runs.push({ ...measured, connections, healthOnNewConnections: stats(healthOnNewConnections) });
      // the queue of the run before has drained
      await sleep(2_000);
    }
    return runs;
  } finally {
    await api.stop();
    compiled.remove();
    await fresh?.drop();
  }
}

// ---- part 2: the cluster

type Count = { instances: number; paced: Run; flatOut: Run; sweep: Run[] };

async function clusterAt(instances: number): Promise<Count> {
  // the bench's sign-ups and sign-ins come from one address: the instances' limit on them is lifted
  process.env.LOGIN_RATE_LIMIT = '10000';
  const cluster = await startCluster({ port: PORT, instances, timeoutMs: 240_000 });
  try {
    // every instance in rotation (its own health, then the balancer's two passing checks)
    await sleep(3_000);
    // the businesses one after another (each sign-up is a transaction of its own), their sessions spread over the groups
    const shops: BenchShop[] = [];
    for (let b = 0; b < BUSINESSES; b += 1) shops.push(await makeBenchShop(cluster.origin, SESSIONS_PER_BUSINESS));
    const names = Array.from({ length: instances }, (_, i) => `api${i + 1}`);
    const cpuGroups = () => ({
      instances: names.map((name) => cluster.pidOf(name)),
      postgres: pidsNamed('postgres'),
      haproxy: pidsNamed('haproxy'),
      generator: [process.pid],
    });
    const booked = shops.map(() => ({ count: 0 }));
    const group = (g: number): Group => {
      const b = g % shops.length;
      const shop = shops[b]!;
      return { headers: shop.clients[Math.floor(g / shops.length) % shop.clients.length]!.sessionHeaders(), requests: staffDay(shop, booked[b]!) };
    };
    const options = { url: cluster.origin, connections: CLIENTS, group };
    await run(`warm-up (${instances})`, { ...options, connections: 20, seconds: WARM_UP_SECONDS });
    // the same pace from fewer clients up to CLIENTS, then flat out: each run finds the days as full of
    // bookings as the runs before it left them, in the same order at every count
    const sweep: Run[] = [];
    for (const clients of SWEEP)
      sweep.push(await run(`${instances} instance(s), ${clients} clients at ${RATE}/s each`, { ...options, connections: clients, rate: RATE }, cpuGroups));
    const paced = await run(`${instances} instance(s), ${CLIENTS} clients at ${RATE}/s each`, { ...options, rate: RATE }, cpuGroups);
    const flatOut = await run(`${instances} instance(s), ${CLIENTS} clients flat out`, options, cpuGroups);
    return { instances, paced, flatOut, sweep };
  } finally {
    await cluster.stop();
  }
}

const started = new Date();
const loadBefore = loadAverage();
const overloads: Run[] = [];
const counts: Count[] = [];
if (ONLY !== 'cluster') {
  overloads.push(...(await overload('embedded')));
  overloads.push(...(await overload('postgres')));
}
if (ONLY !== 'overload') for (const n of INSTANCE_COUNTS) counts.push(await clusterAt(n));
const loadAfter = loadAverage();

const results = {
  date: started.toISOString(),
  commit: commitOf(),
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? '', memoryGiB: Math.round(os.totalmem() / 2 ** 30) },
  options: {
    seconds: SECONDS,
    clients: CLIENTS,
    ratePerClient: RATE,
    overloadConnections: OVERLOAD_CONNECTIONS,
    businesses: BUSINESSES,
    sessionsPerBusiness: SESSIONS_PER_BUSINESS,
  },
  loadBefore,
  loadAfter,
  overloads,
  counts,
};
writeFileSync(path.join(repoRoot, 'bench', 'results', 'cluster-load.json'), `${JSON.stringify(results, null, 2)}\n`);

const cpu = (r: Run) => (r.cpuMsPerRequest ? `${r.cpuMsPerRequest.instances} + ${r.cpuMsPerRequest.postgres} + ${r.cpuMsPerRequest.haproxy}` : '–');
const row = (label: string, r: Run) =>
  `| ${label} | ${r.requests} | ${r.perSecond} | ${ms(r.latency.p50)} | ${ms(r.latency.p95)} | ${ms(r.latency.p99)} | ${r.errors + r.noAnswer} | ${r.turnedAway} | ${r.statuses['409'] ?? 0} | ${cpu(r)} | ${r.databaseShare === undefined ? '–' : `${Math.round(r.databaseShare * 100)} %`} |`;
const lines = [
  '# cluster-load: the staff-day mix at 1, 2 and 3 instances, and one instance past what it serves',
  '',
  `Run ${results.date} at \`${results.commit.commit.slice(0, 7)}\`${results.commit.uncommittedChanges ? ` (+${results.commit.uncommittedChanges} uncommitted files)` : ''} on ${results.machine.cpus} × ${results.machine.model}, ${results.machine.memoryGiB} GiB; load average ${loadBefore.join(' / ')} before, ${loadAfter.join(' / ')} after. \`pnpm bench:cluster-load\` (bench/cluster-load.mts), ${SECONDS} s a run.`,
  '',
  'What 2 cores can show: the load generator, HAProxy, PostgreSQL and every instance share them, so a second or third instance adds no CPU; it only lets two requests run JavaScript at once where one Node.js process runs one. Flat out, 200 clients are a closed loop: each waits for its answer, so the mean latency is clients ÷ throughput (Little’s law) and cannot go under 200 ÷ what the machine serves. What they cannot show: how the instances scale on machines of their own.',
  '',
];
if (counts.length) {
  lines.push(
    `## The cluster: ${CLIENTS} clients of the staff-day mix`,
    '',
    'Each client is a kept-alive connection through HAProxy, going round user info, contact search ×2, the contacts list, the calendar of the day the bookings fill ×2, the invoices list, a day’s free slots, a cash checkout and a booking. *Paced*: each client sends ' +
      `${RATE} request a second. *Flat out*: each sends its next request when its answer came. Errors: no answer or a 5xx other than 503; turned away: 503 with Retry-After. CPU per request: instances + PostgreSQL + HAProxy (+ the load generator itself), in ms; the database share is PostgreSQL's part of the first three.`,
    '',
    '| run | requests | per second | p50 | p95 | p99 | errors | turned away | 409 | CPU ms / request | database share |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...counts.flatMap((c) => [row(`${c.instances} instance(s), paced`, c.paced), row(`${c.instances} instance(s), flat out`, c.flatOut)]),
    '',
    `### Fewer clients at ${RATE} request a second each: p50 / p99 (errors + turned away)`,
    '',
    `| instances | ${[...SWEEP, CLIENTS].map((n) => `${n} clients`).join(' | ')} |`,
    `|---|${[...SWEEP, CLIENTS].map(() => '---').join('|')}|`,
    ...counts.map(
      (c) =>
        `| ${c.instances} | ${[...c.sweep, c.paced].map((r) => `${ms(r.latency.p50)} / ${ms(r.latency.p99)} (${r.errors + r.noAnswer + r.turnedAway})`).join(' | ')} |`,
    ),
    '',
  );
}
if (overloads.length) {
  lines.push(
    '## One instance, and past what it serves: connections of POST /contact/search and GET /api/user_info, flat out',
    '',
    '| database | connections | requests | per second | admitted (2xx) p50 | p99 | max | admitted over 2 s | turned away (503) | no answer (10 s) | other 5xx | health check on a new connection: n, p50, max |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...overloads.map(
      (r) =>
        `| ${r.name.match(/\((\w+)\)/)?.[1]} | ${r.connections} | ${r.requests} | ${r.perSecond} | ${ms(r.admitted.p50)} | ${ms(r.admitted.p99)} | ${ms(r.admitted.max)} | ${r.admittedOver2s} | ${r.turnedAway} | ${r.noAnswer} | ${r.errors} | ${r.healthOnNewConnections ? `${r.healthOnNewConnections.n}, ${ms(r.healthOnNewConnections.p50)}, ${ms(r.healthOnNewConnections.max)}` : '–'} |`,
    ),
    '',
  );
}
writeFileSync(path.join(repoRoot, 'bench', 'results', 'cluster-load.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
