import type { ErrorCode, FieldError, FieldErrorCode, FieldReason, Problem } from './errors';

/** field name (dotted for nested: `data.plate`) → why it was refused */
export type FieldErrors = Record<string, FieldError>;

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

/**
 * The problem document (RFC 9457 plus codes, src/http/errors.ts) of a refusal at `status`: the one
 * error shape of the resource API (src/http/result.ts sends a service's; errorHandler.ts Fastify's).
 */
export function problem(status: number, code: ErrorCode, detail: string, errors?: FieldErrors): Problem {
  return { type: 'about:blank', title: statusTitle(status), status, detail, code, ...(errors ? { errors } : {}) };
}

/**
 * One refused field; `message` is English for logs and for clients that do not translate; `reason`
 * the exact reason the client says (and what to do) when the code alone says too little.
 */
export function fieldError(code: FieldErrorCode, message: string, params?: FieldError['params'], reason?: FieldReason): FieldError {
  return { code, message, ...(params ? { params } : {}), ...(reason ? { reason } : {}) };
}

/** A timestamp column as the API answers it (both drivers give a Date; a string is accepted too). */
export const isoDateTime = (value: Date | string) => new Date(value).toISOString();
