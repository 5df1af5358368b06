// The jest setup every package uses: swc for TS/TSX, jsdom with fetch, antd stubs, compiled code kept per worker.
const path = require('node:path');

/** @param {string} dir the package folder */
module.exports = function jestProject(dir, displayName) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'environment.cjs'),
    // jest's runtime, each module's code compiled once per worker rather than once per test file
    runtime: path.join(__dirname, 'runtime.cjs'),
    setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ky is ESM-only, and @ant-design/icons' CommonJS build requires @ant-design/colors/es: let swc transform them
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|@ant-design[+/]colors)[@/])'],
    // the bundles import antd's locales as ES modules (shared/src/ui/themeConfig.ts); jest takes their CommonJS twins
    // and antd's and the icons' entry files load every component and icon: jest takes lazy twins
    moduleNameMapper: {
      '^antd/es/locale/(.*)$': 'antd/lib/locale/$1',
      '^antd$': path.join(__dirname, 'antd.cjs'),
      '^@ant-design/icons$': path.join(__dirname, 'icons.cjs'),
      '^@ant-design/cssinjs$': path.join(__dirname, 'cssinjs.cjs'),
    },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  };
};
