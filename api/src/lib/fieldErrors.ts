import { Type, type Static } from '@sinclair/typebox';

// A refused field: part of the API's error contract (a problem document's `errors`; src/http/errors.ts
// exports these again) and what an import keeps of each refused row (db/schema.ts). It lives below
// both layers, so the database never imports HTTP.

/** Why one field was refused (`Problem.errors[field].code`). */
export const FIELD_ERROR_CODES = [
  'required',
  'too_long',
  'too_short',
  'too_small',
  'too_large',
  'invalid_format',
  'invalid_email',
  'invalid_phone',
  'invalid_date',
  'invalid_value',
  'not_allowed',
  'taken',
  'duplicate_key',
  'not_found',
  /** an email code that is not the one sent (`triesLeft`) */
  'wrong_code',
] as const;
export const FieldErrorCode = Type.Union(FIELD_ERROR_CODES.map((code) => Type.Literal(code)));
export type FieldErrorCode = Static<typeof FieldErrorCode>;

/**
 * The exact reason of a refusal whose code alone says too little to act on (`not_allowed` for an
 * item out of stock, `invalid_date` for an expired card): the client says it in the user's language
 * (`common:fieldReasons`), with the refusal's `params`, and what to do about it. A refusal whose code
 * says it all (`required`, `too_long` with its limit) has none.
 */
export const FIELD_REASONS = [
  /** a catalogue item out of stock (`item`: its name) */
  'out_of_stock',
  /** fewer of a counted product left than the line takes */
  'not_enough_stock',
  /** a line comes to more than one sale may */
  'line_too_large',
  /** the whole sale comes to more than one sale may */
  'sale_too_large',
  /** a sale's payments do not add up to its total */
  'tenders_total',
  /** a payment past what is left to pay (or of nothing) */
  'over_balance',
  /** cash handed over that does not cover its tender's amount */
  'cash_short',
  /** a card number that fails its check digit */
  'card_number',
  /** a card past its expiry month */
  'card_expired',
  /** deposits applied to a sale without a contact */
  'deposits_need_contact',
  /** deposits applied beyond what the contact holds */
  'deposits_over_held',
  /** a booking's bill for someone other than the booking's contact */
  'booking_contact',
  /** a booking that has its bill already */
  'booking_billed',
] as const;
export const FieldReason = Type.Union(FIELD_REASONS.map((reason) => Type.Literal(reason)));
export type FieldReason = Static<typeof FieldReason>;

/** One refused field: a code to translate, its parameters (`{ limit: 120 }`), its exact reason when the code says too little, and English for logs. */
export const FieldError = Type.Object({
  code: FieldErrorCode,
  message: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  reason: Type.Optional(FieldReason),
});
export type FieldError = Static<typeof FieldError>;
