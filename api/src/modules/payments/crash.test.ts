import { describe, it } from 'node:test';
import { crashSoak } from '../../testing/crashSoak';
import { databaseKind } from '../../testing/harness';

// The money crash soak (testing/crashSoak.ts) in the README's test line: a few kills under fixed
// seeds, one a database (the long run is crash.soak.ts, `pnpm test:crash`).

const KILLS = 5;
const SEED = databaseKind === 'postgres' ? 31_010 : 31_009;

describe(`crash, short: the API killed during money calls (${databaseKind} database)`, () => {
  it(`keeps the books whole and in step with the processor across ${KILLS} SIGKILLs (seed ${SEED})`, { timeout: 5 * 60_000 }, (t) =>
    crashSoak(t, { kills: KILLS, seed: SEED, port: databaseKind === 'postgres' ? 8127 : 8126 }),
  );
});
