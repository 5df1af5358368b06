import type { FastifyReply } from 'fastify';
import { ERROR_STATUS, type ErrorCode } from './errors';
import { problem, type FieldErrors } from './problem';

// The one verdict of a service (docs/decisions/0011): a value, or a refusal with its code. The
// status of a refusal comes from its code (ERROR_STATUS, src/http/errors.ts); the status of a
// success from the route that sends it (sendResult). No service writes an HTTP status.

/** Why a request is refused: its code, English for logs and clients that do not translate, and what the code carries. */
export type Refusal = {
  ok: false;
  code: ErrorCode;
  detail: string;
  /** validation_failed: why each refused field was refused */
  errors?: FieldErrors;
  /** authentication_required: the challenge the card holder completes (3-D Secure) before sending it again */
  challenge?: string;
  /** when to send it again (the Retry-After header) */
  retryAfterSeconds?: number;
};

export type Result<T> = { ok: true; value: T } | Refusal;

/** What a route answers on success. */
export type SuccessStatus = 200 | 201 | 202 | 204;

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** A refusal with its code (and what the code carries). */
export function refuse(code: ErrorCode, detail: string, carries: Pick<Refusal, 'errors' | 'challenge' | 'retryAfterSeconds'> = {}): Refusal {
  return { ok: false, code, detail, ...carries };
}

/**
 * validation_failed with a code per field: a form shows each under its field, translated. The
 * detail is the refused field's message when there is one, for clients that show only it.
 */
export function invalid(errors: FieldErrors): Refusal {
  const messages = Object.values(errors).map((error) => error.message);
  const detail = messages.length === 1 && messages[0] ? messages[0] : 'Some fields need attention';
  return refuse('validation_failed', detail, { errors });
}

/** What a result answers over HTTP: a status and its body (what the idempotency layer keeps for a key's retries). */
export type Answer = { status: number; body: unknown };

/** A result as its answer: the success's status given by the route, a refusal's from its code. */
export function answerOf<T>(result: Result<T>, status: SuccessStatus): Answer {
  if (result.ok) return { status, body: status === 204 ? null : result.value };
  const document = problem(ERROR_STATUS[result.code], result.code, result.detail, result.errors);
  return { status: document.status, body: result.challenge ? { ...document, challenge: result.challenge } : document };
}

/** Sends an answer: a problem document's media type for a refusal; `retryAfterSeconds` as the Retry-After header. */
export function sendAnswer(reply: FastifyReply, { status, body }: Answer, retryAfterSeconds?: number) {
  if (status >= 400) reply.type('application/problem+json');
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  return reply.code(status).send(body);
}

/** Sends a service's result: the one way a route answers one (`status`: the success's, 200 unless given). */
export function sendResult<T>(reply: FastifyReply, result: Result<T>, status: SuccessStatus = 200) {
  return sendAnswer(reply, answerOf(result, status), result.ok ? undefined : result.retryAfterSeconds);
}

/** The spec's sign-in shape of a refusal (`config: { refusesWithErrorList: true }`): `{ data: { errors: [message] } }`, a message per refused field. */
export function sendErrorList(
  reply: FastifyReply,
  refusal: Refusal,
  messages: string[] = refusal.errors ? Object.values(refusal.errors).map((error) => error.message) : [refusal.detail],
) {
  if (refusal.retryAfterSeconds !== undefined) reply.header('Retry-After', String(refusal.retryAfterSeconds));
  return reply.code(ERROR_STATUS[refusal.code]).send({ data: { errors: messages } });
}
