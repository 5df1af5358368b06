import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { sql, type Selectable } from 'kysely';
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { unitOfWork, type Tenant } from '../db/tenant';
import type { JobsTable } from '../db/schema';
import { LeaseLostError, type JobKind } from './types';
import { wakeJobRunners } from './wake';

// The jobs table's SQL. Every statement that changes a claimed job names its lease token, so a
// worker whose lease expired (and went to another) changes nothing.

export type JobRow = Selectable<JobsTable>;
/** A job this worker holds: its row and the token of its lease. */
export type Lease = { row: JobRow; token: string };

export const LEASE_EXPIRED = 'The worker running it stopped before it finished (lease expired)';

const afterMs = (ms: number) => sql<Date>`now() + (${ms}::double precision * interval '1 millisecond')`;

/** The id of the one job of a kind, business and key: the same on every instance (a UUID from a hash). */
export function keyedJobId(kind: string, businessId: string, key: string): string {
  const hex = createHash('sha256').update(`${kind}\u0000${businessId}\u0000${key}`).digest('hex');
  // laid out as a UUID (version 8: custom), so it fits jobs.id
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Adds a job of the tenant's business. Pass the unit of work's tenant to commit the job with the rows
 * it is about (it then waits for a runner's poll or an explicit wakeJobRunners() after the commit).
 * With a `key`, the job is added once: another enqueue of the same kind, business and key (from any
 * instance) adds nothing.
 */
export async function enqueue<S extends TSchema>(
  tenant: Tenant,
  kind: JobKind<S>,
  payload: Static<S>,
  options: { runAt?: Date; key?: string } = {},
): Promise<{ id: string }> {
  if (!Value.Check(kind.payload, payload)) throw new TypeError(`job ${kind.name}: the payload does not match its schema`);
  const id = options.key === undefined ? undefined : keyedJobId(kind.name, tenant.businessId, options.key);
  const job = await tenant
    .insertInto('jobs', [
      {
        ...(id ? { id } : {}),
        kind: kind.name,
        payload: JSON.stringify(payload),
        exclusive: kind.onePerBusiness,
        max_attempts: kind.maxAttempts,
        ...(options.runAt ? { run_at: options.runAt } : {}),
      },
    ])
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!tenant.db.isTransaction) wakeJobRunners();
  return { id: job?.id ?? id! };
}

/**
 * Claims the next due job of the given kinds in one statement: a queued job whose time has come,
 * or a running one whose lease has expired (its worker crashed). SKIP LOCKED lets several workers
 * claim at once without waiting on each other or taking the same row.
 */
export async function claimJob(db: Db, options: { kinds: string[]; workerId: string; leaseMs: number }): Promise<Lease | undefined> {
  if (options.kinds.length === 0) return undefined;
  try {
    const { rows } = await sql<JobRow>`
      UPDATE jobs SET
        status = 'running',
        attempts = attempts + 1,
        lease_token = gen_random_uuid(),
        locked_by = ${options.workerId},
        locked_until = ${afterMs(options.leaseMs)},
        last_error = CASE WHEN status = 'running' THEN ${LEASE_EXPIRED} ELSE last_error END,
        updated_at = now()
      WHERE id = (
        SELECT j.id FROM jobs j
        WHERE j.kind IN (${sql.join(options.kinds)})
          AND ((j.status = 'queued' AND j.run_at <= now()) OR (j.status = 'running' AND j.locked_until < now()))
          AND NOT (j.exclusive AND EXISTS (
            SELECT 1 FROM jobs o
            WHERE o.business_id = j.business_id AND o.kind = j.kind AND o.exclusive AND o.status = 'running' AND o.id <> j.id))
        ORDER BY j.run_at, j.created_at
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      RETURNING *`.execute(db);
    const row = rows[0];
    return row?.lease_token ? { row, token: row.lease_token } : undefined;
  } catch (error) {
    // two workers raced for one business's exclusive kind: the unique index refused the second
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Extends the lease; false when it is no longer this worker's. */
export async function extendLease(db: Db, lease: Lease, leaseMs: number): Promise<boolean> {
  const row = await db
    .updateTable('jobs')
    .set({ locked_until: afterMs(leaseMs), updated_at: sql<Date>`now()` })
    .where('id', '=', lease.row.id)
    .where('lease_token', '=', lease.token)
    .where('status', '=', 'running')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A unit of work of the job's business that holds the job's row (and extends its lease) before doing the work. */
export async function fencedTransaction<T>(db: Db, lease: Lease, leaseMs: number, work: (tenant: Tenant) => Promise<T>): Promise<T> {
  return unitOfWork(db, lease.row.business_id, async (tenant) => {
    if (!(await extendLease(tenant.db, lease, leaseMs))) throw new LeaseLostError(lease.row.id);
    return work(tenant);
  });
}

const endLease = { lease_token: null, locked_by: null, locked_until: null, updated_at: sql<Date>`now()` } as const;

function leased(db: Db, lease: Lease) {
  return db.updateTable('jobs').where('id', '=', lease.row.id).where('lease_token', '=', lease.token);
}

export async function completeJob(db: Db, lease: Lease): Promise<boolean> {
  const done = await leased(db, lease)
    .set({ ...endLease, status: 'done', finished_at: sql<Date>`now()` })
    .returning('id')
    .executeTakeFirst();
  return done !== undefined;
}

/** Puts the job back in the queue to run again after `delayMs`. */
export async function retryJob(db: Db, lease: Lease, error: string, delayMs: number): Promise<boolean> {
  const queued = await leased(db, lease)
    .set({ ...endLease, status: 'queued', last_error: error, run_at: afterMs(delayMs) })
    .returning('id')
    .executeTakeFirst();
  return queued !== undefined;
}

/** Marks the job failed for good; `alsoRecord` runs in the same unit of work (the domain's own rows). */
export async function failJob(db: Db, lease: Lease, error: string, alsoRecord?: (tenant: Tenant) => Promise<void>): Promise<boolean> {
  return unitOfWork(db, lease.row.business_id, async (tenant) => {
    const failed = await leased(tenant.db, lease)
      .set({ ...endLease, status: 'failed', last_error: error, finished_at: sql<Date>`now()`, attempts: sql<number>`least(attempts, max_attempts)` })
      .returning('id')
      .executeTakeFirst();
    if (failed && alsoRecord) await alsoRecord(tenant);
    return failed !== undefined;
  });
}

/** Gives the job back untouched (a graceful stop): it runs again at once, the attempt not counted. */
export async function releaseJob(db: Db, lease: Lease): Promise<boolean> {
  const released = await leased(db, lease)
    .set({ ...endLease, status: 'queued', attempts: sql<number>`greatest(attempts - 1, 0)`, run_at: sql<Date>`now()` })
    .returning('id')
    .executeTakeFirst();
  return released !== undefined;
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes done jobs finished more than `days` ago (failed ones stay for a person to look at). */
export async function pruneDoneJobs(db: Db, days: number): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('status', '=', 'done')
    .where('finished_at', '<', sql<Date>`now() - (${days}::double precision * interval '1 day')`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
