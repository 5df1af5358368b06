// pnpm bench:chat — a chat message's real-time delivery between two browsers (issue 35 §2).
//
// Needs the root build (the shell's and mfe-collab's dist) and Debian's Chromium at /usr/bin/chromium
// (CHROMIUM_PATH). With DATABASE_URL: a database created on that PostgreSQL server (dropped
// afterwards) and TWO API processes on it (127.0.0.1:8221 and :8222, BENCH_PORT and the next), so
// each message crosses instances: written through one, announced by PostgreSQL NOTIFY, heard by the
// other's LISTEN and streamed to the reader's tab from there. Without it: the embedded database in a
// temporary folder and one API process (127.0.0.1:8221). The API runs as `npm start` runs it
// (src/main.ts, compiled once: api/src/testing/apiProcess.ts), demo on.
//
// The demo admin invites a colleague (the outbox's link, accepted over HTTP) and writes to them
// once. In Chromium, each signs in through the login form in a browser context of their own, the
// admin on the first instance, the colleague on the last, and both open their thread. Then the admin
// sends --messages (100) messages one after another, after --warmup (5) not counted, as a person
// does: typed into the composer, Enter. A message's time runs from the Enter's keydown in the
// admin's page to its text appearing in the colleague's thread (a MutationObserver there), both on
// the same clock (performance.timeOrigin + now(), one machine): the POST, the commit and its NOTIFY,
// the event stream's `chat` event, the thread read again and drawn. The next message goes once the
// last arrived (at most 10 s each). 127.0.0.1 only.
//
// Writes bench/results/chat-latency-<database>.{json,md}: n, min, p50, p95, p99 and max, the commit,
// the machine and its load average before and after.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { repoRoot } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../api/src/demo/demo.ts';
import { compileApi, httpClient, startApiProcess, type ApiProcess } from '../api/src/testing/apiProcess.ts';
import { freshDatabase } from '../api/src/testing/harness.ts';
import { CHROME_FLAGS, CHROMIUM } from './chromium.mts';
import { commitOf, loadAverage } from './machine.mts';
import { ms, stats, type Stats } from './stats.mts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const MESSAGES = arg('messages', 100);
const WARMUP = arg('warmup', 5);
const PORT = Number(process.env.BENCH_PORT ?? 8221);
const COLLEAGUE_PASSWORD = 'colleague-password-1';
const ARRIVAL_TIMEOUT_MS = 10_000;
const load = loadAverage;

// In every page: when the admin presses Enter in the composer, and when a message's text appears.
const PAGE_CLOCK = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  window.__sentAt = 0;
  window.__arrived = {};
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && event.target instanceof HTMLTextAreaElement) window.__sentAt = now();
  }, true);
  new MutationObserver(() => {
    const log = document.querySelector('[role="log"]');
    if (!log) return;
    for (const match of log.textContent.matchAll(/bench-(\\d+)-end/g)) window.__arrived[match[1]] ??= now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

type Clocked = Window & { __sentAt: number; __arrived: Record<string, number> };

/** A browser context of its own, signed in through the login form at `address`, on the thread. */
async function openThread(browser: Browser, address: string, email: string, password: string, threadKey: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await context.addInitScript({ content: PAGE_CLOCK });
  const page = await context.newPage();
  await page.goto(`${address}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\//);
  await page.goto(`${address}/app/chat/${threadKey}`);
  // a loaded machine may take a while to boot the app the first time
  await page.getByRole('log').waitFor({ timeout: 120_000 });
  return page;
}

/** One message typed by the sender and the time until it is drawn in the reader's thread. */
async function timed(sender: Page, reader: Page, n: number): Promise<number> {
  const box = sender.getByRole('textbox', { name: 'Message' });
  await box.fill(`bench-${n}-end`);
  await box.press('Enter');
  const handle = await reader.waitForFunction((key) => (window as unknown as Clocked).__arrived[key], String(n), { timeout: ARRIVAL_TIMEOUT_MS });
  const arrived = (await handle.jsonValue()) as number;
  const sent = await sender.evaluate(() => (window as unknown as Clocked).__sentAt);
  // the composer is empty once the sender's POST answered: the next message is a new one
  await sender.waitForFunction(() => (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value === '');
  return arrived - sent;
}

type Results = {
  database: 'embedded' | 'postgres';
  instances: number;
  messages: Stats;
  warmup: number;
  source: ReturnType<typeof commitOf>;
  machine: { cpus: number; node: string; chromium: string };
  loadAverage: { before: number[]; after: number[] };
  at: string;
};

function write(results: Results) {
  const base = path.join(repoRoot, 'bench', 'results', `chat-latency-${results.database}`);
  writeFileSync(`${base}.json`, `${JSON.stringify(results, null, 2)}\n`);
  const m = results.messages;
  const md = [
    `# Chat: real-time delivery between two browsers (${results.database})`,
    '',
    `${results.at}; commit ${results.source.commit.slice(0, 12)}${results.source.uncommittedChanges ? ` (+${results.source.uncommittedChanges} uncommitted)` : ''}; ` +
      `${results.instances} API instance${results.instances > 1 ? 's (the sender on one, the reader on the other)' : ''}; ` +
      `Node ${results.machine.node}, Chromium ${results.machine.chromium}, ${results.machine.cpus} cores; load average ${results.loadAverage.before.join(' ')} → ${results.loadAverage.after.join(' ')}.`,
    '',
    `From the sender's Enter to the message drawn in the reader's open thread, ${m.n} messages one after another (after ${results.warmup} not counted):`,
    '',
    '| n | min | p50 | p95 | p99 | max |',
    '| --: | --: | --: | --: | --: | --: |',
    `| ${m.n} | ${ms(m.min)} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${ms(m.max)} |`,
    '',
  ].join('\n');
  writeFileSync(`${base}.md`, md);
  console.log(md);
}

async function main() {
  if (!existsSync(CHROMIUM)) {
    console.error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(2);
  }
  for (const folder of ['shell', 'mfe-collab']) {
    if (!existsSync(path.join(repoRoot, folder, 'dist'))) {
      console.error(`No ${folder}/dist: build first (node scripts/pnpm.mjs build).`);
      process.exit(2);
    }
  }
  const loadBefore = load();
  const source = commitOf();
  const postgres = Boolean(process.env.DATABASE_URL);
  const compiled = await compileApi();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'frontdesk-bench-chat-'));
  const fresh = await freshDatabase();
  const database =
    fresh.target.kind === 'postgres'
      ? ({ kind: 'postgres', url: fresh.target.url } as const)
      : ({ kind: 'embedded', dataDir: path.join(scratch, 'data') } as const);
  // the migrated template in a folder of its own (no initdb in the API's start)
  if (fresh.target.kind === 'embedded') await (await openDatabase({ ...fresh.target, dataDir: path.join(scratch, 'data') })).close();
  const apis: ApiProcess[] = [];
  let browser: Browser | undefined;
  try {
    // one after another: the first migrates and seeds the demo business, the second finds them done
    for (const [i, seed] of (postgres ? [true, false] : [true]).entries()) {
      apis.push(
        await startApiProcess(compiled, {
          port: PORT + i,
          database,
          logFile: path.join(scratch, `api-${i}.log`),
          env: { FRONTDESK_DEMO: 'true', FRONTDESK_SEED: String(seed), FRONTDESK_SEED_HISTORY: 'false' },
        }),
      );
    }
    const [first, last] = [apis[0]!, apis.at(-1)!];
    const admin = httpClient(first.address);
    await admin.login(DEMO_EMAIL, DEMO_PASSWORD);
    const email = `colleague-${Date.now().toString(36)}@bench.test`;
    await admin.expect(201, admin.post('/api/team/invitations', { email, firstName: 'Cole', lastName: 'League', role: 'staff' }));
    const outbox = (await admin.expect(200, admin.get(`/api/outbox?q=${encodeURIComponent(email)}`))) as { items: { id: string }[] };
    const mail = (await admin.expect(200, admin.get(`/api/outbox/${outbox.items[0]!.id}`))) as { text: string };
    const token = /#token=([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error('no invitation link in the outbox');
    const visitor = httpClient(last.address);
    await visitor.get('/api/csrf');
    await visitor.expect(200, visitor.post('/api/invitations/accept', { token, password: COLLEAGUE_PASSWORD }));
    const colleague = httpClient(last.address);
    await colleague.login(email, COLLEAGUE_PASSWORD);
    const { id: colleagueId } = (await colleague.expect(200, colleague.get('/api/user_info'))) as { id: string };
    const { threadKey } = (await admin.expect(201, admin.post('/api/chat/messages/new', { userId: colleagueId, body: 'Hello', attachments: [] }))) as {
      threadKey: string;
    };

    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
    const sender = await openThread(browser, first.address, DEMO_EMAIL, DEMO_PASSWORD, threadKey);
    const reader = await openThread(browser, last.address, email, COLLEAGUE_PASSWORD, threadKey);
    const times: number[] = [];
    for (let n = 0; n < WARMUP + MESSAGES; n += 1) {
      const took = await timed(sender, reader, n);
      if (n >= WARMUP) times.push(took);
      if ((n + 1) % 20 === 0) console.log(`${n + 1} messages, the last ${ms(took)}`);
    }
    const version = browser.version();
    await browser.close();
    browser = undefined;
    write({
      database: postgres ? 'postgres' : 'embedded',
      instances: apis.length,
      messages: stats(times),
      warmup: WARMUP,
      source,
      machine: { cpus: os.cpus().length, node: process.versions.node, chromium: version },
      loadAverage: { before: loadBefore, after: load() },
      at: new Date().toISOString(),
    });
  } catch (error) {
    for (const api of apis) console.error(`the API's log (${api.address}), last lines:\n${api.log().split('\n').slice(-15).join('\n')}`);
    throw error;
  } finally {
    await browser?.close();
    for (const api of apis) await api.stop();
    await fresh.drop();
    compiled.remove();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
