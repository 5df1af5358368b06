// Builds the shell and the remotes (the root `pnpm build`) before the e2e run, unless every
// dist is newer than everything it is built from. E2E_SKIP_BUILD=1 never builds;
// E2E_FORCE_BUILD=1 always does. The api serves whatever the dist folders hold.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const truthy = (v) => v === '1' || v === 'true';

if (truthy(process.env.E2E_SKIP_BUILD)) {
  console.log('[e2e] E2E_SKIP_BUILD=1: using the dist folders as they are.');
  process.exit(0);
}

/** Newest mtime (ms) of a file or of every file under a folder; 0 when it does not exist. */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    max = Math.max(max, newest(path.join(target, entry.name)));
  }
  return max;
}

/** Why a build is needed, or null when every dist is up to date. */
function staleReason() {
  const platform = JSON.parse(readFileSync(path.join(root, 'shared', 'platform.json'), 'utf8'));
  const folders = [platform.shell.folder, ...Object.values(platform.remotes).map((r) => r.folder)];
  // what every build reads: the shared package (code, build config, topology) and the lockfile
  const common = Math.max(
    newest(path.join(root, 'shared', 'src')),
    newest(path.join(root, 'shared', 'build')),
    newest(path.join(root, 'shared', 'package.json')),
    newest(path.join(root, 'shared', 'platform.json')),
    newest(path.join(root, 'pnpm-lock.yaml')),
  );
  for (const folder of folders) {
    const dir = path.join(root, folder);
    const outputs = ['index.html', 'mf-manifest.json', 'main.js'].map((f) => path.join(dir, 'dist', f));
    if (outputs.some((f) => !existsSync(f))) return `${folder}/dist is missing or incomplete`;
    const built = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
    const sources = Math.max(
      common,
      newest(path.join(dir, 'src')),
      newest(path.join(dir, 'webpack.config.mjs')),
      newest(path.join(dir, 'package.json')),
    );
    if (sources > built) return `${folder} has sources newer than its dist`;
  }
  return null;
}

const reason = truthy(process.env.E2E_FORCE_BUILD) ? 'E2E_FORCE_BUILD=1' : staleReason();
if (!reason) {
  console.log('[e2e] every dist is up to date: no build (E2E_FORCE_BUILD=1 rebuilds).');
  process.exit(0);
}

console.log(`[e2e] building (${reason}): pnpm --dir .. build`);
const started = Date.now();
// the pnpm running this script (pnpm test:e2e) when there is one, else the one on PATH
const execpath = process.env.npm_execpath ?? '';
const [cmd, ...pre] = /pnpm\.[cm]?js$/.test(execpath) ? [process.execPath, execpath] : ['pnpm'];
const build = spawnSync(cmd, [...pre, '--dir', root, 'build'], { stdio: 'inherit' });
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (build.error || build.status !== 0) {
  console.error(`[e2e] the build failed after ${seconds}s (${build.error?.message ?? `exit ${build.status}`}).`);
  process.exit(1);
}
console.log(`[e2e] build done in ${seconds}s`);
