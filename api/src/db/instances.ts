import { createHash, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { keptClient } from './keptClient';
import type { Database } from './schema';

// Which API instances are running on this database, so that work an instance left in flight when it
// died (a money call's attempt: docs/decisions/0031) is taken over at once instead of after a
// guessed timeout, and work of a live instance is never taken from it.
// - The embedded database is one process's: any instance but this one is gone.
// - On PostgreSQL each instance holds a session-level advisory lock on a connection of its own for
//   as long as it runs. The lock goes with the connection, which goes with the process (a SIGKILL
//   closes its sockets), so an instance is alive exactly while its lock is held.

export type Instances = {
  /** this process's instance */
  readonly self: string;
  /** whether the instance is running (this one always is) */
  isAlive(instanceId: string): Promise<boolean>;
  close(): Promise<void>;
};

/** the advisory locks' first key: this application's namespace */
const NAMESPACE = 0x46_44_31_00;

/** an instance's lock: the second key, from its id */
export const lockKeyOf = (instanceId: string) => createHash('sha256').update(instanceId).digest().readInt32BE(0);

/** The embedded database's: this process is the only instance. */
export function singleInstance(): Instances {
  const self = randomUUID();
  return { self, isAlive: async (instanceId) => instanceId === self, close: async () => {} };
}

/** how long, at most, between two tries to take the lock again once its connection is lost */
export const RELOCK_MAX_MS = 1_000;

/** how the lock's connection names itself to PostgreSQL (pg_stat_activity.application_name) */
export const INSTANCE_APPLICATION_NAME = 'frontdesk instance';

/**
 * A PostgreSQL server's: this instance's lock taken on a connection of its own; `db` (the opened
 * database: database.ts, which calls this) asks whether another instance's lock is held. A lost
 * connection (the server restarted) ends the lock; it is taken again on a new one (db/keptClient.ts:
 * after 0.1 s, then twice as long each time up to RELOCK_MAX_MS), so the instance is seen alive
 * again as soon as the server is back.
 */
export async function lockedInstance(url: string, db: Kysely<Database>): Promise<Instances> {
  const self = randomUUID();
  const kept = keptClient(url, {
    applicationName: INSTANCE_APPLICATION_NAME,
    maxWaitMs: RELOCK_MAX_MS,
    setUp: async (client) => {
      await client.query('SELECT pg_advisory_lock($1, $2)', [NAMESPACE, lockKeyOf(self)]);
    },
  });
  await kept.current();

  return {
    self,
    async isAlive(instanceId) {
      if (instanceId === self) return true;
      const { rows } = await sql<{ held: boolean }>`
        SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = ${NAMESPACE}::int4::oid
                        AND objid = ${lockKeyOf(instanceId)}::int4::oid AND objsubid = 2
                        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())) AS held`.execute(db);
      return rows[0]?.held === true;
    },
    close: () => kept.close(),
  };
}
