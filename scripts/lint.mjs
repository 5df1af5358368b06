#!/usr/bin/env node
// `pnpm lint` (a step of the test line): the checks that read the code as text and as a graph, one
// after the other, each named with its time; the first that fails fails the step (decision 0037).
//   - ESLint: the recommended rules of ESLint and typescript-eslint, and React's rules of hooks
//   - dependency-cruiser: no import cycles, no import across features or remotes (.dependency-cruiser.cjs);
//     the API's and the kit's folders in layers, no two importing each other (.dependency-cruiser.folders.cjs,
//     decisions 0037 and 0038)
//   - Prettier: every source file as Prettier writes it (`pnpm format` writes them)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// every package of the workspace (pnpm-workspace.yaml), and the repo's own scripts and benchmarks
const packages = [
  ...readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')
    .split(/\n\s*\n/)[0]
    .matchAll(/^\s+- (\S+)$/gm),
].map((m) => m[1]);
const cruised = packages.map((pkg) => (pkg === 'api' ? 'api/src' : pkg)).concat(['bench', 'scripts']);

const checks = [
  { name: 'eslint', command: bin('eslint'), args: ['--max-warnings=0', '.'] },
  { name: 'dependency-cruiser', command: bin('depcruise'), args: ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', ...cruised] },
  {
    name: 'dependency-cruiser (API and kit folders)',
    command: bin('depcruise'),
    args: ['--config', '.dependency-cruiser.folders.cjs', '--output-type', 'err', 'api/src', 'shared'],
  },
  { name: 'prettier', command: bin('prettier'), args: ['--check', '--log-level=warn', '.'] },
];

let failed = false;
for (const check of checks) {
  const started = Date.now();
  const { status, error } = spawnSync(check.command, check.args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (error || status !== 0) {
    console.error(`[lint] ${check.name} failed (${seconds} s)${error ? `: ${error.message}` : ''}`);
    failed = true;
  } else {
    console.log(`[lint] ${check.name}: clean, ${seconds} s`);
  }
}
process.exit(failed ? 1 : 0);
