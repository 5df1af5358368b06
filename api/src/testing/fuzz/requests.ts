import fc from 'fast-check';
import { BODY_LIMIT } from '../../server';
import type { Method, Operation, Parameter, Schema } from '../openapi';
import { encodeComponent, formText, jsonText, kindOfKey, Raw, valuesFor, withOddKeys, type FuzzContext, type Json } from './values';

// One operation's hostile requests: who sends it, its path, query string, body and content type.

/** Who sends a request: the home business's admin or a staff member of it, or nobody signed in. */
export type ActorName = 'admin' | 'staff' | 'anonymous';

export type FuzzRequest = {
  operation: string;
  actor: ActorName;
  /** whether the CSRF token goes with it (as the shell's API client sends it) */
  csrf: boolean;
  method: Method;
  url: string;
  /** the content-type header; undefined sends none */
  contentType: string | undefined;
  /** the headers the operation documents (a money call's Idempotency-Key), as sent */
  headers: Record<string, string>;
  body: string | undefined;
};

/** What one draw sends: a request, or a sequence of valid calls on one row whose effects add up. */
export type FuzzDraw = FuzzRequest[];

type Payload = { contentType: string | undefined; body: string | undefined };

const actors = fc.oneof(
  { arbitrary: fc.constant<ActorName>('admin'), weight: 70 },
  { arbitrary: fc.constant<ActorName>('staff'), weight: 15 },
  { arbitrary: fc.constant<ActorName>('anonymous'), weight: 15 },
);
const csrf = fc.oneof({ arbitrary: fc.constant(true), weight: 19 }, { arbitrary: fc.constant(false), weight: 1 });

/** Path segments sent as they are, not encoded: traversal, broken escapes, an empty id. */
const RAW_SEGMENTS = ['%', '%00', '%E0%A4%A', '%ED%A0%80', '..', '.', '%2e%2e', 'a%2Fb', '', ';x', '%20', '%C0%AE'];

/** Query text added as it is: duplicated and reserved keys, bracket syntax, broken escapes. */
const RAW_QUERY = [
  '__proto__=1',
  '__proto__[admin]=1',
  'constructor[prototype][admin]=1',
  'page=1&page=2',
  'q=%',
  'q=%E0%A4%A',
  '=',
  '&&',
  'q',
  'q[]=a',
  'q[$ne]=',
  '%00=1',
  'a=1;b=2',
];

/** Bodies sent as they are: malformed JSON, bare values, reserved keys, escapes, a BOM, deep nesting. */
const HOSTILE_BODIES = [
  '',
  ' ',
  'null',
  '{',
  '{"a":',
  '[]',
  '""',
  '0',
  'true',
  'NaN',
  'Infinity',
  '1e999',
  '-0',
  '\u0000',
  '\uFEFF{}',
  '{}\u0000',
  '{} {}',
  '/*c*/{}',
  "{'a':1}",
  '{"a":1,"a":2}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"a":"\\x00"}',
  `${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`,
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
];

/** over the body limit: 413 before anything reads it (one string, shared by every operation) */
const OVERSIZED = `{"q":"${'x'.repeat(BODY_LIMIT)}"}`;

/** content types, and whether the body goes as a form's fields; the odd ones are part of the point */
const CONTENT_TYPES: { type: string | undefined; form: boolean; weight: number }[] = [
  { type: 'application/json', form: false, weight: 70 },
  { type: 'application/json; charset=utf-8', form: false, weight: 6 },
  { type: 'application/x-www-form-urlencoded', form: true, weight: 8 },
  { type: 'text/plain', form: false, weight: 4 },
  { type: undefined, form: false, weight: 4 },
  { type: 'application/json; charset=iso-8859-1', form: false, weight: 2 },
  { type: 'APPLICATION/JSON', form: false, weight: 2 },
  { type: 'application/x-www-form-urlencoded; charset=utf-8', form: true, weight: 2 },
  { type: 'multipart/form-data; boundary=x', form: false, weight: 1 },
  { type: 'application/vnd.api+json', form: false, weight: 1 },
];
const contentTypes = fc.oneof(...CONTENT_TYPES.map(({ weight, ...rest }) => ({ arbitrary: fc.constant(rest), weight })));

/**
 * Header values a client can send but the API should refuse: too short or long, spaces, a
 * character beyond ASCII (every one of them is a byte Node's HTTP parser takes).
 */
const HOSTILE_HEADERS = ['', 'short', 'k'.repeat(256), 'a key with spaces', 'clé-clé-clé', '\tpadded-key\t', '%00%00%00%00'];

/** A body as JSON text, or as a form's fields (an object's top level). */
function written(body: Json, form: boolean): string {
  if (form && body !== null && typeof body === 'object' && !Array.isArray(body) && !(body instanceof Raw)) return formText(Object.entries(body));
  return jsonText(body);
}

/** Builds the arbitrary of every operation's requests, and of sequences of calls, for one business's context. */
export function requestsFor(operations: Operation[], ctx: FuzzContext): fc.Arbitrary<FuzzDraw> {
  const values = valuesFor(ctx);

  /** a header as a client sends it: mostly a fresh Idempotency-Key (a UUID, as the shell makes one), sometimes none or a bad one */
  function headerValue(param: Parameter): fc.Arbitrary<string | undefined> {
    return fc.oneof(
      { arbitrary: fc.uuid(), weight: 15 },
      { arbitrary: values.valid(param.schema, param.name).map((v) => (typeof v === 'string' ? v : jsonText(v))), weight: 2 },
      { arbitrary: fc.constant(undefined), weight: param.required ? 1 : 8 },
      { arbitrary: fc.constantFrom(...HOSTILE_HEADERS), weight: 1 },
    );
  }

  /** the operation's documented headers, valid ones only when `valid` (a sequence's calls) */
  function headersOf(params: Parameter[], valid = false): fc.Arbitrary<Record<string, string>> {
    const value = (param: Parameter) => (valid ? fc.uuid() : headerValue(param));
    return fc.tuple(...params.map(value)).map((all) => Object.fromEntries(params.flatMap((param, i) => (all[i] === undefined ? [] : [[param.name, all[i]]]))));
  }

  function pathValue(param: Parameter): fc.Arbitrary<string> {
    const kind = kindOfKey(param.name);
    const encoded = (arbitrary: fc.Arbitrary<Json>) => arbitrary.map((v) => encodeComponent(typeof v === 'string' ? v : jsonText(v)));
    const ids = (list: string[], weight: number) => (list.length ? [{ arbitrary: fc.constantFrom(...list), weight }] : []);
    return fc.oneof(
      // mostly a real row: the business's own (found) or another's (must not be)
      ...ids(kind ? ctx.ids[kind].home : [], 45),
      ...ids(kind ? ctx.ids[kind].other : [], 15),
      { arbitrary: encoded(values.valid(param.schema, param.name)), weight: 20 },
      { arbitrary: encoded(values.hostile(param.schema, param.name)), weight: 15 },
      { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 5 },
    );
  }

  function queryValue(param: Parameter): fc.Arbitrary<[string, Json] | undefined> {
    const some = (arbitrary: fc.Arbitrary<Json>) => arbitrary.map((value): [string, Json] => [param.name, value]);
    return fc.oneof(
      { arbitrary: fc.constant(undefined), weight: param.required ? 1 : 8 },
      { arbitrary: some(values.valid(param.schema, param.name)), weight: 8 },
      { arbitrary: some(values.hostile(param.schema, param.name)), weight: 4 },
    );
  }

  function queryOf(params: Parameter[]): fc.Arbitrary<string> {
    const pairs = fc.tuple(...params.map(queryValue)).map((all) => all.filter((p): p is [string, Json] => p !== undefined));
    const extra = fc.oneof(
      { arbitrary: fc.constant<string[]>([]), weight: 9 },
      { arbitrary: fc.array(fc.constantFrom(...RAW_QUERY), { minLength: 1, maxLength: 2 }), weight: 1 },
    );
    return fc.tuple(params.length ? pairs : fc.constant<[string, Json][]>([]), extra).map(([p, raw]) => {
      const text = [formText(p), ...raw].filter((t) => t !== '').join('&');
      return text ? `?${text}` : '';
    });
  }

  function bodyOf(schema: Schema): fc.Arbitrary<Payload> {
    const valid = values.valid(schema, 'body');
    const bodies = fc.oneof(
      { arbitrary: valid, weight: 40 },
      { arbitrary: values.mutated(schema, 'body'), weight: 30 },
      { arbitrary: withOddKeys(valid), weight: 8 },
      { arbitrary: fc.constant<Json>({}), weight: 4 },
      { arbitrary: values.hostile(schema, 'body'), weight: 8 },
    );
    const typed = fc.tuple(bodies, contentTypes).map(([body, { type, form }]): Payload => ({ contentType: type, body: written(body, form) }));
    // a body the business would accept, as JSON: most of those that carry amounts or counts, half
    // of them at the edges of their ranges, so their products reach the pricing and the database
    const json = (body: Json): Payload => ({ contentType: 'application/json', body: jsonText(body) });
    const large = hasLargeInteger(schema);
    return fc.oneof(
      { arbitrary: values.sound(schema, 'body').map(json), weight: large ? 30 : 12 },
      { arbitrary: values.extreme(schema, 'body').map(json), weight: large ? 40 : 0 },
      { arbitrary: typed, weight: large ? 40 : 80 },
      { arbitrary: fc.tuple(fc.constantFrom(...HOSTILE_BODIES), contentTypes).map(([body, { type }]): Payload => ({ contentType: type, body })), weight: 7 },
      { arbitrary: fc.constant<Payload>({ contentType: 'application/json', body: OVERSIZED }), weight: 1 },
    );
  }

  /** Operations without a body mostly get none; some get one anyway, or a content type with nothing. */
  const strayBody: fc.Arbitrary<Payload> = fc.oneof(
    { arbitrary: fc.constant<Payload>({ contentType: undefined, body: undefined }), weight: 18 },
    {
      arbitrary: fc.constantFrom<Payload>(
        { contentType: 'application/json', body: '' },
        { contentType: 'application/json', body: '{}' },
        { contentType: 'application/json', body: '{"__proto__":{"admin":true}}' },
        { contentType: 'text/plain', body: '\u0000' },
        { contentType: 'application/x-www-form-urlencoded', body: 'csrfmiddlewaretoken=x&a=%00' },
      ),
      weight: 2,
    },
  );

  /** the operation's path, each parameter drawn, or given (`fixed`: a sequence's row) */
  function pathOf(op: Operation, fixed: Record<string, string> = {}): fc.Arbitrary<string> {
    const segments = op.path.split(/(\{[^}]+\})/).map((part) => {
      const name = /^\{(.+)\}$/.exec(part)?.[1];
      const param = op.pathParams.find((p) => p.name === name);
      if (!param) return fc.constant(part);
      const given = fixed[param.name];
      return given !== undefined ? fc.constant(given) : pathValue(param);
    });
    return fc.tuple(...segments).map((parts) => parts.join(''));
  }

  function operationRequests(op: Operation): fc.Arbitrary<FuzzRequest> {
    return fc
      .record({
        actor: actors,
        csrf,
        path: pathOf(op),
        query: queryOf(op.query),
        payload: op.body ? bodyOf(op.body) : strayBody,
        headers: headersOf(op.headers),
      })
      .map(({ actor, csrf, path, query, payload, headers }) => ({
        operation: op.id,
        actor,
        csrf,
        method: op.method,
        url: `${path}${query}`,
        ...payload,
        headers,
      }));
  }

  // an operation with more to send gets more requests: a body (more when it carries amounts or
  // counts, whose products the database may not hold), path ids, a query string
  const weightOf = (op: Operation) => 1 + op.pathParams.length + (op.query.length ? 1 : 0) + (op.body ? (hasLargeInteger(op.body) ? 6 : 2) : 0);
  const single = fc.oneof(...operations.map((op) => ({ arbitrary: operationRequests(op), weight: weightOf(op) }))).map((request): FuzzDraw => [request]);
  const sequences = sequencesOf(operations);
  return sequences ? fc.oneof({ arbitrary: single, weight: 59 }, { arbitrary: sequences, weight: 1 }) : single;

  /**
   * Valid calls that add up on one row: an operation whose body carries an amount or a count is
   * sent 2–4 times with the same body (each time with its own Idempotency-Key, so each counts), then
   * the row's other such operations once each: cash in three times, then open and close the
   * register. Each call is valid alone; only their sum can pass what the database holds. Rows of
   * the kinds the world has only.
   */
  function sequencesOf(all: Operation[]): fc.Arbitrary<FuzzDraw> | undefined {
    const rows = new Map<string, Operation[]>();
    for (const op of all) {
      const row = /^(.*?\{[^}]+\})/.exec(op.path)?.[1];
      if (row && op.method !== 'GET') rows.set(row, [...(rows.get(row) ?? []), op]);
    }
    // rows the business has (a register): on another kind the calls would find nothing to add to
    const groups = [...rows.values()].flatMap((ops) => {
      const adding = ops.filter((op) => op.method === 'POST' && op.body !== undefined && hasLargeInteger(op.body));
      const kind = kindOfKey(adding[0]?.pathParams[0]?.name ?? '');
      return adding.length > 1 && kind && ctx.ids[kind].home.length ? [{ adding, kind }] : [];
    });
    if (groups.length === 0) return undefined;
    const sequence = ({ adding, kind }: (typeof groups)[number]) => {
      const param = adding[0]!.pathParams[0]!;
      // mostly the business's own row, sometimes another business's (whose row must not move)
      const rowId = fc.oneof(
        { arbitrary: fc.constantFrom(...ctx.ids[kind].home), weight: 9 },
        { arbitrary: fc.constantFrom(...ctx.ids[kind].other), weight: 1 },
      );
      return fc.tuple(rowId, fc.constantFrom(...adding), fc.integer({ min: 2, max: 4 })).chain(([id, repeated, times]) => {
        const fixed = { [param.name]: id };
        const valid = (op: Operation, body: fc.Arbitrary<Json | undefined>) =>
          fc
            .record({ actor: fc.constantFrom<ActorName>('admin', 'admin', 'staff'), path: pathOf(op, fixed), headers: headersOf(op.headers, true), body })
            .map(({ actor, path, headers, body }): FuzzRequest => ({
              operation: op.id,
              actor,
              csrf: true,
              method: op.method,
              url: path,
              contentType: body === undefined ? undefined : 'application/json',
              headers,
              body: body === undefined ? undefined : jsonText(body),
            }));
        const callBody = (op: Operation, draw: typeof values.sound) => (op.body ? draw(op.body, 'body') : fc.constant(undefined));
        const then = adding.filter((op) => op !== repeated).map((op) => valid(op, callBody(op, values.sound)));
        // the same body each time, its amounts at the edges of their ranges (they add up), a new key each time
        return fc
          .tuple(callBody(repeated, values.extreme), ...then)
          .chain(([body, ...after]) =>
            fc.tuple(...Array.from({ length: times }, () => valid(repeated, fc.constant(body)))).map((calls): FuzzDraw => [...calls, ...after]),
          );
      });
    };
    return fc.oneof(...groups.map((group) => ({ arbitrary: sequence(group), weight: group.adding.length })));
  }
}

/** Whether a body holds an integer that can reach the database's range (an amount, a count): a million or more. */
function hasLargeInteger(schema: Schema): boolean {
  if ((schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'))) && (schema.maximum ?? Infinity) >= 1_000_000) return true;
  const parts = [
    ...Object.values(schema.properties ?? {}),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
    ...(schema.items ? [schema.items] : []),
  ];
  return parts.some(hasLargeInteger);
}
