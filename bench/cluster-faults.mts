// pnpm bench:cluster-faults — the cluster (`npm run start:cluster`, scripts/cluster.mjs) under a
// steady load while an instance is killed and while every instance is restarted (issue 36 §3).
//
// Needs the root build (shell/dist and the remotes') and PostgreSQL (the cluster script starts the
// machine's server). Starts the cluster with INSTANCES (2) instances on BENCH_PORT (8240) and a
// database of its own (dropped afterwards), signs in the demo admin through the balancer and runs
// --clients (8) clients, each calling in turn: GET /api/user_info, GET /api/contacts?pageSize=20,
// POST /contact/search, POST /api/social/posts (a change: never retried by the balancer), as fast as
// they are answered. 127.0.0.1 only. Three phases of --seconds (20) each, or until the fault is over:
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
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../api/src/config.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../api/src/demo/demo.ts';
import { httpClient, type HttpClient } from '../api/src/testing/apiProcess.ts';
import { startCluster } from '../e2e/tests/support/cluster.ts';
import { commitOf, loadAverage } from './machine.mts';
import { ms, stats, type Stats } from './stats.mts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const CLIENTS = arg('clients', 8);
const SECONDS = arg('seconds', 20);
const INSTANCES = Number(process.env.INSTANCES ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 8240);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Phase = { name: string; requests: number; failed: Record<string, number>; latency: Stats; faultSeconds: number | null };

const CALLS: ['GET' | 'POST', string, unknown?][] = [
  ['GET', '/api/user_info'],
  ['GET', '/api/contacts?pageSize=20'],
  ['POST', '/contact/search', { query: 'an' }],
  ['POST', '/api/social/posts', { body: 'Steady load' }],
];

/** The clients of the desk over HTTP through the balancer, each signed in once for every phase (sign-ins are limited per client address). */
const signIn = (origin: string) =>
  Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const client = httpClient(origin);
      await client.login(DEMO_EMAIL, DEMO_PASSWORD);
      return client;
    }),
  );

/** Runs the clients' calls for SECONDS and until `fault` (started 3 s in) is over. */
async function phase(name: string, callers: HttpClient[], fault?: () => Promise<void>): Promise<Phase> {
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
    callers.map(async (client, c) => {
      for (let i = c; !done; i += 1) {
        const [method, url, body] = CALLS[i % CALLS.length]!;
        const t0 = performance.now();
        const fail = (why: string | number) => {
          const kind = `${method} ${url.split('?')[0]} ${why}`;
          failed[kind] = (failed[kind] ?? 0) + 1;
        };
        try {
          const { status } = await client.call(method, url, body);
          if (status >= 500) fail(status);
          else latencies.push(performance.now() - t0);
        } catch (error) {
          fail((error as { cause?: { code?: string } }).cause?.code ?? 'no answer');
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
const cluster = await startCluster({ port: PORT, instances: INSTANCES, timeoutMs: 180_000 });
const restartsDone = () => (cluster.output().match(/rolling restart done/g) ?? []).length;
try {
  // every instance in rotation (each one's own health, then the balancer's two passing checks)
  await sleep(3_000);
  const callers = await signIn(cluster.origin);
  phases.push(await phase('steady', callers));
  phases.push(
    await phase('kill -9 of one instance', callers, async () => {
      const pid = cluster.pidOf('api1');
      process.kill(pid, 'SIGKILL');
      // until the cluster has started it again and it answers on its own port
      while (cluster.pidOf('api1') === pid || (await healthOf(`http://127.0.0.1:${PORT + 1}`)) !== 200) await sleep(100);
    }),
  );
  await sleep(3_000);
  phases.push(
    await phase('rolling restart of every instance', callers, async () => {
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
      await phase('PostgreSQL restarted', callers, async () => {
        // not spawnSync: the clients run in this process and keep calling meanwhile
        const restart = spawn('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], { stdio: 'ignore' });
        const code = await new Promise((resolve) => restart.once('exit', resolve));
        if (code !== 0) throw new Error('pg_ctlcluster restart failed');
        const back = performance.now();
        while (
          (await callers[0]!.get('/api/user_info').then(
            (res) => res.status,
            () => 0,
          )) !== 200
        )
          await sleep(50);
        recoverySeconds = (performance.now() - back) / 1000;
      }),
    );
  }
} finally {
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
  recoverySeconds === null
    ? 'PostgreSQL was not restarted (not root, or no pg_ctlcluster).'
    : `After PostgreSQL's restart, the first signed-in call through the balancer was answered ${(recoverySeconds as number).toFixed(1)} s after the server was back.`,
  '',
].join('\n');
writeFileSync(path.join(repoRoot, 'bench', 'results', 'cluster-faults.md'), md);
console.log(md);
