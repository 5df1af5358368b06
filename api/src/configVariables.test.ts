import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { CONFIG_VARIABLES } from './configVariables';

// ConfigEnv makes reading an unlisted variable a type error; this is the other way round: every
// listed variable is read, so the list (and the docs page made from it) names nothing stale.
const readers = ['config.ts', path.join('db', 'database.ts')];

describe('the configuration variables', () => {
  it('lists exactly the variables the configuration reads, each once', () => {
    const read = new Set(
      readers.flatMap((file) => [...readFileSync(path.join(import.meta.dirname, file), 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1])),
    );
    const listed = CONFIG_VARIABLES.map((variable) => variable.name);
    assert.equal(new Set(listed).size, listed.length);
    assert.deepEqual([...listed].sort(), [...read].sort());
  });
});
