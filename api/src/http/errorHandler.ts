import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isExclusionViolation, isForeignKeyViolation, isOutOfRange, isStillReferred, isUniqueViolation } from '../db/errors';
import type { ErrorCode } from './errors';
import { sendProblem, type FieldErrors } from './problem';
import { fieldErrorsOf } from './validation';

// Every error that reaches Fastify (a schema's refusal, a parser's, a plugin's, a bug) answers as a
// problem document with a code; a client's mistake is a 4xx, never a 5xx.

const codeOfStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

type Refusal = { status: number; code: ErrorCode; detail: string; errors?: FieldErrors; backstop?: true };

/**
 * What the log says when the database refused what a rule should have (a figure past the integers,
 * another business's id): the client gets a 4xx, and the fuzzer counts it as a finding.
 */
export const BACKSTOP_LOG = 'the database refused what no rule checked';

/** What an error answers: its status (a 4xx as thrown, anything else 500), code and detail. */
export function refusalOf(error: FastifyError): Refusal {
  if (error.validation) {
    return {
      status: 400,
      code: 'validation_failed',
      detail: `Invalid request: ${error.message}`,
      errors: fieldErrorsOf(error.validation, error.validationContext),
    };
  }
  // a safety net: a rule checked before its write, broken by a write committed in between, is a
  // conflict the client can retry; every known race is also answered by its own route (db/errors.ts)
  // the one answer to a booking over taken time, whichever path wrote it (docs/decisions/0027)
  if (isExclusionViolation(error)) return { status: 409, code: 'slot_taken', detail: 'This time is no longer free for this staff member' };
  if (isUniqueViolation(error)) return { status: 409, code: 'conflict', detail: 'This conflicts with a change made at the same time; try again' };
  // the backstop (docs/decisions/0033): every figure is capped and every reference checked where it
  // enters, so these mean a rule is missing, and a client's request never answers 500 for it
  if (isOutOfRange(error)) return { status: 400, code: 'bad_request', detail: 'A figure is larger than can be kept', backstop: true };
  if (isForeignKeyViolation(error)) return { status: 400, code: 'bad_request', detail: 'This names a record the business does not have', backstop: true };
  if (isStillReferred(error)) return { status: 409, code: 'in_use', detail: 'Other records still refer to this one', backstop: true };
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) return { status, code: 'internal', detail: 'Something went wrong on our side' };
  return { status, code: codeOfStatus[status] ?? 'bad_request', detail: error.message };
}

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
    if (req.routeOptions.config.refusesWithErrorList) {
      return reply.code(refusal.status).send({ data: { errors: [refusal.status === 429 ? tooManyAttempts : refusal.detail] } });
    }
    return sendProblem(reply, refusal.status, refusal.code, refusal.detail, refusal.errors);
  };
}

/**
 * Errors Fastify meets before a route, and before any hook (a URL that does not decode, `/%zz`): a
 * problem document too, with the headers a JSON answer needs (helmet's hooks have not run).
 */
export function frameworkErrorHandler(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const refusal = refusalOf(error);
  reply.header('X-Content-Type-Options', 'nosniff').header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  return sendProblem(reply, refusal.status, refusal.code, refusal.status === 500 ? refusal.detail : 'The address is not a valid URL');
}
