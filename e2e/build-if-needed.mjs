// Builds the shell and the remotes (the root `pnpm build`) before the e2e run, unless every
// dist is newer than everything it is built from. E2E_SKIP_BUILD=1 never builds;
// E2E_FORCE_BUILD=1 always does. The api serves whatever the dist folders hold.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// when this script's last successful build started (webpack leaves unchanged files untouched,
// so a dist's own mtimes can be older than a build that found nothing to change)
const stampFile = path.join(import.meta.dirname, '.cache', 'build-stamp.json');
const truthy = (v) => v === '1' || v === 'true';

if (truthy(process.env.E2E_SKIP_BUILD)) {
  console.log('[e2e] E2E_SKIP_BUILD=1: using the dist folders as they are.');
  process.exit(0);
}

/** Newest mtime (ms) of a file or of every file under a folder; 0 when it does not exist. */
function newest(target, skip = ['node_modules', 'dist']) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (skip.includes(entry.name)) continue;
    max = Math.max(max, newest(path.join(target, entry.name), skip));
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
  let stamp = 0;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8')).startedAt ?? 0;
  } catch {
    // no build by this script yet
  }
  for (const folder of folders) {
    const dir = path.join(root, folder);
    // the shell: its page and entry; a remote: its container (and, for /pay and /book, its own page)
    const expected = folder === 'shell' ? ['index.html', 'main.js'] : ['mf-manifest.json', 'remoteEntry.js'];
    const outputs = expected.map((f) => path.join(dir, 'dist', f));
    if (outputs.some((f) => !existsSync(f))) return `${folder}/dist is missing or incomplete`;
    // the last time anything was written there (by any build), or this script's last build
    const built = Math.max(newest(path.join(dir, 'dist'), []), stamp);
    const sources = Math.max(common, newest(path.join(dir, 'src')), newest(path.join(dir, 'webpack.config.mjs')), newest(path.join(dir, 'package.json')));
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
// what is edited from now on is newer than this build (a source saved mid-build rebuilds next time)
const startedAt = started - 1000;
// the pnpm running this script (pnpm test:e2e) when there is one, else the one on PATH
const execpath = process.env.npm_execpath ?? '';
const [cmd, ...pre] = /pnpm\.[cm]?js$/.test(execpath) ? [process.execPath, execpath] : ['pnpm'];
const build = spawnSync(cmd, [...pre, '--dir', root, 'build'], { stdio: 'inherit' });
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (build.error || build.status !== 0) {
  console.error(`[e2e] the build failed after ${seconds}s (${build.error?.message ?? `exit ${build.status}`}).`);
  process.exit(1);
}
mkdirSync(path.dirname(stampFile), { recursive: true });
writeFileSync(stampFile, `${JSON.stringify({ startedAt, seconds: Number(seconds) })}\n`);
console.log(`[e2e] build done in ${seconds}s`);
