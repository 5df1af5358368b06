// pnpm bench:contact-search — how fast POST /contact/search answers at 100,000 contacts.
//
// Opens a new database (embedded PGlite in memory, or, with DATABASE_URL, a new database on that
// PostgreSQL server, dropped afterwards), seeds the demo business and adds
// 100,000 contacts to it, starts the real server on a free port, signs in as the demo admin and
// times the search the drawer makes (form-encoded q, include_recently_added=true) over HTTP:
// names, name fragments, emails, phone digits, one- and two-letter prefixes, no match, and the
// empty query (most recently added). Prints p50/p95 per kind and overall; writes
// bench/results/contact-search-<database>.{json,md}.
//
// Options: --contacts=N (default 100000), --rounds=N (default 30 per query).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase, sql } from '../api/src/db/database.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../api/src/demo/demo.ts';
import { seedDemo } from '../api/src/demo/seed.ts';
import { buildServer } from '../api/src/server.ts';
import { freshDatabase } from '../api/src/testing/harness.ts';
import { signIn } from './signIn.mts';
import { ms, stats } from './stats.mts';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const CONTACTS = arg('contacts', 100_000);
const ROUNDS = arg('rounds', 30);
const resultsDir = path.join(import.meta.dirname, 'results');

const { target, drop } = await freshDatabase();
const label = target.kind;
const database = await openDatabase(target);
const started = performance.now();
await seedDemo(database.db);
const business = await database.db.selectFrom('users').select('business_id').where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow();
// invented names from two lists (40 × 50), 10-digit 555 phones, spread over five years
await sql`
  INSERT INTO contacts (business_id, first_name, last_name, email, phone, created_at, source, tags, last_visit_at)
  SELECT ${business.business_id}::uuid,
         (ARRAY['Ada','Bruno','Cora','Dario','Edith','Fabio','Gwen','Hector','Ines','Joel','Kira','Lorenzo','Mila','Nico','Opal','Pedro','Quincy','Rhea','Silas','Tania','Uma','Victor','Wren','Ximena','Yusuf','Zoe','Amir','Bea','Cyrus','Delia','Emil','Flor','Gideon','Hana','Ivo','Jade','Kai','Lena','Marco','Nadia'])[1 + n % 40],
         (ARRAY['Abbott','Barrios','Crane','Delgado','Easton','Ferrer','Gallo','Hale','Iglesias','Jaramillo','Keller','Lozano','Mercer','Navarro','Olsen','Pruitt','Quintero','Rojas','Salas','Tovar','Underwood','Valdez','Weller','Xiong','Yates','Zamora','Acosta','Bishop','Cortez','Dalton','Espinoza','Fuller','Guerrero','Hobbs','Ingram','Juarez','Knox','Leal','Macias','Nolan','Ochoa','Pace','Quinn','Rangel','Sutton','Trejo','Upton','Vance','Wolfe','Young'])[1 + (n / 40) % 50],
         'c' || n || '@example.net',
         '555' || lpad(((n * 7919) % 10000000)::text, 7, '0'),
         now() - (n || ' minutes')::interval * 26,
         (ARRAY['walk_in','phone','website','online_booking','referral','social','advertising','other'])[1 + n % 8],
         CASE n % 7 WHEN 1 THEN ARRAY['vip'] WHEN 2 THEN ARRAY['fleet'] WHEN 4 THEN ARRAY['newsletter'] WHEN 5 THEN ARRAY['vip','newsletter'] ELSE '{}'::text[] END,
         CASE WHEN n % 5 = 0 THEN NULL ELSE now() - ((n * 13) % 700 || ' days')::interval END
  FROM generate_series(1, ${CONTACTS}::int) AS n
`.execute(database.db);
await sql`ANALYZE contacts`.execute(database.db);
const seedSeconds = (performance.now() - started) / 1000;

const app = await buildServer(
  { ...loadConfig({ PUBLIC_ORIGIN: 'http://localhost', PAYMENT_PROVIDER: 'test' }), serveStatic: false, database: target, loginRateLimit: 1000 },
  database.db,
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const { cookieHeader, csrfToken } = await signIn(address, DEMO_EMAIL, DEMO_PASSWORD);

async function search(q: string) {
  const t0 = performance.now();
  const res = await fetch(`${address}/contact/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(), 'x-csrftoken': csrfToken(), 'x-requested-with': 'XMLHttpRequest' },
    body: new URLSearchParams({ q, include_recently_added: 'true' }),
  });
  const body = (await res.json()) as { data: { results: unknown[] } };
  const elapsed = performance.now() - t0;
  if (!res.ok) throw new Error(`search ${q}: ${res.status}`);
  return { elapsed, count: body.data.results.length };
}

const kinds: Record<string, string[]> = {
  'full name': ['Gwen Salas', 'Marco Zamora', 'Hana Keller'],
  'name fragment': ['ozan', 'iglesi', 'ndez'],
  email: ['c4242@example.net', 'c99999@example', 'c5150@'],
  'phone digits': ['5550420', '(555) 123-4', '7919'],
  'one or two letters': ['a', 'ze', 'q'],
  'no match': ['zzzzqx', 'nobody@nowhere'],
  'empty (recent)': [''],
};

async function list(params: string) {
  const t0 = performance.now();
  const res = await fetch(`${address}/api/contacts?${params}`, { headers: { cookie: cookieHeader(), 'x-requested-with': 'XMLHttpRequest' } });
  const body = (await res.json()) as { items: unknown[]; total: number };
  const elapsed = performance.now() - t0;
  if (!res.ok) throw new Error(`list ${params}: ${res.status}`);
  return { elapsed, count: body.items.length };
}

/** GET /api/contacts: the list page's calls (25 a page, with the total). */
const listKinds: Record<string, string[]> = {
  'by name, first page': ['sort=name'],
  'by name, page 2000': ['sort=name&page=2000'],
  'newest first': ['sort=-created'],
  'last visit': ['sort=-lastVisit', 'sort=lastVisit'],
  'tag filter': ['tag=vip', 'tag=fleet&sort=-created'],
  'source filter': ['source=referral', 'source=website&sort=-lastVisit'],
  search: ['q=garza', 'q=c4242@example', 'q=5550420'],
  'search + filters': ['q=ma&tag=vip&source=phone'],
  'lost customers (90 days)': ['lostForDays=90&sort=lastVisit'],
};

const listRows: { kind: string; n: number; p50: number; p95: number; results: string }[] = [];
const listAll: number[] = [];
for (const [kind, queries] of Object.entries(listKinds)) {
  for (const q of queries) await list(q);
  const times: number[] = [];
  const counts = new Set<number>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const q of queries) {
      const { elapsed, count } = await list(q);
      times.push(elapsed);
      counts.add(count);
    }
  }
  listAll.push(...times);
  const { n, p50, p95 } = stats(times);
  listRows.push({ kind, n, p50, p95, results: [...counts].sort((a, b) => a - b).join('/') });
}
const listOverall = stats(listAll);

const rows: { kind: string; n: number; p50: number; p95: number; results: string }[] = [];
const all: number[] = [];
for (const [kind, queries] of Object.entries(kinds)) {
  for (const q of queries) await search(q); // warm-up
  const times: number[] = [];
  const counts = new Set<number>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const q of queries) {
      const { elapsed, count } = await search(q);
      times.push(elapsed);
      counts.add(count);
    }
  }
  all.push(...times);
  const { n, p50, p95 } = stats(times);
  rows.push({ kind, n, p50, p95, results: [...counts].sort((a, b) => a - b).join('/') });
}
const overall = stats(all);
const total = await database.db
  .selectFrom('contacts')
  .select(sql<number>`count(*)::int`.as('n'))
  .executeTakeFirstOrThrow();

await app.close();
await database.close();
await drop();

const header = `contacts: ${total.n.toLocaleString('en-US')} (seeded in ${seedSeconds.toFixed(1)} s) · database: ${label} · ${os.cpus().length} cores · Node ${process.versions.node} · ${ROUNDS} rounds`;
const table = [
  '| query kind | requests | p50 | p95 | results per answer |',
  '|---|--:|--:|--:|--:|',
  ...rows.map((r) => `| ${r.kind} | ${r.n} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.results} |`),
  `| **all** | ${overall.n} | **${ms(overall.p50)}** | **${ms(overall.p95)}** | |`,
].join('\n');
const listTable = [
  '| list call | requests | p50 | p95 | rows per page |',
  '|---|--:|--:|--:|--:|',
  ...listRows.map((r) => `| ${r.kind} | ${r.n} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.results} |`),
  `| **all** | ${listOverall.n} | **${ms(listOverall.p50)}** | **${ms(listOverall.p95)}** | |`,
].join('\n');
console.log(`\n${header}\n\nPOST /contact/search\n\n${table}\n\nGET /api/contacts\n\n${listTable}\n`);
const stamp = new Date().toISOString();
writeFileSync(
  path.join(resultsDir, `contact-search-${label}.md`),
  `# Contact search and list at ${total.n.toLocaleString('en-US')} contacts (${label})\n\n${stamp} · ${header}\n\nOver HTTP on 127.0.0.1, signed in, timed end to end by the client.\n\n## POST /contact/search (the drawer)\n\n${table}\n\n## GET /api/contacts (the list page: 25 a page, with the total)\n\n${listTable}\n`,
);
writeFileSync(
  path.join(resultsDir, `contact-search-${label}.json`),
  `${JSON.stringify({ date: stamp, database: label, contacts: total.n, seedSeconds, rounds: ROUNDS, cpus: os.cpus().length, node: process.versions.node, kinds: rows, all: { n: overall.n, p50: overall.p50, p95: overall.p95 }, list: { kinds: listRows, all: { n: listOverall.n, p50: listOverall.p50, p95: listOverall.p95 } } }, null, 2)}\n`,
);
process.exit(0);
