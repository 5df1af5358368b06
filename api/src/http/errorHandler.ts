import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, isExclusionViolation, isForeignKeyViolation, isOutOfRange, isStillReferred, isUniqueViolation } from '../db/errors';
import { ERROR_STATUS, type ErrorCode } from './errors';
import { problem, type FieldErrors } from './problem';
import { refuse, sendErrorList } from './result';
import { fieldErrorsOf } from './validation';
import { OVERLOAD_RETRY_AFTER_SECONDS, Overloaded } from './admission';

// Every error that reaches Fastify (a schema's refusal, a parser's, a plugin's, a bug) answers as a
// problem document with a code; a client's mistake is a 4xx, never a 5xx. Services do not throw
// refusals: they answer them (src/http/result.ts); this is for what Fastify and the database raise.

/** The code of an error Fastify raises with a status: the code whose status it is (ERROR_STATUS). */
const codeOfStatus = new Map<number, ErrorCode>(
  (['bad_request', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'payload_too_large', 'unsupported_media_type', 'too_many_requests'] as const).map(
    (code) => [ERROR_STATUS[code], code],
  ),
);

/** A request no route answers. */
export const noSuchRoute = (req: FastifyRequest) => refuse('not_found', `${req.method} ${req.url.split('?')[0]} does not exist`);

type Refused = { status: number; code: ErrorCode; detail: string; errors?: FieldErrors; backstop?: true; retryAfterSeconds?: number };

/** when a client should try again while the database is unreachable: a restart takes seconds */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** A refusal of a code, at the code's status. */
const refused = (code: ErrorCode, detail: string, more: Pick<Refused, 'errors' | 'backstop' | 'retryAfterSeconds'> = {}): Refused => ({
  status: ERROR_STATUS[code],
  code,
  detail,
  ...more,
});

/**
 * What the log says when the database refused what a rule should have (a figure past the integers,
 * another business's id): the client gets a 4xx, and the fuzzer counts it as a finding.
 */
export const BACKSTOP_LOG = 'the database refused what no rule checked';

/** What an error answers: its status (a 4xx as thrown, anything else 500), code and detail. */
export function refusalOf(error: FastifyError): Refused {
  if (error.validation) {
    return refused('validation_failed', `Invalid request: ${error.message}`, { errors: fieldErrorsOf(error.validation, error.validationContext) });
  }
  // turned away by the load shedding (http/admission.ts): the same answer as a database away, sooner back
  if (error instanceof Overloaded) return refused('unavailable', error.message, { retryAfterSeconds: OVERLOAD_RETRY_AFTER_SECONDS });
  if (isDatabaseUnavailable(error)) {
    return refused('unavailable', 'Frontdesk cannot reach its database just now; try again in a few seconds', {
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    });
  }
  // a safety net: a rule checked before its write, broken by a write committed in between, is a
  // conflict the client can retry; every known race is also answered by its own route (db/errors.ts)
  // the one answer to a booking over taken time, whichever path wrote it (docs/decisions/0027)
  if (isExclusionViolation(error)) return refused('slot_taken', 'This time is no longer free for this staff member');
  if (isUniqueViolation(error)) return refused('conflict', 'This conflicts with a change made at the same time; try again');
  // the backstop (docs/decisions/0033): every figure is capped and every reference checked where it
  // enters, so these mean a rule is missing, and a client's request never answers 500 for it
  if (isOutOfRange(error)) return refused('bad_request', 'A figure is larger than can be kept', { backstop: true });
  if (isForeignKeyViolation(error)) return refused('bad_request', 'This names a record the business does not have', { backstop: true });
  if (isStillReferred(error)) return refused('in_use', 'Other records still refer to this one', { backstop: true });
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) return refused('internal', 'Something went wrong on our side');
  // a 4xx no code names (none Fastify raises today) keeps its status
  return { status, code: codeOfStatus.get(status) ?? 'bad_request', detail: error.message };
}

/** Sends what an error answers, as a problem document. */
const sendRefused = (reply: FastifyReply, { status, code, detail, errors }: Refused) =>
  reply
    .code(status)
    .type('application/problem+json')
    .send(problem(status, code, detail, errors));

/**
 * The server's error handler. Routes with the spec's sign-in shape (`refusesWithErrorList`) keep it:
 * `{ data: { errors: [message] } }`, with `tooManyAttempts` as the 429's message.
 */
export function problemErrorHandler(tooManyAttempts: string) {
  return function handleError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
    const refusal = refusalOf(error);
    if (refusal.status === 500) req.log.error({ err: error }, 'request failed');
    else if (refusal.backstop) req.log.warn({ err: error }, BACKSTOP_LOG);
    else if (refusal.code === 'conflict') req.log.warn({ err: error }, 'request lost a race');
    else if (refusal.code === 'unavailable' && !(error instanceof Overloaded)) req.log.warn({ err: error }, 'the database is unreachable');
    if (refusal.retryAfterSeconds) reply.header('Retry-After', String(refusal.retryAfterSeconds));
    if (req.routeOptions.config.refusesWithErrorList) {
      return sendErrorList(reply, refuse(refusal.code, refusal.status === 429 ? tooManyAttempts : refusal.detail));
    }
    return sendRefused(reply, refusal);
  };
}

/**
 * Errors Fastify meets before a route, and before any hook (a URL that does not decode, `/%zz`): a
 * problem document too, with the headers a JSON answer needs (helmet's hooks have not run).
 */
export function frameworkErrorHandler(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const refusal = refusalOf(error);
  reply.header('X-Content-Type-Options', 'nosniff').header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  return sendRefused(reply, { ...refusal, detail: refusal.status === 500 ? refusal.detail : 'The address is not a valid URL' });
}
