// @ts-check
// The one list of modules the shell and every remote share as singletons, and the
// federation options every build uses. Read by shared/build/webpack.mjs; nowhere else.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const sharedPkg = require('../package.json');

/** @param {string} name */
const versionOf = (name) => {
  const range = sharedPkg.dependencies[name] ?? sharedPkg.devDependencies[name];
  if (!range) throw new Error(`shared/package.json does not list ${name}`);
  return range;
};

/** @param {string} name @param {string} [pkg] */
const singleton = (name, pkg = name) => ({
  [name]: { singleton: true, requiredVersion: versionOf(pkg), strictVersion: false },
});

/** The installed version of a dependency of shared (what a curated singleton provides). */
const installedVersion = (/** @type {string} */ name) => require(`${name}/package.json`).version;

/**
 * A third-party singleton provided as a curated subset: the share key stays the package name, so
 * every `import … from '<name>'` in every app consumes the one instance, but what is provided (and
 * is each build's fallback) is shared/src/vendor/<name>.ts, re-exporting only what the platform
 * uses, so the package is tree-shaken. A build that imports an export missing there fails
 * (webpack.mjs, SharedExportsCheck). See docs/decisions/0003-sharing-antd.md.
 * @param {string} name
 * @param {string} [file] the curated module in shared/src/vendor (default: `<name>.ts`)
 */
const curatedSingleton = (name, file = `${name}.ts`) => ({
  [name]: {
    singleton: true,
    requiredVersion: versionOf(name),
    version: installedVersion(name),
    strictVersion: false,
    import: path.join(import.meta.dirname, '../src/vendor', file),
  },
});

// antd is NOT shared by its package name: sharing `antd` ships all of it, untreeshaken.
// Its single instance comes through `@frontdesk/shared/antd` (the platform's curated set of
// components), and its css-in-js runtime is a singleton of its own. See docs/decisions/0003.
export const sharedSingletons = {
  ...singleton('react'),
  ...singleton('react/', 'react'),
  ...singleton('react-dom'),
  ...singleton('react-dom/', 'react-dom'),
  ...curatedSingleton('react-router-dom'),
  ...curatedSingleton('@ant-design/cssinjs', 'ant-design-cssinjs.ts'),
  ...curatedSingleton('rxjs'),
  ...singleton('i18next'),
  ...curatedSingleton('react-i18next'),
  ...singleton('single-spa'),
  '@frontdesk/shared': { singleton: true, requiredVersion: `^${sharedPkg.version}` },
  '@frontdesk/shared/ui': { singleton: true, requiredVersion: `^${sharedPkg.version}` },
  '@frontdesk/shared/antd': { singleton: true, requiredVersion: `^${sharedPkg.version}` },
  '@frontdesk/shared/icons': { singleton: true, requiredVersion: `^${sharedPkg.version}` },
};

/** The platform's topology (shared/platform.json): remotes, folders, dev ports. */
export const platform = require('../platform.json');

/**
 * Federation options for one build.
 * @param {{ name: string, exposes?: Record<string, string> }} opts
 */
export function federationOptions({ name, exposes }) {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes: exposes ?? {},
    remotes: {},
    shared: sharedSingletons,
    manifest: true,
    dts: false,
    // one remote that is down must not blank the shell (federation-pitfalls §3)
    shareStrategy: /** @type {const} */ ('loaded-first'),
    experiments: {
      // a smaller federation runtime (docs/decisions/0003): browser-only code; and a remote, which
      // never loads remotes itself, leaves out remote loading and the manifest (snapshot) handling
      optimization: {
        target: /** @type {const} */ ('web'),
        ...(exposes && Object.keys(exposes).length ? { disableRemote: true, disableSnapshot: true } : {}),
      },
    },
  };
}
