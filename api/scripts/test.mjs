// pnpm --filter @frontdesk/api test — every API test (src/**/*.test.ts, node:test through tsx),
// against the embedded database, then, when DATABASE_URL is set, against that PostgreSQL server
// (each suite creates and drops a database of its own there, so the URL's user must be able to).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => path.join('src', f))
  .sort();
const tsx = path.join(root, 'node_modules/.bin/tsx');

// a file that measures latency (src/modules/contacts/fairness.test.ts: another business's p95 during
// an import) runs alone after the others: what it measures is the server's fairness, not the CPU
// another test file takes from it on a 2-core machine
const timed = files.filter((f) => f.endsWith('fairness.test.ts'));
const parallel = files.filter((f) => !timed.includes(f));

// The test files run in a few processes, not one each: a process spends ~3 s of CPU before its first
// test (node, tsx's loader, the server's modules, PGlite's WebAssembly), 30 files paid it 30 times,
// and it was half the run (docs/decisions/0017). Each group is a module importing its files; node's
// runner runs two groups at a time (both cores), and the suites of a group one after another.
// Every suite still has a server and a database of its own. Biggest files first, dealt back and
// forth, so the groups come out of similar length; four groups, so a long one is run beside the rest.
const GROUPS = 4;

/** Writes the group modules into `dir`; their paths. */
function writeGroups(dir) {
  const bySize = [...parallel].sort((a, b) => statSync(path.join(root, b)).size - statSync(path.join(root, a)).size);
  const groups = Array.from({ length: GROUPS }, () => []);
  bySize.forEach((file, i) => {
    const lap = Math.floor(i / GROUPS);
    const slot = i % GROUPS;
    groups[lap % 2 ? GROUPS - 1 - slot : slot].push(file);
  });
  return groups.map((group, i) => {
    // .mts: an ES module wherever it lies, as the api's own files are
    const entry = path.join(dir, `group-${i + 1}.test.mts`);
    writeFileSync(entry, group.map((file) => `import ${JSON.stringify(path.join(root, file))};\n`).join(''));
    return entry;
  });
}

/** Runs every test file against one database; false when a test failed. */
function run(label, env, groups) {
  console.log(`\n[api tests] ${files.length} files in ${groups.length} groups against ${label}`);
  const options = { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } };
  // two groups at a time: both cores (node's default is one fewer than the cores)
  const result = spawnSync(tsx, ['--test', '--test-concurrency=2', '--test-reporter=spec', ...groups], options);
  const alone = timed.length ? spawnSync(tsx, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...timed], options) : { status: 0 };
  if (result.status === 0 && alone.status === 0) return true;
  console.error(`[api tests] failed against ${label}`);
  return false;
}

// every embedded test database is a copy of one migrated database, made once here for all the
// test processes (src/testing/harness.ts); without it each process would make its own
const scratch = mkdtempSync(path.join(os.tmpdir(), 'frontdesk-api-tests-'));
const template = path.join(scratch, 'template.tar');
let passed;
let groups;
try {
  groups = writeGroups(scratch);
  const made = spawnSync(tsx, ['src/testing/writeTemplate.ts', template], { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: '' } });
  if (made.status !== 0) console.error('[api tests] could not make the embedded template database');
  passed = made.status === 0 && run('the embedded database (PGlite, in memory)', { DATABASE_URL: '', FRONTDESK_TEST_TEMPLATE: template }, groups);
  if (passed && process.env.DATABASE_URL) {
    // the PostgreSQL run's template: one migrated database the suites' databases are copied from
    const name = `frontdesk_test_template_${process.pid}`;
    const templateDatabase = (flag) => spawnSync(tsx, ['src/testing/writeTemplate.ts', flag, name], { cwd: root, stdio: 'inherit' }).status === 0;
    passed = templateDatabase('--postgres');
    if (!passed) console.error('[api tests] could not make the PostgreSQL template database');
    else passed = run(`PostgreSQL (${new URL(process.env.DATABASE_URL).host})`, { FRONTDESK_TEST_TEMPLATE_DATABASE: name }, groups);
    if (!templateDatabase('--drop')) console.error(`[api tests] could not drop the template database ${name}`);
  } else if (passed) console.log('\n[api tests] PostgreSQL run skipped: DATABASE_URL is not set (.ci/run sets it where a server exists).');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
if (!passed) process.exit(1);
