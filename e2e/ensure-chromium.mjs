// Makes sure Debian's Chromium is there before Playwright starts (e2e/README.md).
// Playwright's own browser download cannot work on these machines: never `playwright install`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const executable = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (existsSync(executable)) {
  console.log(`[e2e] Chromium: ${executable}`);
  process.exit(0);
}

if (process.env.CHROMIUM_PATH) {
  console.error(`[e2e] CHROMIUM_PATH=${executable} does not exist. Point it at a Chromium binary or unset it to use /usr/bin/chromium.`);
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `[e2e] ${executable} is missing and this user cannot install it.\n` +
      '      Install Debian\'s Chromium:  sudo apt-get update && sudo apt-get install -y chromium\n' +
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

console.log(`[e2e] ${executable} is missing: installing Debian's chromium package.`);
apt(['update']);
apt(['install', '-y', 'chromium']);

if (!existsSync(executable)) {
  console.error(`[e2e] apt-get installed chromium but ${executable} is still missing.`);
  process.exit(1);
}
console.log(`[e2e] Chromium installed: ${executable}`);
