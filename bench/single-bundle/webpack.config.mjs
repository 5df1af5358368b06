// @ts-check
// The single-bundle build of the same pages, for the size benchmark (bench/bundle-size.mjs):
// the shell's source built by the platform's one config factory with federation off, and each
// remote's ./app imported directly as a lazy chunk instead of loaded through Module Federation.
// Output: bench/.out/single (gitignored).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { platform } from '../../shared/build/federation.mjs';
import { createWebpackConfig } from '../../shared/build/webpack.mjs';

const repo = path.resolve(import.meta.dirname, '../..');
const shellDir = path.join(repo, platform.shell.folder);

// BENCH_REMOTES (comma-separated) limits the remotes built, as bench/bundle-size.mjs does
const only = process.env.BENCH_REMOTES?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);

// remoteLoader.ts imports `@frontdesk-bench/remote/<name>`: the remote's src/app.ts, or a stub
// for a remote left out or without source yet (the twin of a remote missing from remotes.json)
const remoteApps = Object.fromEntries(
  Object.entries(platform.remotes).map(([name, { folder }]) => {
    const app = path.join(repo, folder, 'src/app.ts');
    const included = existsSync(app) && (!only || only.includes(name));
    return [`@frontdesk-bench/remote/${name}$`, included ? app : path.join(import.meta.dirname, 'missingRemote.ts')];
  }),
);

const loader = path.join(import.meta.dirname, 'remoteLoader.ts');

/** @param {unknown} _env @param {{ mode?: string }} argv */
export default (_env, argv) =>
  createWebpackConfig(
    {
      dir: shellDir,
      name: 'single',
      port: 0,
      publicPath: '/',
      federation: false,
      outDir: path.join(repo, 'bench/.out/single'),
      alias: {
        ...remoteApps,
        // the shell's loader (the federation runtime) → direct lazy imports; matched on the
        // resolved path, so both of the shell's relative imports of it are replaced
        [path.join(shellDir, 'src/features/remotes/remoteLoader')]: loader,
        [path.join(shellDir, 'src/features/remotes/remoteLoader.ts')]: loader,
      },
    },
    argv,
  );
