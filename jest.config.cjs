// One jest run over every package (`pnpm test:unit`); each package's tests live beside its code.
const project = require('./shared/jest/preset.cjs');

// Every test runs in a zone west of UTC with daylight saving, as a desk in California would: code
// that takes "today" from UTC, or moves a bare day across midnight, fails here (never only in UTC).
// Set before any worker starts, so each inherits it.
process.env.TZ = 'America/Los_Angeles';

// Each worker's young generation 64 MB (V8's default is a few MB): rendering antd pages in jsdom
// makes short-lived garbage by the gigabyte, and scavenging it in small steps cost about 12% of the
// suite's CPU (docs/decisions/0062). Workers inherit it; a run in band is not changed.
process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' ');

const packages = ['shared', 'money', 'shell', 'mfe-payments', 'mfe-bookings', 'mfe-contacts', 'mfe-collab', 'mfe-docs'];

module.exports = {
  // both cores: the suite is CPU-bound (docs/decisions/0012)
  maxWorkers: 2,
  // one budget for every test, no per-suite timeouts (jest reads it from the root config only)
  testTimeout: 15_000,
  projects: packages.map((dir) => project(`<rootDir>/${dir}`.replace('<rootDir>', __dirname), dir)),
};
