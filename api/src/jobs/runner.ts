import { Value } from '@sinclair/typebox/value';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { Db } from '../db/database';
import { inBackground } from '../db/fairDialect';
import { loggedError } from '../http/logging';
import { LEASE_EXPIRED, claimJob, completeJob, extendLease, failJob, fencedTransaction, pruneDoneJobs, releaseJob, retryJob, type Lease } from './repo';
import { JobStoppedError, LeaseLostError, type Backoff, type Job, type JobContext, type JobHandler, type JobSchedule } from './types';
import { sleepUntilWoken } from './wake';

// One job at a time per runner: on the embedded database every statement shares one connection
// with the HTTP requests, so a runner only ever holds it for one short statement or transaction.
// Several API instances on PostgreSQL each run a runner; claims with SKIP LOCKED keep them apart.

export type JobLog = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type JobRunnerOptions = {
  db: Db;
  handlers: readonly JobHandler[];
  /** names this runner in `jobs.locked_by` */
  workerId?: string;
  /** how long a claim holds a job without a heartbeat; a crashed worker's job waits this long */
  leaseMs?: number;
  /** how often an idle runner looks for due jobs (an enqueue in this process wakes it sooner) */
  pollMs?: number;
  /** how long stop() lets the running job finish before giving its lease back */
  stopTimeoutMs?: number;
  /** done jobs are deleted this many days after they finished (checked hourly while idle) */
  keepDoneDays?: number;
  /** jobs added every so often (checked while idle; the first time when the runner starts) */
  schedules?: readonly JobSchedule[];
  log?: JobLog;
};

export type JobRunner = {
  start(): void;
  /** stops claiming; the running job finishes, or is released when it stops or the timeout passes */
  stop(): Promise<void>;
  /** claims one due job and runs it to its end; false when none was due (tests drive it directly) */
  runOnce(): Promise<boolean>;
  readonly workerId: string;
};

const PRUNE_EVERY_MS = 60 * 60_000;
const quiet: JobLog = { warn: () => {}, error: () => {} };

export function backoffMs(backoff: Backoff, attempt: number): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
}

/** What a failed job records (jobs.last_error) and logs: the message without the values it quoted. */
function errorText(error: unknown): string {
  const logged = loggedError(error);
  return (logged.message || logged.type).slice(0, 2000);
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log = quiet } = options;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 1_000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const handlers = new Map(options.handlers.map((handler) => [handler.kind.name, handler]));
  const kinds = [...handlers.keys()];
  const keepDoneDays = options.keepDoneDays ?? 14;
  let lastPrune = 0;
  const schedules = options.schedules ?? [];
  const scheduledAt = new Map<string, number>();

  let stopping = false;
  let loop: Promise<void> | undefined;
  let sleeping: { wake: () => void } | undefined;
  let current: { lease: Lease; stop: () => void } | undefined;

  // on the embedded database, a job's statements wait for the requests' (src/db/fairDialect.ts)
  const runOnce = () => inBackground(claimAndRun);

  async function claimAndRun(): Promise<boolean> {
    const lease = await claimJob(db, { kinds, workerId, leaseMs });
    if (!lease) return false;
    const handler = handlers.get(lease.row.kind);
    if (!handler) throw new Error(`no handler for job kind ${lease.row.kind}`);
    const controller = new AbortController();
    current = { lease, stop: () => controller.abort(new JobStoppedError()) };
    try {
      await runClaimed(handler, lease, controller);
    } finally {
      current = undefined;
    }
    return true;
  }

  async function runClaimed(handler: JobHandler, lease: Lease, controller: AbortController): Promise<void> {
    const job = toJob(lease);
    if (lease.row.attempts > lease.row.max_attempts) return giveUp(handler, lease, job, lease.row.last_error ?? LEASE_EXPIRED);
    if (!Value.Check(handler.kind.payload, job.payload)) return giveUp(handler, lease, job, 'The payload does not match its schema');
    const heartbeat = startHeartbeat(lease, controller);
    try {
      await handler.run(contextFor(job, lease, controller.signal));
      if (!(await completeJob(db, lease))) log.warn({ jobId: job.id }, 'job finished after its lease was lost');
    } catch (error) {
      await afterFailure(handler, lease, job, error);
    } finally {
      clearInterval(heartbeat);
    }
  }

  function contextFor(job: Job<unknown>, lease: Lease, signal: AbortSignal): JobContext<unknown> {
    return { job, signal, unitOfWork: (work) => fencedTransaction(db, lease, leaseMs, work) };
  }

  // the lease is extended while the handler works; losing it tells the handler to stop
  function startHeartbeat(lease: Lease, controller: AbortController) {
    const beat = setInterval(
      () => {
        extendLease(db, lease, leaseMs)
          .then((held) => held || controller.abort(new LeaseLostError(lease.row.id)))
          .catch((error: unknown) => log.warn({ err: error, jobId: lease.row.id }, 'job heartbeat failed'));
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    beat.unref();
    return beat;
  }

  async function afterFailure(handler: JobHandler, lease: Lease, job: Job<unknown>, error: unknown): Promise<void> {
    if (error instanceof LeaseLostError) {
      log.warn({ jobId: job.id }, 'job lease lost: another worker has it');
      return;
    }
    if (stopping) {
      await releaseJob(db, lease);
      return;
    }
    const message = errorText(error);
    if (job.attempt >= job.maxAttempts) return giveUp(handler, lease, job, message);
    log.warn({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempt }, 'job failed; it will be retried');
    await retryJob(db, lease, message, backoffMs(handler.kind.backoff, job.attempt));
  }

  async function giveUp(handler: JobHandler, lease: Lease, job: Job<unknown>, message: string): Promise<void> {
    log.error({ jobId: job.id, kind: job.kind, attempts: job.attempt, error: message }, 'job failed');
    const { onFailed } = handler;
    await failJob(db, lease, message, onFailed ? (tenant) => onFailed(tenant, job, message) : undefined);
  }

  async function runLoop(): Promise<void> {
    while (!stopping) {
      let worked = false;
      try {
        worked = await runOnce();
      } catch (error) {
        log.error({ err: error }, 'job runner: claiming or running a job failed');
      }
      if (stopping) break;
      if (worked) {
        // let the requests queued on the connection go first
        await yieldToRequests();
        continue;
      }
      await pruneNowAndThen();
      await runSchedules();
      const sleep = sleepUntilWoken(pollMs);
      sleeping = sleep;
      await sleep.done;
      sleeping = undefined;
    }
  }

  async function pruneNowAndThen(): Promise<void> {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    await pruneDoneJobs(db, keepDoneDays).catch((error: unknown) => log.warn({ err: error }, 'pruning done jobs failed'));
  }

  /** Adds each schedule's jobs once its period has come round (two instances add the same jobs: one each). */
  async function runSchedules(): Promise<void> {
    for (const schedule of schedules) {
      const now = Date.now();
      if (now < (scheduledAt.get(schedule.name) ?? 0)) continue;
      scheduledAt.set(schedule.name, now + schedule.everyMs);
      const slot = String(Math.floor(now / schedule.everyMs));
      await inBackground(() => schedule.enqueue(db, slot)).catch((error: unknown) =>
        log.warn({ err: error, schedule: schedule.name }, 'adding scheduled jobs failed'),
      );
    }
  }

  async function stop(): Promise<void> {
    stopping = true;
    sleeping?.wake();
    const running = current;
    running?.stop();
    if (!loop) return;
    const finished = await Promise.race([loop.then(() => true), delay(stopTimeoutMs).then(() => false)]);
    // the handler ignores the stop: give the lease back so another runner takes the job at once
    // (its fenced transactions can no longer commit)
    if (!finished && running) await releaseJob(db, running.lease);
  }

  return {
    workerId,
    runOnce,
    start() {
      if (loop || stopping) return;
      loop = runLoop();
    },
    stop,
  };
}

function toJob(lease: Lease): Job<unknown> {
  const { row } = lease;
  return { id: row.id, businessId: row.business_id, kind: row.kind, payload: row.payload, attempt: row.attempts, maxAttempts: row.max_attempts };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
