// pnpm --filter @frontdesk/api test — every API test (src/**/*.test.ts, node:test through tsx),
// against the embedded database, then, when DATABASE_URL is set, against that PostgreSQL server
// (each suite creates and drops a database of its own there, so the URL's user must be able to).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
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

/** Runs every test file against one database; false when a test failed. */
function run(label, env) {
  console.log(`\n[api tests] ${files.length} files against ${label}`);
  const options = { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } };
  // two files at a time: both cores (node's default is one fewer than the cores); every suite has
  // a database of its own, so files never share state
  const result = spawnSync(tsx, ['--test', '--test-concurrency=2', '--test-reporter=spec', ...parallel], options);
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
try {
  const made = spawnSync(tsx, ['src/testing/writeTemplate.ts', template], { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: '' } });
  if (made.status !== 0) console.error('[api tests] could not make the embedded template database');
  passed = made.status === 0 && run('the embedded database (PGlite, in memory)', { DATABASE_URL: '', FRONTDESK_TEST_TEMPLATE: template });
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
if (!passed) process.exit(1);
if (process.env.DATABASE_URL) {
  if (!run(`PostgreSQL (${new URL(process.env.DATABASE_URL).host})`, {})) process.exit(1);
}
else console.log('\n[api tests] PostgreSQL run skipped: DATABASE_URL is not set (.ci/run sets it where a server exists).');
