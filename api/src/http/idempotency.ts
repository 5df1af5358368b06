import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { ErrorCode } from './errors';
import { fieldErrorsProblem, problem, type FieldErrors } from './problem';

// Every call that takes or returns money runs through `idempotent` (docs/decisions/0020-money.md):
// - the caller sends an `Idempotency-Key` (a UUID the client makes per attempt);
// - the key is claimed, the work done and its answer stored in ONE database transaction, so a crash
//   leaves neither the money moved nor the key claimed;
// - a retry with the same key and request gets the stored answer (`Idempotent-Replayed: true`);
//   the same key with another request is refused (422 idempotency_key_reused);
// - a concurrent duplicate waits for the first: on PostgreSQL its INSERT of the same key blocks on
//   the unique index until the first commits, then finds the answer; on the embedded database the
//   one connection runs one transaction at a time.
// A refusal (4xx but 402) is not stored: it changed nothing, and the caller may put it right and
// send the same request again. A decline (402) is stored: the declined attempt is on record.

/** The header every money call documents and requires (400 without it). */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({
    minLength: 8,
    maxLength: 255,
    pattern: '^[\\x21-\\x7e]+$',
    description: 'A key the client makes for this attempt (a UUID): a retry with the same key and body answers the first result.',
  }),
});

/** What a money operation answers: its status and body (a problem document for a refusal). */
export type Answer = { status: number; body: unknown };

export const answer = (status: number, body: unknown): Answer => ({ status, body });
export const refusal = (status: number, code: ErrorCode, detail: string, errors?: FieldErrors): Answer => ({
  status,
  body: problem(status, code, detail, errors),
});

/** 400 validation_failed with a code per field, as sendFieldErrors answers it. */
export const invalid = (errors: FieldErrors): Answer => ({ status: 400, body: fieldErrorsProblem(errors) });

const isStored = (status: number) => status < 400 || status === 402;

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

const requestHash = (req: FastifyRequest) => createHash('sha256').update(`${req.method} ${req.url}\n${canonical(req.body ?? null)}`).digest('hex');

class Refused extends Error {
  constructor(readonly answer: Answer) {
    super('refused');
  }
}

/** Sends an answer (a problem document's media type for a refusal): also for calls that are not idempotent. */
export const sendAnswer = (reply: FastifyReply, done: Answer) => send(reply, done, false);

function send(reply: FastifyReply, { status, body }: Answer, replayed: boolean) {
  if (replayed) reply.header('idempotent-replayed', 'true');
  if (status >= 400) reply.type('application/problem+json');
  return reply.code(status).send(body);
}

/**
 * Runs `work` once per Idempotency-Key of `businessId`, in one transaction with the key. `work`
 * gets the transaction and answers; throwing rolls everything back (the key too).
 */
export async function idempotent(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  businessId: string,
  work: (trx: Db) => Promise<Answer>,
) {
  const key = (req.headers['idempotency-key'] as string | undefined) ?? '';
  const hash = requestHash(req);
  const operation = `${req.method} ${req.routeOptions.url ?? req.url}`;
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      const claimed = await sql<{ key: string }>`
        INSERT INTO idempotency_keys (business_id, key, operation, request_hash, status_code, response)
        VALUES (${businessId}, ${key}, ${operation}, ${hash}, 0, '')
        ON CONFLICT (business_id, key) DO NOTHING
        RETURNING key`.execute(trx);
      if (claimed.rows.length === 0) {
        const first = await trx
          .selectFrom('idempotency_keys')
          .select(['request_hash', 'status_code', 'response'])
          .where('business_id', '=', businessId)
          .where('key', '=', key)
          .executeTakeFirstOrThrow();
        if (first.request_hash !== hash) {
          return { answer: refusal(422, 'idempotency_key_reused', 'This Idempotency-Key was used with another request'), replayed: false };
        }
        return { answer: { status: first.status_code, body: JSON.parse(first.response) as unknown }, replayed: true };
      }
      const done = await work(trx);
      if (!isStored(done.status)) throw new Refused(done);
      await trx
        .updateTable('idempotency_keys')
        .set({ status_code: done.status, response: JSON.stringify(done.body) })
        .where('business_id', '=', businessId)
        .where('key', '=', key)
        .execute();
      return { answer: done, replayed: false };
    });
    return send(reply, outcome.answer, outcome.replayed);
  } catch (error) {
    if (error instanceof Refused) return send(reply, error.answer, false);
    throw error;
  }
}
