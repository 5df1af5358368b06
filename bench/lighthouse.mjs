// @ts-check
// pnpm bench:lighthouse — Lighthouse's mobile performance score of the public pages, as served.
//
// Needs the builds (`pnpm build`): the shell and remotes' dist, and payments' and bookings'
// dist/standalone. Starts the api as `pnpm start:app` does (api/src/main.ts, demo on) on a free
// port against a throwaway in-memory database (FRONTDESK_DATA_DIR=memory://); it serves the composed
// app: /login, /home. The standalone pages (/book, /pay/{id}) are deployed at their own origin
// (docs/decisions/0005): each remote's dist/standalone is served by a small static server here, as a
// CDN would serve it: gzip when asked, hashed files immutable, index.html for page routes.
// Runs Lighthouse 12 (pinned, through npx; bench/README.md says why) in Debian's Chromium with the
// default mobile profile (Moto G Power, simulated slow 4G, 4× CPU slowdown), performance only,
// `--runs` times per page (default 3), and keeps the median run by score.
// Writes bench/results/lighthouse.{md,json} (or lighthouse-<label>.{md,json} with --label=<label>).
//
// Options: --runs=3, --label=before, --pages=/login,/book (a subset), --standalone-from=<dir> (serve
// <dir>/<remote>/standalone instead of the remote's dist/standalone, e.g. an earlier build).
import { spawn, execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const TARGET_SCORE = 90;

const repo = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(repo, 'bench/results');
const platform = JSON.parse(readFileSync(path.join(repo, 'shared/platform.json'), 'utf8'));
const args = process.argv.slice(2);
const arg = (/** @type {string} */ name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(arg('runs') ?? 3);
const label = arg('label');
const only = arg('pages')?.split(',');
const standaloneFrom = arg('standalone-from');

/**
 * The pages scored. `server`: the api (the composed app) or a remote's standalone page.
 * `target`: the score the page must reach (issue 8: the standalone public pages ≥ 90).
 * @type {{ path: string, server: 'api' | 'bookings' | 'payments', target?: number }[]}
 */
const pages = [
  { path: '/login', server: 'api' },
  { path: '/home', server: 'api' },
  { path: '/book', server: 'bookings', target: TARGET_SCORE },
  { path: '/pay/abc123', server: 'payments', target: TARGET_SCORE },
].filter((p) => !only || only.includes(p.path));

// ---------------------------------------------------------------- servers

/** A free TCP port on 127.0.0.1. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });

/** The api on a free port, with an in-memory database; resolves once /api/health answers. */
async function startApi() {
  const port = await freePort();
  const api = path.join(repo, 'api');
  const child = spawn(path.join(api, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: api,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', FRONTDESK_DEMO: 'true', FRONTDESK_DATA_DIR: 'memory://' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the api stopped (${child.exitCode}):\n${log}`);
    const ok = await fetch(`${origin}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { origin, stop: () => child.kill('SIGTERM') };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`the api did not answer /api/health in 2 minutes:\n${log}`);
}

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.css': 'text/css', '.svg': 'image/svg+xml', '.map': 'application/json' };
const HASHED = /\.[0-9a-f]{8}\.js$/;

/** A remote's standalone page at its own origin's root, compressed as a CDN serves it. @param {string} remote */
async function startStandalone(remote) {
  const root = standaloneFrom
    ? path.resolve(standaloneFrom, remote, 'standalone')
    : path.join(repo, platform.remotes[remote].folder, 'dist/standalone');
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`${path.relative(repo, root)} has no build: run pnpm build`);
  /** @type {Map<string, Buffer>} */
  const gzipped = new Map();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(root, path.normalize(decodeURIComponent(url.pathname)));
    const isFile = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
    if (!isFile && path.extname(url.pathname)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('not found');
    }
    const target = isFile ? file : path.join(root, 'index.html');
    const headers = {
      'Content-Type': TYPES[path.extname(target)] ?? 'application/octet-stream',
      'Cache-Control': HASHED.test(target) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    let body = readFileSync(target);
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      if (!gzipped.has(target)) gzipped.set(target, gzipSync(body, { level: 9 }));
      body = /** @type {Buffer} */ (gzipped.get(target));
      headers['Content-Encoding'] = 'gzip';
    }
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

// ---------------------------------------------------------------- lighthouse

/** One Lighthouse run (mobile, performance only): its JSON report. @param {string} url */
async function lighthouse(url) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'frontdesk-lh-'));
  const report = path.join(dir, 'report.json');
  try {
    await promisify(execFile)(
      'npx',
      ['--yes', LIGHTHOUSE, url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${report}`, `--chrome-flags=${CHROME_FLAGS} --user-data-dir=${path.join(dir, 'profile')}`],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
    );
    return JSON.parse(readFileSync(report, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The figures kept from a report. @param {any} lhr */
function figures(lhr) {
  const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue;
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const script = resources.find((/** @type {any} */ r) => r.resourceType === 'script') ?? {};
  const total = resources.find((/** @type {any} */ r) => r.resourceType === 'total') ?? {};
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: +(audit('cumulative-layout-shift') ?? 0).toFixed(3),
    speedIndexMs: Math.round(audit('speed-index')),
    scriptRequests: script.requestCount ?? 0,
    scriptTransferBytes: script.transferSize ?? 0,
    totalTransferBytes: total.transferSize ?? 0,
    runWarnings: lhr.runWarnings ?? [],
  };
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  if (!existsSync(path.join(repo, platform.shell.folder, 'dist/index.html'))) throw new Error('shell/dist has no build: run pnpm build');
  /** @type {Record<string, { origin: string, stop: () => void }>} */
  const servers = {};
  const results = [];
  try {
    for (const page of pages) {
      servers[page.server] ??= page.server === 'api' ? await startApi() : await startStandalone(page.server);
      const url = servers[page.server].origin + page.path;
      const all = [];
      for (let i = 0; i < runs; i++) {
        const run = figures(await lighthouse(url));
        all.push(run);
        console.log(`${page.path} run ${i + 1}/${runs}: score ${run.score}, LCP ${(run.lcpMs / 1000).toFixed(1)} s, JS ${run.scriptRequests} files ${run.scriptTransferBytes.toLocaleString('en')} B transferred`);
      }
      const median = [...all].sort((a, b) => a.score - b.score)[Math.floor(all.length / 2)];
      results.push({ page: page.path, served: page.server === 'api' ? 'api (composed app)' : `${page.server} dist/standalone`, target: page.target, median, runs: all });
    }
  } finally {
    for (const server of Object.values(servers)) server.stop();
  }

  const met = (/** @type {any} */ r) => !r.target || r.median.score >= r.target;
  const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    '| page | served by | score | LCP | FCP | TBT | CLS | JS files | JS transferred | target |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|---|',
    ...results.map((r) =>
      `| ${r.page} | ${r.served} | **${r.median.score}** | ${s(r.median.lcpMs)} | ${s(r.median.fcpMs)} | ${r.median.tbtMs} ms | ${r.median.cls} | ${r.median.scriptRequests} | ${r.median.scriptTransferBytes.toLocaleString('en')} B | ${r.target ? `≥ ${r.target} ${met(r) ? 'met' : '**NOT met**'}` : ''} |`),
  ];
  console.log(`\n${lines.join('\n')}`);
  const stamp = new Date().toISOString();
  const name = label ? `lighthouse-${label}` : 'lighthouse';
  const meta = { date: stamp, lighthouse: LIGHTHOUSE, chromium: CHROMIUM, node: process.version, cpus: os.cpus().length, runs, profile: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown)' };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify({ ...meta, results }, null, 2)}\n`);
  writeFileSync(
    path.join(resultsDir, `${name}.md`),
    [
      `# Lighthouse: mobile performance${label ? ` (${label})` : ''}`,
      '',
      `${stamp} · ${LIGHTHOUSE}, Debian Chromium, Node ${process.version}, ${meta.cpus} cores · median of ${runs} run(s) per page by score · ` +
        'mobile profile (simulated slow 4G, 4× CPU slowdown)',
      '',
      ...lines,
      '',
      'The api serves the composed app without compression (api/src/modules/static/routes.ts); the standalone pages are',
      'served gzip-compressed, as a CDN would. Runs: bench/results/' + name + '.json.',
      '',
    ].join('\n'),
  );
  console.log(`results: bench/results/${name}.{md,json}`);
  if (!results.every(met)) console.log('A page is under its target score (reported, not an error).');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
