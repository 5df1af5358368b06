import { AjvCompiler } from '@fastify/ajv-compiler';
import type { TSchema } from '@sinclair/typebox';
import type { FastifySchemaValidationError, FastifyServerOptions } from 'fastify';
import { oncePerSchema, serializersOnFirstUse } from './compileOnFirstUse';
import { fieldErrorsOf } from './validation';
import type { FieldErrors } from './problem';

// The rules every request's input keeps, whatever its route's schema says (issue 9):
// - text is well-formed Unicode without NUL: PostgreSQL refuses NUL in text and jsonb, and a lone
//   surrogate would be stored as U+FFFD, another text than the one sent;
// - numbers are finite: AJV coerces "Infinity" and 1e999 (JSON.parse's Infinity) past an integer's
//   minimum and maximum;
// - ids are plain UUIDs (AJV's `uuid` also takes `urn:uuid:…`, which PostgreSQL refuses), and dates
//   are calendar days from 1900 to 2999: every date the product uses, and every day a calculation
//   on one (a month after, a day before) can still be held by PostgreSQL and by JavaScript's Date.
// They run in the validator of every route (Fastify's own AJV compiler, wrapped), so a refusal is a
// field error like any schema's: 400 `validation_failed` with the field's path.

export const FIRST_DATE_YEAR = 1900;
export const LAST_DATE_YEAR = 2999;

/**
 * A schema annotation: the strings under it are checked by the route's own rules, item by item (an
 * import's rows: one bad row is that row's error, not the whole file's refusal).
 */
export const CHECKED_PER_ITEM = 'x-checked-per-item';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;

/** A real calendar day (no 31 April) in the years the product holds. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < FIRST_DATE_YEAR || year > LAST_DATE_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** a calendar day written YYYY-MM-DD, from FIRST_DATE_YEAR to LAST_DATE_YEAR */
export function isDate(text: string): boolean {
  const match = DATE.exec(text);
  return match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

function isDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match || !isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]))) return false;
  return Number(match[4]) < 24 && Number(match[5]) < 60 && Number(match[6]) < 60 && !Number.isNaN(Date.parse(text));
}

type Ajv = { addFormat(name: string, format: RegExp | ((text: string) => boolean)): unknown; addKeyword(keyword: string): unknown };

/** The formats, strict where AJV's are loose (after ajv-formats: these replace its own), and the annotation. */
function strictFormats(ajv: Ajv) {
  ajv.addKeyword(CHECKED_PER_ITEM);
  ajv.addFormat('uuid', UUID);
  ajv.addFormat('date', isDate);
  ajv.addFormat('date-time', isDateTime);
}

type SchemaNode = {
  [CHECKED_PER_ITEM]?: boolean;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  patternProperties?: Record<string, SchemaNode>;
  items?: SchemaNode;
};

export const TEXT_MESSAGE = 'must be text without NUL characters or unpaired surrogates';

// with the u flag, a surrogate class matches only a surrogate that is not half of a pair
const LONE_SURROGATE = /\p{Cs}/u;
export const isSafeText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

const pointer = (path: string[]) => path.map((part) => `/${part.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** The first value of the request part that breaks a rule, as an AJV error (undefined when none). */
export function inputRuleError(data: unknown, schema?: SchemaNode): FastifySchemaValidationError | undefined {
  // iterative: a deep input cannot exhaust the stack
  const stack: { value: unknown; path: string[]; schema: SchemaNode | undefined }[] = [{ value: data, path: [], schema }];
  while (stack.length) {
    const { value, path, schema: node } = stack.pop()!;
    if (node?.[CHECKED_PER_ITEM]) continue;
    const refuse = (keyword: string, message: string, at = path): FastifySchemaValidationError => ({
      keyword,
      instancePath: pointer(at),
      schemaPath: `#/${keyword}`,
      params: {},
      message,
    });
    if (typeof value === 'string' && !isSafeText(value)) return refuse('plainText', TEXT_MESSAGE);
    if (typeof value === 'number' && !Number.isFinite(value)) return refuse('finite', 'must be a finite number');
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: [...path, String(i)], schema: node?.items }));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!isSafeText(key)) return refuse('plainText', `its keys ${TEXT_MESSAGE}`);
        const additional = typeof node?.additionalProperties === 'object' ? node.additionalProperties : undefined;
        const patterned = node?.patternProperties ? Object.values(node.patternProperties)[0] : undefined;
        stack.push({ value: item, path: [...path, key], schema: node?.properties?.[key] ?? additional ?? patterned });
      }
    }
  }
  return undefined;
}

/** A route's validator with the rules after its schema's: false with one error when a rule is broken. */
function withInputRules(validate: FastifyValidationResult, schema: SchemaNode): FastifyValidationResult {
  const checked = ((data: unknown) => {
    const valid = validate(data);
    if (valid !== true) {
      checked.errors = validate.errors ?? null;
      return valid;
    }
    const error = inputRuleError(data, schema);
    checked.errors = error ? [error] : null;
    return !error;
  }) as FastifyValidationResult;
  return checked;
}

export const MAX_EMAIL_LENGTH = 254;

/**
 * An email address as the product takes it: one @ with text before it, a dot inside the domain, no
 * white space. The length is checked first and the rest in one pass: a pattern that can backtrack
 * would let one long value hold the server (the import allows 5,000 characters a value).
 */
export function isEmailAddress(text: string): boolean {
  if (text.length > MAX_EMAIL_LENGTH || /\s/.test(text)) return false;
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@')) return false;
  return text.slice(at + 2, -1).includes('.');
}

/** A validator as Fastify calls it: true, or false with the errors on the function. */
type FastifyValidationResult = { (data: unknown): unknown; errors?: FastifySchemaValidationError[] | null };
type RouteSchema = { schema: unknown; method: string; url: string; httpPart: string };
type Compile = (route: RouteSchema) => FastifyValidationResult;
type BuildValidator = (externalSchemas: Record<string, unknown>, options: { customOptions?: object; onCreate?: (ajv: Ajv) => void }) => Compile;

// Fastify's own compiler factory (the package Fastify uses by default). Its typings describe the
// compile function as AJV's; at run time it takes the route's schema definition, as used here.
const ajvCompilers = AjvCompiler() as unknown as BuildValidator;
const validators = new WeakMap<object, Map<string, FastifyValidationResult>>();

/** Phone input as 10 digits: punctuation and a leading US country code 1 are dropped (a contact's, a person's own). */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** A phone as stored: empty (nothing typed), or its 10 digits; null when it is neither (say `invalid_phone`). */
export function storedPhone(text: string): string | null {
  if (text.trim() === '') return '';
  const digits = phoneDigits(text);
  return digits.length === 10 ? digits : null;
}

/** Fastify's `schemaController`: its AJV compiler with the strict formats, and the rules after every schema. */
export const inputRulesController = {
  compilersFactory: {
    // once per schema, part and context in the process (oncePerSchema): the same validator Fastify's
    // compiler builds, not built again for every route and server that use the schema
    buildValidator(externalSchemas: Record<string, unknown>, ajvOptions: { customOptions?: object } = {}) {
      const compile = ajvCompilers(externalSchemas, { ...ajvOptions, onCreate: strictFormats });
      return oncePerSchema(
        validators,
        externalSchemas,
        ajvOptions,
        (route: RouteSchema) => withInputRules(compile(route), route.schema as SchemaNode),
        (route) => route.httpPart,
      );
    },
    // answers: Fastify's serializers, compiled on first use (a start stays short: compileOnFirstUse.ts)
    buildSerializer: serializersOnFirstUse,
  },
} as unknown as NonNullable<FastifyServerOptions['schemaController']>;

// Checkers for input checked outside a route's validation (an import's rows): the same formats and
// rules, every refused field named (a row is small), and nothing coerced or removed.
const checkerOptions = { customOptions: { allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: false }, onCreate: strictFormats };

/** A checker for a schema: the field errors of a value, or undefined when it passes. */
export function compileChecker(schema: TSchema): (value: unknown) => FieldErrors | undefined {
  const validate = withInputRules(ajvCompilers({}, checkerOptions)({ schema, method: '', url: '', httpPart: 'body' }), schema as SchemaNode);
  return (value) => (validate(value) === true ? undefined : fieldErrorsOf(validate.errors ?? []));
}
