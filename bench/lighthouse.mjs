// @ts-check
// pnpm bench:lighthouse — Lighthouse's mobile performance score of the public pages, as served;
// with --desk, the desk's own signed-in pages (issue 33 §9), each on desktop and on mobile.
//
// Needs the builds (`pnpm build`). Starts the api as `pnpm start:app` does (api/src/main.ts, demo
// on) on a free port against a throwaway in-memory database (FRONTDESK_DATA_DIR=memory://): it
// serves every page as production does, a public page with its owner's standalone page, scripts
// in their prebuilt brotli or gzip copies (docs/decisions/0013-first-visit.md).
// Runs Lighthouse 12 (pinned, through npx; bench/README.md says why) in Debian's Chromium with the
// default mobile profile (Moto G Power, simulated slow 4G, 4× CPU slowdown), performance only,
// `--runs` times per page (default 3), and keeps the median run by score.
// Writes bench/results/lighthouse.{md,json} (or lighthouse-<label>.{md,json} with --label=<label>).
//
// Options: --runs=3, --label=before, --pages=/login,/book (a subset), --desk (the signed-in pages,
// writes lighthouse-desk[-label].*), --reports=<dir> (keeps each run's whole report there). The desk is signed in as a person is: the demo admin signs in
// on /login in a Chromium profile (playwright-core), and each run starts from a copy of that
// profile with its HTTP cache emptied (a cold visit, the session and the saved token kept) and
// Lighthouse told not to reset the storage.
import { spawn, execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CHROME_FLAGS as CHROME_FLAG_LIST } from '../e2e/chromium.mjs';
import { promisify } from 'node:util';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = CHROME_FLAG_LIST.join(' ');
const TARGET_SCORE = 90;

const repo = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(repo, 'bench/results');
const platform = JSON.parse(readFileSync(path.join(repo, 'shared/platform.json'), 'utf8'));
const args = process.argv.slice(2);
const arg = (/** @type {string} */ name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(arg('runs') ?? 3);
const label = arg('label');
const only = arg('pages')?.split(',');
const desk = args.includes('--desk');
/** --reports=<dir>: keep each run's whole Lighthouse report there (to see where the time goes). */
const reportsDir = arg('reports');

/** The docs' first impressions (issue 35 §6): /home, /pricing and /docs/* ≥ 95 on mobile. */
const DOCS_TARGET = 95;

/** The desk's targets (issue 33 §9): desktop ≥ 90, mobile ≥ 75. */
const DESK_TARGETS = { desktop: 90, mobile: 75 };

/**
 * The pages scored, all public. `target`: the score the page must reach (issue 8: /book and
 * /pay/{id} ≥ 90; issue 35: /home, /pricing and /docs/* ≥ 95).
 * @type {{ path: string, target?: number }[]}
 */
const publicPages = [
  { path: '/login' },
  { path: '/home', target: DOCS_TARGET },
  { path: '/pricing', target: DOCS_TARGET },
  { path: '/docs/welcome', target: DOCS_TARGET },
  { path: '/book', target: TARGET_SCORE },
  { path: '/pay/abc123', target: TARGET_SCORE },
];
/** The desk's pages, signed in, each scored on desktop and on mobile. @type {{ path: string, target?: number, formFactor?: 'desktop' | 'mobile' }[]} */
const deskPages = ['/app/checkout', '/app/calendar', '/app/bookings', '/app/invoices'].flatMap((path) =>
  /** @type {const} */ (['desktop', 'mobile']).map((formFactor) => ({ path, formFactor, target: DESK_TARGETS[formFactor] })),
);
/** @type {{ path: string, target?: number, formFactor?: 'desktop' | 'mobile' }[]} */
const pages = (desk ? deskPages : publicPages).filter((p) => !only || only.includes(p.path));

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
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { origin, stop: () => child.kill('SIGTERM') };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`the api did not answer /api/health in 2 minutes:\n${log}`);
}

// ---------------------------------------------------------------- lighthouse

/**
 * Lighthouse's runtime errors that say the trace went wrong and to run it again (seen here with
 * Chromium 156: NO_NAVSTART on about one run in ten); anything else fails the bench at once.
 */
const RETRIED = /\((NO_NAVSTART|NO_FCP|NO_TRACING_STARTED|NO_DOCUMENT_REQUEST)\)/;
const ATTEMPTS = 3;

/**
 * A Chromium profile signed in as the demo admin through /login (the session's cookie and the
 * token the app keeps in localStorage), its HTTP cache emptied: a desk run's starting point.
 * @param {string} origin
 */
async function signedInProfile(origin) {
  const { chromium } = await import('playwright-core');
  const profile = mkdtempSync(path.join(os.tmpdir(), 'frontdesk-lh-signed-in-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROME_FLAGS.split(' ') });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill('demo@frontdesk.app');
    await page.getByLabel('Password', { exact: true }).fill('frontdesk-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((address) => address.pathname.startsWith('/app'));
  } finally {
    await context.close();
  }
  for (const cache of ['Default/Cache', 'Default/Code Cache', 'Default/GPUCache']) rmSync(path.join(profile, cache), { recursive: true, force: true });
  return profile;
}

/**
 * One Lighthouse run, tried again (at most ATTEMPTS times) on a runtime error in RETRIED.
 * @param {string} url
 * @param {{ formFactor?: 'desktop' | 'mobile', profile?: string }} [options]
 */
async function lighthouse(url, options = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, options);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const code = message.match(RETRIED)?.[1];
      if (!code || attempt === ATTEMPTS) throw error;
      console.log(`${url}: Lighthouse stopped with ${code}; running it again (${attempt + 1}/${ATTEMPTS})`);
    }
  }
}

/**
 * One Lighthouse run (performance only; mobile unless `formFactor` says desktop, Lighthouse's desktop
 * preset), from a copy of a signed-in profile when given: its JSON report.
 * @param {string} url
 * @param {{ formFactor?: 'desktop' | 'mobile', profile?: string }} options
 */
async function lighthouseOnce(url, { formFactor = 'mobile', profile }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'frontdesk-lh-'));
  const report = path.join(dir, 'report.json');
  if (profile) cpSync(profile, path.join(dir, 'profile'), { recursive: true });
  try {
    await promisify(execFile)(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${report}`,
        `--chrome-flags=${CHROME_FLAGS} --user-data-dir=${path.join(dir, 'profile')}`,
        ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
        ...(profile ? ['--disable-storage-reset'] : []),
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
    );
    const lhr = JSON.parse(readFileSync(report, 'utf8'));
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}-${formFactor}-${Date.now()}.json`;
      writeFileSync(path.join(reportsDir, name), JSON.stringify(lhr));
    }
    return lhr;
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
    finalUrl: lhr.finalDisplayedUrl,
  };
}

// ---------------------------------------------------------------- what a target needs

/**
 * Lighthouse 12's performance score: each metric scored on its log-normal curve ({p10, median},
 * as Lighthouse publishes them), weighted FCP 10, SI 10, LCP 25, TBT 30, CLS 25 (decision 0047).
 */
const CURVES = {
  mobile: { fcp: [1800, 3000], si: [3387, 5800], lcp: [2500, 4000], tbt: [200, 600], cls: [0.1, 0.25] },
  desktop: { fcp: [934, 1600], si: [1311, 2300], lcp: [1200, 2400], tbt: [150, 350], cls: [0.1, 0.25] },
};
const WEIGHTS = { fcp: 10, si: 10, lcp: 25, tbt: 30, cls: 25 };

/** The complementary error function (Numerical Recipes' erfcc, |error| < 1.2e-7). @param {number} x */
function erfc(x) {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** A metric's score on its curve. @param {number[]} curve [p10, median] @param {number} value */
function metricScore([p10, median], value) {
  const sigma = Math.abs(Math.log(p10 / median)) / (Math.SQRT2 * 0.9061938024368232);
  return Math.min(1, Math.max(0, erfc(Math.log(Math.max(value, 1e-6) / median) / (Math.SQRT2 * sigma)) / 2));
}

/**
 * The largest total blocking time (10 ms steps) at which the run, its other metrics as measured,
 * would reach `target`; null when no TBT would.
 * @param {any} lhr @param {number} target
 */
function tbtForTarget(lhr, target) {
  const curves = /** @type {Record<string, number[]>} */ (CURVES[lhr.configSettings.formFactor === 'desktop' ? 'desktop' : 'mobile']);
  const metrics = lhr.audits.metrics?.details?.items?.[0];
  if (!metrics) return null;
  /** @type {Record<string, number>} */
  const measured = {
    fcp: metrics.firstContentfulPaint,
    si: metrics.speedIndex,
    lcp: metrics.largestContentfulPaint,
    cls: metrics.cumulativeLayoutShift ?? 0,
  };
  const score = (/** @type {number} */ tbt) =>
    Object.entries(WEIGHTS).reduce((sum, [key, weight]) => sum + weight * metricScore(curves[key], key === 'tbt' ? tbt : measured[key]), 0);
  for (let tbt = 20_000; tbt >= 0; tbt -= 10) if (score(tbt) >= target) return tbt;
  return null;
}

/** The demo admin signed in: the session's cookies (as a Cookie header) and a signed-in read. @param {string} origin */
async function signIn(origin) {
  const csrf = await fetch(`${origin}/api/csrf`);
  const cookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
  const { csrfmiddlewaretoken: token } = await csrf.json();
  const headers = () => ({ 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-csrftoken': token, cookie: cookies.join('; ') });
  const login = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ email: 'demo@frontdesk.app', password: 'frontdesk-demo' }),
  });
  cookies.push(...login.headers.getSetCookie().map((c) => c.split(';')[0]));
  return { get: (/** @type {string} */ apiPath) => fetch(`${origin}${apiPath}`, { headers: headers() }).then((r) => r.json()) };
}

/** The demo business's booking page (/book?business={id}), as its Online booking page gives it. @param {{ get: (path: string) => Promise<any> }} session */
async function demoBookingPage(session) {
  return (await session.get('/api/booking-settings')).pagePath;
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  if (!existsSync(path.join(repo, platform.shell.folder, 'dist/index.html'))) throw new Error('shell/dist has no build: run pnpm build');
  const loadBefore = os.loadavg()[0];
  const api = await startApi();
  const results = [];
  /** @type {string | undefined} */
  let profile;
  try {
    const session = await signIn(api.origin);
    const bookPage = await demoBookingPage(session);
    profile = desk ? await signedInProfile(api.origin) : undefined;
    for (const page of pages) {
      // /book is scored as a visitor opens it: the demo business's page, its services listed
      const url = api.origin + (page.path === '/book' ? bookPage : page.path);
      const formFactor = page.formFactor ?? 'mobile';
      const all = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await lighthouse(url, { formFactor, profile });
        const run = { ...figures(lhr), tbtForTargetMs: page.target ? tbtForTarget(lhr, page.target) : null };
        if (desk && run.finalUrl !== url) throw new Error(`${page.path} ended on ${run.finalUrl}: the desk was not signed in`);
        all.push(run);
        console.log(
          `${page.path} (${formFactor}) run ${i + 1}/${runs}: score ${run.score}, TBT ${run.tbtMs} ms, LCP ${(run.lcpMs / 1000).toFixed(1)} s, JS ${run.scriptRequests} files ${run.scriptTransferBytes.toLocaleString('en')} B transferred`,
        );
      }
      const median = [...all].sort((a, b) => a.score - b.score)[Math.floor(all.length / 2)];
      const html = await fetch(url).then((r) => r.text());
      const site = html.match(/src="(\/[^"]*?)[^/"]+\.js"/)?.[1] ?? '?';
      results.push({
        page: page.path,
        formFactor,
        served: site === '/' ? 'composed app' : `standalone page (${site})`,
        target: page.target,
        median,
        runs: all,
      });
    }
  } finally {
    api.stop();
    if (profile) rmSync(profile, { recursive: true, force: true });
  }

  const met = (/** @type {any} */ r) => !r.target || r.median.score >= r.target;
  const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    '| page | form factor | served by | score | LCP | FCP | TBT | TBT the target needs | CLS | JS files | JS transferred | target |',
    '|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    ...results.map(
      (r) =>
        `| ${r.page} | ${r.formFactor} | ${r.served} | **${r.median.score}** | ${s(r.median.lcpMs)} | ${s(r.median.fcpMs)} | ${r.median.tbtMs} ms | ${r.target ? (r.median.tbtForTargetMs === null ? 'none reaches it' : `≤ ${r.median.tbtForTargetMs} ms`) : ''} | ${r.median.cls} | ${r.median.scriptRequests} | ${r.median.scriptTransferBytes.toLocaleString('en')} B | ${r.target ? `≥ ${r.target} ${met(r) ? 'met' : '**NOT met**'}` : ''} |`,
    ),
  ];
  console.log(`\n${lines.join('\n')}`);
  const stamp = new Date().toISOString();
  const name = ['lighthouse', ...(desk ? ['desk'] : []), ...(label ? [label] : [])].join('-');
  const chromiumVersion = await promisify(execFile)(CHROMIUM, ['--version']).then(
    ({ stdout }) => stdout.trim(),
    () => CHROMIUM,
  );
  // Lighthouse multiplies the CPU time it observes: a busy machine lowers the score
  const loadAverage = +loadBefore.toFixed(2);
  const meta = {
    date: stamp,
    lighthouse: LIGHTHOUSE,
    chromium: chromiumVersion,
    loadAverage,
    node: process.version,
    cpus: os.cpus().length,
    runs,
    profile: desk
      ? 'signed in as the demo admin; desktop (Lighthouse desktop preset) and mobile (default: simulated slow 4G, 4x CPU slowdown)'
      : 'mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown)',
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify({ ...meta, results }, null, 2)}\n`);
  writeFileSync(
    path.join(resultsDir, `${name}.md`),
    [
      `# Lighthouse: ${desk ? "the desk's signed-in pages, desktop and mobile" : 'mobile performance'}${label ? ` (${label})` : ''}`,
      '',
      `${stamp} · ${LIGHTHOUSE}, ${chromiumVersion}, Node ${process.version}, ${meta.cpus} cores, load average ${loadAverage} before the runs · median of ${runs} run(s) per page by score · ` +
        (desk ? "signed in as the demo admin; Lighthouse's desktop preset and its mobile profile" : 'mobile profile (simulated slow 4G, 4× CPU slowdown)'),
      '',
      ...lines,
      '',
      'Served by the api as in production (api/src/modules/static/routes.ts). Runs: bench/results/' + name + '.json.',
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
