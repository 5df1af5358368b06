#!/usr/bin/env node
// Bootstrap for `npm start` / `npm test` / `npm run dev` on a machine that has only Node.js and npm:
// finds the pnpm version pinned in package.json (installed, or fetched once through npx),
// installs the workspace from the lockfile, then runs the given pnpm command.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const wanted = packageManager.replace(/^pnpm@/, '');

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function installedPnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return probe.status === 0 ? probe.stdout.trim() : undefined;
}

const pnpm = installedPnpm() === wanted ? ['pnpm'] : ['npx', '--yes', `pnpm@${wanted}`];
const [cmd, ...pre] = pnpm;

const frozen = process.env.CI ? ['--frozen-lockfile'] : ['--prefer-offline'];
const installed = run(cmd, [...pre, 'install', ...frozen]);
if (installed !== 0) {
  console.error('\nfrontdesk: "pnpm install" failed; see the messages above.');
  process.exit(installed);
}
process.exit(run(cmd, [...pre, ...process.argv.slice(2)]));
