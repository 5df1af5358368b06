import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CatalogueKind } from '../db/schema';

// The API as a process of its own, started as `npm start` starts it (src/main.ts), for what needs a
// real process: the crash soak kills it (testing/crashSoak.ts), and the checkout benchmark
// keeps its clients out of the server's event loop (bench/checkout.mts).
//
// It runs compiled: src/main.ts bundled once by esbuild, the compiler tsx itself uses, into
// api/.cache/ (gitignored). A start is then node reading one file; through tsx, every start compiles
// and resolves the API's modules again through its loader (measured 2026-11-23 on the loaded 2-core
// machine: ~8 CPU-s a start through `node --import tsx`, ~3.3 bundled). Not through the `tsx` command
// either: it runs the server in a second process, which a SIGKILL of the first leaves running,
// holding the port and the data.

const apiRoot = path.resolve(import.meta.dirname, '..', '..');

type Esbuild = {
  build(options: Record<string, unknown>): Promise<{ errors: unknown[] }>;
};

export type CompiledApi = { entry: string; remove: () => void };

/**
 * Bundles src/main.ts with the packages it imports into api/.cache/main-<random>.mjs (two folders
 * below the repository, as src/config.ts is, so the repository root it finds is the same). Native,
 * WebAssembly and font-reading packages stay outside and load from node_modules.
 */
export async function compileApi(): Promise<CompiledApi> {
  const esbuild = createRequire(import.meta.resolve('tsx'))('esbuild') as Esbuild;
  mkdirSync(path.join(apiRoot, '.cache'), { recursive: true });
  const entry = path.join(apiRoot, '.cache', `main-${randomBytes(4).toString('hex')}.mjs`);
  await esbuild.build({
    entryPoints: [path.join(apiRoot, 'src', 'main.ts')],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['@electric-sql/pglite', '@node-rs/argon2', 'pdfkit'],
    // the CommonJS packages inside an ES module still call require
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'error',
  });
  return { entry, remove: () => rmSync(entry, { force: true }) };
}

export type ApiProcess = {
  /** http://127.0.0.1:<port> */
  address: string;
  process: ChildProcess;
  /** SIGKILL: no handler runs, nothing is flushed or closed; resolves when it is gone */
  kill: () => Promise<void>;
  /** SIGTERM: main.ts closes the server, the job runner and the database; rejects unless it then exits 0 */
  stop: () => Promise<void>;
  /** what it wrote (its request log), for a failure's message */
  log: () => string;
};

export type ApiProcessOptions = {
  port: number;
  /** the database: DATABASE_URL, or FRONTDESK_DATA_DIR for the embedded one */
  database: { kind: 'postgres'; url: string } | { kind: 'embedded'; dataDir: string };
  /** written to (appended); its tail goes into a failed start's error */
  logFile: string;
  env?: Record<string, string>;
  /** how long a start may take */
  timeoutMs?: number;
};

/**
 * Starts the compiled API (demo sections and the demo business off, the built-in test card
 * processor unless `env` names another, mail kept in the outbox) and resolves once `GET /api/health`
 * answers 200.
 */
export async function startApiProcess(compiled: CompiledApi, options: ApiProcessOptions): Promise<ApiProcess> {
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [compiled.entry], {
    cwd: apiRoot,
    stdio: ['ignore', log, log],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? '',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      FRONTDESK_DEMO: 'false',
      PUBLIC_ORIGIN: `http://127.0.0.1:${options.port}`,
      PAYMENT_PROVIDER: 'test',
      FRONTDESK_SEED: 'false',
      LOGIN_RATE_LIMIT: '100000',
      ...(options.database.kind === 'postgres' ? { DATABASE_URL: options.database.url } : { FRONTDESK_DATA_DIR: options.database.dataDir }),
      ...options.env,
    },
  });
  closeSync(log);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const address = `http://127.0.0.1:${options.port}`;
  const tail = () => readFileSync(options.logFile, 'utf8').slice(-4000);
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the API exited while starting:\n${tail()}`);
    const up = await fetch(`${address}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not answer within ${options.timeoutMs ?? 120_000} ms:\n${tail()}`);
    }
    await sleep(20);
  }
  return {
    address,
    process: child,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      const { code, signal } = await exited;
      // a clean stop is part of what is tested: an instance that fails on SIGTERM fails a deploy
      if (code !== 0) throw new Error(`the API did not stop cleanly on SIGTERM (exit code ${code}, signal ${signal}):\n${tail()}`);
    },
    log: tail,
  };
}

export type HttpAnswer = { status: number; headers: Headers; body: unknown };

/**
 * A signed-in client of an API over real HTTP, as the shell's API client is: it keeps the cookies the
 * server sets and sends the CSRF token with every call. `address` may change between calls (another
 * process of the same API: the session is in the database).
 */
export function httpClient(address: string | (() => string)) {
  const at = typeof address === 'string' ? () => address : address;
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  /** what every call carries: the session's cookies and the CSRF token */
  const sessionHeaders = () => ({
    'x-requested-with': 'XMLHttpRequest',
    'x-csrftoken': jar.get('csrftoken') ?? '',
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
  });
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpAnswer> => {
    const res = await fetch(`${at()}${url}`, {
      method,
      headers: {
        ...sessionHeaders(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    keep(res);
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text && res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : text };
  };
  const expect = async (status: number, answer: Promise<HttpAnswer>) => {
    const res = await answer;
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  return {
    call,
    /** the headers a call of this client carries (a load generator sending the calls itself: bench/cluster-load.mts) */
    sessionHeaders,
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown, headers?: Record<string, string>) => call('POST', url, body, headers),
    /** the call's body when it answered `status`; else throws with what it answered */
    expect,
    /** a new business with its admin, signed in (the server's sign-up limit must allow it) */
    async signUp(businessName: string, email: string, password: string) {
      keep(await fetch(`${at()}/api/csrf`));
      await expect(201, call('POST', '/api/signup', { businessName, firstName: 'Ada', lastName: 'Admin', email, password }));
    },
    async login(email: string, password: string) {
      keep(await fetch(`${at()}/api/csrf`));
      await expect(200, call('POST', '/api/login', { email, password }));
    },
  };
}

export type HttpClient = ReturnType<typeof httpClient>;

/** A catalogue item a shop is set up with: taxed at the shop's one rate when `taxed`. */
export type ShopItem = { kind: CatalogueKind; name: string; priceMinor: number; taxed: boolean; quantity?: number };

/**
 * A signed-in client's business made ready to sell, through HTTP as the desk does it: its register
 * opened with a float, one tax rate (`rateBp`), and `items` in its catalogue (a product with a
 * `quantity` has limited stock). The register's id and each item's id by name.
 */
export async function openShop(client: HttpClient, rateBp: number, items: ShopItem[]): Promise<{ registerId: string; itemIds: Record<string, string> }> {
  const registers = (await client.expect(200, client.get('/api/registers'))) as { items: { id: string }[] };
  const registerId = registers.items[0]!.id;
  await client.expect(201, client.post(`/api/registers/${registerId}/open`, { openingFloatMinor: 20_000 }, { 'idempotency-key': randomUUID() }));
  const rate = (await client.expect(201, client.post('/api/tax-rates', { name: 'Sales tax', rateBp }))) as { id: string };
  const itemIds: Record<string, string> = {};
  for (const { kind, name, priceMinor, taxed, quantity } of items) {
    const body = { kind, name, priceMinor, taxRateId: taxed ? rate.id : null, ...(quantity === undefined ? {} : { inventory: 'limited', quantity }) };
    itemIds[name] = ((await client.expect(201, client.post('/api/catalogue-items', body))) as { id: string }).id;
  }
  return { registerId, itemIds };
}
