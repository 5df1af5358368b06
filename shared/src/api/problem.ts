import { isHTTPError } from 'ky';
import { i18n } from '../i18n/i18n';
import type { ErrorCode, FailureCode, FieldError, Problem } from '../types/api';

// The one way to read a failed call (issue 8: an error contract that translates). The API's
// problem documents carry a stable `code` (api/src/http/errors.ts); the user is told what it means
// in their language, never the server's English `detail`.

/** The HTTP status of a failed call, if the server answered. */
export function statusOf(error: unknown): number | undefined {
  return isHTTPError(error) ? error.response.status : undefined;
}

/** The problem document a failed call answered, if it answered one. */
export function problemOf(error: unknown): Problem | undefined {
  if (!isHTTPError(error)) return undefined;
  const body: unknown = error.data;
  if (!body || typeof body !== 'object' || typeof (body as { status?: unknown }).status !== 'number') return undefined;
  return body as Problem;
}

// A status without a code (a proxy's 502, the spec's sign-in shape) still says what kind it is.
const codeOfStatus = (status: number): ErrorCode => {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'too_many_requests';
  if (status === 503) return 'unavailable';
  return status >= 500 ? 'internal' : 'bad_request';
};

/**
 * Whether asking again can help: no answer (the network, the server restarting), or the server's
 * own fault (a 5xx: an instance turning requests away for a moment with 503, its database away). A
 * refusal (4xx) says the same the next time.
 */
export function askingAgainCanHelp(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status >= 500;
}

/** The code of a failure: the problem's own, else one for its status, else 'unreachable'. */
export function failureCodeOf(error: unknown): FailureCode {
  const status = statusOf(error);
  if (status === undefined) return 'unreachable';
  return problemOf(error)?.code ?? codeOfStatus(status);
}

/**
 * A record that does not exist for this business: 404, or a read refused for its address alone. An
 * address like /app/contacts/abc names a record that cannot exist: the API refuses the path's id
 * (`contactId`, `bookingId`…) with a 400 whose fields are the path's parameters. A read has no
 * body, so a refused field that is not in its query string is its path. Asking again would not help.
 */
export function isNotFound(error: unknown): boolean {
  if (failureCodeOf(error) === 'not_found') return true;
  if (!isHTTPError(error) || error.response.status !== 400 || error.request.method !== 'GET') return false;
  const fields = Object.keys(problemOf(error)?.errors ?? {});
  const query = new URL(error.request.url).searchParams;
  return fields.length > 0 && fields.every((field) => !query.has(field.split('.')[0] ?? field));
}

/** What to tell the user about a failed call, in their language. */
export function errorText(error: unknown): string {
  return i18n.t(`common:errors.${failureCodeOf(error)}`);
}

/**
 * One field refusal in the user's language ("At most 120 characters"): its exact reason when the API
 * gives one ("Tire shine gel is out of stock: take it off the sale"), else what its code means.
 */
export function fieldErrorText(error: FieldError): string {
  if (error.reason) return i18n.t(`common:fieldReasons.${error.reason}`, { ...error.params });
  return i18n.t(`common:fieldErrors.${error.code}`, { ...error.params });
}

// the failures that are about the fields alone: their fields say why; any other failure that names a
// field (a declined card under its tender) is that failure, said at the field
const FIELDS_ONLY: ReadonlySet<FailureCode> = new Set(['validation_failed', 'bad_request']);

/**
 * A refusal's texts per field (`errors` of a 400 problem), in the user's language, or null when the
 * failure is not about fields (then `errorText` says what it is).
 */
export function fieldErrorTexts(error: unknown): Record<string, string> | null {
  const problem = problemOf(error);
  const errors = problem?.errors;
  if (!errors) return null;
  const code = failureCodeOf(error);
  const textOf = (refusal: FieldError) => (refusal.reason || FIELDS_ONLY.has(code) ? fieldErrorText(refusal) : errorText(error));
  const entries = Object.entries(errors).map(([field, refusal]) => [field, textOf(refusal)] as const);
  return entries.length ? Object.fromEntries(entries) : null;
}
