import { createRequire } from 'node:module';

// Fastify compiles every route's response serializers (fast-json-stringify, a new AJV each) when
// the server gets ready: measured on the API's routes (2026-11-23, a CPU profile of a start), that
// was the largest part of a start, more than opening the embedded database, and most of it for
// answers seldom or never sent (each route's problem documents). Compiled on first use instead,
// each serializer is the same function Fastify would have built, only later: the first answer of a
// kind pays its compilation once. The crash soak (testing/crashSoak.ts) starts the API
// 50 times; every API test file and `npm start` start it once.
//
// Serializers and validators are also compiled once per schema, not once per route and server
// (oncePerSchema): every route's problem answers share the one Problem schema, and each of them
// compiled it again; in the API tests, where a process starts a server per suite, compiling was
// 12–15 % of each test process's time (2.2 s of the authorization matrix's 11 s). What is compiled
// depends on the schema, the shared schemas it may refer to and the options, never on the route:
// it is reused when all three are the same (docs/decisions/0017-test-line-time.md).

type Serialize = (data: unknown) => string;
type SerializerRoute = { schema: unknown; method: string; url: string; httpStatus: string; contentType?: string };
type BuildSerializer = (externalSchemas: unknown, serializerOptions: unknown) => (route: SerializerRoute) => Serialize;

// Fastify's own default serializer factory, from Fastify's own dependencies (it is not the API's)
const fastifyRequire = createRequire(import.meta.resolve('fastify'));
const defaultSerializers = (fastifyRequire('@fastify/fast-json-stringify-compiler') as { SerializerSelector: () => BuildSerializer }).SerializerSelector();

// each object a compiled function depends on gets a number, so that "the same objects" is a string key
const objectIds = new WeakMap<object, number>();
let lastObjectId = 0;
const idOf = (value: object) => {
  let id = objectIds.get(value);
  if (id === undefined) objectIds.set(value, (id = ++lastObjectId));
  return id;
};

/**
 * A compile function that compiles once per schema in the process: `compile` is called for the
 * first route with a given schema object, in a given context (the shared schemas it may refer to,
 * by identity, and the options: what else the result depends on); later routes and servers get
 * the same compiled function. Fastify's serializers and validators are pure functions of these.
 */
export function oncePerSchema<Route extends { schema: unknown }, Compiled>(
  cache: WeakMap<object, Map<string, Compiled>>,
  externalSchemas: unknown,
  options: unknown,
  compile: (route: Route) => Compiled,
  part: (route: Route) => string = () => '',
): (route: Route) => Compiled {
  const shared = Object.entries((externalSchemas ?? {}) as Record<string, unknown>)
    .map(([name, schema]) => `${name}=${typeof schema === 'object' && schema !== null ? idOf(schema) : JSON.stringify(schema)}`)
    .sort()
    .join(',');
  // options may hold functions (AJV plugins): by identity, as the shared schemas
  const context = `${shared}|${JSON.stringify(options ?? {}, (_, value: unknown) => (typeof value === 'function' ? `function#${idOf(value)}` : value))}`;
  return (route) => {
    if (typeof route.schema !== 'object' || route.schema === null) return compile(route);
    let bySchema = cache.get(route.schema);
    if (!bySchema) cache.set(route.schema, (bySchema = new Map()));
    const key = `${part(route)}|${context}`;
    let compiled = bySchema.get(key);
    if (!compiled) bySchema.set(key, (compiled = compile(route)));
    return compiled;
  };
}

const serializers = new WeakMap<object, Map<string, Serialize>>();

/**
 * Fastify's `compilersFactory.buildSerializer`: its default serializers, each compiled when first
 * used, and once per schema in the process.
 */
export function serializersOnFirstUse(externalSchemas: unknown, serializerOptions: unknown) {
  const compileOnce = oncePerSchema(serializers, externalSchemas, serializerOptions, defaultSerializers(externalSchemas, serializerOptions));
  return (route: SerializerRoute): Serialize => {
    let serialize: Serialize | undefined;
    return (data) => (serialize ??= compileOnce(route))(data);
  };
}
