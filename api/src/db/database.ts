import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { holdDataDir } from './dataDirLock';
import { FairPGliteDialect } from './fairDialect';
import { pgListener } from './listener';
import { lockedInstance, singleInstance, type Instances } from './instances';
import { migrations } from './migrations';
import type { Database } from './schema';
import type { ConfigEnv } from '../configVariables';

export type Db = Kysely<Database>;

/** Kysely's SQL template, for the few statements written by hand (migrations, benchmarks). */
export { sql } from 'kysely';

export type DatabaseTarget =
  /**
   * embedded PostgreSQL (PGlite) in a data folder, or in memory ('memory://'); a new one can start
   * from a template, a dump of another's data folder (embeddedTemplate), instead of an empty one
   */
  | { kind: 'embedded'; dataDir: string; template?: Blob }
  /** a PostgreSQL server */
  | { kind: 'postgres'; url: string };

// A `date` column (a reminder's due day) is a calendar day, not an instant: read it as 'YYYY-MM-DD'
// text on both drivers, never as a Date at some time zone's midnight.
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (text: string) => text);

/**
 * Hears a channel's notifications (LISTEN); answers how to stop. `onGap`: told when notifications
 * may have been missed (PostgreSQL: the listening connection was lost and made again, db/listener.ts).
 */
export type Listen = (channel: string, onPayload: (payload: string) => void, onGap?: () => void) => Promise<() => Promise<void>>;

export type OpenDatabase = {
  db: Db;
  target: DatabaseTarget;
  listen: Listen;
  /** this API instance among the others on the database (db/instances.ts) */
  instances: Instances;
  close: () => Promise<void>;
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

const registry = new WeakMap<Db, Instances>();
/** a database opened otherwise (none is, but a test's own Kysely): this process alone */
let unregistered: Instances | undefined;

/** This API instance among the others on the database `db` (opened by openDatabase). */
export const instancesOf = (db: Db): Instances => registry.get(db) ?? (unregistered ??= singleInstance());

/** Opens the database and brings its schema up to date. */
/**
 * Opens the database of `target`, migrated. `options.pglite`: an embedded database already open to
 * use instead of `target`'s (the API tests recycle theirs: src/testing/harness.ts); closing the
 * database closes it.
 */
export async function openDatabase(target: DatabaseTarget, options: { pglite?: PGlite } = {}): Promise<OpenDatabase> {
  let db: Db;
  let listen: Listen;
  // an embedded database's folder, held by this process until it is closed (db/dataDirLock.ts)
  let release = () => {};
  let closeListener = async () => {};
  if (target.kind === 'embedded') {
    if (!options.pglite && !target.dataDir.startsWith('memory://')) {
      release = holdDataDir(target.dataDir);
      mkdirSync(target.dataDir, { recursive: true });
    }
    let pglite: PGlite;
    try {
      pglite = options.pglite ?? (await createPGlite(target.dataDir, target.template));
    } catch (error) {
      release();
      throw error;
    }
    db = new Kysely<Database>({ dialect: new FairPGliteDialect({ pglite }) });
    // one process holds the embedded database: its notifications are heard in it
    listen = async (channel, onPayload) => pglite.listen(channel, onPayload);
  } else {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // an idle connection the server closed (a restart) is an error event: without a listener it
    // would end the process; the pool drops it and the next query connects anew
    pool.on('error', () => {});
    // nor may a connection the server closes while it is lent (between a transaction's statements):
    // its work fails with the next statement, answered 503 (http/errorHandler.ts), and the pool drops it
    pool.on('connect', (client) => client.on('error', () => {}));
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // one connection for every channel, outside the pool (LISTEN holds it), made again when lost:
    // every API instance hears every NOTIFY
    const listener = pgListener(target.url);
    listen = listener.listen;
    closeListener = listener.close;
  }
  try {
    await migrate(db);
  } catch (error) {
    await closeListener();
    await db.destroy();
    release();
    throw error;
  }
  const instances = target.kind === 'postgres' ? await lockedInstance(target.url, db) : singleInstance();
  registry.set(db, instances);
  return {
    db,
    target,
    listen,
    instances,
    close: async () => {
      await closeListener();
      await instances.close();
      await db.destroy();
      release();
    },
  };
}

/** An embedded database in `dataDir` ('memory://': in memory), started from the data folder dumped in `template` when given. */
export function createPGlite(dataDir: string, template?: Blob) {
  return PGlite.create(dataDir, {
    extensions: { pg_trgm, btree_gist },
    parsers: { [DATE_OID]: (text: string) => text },
    ...(template ? { loadDataDir: template } : {}),
  });
}

/**
 * A migrated, empty embedded database as a dump of its data folder: the template of the API tests'
 * databases. Opening one from it takes ~0.5 s instead of ~3 s of initdb and every migration.
 */
export async function embeddedTemplate(): Promise<Blob> {
  const pglite = await createPGlite('memory://');
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrate(db);
    return await pglite.dumpDataDir('none');
  } finally {
    await db.destroy();
  }
}

/**
 * Brings the PostgreSQL database at `url` up to date and closes it: the template the API tests'
 * PostgreSQL databases are copied from (CREATE DATABASE … TEMPLATE), as embeddedTemplate is for the
 * embedded ones. Nothing else is written to it (no instance is registered).
 */
export async function migratePostgresTemplate(url: string): Promise<void> {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
}

async function migrate(db: Db) {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Where the data lives, from the environment: DATABASE_URL, else the embedded data folder. */
export function databaseTargetFromEnv(env: ConfigEnv, defaultDataDir: string): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'embedded', dataDir: env.FRONTDESK_DATA_DIR ?? defaultDataDir };
}
