import { describe, it } from 'node:test';
import { crashSoak } from '../../testing/crashSoak';
import { databaseKind } from '../../testing/harness';

// The long run of the money crash soak (testing/crashSoak.ts): `pnpm test:crash`, 50 kills by default
// (CRASH_TEST_KILLS, CRASH_TEST_SEED), on PostgreSQL with DATABASE_URL set. Minutes long; the README's
// test line runs a short one (crash.test.ts). Results: bench/results/crash-soak.md.

const KILLS = Number(process.env.CRASH_TEST_KILLS ?? 50);
const SEED = Number(process.env.CRASH_TEST_SEED ?? Date.now() % 1_000_000);

describe(`crash: the API killed during money calls (${databaseKind} database)`, () => {
  it(`keeps the books whole and in step with the processor across ${KILLS} SIGKILLs (seed ${SEED})`, { timeout: 30 * 60_000 }, (t) =>
    crashSoak(t, { kills: KILLS, seed: SEED, port: Number(process.env.CRASH_TEST_PORT ?? (databaseKind === 'postgres' ? 8107 : 8106)) }),
  );
});
