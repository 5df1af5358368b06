// pnpm bench:bookings — the bookings API at a business of 20 staff members (issue 11 §12).
//
// Per database (the embedded PGlite in memory; then, when DATABASE_URL is set, a new database on that
// PostgreSQL server, dropped afterwards: api/src/testing/harness.ts freshDatabase), the demo business
// (demo/seed.ts, without its history) gets 20 more staff members, Mon–Sat 09:00–18:00 each, performing
// three of four bench services, and, seeded by direct inserts (the exclusion constraint respected):
// - the 30 days from tomorrow booked to about 60 % of every working day (shuffled gaps between
//   bookings, on the 15-minute grid; a few cancelled ones on top, which hold no time);
// - last week (Monday to Sunday) holding 2,000 bookings: 30-minute ones back to back (completed,
//   some no-shows and cancellations).
// The real server (buildServer, in this process) listens on a free port of 127.0.0.1; the clients,
// signed in as the demo admin (one session each, on a kept-alive connection of its own: client()),
// time over HTTP, end to end:
// 1. free-slot search: GET /api/booking-slots?day&serviceIds= for a 45-minute service with a
//    15-minute buffer after, "anyone" (all 20 perform it), for each of the 30 days, one after
//    another, --slot-rounds times: p50/p95/max per day searched and the total of the 30 days;
// 2. booking creation: --clients clients (50) each POST /api/bookings (own Idempotency-Key) back to
//    back, --requests in all (1,000), for free times of the 30 days (a 25-minute service with a
//    5-minute buffer; at most one a staff member's hour), a tenth deliberately colliding with
//    another client's request of the same round (half the same start, half 15 minutes later):
//    throughput, p50/p95, the 201s and 409s (expected: one 409 per collision), then a SQL check
//    that no staff member holds two overlapping bookings;
// 3. the calendar's week view: GET /api/bookings?from&to&pageSize=100 for last week, every page as
//    the calendar fetches them (the first, then the rest at once: mfe-bookings calendar/api.ts),
//    --week-rounds times (20): the whole fetch's p50/p95.
// Writes bench/results/bookings-<database>.{json,md}, with the load average before and after (the
// machine is shared: the figures mean something only on a quiet one).
//
// Options: --slot-rounds=N (5), --clients=N (50), --requests=N (1000), --week-rounds=N (20),
// --week-bookings=N (2000, at most 2,160), --database=embedded|postgres (only that one).
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase, sql, type Db } from '../api/src/db/database.ts';
import { BOOKING_HOLDING_STATUSES } from '../api/src/db/schema.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../api/src/demo/demo.ts';
import { seedDemo } from '../api/src/demo/seed.ts';
import { addDays } from '../api/src/lib/days.ts';
import { instantOf, todayIn, weekdayOf } from '../api/src/modules/bookings/time.ts';
import { buildServer } from '../api/src/server.ts';
import { freshDatabase } from '../api/src/testing/harness.ts';
import { random } from './random.mts';
import { loadAverage } from './machine.mts';
import { ms, stats } from './stats.mts';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SLOT_ROUNDS = arg('slot-rounds', 5);
const CLIENTS = arg('clients', 50);
const REQUESTS = arg('requests', 1000);
const WEEK_ROUNDS = arg('week-rounds', 20);
const WEEK_BOOKINGS = arg('week-bookings', 2000);
const ONLY = process.argv.find((a) => a.startsWith('--database='))?.split('=')[1];
const resultsDir = path.join(import.meta.dirname, 'results');

const STAFF = 20;
const DAYS = 30;
const OPEN = '09:00';
const CLOSE = '18:00';
const DAY_MINUTES = 9 * 60;
const TARGET_BOOKED = 0.6;
const MINUTE = 60_000;
/** the share of the creation requests that collide with another client's */
const COLLIDING = 0.1;
const CALENDAR_PAGE_SIZE = 100;

const load = loadAverage;

/** The bench's services: [name, minutes, buffer after]; all 20 perform cut and express, half colour, half beard. */
const SERVICES = {
  cut: { name: 'Bench cut', minutes: 45, after: 15, price: 4_500 },
  colour: { name: 'Bench colour', minutes: 90, after: 15, price: 12_000 },
  beard: { name: 'Bench beard trim', minutes: 20, after: 10, price: 2_500 },
  express: { name: 'Bench express', minutes: 25, after: 5, price: 2_000 },
} as const;
type ServiceKey = keyof typeof SERVICES;
const blockedMinutes = (s: ServiceKey) => SERVICES[s].minutes + SERVICES[s].after;

type Seeded = {
  businessId: string;
  zone: string;
  staffIds: string[];
  serviceIds: Record<ServiceKey, string>;
  contactIds: string[];
  adminId: string;
  days: string[];
  weekFrom: string;
  weekTo: string;
  /** free spans of each staff member's working days over the 30 days (epoch ms), by staff index */
  free: { staff: number; start: number; end: number }[];
  counts: { periodBookings: number; periodCancelled: number; weekBookings: number; bookedShare: number };
  seedSeconds: number;
};

type Row = {
  id: string;
  business_id: string;
  contact_id: string;
  staff_id: string;
  starts_at: Date;
  ends_at: Date;
  blocked_from: Date;
  blocked_until: Date;
  status: 'requested' | 'confirmed' | 'completed' | 'cancelled' | 'no_show';
  source: 'desk' | 'online';
  cancel_reason: string;
  created_by: string;
  created_at: Date;
  updated_at: Date;
};

async function seed(db: Db): Promise<Seeded> {
  const started = performance.now();
  const rand = random(11);
  await seedDemo(db);
  const admin = await db.selectFrom('users').select(['id', 'business_id']).where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow();
  const businessId = admin.business_id;
  const { time_zone: zone } = await db.selectFrom('businesses').select('time_zone').where('id', '=', businessId).executeTakeFirstOrThrow();
  const contactIds = (await db.selectFrom('contacts').select('id').where('business_id', '=', businessId).orderBy('created_at').execute()).map((c) => c.id);

  const serviceIds = {} as Record<ServiceKey, string>;
  for (const [key, s] of Object.entries(SERVICES) as [ServiceKey, (typeof SERVICES)[ServiceKey]][]) {
    const row = await db
      .insertInto('catalogue_items')
      .values({
        business_id: businessId,
        kind: 'service',
        name: s.name,
        category: 'Bench',
        price_minor: s.price,
        duration_minutes: s.minutes,
        buffer_after_minutes: s.after,
        bookable_online: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    serviceIds[key] = row.id;
  }
  const staffIds: string[] = [];
  const performs: ServiceKey[][] = [];
  for (let i = 0; i < STAFF; i += 1) {
    const color = `#${((i * 2_654_435_761) >>> 8).toString(16).padStart(6, '0').slice(-6)}`;
    const row = await db
      .insertInto('staff_members')
      .values({ business_id: businessId, name: `Bench Stylist ${String(i + 1).padStart(2, '0')}`, color, position: 10 + i })
      .returning('id')
      .executeTakeFirstOrThrow();
    staffIds.push(row.id);
    const theirs: ServiceKey[] = ['cut', 'express', i < STAFF / 2 ? 'colour' : 'beard'];
    performs.push(theirs);
    await db
      .insertInto('staff_hours')
      .values([1, 2, 3, 4, 5, 6].map((weekday) => ({ business_id: businessId, staff_id: row.id, weekday, starts: OPEN, ends: CLOSE })))
      .execute();
    await db
      .insertInto('staff_services')
      .values(theirs.map((s) => ({ business_id: businessId, staff_id: row.id, item_id: serviceIds[s] })))
      .execute();
  }

  const rows: Row[] = [];
  const lines: { business_id: string; booking_id: string; item_id: string; position: number; name: string; duration_minutes: number; price_minor: number }[] =
    [];
  const now = Date.now();
  let n = 0;
  const book = (staff: number, service: ServiceKey, start: number, status: Row['status']) => {
    n += 1;
    const s = SERVICES[service];
    const id = randomUUID();
    const createdAt = new Date(Math.min(now, start) - 3 * 24 * 60 * MINUTE);
    rows.push({
      id,
      business_id: businessId,
      contact_id: contactIds[(n * 7) % contactIds.length]!,
      staff_id: staffIds[staff]!,
      starts_at: new Date(start),
      ends_at: new Date(start + s.minutes * MINUTE),
      blocked_from: new Date(start),
      blocked_until: new Date(start + (s.minutes + s.after) * MINUTE),
      status,
      source: n % 4 === 0 ? 'online' : 'desk',
      cancel_reason: status === 'cancelled' ? 'Schedule conflict' : '',
      created_by: admin.id,
      created_at: createdAt,
      updated_at: createdAt,
    });
    lines.push({
      business_id: businessId,
      booking_id: id,
      item_id: serviceIds[service],
      position: 0,
      name: s.name,
      duration_minutes: s.minutes,
      price_minor: s.price,
    });
  };

  // the 30 days from tomorrow: each working day booked to ~60 %, the free time cut into gaps (on the 15-minute grid)
  const today = todayIn(zone);
  const days = Array.from({ length: DAYS }, (_, i) => addDays(today, i + 1));
  const free: Seeded['free'] = [];
  let booked = 0;
  let working = 0;
  let periodBookings = 0;
  let periodCancelled = 0;
  for (const day of days) {
    if (weekdayOf(day) === 7) continue;
    const open = instantOf(day, OPEN, zone);
    for (let staff = 0; staff < STAFF; staff += 1) {
      const chosen: ServiceKey[] = [];
      let minutes = 0;
      while (minutes < TARGET_BOOKED * DAY_MINUTES - 15) {
        const service = performs[staff]![Math.floor(rand() * 3)]!;
        if (minutes + blockedMinutes(service) > DAY_MINUTES) break;
        chosen.push(service);
        minutes += blockedMinutes(service);
      }
      // the free quarter-hours, shared out at random into the gaps before, between and after the bookings
      const gaps = new Array<number>(chosen.length + 1).fill(0);
      for (let q = 0; q < (DAY_MINUTES - minutes) / 15; q += 1) {
        const j = Math.floor(rand() * gaps.length);
        gaps[j] = (gaps[j] ?? 0) + 15;
      }
      let at = open;
      for (const [k, service] of chosen.entries()) {
        if (gaps[k]! > 0) free.push({ staff, start: at, end: at + gaps[k]! * MINUTE });
        at += gaps[k]! * MINUTE;
        book(staff, service, at, rand() < 0.2 ? 'requested' : 'confirmed');
        periodBookings += 1;
        at += blockedMinutes(service) * MINUTE;
      }
      if (gaps.at(-1)! > 0) free.push({ staff, start: at, end: at + gaps.at(-1)! * MINUTE });
      booked += minutes;
      working += DAY_MINUTES;
      // one day in five, a cancelled booking somewhere in the day (it holds no time)
      if (rand() < 0.2) {
        book(staff, 'cut', open + Math.floor(rand() * 32) * 15 * MINUTE, 'cancelled');
        periodCancelled += 1;
      }
    }
  }

  // last week, Monday to Sunday: 30-minute bookings back to back, WEEK_BOOKINGS of the 2,160 places
  const monday = addDays(today, -(weekdayOf(today) - 1 + 7));
  const places: { staff: number; start: number }[] = [];
  for (let d = 0; d < 6; d += 1) {
    const open = instantOf(addDays(monday, d), OPEN, zone);
    for (let staff = 0; staff < STAFF; staff += 1) {
      for (let k = 0; k < DAY_MINUTES / 30; k += 1) places.push({ staff, start: open + k * 30 * MINUTE });
    }
  }
  if (WEEK_BOOKINGS > places.length) throw new Error(`--week-bookings: at most ${places.length}`);
  const skip = new Set<number>();
  while (places.length - skip.size > WEEK_BOOKINGS) skip.add(Math.floor(rand() * places.length));
  for (const [i, place] of places.entries()) {
    if (skip.has(i)) continue;
    const r = rand();
    book(place.staff, 'express', place.start, r < 0.05 ? 'cancelled' : r < 0.09 ? 'no_show' : 'completed');
  }

  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    await db.insertInto('bookings').values(chunk).execute();
    await db
      .insertInto('booking_services')
      .values(lines.slice(i, i + 500))
      .execute();
    await db
      .insertInto('booking_events')
      .values(
        chunk.map((b) => ({
          business_id: businessId,
          booking_id: b.id,
          at: b.created_at,
          actor: 'user' as const,
          user_id: admin.id,
          action: 'created' as const,
          from_status: null,
          to_status: b.status === 'requested' ? ('requested' as const) : ('confirmed' as const),
        })),
      )
      .execute();
  }
  await sql`ANALYZE`.execute(db);
  return {
    businessId,
    zone,
    staffIds,
    serviceIds,
    contactIds,
    adminId: admin.id,
    days,
    weekFrom: monday,
    weekTo: addDays(monday, 6),
    free,
    counts: { periodBookings, periodCancelled, weekBookings: WEEK_BOOKINGS, bookedShare: booked / working },
    seedSeconds: (performance.now() - started) / 1000,
  };
}

type Answer = { status: number; body: string };
type Client = { get: (url: string) => Promise<Answer>; post: (url: string, body: unknown, headers?: Record<string, string>) => Promise<Answer> };

/**
 * A desk's browser: kept-alive connections of its own (node:http, an agent of `sockets`: one for a
 * desk that books, six for the calendar's parallel pages, a browser's HTTP/1.1 limit per host) and
 * the session's cookies. Not fetch: its shared pool, in this busy process, hands a request whose
 * connection is not back yet a new connection, and a server whose loop the embedded database keeps
 * busy reads new connections' first requests seconds late (bench/README.md, bookings).
 */
async function client(address: string, sockets = 1): Promise<Client> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const jar = new Map<string, string>();
  const send = (method: 'GET' | 'POST', url: string, body?: unknown, extra: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        `${address}${url}`,
        {
          method,
          agent,
          headers: {
            cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
            'x-csrftoken': jar.get('csrftoken') ?? '',
            'x-requested-with': 'XMLHttpRequest',
            ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
            ...extra,
          },
        },
        (res) => {
          for (const cookie of res.headers['set-cookie'] ?? []) {
            const [pair = ''] = cookie.split(';');
            const at = pair.indexOf('=');
            if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
          }
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  await send('GET', '/api/csrf');
  const login = await send('POST', '/api/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.body}`);
  return { get: (url) => send('GET', url), post: (url, body, headers) => send('POST', url, body, headers) };
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await work();
  return { ms: performance.now() - t0, value };
}

/** 1. every day of the 30, "anyone", one request after another, SLOT_ROUNDS times (after a warm-up pass). */
async function slotSearch(api: Client, seeded: Seeded) {
  const url = (day: string) => `/api/booking-slots?day=${day}&serviceIds=${seeded.serviceIds.cut}`;
  const slotsOf = (body: string) => (JSON.parse(body) as { slots: { staffIds: string[] }[] }).slots;
  for (const day of seeded.days) {
    const res = await api.get(url(day));
    if (res.status !== 200) throw new Error(`slots ${day}: ${res.status} ${res.body}`);
  }
  const times: number[] = [];
  const workingDayTimes: number[] = [];
  const totals: number[] = [];
  let slots = 0;
  let offers = 0;
  for (let round = 0; round < SLOT_ROUNDS; round += 1) {
    let total = 0;
    for (const day of seeded.days) {
      const { ms: elapsed, value } = await timed(() => api.get(url(day)));
      if (value.status !== 200) throw new Error(`slots ${day}: ${value.status} ${value.body}`);
      times.push(elapsed);
      if (weekdayOf(day) !== 7) workingDayTimes.push(elapsed);
      total += elapsed;
      if (round === 0) {
        const found = slotsOf(value.body);
        slots += found.length;
        offers += found.reduce((sum, s) => sum + s.staffIds.length, 0);
      }
    }
    totals.push(total);
  }
  return {
    requests: times.length,
    perDay: stats(times),
    perWorkingDay: stats(workingDayTimes),
    total30Days: stats(totals),
    slotsFound: slots,
    staffOffers: offers,
  };
}

/** 3. the week's bookings as the calendar fetches them: page 1, then every other page at once. */
async function weekView(api: Client, seeded: Seeded) {
  const page = async (n: number) => {
    const res = await api.get(`/api/bookings?from=${seeded.weekFrom}&to=${seeded.weekTo}&pageSize=${CALENDAR_PAGE_SIZE}&page=${n}`);
    if (res.status !== 200) throw new Error(`bookings page ${n}: ${res.status} ${res.body}`);
    return JSON.parse(res.body) as { total: number; items: { id: string }[] };
  };
  const fetchWeek = async () => {
    const first = await timed(() => page(1));
    const pages = Math.ceil(first.value.total / CALENDAR_PAGE_SIZE);
    const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(i + 2)));
    return { firstMs: first.ms, pages, items: [first.value, ...rest].flatMap((p) => p.items) };
  };
  const warm = await fetchWeek();
  const ids = new Set(warm.items.map((b) => b.id));
  if (warm.items.length !== seeded.counts.weekBookings || ids.size !== warm.items.length) {
    throw new Error(`the week: ${warm.items.length} bookings (${ids.size} distinct), expected ${seeded.counts.weekBookings}`);
  }
  const totals: number[] = [];
  const firsts: number[] = [];
  for (let round = 0; round < WEEK_ROUNDS; round += 1) {
    const { ms: elapsed, value } = await timed(fetchWeek);
    totals.push(elapsed);
    firsts.push(value.firstMs);
  }
  return { bookings: warm.items.length, pages: warm.pages, total: stats(totals), firstPage: stats(firsts) };
}

/** 2. CLIENTS clients booking back to back, REQUESTS in all, a tenth colliding with another's. */
async function creation(clients: Client[], seeded: Seeded, db: Db) {
  const rand = random(29);
  const rounds = Math.ceil(REQUESTS / clients.length);
  const colliders = Math.round(clients.length * COLLIDING);
  const uniques = rounds * (clients.length - colliders);
  // free places for the express (30 minutes blocked), at most one per staff member's hour, so that a
  // collider 15 minutes later overlaps only the booking it collides with
  const places: { staff: number; start: number }[] = [];
  for (const span of seeded.free) {
    for (let t = span.start; t + 30 * MINUTE <= span.end; t += 60 * MINUTE) places.push({ staff: span.staff, start: t });
  }
  for (let i = places.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [places[i], places[j]] = [places[j]!, places[i]!];
  }
  if (places.length < uniques + 1) throw new Error(`only ${places.length} free places for ${uniques} bookings`);
  const body = (place: { staff: number; start: number }, note: string) => ({
    contactId: seeded.contactIds[Math.floor(rand() * seeded.contactIds.length)]!,
    serviceIds: [seeded.serviceIds.express],
    staffId: seeded.staffIds[place.staff]!,
    startsAt: new Date(place.start).toISOString(),
    notes: note,
  });
  // the plan: queue[c][r] is client c's request of round r; the last `colliders` clients of a round
  // ask for the time of another client's request of that round (the same start, or 15 minutes later)
  const queue: ReturnType<typeof body>[][] = clients.map(() => []);
  let next = 1; // places[0] is the warm-up's
  let planned = 0;
  for (let r = 0; r < rounds && planned < REQUESTS; r += 1) {
    const round: { staff: number; start: number }[] = [];
    for (let c = 0; c < clients.length && planned < REQUESTS; c += 1, planned += 1) {
      if (c < clients.length - colliders) {
        const place = places[next++]!;
        round.push(place);
        queue[c]!.push(body(place, 'bench create'));
      } else {
        const k = c - (clients.length - colliders);
        const target = round[(k * 7 + r) % round.length]!;
        queue[c]!.push(body({ staff: target.staff, start: target.start + (k % 2 === 0 ? 0 : 15 * MINUTE) }, 'bench create'));
      }
    }
  }
  const collisions = queue.flat().length - (next - 1);
  // warm-up: one booking, then every client's session once
  const warm = await clients[0]!.post('/api/bookings', body(places[0]!, 'bench warm-up'), { 'idempotency-key': randomUUID() });
  if (warm.status !== 201) throw new Error(`warm-up booking: ${warm.status} ${warm.body}`);
  await Promise.all(clients.map((c) => c.get('/api/booking-settings')));

  const created: number[] = [];
  const refused: number[] = [];
  const other: { status: number; body: string }[] = [];
  const t0 = performance.now();
  await Promise.all(
    clients.map(async (api, c) => {
      for (const request of queue[c]!) {
        const { ms: elapsed, value } = await timed(() => api.post('/api/bookings', request, { 'idempotency-key': randomUUID() }));
        if (value.status === 201) created.push(elapsed);
        else if (value.status === 409) refused.push(elapsed);
        else other.push(value);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const all = [...created, ...refused];
  // afterwards: no staff member holds two overlapping bookings (of those that hold time), and the
  // bookings made are the 201s
  const overlaps = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM bookings a JOIN bookings b
      ON a.business_id = b.business_id AND a.staff_id = b.staff_id AND a.id < b.id
     AND tstzrange(a.blocked_from, a.blocked_until, '[)') && tstzrange(b.blocked_from, b.blocked_until, '[)')
    WHERE a.status IN (${sql.join([...BOOKING_HOLDING_STATUSES])}) AND b.status IN (${sql.join([...BOOKING_HOLDING_STATUSES])})`.execute(db);
  const made = await sql<{ n: number }>`SELECT count(*)::int AS n FROM bookings WHERE business_id = ${seeded.businessId} AND notes = 'bench create'`.execute(
    db,
  );
  return {
    clients: clients.length,
    requests: queue.flat().length,
    collisions,
    seconds,
    perSecond: queue.flat().length / seconds,
    latency: stats(all),
    created: created.length,
    refused: refused.length,
    others: other.length,
    otherSample: other.slice(0, 3),
    createdLatency: stats(created),
    refusedLatency: stats(refused),
    overlappingPairs: overlaps.rows[0]!.n,
    bookingsMade: made.rows[0]!.n,
  };
}

async function bench(label: 'embedded' | 'postgres') {
  // the harness makes the database DATABASE_URL names, or the embedded one without it
  const url = process.env.DATABASE_URL;
  if (label === 'embedded') delete process.env.DATABASE_URL;
  const { target, drop } = await freshDatabase();
  if (url) process.env.DATABASE_URL = url;
  const loadBefore = load();
  const database = await openDatabase(target);
  try {
    const seeded = await seed(database.db);
    console.log(
      `${label}: seeded in ${seeded.seedSeconds.toFixed(1)} s: ${seeded.counts.periodBookings} bookings over the ${DAYS} days ` +
        `(${(seeded.counts.bookedShare * 100).toFixed(1)} % of the working time; + ${seeded.counts.periodCancelled} cancelled), ${seeded.counts.weekBookings} in the week of ${seeded.weekFrom}`,
    );
    const app = await buildServer(
      { ...loadConfig({ PUBLIC_ORIGIN: 'http://localhost', PAYMENT_PROVIDER: 'test' }), serveStatic: false, database: target, loginRateLimit: 1000 },
      database.db,
      { listen: database.listen },
    );
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      // one sign-in after another (concurrent sign-ins of one account are refused past five)
      const clients: Client[] = [];
      for (let i = 0; i < CLIENTS; i += 1) clients.push(await client(address));
      const slots = await slotSearch(clients[0]!, seeded);
      console.log(
        `${label}: slot search, per day p50 ${ms(slots.perDay.p50)}, p95 ${ms(slots.perDay.p95)}, max ${ms(slots.perDay.max)}; 30 days p50 ${ms(slots.total30Days.p50)}`,
      );
      const week = await weekView(await client(address, 6), seeded);
      console.log(`${label}: week view, ${week.bookings} bookings in ${week.pages} pages, p50 ${ms(week.total.p50)}, p95 ${ms(week.total.p95)}`);
      const create = await creation(clients, seeded, database.db);
      console.log(
        `${label}: creation, ${create.requests} requests in ${create.seconds.toFixed(1)} s (${create.perSecond.toFixed(1)}/s), p50 ${ms(create.latency.p50)}, p95 ${ms(create.latency.p95)}; ` +
          `${create.created} × 201, ${create.refused} × 409 (${create.collisions} collisions), ${create.others} other; overlapping pairs ${create.overlappingPairs}`,
      );
      if (create.others > 0) console.log(create.otherSample);
      return { label, loadBefore, seeded, slots, week, create };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await drop();
  }
}

const labels = (['embedded', 'postgres'] as const).filter((l) => (ONLY ? l === ONLY : l === 'embedded' || process.env.DATABASE_URL));
if (labels.length === 0) throw new Error(`--database=${ONLY}: nothing to run (postgres needs DATABASE_URL)`);
let failed = false;
for (const label of labels) {
  const { loadBefore, seeded, slots, week, create } = await bench(label);
  const loadAfter = load();
  const stamp = new Date().toISOString();
  const ok = create.overlappingPairs === 0 && create.others === 0 && create.refused === create.collisions && create.bookingsMade === create.created;
  failed ||= !ok;
  const header =
    `database: ${label} · ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), load average ${loadBefore.join(' / ')} before, ` +
    `${loadAfter.join(' / ')} after (1 / 5 / 15 min; the machine is shared) · Node ${process.versions.node}`;
  const seedLine =
    `Seeded in ${seeded.seedSeconds.toFixed(1)} s: the demo business plus ${STAFF} staff members (Mon–Sat ${OPEN}–${CLOSE}), ` +
    `${seeded.counts.periodBookings} bookings over the ${DAYS} days from ${seeded.days[0]} (${(seeded.counts.bookedShare * 100).toFixed(1)} % of the working time blocked, ` +
    `+ ${seeded.counts.periodCancelled} cancelled) and ${seeded.counts.weekBookings} in the week of ${seeded.weekFrom} (${seeded.zone}).`;
  const table = [
    '| measure | requests | p50 | p95 | p99 | max | other |',
    '|---|--:|--:|--:|--:|--:|---|',
    `| 1. free slots, one day, anyone of ${STAFF} (45 min + 15 after) | ${slots.perDay.n} | ${ms(slots.perDay.p50)} | ${ms(slots.perDay.p95)} | ${ms(slots.perDay.p99)} | ${ms(slots.perDay.max)} | working days only: p50 ${ms(slots.perWorkingDay.p50)}, p95 ${ms(slots.perWorkingDay.p95)} |`,
    `| 1. free slots, the ${DAYS} days one after another | ${slots.total30Days.n} passes | ${ms(slots.total30Days.p50)} | ${ms(slots.total30Days.p95)} | ${ms(slots.total30Days.p99)} | ${ms(slots.total30Days.max)} | ${slots.slotsFound} starts, ${slots.staffOffers} staff offers in a pass |`,
    `| 2. POST /api/bookings, ${create.clients} clients | ${create.requests} | ${ms(create.latency.p50)} | ${ms(create.latency.p95)} | ${ms(create.latency.p99)} | ${ms(create.latency.max)} | ${create.perSecond.toFixed(1)} req/s; ${create.created} × 201, ${create.refused} × 409 (${create.collisions} collisions planned)${create.others ? `, ${create.others} other` : ''} |`,
    `| 2. … the 201s | ${create.createdLatency.n} | ${ms(create.createdLatency.p50)} | ${ms(create.createdLatency.p95)} | ${ms(create.createdLatency.p99)} | ${ms(create.createdLatency.max)} | |`,
    `| 2. … the 409s | ${create.refusedLatency.n} | ${ms(create.refusedLatency.p50)} | ${ms(create.refusedLatency.p95)} | ${ms(create.refusedLatency.p99)} | ${ms(create.refusedLatency.max)} | |`,
    `| 3. week view, ${week.bookings} bookings, all ${week.pages} pages | ${week.total.n} fetches | ${ms(week.total.p50)} | ${ms(week.total.p95)} | ${ms(week.total.p99)} | ${ms(week.total.max)} | first page alone: p50 ${ms(week.firstPage.p50)}, p95 ${ms(week.firstPage.p95)} |`,
  ].join('\n');
  const check = `Afterwards: ${create.overlappingPairs} pairs of overlapping bookings of one staff member (SQL over the time they block), ${create.bookingsMade} bookings made for ${create.created} answers 201 — ${ok ? 'as expected' : '**NOT as expected**'}.`;
  console.log(`\n${header}\n\n${table}\n\n${check}\n`);
  writeFileSync(
    path.join(resultsDir, `bookings-${label}.md`),
    `# The bookings API at ${STAFF} staff members (${label})\n\n${stamp} · ${header}\n\n${seedLine}\n\n` +
      'Over HTTP on 127.0.0.1 to the server in the same process (buildServer), timed end to end by the clients, each signed in as the demo admin. ' +
      `1: GET /api/booking-slots for each of the ${DAYS} days one request at a time, ${SLOT_ROUNDS} passes after a warm-up. ` +
      `2: ${create.clients} clients POST /api/bookings back to back (their own Idempotency-Key each), ${create.collisions} of the requests at the time of another client's request of the same round. ` +
      `3: GET /api/bookings?from&to&pageSize=${CALENDAR_PAGE_SIZE}, page 1 then the ${week.pages - 1} others at once, as the calendar does.\n\n${table}\n\n${check}\n`,
  );
  writeFileSync(
    path.join(resultsDir, `bookings-${label}.json`),
    `${JSON.stringify(
      {
        date: stamp,
        database: label,
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model.trim(),
        loadAverageBefore: loadBefore,
        loadAverageAfter: loadAfter,
        node: process.versions.node,
        options: { slotRounds: SLOT_ROUNDS, clients: CLIENTS, requests: REQUESTS, weekRounds: WEEK_ROUNDS, weekBookings: WEEK_BOOKINGS },
        seed: {
          staff: STAFF,
          days: DAYS,
          firstDay: seeded.days[0],
          week: [seeded.weekFrom, seeded.weekTo],
          timeZone: seeded.zone,
          seconds: seeded.seedSeconds,
          ...seeded.counts,
        },
        slotSearch: slots,
        creation: { ...create, ok },
        weekView: week,
      },
      null,
      2,
    )}\n`,
  );
}
process.exit(failed ? 1 : 0);
