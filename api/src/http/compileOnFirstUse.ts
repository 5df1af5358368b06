import { createRequire } from 'node:module';

// Fastify compiles every route's response serializers (fast-json-stringify, a new AJV each) when
// the server gets ready: measured on the API's routes (2026-11-23, a CPU profile of a start), that
// was the largest part of a start, more than opening the embedded database, and most of it for
// answers seldom or never sent (each route's problem documents). Compiled on first use instead,
// each serializer is the same function Fastify would have built, only later: the first answer of a
// kind pays its compilation once. The crash test (modules/checkout/crash.soak.ts) starts the API
// 50 times; every API test file and `npm start` start it once.

type Serialize = (data: unknown) => string;
type SerializerRoute = { schema: unknown; method: string; url: string; httpStatus: string; contentType?: string };
type BuildSerializer = (externalSchemas: unknown, serializerOptions: unknown) => (route: SerializerRoute) => Serialize;

// Fastify's own default serializer factory, from Fastify's own dependencies (it is not the API's)
const fastifyRequire = createRequire(import.meta.resolve('fastify'));
const defaultSerializers = (fastifyRequire('@fastify/fast-json-stringify-compiler') as { SerializerSelector: () => BuildSerializer }).SerializerSelector();

/** Fastify's `compilersFactory.buildSerializer`: its default serializers, each compiled when first used. */
export function serializersOnFirstUse(externalSchemas: unknown, serializerOptions: unknown) {
  const compile = defaultSerializers(externalSchemas, serializerOptions);
  return (route: SerializerRoute): Serialize => {
    let serialize: Serialize | undefined;
    return (data) => (serialize ??= compile(route))(data);
  };
}
