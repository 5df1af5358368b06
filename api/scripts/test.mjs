// pnpm --filter @frontdesk/api test — every API test (src/**/*.test.ts, node:test through tsx),
// against the embedded database, then, when DATABASE_URL is set, against that PostgreSQL server
// (each suite creates and drops a database of its own there, so the URL's user must be able to).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => path.join('src', f))
  .sort();
const tsx = path.join(root, 'node_modules/.bin/tsx');

function run(label, env) {
  console.log(`\n[api tests] ${files.length} files against ${label}`);
  const result = spawnSync(tsx, ['--test', '--test-reporter=spec', ...files], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`[api tests] failed against ${label}`);
    process.exit(result.status ?? 1);
  }
}

run('the embedded database (PGlite, in memory)', { DATABASE_URL: '' });
if (process.env.DATABASE_URL) run(`PostgreSQL (${new URL(process.env.DATABASE_URL).host})`, {});
else console.log('\n[api tests] PostgreSQL run skipped: DATABASE_URL is not set (.ci/run sets it where a server exists).');
