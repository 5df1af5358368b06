#!/usr/bin/env node
// `npm run start:cluster`: Frontdesk as several API instances on one PostgreSQL behind HAProxy, on
// this machine (docs/decisions/0063-cluster.md; the deployment doc explains it).
//   - PostgreSQL: DATABASE_URL, else the machine's server (started if it is down, installed with
//     apt-get as root when missing) and its database CLUSTER_DATABASE (`frontdesk`; made when missing)
//   - the bundles built as `npm start` builds them (SKIP_BUILD=1: the dist folders as they are)
//   - INSTANCES API instances (2) on 127.0.0.1, ports PORT+1 … (PORT: 8080); every instance
//     migrates and seeds on start, and they take turns (advisory locks), so starting together is safe
//   - HAProxy (apt-get as root when missing) on PORT: no sticky sessions, the least busy instance
//     takes each request, an instance whose /api/health fails twice (starting, draining, without its
//     database) is out of rotation until it passes twice; a connection that fails is tried on
//     another instance, and a GET or HEAD whose instance dies under it too
// SIGHUP restarts the instances one at a time (a deploy); Ctrl-C or SIGTERM stops everything.
import { setTimeout as sleep } from 'node:timers/promises';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'api');
const instances = Number(process.env.INSTANCES ?? 2);
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
// how often HAProxy asks each instance's health, and how many answers move it out of or into rotation
const CHECK_MS = 1_000;
const FALL = 2;
const RISE = 2;
// an instance told to stop keeps serving this long with its health check failing: the balancer has
// taken it out of rotation by then (FALL checks, and one more for the check in flight)
const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? (FALL + 1) * CHECK_MS);

if (!Number.isInteger(instances) || instances < 1 || instances > 16) fail(`INSTANCES must be a whole number from 1 to 16, not "${process.env.INSTANCES}"`);
if (!Number.isInteger(port) || port < 1 || port + instances > 65535) fail(`PORT must be a port number, not "${process.env.PORT}"`);

function fail(message) {
  console.error(`[cluster] ${message}`);
  process.exit(1);
}

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const isRoot = process.getuid?.() === 0;

/** Installs Debian packages as root; otherwise says how and stops. */
function install(packages, what) {
  if (!isRoot || !has('apt-get')) fail(`${what} is not installed: apt-get install -y ${packages.join(' ')} (as root), then run this again`);
  console.log(`[cluster] installing ${packages.join(' ')}`);
  const update = spawnSync('apt-get', ['update', '-q'], { stdio: 'inherit' });
  const done = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-q', ...packages], { stdio: 'inherit' }).status === 0;
  if (!done) fail(`could not install ${packages.join(' ')}`);
}

const pgReady = () => spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']).status === 0;

/** This machine's PostgreSQL server, running (as .ci/run starts it). */
function localPostgres() {
  if (!has('pg_ctlcluster')) install(['postgresql'], 'PostgreSQL');
  if (pgReady()) return;
  const version = spawnSync('ls', ['/etc/postgresql'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  if (!version) fail('PostgreSQL is installed but has no cluster in /etc/postgresql');
  console.log(`[cluster] starting PostgreSQL ${version}`);
  spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
  for (let i = 0; i < 30 && !pgReady(); i += 1) spawnSync('sleep', ['1']);
  if (!pgReady()) fail('PostgreSQL did not start');
}

/** The database at `url`, made on its server when it does not exist yet. */
async function ensureDatabase(url) {
  const pg = createRequire(path.join(api, 'package.json'))('pg');
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      console.log(`[cluster] creating the database ${name}`);
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    }
  } finally {
    await client.end();
  }
}

let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  localPostgres();
  databaseUrl = `postgres://postgres@127.0.0.1:5432/${encodeURIComponent(process.env.CLUSTER_DATABASE || 'frontdesk')}`;
}
await ensureDatabase(databaseUrl);
if (!has('haproxy')) install(['haproxy'], 'HAProxy');

if (process.env.SKIP_BUILD !== '1') {
  console.log('[cluster] building the shell and the remotes');
  const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'pnpm.mjs'), 'run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) fail('the build failed');
}
if (!existsSync(path.join(root, 'shell', 'dist', 'index.html'))) fail('shell/dist is missing: run without SKIP_BUILD=1');

const scratch = mkdtempSync(path.join(os.tmpdir(), 'frontdesk-cluster-'));
const servers = Array.from({ length: instances }, (_, i) => ({ name: `api${i + 1}`, port: port + 1 + i, child: undefined, restarting: false }));

/** Starts one API instance, as `npm start` does, on its own port behind the balancer. */
function startInstance(server) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: api,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      FRONTDESK_DEMO: 'true',
      // every address a mail or an answer carries is the balancer's, not this instance's
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      ...process.env,
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      // the balancer is the one proxy in front: the client's address is the one it forwards
      TRUST_PROXY: '1',
      SHUTDOWN_DRAIN_MS: String(drainMs),
    },
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) console.log(`[${server.name}] ${line}`);
    });
  }
  child.on('exit', (code, signal) => {
    if (server.child !== child || stopping || server.restarting) return;
    // a crash: the balancer has taken it out of rotation; it is started again, as a supervisor would
    console.error(`[cluster] ${server.name} exited (${signal ?? code}): starting it again in a second`);
    setTimeout(() => {
      if (!stopping && server.child === child) startInstance(server);
    }, 1_000);
  });
  server.child = child;
  console.log(`[cluster] ${server.name} started: pid ${child.pid}, 127.0.0.1:${server.port}`);
  return child;
}

/** Resolves when the instance answers its health check (or rejects when it exits first). */
async function healthy(server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`${server.name} exited while starting`);
    const ok = await fetch(`http://127.0.0.1:${server.port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${server.name} did not answer within ${timeoutMs / 1000} s`);
}

/** SIGTERM (a restart): drained out of rotation first; SIGINT (the cluster stops): its requests finished, at once. */
const stopInstance = (server, signal = 'SIGTERM') =>
  new Promise((resolve) => {
    const child = server.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

const config = `# written by scripts/cluster.mjs
global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # a live-change stream is quiet between its heartbeats (25 s): it may stay open for hours
  timeout tunnel 1h
  timeout http-keep-alive 10s
  # the client's address, for the per-client limits and the logs (the instances trust one proxy)
  option forwardfor
  # a request whose connection fails is sent to another instance
  retries 2
  option redispatch 1

frontend frontdesk
  bind ${host}:${port}
  default_backend instances

backend instances
  balance leastconn
  # a GET or HEAD whose instance closes or dies before answering is tried again on another too,
  # never a change (it may have been applied)
  retry-on conn-failure empty-response response-timeout
  http-request disable-l7-retry if !METH_GET !METH_HEAD
  option httpchk GET /api/health
  http-check expect status 200
  default-server check inter ${CHECK_MS}ms fall ${FALL} rise ${RISE}
  # which instance answered (the cluster's tests read it)
  http-response set-header X-Frontdesk-Instance %[srv_name]
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port}`).join('\n')}
`;
const configFile = path.join(scratch, 'haproxy.cfg');
writeFileSync(configFile, config);
const check = spawnSync('haproxy', ['-c', '-f', configFile], { stdio: ['ignore', 'ignore', 'inherit'] });
if (check.status !== 0) fail(`HAProxy refused its configuration (${configFile})`);

let stopping = false;
console.log(`[cluster] ${instances} API instances on PostgreSQL ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}`);
servers.forEach(startInstance);
try {
  await Promise.all(servers.map((s) => healthy(s)));
} catch (error) {
  stopping = true;
  await Promise.all(servers.map((server) => stopInstance(server, 'SIGINT')));
  fail(error.message);
}
const balancer = spawn('haproxy', ['-db', '-f', configFile], { stdio: 'inherit' });
balancer.on('exit', (code) => {
  if (!stopping) {
    console.error(`[cluster] HAProxy exited (${code})`);
    void shutdown(1);
  }
});
console.log(`\n[cluster] Frontdesk is running at http://localhost:${port} (HAProxy in front of ${servers.map((s) => `${s.name} :${s.port}`).join(', ')})`);
console.log(`[cluster] kill -HUP ${process.pid} restarts the instances one at a time; Ctrl-C stops everything\n`);

let restarting = false;
/** A deploy: each instance in turn drained and stopped, started again and back in rotation before the next. */
async function rollingRestart() {
  if (restarting || stopping) return;
  restarting = true;
  const started = Date.now();
  try {
    for (const server of servers) {
      console.log(`[cluster] restarting ${server.name}`);
      server.restarting = true;
      await stopInstance(server);
      if (stopping) return;
      startInstance(server);
      server.restarting = false;
      await healthy(server);
      // back in rotation once the balancer has seen it healthy RISE times
      await sleep((RISE + 1) * CHECK_MS);
    }
    console.log(`[cluster] rolling restart done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    console.error(`[cluster] rolling restart stopped: ${error.message}`);
  } finally {
    restarting = false;
  }
}

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('[cluster] stopping');
  balancer.kill('SIGTERM');
  await Promise.all(servers.map((server) => stopInstance(server, 'SIGINT')));
  rmSync(scratch, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGHUP', () => void rollingRestart());
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
