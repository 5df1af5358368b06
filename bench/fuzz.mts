// pnpm bench:fuzz — the API fuzzer's long run (api/src/testing/fuzz.ts).
//
// Hostile requests drawn from the API's own OpenAPI document, sent in process (app.inject) as the
// admin or a staff member of one business, or signed out, against a fresh database holding the demo
// business: the embedded one (PGlite, in memory), then, when DATABASE_URL is set, a new database on
// that PostgreSQL server (dropped afterwards). The property: no answer of 500 or more (nor one broken
// off, nor one from the error handler's backstop), no answer naming another business's row, another
// business's rows unchanged and none named by the fuzzed business's rows, GET /api/health within a
// second afterwards. Writes bench/results/fuzz-<database>.{md,json}: requests per operation,
// counts per status, each distinct failure with a reproduction (the seed replays the whole run).
// Exits 1 when the property failed on a database.
//
// Options: --seed=N (default 1), --requests=N (default 50000), --minutes=N (stop each database's
// run after this long), --database=embedded|postgres (only that one).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeFindings, runFuzz, summary, type FuzzReport } from '../api/src/testing/fuzz.ts';
import { startApi } from '../api/src/testing/harness.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const SEED = Number(arg('seed') ?? 1);
const REQUESTS = Number(arg('requests') ?? 50_000);
const MINUTES = arg('minutes') === undefined ? undefined : Number(arg('minutes'));
const ONLY = arg('database');
const resultsDir = path.join(import.meta.dirname, 'results');

type Label = 'embedded' | 'postgres';

async function fuzz(label: Label): Promise<FuzzReport> {
  // the harness opens the database DATABASE_URL names, or the embedded one without it
  const url = process.env.DATABASE_URL;
  if (label === 'embedded') delete process.env.DATABASE_URL;
  const api = await startApi();
  if (url) process.env.DATABASE_URL = url;
  console.log(`[fuzz ${label}] seed ${SEED}, ${REQUESTS} requests${MINUTES ? ` or ${MINUTES} min` : ''}`);
  try {
    return await runFuzz(api, {
      seed: SEED,
      requests: REQUESTS,
      ...(MINUTES ? { timeLimitMs: MINUTES * 60_000 } : {}),
      onProgress: (done) => {
        if (done % 5000 === 0) console.log(`[fuzz ${label}] ${done} requests`);
      },
    });
  } finally {
    await api.close();
  }
}

const passed = (r: FuzzReport) =>
  r.findings.length === 0 && r.otherBusinessChanges.length === 0 && r.crossLinks.length === 0 && r.health.status === 200 && r.health.ms < 1000;
const statusLabel = (status: string) => (status === '0' ? 'broken off' : status);

function markdown(label: Label, r: FuzzReport, stamp: string): string {
  const statuses = Object.keys(r.statuses).sort();
  const operations = Object.entries(r.byOperation).sort(([a], [b]) => a.localeCompare(b));
  const verdict = passed(r) ? '**passed**' : '**failed**';
  return [
    `# API fuzzing (${label})`,
    '',
    `${stamp} · ${summary(r)} · ${os.cpus().length} cores · Node ${process.versions.node}`,
    '',
    `Hostile requests drawn from the API's OpenAPI document (api/src/testing/fuzz.ts), in process, as the admin or a staff member of one business or signed out. Replay: \`api/node_modules/.bin/tsx bench/fuzz.mts --seed=${r.seed} --requests=${r.requests} --database=${label}\`.`,
    '',
    `## The property: ${verdict}`,
    '',
    `- answers of 500 or more, broken-off answers, the backstop's answers, answers naming another business's row: ${r.findings.length ? `${r.findings.length} distinct failures (below)` : 'none'}`,
    `- another business's rows: ${r.otherBusinessChanges.length ? `${r.otherBusinessChanges.length} differences` : 'unchanged'}`,
    `- the fuzzed business's rows naming another business's row: ${r.crossLinks.length || 'none'}`,
    `- GET /api/health after the run: ${r.health.status} in ${Math.round(r.health.ms)} ms`,
    ...(r.jobErrors.length ? [`- jobs of the fuzzed business with an error (not part of the property): ${r.jobErrors.join('; ')}`] : []),
    ...(r.findings.length ? ['', '## Failures, each with the smallest request that still failed', '', '```', describeFindings(r), '```'] : []),
    ...(r.otherBusinessChanges.length ? ['', "## Another business's rows that changed", '', '```', ...r.otherBusinessChanges, '```'] : []),
    ...(r.crossLinks.length ? ['', "## Rows naming another business's row", '', '```', ...r.crossLinks, '```'] : []),
    '',
    '## Requests per operation',
    '',
    `| operation | requests | ${statuses.map(statusLabel).join(' | ')} |`,
    `|---|--:|${statuses.map(() => '--:').join('|')}|`,
    ...operations.map(([op, t]) => `| ${op} | ${t.requests} | ${statuses.map((s) => t.statuses[s] ?? '').join(' | ')} |`),
    `| **all** | ${r.requests} | ${statuses.map((s) => `**${r.statuses[s]}**`).join(' | ')} |`,
    '',
  ].join('\n');
}

const labels: Label[] = (['embedded', 'postgres'] as const).filter((l) => (ONLY ? l === ONLY : l === 'embedded' || process.env.DATABASE_URL));
if (labels.length === 0) throw new Error(`--database=${ONLY}: nothing to run (postgres needs DATABASE_URL)`);
let failed = false;
for (const label of labels) {
  const report = await fuzz(label);
  const stamp = new Date().toISOString();
  console.log(`\n[fuzz ${label}] ${summary(report)}`);
  if (report.findings.length) console.log(describeFindings(report));
  failed ||= !passed(report);
  writeFileSync(path.join(resultsDir, `fuzz-${label}.md`), markdown(label, report, stamp));
  writeFileSync(
    path.join(resultsDir, `fuzz-${label}.json`),
    `${JSON.stringify({ date: stamp, database: label, cpus: os.cpus().length, node: process.versions.node, passed: passed(report), ...report }, null, 2)}\n`,
  );
}
process.exit(failed ? 1 : 0);
