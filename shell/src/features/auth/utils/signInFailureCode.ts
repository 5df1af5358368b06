import { failureCodeOf, statusOf, type FailureCode } from '@frontdesk/shared';

/**
 * What a failed sign-in means (spec §4). The server refuses with `{ data: { errors } }` (400), or
 * a refused session (401/403): one text for all, "check your email and password", never which of
 * the two was wrong. 429 is too many attempts (or a locked account, when the answer says so); no
 * answer is "unreachable". The words are the kit's (`common:errors.*`), in the user's language.
 */
export function signInFailureCode(error: unknown): FailureCode {
  const status = statusOf(error);
  if (status === 400 || status === 401 || status === 403) return 'login_failed';
  return failureCodeOf(error);
}
