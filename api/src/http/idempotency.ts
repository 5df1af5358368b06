import { answerIsKept } from '@frontdesk/money';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EventEmitter } from 'node:events';
import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { instancesOf, type Db } from '../db/database';
import type { Instances } from '../db/instances';
import { unitOfWork, type Tenant } from '../db/tenant';
import { answerOf, refuse, sendAnswer, sendResult, type Answer, type Refusal, type Result, type SuccessStatus } from './result';

// Every call that takes or returns money runs through `idempotent` (docs/decisions/0020-money.md):
// - the caller sends an `Idempotency-Key` (a UUID the client makes per attempt);
// - the key is claimed, the work done and its answer stored in ONE unit of work (db/tenant.ts), so
//   a crash leaves neither the money moved nor the key claimed; the answer kept is the one sent
//   (status and body: http/result.ts builds both from the work's result);
// - a retry with the same key and request gets the stored answer (`Idempotent-Replayed: true`);
//   the same key with another request is refused (422 idempotency_key_reused);
// - a concurrent duplicate waits for the first: on PostgreSQL its INSERT of the same key blocks on
//   the unique index until the first commits, then finds the answer; on the embedded database the
//   one connection runs one transaction at a time.
// A refusal (4xx but 402) is not stored: it changed nothing, and the caller may put it right and
// send the same request again. A decline (402) is stored: the declined attempt is on record.
//
// A call that needs the card processor cannot do its work in one transaction (no outside call is
// made inside one: docs/decisions/0031). Its key is claimed by an *attempt* that commits the claim
// with its checks and leaves the key in flight (status_code 0) while the processor is called; a
// second transaction stores the answer (modules/money/work.ts). Meanwhile a duplicate waits for
// that answer. An attempt whose API instance is gone (db/instances.ts) is taken over by the next
// retry of its key, or by the recovery job.

/** The header every money call documents and requires (400 without it). */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({
    minLength: 8,
    maxLength: 255,
    pattern: '^[\\x21-\\x7e]+$',
    description: 'A key the client makes for this attempt (a UUID): a retry with the same key and body answers the first result.',
  }),
});

/** Key order does not change what a request asks: hash it in one order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a key is claimed for: the business's key, and the request it names (method, route, body). */
export type KeyedRequest = { businessId: string; key: string; operation: string; hash: string };

export function keyedRequest(req: FastifyRequest, businessId: string): KeyedRequest {
  return {
    businessId,
    key: (req.headers['idempotency-key'] as string | undefined) ?? '',
    operation: `${req.method} ${req.routeOptions.url ?? req.url}`,
    hash: createHash('sha256')
      .update(`${req.method} ${req.url}\n${canonical(req.body ?? null)}`)
      .digest('hex'),
  };
}

/** What a keyed call answers: its fresh result, or the key's answer kept from an earlier attempt. */
export type Keyed<T> = { replayed: false; result: Result<T> } | { replayed: true; answer: Answer };

/** Sends a keyed call's answer (`status`: its success's): a replay as it was kept, marked Idempotent-Replayed. */
export function sendKeyed<T>(reply: FastifyReply, keyed: Keyed<T>, status: SuccessStatus) {
  if (!keyed.replayed) return sendResult(reply, keyed.result, status);
  reply.header('idempotent-replayed', 'true');
  return sendAnswer(reply, keyed.answer);
}

/** A refusal thrown out of a unit of work, so nothing of it is kept (the key's claim neither). */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super('refused');
  }
}

/** The key names another request. */
export const keyReused = () => refuse('idempotency_key_reused', 'This Idempotency-Key was used with another request');

// ---- attempts: who holds a key while its processor calls are made

/** The attempts this process is running: an attempt of this instance that is not here has died. */
const running = new Set<string>();
export const attemptRuns = (attemptId: string) => running.add(attemptId);
export const attemptEnds = (attemptId: string) => running.delete(attemptId);

/** Whether an attempt is still being run, by this process or another live instance. */
export async function attemptAlive(instances: Instances, attempt: { attempt_id: string | null; instance_id: string | null }): Promise<boolean> {
  if (!attempt.attempt_id || !attempt.instance_id) return false;
  if (attempt.instance_id === instances.self) return running.has(attempt.attempt_id);
  return instances.isAlive(attempt.instance_id);
}

export type Claim =
  /** the key's answer, stored by an earlier attempt */
  | { kind: 'replay'; answer: Answer }
  /** the key was used with another request */
  | { kind: 'reused' }
  /** another attempt of the same request is running */
  | { kind: 'busy' }
  /** the attempt holding the key died with its instance (its row locked for the rest of the transaction) */
  | { kind: 'dead'; attemptId: string }
  /** this attempt holds the key */
  | { kind: 'claimed'; attemptId: string };

/**
 * Claims a key in the tenant's unit of work for a new attempt: the first claim inserts it. A key
 * whose attempt is in flight and whose instance is gone is `dead`, its row locked: the caller takes
 * it over (takeOverKey) or gives the attempt up (modules/money/work.ts).
 */
export async function claimKey(tenant: Tenant, request: KeyedRequest, instances: Instances): Promise<Claim> {
  const attemptId = randomUUID();
  let first;
  // the row another attempt holds may go while this one waits for it (a refusal frees its key): claim it then
  for (let tries = 0; !first; tries += 1) {
    const inserted = await sql<{ key: string }>`
      INSERT INTO idempotency_keys (business_id, key, operation, request_hash, status_code, response, attempt_id, instance_id)
      VALUES (${tenant.businessId}, ${request.key}, ${request.operation}, ${request.hash}, 0, '', ${attemptId}, ${instances.self})
      ON CONFLICT (business_id, key) DO NOTHING
      RETURNING key`.execute(tenant.db);
    if (inserted.rows.length > 0) return { kind: 'claimed', attemptId };
    first = await tenant
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status_code', 'response', 'attempt_id', 'instance_id'])
      .where('key', '=', request.key)
      .forUpdate()
      .executeTakeFirst();
    if (!first && tries > 3) throw new Error('claimKey: the key kept changing hands');
  }
  if (first.request_hash !== request.hash) return { kind: 'reused' };
  if (first.status_code !== 0) return { kind: 'replay', answer: { status: first.status_code, body: JSON.parse(first.response) as unknown } };
  if (await attemptAlive(instances, first)) return { kind: 'busy' };
  return { kind: 'dead', attemptId: first.attempt_id! };
}

/**
 * What became of a key's attempt, read without claiming it (a page reloaded while its call was on
 * its way asks): the answer kept for it, `in_flight` while an attempt holds it, or `none` when no
 * attempt of `operation` holds or kept it (it never came, or was refused and changed nothing).
 */
export async function keyOutcome(
  tenant: Tenant,
  key: string,
  operation: string,
): Promise<{ kind: 'kept'; answer: Answer } | { kind: 'in_flight' } | { kind: 'none' }> {
  const row = await tenant
    .selectFrom('idempotency_keys')
    .select(['status_code', 'response'])
    .where('key', '=', key)
    .where('operation', '=', operation)
    .executeTakeFirst();
  if (!row) return { kind: 'none' };
  if (row.status_code === 0) return { kind: 'in_flight' };
  return { kind: 'kept', answer: { status: row.status_code, body: JSON.parse(row.response) as unknown } };
}

/** Takes a dead attempt's key over for a new attempt of this instance (its id), or null when another came first. */
export async function takeOverKey(tenant: Tenant, request: Pick<KeyedRequest, 'key'>, deadAttempt: string, instances: Instances): Promise<string | null> {
  const attemptId = randomUUID();
  const taken = await tenant
    .updateTable('idempotency_keys')
    .set({ attempt_id: attemptId, instance_id: instances.self, claimed_at: new Date() })
    .where('key', '=', request.key)
    .where('attempt_id', '=', deadAttempt)
    .where('status_code', '=', 0)
    .returning('attempt_id')
    .executeTakeFirst();
  return taken ? attemptId : null;
}

/** The key's row while `attemptId` holds it in flight (its kept plan), locked for the rest of the unit of work; undefined once it does not. */
export function lockHeldKey(tenant: Tenant, request: Pick<KeyedRequest, 'key'>, attemptId: string) {
  return tenant
    .selectFrom('idempotency_keys')
    .select('resume')
    .where('key', '=', request.key)
    .where('attempt_id', '=', attemptId)
    .where('status_code', '=', 0)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether `attemptId` still holds its key in flight, locking the key's row for the rest of the unit of work. */
export const holdsKey = async (tenant: Tenant, request: Pick<KeyedRequest, 'key'>, attemptId: string) =>
  (await lockHeldKey(tenant, request, attemptId)) !== undefined;

const settled = new EventEmitter().setMaxListeners(0);
const settledEvent = (request: Pick<KeyedRequest, 'businessId' | 'key'>) => `${request.businessId}:${request.key}`;

/**
 * Ends an attempt's hold on its key in the unit of work: an answer to keep is stored for the key's
 * retries; any other (a refusal that changed nothing) lets the key go, so the corrected request may
 * use it. Call `announceSettled` once the unit of work has committed.
 */
export async function settleKey(tenant: Tenant, request: Pick<KeyedRequest, 'key'>, attemptId: string, done: Answer, keep = answerIsKept(done.status)) {
  if (keep) {
    await tenant
      .updateTable('idempotency_keys')
      .set({ status_code: done.status, response: JSON.stringify(done.body), resume: null })
      .where('key', '=', request.key)
      .where('attempt_id', '=', attemptId)
      .execute();
  } else await tenant.deleteFrom('idempotency_keys').where('key', '=', request.key).where('attempt_id', '=', attemptId).execute();
}

/** Wakes this process's waiters on the key (another instance's poll finds the answer). */
export const announceSettled = (request: Pick<KeyedRequest, 'businessId' | 'key'>) => settled.emit(settledEvent(request));

/** How long a duplicate waits for the attempt running its key before it is told to come back. */
export const BUSY_WAIT_MS = 15_000;
const POLL_MS = 250;

/** Waits until the key's attempt settles here, or a poll's while (another instance may settle it). */
export async function waitForKey(request: Pick<KeyedRequest, 'businessId' | 'key'>, ms = POLL_MS): Promise<void> {
  const event = settledEvent(request);
  const controller = new AbortController();
  await Promise.race([
    new Promise<void>((resolve) => settled.once(event, resolve)),
    sleep(ms, undefined, { signal: controller.signal }).catch(() => undefined),
  ]);
  controller.abort();
  settled.removeAllListeners(event);
}

/** The refusal of a duplicate whose key's attempt is still running: to be sent again in a moment. */
export const inProgress = () =>
  refuse('request_in_progress', 'This request is still being processed: send it again in a moment with the same Idempotency-Key', { retryAfterSeconds: 2 });

/**
 * Runs `work` once per Idempotency-Key of `businessId`, in one unit of work with the key's claim,
 * and sends its result (`status`: its success's), or the key's kept answer to a retry. Throwing
 * rolls everything back (the key too); so does a refusal that is not kept. For work with no outside
 * call; a card processor's calls go through modules/money/work.ts.
 */
export async function idempotent<T>(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  businessId: string,
  status: SuccessStatus,
  work: (tenant: Tenant) => Promise<Result<T>>,
) {
  const request = keyedRequest(req, businessId);
  const deadline = Date.now() + BUSY_WAIT_MS;
  for (;;) {
    try {
      const outcome = await unitOfWork(db, businessId, async (tenant) => {
        const claim = await claimKey(tenant, request, instancesOf(db));
        if (claim.kind !== 'claimed') return claim;
        const result = await work(tenant);
        const done = answerOf(result, status);
        if (!result.ok && !answerIsKept(done.status)) throw new Refused(result);
        await settleKey(tenant, request, claim.attemptId, done);
        return { kind: 'done' as const, result };
      });
      // (a call without a card never leaves its key in flight: a dead attempt is another call's, which its recovery gives up)
      if (outcome.kind === 'busy' || outcome.kind === 'dead') {
        if (Date.now() > deadline) return sendResult(reply, inProgress());
        await waitForKey(request);
        continue;
      }
      if (outcome.kind === 'reused') return sendResult(reply, keyReused());
      if (outcome.kind === 'replay') return sendKeyed(reply, { replayed: true, answer: outcome.answer }, status);
      announceSettled(request);
      return sendResult(reply, outcome.result, status);
    } catch (error) {
      if (error instanceof Refused) return sendResult(reply, error.refusal);
      throw error;
    }
  }
}
