import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/database';

// @fastify/rate-limit's counters in the database (table rate_limits, migration 0040), for API
// instances sharing one PostgreSQL: a client's budget on a route is one, however many instances
// answer it (issue 36 §2, decision 0064). The embedded database is one process's: its server keeps
// the plugin's own in-memory store.
//
// A hit is one statement, atomic under any number of instances (INSERT … ON CONFLICT DO UPDATE on
// the row's key): the first hit of a window sets its end, later ones count until it passes, and the
// first after it starts a new window, as the plugin's own store counts. Ended windows are deleted by
// the instance that next counts a hit after SWEEP_EVERY_MS, one statement, outside the hit.

/** how often an instance deletes the ended windows (on its next hit) */
export const SWEEP_EVERY_MS = 60_000;

/** what the plugin passes a store besides its documented options: the route, and the window's variants */
type StoreOptions = FastifyRateLimitOptions & {
  routeInfo?: { method?: string | string[]; url?: string };
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
};

/** One hit of `key` in a window of `windowMs`: the hits so far in the window and the milliseconds left of it. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const { rows } = await sql<{ hits: number; ttl: number }>`
    INSERT INTO rate_limits (key, hits, window_ends_at) VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_ends_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
      window_ends_at = CASE WHEN rate_limits.window_ends_at <= now() THEN excluded.window_ends_at ELSE rate_limits.window_ends_at END
    RETURNING hits, greatest(0, ceil(extract(epoch FROM window_ends_at - now()) * 1000))::int AS ttl`.execute(db);
  const row = rows[0]!;
  return { current: row.hits, ttl: row.ttl };
}

/** The plugin's store (its `store` option) counting in `db`. */
export function databaseRateLimitStore(db: Db, onSweepError: (error: unknown) => void): FastifyRateLimitStoreCtor {
  let sweptAt = Date.now();
  const sweep = () => {
    if (Date.now() - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = Date.now();
    sql`DELETE FROM rate_limits WHERE window_ends_at < now()`.execute(db).catch(onSweepError);
  };

  class DatabaseStore implements FastifyRateLimitStore {
    /** the route's method and path: each limited route counts on its own, as with the plugin's own store */
    readonly #prefix: string;

    constructor(options: StoreOptions, prefix = '') {
      // the options this store does not count (nothing in the API sets them)
      if (options.continueExceeding || options.exponentialBackoff) throw new Error('the database rate-limit store counts plain windows only');
      this.#prefix = prefix;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countHit(db, `${this.#prefix}${key}`, timeWindow).then(
        (result) => {
          callback(null, result);
          sweep();
        },
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: StoreOptions): FastifyRateLimitStore {
      const { method = '', url = '' } = routeOptions.routeInfo ?? {};
      return new DatabaseStore(routeOptions, `${[method].flat().join(',')} ${url} `);
    }
  }
  return DatabaseStore;
}
