import type { FastifyInstance, InjectOptions as FastifyInjectOptions, LightMyRequestResponse } from 'fastify';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { loadConfig, type ServerConfig } from '../config';
import type { PGlite } from '@electric-sql/pglite';
import { createPGlite, embeddedTemplate, openDatabase, type DatabaseTarget, type Db, type OpenDatabase } from '../db/database';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../demo/demo';
import { seedDemo } from '../demo/seed';
import { jobHandlers } from '../jobHandlers';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from '../jobs/runner';
import { hashPassword } from '../modules/auth/passwords';
import type { PaymentProvider } from '../modules/money/providers/provider';
import { providerOf } from '../modules/money/providers/choice';
import { buildServer, type LogStream } from '../server';

// API tests run against a real database: the embedded one (in memory) by default, and a fresh
// database on the PostgreSQL server of DATABASE_URL when it is set (created and dropped per suite;
// copied from the run's migrated template database when scripts/test.mjs made one).

export const databaseKind = process.env.DATABASE_URL ? 'postgres' : 'embedded';

/**
 * The migrated, empty embedded database every embedded test database starts from: the file
 * scripts/test.mjs writes once for the whole run (FRONTDESK_TEST_TEMPLATE), else made once per
 * process. A test database is then a copy (~0.5 s) instead of initdb and every migration (~3 s).
 */
let template: Promise<Blob> | undefined;
function migratedTemplate(): Promise<Blob> {
  const file = process.env.FRONTDESK_TEST_TEMPLATE;
  template ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : embeddedTemplate();
  return template;
}

/**
 * The embedded databases this process has opened and its suites have closed, kept to be emptied and
 * used again. Opening one from the template costs ~1.3 s of CPU (PGlite's WebAssembly instance, the
 * data folder unpacked, PostgreSQL started) and a run opens ~70; emptying one costs ~0.1 s
 * (docs/decisions/0017-test-line-time.md).
 */
const idle = new Map<PGlite, NodeJS.Timeout>();
/**
 * How long a closed embedded database waits for the next suite before it is closed for good: the
 * next suite of a process opens its database at once, and a PGlite started from a dumped data folder
 * keeps its process from exiting until it is closed.
 */
const IDLE_MS = 1_000;

function putAway(pglite: PGlite) {
  idle.set(
    pglite,
    setTimeout(() => {
      idle.delete(pglite);
      void pglite.close().catch(() => {});
    }, IDLE_MS),
  );
}
/** what a database freshly opened from the template holds: its tables to empty and its schema's fingerprint */
let pristine: Promise<{ tables: string; schema: string }> | undefined;

/** Counts of what a test could add to the schema (a table, a trigger, a function, a policy) or turn off (a trigger). */
const schemaOf = async (pglite: PGlite) =>
  JSON.stringify(
    (
      await pglite.query(`SELECT (SELECT count(*) FROM pg_class) AS classes, (SELECT count(*) FROM pg_trigger WHERE tgenabled <> 'D') AS triggers,
        (SELECT count(*) FROM pg_proc) AS functions, (SELECT count(*) FROM pg_namespace) AS schemas, (SELECT count(*) FROM pg_policy) AS policies`)
    ).rows,
  );

/**
 * A recycled embedded database made as new: its session reset (DISCARD ALL: settings, prepared
 * statements, LISTENs, advisory locks, temporary tables) and every table but the migrations' emptied;
 * false when that cannot be done (a transaction still open, a schema a test changed): it is then closed.
 */
async function renewed(pglite: PGlite): Promise<boolean> {
  try {
    const { tables, schema } = await pristine!;
    await pglite.exec('DISCARD ALL');
    if ((await schemaOf(pglite)) !== schema) throw new Error('a test changed the schema');
    await pglite.exec(`TRUNCATE ${tables} RESTART IDENTITY`);
    return true;
  } catch {
    await pglite.close().catch(() => {});
    return false;
  }
}

/**
 * An embedded database as new, lent until it is closed (openDatabase closes it with its Kysely):
 * then what it still listens to is stopped and it goes back to `idle`; a call through the loan after
 * that fails, as on a closed database, instead of reaching the next suite's.
 */
async function lentPGlite(): Promise<PGlite> {
  let pglite: PGlite | undefined;
  for (const [recycled, closing] of idle) {
    idle.delete(recycled);
    clearTimeout(closing);
    if (await renewed(recycled)) {
      pglite = recycled;
      break;
    }
  }
  if (!pglite) {
    pglite = await createPGlite('memory://', await migratedTemplate());
    const opened = pglite;
    pristine ??= (async () => {
      const { rows } = await opened.query<{ name: string }>(
        `SELECT format('%I.%I', schemaname, relname) AS name FROM pg_stat_user_tables WHERE relname NOT LIKE 'kysely_migration%' ORDER BY 1`,
      );
      return { tables: rows.map((r) => r.name).join(', '), schema: await schemaOf(opened) };
    })();
    await pristine;
  }
  const database = pglite;
  const listening = new Set<() => Promise<void>>();
  let lent = true;
  return new Proxy(database, {
    get(target, key) {
      if (key === 'closed') return !lent || target.closed;
      if (key === 'close')
        return async () => {
          if (!lent) return;
          lent = false;
          for (const stop of [...listening]) await stop();
          putAway(target);
        };
      if (key === 'listen')
        return async (channel: string, onPayload: (payload: string) => void) => {
          const unlisten = await target.listen(channel, onPayload);
          const stop = async () => {
            listening.delete(stop);
            await unlisten();
          };
          listening.add(stop);
          return stop;
        };
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (!lent) throw new Error('this test database is closed');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/**
 * A new, empty database: in memory, or created on the DATABASE_URL server. `open()` opens it (an
 * embedded one: a recycled database made as new); drop() removes it. `unmigrated` (PostgreSQL): not
 * copied from the run's migrated template, so the first openDatabase migrates it.
 */
export async function freshDatabase(
  options: { unmigrated?: boolean } = {},
): Promise<{ target: DatabaseTarget; open: () => Promise<OpenDatabase>; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const target: DatabaseTarget = { kind: 'embedded', dataDir: 'memory://', template: await migratedTemplate() };
    return { target, open: async () => openDatabase(target, { pglite: await lentPGlite() }), drop: async () => {} };
  }
  const name = `frontdesk_test_${randomBytes(6).toString('hex')}`;
  // a copy of the run's migrated template database (scripts/test.mjs), else an empty one that
  // openDatabase migrates
  const copied = options.unmigrated ? undefined : process.env.FRONTDESK_TEST_TEMPLATE_DATABASE;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(copied ? `CREATE DATABASE ${name} TEMPLATE ${pg.escapeIdentifier(copied)}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const address = new URL(url);
  address.pathname = `/${name}`;
  const target: DatabaseTarget = { kind: 'postgres', url: address.toString() };
  return {
    target,
    open: () => openDatabase(target),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      // a closed pool's last sessions may still be ending: FORCE would hit them with an error event
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export type TestApi = {
  app: FastifyInstance;
  db: Db;
  /** the job runner working for this server (absent with `jobs: false`) */
  jobs?: JobRunner;
  /**
   * Another API instance on the same database, as a second process would be (PostgreSQL only: the
   * embedded database has one connection): its own pool and its own LISTEN. Closed with this one.
   */
  anotherInstance: () => Promise<FastifyInstance>;
  close: () => Promise<void>;
};

/** A server on a fresh database holding the demo business (`history`: with its week of sales, demo/seedSales.ts). */
export async function startApi(
  options: {
    config?: Partial<ServerConfig>;
    now?: () => Date;
    seed?: boolean;
    history?: boolean;
    jobs?: false | Partial<JobRunnerOptions>;
    provider?: PaymentProvider;
    /** the server's log lines go here (none without it) */
    logTo?: LogStream;
  } = {},
): Promise<TestApi> {
  const { target, open, drop } = await freshDatabase();
  const database = await open();
  if (options.seed !== false) await seedDemo(database.db, new Date(), { history: options.history ?? false });
  const config: ServerConfig = {
    ...loadConfig({ FRONTDESK_DEMO: 'true' }),
    serveStatic: false,
    database: target,
    loginRateLimit: 1000,
    // the tests' hundreds of concurrent calls check what the database keeps; the shedding of load has its own (http/admission.test.ts)
    admission: { maxActive: 32, maxWaitMs: 60_000 },
    ...options.config,
  };
  // one processor for the server and its job runner, as main.ts has
  const provider = options.provider ?? providerOf(config);
  let app: FastifyInstance;
  try {
    app = await buildServer(config, database.db, {
      listen: database.listen,
      provider,
      ...(options.now ? { now: options.now } : {}),
      ...(options.logTo ? { logger: options.logTo } : {}),
    });
    await app.ready();
  } catch (error) {
    // a server that cannot start fails its suite at once, instead of an open database holding the process
    await database.close();
    await drop();
    throw error;
  }
  const jobs =
    options.jobs === false
      ? undefined
      : createJobRunner({
          db: database.db,
          handlers: jobHandlers(config, { db: database.db, provider, recoveryDelayMs: config.recoveryDelayMs }),
          ...options.jobs,
        });
  jobs?.start();
  const others: { app: FastifyInstance; close: () => Promise<void> }[] = [];
  return {
    app,
    db: database.db,
    jobs,
    anotherInstance: async () => {
      if (target.kind !== 'postgres') throw new Error('another instance needs PostgreSQL (DATABASE_URL)');
      const second = await openDatabase(target);
      const other = await buildServer(config, second.db, { listen: second.listen, provider, ...(options.now ? { now: options.now } : {}) });
      await other.ready();
      others.push({ app: other, close: second.close });
      return other;
    },
    close: async () => {
      await jobs?.stop();
      for (const other of others) {
        await other.app.close();
        await other.close();
      }
      await app.close();
      await database.close();
      await drop();
    },
  };
}

type InjectOptions = Omit<FastifyInjectOptions, 'url' | 'method' | 'cookies'>;

/**
 * A browser-like client over app.inject: it keeps the cookies the server sets, and sends the CSRF
 * token the way the shell's API client does (X-CSRFToken from the csrftoken cookie) unless told not to.
 * Given several instances of the API (TestApi.anotherInstance), it sends each request to the next
 * one in turn, as a load balancer without sticky sessions would.
 */
export function browser(app: FastifyInstance | readonly FastifyInstance[], address = '127.0.0.1') {
  const instances: readonly FastifyInstance[] = Array.isArray(app) ? app : [app as FastifyInstance];
  let turn = 0;
  const cookies = new Map<string, string>();
  const remember = (res: LightMyRequestResponse) => {
    for (const cookie of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
    return res;
  };
  const request = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, options: InjectOptions & { csrf?: boolean } = {}) => {
    const { csrf = true, headers = {}, ...rest } = options;
    const token = cookies.get('csrftoken');
    const instance = instances[turn++ % instances.length]!;
    const res = await instance.inject({
      method,
      url,
      remoteAddress: address,
      cookies: Object.fromEntries(cookies),
      headers: { 'x-requested-with': 'XMLHttpRequest', ...(csrf && token ? { 'x-csrftoken': token } : {}), ...headers },
      ...rest,
    });
    return remember(res);
  };
  return {
    cookies,
    request,
    get: (url: string, options?: InjectOptions) => request('GET', url, options),
    post: (url: string, options?: InjectOptions & { csrf?: boolean }) => request('POST', url, options),
    patch: (url: string, options?: InjectOptions & { csrf?: boolean }) => request('PATCH', url, options),
    delete: (url: string, options?: InjectOptions & { csrf?: boolean }) => request('DELETE', url, options),
    /** what the shell does first: a page or /config.json, which hands out the CSRF cookie */
    async visit() {
      await request('GET', '/api/csrf');
      return this;
    },
    async login(email = DEMO_EMAIL, password = DEMO_PASSWORD) {
      await this.visit();
      return request('POST', '/api/login', { payload: { email, password } });
    },
  };
}

export type Browser = ReturnType<typeof browser>;

export type SignedUp = { b: Browser; businessId: string; email: string };

/** the passwords signUp and signInStaff give their users (a test that signs in again needs them) */
export const TEST_ADMIN_PASSWORD = 'long-enough-1';
export const TEST_STAFF_PASSWORD = 'staff-password-1';

let signups = 0;

/** A new business (sign-up) with its admin signed in, and the business's id. */
export async function signUp(api: TestApi, name = 'Test Shop'): Promise<SignedUp> {
  const b = await browser(api.app).visit();
  const email = `admin${++signups}.${randomBytes(3).toString('hex')}@${name.toLowerCase().replace(/\W/g, '') || 'shop'}.test`;
  const res = await b.post('/api/signup', {
    payload: { businessName: name, firstName: 'Ada', lastName: 'Admin', email, password: TEST_ADMIN_PASSWORD },
  });
  assert.equal(res.statusCode, 201, res.body);
  const user = await api.db.selectFrom('users').select('business_id').where('email', '=', email).executeTakeFirstOrThrow();
  return { b, businessId: user.business_id, email };
}

/** A staff member (not an admin) of the business, signed in. */
export async function signInStaff(api: TestApi, businessId: string): Promise<Browser> {
  const email = `staff${++signups}.${randomBytes(3).toString('hex')}@staff.test`;
  const password = TEST_STAFF_PASSWORD;
  await api.db
    .insertInto('users')
    .values({
      business_id: businessId,
      email,
      password_hash: await hashPassword(password),
      first_name: 'Sol',
      last_name: 'Staff',
      role: 'staff',
      register_id: null,
    })
    .execute();
  const staff = browser(api.app);
  assert.equal((await staff.login(email, password)).statusCode, 200);
  return staff;
}

/** A contact of the business, written straight to the database (tests of other modules need one). */
export async function addContact(api: TestApi, businessId: string, fields: { first?: string; last?: string } = {}) {
  const row = await api.db
    .insertInto('contacts')
    .values({ business_id: businessId, first_name: fields.first ?? 'Some', last_name: fields.last ?? 'One' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A confirmed booking of a contact tomorrow, with a staff member of its own, written straight to the
 * database (deposits and reminders name one); its id.
 */
export async function addBooking(api: TestApi, businessId: string, contactId: string) {
  const staff = await api.db
    .insertInto('staff_members')
    .values({ business_id: businessId, name: 'Test stylist', color: '#1677ff' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 24 * 3_600_000);
  const end = new Date(start.getTime() + 3_600_000);
  const row = await api.db
    .insertInto('bookings')
    .values({
      business_id: businessId,
      contact_id: contactId,
      staff_id: staff.id,
      starts_at: start,
      ends_at: end,
      blocked_from: start,
      blocked_until: end,
      status: 'confirmed',
      source: 'desk',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A catalogue item of the business, written straight to the database (money tests need one). */
export async function addCatalogueItem(
  api: TestApi,
  businessId: string,
  fields: { name?: string; kind?: 'service' | 'product'; priceMinor?: number; taxRateBp?: number | null; quantity?: number | null; sku?: string } = {},
) {
  let taxRateId: string | null = null;
  if (fields.taxRateBp !== undefined && fields.taxRateBp !== null) {
    const rate = await api.db
      .insertInto('tax_rates')
      .values({ business_id: businessId, name: `Tax ${fields.taxRateBp}`, rate_bp: fields.taxRateBp })
      .returning('id')
      .executeTakeFirstOrThrow();
    taxRateId = rate.id;
  }
  const kind = fields.kind ?? (fields.quantity !== undefined && fields.quantity !== null ? 'product' : 'service');
  const row = await api.db
    .insertInto('catalogue_items')
    .values({
      business_id: businessId,
      kind,
      name: fields.name ?? 'Full detail',
      sku: fields.sku ?? '',
      price_minor: fields.priceMinor ?? 10_000,
      tax_rate_id: taxRateId,
      ...(kind === 'product' ? { inventory: 'in_stock' as const, quantity: fields.quantity ?? null } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A register of the business, open with a float (written straight to the database). Its id and session's. */
export async function openRegister(api: TestApi, businessId: string, floatMinor = 10_000, name = `Till ${randomBytes(3).toString('hex')}`) {
  const register = await api.db.insertInto('registers').values({ business_id: businessId, name }).returning('id').executeTakeFirstOrThrow();
  const session = await api.db
    .insertInto('register_sessions')
    .values({ business_id: businessId, register_id: register.id, opened_by: null, opened_by_name: 'Test', opening_float_minor: floatMinor })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.db.insertInto('cash_movements').values({ business_id: businessId, session_id: session.id, kind: 'float', amount_minor: floatMinor }).execute();
  return { registerId: register.id, sessionId: session.id };
}

/** A new Idempotency-Key header for one money call. */
export const idempotencyKey = () => ({ 'idempotency-key': randomUUID() });
