import { describe, it } from 'node:test';
import { crashSoak, summaryLine } from '../../testing/crashSoak';
import { databaseKind } from '../../testing/harness';

// The money crash soak (testing/crashSoak.ts) in the README's test line: three kills under a fixed
// seed on each database, chosen so that between them the kills land as a card is authorized, as a
// refund is made, just after a sale committed (at its capture) and after a number of answers, with a
// register closed, a booking deposit paid and a dashboard refund racing the desk's refund. The long
// run is a benchmark: `pnpm bench:crash` (bench/crash-soak.mts).

const KILLS = 3;
const SEED = databaseKind === 'postgres' ? 31_079 : 31_035;

describe(`crash, short: the API killed during money calls (${databaseKind} database)`, () => {
  it(`keeps the books whole and in step with the processor across ${KILLS} SIGKILLs (seed ${SEED})`, { timeout: 5 * 60_000 }, async (t) => {
    const summary = await crashSoak({ kills: KILLS, seed: SEED, port: databaseKind === 'postgres' ? 8127 : 8126, database: databaseKind });
    t.diagnostic(summaryLine(summary));
  });
});
