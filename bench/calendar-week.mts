// pnpm bench:calendar — the calendar's week view with 2,000 bookings, in Chromium (issue 11 §12).
//
// Needs the root build (`npx --yes pnpm@10.34.9 build`: the shell's and every remote's dist) and
// Debian's Chromium at /usr/bin/chromium (CHROMIUM_PATH for another). The API runs as `npm start`
// runs it (src/main.ts, compiled once: api/src/testing/apiProcess.ts) in a process of its own on
// 127.0.0.1:8202 (BENCH_PORT), demo on, on a new embedded database in a temporary folder, serving
// the built apps. This process seeds it over HTTP, as the desk would, signed in as the demo admin:
// a 25-minute service with a 5-minute buffer after, 20 staff members (--staff) working Mon–Sat
// 09:00–18:00 who perform it, and in the week three weeks ahead (Monday to Sunday, the business's
// zone) 100 bookings each (--per-staff): 2,000 confirmed bookings, each half hour of a working day
// taken but 8 of every member's 108 (POST /api/bookings, one Idempotency-Key each).
//
// The week's 20 pages are first fetched from Node alone (as the calendar asks for them: page 1,
// then the others at once), 5 times: the API's share of a load. Then, in Chromium (1440×900, en-US,
// the business's zone), signed in through the login form, it opens
// /app/calendar?view=week&day=<that Monday>: once in a new browser context (the first visit:
// nothing cached), then --runs times (5) in a new tab of that context (scripts cached). The page
// times itself (an init script): a document's clock starts at its navigation; a check each
// animation frame sees the week's booking links all in the document and the grid no longer busy,
// and a message sent from that frame marks it painted. Per load: navigation → rendered, when the
// last page of bookings arrived (Resource Timing), the long tasks (PerformanceObserver 'longtask')
// from navigation to 1 s after and their blocking time (Σ of each one's time past 50 ms),
// Chromium's script, style and layout times (CDP Performance.getMetrics), the JS heap used after a
// garbage collection and the DOM's size. Then, in the same tab:
// - a drag of a booking 30 minutes down into its member's free half hour (--no-drag leaves it out),
//   from the pointer's release: → drawn there (before the server answers), → the success message
//   (the server's answer, and the week fetched again); undone over HTTP once the tab is closed;
// - a click on "Next week" (an empty week) until it is drawn, then on "Previous week" until the
//   2,000 bookings are drawn again (from the query cache: fetched under 30 s ago), from the click.
// The first load is also read as a person would (by role and name): the last booking's link, a link
// per booking in the seven day groups, and the toolbar's count. A page's errors and console errors
// go with the results.
//
// Writes bench/results/calendar-week.{json,md}: p50/p95 of the runs (p95 of 5 is their max), the
// first visit apart, the machine, its load average before and after, and the commit.
// --profile: a CPU profile of one more load and week switch (bench/.out/calendar-week.cpuprofile),
// its heaviest functions mapped through the builds' source maps to their source lines, in the results.
//
// --analyze: ANALYZE the database after the seed (the API stopped, then started again). The embedded
// database runs no autovacuum: without it the planner keeps the statistics of empty tables, as an
// install's does (the week's 20 pages took ~6.5 s from Node on the loaded machine, 0.85 s after it).
//
// Options: --runs=N (5), --staff=N (20), --per-staff=N (100, at most 108), --profile, --no-drag, --analyze.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { platform, repoRoot } from '../api/src/config.ts';
import { openDatabase, sql } from '../api/src/db/database.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../api/src/demo/demo.ts';
import { addDays } from '../api/src/lib/days.ts';
import { instantOf, todayIn, weekdayOf } from '../api/src/modules/bookings/time.ts';
import { compileApi, httpClient, startApiProcess, type HttpClient } from '../api/src/testing/apiProcess.ts';
import { freshDatabase } from '../api/src/testing/harness.ts';
import { random } from './random.mts';
import { CHROME_FLAGS, CHROMIUM } from './chromium.mts';
import { commitOf, loadAverage } from './machine.mts';
import { stats, type Stats } from './stats.mts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = arg('runs', 5);
const STAFF = arg('staff', 20);
const PER_STAFF = arg('per-staff', 100);
const PROFILE = args.includes('--profile');
const DRAG = !args.includes('--no-drag');
const ANALYZE = args.includes('--analyze');
const PORT = Number(process.env.BENCH_PORT ?? 8202);
const VIEWPORT = { width: 1440, height: 900 };
const resultsDir = path.join(import.meta.dirname, 'results');
const outDir = path.join(import.meta.dirname, '.out');

const MINUTE = 60_000;
/** the bench week: this many weeks after the current one (past the demo's own bookings) */
const WEEKS_AHEAD = 3;
const OPEN = '09:00';
const CLOSE = '18:00';
/** each working day's half hours, 09:00–18:00 */
const HALF_HOURS = 18;
const WORKING_DAYS = 6;
const SERVICE = { name: 'Bench trim', minutes: 25, after: 5, priceMinor: 3_000 };
/** seeding: requests in flight at once */
const SEED_CONCURRENCY = 8;
/** how long after a load is rendered its long tasks still count */
const SETTLE_MS = 1_000;
/** the calendar's page of bookings (mfe-bookings calendar/api.ts CALENDAR_PAGE_SIZE) */
const CALENDAR_PAGE_SIZE = 100;
/** one hour's height on the grid (mfe-bookings calendar/utils/drag.ts HOUR_HEIGHT) */
const HOUR_HEIGHT_PX = 64;

// a page's times run to seconds: whole milliseconds, grouped
const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n).toLocaleString('en-US')} ms` : '–');
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const load = loadAverage;

// ---------------------------------------------------------------- before anything: the builds

/** The built apps the API serves: the shell's page and each remote's manifest. */
/** When the shell and the bookings remote were last built. */
const builtAt = () => ({
  shell: statSync(path.join(repoRoot, platform.shell.folder, 'dist', 'index.html')).mtime.toISOString(),
  bookings: statSync(path.join(repoRoot, platform.remotes.bookings!.folder, 'dist', 'mf-manifest.json')).mtime.toISOString(),
});

function missingBuilds(): string[] {
  const wanted = [
    path.join(platform.shell.folder, 'dist', 'index.html'),
    ...Object.values(platform.remotes).map((r) => path.join(r.folder, 'dist', 'mf-manifest.json')),
  ];
  return wanted.filter((file) => !existsSync(path.join(repoRoot, file)));
}

// ---------------------------------------------------------------- the seed, over HTTP

type CreatedBooking = { id: string; startsAt: string; endsAt: string; staffId: string; staffName: string; contactName: string };

type Seeded = {
  zone: string;
  monday: string;
  serviceId: string;
  staff: { id: string; name: string }[];
  bookings: CreatedBooking[];
  /** free half hours (epoch ms) by staff id: where a drag may land */
  free: Map<string, Set<number>>;
  seconds: number;
};

/** The bench's team and week, through the API's own routes, as the desk would make them. */
async function seed(client: HttpClient): Promise<Seeded> {
  const started = performance.now();
  const rand = random(17);
  const team = (await client.expect(200, client.get('/api/staff'))) as { timeZone: string };
  const zone = team.timeZone;
  const item = (await client.expect(
    201,
    client.post('/api/catalogue-items', {
      kind: 'service',
      name: SERVICE.name,
      category: 'Bench',
      priceMinor: SERVICE.priceMinor,
      durationMinutes: SERVICE.minutes,
    }),
  )) as { id: string };
  await client.expect(200, client.call('PATCH', `/api/bookable-services/${item.id}`, { bufferAfterMinutes: SERVICE.after }));
  const staff: Seeded['staff'] = [];
  for (let i = 0; i < STAFF; i += 1) {
    const color = `#${((i * 2_654_435_761) >>> 8).toString(16).padStart(6, '0').slice(-6)}`;
    const hours = Array.from({ length: WORKING_DAYS }, (_, d) => ({ weekday: d + 1, starts: OPEN, ends: CLOSE }));
    const body = { name: `Bench Stylist ${String(i + 1).padStart(2, '0')}`, color, serviceIds: [item.id], hours };
    const member = (await client.expect(201, client.post('/api/staff', body))) as { id: string; name: string };
    staff.push({ id: member.id, name: member.name });
  }
  const contacts = (await client.expect(200, client.get('/api/contacts?pageSize=100'))) as { items: { id: string }[] };

  const today = todayIn(zone);
  const monday = addDays(today, -(weekdayOf(today) - 1) + 7 * WEEKS_AHEAD);
  // each member's week: PER_STAFF of their 108 half hours, the others left free
  const plan: { staffId: string; start: number }[] = [];
  const free = new Map<string, Set<number>>();
  for (const member of staff) {
    const places: number[] = [];
    for (let d = 0; d < WORKING_DAYS; d += 1) {
      const open = instantOf(addDays(monday, d), OPEN, zone);
      for (let k = 0; k < HALF_HOURS; k += 1) places.push(open + k * 30 * MINUTE);
    }
    if (PER_STAFF > places.length) throw new Error(`--per-staff: at most ${places.length}`);
    const left = new Set<number>();
    while (left.size < places.length - PER_STAFF) left.add(places[Math.floor(rand() * places.length)]!);
    free.set(member.id, left);
    for (const start of places) if (!left.has(start)) plan.push({ staffId: member.id, start });
  }
  const bookings: CreatedBooking[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: SEED_CONCURRENCY }, async () => {
      while (next < plan.length) {
        const n = next++;
        const { staffId, start } = plan[n]!;
        const body = {
          contactId: contacts.items[n % contacts.items.length]!.id,
          serviceIds: [item.id],
          staffId,
          startsAt: new Date(start).toISOString(),
          notes: 'bench',
        };
        const made = (await client.expect(201, client.post('/api/bookings', body, { 'idempotency-key': randomUUID() }))) as { bookings: CreatedBooking[] };
        bookings.push(...made.bookings);
      }
    }),
  );
  return { zone, monday, serviceId: item.id, staff, bookings, free, seconds: (performance.now() - started) / 1000 };
}

/**
 * The week's bookings over HTTP alone, as the calendar asks for them (mfe-bookings calendar/api.ts:
 * page 1, then the others at once), before the browser starts: the API's share of a load.
 */
async function apiWeek(client: HttpClient, seeded: Seeded, rounds = 5) {
  const url = (page: number) => `/api/bookings?from=${seeded.monday}&to=${addDays(seeded.monday, 6)}&pageSize=${CALENDAR_PAGE_SIZE}&page=${page}`;
  const fetchWeek = async () => {
    const first = (await client.expect(200, client.get(url(1)))) as { total: number; items: unknown[] };
    const pages = Math.ceil(first.total / CALENDAR_PAGE_SIZE);
    const rest = (await Promise.all(Array.from({ length: pages - 1 }, (_, i) => client.expect(200, client.get(url(i + 2)))))) as { items: unknown[] }[];
    return { pages, items: first.items.length + rest.reduce((sum, p) => sum + p.items.length, 0) };
  };
  const warm = await fetchWeek();
  if (warm.items !== seeded.bookings.length) throw new Error(`GET /api/bookings gave ${warm.items} bookings of the week, expected ${seeded.bookings.length}`);
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const t0 = performance.now();
    await fetchWeek();
    times.push(performance.now() - t0);
  }
  return { pages: warm.pages, ...stats(times) };
}

// ---------------------------------------------------------------- the page's own clock

type Timed = { at: number; painted: number };
type LongTask = [start: number, duration: number];

/** What the page clock answers (PAGE_CLOCK's `snapshot()`). */
type Snapshot = {
  fcp: number | null;
  requests: number;
  firstRequest: number;
  lastResponse: number;
  longTasks: LongTask[];
  elements: number;
  links: number;
  cells: number;
};

/**
 * Runs in every document of the context before its scripts (`pageClock(expected)`). Checked once an
 * animation frame (a count of the booking links: nothing while a long task runs), so the time seen
 * is the frame's that first shows it; the message sent from that frame runs after it is painted.
 * Plain JavaScript in a string: tsx would wrap the named functions of a TypeScript function in a
 * helper the page does not have.
 */
const PAGE_CLOCK = `(function pageClock(expected) {
  const longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long tasks in this browser: they stay empty
  }
  const count = () => document.querySelectorAll('a[data-booking-id]').length;
  const gridIdle = () => document.querySelector('[data-calendar-column]')?.closest('[aria-busy]')?.getAttribute('aria-busy') === 'false';
  const when = (holds) =>
    new Promise((resolve) => {
      const check = () => {
        if (!holds()) return void requestAnimationFrame(check);
        const at = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ at, painted: performance.now() });
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(check);
    });
  // the calendar's fetches of its bookings (not the live feed, /api/bookings/events)
  const bookingRequests = () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/bookings?'));
  const once = (type) => new Promise((resolve) => document.addEventListener(type, () => resolve(performance.now()), { capture: true, once: true }));
  const week = () => count() === expected && gridIdle();
  const blockOf = (id) => document.querySelector('a[data-booking-id="' + id + '"]')?.parentElement;
  const notice = (pattern) => [...document.querySelectorAll('.ant-message-notice, [role="alert"]')].some((n) => pattern.test(n.textContent ?? ''));
  window.__calendarBench = {
    longTasks,
    expected,
    load: when(week),
    afterClick: async (until) => {
      const clickAt = await once('click');
      return { clickAt, ...(await when(until === 'week' ? week : () => count() === 0 && gridIdle())) };
    },
    // the first of these bookings whose block the pointer reaches where it is drawn (in view, on top)
    pick: (ids) => {
      const view = document.querySelector('[data-calendar-column]')?.closest('[aria-busy]')?.getBoundingClientRect();
      for (const id of ids) {
        const link = document.querySelector('a[data-booking-id="' + id + '"]');
        const box = link?.getBoundingClientRect();
        if (!link || !box || !view) continue;
        const x = box.left + box.width / 2;
        const y = box.top + Math.min(10, box.height / 2);
        // below the sticky headings, and room to drag it down
        if (y < view.top + 80 || y + 80 > Math.min(view.bottom, innerHeight)) continue;
        if (document.elementFromPoint(x, y)?.closest('a[data-booking-id]') === link) return { id, x, y };
      }
      return null;
    },
    afterDrop: async (bookingId, dyPx) => {
      const top0 = blockOf(bookingId)?.offsetTop ?? NaN;
      const upAt = await once('pointerup');
      const moved = when(() => {
        const block = blockOf(bookingId);
        return !!block && block.offsetTop === top0 + dyPx && !block.style.transform;
      });
      // the success message (after the week is fetched again), or the refusal above the grid
      const answered = await when(() => notice(/ moved: /) || notice(/ was not moved/));
      const refused = notice(/ was not moved/);
      return { upAt, moved: refused ? null : await moved, confirmed: answered, refused };
    },
    snapshot: () => {
      const bookings = bookingRequests();
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        requests: bookings.length,
        firstRequest: Math.min(...bookings.map((e) => e.startTime)),
        lastResponse: Math.max(...bookings.map((e) => e.responseEnd)),
        longTasks: [...longTasks],
        elements: document.getElementsByTagName('*').length,
        links: count(),
        cells: document.querySelectorAll('[data-calendar-column] > button').length,
      };
    },
  };
})`;

/** how long a load, a switch or a drag may take before the run stops with what the page shows */
const STUCK_MS = 180_000;

/**
 * A call of the page clock, from this side (its answer as this side reads it). A wait that does not
 * end within STUCK_MS stops the run with what the page shows (and a screenshot in bench/.out).
 */
async function clock<T>(page: Page, call: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void (async () => {
        mkdirSync(outDir, { recursive: true });
        const shot = path.join(outDir, 'calendar-week-stuck.png');
        await page.screenshot({ path: shot }).catch(() => undefined);
        const seen = await page
          .evaluate(
            `({ url: location.href, links: document.querySelectorAll('a[data-booking-id]').length, busy: document.querySelector('[data-calendar-column]')?.closest('[aria-busy]')?.getAttribute('aria-busy') ?? null, text: document.body.innerText.slice(0, 600) })`,
          )
          .catch((error: unknown) => String(error));
        reject(new Error(`${call}: nothing after ${STUCK_MS / 1000} s; the page: ${JSON.stringify(seen)}; screenshot ${shot}`));
      })();
    }, STUCK_MS);
  });
  try {
    return await Promise.race([page.evaluate(`window.__calendarBench.${call}`) as Promise<T>, stuck]);
  } finally {
    clearTimeout(timer);
  }
}

// ---------------------------------------------------------------- one visit

type Metrics = Record<string, number>;

async function metricsOf(cdp: CDPSession): Promise<Metrics> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
}

type Visit = {
  kind: 'first' | 'warm';
  /** navigation → the week's bookings all in the page, and painted */
  rendered: number;
  domAt: number;
  firstContentfulPaint: number | null;
  bookingsRequests: number;
  bookingsFirstRequest: number;
  bookingsLastResponse: number;
  /** the last bookings page's arrival → painted: the calendar's own work on the data */
  afterData: number;
  longTasks: number;
  longestTask: number;
  blockingTime: number;
  /** Chromium's own accounting, navigation → 1 s after rendered */
  scriptMs: number;
  styleMs: number;
  layoutMs: number;
  heapUsedBytes: number;
  domElements: number;
  domNodes: number;
  bookingLinks: number;
  emptyCellButtons: number;
  nextWeek: Switch;
  backToWeek: Switch;
  drag: Drag | null;
};
type Switch = { ms: number; longestTask: number; blockingTime: number; bookingsRequests: number };
type Drag = { drawnMs: number; confirmedMs: number; longestTask: number; blockingTime: number };

const blocking = (tasks: LongTask[]) => tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
const within = (tasks: LongTask[], from: number, to: number) => tasks.filter(([start, d]) => start + d > from && start < to);

const calendarPath = (day: string) => `/app/calendar?view=week&day=${day}`;

/**
 * The bookings a drag may take: those whose member's next half hour is free (so 30 minutes down is
 * free), earliest first, each run starting further along the list.
 */
function draggable(seeded: Seeded, n: number): CreatedBooking[] {
  const fits = seeded.bookings.filter((b) => seeded.free.get(b.staffId)!.has(Date.parse(b.startsAt) + 30 * MINUTE));
  fits.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.staffId.localeCompare(b.staffId));
  const from = (n * 7) % fits.length;
  return [...fits.slice(from), ...fits.slice(0, from)].slice(0, 300);
}

async function visit(page: Page, kind: Visit['kind'], address: string, seeded: Seeded, api: HttpClient, n: number): Promise<Visit> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  await page.goto(`${address}${calendarPath(seeded.monday)}`, { waitUntil: 'commit' });
  const rendered = await clock<Timed>(page, 'load');
  await page.waitForTimeout(SETTLE_MS);
  const timing = await clock<Snapshot>(page, 'snapshot()');
  const metrics = await metricsOf(cdp);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const domNodes = (await metricsOf(cdp)).Nodes ?? NaN;
  const tasks = within(timing.longTasks, 0, rendered.painted + SETTLE_MS);

  const weekSwitch = async (button: 'Next week' | 'Previous week', until: 'empty' | 'week'): Promise<Switch> => {
    const before = await clock<Snapshot>(page, 'snapshot()');
    const timed = clock<Timed & { clickAt: number }>(page, `afterClick('${until}')`);
    await page.getByRole('button', { name: button, exact: true }).click();
    const t = await timed;
    await page.waitForTimeout(SETTLE_MS);
    const after = await clock<Snapshot>(page, 'snapshot()');
    const during = within(after.longTasks, t.clickAt, t.painted);
    return {
      ms: t.painted - t.clickAt,
      longestTask: Math.max(0, ...during.map(([, d]) => d)),
      blockingTime: blocking(during),
      bookingsRequests: after.requests - before.requests,
    };
  };
  // the drag first, on the week just fetched (in the 30 s it is fresh, the week switches after it
  // come back to it from the cache)
  let drag: Drag | null = null;
  let moved: CreatedBooking | null = null;
  if (DRAG) {
    const dy = HOUR_HEIGHT_PX / 2;
    const candidates = draggable(seeded, n);
    const picked = await clock<{ id: string; x: number; y: number } | null>(page, `pick(${JSON.stringify(candidates.map((b) => b.id))})`);
    if (!picked) throw new Error('no booking to drag in view');
    moved = candidates.find((b) => b.id === picked.id)!;
    const timed = clock<{ upAt: number; moved: Timed | null; confirmed: Timed; refused: boolean }>(page, `afterDrop('${picked.id}', ${dy})`);
    await page.mouse.move(picked.x, picked.y);
    await page.mouse.down();
    await page.mouse.move(picked.x, picked.y + dy / 2, { steps: 4 });
    await page.mouse.move(picked.x, picked.y + dy, { steps: 4 });
    await page.mouse.up();
    const t = await timed;
    if (t.refused || !t.moved) throw new Error(`the drag of ${picked.id} (${moved.staffName}, ${moved.startsAt} → 30 min later, a free half hour) was refused`);
    await page.waitForTimeout(SETTLE_MS);
    const { longTasks } = await clock<Snapshot>(page, 'snapshot()');
    const during = within(longTasks, t.upAt, t.confirmed.painted);
    drag = {
      drawnMs: t.moved.painted - t.upAt,
      confirmedMs: t.confirmed.painted - t.upAt,
      longestTask: Math.max(0, ...during.map(([, d]) => d)),
      blockingTime: blocking(during),
    };
  }

  const nextWeek = await weekSwitch('Next week', 'empty');
  const backToWeek = await weekSwitch('Previous week', 'week');

  if (moved) {
    // back where it was, for the next run (its tab closed first: the change would refetch its week)
    await page.close();
    await api.expect(200, api.call('PATCH', `/api/bookings/${moved.id}`, { startsAt: moved.startsAt }));
  }

  return {
    kind,
    rendered: rendered.painted,
    domAt: rendered.at,
    firstContentfulPaint: timing.fcp,
    bookingsRequests: timing.requests,
    bookingsFirstRequest: timing.firstRequest,
    bookingsLastResponse: timing.lastResponse,
    afterData: rendered.painted - timing.lastResponse,
    longTasks: tasks.length,
    longestTask: Math.max(0, ...tasks.map(([, d]) => d)),
    blockingTime: blocking(tasks),
    scriptMs: (metrics.ScriptDuration ?? NaN) * 1000,
    styleMs: (metrics.RecalcStyleDuration ?? NaN) * 1000,
    layoutMs: (metrics.LayoutDuration ?? NaN) * 1000,
    heapUsedBytes: heap.usedSize,
    domElements: timing.elements,
    domNodes,
    bookingLinks: timing.links,
    emptyCellButtons: timing.cells,
    nextWeek,
    backToWeek,
    drag,
  };
}

/** The first load, read as a person would: by role and name. */
async function checkByRole(page: Page, seeded: Seeded) {
  const expected = seeded.bookings.length;
  // the toolbar's count (written without a thousands separator: the bookings remote's calendar.count)
  await page.getByText(new RegExp(`^${expected.toLocaleString('en-US').replace(',', ',?')} bookings$`)).waitFor({ timeout: STUCK_MS });
  const last = [...seeded.bookings].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.staffName.localeCompare(b.staffName)).at(-1)!;
  const clock = (iso: string) =>
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: seeded.zone }).format(new Date(iso)).replace(/\s/g, '\\s');
  const name = new RegExp(`^${clock(last.startsAt)} – ${clock(last.endsAt)}.*${last.contactName}.*${SERVICE.name} · ${last.staffName}`);
  await page.getByRole('link', { name }).waitFor({ timeout: STUCK_MS });
  let links = 0;
  for (let d = 0; d < 7; d += 1) {
    const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${addDays(seeded.monday, d)}T12:00:00Z`),
    );
    links += await page.getByRole('group', { name: day, exact: true }).getByRole('link').count();
  }
  if (links !== expected) throw new Error(`the week shows ${links} booking links by role, expected ${expected}`);
}

// ---------------------------------------------------------------- the profile

type Hot = { where: string; code: string; selfMs: number; totalMs: number };

/** The code of the built file a profiled frame's URL names, and its source map. */
function sourceMapOf(url: string, cache: Map<string, SourceMap | null>): SourceMap | null {
  if (cache.has(url)) return cache.get(url)!;
  let found: SourceMap | null = null;
  try {
    const { pathname } = new URL(url);
    const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
    const file = remote
      ? path.join(repoRoot, platform.remotes[remote[1]!]!.folder, 'dist', remote[2]!)
      : path.join(repoRoot, platform.shell.folder, 'dist', pathname);
    if (existsSync(`${file}.map`)) found = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  } catch {
    found = null;
  }
  cache.set(url, found);
  return found;
}

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The functions that took the most time (self, and with what they called), by source line. */
function hottest(profile: CpuProfile, top = 15): { sampledMs: number; bySelf: Hot[]; byTotal: Hot[] } {
  const maps = new Map<string, SourceMap | null>();
  const parent = new Map<number, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const keyOf = new Map<number, { key: string; code: string }>();
  const describe = (node: ProfileNode) => {
    let known = keyOf.get(node.id);
    if (known) return known;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    let key = `${functionName || '(anonymous)'} ${url ? `${url.replace(/^https?:\/\/[^/]+/, '')}:${lineNumber + 1}:${columnNumber + 1}` : ''}`.trim();
    let code = '';
    const map = url ? sourceMapOf(url, maps) : null;
    const entry = map?.findEntry(lineNumber, columnNumber) as { originalSource?: string; originalLine?: number; name?: string } | undefined;
    if (entry?.originalSource) {
      const source = entry.originalSource.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
      key = `${source}:${(entry.originalLine ?? 0) + 1}`;
      const payload = map!.payload as { sources: string[]; sourcesContent?: (string | null)[] };
      const content = payload.sourcesContent?.[payload.sources.indexOf(entry.originalSource)];
      code = content?.split('\n')[entry.originalLine ?? 0]?.trim().slice(0, 100).replaceAll('`', "'") ?? '';
    }
    known = { key, code };
    keyOf.set(node.id, known);
    return known;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const codeOf = new Map<string, string>();
  for (const [i, sample] of profile.samples.entries()) {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const leaf = byId.get(sample)!;
    const { key, code } = describe(leaf);
    codeOf.set(key, code);
    self.set(key, (self.get(key) ?? 0) + dt);
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id)!;
      if (!node.callFrame.url) continue;
      const described = describe(node);
      codeOf.set(described.key, described.code);
      if (seen.has(described.key)) continue;
      seen.add(described.key);
      total.set(described.key, (total.get(described.key) ?? 0) + dt);
    }
  }
  const row = (key: string): Hot => ({ where: key, code: codeOf.get(key) ?? '', selfMs: self.get(key) ?? 0, totalMs: total.get(key) ?? 0 });
  return {
    sampledMs: profile.timeDeltas.reduce((sum, dt) => sum + dt, 0) / 1000,
    bySelf: [...self.keys()]
      .map(row)
      .sort((a, b) => b.selfMs - a.selfMs)
      .slice(0, top),
    byTotal: [...total.keys()]
      .filter((k) => !k.includes('node_modules'))
      .map(row)
      .sort((a, b) => b.totalMs - a.totalMs)
      .slice(0, top),
  };
}

async function profiled(context: BrowserContext, address: string, seeded: Seeded) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  await page.goto(`${address}${calendarPath(seeded.monday)}`, { waitUntil: 'commit' });
  await clock<Timed>(page, 'load');
  const next = clock<Timed>(page, "afterClick('empty')");
  await page.getByRole('button', { name: 'Next week', exact: true }).click();
  await next;
  const back = clock<Timed>(page, "afterClick('week')");
  await page.getByRole('button', { name: 'Previous week', exact: true }).click();
  await back;
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  await page.close();
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'calendar-week.cpuprofile'), JSON.stringify(profile));
  return hottest(profile);
}

// ---------------------------------------------------------------- the run

async function main() {
  const missing = missingBuilds();
  if (missing.length > 0) {
    console.error(`The built apps are missing (${missing.join(', ')}).\nBuild them first, at the repository's root: npx --yes pnpm@10.34.9 build`);
    process.exit(2);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(2);
  }
  const loadBefore = load();
  // the commit as the run starts, and when the builds it serves were made (they may be older)
  const source = { ...commitOf(), builtAt: builtAt() };
  // the embedded database only: the API's side at scale is bench:bookings'
  delete process.env.DATABASE_URL;
  const compiled = await compileApi();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'frontdesk-bench-calendar-'));
  const dataDir = path.join(scratch, 'data');
  // the migrated template the API tests start from, in a folder of its own (no initdb in the API's start)
  const fresh = await freshDatabase();
  if (fresh.target.kind !== 'embedded') throw new Error('expected the embedded database');
  await (await openDatabase({ ...fresh.target, dataDir })).close();
  let browser: Browser | undefined;
  // what went wrong in a page: with the results, or with the error that stops the run
  const problems: string[] = [];
  const start = () =>
    startApiProcess(compiled, {
      port: PORT,
      database: { kind: 'embedded', dataDir },
      logFile: path.join(scratch, 'api.log'),
      env: { FRONTDESK_DEMO: 'true', FRONTDESK_SEED: 'true', FRONTDESK_SEED_HISTORY: 'false' },
    });
  let api = await start();
  try {
    const client = httpClient(api.address);
    await client.login(DEMO_EMAIL, DEMO_PASSWORD);
    const seeded = await seed(client);
    const expected = seeded.bookings.length;
    console.log(`seeded in ${seeded.seconds.toFixed(1)} s: ${STAFF} staff members, ${expected} bookings in the week of ${seeded.monday} (${seeded.zone})`);
    if (ANALYZE) {
      // the embedded database runs no autovacuum, so nothing else gathers the planner's statistics
      await api.stop();
      const database = await openDatabase({ kind: 'embedded', dataDir });
      await sql`ANALYZE`.execute(database.db);
      await database.close();
      api = await start();
      console.log('ANALYZE run on the database (--analyze)');
    }
    const apiAlone = await apiWeek(client, seeded);
    console.log(`the week's ${apiAlone.pages} pages over HTTP alone: p50 ${ms(apiAlone.p50)}, max ${ms(apiAlone.max)}`);

    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
    const contextOptions = { viewport: VIEWPORT, locale: 'en-US', timezoneId: seeded.zone };
    // signed in once through the login form; every visit starts from that session
    const login = await browser.newContext(contextOptions);
    const loginPage = await login.newPage();
    await loginPage.goto(`${api.address}/login`);
    await loginPage.getByLabel('Email').fill(DEMO_EMAIL);
    await loginPage.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await loginPage.getByRole('button', { name: 'Sign in' }).click();
    await loginPage.waitForURL(/\/app\//);
    const session = await login.storageState();
    await login.close();

    const context = await browser.newContext({ ...contextOptions, storageState: session });
    await context.addInitScript({ content: `${PAGE_CLOCK}(${expected});` });
    context.on('page', (opened) => {
      opened.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      opened.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text().slice(0, 300)}`);
      });
    });
    const visits: Visit[] = [];
    let page = await context.newPage();
    for (let run = 0; run <= RUNS; run += 1) {
      if (run > 0) {
        if (!page.isClosed()) await page.close();
        page = await context.newPage();
      }
      const kind = run === 0 ? 'first' : 'warm';
      const result = await visit(page, kind, api.address, seeded, client, run);
      if (result.bookingLinks !== expected) throw new Error(`run ${run}: ${result.bookingLinks} booking links, expected ${expected}`);
      visits.push(result);
      console.log(
        `${kind === 'first' ? 'first visit' : `warm ${run}`}: rendered ${ms(result.rendered)} (bookings in ${ms(result.bookingsLastResponse)}, then ${ms(result.afterData)}), ` +
          `longest task ${ms(result.longestTask)}, blocking ${ms(result.blockingTime)}, heap ${mb(result.heapUsedBytes)}, ${int(result.domElements)} elements; ` +
          `next week ${ms(result.nextWeek.ms)}, back ${ms(result.backToWeek.ms)}${result.drag ? `; drag drawn ${ms(result.drag.drawnMs)}, confirmed ${ms(result.drag.confirmedMs)}` : ''}`,
      );
      if (run === 0) {
        const check = await context.newPage();
        await check.goto(`${api.address}${calendarPath(seeded.monday)}`);
        await checkByRole(check, seeded);
        await check.close();
      }
    }
    if (!page.isClosed()) await page.close();
    const profile = PROFILE ? await profiled(context, api.address, seeded) : null;
    const version = browser.version();
    await browser.close();
    browser = undefined;
    if (problems.length > 0) console.warn(`in the pages:\n  ${problems.join('\n  ')}`);
    write({ source, seeded, apiAlone, visits, profile, problems, loadBefore, loadAfter: load(), chromium: version });
  } catch (error) {
    console.error(`the API's log, last lines:\n${api.log().split('\n').slice(-20).join('\n')}`);
    if (problems.length > 0) console.error(`in the pages:\n  ${problems.join('\n  ')}`);
    throw error;
  } finally {
    await browser?.close();
    await api.stop();
    await fresh.drop();
    compiled.remove();
    rmSync(scratch, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- the results

type Results = {
  source: ReturnType<typeof commitOf> & { builtAt: ReturnType<typeof builtAt> };
  seeded: Seeded;
  apiAlone: Awaited<ReturnType<typeof apiWeek>>;
  visits: Visit[];
  profile: Awaited<ReturnType<typeof profiled>> | null;
  problems: string[];
  loadBefore: number[];
  loadAfter: number[];
  chromium: string;
};

function write({ source, seeded, apiAlone, visits, profile, problems, loadBefore, loadAfter, chromium: chromiumVersion }: Results) {
  const stamp = new Date().toISOString();
  const first = visits[0]!;
  const warm = visits.slice(1);
  const of = (pick: (v: Visit) => number) => stats(warm.map(pick));
  const summary = {
    rendered: of((v) => v.rendered),
    bookingsLastResponse: of((v) => v.bookingsLastResponse),
    afterData: of((v) => v.afterData),
    longestTask: of((v) => v.longestTask),
    blockingTime: of((v) => v.blockingTime),
    scriptMs: of((v) => v.scriptMs),
    styleMs: of((v) => v.styleMs),
    layoutMs: of((v) => v.layoutMs),
    heapUsedBytes: of((v) => v.heapUsedBytes),
    domElements: of((v) => v.domElements),
    domNodes: of((v) => v.domNodes),
    nextWeek: of((v) => v.nextWeek.ms),
    nextWeekLongestTask: of((v) => v.nextWeek.longestTask),
    backToWeek: of((v) => v.backToWeek.ms),
    backToWeekLongestTask: of((v) => v.backToWeek.longestTask),
    ...(DRAG
      ? {
          dragDrawn: of((v) => v.drag!.drawnMs),
          dragConfirmed: of((v) => v.drag!.confirmedMs),
          dragLongestTask: of((v) => v.drag!.longestTask),
        }
      : {}),
  };
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Number((os.totalmem() / 1e9).toFixed(1)),
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAfter,
    node: process.versions.node,
    chromium: chromiumVersion,
  };
  const { commit, uncommittedChanges, builtAt: built } = source;
  const expected = seeded.bookings.length;
  writeFileSync(
    path.join(resultsDir, 'calendar-week.json'),
    `${JSON.stringify(
      {
        date: stamp,
        commit,
        uncommittedChanges,
        builtAt: built,
        machine,
        options: { runs: RUNS, staff: STAFF, perStaff: PER_STAFF, drag: DRAG, analyze: ANALYZE, viewport: VIEWPORT, settleMs: SETTLE_MS, port: PORT },
        seed: { bookings: expected, staff: STAFF, week: seeded.monday, timeZone: seeded.zone, service: SERVICE, seconds: Number(seeded.seconds.toFixed(1)) },
        apiAlone,
        first,
        warm: summary,
        runs: visits,
        pageProblems: problems,
        profile,
      },
      null,
      2,
    )}\n`,
  );

  const row = (label: string, s: Stats, firstValue: number | null, format: (n: number) => string = ms) =>
    `| ${label} | ${firstValue === null ? '–' : format(firstValue)} | ${format(s.p50)} | ${format(s.p95)} | ${format(s.min)} – ${format(s.max)} |`;
  const table = [
    `| ${expected.toLocaleString('en-US')} bookings, week view | first visit | warm p50 | warm p95 | warm range |`,
    '|---|--:|--:|--:|--:|',
    row('navigation → all bookings rendered (painted)', summary.rendered, first.rendered),
    row('… the last of the bookings’ pages arrived', summary.bookingsLastResponse, first.bookingsLastResponse),
    row('… then the calendar’s work until painted', summary.afterData, first.afterData),
    `| (the same ${apiAlone.pages} requests from Node, no browser: ${apiAlone.n} fetches) | | ${ms(apiAlone.p50)} | ${ms(apiAlone.p95)} | ${ms(apiAlone.min)} – ${ms(apiAlone.max)} |`,
    row('longest task (navigation → 1 s after)', summary.longestTask, first.longestTask),
    row('total blocking time (same window)', summary.blockingTime, first.blockingTime),
    row("… of which script (Chromium's count, same window)", summary.scriptMs, first.scriptMs),
    row('… style recalculation', summary.styleMs, first.styleMs),
    row('… layout', summary.layoutMs, first.layoutMs),
    row('JS heap used (after a GC)', summary.heapUsedBytes, first.heapUsedBytes, mb),
    row('DOM elements', summary.domElements, first.domElements, int),
    row("DOM nodes (Chromium's count, text nodes too)", summary.domNodes, first.domNodes, int),
    row('“Next week” (empty) → drawn', summary.nextWeek, first.nextWeek.ms),
    row('… its longest task', summary.nextWeekLongestTask, first.nextWeek.longestTask),
    row(`“Previous week” → ${expected.toLocaleString('en-US')} drawn again (cached)`, summary.backToWeek, first.backToWeek.ms),
    row('… its longest task', summary.backToWeekLongestTask, first.backToWeek.longestTask),
    ...(DRAG && summary.dragDrawn && summary.dragConfirmed && summary.dragLongestTask
      ? [
          row('drag 30 min down: release → drawn there', summary.dragDrawn, first.drag!.drawnMs),
          row('… → saved and the week fetched again', summary.dragConfirmed, first.drag!.confirmedMs),
          row('… its longest task', summary.dragLongestTask, first.drag!.longestTask),
        ]
      : []),
  ].join('\n');
  const profileText = profile
    ? [
        '',
        '## Profile (one more warm load, next week and back)',
        '',
        `${Math.round(profile.sampledMs).toLocaleString('en-US')} ms sampled in the page's renderer (every 250 µs); bench/.out/calendar-week.cpuprofile opens in Chromium's DevTools.`,
        '',
        "Self time, by source line (the builds' source maps):",
        '',
        '| ms | where | code |',
        '|--:|---|---|',
        ...profile.bySelf.map((h) => `| ${h.selfMs.toFixed(0)} | ${h.where} | \`${h.code.replaceAll('|', '\\|')}\` |`),
        '',
        "With what they call (the app's own code):",
        '',
        '| ms | where | code |',
        '|--:|---|---|',
        ...profile.byTotal.map((h) => `| ${h.totalMs.toFixed(0)} | ${h.where} | \`${h.code.replaceAll('|', '\\|')}\` |`),
      ].join('\n')
    : '';
  const header =
    `${stamp} · commit ${commit.slice(0, 10)}${uncommittedChanges ? ` (+${uncommittedChanges} uncommitted changes in the tree)` : ''}, the bookings remote built ${built.bookings.slice(0, 16).replace('T', ' ')} UTC · ` +
    `${machine.cpus} cores (${machine.cpuModel}), load average ${loadBefore.join(' / ')} before, ${loadAfter.join(' / ')} after (1 / 5 / 15 min; the machine is shared) · ` +
    `Node ${machine.node} · Chromium ${chromiumVersion}`;
  const text =
    `# The calendar's week view with ${expected.toLocaleString('en-US')} bookings\n\n${header}\n\n` +
    `The demo business plus ${STAFF} staff members (Mon–Sat ${OPEN}–${CLOSE}) with ${PER_STAFF} bookings each in the week of ${seeded.monday} ` +
    `(${SERVICE.minutes} min + ${SERVICE.after} min after, ${seeded.zone}), seeded over HTTP in ${seeded.seconds.toFixed(1)} s; ${ANALYZE ? 'then ANALYZE (--analyze)' : "no ANALYZE after it (the embedded database runs no autovacuum: an install's planner has no statistics either)"}. ` +
    `/app/calendar?view=week&day=${seeded.monday} in Chromium (${VIEWPORT.width}×${VIEWPORT.height}), served by the API (src/main.ts) on 127.0.0.1: ` +
    `a first visit in a new browser context, then ${RUNS} loads in new tabs of it (scripts cached). Times from the page's own clock. ` +
    `A week of seven day columns; each day's ${Math.round(expected / WORKING_DAYS)} bookings side by side in ${STAFF} lanes.\n\n${table}\n${profileText}\n`;
  writeFileSync(path.join(resultsDir, 'calendar-week.md'), text);
  console.log(`\n${header}\n\n${table}\n${profileText}\n`);
}

await main();
