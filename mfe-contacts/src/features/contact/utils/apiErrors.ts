import { isHTTPError } from '@frontdesk/shared';

/** The HTTP status of a failed call, if the server answered. */
export const statusOf = (error: unknown): number | undefined => (isHTTPError(error) ? error.response.status : undefined);

/**
 * A refusal's messages per field (a 400 problem's `errors`: field → message, as ContactFieldErrors
 * and the asset calls answer), or null when the failure is of another kind.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!isHTTPError(error) || error.response.status !== 400) return null;
  const body = error.data;
  if (!body || typeof body !== 'object') return null;
  const errors = (body as { errors?: unknown }).errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return null;
  const entries = Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : null;
}

/**
 * What to tell the user about a failed call, as a `contacts` text key: the server's own words are
 * English only, so only their kind is shown (field refusals are shown under their fields instead).
 */
export function failureKey(error: unknown): string {
  const status = statusOf(error);
  if (status === undefined) return 'ui.failure.unreachable';
  if (status === 403) return 'ui.failure.forbidden';
  if (status === 404) return 'ui.failure.gone';
  if (status >= 500) return 'ui.failure.server';
  return 'ui.failure.refused';
}
