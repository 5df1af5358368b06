import { setTimeout as sleep } from 'node:timers/promises';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from './paths';

// `npm run start:cluster` (scripts/cluster.mjs) as an operator starts it, for a test or a benchmark
// (e2e/tests/cluster.spec.ts, bench/cluster-faults.mts): HAProxy on `port`, the instances on the
// next ports, the bundles as they are built (SKIP_BUILD=1), and a database of its own on the
// machine's PostgreSQL, dropped when the cluster is stopped.

export type Cluster = {
  /** http://127.0.0.1:<port>: the balancer */
  origin: string;
  /** what the cluster and its instances have printed so far */
  output: () => string;
  /** the newest pid the cluster gave an instance (`api1`, …) */
  pidOf: (name: string) => number;
  /** SIGHUP: the instances restarted one at a time */
  rollingRestart: () => void;
  /** SIGINT (everything stopped), then the database dropped */
  stop: () => Promise<void>;
};

export async function startCluster({ port, instances = 2, timeoutMs = 290_000 }: { port: number; instances?: number; timeoutMs?: number }): Promise<Cluster> {
  const database = `frontdesk_cluster_${randomBytes(4).toString('hex')}`;
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'cluster.mjs')], {
    cwd: REPO_ROOT,
    // the machine's server (started, or installed as root, when needed), not the caller's DATABASE_URL;
    // the demo business without its week of sales: a faster first start, and nothing here reads them
    env: {
      ...process.env,
      DATABASE_URL: '',
      FRONTDESK_SEED_HISTORY: 'false',
      SKIP_BUILD: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      INSTANCES: String(instances),
      CLUSTER_DATABASE: database,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      await exited;
    }
    // the api's PostgreSQL client, as the cluster script uses it
    const pg = createRequire(path.join(REPO_ROOT, 'api', 'package.json'))('pg');
    const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  };

  // up once the balancer answers a health check (an instance is in rotation)
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`${origin}/api/health`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the cluster did not start:\n${output.slice(-3000)}`);
    }
    await sleep(500);
  }
  return {
    origin,
    output: () => output,
    pidOf: (name) => Number([...output.matchAll(new RegExp(`\\[cluster\\] ${name} started: pid (\\d+)`, 'g'))].at(-1)?.[1]),
    rollingRestart: () => child.kill('SIGHUP'),
    stop,
  };
}
