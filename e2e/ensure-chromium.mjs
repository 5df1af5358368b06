// Makes sure Debian's Chromium (its headless shell: chromium.mjs) is there before Playwright starts
// (e2e/README.md).
// Playwright's own browser download cannot work on these machines: never `playwright install`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PACKAGE, chromiumPath as executable } from './chromium.mjs';

if (existsSync(executable)) {
  console.log(`[e2e] Chromium: ${executable}`);
  process.exit(0);
}

if (process.env.CHROMIUM_PATH) {
  console.error(`[e2e] CHROMIUM_PATH=${executable} does not exist. Point it at a Chromium binary or unset it to use Debian's ${CHROMIUM_PACKAGE}.`);
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `[e2e] ${executable} is missing and this user cannot install it.\n` +
      `      Install Debian's Chromium headless shell:  sudo apt-get update && sudo apt-get install -y ${CHROMIUM_PACKAGE}\n` +
      '      or set CHROMIUM_PATH to an existing Chromium binary.',
  );
  process.exit(1);
}

/** @param {string[]} args */
function apt(args) {
  console.log(`[e2e] apt-get ${args.join(' ')}`);
  const run = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (run.error || run.status !== 0) {
    console.error(`[e2e] apt-get ${args.join(' ')} failed (${run.error?.message ?? `exit ${run.status}`}).`);
    process.exit(1);
  }
}

console.log(`[e2e] ${executable} is missing: installing Debian's ${CHROMIUM_PACKAGE} package.`);
apt(['update']);
apt(['install', '-y', CHROMIUM_PACKAGE]);

if (!existsSync(executable)) {
  console.error(`[e2e] apt-get installed ${CHROMIUM_PACKAGE} but ${executable} is still missing.`);
  process.exit(1);
}
console.log(`[e2e] Chromium installed: ${executable}`);
