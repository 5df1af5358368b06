// Which Chromium the e2e tests drive, in one place for ensure-chromium.mjs and playwright.config.ts,
// and the flags every Chromium here runs with (the benches' too: bench/chromium.mts).
// Debian's chromium-headless-shell: the same Blink and V8 as Debian's chromium, without the full
// browser's compositor and GPU process, as Playwright itself runs headless tests
// (docs/decisions/0017-test-line-time.md: the e2e run took 263 s with it against 348–440 s).
// CHROMIUM_PATH points the tests at another binary (the full /usr/bin/chromium, for instance).

/** Debian's package that provides the default binary. */
export const CHROMIUM_PACKAGE = 'chromium-headless-shell';

/** The binary Playwright launches. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

/** Headless, with nothing of its own running in the background (updates, sync, network prefetch). */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
