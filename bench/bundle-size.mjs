// @ts-check
// pnpm bench:bundle-size — what a first visit costs in JavaScript, composed vs one bundle.
//
// Builds the composed app (shell + remotes, Module Federation, as `pnpm build` does) into
// bench/.out/composed and a single-bundle build of the same pages (bench/single-bundle) into
// bench/.out/single, serves each with a small static server, opens Debian's Chromium and, for a
// first visit (empty cache) to /login, /register, /home, /book and /pay/{id} (signed out; public
// pages, which the composed site answers with their owner's standalone page, as the api does) and
// /app/checkout (signed in), records every JavaScript response: count, raw bytes and gzip -9 bytes of the body. Prints a table, the
// ratio composed / single-bundle per page and the budgets; writes bench/results/bundle-size.{json,md}.
//
// Options: --no-build (measure the last outputs), --remotes=payments,bookings (or BENCH_REMOTES;
// default: every remote with a src/app.ts). Exits non-zero on errors only, not on missing the target.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS } from '../e2e/chromium.mjs';

const TARGET = 1.1;
const repo = path.resolve(import.meta.dirname, '..');
const out = path.join(repo, 'bench/.out');
const resultsDir = path.join(repo, 'bench/results');
const platform = JSON.parse(readFileSync(path.join(repo, 'shared/platform.json'), 'utf8'));

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const remotesArg = args.find((a) => a.startsWith('--remotes='))?.slice('--remotes='.length) ?? process.env.BENCH_REMOTES;
const wanted = remotesArg
  ?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
/** @type {[string, string][]} remote name → package folder */
const remotes = Object.entries(platform.remotes)
  .filter(([name, r]) => existsSync(path.join(repo, r.folder, 'src/app.ts')) && (!wanted || wanted.includes(name)))
  .map(([name, r]) => [name, r.folder]);

/** The demo admin's email: the api's demo business (api/src/demo/demo.ts, one source), read through tsx. */
const demoEmail = execFileSync(
  path.join(repo, 'api/node_modules/.bin/tsx'),
  ['--eval', "import { DEMO_EMAIL } from './src/demo/demo.ts'; process.stdout.write(DEMO_EMAIL)"],
  { cwd: path.join(repo, 'api'), encoding: 'utf8' },
);
/** What the login-with-token restore answers for the signed-in visit (no api runs in the benchmark). */
const restored = {
  csrfmiddlewaretoken: 'bench-token',
  user: {
    id: 'bench-user',
    avatar: '',
    bio: '',
    firstName: 'Dana',
    lastName: 'Demo',
    email: demoEmail,
    phone: '5550100100',
    role: 'admin',
    can_switch_to_signpad: true,
    mode: 'staff',
    settings: { asset_types: {}, register: 'Front Desk' },
  },
};

/**
 * What the pay page's read of its link answers (no api runs): a link to pay, so the visit shows
 * what a customer's does (the bill, the card form), shaped like the api's PayLinkView.
 */
const payLink = {
  businessName: 'Bench Grooming',
  invoiceNumber: 1,
  currency: 'USD',
  amountMinor: 9_100,
  totalMinor: 9_100,
  lines: [
    { name: 'Full groom', quantity: 1, totalMinor: 8_500 },
    { name: 'Nail trim', quantity: 2, totalMinor: 600 },
  ],
  expiresAt: '2099-01-01T00:00:00.000Z',
};

/** What a business's booking page reads first (GET /api/book/businesses/{id}): its services and team. */
const BOOK_BUSINESS = '00000000-0000-4000-8000-00000000b00c';
const bookView = {
  businessName: 'Bench Grooming',
  timeZone: 'America/New_York',
  currency: 'USD',
  firstDay: '2099-01-01',
  lastDay: '2099-03-01',
  cancelCutoffHours: 24,
  services: [
    { id: 's1', name: 'Full groom', category: 'Grooming', durationMinutes: 120, priceMinor: 8_500, depositMinor: 2_125, assetType: null, staffIds: ['m1'] },
    { id: 's2', name: 'Nail trim', category: 'Grooming', durationMinutes: 15, priceMinor: 1_500, depositMinor: 0, assetType: null, staffIds: ['m1'] },
  ],
  staff: [{ id: 'm1', name: 'Riley Chen', color: '#c41d7f' }],
};

/**
 * The public pages (route table: open to a signed-out visitor, not a redirect) as
 * `[path pattern, owner]`, read from the one route table through tsx: the composed site answers
 * them with their owner's standalone page, as the api does (api/src/modules/static/routes.ts).
 * @type {[string, string][]}
 */
const publicRoutes = JSON.parse(
  execFileSync(
    path.join(repo, 'api/node_modules/.bin/tsx'),
    [
      '--eval',
      "import { routeEntries } from '../shared/src/routes/routeTable.ts'; process.stdout.write(JSON.stringify(routeEntries.filter(([, r]) => r.access !== 'app' && !r.redirect).map(([, r]) => [r.path, r.owner])))",
    ],
    { cwd: path.join(repo, 'api'), encoding: 'utf8' },
  ),
);
const patternOf = (/** @type {string} */ route) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`);

/**
 * The pages measured. `budget`: the most gzip bytes of JS its first visit may fetch (issue 8:
 * signed-out pages 200 KB, /book and /pay 150 KB; KB = 1,000 bytes). On the composed site a public
 * page is its owner's standalone page, compared with the same page of the single-bundle app.
 * `answers`: api reads answered for the page (URL pattern → JSON body); any other /api call is 404.
 * @type {{ path: string, signedIn: boolean, heading: RegExp, budget?: number, answers?: Record<string, unknown> }[]}
 */
const pages = [
  { path: '/login', signedIn: false, heading: /sign in/i, budget: 200_000 },
  { path: '/register', signedIn: false, heading: /create your frontdesk account/i, budget: 200_000 },
  { path: '/home', signedIn: false, heading: /run your service business/i, budget: 200_000 },
  { path: '/pricing', signedIn: false, heading: /simple pricing/i, budget: 200_000 },
  { path: '/docs/welcome', signedIn: false, heading: /^welcome$/i, budget: 200_000 },
  { path: '/app/checkout', signedIn: true, heading: /checkout/i },
  // a business's booking page, its services listed (the whole booking flow is in its first scripts)
  {
    path: `/book?business=${BOOK_BUSINESS}`,
    signedIn: false,
    heading: /bench grooming/i,
    budget: 150_000,
    answers: { [`**/api/book/businesses/${BOOK_BUSINESS}`]: bookView },
  },
  { path: '/pay/abc123', signedIn: false, heading: /bench grooming/i, budget: 150_000, answers: { '**/api/pay/abc123': payLink } },
];

// ---------------------------------------------------------------- build

/** @param {string} cwd @param {string[]} argv @param {Record<string, string>} env */
function run(cwd, argv, env = {}) {
  return new Promise((resolve, reject) => {
    const bin = path.join(cwd, 'node_modules/.bin/webpack');
    const child = spawn(bin, argv, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(log) : reject(new Error(`webpack in ${path.relative(repo, cwd) || '.'} failed (${code}):\n${log}`))));
  });
}

/** Runs jobs two at a time, as `pnpm build` does (--workspace-concurrency=2). */
async function pool(jobs, size = 2) {
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await job();
    }),
  );
}

async function buildAll() {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const times = {};
  const packages = [['shell', platform.shell.folder], ...remotes];

  let t = performance.now();
  await pool(
    packages.map(
      ([name, folder]) =>
        () =>
          run(path.join(repo, folder), ['--mode', 'production'], { FRONTDESK_OUT_DIR: path.join(out, 'composed', name) }),
    ),
  );
  times.composed = Math.round(performance.now() - t);
  console.log(`composed build (shell + ${remotes.map(([n]) => n).join(', ') || 'no remotes'}): ${(times.composed / 1000).toFixed(1)} s`);

  t = performance.now();
  await run(path.join(repo, platform.shell.folder), ['--mode', 'production', '--config', path.join(repo, 'bench/single-bundle/webpack.config.mjs')], {
    BENCH_REMOTES: remotes.map(([n]) => n).join(',') || '-',
  });
  times.single = Math.round(performance.now() - t);
  console.log(`single-bundle build: ${(times.single / 1000).toFixed(1)} s`);
  return times;
}

// ---------------------------------------------------------------- serve

const TYPES = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.css': 'text/css',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
};

/** A package's standalone page in the composed build. @param {string} owner */
const standalonePage = (owner) => path.join(out, 'composed', owner, 'standalone', 'index.html');

/**
 * Whose standalone page the composed site answers a path with, as the api does: the owner of the
 * public route, if it built one. @param {string} pathname @returns {string | undefined}
 */
function standaloneOwnerOf(pathname) {
  const owner = publicRoutes.find(([route]) => patternOf(route).test(pathname))?.[1];
  return owner && existsSync(standalonePage(owner)) ? owner : undefined;
}

/**
 * A static server for one build, routed as the api routes production. Composed: the shell at /,
 * each remote at /remotes/<name>/, /remotes.json naming their manifests, a public page's
 * standalone page for it. Single: its files at /. Both: /config.json, index.html for pages, 404
 * for /api (the benchmark answers /api/login/token itself).
 * @param {'composed' | 'single'} kind
 */
function serve(kind) {
  const root = path.join(out, kind === 'composed' ? 'composed/shell' : 'single');
  const remotesJson = Object.fromEntries(remotes.map(([name]) => [name, `/remotes/${name}/mf-manifest.json`]));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (code, type, body) => {
      res.writeHead(code, { 'Content-Type': type, 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' });
      res.end(body);
    };
    if (url.pathname === '/config.json') return send(200, TYPES['.json'], JSON.stringify({ demo: false }));
    if (url.pathname === '/remotes.json') return send(200, TYPES['.json'], JSON.stringify(kind === 'composed' ? remotesJson : {}));
    if (url.pathname.startsWith('/api/')) return send(404, 'application/problem+json', JSON.stringify({ title: 'Not Found', status: 404 }));
    if (url.pathname === '/favicon.ico') return send(204, 'image/x-icon', '');
    let dir = root;
    let rel = url.pathname;
    const remote = kind === 'composed' && rel.match(/^\/remotes\/([^/]+)\/(.*)$/);
    if (remote) {
      dir = path.join(out, 'composed', remote[1]);
      rel = `/${remote[2]}`;
    }
    const file = path.join(dir, path.normalize(decodeURIComponent(rel)));
    if (file.startsWith(dir) && existsSync(file) && statSync(file).isFile()) {
      return send(200, TYPES[path.extname(file)] ?? 'application/octet-stream', readFileSync(file));
    }
    if (!remote && !path.extname(rel)) {
      const owner = kind === 'composed' ? standaloneOwnerOf(url.pathname) : undefined;
      const page = owner ? standalonePage(owner) : path.join(root, 'index.html');
      return send(200, TYPES['.html'], readFileSync(page));
    }
    return send(404, 'text/plain', 'not found');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ---------------------------------------------------------------- measure

/**
 * One first visit in a fresh browser context: every JavaScript response of the page.
 * @param {import('playwright-core').Browser} browser @param {string} origin @param {typeof pages[number]} target
 */
async function visit(browser, origin, target) {
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
  const problems = [];
  if (target.signedIn) {
    await context.addInitScript(() => localStorage.setItem('frontdesk.accessToken', 'bench-token'));
    await context.route('**/api/login/token', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(restored) }));
  }
  for (const [pattern, body] of Object.entries(target.answers ?? {})) {
    await context.route(pattern, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }));
  }
  const page = await context.newPage();
  // the browser's line about an /api call answered 404 (by this benchmark, on purpose) is not the page's error
  const answered404 = (/** @type {import('playwright-core').ConsoleMessage} */ m) =>
    m.text().startsWith('Failed to load resource') && new URL(m.location().url || '/', origin).pathname.startsWith('/api/');
  page.on('console', (m) => {
    if (m.type() === 'error' && !answered404(m)) problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  /** @type {Promise<{ url: string, raw: number, gzip: number }>[]} */
  const scripts = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    scripts.push(
      response.body().then((body) => ({
        url: response.url().replace(origin, ''),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });

  await page.goto(origin + target.path, { waitUntil: 'networkidle' });
  const heading = page.getByRole('heading', { level: 1, name: target.heading });
  await heading.first().waitFor({ state: 'visible', timeout: 30_000 });
  // anything the page fetches after its heading (lazy chunks, preloads) belongs to the visit
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(scripts)).sort((a, b) => b.raw - a.raw);
  await context.close();
  return {
    files,
    count: files.length,
    raw: files.reduce((n, f) => n + f.raw, 0),
    gzip: files.reduce((n, f) => n + f.gzip, 0),
    problems,
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);

async function main() {
  if (remotes.length === 0) console.warn('warning: no remote has a src/app.ts; /app/checkout will show the load error');
  if (!remotes.some(([n]) => n === 'payments')) console.warn('warning: payments is not built; /app/checkout is its page');
  const buildTimes = build ? await buildAll() : null;
  for (const kind of ['composed', 'single']) {
    if (!existsSync(path.join(out, kind === 'composed' ? 'composed/shell' : 'single', 'index.html'))) {
      throw new Error(`bench/.out/${kind} has no build: run without --no-build`);
    }
  }

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROME_FLAGS,
  });
  const results = [];
  try {
    for (const target of pages) {
      const row = {
        page: target.path,
        signedIn: target.signedIn,
        budget: target.budget,
        standalone: standaloneOwnerOf(new URL(target.path, 'http://bench').pathname),
      };
      for (const kind of /** @type {const} */ (['composed', 'single'])) {
        const server = await serve(kind);
        const address = /** @type {import('node:net').AddressInfo} */ (server.address());
        try {
          row[kind] = await visit(browser, `http://127.0.0.1:${address.port}`, target);
        } finally {
          server.close();
        }
        if (row[kind].problems.length) {
          throw new Error(`${kind} ${target.path}: errors in the page:\n  ${row[kind].problems.join('\n  ')}`);
        }
      }
      row.ratio = {
        raw: +(row.composed.raw / row.single.raw).toFixed(3),
        gzip: +(row.composed.gzip / row.single.gzip).toFixed(3),
      };
      results.push(row);
    }
  } finally {
    await browser.close();
  }

  // ---- report (the target is checked on both raw and gzip bytes, per page)
  const withinBudget = (r) => !r.budget || r.composed.gzip <= r.budget;
  const pageMet = (r) => r.ratio.raw <= TARGET && r.ratio.gzip <= TARGET && withinBudget(r);
  const met = results.every(pageMet);
  const x = (n) => `${n.toFixed(3)}×`;
  const builtAs = (r, kind) => (kind === 'single' ? 'single bundle' : r.standalone ? `standalone (${r.standalone})` : 'composed');
  const lines = [`| page | build | JS files | raw | gzip -9 | budget (gzip) |`, `|---|---|--:|--:|--:|--:|`];
  for (const r of results) {
    for (const kind of ['composed', 'single']) {
      const budget = kind === 'composed' && r.budget ? `${r.budget.toLocaleString('en')} B ${withinBudget(r) ? 'met' : '**NOT met**'}` : '';
      lines.push(
        `| ${r.page} | ${builtAs(r, kind)} | ${r[kind].count} | ${r[kind].raw.toLocaleString('en')} B (${kb(r[kind].raw)}) | ${r[kind].gzip.toLocaleString('en')} B (${kb(r[kind].gzip)}) | ${budget} |`,
      );
    }
    lines.push(`| ${r.page} | **${r.standalone ? 'standalone' : 'composed'} / single** | | **${x(r.ratio.raw)}** | **${x(r.ratio.gzip)}** | |`);
  }
  const verdicts = results.map(
    (r) =>
      `${r.page}: target ${pageMet(r) ? 'met' : 'NOT met'} (raw ${x(r.ratio.raw)}, gzip ${x(r.ratio.gzip)}; target ≤ ${TARGET.toFixed(2)}× on both` +
      (r.budget ? `; ${r.composed.gzip.toLocaleString('en')} B gzip, budget ${r.budget.toLocaleString('en')} B` : '') +
      ')',
  );
  const verdict = met
    ? `Target met: composed ≤ ${TARGET.toFixed(2)}× single bundle (raw and gzip) and within its budget on every page.`
    : `Target NOT met on ${results
        .filter((r) => !pageMet(r))
        .map((r) => r.page)
        .join(', ')} (composed ≤ ${TARGET.toFixed(2)}× single bundle, raw and gzip; budgets).`;

  console.log('');
  console.log(`${pad('page', 15)}${pad('build', 24)}${padL('files', 6)}${padL('raw', 14)}${padL('gzip', 14)}`);
  for (const r of results) {
    for (const kind of ['composed', 'single']) {
      console.log(`${pad(r.page, 15)}${pad(builtAs(r, kind), 24)}${padL(r[kind].count, 6)}${padL(kb(r[kind].raw), 14)}${padL(kb(r[kind].gzip), 14)}`);
    }
    console.log(`${pad(r.page, 15)}${pad('ratio', 24)}${padL('', 6)}${padL(x(r.ratio.raw), 14)}${padL(x(r.ratio.gzip), 14)}`);
  }
  console.log('');
  for (const line of verdicts) console.log(line);
  console.log(verdict);

  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString();
  const meta = {
    date: stamp,
    node: process.version,
    cpus: os.cpus().length,
    remotes: remotes.map(([n]) => n),
    buildMs: buildTimes,
    target: TARGET,
    targetMet: met,
  };
  writeFileSync(path.join(resultsDir, 'bundle-size.json'), `${JSON.stringify({ ...meta, results }, null, 2)}\n`);
  const md = [
    `# Bundle size: first visit, composed vs single bundle`,
    ``,
    `${stamp} · remotes built: ${meta.remotes.join(', ') || 'none'}` +
      (buildTimes
        ? ` · build: composed ${(buildTimes.composed / 1000).toFixed(1)} s, single ${(buildTimes.single / 1000).toFixed(1)} s (${meta.cpus} cores)`
        : ''),
    ``,
    ...lines,
    ``,
    ...verdicts.map((v) => `- ${v}`),
    ``,
    verdict,
    ``,
    `Files per visit (raw / gzip -9 bytes):`,
    ``,
    ...results.flatMap((r) =>
      ['composed', 'single'].flatMap((kind) => [`- ${r.page}, ${builtAs(r, kind)}: ${r[kind].files.map((f) => `\`${f.url}\` ${f.raw}/${f.gzip}`).join(', ')}`]),
    ),
    ``,
  ].join('\n');
  writeFileSync(path.join(resultsDir, 'bundle-size.md'), md);
  console.log(`results: ${path.relative(repo, path.join(resultsDir, 'bundle-size.json'))}, ${path.relative(repo, path.join(resultsDir, 'bundle-size.md'))}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
