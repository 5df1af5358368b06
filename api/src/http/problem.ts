import type { FastifyReply } from 'fastify';
import type { ErrorCode, FieldError, FieldErrorCode, Problem } from './errors';

/** field name (dotted for nested: `data.plate`) → why it was refused */
export type FieldErrors = Record<string, FieldError>;

/** A rule's verdict on an input: the value to store, or why each refused field was refused. */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const statusTitle = (status: number) => titles[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');

/** The problem document (RFC 9457 plus codes, src/http/errors.ts) for a refusal. */
export function problem(status: number, code: ErrorCode, detail: string, errors?: FieldErrors): Problem {
  return { type: 'about:blank', title: statusTitle(status), status, detail, code, ...(errors ? { errors } : {}) };
}

/** Answers with a problem document: the one error shape of the resource API. */
export function sendProblem(reply: FastifyReply, status: number, code: ErrorCode, detail: string, errors?: FieldErrors) {
  return reply.code(status).type('application/problem+json').send(problem(status, code, detail, errors));
}

/**
 * 400 `validation_failed` with a code per field: a form shows each under its field, translated.
 * The detail is the refused field's message when there is one, for clients that show only it.
 */
export function sendFieldErrors(reply: FastifyReply, errors: FieldErrors) {
  const body = fieldErrorsProblem(errors);
  return sendProblem(reply, 400, body.code, body.detail, errors);
}

/** The problem document of field refusals (sendFieldErrors sends it; a money call answers it: http/idempotency.ts). */
export function fieldErrorsProblem(errors: FieldErrors): Problem {
  const messages = Object.values(errors).map((error) => error.message);
  const detail = messages.length === 1 && messages[0] ? messages[0] : 'Some fields need attention';
  return problem(400, 'validation_failed', detail, errors);
}

/** One refused field; `message` is English for logs and for clients that do not translate. */
export function fieldError(code: FieldErrorCode, message: string, params?: FieldError['params']): FieldError {
  return params ? { code, message, params } : { code, message };
}

/** A timestamp column as the API answers it (both drivers give a Date; a string is accepted too). */
export const isoDateTime = (value: Date | string) => new Date(value).toISOString();
