import { answerIsKept } from '@frontdesk/money';
import { Type } from '@sinclair/typebox';
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { instancesOf } from '../../db/database';
import { unitOfWork } from '../../db/tenant';
import {
  BUSY_WAIT_MS,
  Refused,
  announceSettled,
  attemptEnds,
  attemptRuns,
  claimKey,
  holdsKey,
  inProgress,
  keyReused,
  keyedRequest,
  sendKeyed,
  settleKey,
  takeOverKey,
  waitForKey,
  type Keyed,
  type KeyedRequest,
} from '../../http/idempotency';
import { answerOf, refuse, type Result, type SuccessStatus } from '../../http/result';
import { enqueue } from '../../jobs/repo';
import { defineJobKind } from '../../jobs/types';
import {
  abandonCalls,
  performFollowUps,
  performSteps,
  providerKey,
  recordFollowUps,
  recordSteps,
  releasesOf,
  settleSteps,
  stepKey,
  type CallRow,
  type CardStep,
  type StepResult,
} from './calls';
import type { PaymentProvider } from './providers/provider';
import { callerOf, moneyContext, type MoneyActor, type MoneyCaller, type MoneyContext, type MoneyDeps } from './context';

// How a money call runs (docs/decisions/0031). A call that needs the card processor cannot be one
// database transaction: on the embedded database a transaction holds the one connection, and a
// processor that takes seconds would stall every business. So:
// 1. a first unit of work claims the Idempotency-Key, checks everything (`prepare`) and records the
//    processor calls it plans (`CardStep`s), which reserve what they move; it commits;
// 2. the calls are made, outside any transaction, each answer recorded as it comes;
// 3. a second unit of work writes what happened (`finish`), decides the captures and releases that
//    follow, and stores the answer for the key's retries; it commits;
// 4. the captures and releases are made, outside any transaction.
// A call that needs no processor (cash, a check, a void) is done in the first transaction alone.
// A crash between the phases leaves the key in flight with its calls recorded: the key's next
// retry takes the attempt over (its instance is gone: db/instances.ts), or the recovery job
// (payments.recoverAttempt, recovery.ts) does: it makes the captures and releases left pending,
// lets a dead sale's authorizations go, and finishes a refund (which may have happened at the
// processor) under the same processor keys.

/** What a money operation plans in its first transaction: its own plan, and the processor's calls. */
export type Prepared<P> = { plan: P; steps: CardStep[] };

export type MoneyWork<P, T> = {
  /** names it in an attempt's kept plan (resumable works) */
  name: string;
  /** the first unit of work: checks; a result (done, or refused) or what the processor must do */
  prepare(ctx: MoneyContext): Promise<Result<T> | Prepared<P>>;
  /** the second unit of work, with the processor's answers: writes what happened and its result */
  finish(ctx: MoneyContext, plan: P, results: StepResult[]): Promise<Result<T>>;
  /**
   * A refund's plan and steps hold no card: kept with the attempt, so an attempt cut short (its
   * processor calls may have moved money) is finished by the recovery job. A charge is not: one cut
   * short is given up, its authorizations let go.
   */
  resumable?: boolean;
};

/** A money call done in one unit of work: nothing at the processor (cash, checks, voids, links sent). */
export function oneTransaction<T>(name: string, run: (ctx: MoneyContext) => Promise<Result<T>>): MoneyWork<never, T> {
  return {
    name,
    prepare: run,
    finish: () => {
      throw new Error(`${name}: done in one transaction, it has nothing to finish`);
    },
  };
}

/** An attempt's kept plan: what the recovery job needs to finish it (`status`: the success's, as the route gave it). */
export type Resume = { work: string; plan: unknown; steps: CardStep[]; caller: MoneyCaller; status: SuccessStatus };

/** Finishes (refunds) or gives up (sales) an attempt whose instance died, MoneyDeps.recoveryDelayMs after it started. */
export const recoverAttempt = defineJobKind('payments.recoverAttempt', Type.Object({ key: Type.String(), attemptId: Type.String() }), {
  maxAttempts: 20,
  backoff: { baseMs: 15_000, maxMs: 5 * 60_000 },
});

export const processorUnavailable = () => refuse('processor_unavailable', 'The card processor did not answer: nothing was charged; try again in a moment');

const isPrepared = <P, T>(value: Result<T> | Prepared<P>): value is Prepared<P> => 'steps' in value;

/** What the first unit of work came to. */
type First<P, T> =
  | { kind: 'replay'; answer: Keyed<T> & { replayed: true } }
  | { kind: 'reused' }
  | { kind: 'busy' }
  | { kind: 'dead'; attemptId: string }
  | { kind: 'done'; result: Result<T>; followUps: CallRow[] }
  | { kind: 'calls'; attemptId: string; prepared: Prepared<P>; rows: CallRow[]; followUps: CallRow[] };

/**
 * Runs a money work once per Idempotency-Key: its result, or the key's kept answer. `status` is the
 * success's (the route's): the answer kept for the key's retries is built with it.
 */
export async function runMoneyWork<P, T>(
  deps: MoneyDeps,
  request: KeyedRequest,
  caller: MoneyCaller,
  work: MoneyWork<P, T>,
  status: SuccessStatus,
): Promise<Keyed<T>> {
  const deadline = Date.now() + BUSY_WAIT_MS;
  const instances = instancesOf(deps.db);
  for (;;) {
    let claimed: string | undefined;
    let first: First<P, T>;
    try {
      first = await unitOfWork(deps.db, request.businessId, async (tenant): Promise<First<P, T>> => {
        const claim = await claimKey(tenant, request, instances);
        if (claim.kind === 'replay') return { kind: 'replay', answer: { replayed: true, answer: claim.answer } };
        if (claim.kind === 'reused' || claim.kind === 'busy') return claim;
        // a dead attempt of a sale is given up first (the customer was never told it was paid); a
        // refund's is taken over: its calls may have moved money, and are made again under their keys
        if (claim.kind === 'dead' && !work.resumable) return claim;
        const attemptId = claim.kind === 'dead' ? await takeOverKey(tenant, request, claim.attemptId, instances) : claim.attemptId;
        if (!attemptId) return { kind: 'busy' };
        claimed = attemptId;
        // running from its claim: a retry must not take over an attempt that is only committing
        attemptRuns(attemptId);
        const ctx = await moneyContext(tenant, caller, attemptId);
        if (claim.kind === 'dead') ctx.after.push(...(await abandonCalls(tenant, claim.attemptId)));
        const prepared = await work.prepare(ctx);
        let result: Result<T>;
        if (isPrepared(prepared)) {
          if (prepared.steps.length > 0) {
            const rows = await recordSteps(ctx, prepared.steps);
            if (work.resumable) {
              const resume: Resume = { work: work.name, plan: prepared.plan, steps: prepared.steps, caller, status };
              await tenant
                .updateTable('idempotency_keys')
                .set({ resume: JSON.stringify(resume) })
                .where('attempt_id', '=', attemptId)
                .execute();
            }
            await enqueue(ctx.tenant, recoverAttempt, { key: request.key, attemptId }, { key: attemptId, runAt: new Date(Date.now() + deps.recoveryDelayMs) });
            return { kind: 'calls', attemptId, prepared, rows, followUps: await recordFollowUps(ctx, ctx.after) };
          }
          result = await work.finish(ctx, prepared.plan, []);
        } else result = prepared;
        const answer = answerOf(result, status);
        // a refusal changed nothing: the whole unit of work goes, the key's claim with it (a refund's
        // dead attempt keeps it: the recovery job finishes it)
        if (!result.ok && !answerIsKept(answer.status)) throw new Refused(result);
        const followUps = await recordFollowUps(ctx, ctx.after);
        await settleKey(tenant, request, attemptId, answer);
        return { kind: 'done', result, followUps };
      });
    } catch (error) {
      if (claimed) attemptEnds(claimed);
      if (error instanceof Refused) return { replayed: false, result: error.refusal };
      throw error;
    }
    if (first.kind === 'dead') {
      await giveUpAttempt(deps, request, first.attemptId);
      continue;
    }
    if (first.kind === 'busy') {
      if (Date.now() > deadline) return { replayed: false, result: inProgress() };
      await waitForKey(request);
      continue;
    }
    if (first.kind === 'reused') return { replayed: false, result: keyReused() };
    if (first.kind === 'replay') return first.answer;
    if (first.kind === 'done') {
      attemptEnds(claimed!);
      announceSettled(request);
      await performFollowUps(deps, first.followUps);
      return { replayed: false, result: first.result };
    }
    await performFollowUps(deps, first.followUps);
    return { replayed: false, result: await continueAttempt(deps, request, caller, work, first.attemptId, first.prepared, first.rows, status) };
  }
}

/**
 * Gives up a sale's attempt whose instance died before it wrote anything: its calls reserve nothing
 * more, its approved authorizations are let go, and its key is freed (the customer was never told it
 * was paid; their retry is a new attempt). The releases are an attempt of their own, with its
 * recovery job should the processor not answer them.
 */
export async function giveUpAttempt(deps: MoneyDeps, request: Pick<KeyedRequest, 'businessId' | 'key'>, deadAttempt: string) {
  const releasing = randomUUID();
  const followUps = await unitOfWork(deps.db, request.businessId, async (tenant) => {
    if (!(await holdsKey(tenant, request, deadAttempt))) return [];
    const releases = await abandonCalls(tenant, deadAttempt);
    await tenant.deleteFrom('idempotency_keys').where('key', '=', request.key).where('attempt_id', '=', deadAttempt).execute();
    if (releases.length === 0) return [];
    const ctx = await moneyContext(
      tenant,
      { actor: { id: null, email: '', name: 'Recovery' }, ip: '', key: request.key, processor: deps.provider.name },
      releasing,
    );
    await enqueue(
      ctx.tenant,
      recoverAttempt,
      { key: request.key, attemptId: releasing },
      { key: releasing, runAt: new Date(Date.now() + deps.recoveryDelayMs) },
    );
    return recordFollowUps(ctx, releases);
  });
  announceSettled(request);
  await performFollowUps(deps, followUps);
}

/**
 * An attempt's calls at the processor, then its second unit of work and the captures and releases
 * it decided. The attempt runs (db/instances.ts) until it has settled or given up. `status`: the
 * success's, the answer kept for the key's retries built with it.
 */
export async function continueAttempt<P, T>(
  deps: MoneyDeps,
  request: KeyedRequest,
  caller: MoneyCaller,
  work: MoneyWork<P, T>,
  attemptId: string,
  prepared: Prepared<P>,
  rows: CallRow[],
  status: SuccessStatus,
): Promise<Result<T>> {
  attemptRuns(attemptId);
  try {
    const results = await performSteps(deps, rows, prepared.steps);
    // a refund the processor did not answer may have been made: only the same call again can tell,
    // so the attempt stays in flight for the key's retry or the recovery job
    if (results.some((r) => r.operation === 'refund' && !r.answered && r.tried)) return processorUnavailable();
    const second = await unitOfWork(deps.db, request.businessId, async (tenant) => {
      // taken over meanwhile (this instance was thought gone): the other attempt answers
      if (!(await holdsKey(tenant, request, attemptId))) return null;
      const ctx = await moneyContext(tenant, caller, attemptId);
      let result: Result<T>;
      if (results.some((r) => !r.answered && r.tried)) {
        // an authorization without an answer: nothing is written; what was approved is let go, and
        // one that may exist unanswered is never captured (an authorization lapses at the processor)
        ctx.after.push(...releasesOf(results));
        result = processorUnavailable();
      } else result = await work.finish(ctx, prepared.plan, results);
      await settleSteps(tenant, attemptId);
      const followUps = await recordFollowUps(ctx, ctx.after);
      // a refund made at the processor is final, whatever else the answer says
      const moved = results.some((r) => r.operation === 'refund' && r.answered && r.refund.ok);
      const answer = answerOf(result, status);
      await settleKey(tenant, request, attemptId, answer, answerIsKept(answer.status) || moved);
      return { result, followUps };
    });
    if (!second) return inProgress();
    announceSettled(request);
    // a capture or release the processor does not answer waits for the attempt's recovery job
    await performFollowUps(deps, second.followUps);
    return second.result;
  } finally {
    attemptEnds(attemptId);
  }
}

/**
 * Runs a money work inside the caller's unit of work, its processor called from within it: for the
 * built-in test processor only, which calls nothing outside this process (the demo seed writes its
 * week of sales in one unit of work). A real processor's call would hold the transaction open.
 */
export async function runWithinTransaction<P, T>(ctx: MoneyContext, provider: PaymentProvider, work: MoneyWork<P, T>): Promise<Result<T>> {
  if (provider.name !== 'test') throw new Error('runWithinTransaction: only the built-in test processor is called inside a transaction');
  const prepared = await work.prepare(ctx);
  if (!isPrepared(prepared)) return prepared;
  const results: StepResult[] = [];
  for (const [seq, step] of prepared.steps.entries()) {
    const key = stepKey(ctx, step, seq);
    if (step.operation === 'authorize') {
      const auth = await provider.authorize({
        amountMinor: step.amountMinor,
        currency: ctx.currency,
        card: step.card,
        key,
        authentication: step.authentication,
      });
      results.push({ operation: 'authorize', answered: true, auth });
    } else results.push({ operation: 'refund', answered: true, refund: await provider.refund({ ref: step.ref, amountMinor: step.amountMinor, key }) });
  }
  const answer = await work.finish(ctx, prepared.plan, results);
  for (const call of ctx.after.splice(0)) {
    const key = providerKey(ctx.tenant.businessId, call.operation, call.ref);
    if (call.operation === 'capture') await provider.capture(call.ref, call.amountMinor, key);
    else await provider.release(call.ref, key);
  }
  return answer;
}

/**
 * A money call of a request, for `businessId` (the signed-in one's, or the one a public route
 * found), sent with `status` on success: `actor` is who acts (the signed-in staff member unless given).
 */
export async function moneyCall<P, T>(
  deps: MoneyDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  businessId: string,
  work: MoneyWork<P, T>,
  status: SuccessStatus,
  actor?: MoneyActor,
) {
  const keyed = await runMoneyWork(deps, keyedRequest(req, businessId), callerOf(req, deps.provider, actor), work, status);
  return sendKeyed(reply, keyed, status);
}
