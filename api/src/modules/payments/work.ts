import { Type } from '@sinclair/typebox';
import { randomUUID } from 'node:crypto';
import { instancesOf } from '../../db/database';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  BUSY_WAIT_MS,
  announceSettled,
  attemptEnds,
  attemptRuns,
  claimKey,
  holdsKey,
  inProgress,
  isStored,
  keyedRequest,
  refusal,
  send,
  settleKey,
  takeOverKey,
  waitForKey,
  type Answer,
  type KeyedRequest,
} from '../../http/idempotency';
import { enqueue } from '../../jobs/repo';
import { defineJobKind } from '../../jobs/types';
import { abandonCalls, performFollowUps, performSteps, providerKey, recordFollowUps, recordSteps, releasesOf, settleSteps, stepKey, type CallRow, type CardStep, type StepResult } from './calls';
import type { PaymentProvider } from './providers/provider';
import { callerOf, moneyContext, type MoneyActor, type MoneyCaller, type MoneyContext, type MoneyDeps } from './context';

// How a money call runs (docs/decisions/0031). A call that needs the card processor cannot be one
// database transaction: on the embedded database a transaction holds the one connection, and a
// processor that takes seconds would stall every business. So:
// 1. a first transaction claims the Idempotency-Key, checks everything (`prepare`) and records the
//    processor calls it plans (`CardStep`s), which reserve what they move; it commits;
// 2. the calls are made, outside any transaction, each answer recorded as it comes;
// 3. a second transaction writes what happened (`finish`), decides the captures and releases that
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

export type MoneyWork<P> = {
  /** names it in an attempt's kept plan (resumable works) */
  name: string;
  /** the first transaction: checks; an answer (done, or refused) or what the processor must do */
  prepare(ctx: MoneyContext): Promise<Answer | Prepared<P>>;
  /** the second transaction, with the processor's answers: writes what happened and answers */
  finish(ctx: MoneyContext, plan: P, results: StepResult[]): Promise<Answer>;
  /**
   * A refund's plan and steps hold no card: kept with the attempt, so an attempt cut short (its
   * processor calls may have moved money) is finished by the recovery job. A charge is not: one cut
   * short is given up, its authorizations let go.
   */
  resumable?: boolean;
};

/** A money call done in one transaction: nothing at the processor (cash, checks, voids, links sent). */
export function oneTransaction(name: string, run: (ctx: MoneyContext) => Promise<Answer>): MoneyWork<never> {
  return {
    name,
    prepare: run,
    finish: () => {
      throw new Error(`${name}: done in one transaction, it has nothing to finish`);
    },
  };
}

/** An attempt's kept plan: what the recovery job needs to finish it. */
export type Resume = { work: string; plan: unknown; steps: CardStep[]; caller: MoneyCaller };

/** Finishes (refunds) or gives up (sales) an attempt whose instance died, MoneyDeps.recoveryDelayMs after it started. */
export const recoverAttempt = defineJobKind('payments.recoverAttempt', Type.Object({ key: Type.String(), attemptId: Type.String() }), {
  maxAttempts: 20,
  backoff: { baseMs: 15_000, maxMs: 5 * 60_000 },
});

export const processorUnavailable = (): Answer => refusal(503, 'processor_unavailable', 'The card processor did not answer: nothing was charged; try again in a moment');

const isPrepared = <P>(value: Answer | Prepared<P>): value is Prepared<P> => 'steps' in value;

class Refused extends Error {
  constructor(readonly answer: Answer) {
    super('refused');
  }
}

/** What the first transaction came to. */
type First<P> =
  | { kind: 'replay'; answer: Answer }
  | { kind: 'reused' }
  | { kind: 'busy' }
  | { kind: 'dead'; attemptId: string }
  | { kind: 'done'; answer: Answer; followUps: CallRow[] }
  | { kind: 'calls'; attemptId: string; prepared: Prepared<P>; rows: CallRow[]; followUps: CallRow[] };

/** Runs a money work once per Idempotency-Key: the answer, and whether it was the key's stored one. */
export async function runMoneyWork<P>(deps: MoneyDeps, request: KeyedRequest, caller: MoneyCaller, work: MoneyWork<P>): Promise<{ answer: Answer; replayed: boolean }> {
  const deadline = Date.now() + BUSY_WAIT_MS;
  const instances = instancesOf(deps.db);
  for (;;) {
    let claimed: string | undefined;
    let first: First<P>;
    try {
      first = await deps.db.transaction().execute(async (trx): Promise<First<P>> => {
        const claim = await claimKey(trx, request, instances);
        if (claim.kind === 'replay' || claim.kind === 'reused' || claim.kind === 'busy') return claim;
        // a dead attempt of a sale is given up first (the customer was never told it was paid); a
        // refund's is taken over: its calls may have moved money, and are made again under their keys
        if (claim.kind === 'dead' && !work.resumable) return claim;
        const attemptId = claim.kind === 'dead' ? await takeOverKey(trx, request, claim.attemptId, instances) : claim.attemptId;
        if (!attemptId) return { kind: 'busy' };
        claimed = attemptId;
        // running from its claim: a retry must not take over an attempt that is only committing
        attemptRuns(attemptId);
        const ctx = await moneyContext(trx, request.businessId, caller, attemptId);
        if (claim.kind === 'dead') ctx.after.push(...(await abandonCalls(trx, claim.attemptId)));
        const prepared = await work.prepare(ctx);
        let answer: Answer;
        if (isPrepared(prepared)) {
          if (prepared.steps.length > 0) {
            const rows = await recordSteps(ctx, prepared.steps);
            if (work.resumable) {
              const resume: Resume = { work: work.name, plan: prepared.plan, steps: prepared.steps, caller };
              await trx.updateTable('idempotency_keys').set({ resume: JSON.stringify(resume) }).where('attempt_id', '=', attemptId).execute();
            }
            await enqueue(ctx.tenant, recoverAttempt, { key: request.key, attemptId }, { key: attemptId, runAt: new Date(Date.now() + deps.recoveryDelayMs) });
            return { kind: 'calls', attemptId, prepared, rows, followUps: await recordFollowUps(ctx, ctx.after) };
          }
          answer = await work.finish(ctx, prepared.plan, []);
        } else answer = prepared;
        // a refusal changed nothing: the whole transaction goes, the key's claim with it (a refund's
        // dead attempt keeps it: the recovery job finishes it)
        if (!isStored(answer.status)) throw new Refused(answer);
        const followUps = await recordFollowUps(ctx, ctx.after);
        await settleKey(trx, request, attemptId, answer);
        return { kind: 'done', answer, followUps };
      });
    } catch (error) {
      if (claimed) attemptEnds(claimed);
      if (error instanceof Refused) return { answer: error.answer, replayed: false };
      throw error;
    }
    if (first.kind === 'dead') {
      await giveUpAttempt(deps, request, first.attemptId);
      continue;
    }
    if (first.kind === 'busy') {
      if (Date.now() > deadline) return { answer: inProgress(), replayed: false };
      await waitForKey(request);
      continue;
    }
    if (first.kind === 'reused') return { answer: refusal(422, 'idempotency_key_reused', 'This Idempotency-Key was used with another request'), replayed: false };
    if (first.kind === 'replay') return { answer: first.answer, replayed: true };
    if (first.kind === 'done') {
      attemptEnds(claimed!);
      announceSettled(request);
      await performFollowUps(deps, first.followUps);
      return { answer: first.answer, replayed: false };
    }
    await performFollowUps(deps, first.followUps);
    const answer = await continueAttempt(deps, request, caller, work, first.attemptId, first.prepared, first.rows);
    return { answer, replayed: false };
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
  const followUps = await deps.db.transaction().execute(async (trx) => {
    if (!(await holdsKey(trx, request, deadAttempt))) return [];
    const releases = await abandonCalls(trx, deadAttempt);
    await trx.deleteFrom('idempotency_keys').where('business_id', '=', request.businessId).where('key', '=', request.key).where('attempt_id', '=', deadAttempt).execute();
    if (releases.length === 0) return [];
    const ctx = await moneyContext(trx, request.businessId, { actor: { id: null, email: '', name: 'Recovery' }, ip: '', key: request.key, processor: deps.provider.name }, releasing);
    await enqueue(ctx.tenant, recoverAttempt, { key: request.key, attemptId: releasing }, { key: releasing, runAt: new Date(Date.now() + deps.recoveryDelayMs) });
    return recordFollowUps(ctx, releases);
  });
  announceSettled(request);
  await performFollowUps(deps, followUps);
}

/**
 * An attempt's calls at the processor, then its second transaction and the captures and releases
 * it decided. The attempt runs (db/instances.ts) until it has settled or given up.
 */
export async function continueAttempt<P>(
  deps: MoneyDeps,
  request: KeyedRequest,
  caller: MoneyCaller,
  work: MoneyWork<P>,
  attemptId: string,
  prepared: Prepared<P>,
  rows: CallRow[],
): Promise<Answer> {
  attemptRuns(attemptId);
  try {
    const results = await performSteps(deps, rows, prepared.steps);
    // a refund the processor did not answer may have been made: only the same call again can tell,
    // so the attempt stays in flight for the key's retry or the recovery job
    if (results.some((r) => r.operation === 'refund' && !r.answered && r.tried)) return processorUnavailable();
    const second = await deps.db.transaction().execute(async (trx) => {
      // taken over meanwhile (this instance was thought gone): the other attempt answers
      if (!(await holdsKey(trx, request, attemptId))) return null;
      const ctx = await moneyContext(trx, request.businessId, caller, attemptId);
      let answer: Answer;
      if (results.some((r) => !r.answered && r.tried)) {
        // an authorization without an answer: nothing is written; what was approved is let go, and
        // one that may exist unanswered is never captured (an authorization lapses at the processor)
        ctx.after.push(...releasesOf(results));
        answer = processorUnavailable();
      } else answer = await work.finish(ctx, prepared.plan, results);
      await settleSteps(trx, attemptId);
      const followUps = await recordFollowUps(ctx, ctx.after);
      // a refund made at the processor is final, whatever else the answer says
      const moved = results.some((r) => r.operation === 'refund' && r.answered && r.refund.ok);
      await settleKey(trx, request, attemptId, answer, isStored(answer.status) || moved);
      return { answer, followUps };
    });
    if (!second) return inProgress();
    announceSettled(request);
    // a capture or release the processor does not answer waits for the attempt's recovery job
    await performFollowUps(deps, second.followUps);
    return second.answer;
  } finally {
    attemptEnds(attemptId);
  }
}

/**
 * Runs a money work inside the caller's transaction, its processor called from within it: for the
 * built-in test processor only, which calls nothing outside this process (the demo seed writes its
 * week of sales in one transaction). A real processor's call would hold the transaction open.
 */
export async function runWithinTransaction<P>(ctx: MoneyContext, provider: PaymentProvider, work: MoneyWork<P>): Promise<Answer> {
  if (provider.name !== 'test') throw new Error('runWithinTransaction: only the built-in test processor is called inside a transaction');
  const prepared = await work.prepare(ctx);
  if (!isPrepared(prepared)) return prepared;
  const results: StepResult[] = [];
  for (const [seq, step] of prepared.steps.entries()) {
    const key = stepKey(ctx, step, seq);
    if (step.operation === 'authorize') {
      const auth = await provider.authorize({ amountMinor: step.amountMinor, currency: ctx.currency, card: step.card, key, authentication: step.authentication });
      results.push({ operation: 'authorize', answered: true, auth });
    } else results.push({ operation: 'refund', answered: true, refund: await provider.refund({ ref: step.ref, amountMinor: step.amountMinor, key }) });
  }
  const answer = await work.finish(ctx, prepared.plan, results);
  for (const call of ctx.after.splice(0)) {
    const key = providerKey(ctx.businessId, call.operation, call.ref);
    if (call.operation === 'capture') await provider.capture(call.ref, call.amountMinor, key);
    else await provider.release(call.ref, key);
  }
  return answer;
}

/** A money call of a request, sent: `actor` is who acts (the signed-in staff member unless given). */
export async function moneyCall<P>(deps: MoneyDeps, req: FastifyRequest, reply: FastifyReply, businessId: string, work: MoneyWork<P>, actor?: MoneyActor) {
  const { answer, replayed } = await runMoneyWork(deps, keyedRequest(req, businessId), callerOf(req, deps.provider, actor), work);
  return send(reply, answer, replayed);
}
