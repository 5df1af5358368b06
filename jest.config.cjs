// One jest run over every package (`pnpm test:unit`); each package's tests live beside its code.
const project = require('./shared/jest/preset.cjs');

// Every test runs in a zone west of UTC with daylight saving, as a desk in California would: code
// that takes "today" from UTC, or moves a bare day across midnight, fails here (never only in UTC).
// Set before any worker starts, so each inherits it.
process.env.TZ = 'America/Los_Angeles';

const packages = ['shared', 'money', 'shell', 'mfe-payments', 'mfe-bookings', 'mfe-contacts', 'mfe-collab', 'mfe-docs'];

module.exports = {
  // both cores: the suite is CPU-bound (docs/decisions/0012)
  maxWorkers: 2,
  // one budget for every test, no per-suite timeouts (jest reads it from the root config only)
  testTimeout: 15_000,
  projects: packages.map((dir) => project(`<rootDir>/${dir}`.replace('<rootDir>', __dirname), dir)),
};
