import { Type, type Static } from '@sinclair/typebox';
import { FieldError } from '../lib/fieldErrors';

// The API's error contract: every problem document (RFC 9457) carries a stable `code`, and every
// field refusal carries one too. Clients translate codes, never the English `detail`/`message`
// (the frontend's translations are typed against these lists, so a new code cannot go untranslated).

/** What went wrong with a request as a whole (`Problem.code`). */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'session_expired',
  'forbidden',
  'admin_only',
  'csrf_failed',
  'signpad_mode',
  'not_found',
  'conflict',
  'in_use',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'account_locked',
  'login_failed',
  'internal',
  'unavailable',
  // money (issue 10)
  'idempotency_key_reused',
  'register_closed',
  'register_open',
  'not_payable',
  'card_declined',
  'insufficient_funds',
  'authentication_required',
  'link_expired',
  'link_paid',
  'link_void',
  'deposit_not_held',
  // card processors (issue 31)
  /** the same Idempotency-Key's request is still running (its card at the processor): send it again in a moment */
  'request_in_progress',
  /** another payment's card (or a refund at the processor) holds what is left of this balance for now */
  'payment_pending',
  'amount_changed',
  /** the card processor did not answer */
  'processor_unavailable',
  // bookings (issue 11)
  /** the staff member's time is taken (the bookings' exclusion constraint) */
  'slot_taken',
  /** the lifecycle does not allow the action from the booking's status */
  'booking_state',
  /** a move outside the staff member's working hours (the free times' rule), not allowed or not confirmed (issue 34 §7) */
  'outside_hours',
  /** a visitor's slot hold ran out before the booking was requested */
  'hold_expired',
  /** a visitor's change of their booking came after the business's cut-off */
  'cutoff_passed',
  /** the waitlist is for a full day: this one still has free time to book */
  'day_not_full',
  /** the contact is already in the day's line for the service */
  'already_waiting',
  // public booking abuse (issue 31 §6)
  /** the visitor (their device, or their network) already holds as many times as one may at once */
  'too_many_holds',
  /** the visitor's live holds already take the share of the day one visitor may hold */
  'day_held',
  /** the email code ran out, or was tried too often: a new one is needed */
  'code_expired',
  /** no more codes now: too soon after the last, too many for this hold or join, or for this address */
  'too_many_codes',
] as const;
export const ErrorCode = Type.Union(ERROR_CODES.map((code) => Type.Literal(code)));
export type ErrorCode = Static<typeof ErrorCode>;

/** The statuses a problem document is sent with. */
export type ProblemStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503;

/**
 * The HTTP status of each code: the one place a refusal's status is chosen (services answer codes,
 * src/http/result.ts sends them). Typed by the list above, so a new code cannot go without one.
 */
export const ERROR_STATUS: { readonly [Code in ErrorCode]: ProblemStatus } = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  session_expired: 401,
  forbidden: 403,
  admin_only: 403,
  csrf_failed: 403,
  signpad_mode: 403,
  /** a wrong staff password leaving signpad mode (the sign-in calls answer the spec's 400 list instead) */
  login_failed: 403,
  not_found: 404,
  conflict: 409,
  in_use: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  account_locked: 429,
  internal: 500,
  unavailable: 503,
  idempotency_key_reused: 422,
  register_closed: 409,
  register_open: 409,
  not_payable: 409,
  /** a decline: kept as the key's answer (src/http/idempotency.ts) */
  card_declined: 402,
  insufficient_funds: 402,
  authentication_required: 402,
  link_expired: 410,
  link_paid: 409,
  link_void: 410,
  deposit_not_held: 409,
  request_in_progress: 409,
  payment_pending: 409,
  /** what a visitor was shown to pay is no longer the balance (someone paid part of it meanwhile): nothing charged */
  amount_changed: 409,
  processor_unavailable: 503,
  slot_taken: 409,
  booking_state: 409,
  outside_hours: 409,
  hold_expired: 410,
  cutoff_passed: 409,
  day_not_full: 409,
  already_waiting: 409,
  too_many_holds: 409,
  day_held: 409,
  code_expired: 410,
  too_many_codes: 429,
};

// a refused field's code and shape live a layer down (the database keeps an import's refused rows in it)
export { FIELD_ERROR_CODES, FIELD_REASONS, FieldError, FieldErrorCode, FieldReason } from '../lib/fieldErrors';

/** The one error document of the resource API (RFC 9457 problem details plus codes). */
export const Problem = Type.Object({
  type: Type.String(),
  title: Type.String(),
  status: Type.Integer(),
  detail: Type.String(),
  code: ErrorCode,
  /** field name (dotted for nested: `data.plate`) → why it was refused */
  errors: Type.Optional(Type.Record(Type.String(), FieldError)),
  /** 402 authentication_required: the challenge the card holder completes (3-D Secure) before the payment is sent again */
  challenge: Type.Optional(Type.String()),
});
export type Problem = Static<typeof Problem>;
