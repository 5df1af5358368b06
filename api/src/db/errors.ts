import { sql } from 'kysely';
import type { Tenant } from './tenant';

// PostgreSQL's refusals that a request can cause by racing another (both drivers carry the SQLSTATE
// as `code`): a rule checked before a write can still be broken by a write committed in between.
// And the ones a rule should have met first (a figure past the integers, a reference to no row of
// the business): the error handler's backstop answers them 4xx (docs/decisions/0033).

const UNIQUE_VIOLATION = '23505';
const EXCLUSION_VIOLATION = '23P01';
const NUMERIC_VALUE_OUT_OF_RANGE = '22003';
const FOREIGN_KEY_VIOLATION = '23503';
const RESTRICT_VIOLATION = '23001';

const hasCode = (error: unknown, code: string) => typeof error === 'object' && error !== null && 'code' in error && error.code === code;

export const isUniqueViolation = (error: unknown) => hasCode(error, UNIQUE_VIOLATION);

/** An exclusion constraint refused a write: a booking over time its staff member already has (docs/decisions/0027). */
export const isExclusionViolation = (error: unknown) => hasCode(error, EXCLUSION_VIOLATION);

/** A figure past its column's type (an integer's 2,147,483,647). */
export const isOutOfRange = (error: unknown) => hasCode(error, NUMERIC_VALUE_OUT_OF_RANGE);

/**
 * A row that others still refer to: its delete was refused (ON DELETE RESTRICT: a contact's
 * deposits). PostgreSQL 16 and later say so with 23001; before 16 (and for NO ACTION) it is a
 * 23503 whose message is about the update or delete.
 */
export const isStillReferred = (error: unknown) =>
  hasCode(error, RESTRICT_VIOLATION) ||
  (hasCode(error, FOREIGN_KEY_VIOLATION) && error instanceof Error && error.message.startsWith('update or delete on table'));

/** The network's refusals of a connection to the database server (Node's error codes). */
const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** PostgreSQL's: shutting down or starting (57P01–57P03), too many connections (53300), and the connection exceptions (class 08). */
const SERVER_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * The database cannot be reached just now (its server restarting, the network between): not the
 * request's fault and not a bug, so it answers 503 with Retry-After (issue 36 §3), never 500. pg
 * says a connection it lost in its message only.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (CONNECTION_ERRORS.has(code) || SERVER_UNAVAILABLE.has(code) || code.startsWith('08')) return true;
  // pg: a connection lost mid-query, and one lost before (a transaction's ROLLBACK on it then says so)
  return error instanceof Error && /^Connection terminated|^Client has encountered a connection error and is not queryable/.test(error.message);
}

/** A reference to a row that is not there, or not the same business's (a composite foreign key). */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, FOREIGN_KEY_VIOLATION) && !isStillReferred(error);

/**
 * A write's result, or 'taken' when a unique constraint refused it (a concurrent write took the
 * value). In a unit of work the write runs under a savepoint, so a refusal undoes the write alone
 * and the unit of work goes on (a failed statement would otherwise doom its transaction).
 */
export async function orTaken<T>(tenant: Tenant, write: () => Promise<T>): Promise<T | 'taken'> {
  const guarded = tenant.db.isTransaction;
  if (guarded) await sql`SAVEPOINT or_taken`.execute(tenant.db);
  try {
    const written = await write();
    if (guarded) await sql`RELEASE SAVEPOINT or_taken`.execute(tenant.db);
    return written;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (guarded) await sql`ROLLBACK TO SAVEPOINT or_taken`.execute(tenant.db);
    return 'taken';
  }
}
