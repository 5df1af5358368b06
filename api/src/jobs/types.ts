import type { Static, TSchema } from '@sinclair/typebox';
import type { Db } from '../db/database';
import type { Tenant } from '../db/tenant';

export type Backoff = { baseMs: number; maxMs: number };

/**
 * A kind of job: its name, the schema of its payload (checked when enqueued and again when run, so
 * a handler's payload type is what it gets) and how it is retried. Shared by the code that enqueues
 * it and the handler that runs it.
 */
export type JobKind<S extends TSchema = TSchema> = {
  name: string;
  payload: S;
  /** runs before the job is marked failed, counting a crashed worker's run */
  maxAttempts: number;
  /** the wait before attempt n + 1 is baseMs · 2^(n-1), at most maxMs */
  backoff: Backoff;
  /** at most one running job of this kind per business; the others wait their turn */
  onePerBusiness: boolean;
};

export type JobKindOptions = Partial<Pick<JobKind, 'maxAttempts' | 'backoff' | 'onePerBusiness'>>;

export function defineJobKind<S extends TSchema>(name: string, payload: S, options: JobKindOptions = {}): JobKind<S> {
  return {
    name,
    payload,
    maxAttempts: options.maxAttempts ?? 5,
    backoff: options.backoff ?? { baseMs: 5_000, maxMs: 10 * 60_000 },
    onePerBusiness: options.onePerBusiness ?? false,
  };
}

/** A claimed job, as its handler sees it. */
export type Job<P> = {
  id: string;
  businessId: string;
  kind: string;
  payload: P;
  /** 1 on the first run */
  attempt: number;
  maxAttempts: number;
};

export type JobContext<P> = {
  job: Job<P>;
  /** aborted when the runner stops or the lease is lost: stop between steps and throw */
  signal: AbortSignal;
  /**
   * A short unit of work of the job's business (db/tenant.ts) that first confirms (and extends) this
   * run's lease, so a worker whose lease has gone to another cannot commit anything. Commit progress
   * through it, a step at a time.
   */
  unitOfWork<T>(work: (tenant: Tenant) => Promise<T>): Promise<T>;
};

export type JobHandler<S extends TSchema = TSchema> = {
  kind: JobKind<S>;
  /** resolves: done; throws: retried after the backoff, or failed once attempts are used up */
  run(context: JobContext<Static<S>>): Promise<void>;
  /** the last attempt failed: record it on the domain's own rows (in the unit of work that fails the job) */
  onFailed?(tenant: Tenant, job: Job<Static<S>>, error: string): Promise<void>;
};

/**
 * Jobs a runner adds every `everyMs` (docs/decisions/0021): `enqueue` adds the jobs due, each with
 * the slot as its key (`enqueue(scopedTo(db, businessId), kind, payload, { key: slot })`), so every instance
 * adding the same slot's jobs makes one job each. The slot names the period: the same on every instance.
 */
export type JobSchedule = {
  name: string;
  everyMs: number;
  enqueue(db: Db, slot: string): Promise<void>;
};

/** Thrown by a fenced transaction when another worker has taken the job (the lease expired). */
export class LeaseLostError extends Error {
  constructor(jobId: string) {
    super(`job ${jobId}: the lease was lost to another worker`);
    this.name = 'LeaseLostError';
  }
}

/** Thrown by handlers that stop between steps because the runner is stopping. */
export class JobStoppedError extends Error {
  constructor() {
    super('the job runner is stopping');
    this.name = 'JobStoppedError';
  }
}

/** Throws if the run should stop: a handler calls it between steps. */
export function throwIfStopped(signal: AbortSignal): void {
  if (!signal.aborted) return;
  throw signal.reason instanceof LeaseLostError ? signal.reason : new JobStoppedError();
}

/** Types a handler by its kind, so `run` sees the payload's own type. */
export function defineJobHandler<S extends TSchema>(handler: JobHandler<S>): JobHandler<S> {
  return handler;
}
