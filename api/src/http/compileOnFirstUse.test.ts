import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { oncePerSchema } from './compileOnFirstUse';

// oncePerSchema keeps one compiled function per schema object, part and context: reused by every
// later route and server of the process, compiled again when anything it depends on differs.

type Route = { schema: unknown; httpPart?: string };

function counting() {
  const compiledFor: unknown[] = [];
  const compile = (route: Route) => {
    compiledFor.push(route.schema);
    return { for: route.schema, n: compiledFor.length };
  };
  return { compile, compiledFor };
}

describe('compiling once per schema', () => {
  const Problem = { type: 'object', properties: { code: { type: 'string' } } };
  const Shared = { $id: 'Money', type: 'integer' };

  it('compiles a schema once for every route and server that use it, in the same context', () => {
    const cache = new WeakMap();
    const { compile, compiledFor } = counting();
    const serverA = oncePerSchema(cache, { Money: Shared }, { strict: true }, compile);
    const serverB = oncePerSchema(cache, { Money: Shared }, { strict: true }, compile);
    const first = serverA({ schema: Problem });
    assert.equal(serverA({ schema: Problem }), first);
    assert.equal(serverB({ schema: Problem }), first);
    assert.deepEqual(compiledFor, [Problem]);
  });

  it('compiles again for another schema object, even an equal one', () => {
    const cache = new WeakMap();
    const { compile, compiledFor } = counting();
    const server = oncePerSchema(cache, {}, {}, compile);
    const copy = structuredClone(Problem);
    assert.notEqual(server({ schema: Problem }), server({ schema: copy }));
    assert.equal(compiledFor.length, 2);
  });

  it('compiles again when the shared schemas, the options or the part differ', () => {
    const cache = new WeakMap();
    const { compile, compiledFor } = counting();
    const byPart = (route: Route) => route.httpPart ?? '';
    const plugin = () => undefined;
    const base = oncePerSchema(cache, { Money: Shared }, { plugins: [plugin] }, compile, byPart);
    const otherShared = oncePerSchema(cache, { Money: { ...Shared } }, { plugins: [plugin] }, compile, byPart);
    const otherOptions = oncePerSchema(cache, { Money: Shared }, { plugins: [() => undefined] }, compile, byPart);
    base({ schema: Problem, httpPart: 'body' });
    base({ schema: Problem, httpPart: 'querystring' });
    otherShared({ schema: Problem, httpPart: 'body' });
    otherOptions({ schema: Problem, httpPart: 'body' });
    base({ schema: Problem, httpPart: 'body' });
    assert.equal(compiledFor.length, 4);
  });

  it('leaves a route without a schema object to the compiler every time', () => {
    const { compile, compiledFor } = counting();
    const server = oncePerSchema(new WeakMap(), {}, {}, compile);
    server({ schema: undefined });
    server({ schema: undefined });
    assert.equal(compiledFor.length, 2);
  });
});
