// One jest run over every package (`pnpm test:unit`); each package's tests live beside its code.
const project = require('./shared/jest/preset.cjs');

const packages = ['shared', 'shell', 'mfe-payments', 'mfe-bookings', 'mfe-contacts', 'mfe-collab', 'mfe-docs'];

module.exports = {
  projects: packages.map((dir) => project(`<rootDir>/${dir}`.replace('<rootDir>', __dirname), dir)),
};
