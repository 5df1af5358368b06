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

/** One refused field: a code to translate, its parameters (`{ limit: 120 }`), and English for logs. */
export const FieldError = Type.Object({
  code: FieldErrorCode,
  message: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});
export type FieldError = Static<typeof FieldError>;
