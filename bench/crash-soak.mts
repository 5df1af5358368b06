// pnpm bench:crash — the money crash soak's long run (api/src/testing/crashSoak.ts).
//
// The API process is killed (SIGKILL) `--kills` times during bursts of money calls (sales, refunds,
// pay links, a booking deposit, deposits and their refunds, dashboard refunds by webhook, register
// closes) against a recording fake of Stripe, and restarted on the same data; after every kill and
// every restart the books are checked, and checked against what the processor holds. On the embedded
// database, then, when DATABASE_URL is set, on a new database of that PostgreSQL server. Writes
// bench/results/crash-soak-<database>.{md,json}. Exits 1 when an invariant broke.
//
// Options: --kills=N (default 50), --seed=N (default: the clock), --database=embedded|postgres (only that one).
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crashSoak, summaryLine, type SoakSummary } from '../api/src/testing/crashSoak.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const KILLS = Number(arg('kills') ?? 50);
const SEED = Number(arg('seed') ?? Date.now() % 1_000_000);
const ONLY = arg('database');
const resultsDir = path.join(import.meta.dirname, 'results');

const databases = (['embedded', 'postgres'] as const).filter((d) => (ONLY ? d === ONLY : d === 'embedded' || process.env.DATABASE_URL));
let failed = false;
for (const database of databases) {
  const stamp = new Date().toISOString();
  let summary: SoakSummary | undefined;
  let broken = '';
  console.log(`[crash ${database}] ${KILLS} kills, seed ${SEED}`);
  try {
    summary = await crashSoak({ kills: KILLS, seed: SEED, port: database === 'postgres' ? 8107 : 8106, database });
    console.log(`[crash ${database}] ${summaryLine(summary)}`);
  } catch (error) {
    failed = true;
    broken = error instanceof assert.AssertionError || error instanceof Error ? error.message : String(error);
    console.error(`[crash ${database}] FAILED: ${broken}`);
  }
  const machine = `${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
  const md = [
    `# Money crash soak (${database})`,
    '',
    `${stamp}, ${machine}; \`pnpm bench:crash --kills=${KILLS} --seed=${SEED}\`. ${summary ? '**passed**' : '**failed**'}.`,
    '',
    summary ? summaryLine(summary) : `The first invariant that broke:\n\n\`\`\`\n${broken}\n\`\`\``,
    '',
    'What each kill is checked for, and the mutation each check was seen to catch: docs/decisions/0031 and `bench/results/crash-soak-mutations.md`.',
    '',
  ].join('\n');
  writeFileSync(path.join(resultsDir, `crash-soak-${database}.md`), md);
  writeFileSync(
    path.join(resultsDir, `crash-soak-${database}.json`),
    `${JSON.stringify({ stamp, machine, kills: KILLS, seed: SEED, passed: !!summary, summary, broken }, null, 2)}\n`,
  );
}
process.exit(failed ? 1 : 0);
