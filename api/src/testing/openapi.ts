import type { FastifyInstance } from 'fastify';

// The server's OpenAPI 3.1 document as the tests read it: each operation's parameters, JSON body
// (the JSON Schemas the routes validate with; TypeBox writes them inline) and success statuses. The
// fuzzer draws requests from it; the authorization matrix checks every operation of it.

type Literal = null | boolean | number | string;

/** The JSON Schema keywords the route schemas use. */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: Literal[];
  const?: Literal;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
};

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type Parameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: Schema };

export type Operation = {
  /** `PATCH /api/asset-types/{assetTypeId}`: how reports and failures name it */
  id: string;
  method: Method;
  /** the OpenAPI path, with `{name}` for each path parameter */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** the headers it documents (a money call's `idempotency-key`) */
  headers: Parameter[];
  /** the JSON body's schema, when the operation takes one */
  body?: Schema;
  /** the 2xx statuses it documents */
  successes: string[];
  /** it answers a server-sent event stream (text/event-stream) that stays open */
  stream: boolean;
  /** it needs a session (its security names the session cookie); without, anyone may call it */
  signedIn: boolean;
};

type OpenApiParameter = { name: string; in: string; required?: boolean; schema?: Schema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> } | undefined>;
};
export type OpenApiDocument = {
  paths: Record<string, Partial<Record<string, OpenApiOperation>>>;
  components?: { schemas?: Record<string, Schema> };
};

const METHODS: Method[] = ['GET', 'POST', 'PATCH', 'DELETE'];

/** The server's own document, as a client reads it. */
export async function openApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
  return res.json<OpenApiDocument>();
}

/** Every operation of the document, in its order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const resolve = refResolver(doc);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method.toLowerCase()];
      if (!op) continue;
      const params = (op.parameters ?? []).flatMap((p): Parameter[] =>
        p.in === 'path' || p.in === 'query' || p.in === 'header'
          ? [{ name: p.name, in: p.in, required: p.required ?? p.in === 'path', schema: resolve(p.schema ?? {}) }]
          : [],
      );
      // the JSON body's schema; a route documenting another type only uses it the same way
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema ?? Object.values(content)[0]?.schema;
      operations.push({
        id: `${method} ${path}`,
        method,
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        headers: params.filter((p) => p.in === 'header'),
        ...(json ? { body: resolve(json) } : {}),
        successes: Object.keys(op.responses ?? {}).filter((status) => /^2\d\d$/.test(status)),
        stream: Object.entries(op.responses ?? {}).some(([status, response]) => /^2\d\d$/.test(status) && 'text/event-stream' in (response?.content ?? {})),
        signedIn: (op.security ?? []).some((requirement) => 'session' in requirement),
      });
    }
  }
  return operations;
}

/** Inlines `#/components/schemas/…` references (the document has none today; a shared schema would add them). */
function refResolver(doc: OpenApiDocument) {
  const named = doc.components?.schemas ?? {};
  const resolve = (schema: Schema, depth = 0): Schema => {
    if (depth > 20) return {};
    if (schema.$ref) {
      const target = named[schema.$ref.replace('#/components/schemas/', '')];
      return target ? resolve(target, depth + 1) : {};
    }
    const out: Schema = { ...schema };
    if (schema.properties) out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, resolve(s, depth + 1)]));
    if (schema.items) out.items = resolve(schema.items, depth + 1);
    if (typeof schema.additionalProperties === 'object') out.additionalProperties = resolve(schema.additionalProperties, depth + 1);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      const list = schema[key];
      if (list) out[key] = list.map((s) => resolve(s, depth + 1));
    }
    return out;
  };
  return resolve;
}
