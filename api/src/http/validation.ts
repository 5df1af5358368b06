import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import type { FieldError, FieldErrorCode } from './errors';
import { fieldError, type FieldErrors } from './problem';

// Fastify's validation errors (AJV's) as the error contract's field codes, so a client can
// translate "too long (limit 100)" without parsing AJV's English.

/** the request part that failed: body, querystring, params or headers */
type RequestPart = NonNullable<FastifyError['validationContext']>;

const codeOfKeyword: Record<string, FieldErrorCode> = {
  required: 'required',
  maxLength: 'too_long',
  maxItems: 'too_long',
  maxProperties: 'too_long',
  minLength: 'too_short',
  minItems: 'too_short',
  minProperties: 'too_short',
  minimum: 'too_small',
  exclusiveMinimum: 'too_small',
  maximum: 'too_large',
  exclusiveMaximum: 'too_large',
  format: 'invalid_format',
  pattern: 'invalid_format',
  additionalProperties: 'not_allowed',
};

const codeOfFormat: Record<string, FieldErrorCode> = {
  date: 'invalid_date',
  'date-time': 'invalid_date',
  time: 'invalid_date',
  email: 'invalid_email',
};

const isUnion = (error: FastifySchemaValidationError) => error.keyword === 'anyOf' || error.keyword === 'oneOf';

/** `/data/plate` → `data.plate` (JSON pointer, unescaped); a missing or extra property is named too. */
function fieldOf(error: FastifySchemaValidationError, context: RequestPart | undefined): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const named = error.params.missingProperty ?? error.params.additionalProperty;
  if (typeof named === 'string') path.push(named);
  // the request part as a whole (a body that is not an object) is keyed by the part's name
  return path.length ? path.join('.') : (context ?? 'body');
}

function codeOf(error: FastifySchemaValidationError): FieldErrorCode {
  const format = error.params.format;
  if (error.keyword === 'format' && typeof format === 'string') return codeOfFormat[format] ?? 'invalid_format';
  // enum, const, type, unions and the rest: the value is not one the field takes
  return codeOfKeyword[error.keyword] ?? 'invalid_value';
}

function paramsOf(error: FastifySchemaValidationError): FieldError['params'] {
  const params: Record<string, string | number> = {};
  for (const key of ['limit', 'format', 'type'] as const) {
    const value = error.params[key];
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  }
  return Object.keys(params).length ? params : undefined;
}

/**
 * One field error per field. A union (TypeBox's literal lists, `anyOf`) reports each branch's
 * failure before its own: the union's `invalid_value` stands for them.
 */
export function fieldErrorsOf(errors: FastifySchemaValidationError[], context?: RequestPart): FieldErrors {
  const unions = errors.filter(isUnion).map((error) => error.instancePath);
  const insideUnion = (path: string) => unions.some((union) => path === union || path.startsWith(`${union}/`));
  const fields: FieldErrors = {};
  for (const error of errors) {
    if (!isUnion(error) && insideUnion(error.instancePath)) continue;
    const field = fieldOf(error, context);
    fields[field] ??= fieldError(codeOf(error), error.message ?? 'is not valid', paramsOf(error));
  }
  return fields;
}
