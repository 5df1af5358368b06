// Issue 36 §2: the per-client request limits (@fastify/rate-limit) counted in the database, so every
// API instance on it counts against one budget: N instances no longer give a client N times the
// sign-ins. One row per client and limited route, its hits in the current window and when the window
// ends; a request past the end starts a new window (src/http/rateLimitStore.ts, decision 0064).
// Nothing business-scoped: a client is an address (or a network), before any sign-in.
import { sql, type Kysely } from 'kysely';

const statements = [
  `CREATE TABLE rate_limits (
    key            text PRIMARY KEY CHECK (length(key) <= 600),
    hits           integer NOT NULL CHECK (hits >= 1),
    window_ends_at timestamptz NOT NULL
  )`,
  // the sweep of ended windows
  `CREATE INDEX rate_limits_window_ends_at ON rate_limits (window_ends_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
