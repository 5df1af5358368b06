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
 * (shared/build/sharedChecks.mjs). See docs/decisions/0003-sharing-antd.md.
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

/**
 * A module of the shared package (its package.json "exports" entry), as a singleton. Provided by
 * every build through its file, also by one that does not import it (a bare share key is provided
 * only by the builds importing it): the shell's copy is always there to be loaded first, so a
 * remote never brings a second antd with its own './antd-pages'.
 * @param {string} subpath '.', './ui', …
 */
const sharedModule = (subpath) => ({
  [path.posix.join('@frontdesk/shared', subpath)]: {
    singleton: true,
    requiredVersion: `^${sharedPkg.version}`,
    version: sharedPkg.version,
    import: path.join(import.meta.dirname, '..', sharedPkg.exports[subpath]),
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
  ...sharedModule('.'),
  ...sharedModule('./ui'),
  ...sharedModule('./ui-pages'),
  ...sharedModule('./antd'),
  ...sharedModule('./antd-pages'),
  ...sharedModule('./antd-more'),
  ...sharedModule('./ui-reports'),
  ...sharedModule('./ui-forms'),
  ...sharedModule('./icons'),
  ...sharedModule('./public'),
};

/** The platform's topology (shared/platform.json): remotes, folders, dev ports. */
export const platform = require('../platform.json');

/** Shared modules the shell provides but does not use itself: fetched by the first page needing them. */
const pageLevel = new Set([
  '@frontdesk/shared/antd-pages',
  '@frontdesk/shared/antd-more',
  '@frontdesk/shared/ui-pages',
  '@frontdesk/shared/ui-reports',
  '@frontdesk/shared/ui-forms',
  '@frontdesk/shared/public',
]);

/** The host (the shell) exposes nothing; every remote exposes its ./app. */
export const isHost = (/** @type {Record<string, string> | undefined} */ exposes) => !exposes || Object.keys(exposes).length === 0;

/**
 * The shared modules as one build provides or consumes them.
 * - The shell provides them all; the ones it starts with as `eager`: they are part of its initial
 *   chunks (a content-hashed vendors file, webpack.mjs) instead of thirty async chunks, which saved
 *   ~15 KB gzip on a first visit (docs/decisions/0003). Its bootstrap stays behind the async boundary.
 * - A remote's production container only consumes them (`import: false`): it runs in the shell,
 *   which always provides them, so it ships no fallback copies (docs/decisions/0005).
 * - A remote in development provides its own copies as fallbacks, so it also runs alone; in the
 *   shell, the shell's are used (loaded-first). A remote never marks them eager.
 * @param {'host' | 'container' | 'dev-remote'} role
 */
export function sharedFor(role) {
  const adapt = {
    host: (/** @type {string} */ key, /** @type {Record<string, unknown>} */ config) => (pageLevel.has(key) ? config : { ...config, eager: true }),
    container: (/** @type {string} */ _key, /** @type {Record<string, unknown>} */ config) => {
      const { version: _version, ...consumed } = config;
      return { ...consumed, import: false };
    },
    'dev-remote': (/** @type {string} */ _key, /** @type {Record<string, unknown>} */ config) => config,
  }[role];
  return Object.fromEntries(Object.entries(sharedSingletons).map(([key, config]) => [key, adapt(key, config)]));
}

/** The shell's runtime plugin lending its federation runtime (core and bundler runtime) to the remotes. */
const provideRuntime = path.join(import.meta.dirname, '../src/federation/provideRuntime.ts');

/**
 * Where a remote's production container takes the shell's bundler runtime instead of its own copy:
 * the module that stands in for the package's bundler entry, which the federation plugin imports by
 * its resolved path (shared/build/webpack.mjs replaces it). docs/decisions/0005.
 */
export const borrowedBundlerRuntime = {
  entry: /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
  replacement: path.join(import.meta.dirname, '../src/federation/borrowedBundlerRuntime.ts'),
};

/**
 * Whether a federated build leaves the runtime core and the bundler runtime out and uses the
 * shell's (one runtime per page, docs/decisions/0005): a remote's production container. In
 * development a remote keeps its own, so it also runs alone.
 * @param {{ exposes?: Record<string, string>, production: boolean }} opts
 */
export const borrowsRuntime = ({ exposes, production }) => !isHost(exposes) && production;

/**
 * Federation options for one build.
 * @param {{ name: string, exposes?: Record<string, string>, production: boolean }} opts
 */
export function federationOptions({ name, exposes, production }) {
  const host = isHost(exposes);
  const borrowing = borrowsRuntime({ exposes, production });
  return {
    name,
    filename: 'remoteEntry.js',
    exposes: exposes ?? {},
    remotes: {},
    shared: sharedFor(host ? 'host' : borrowing ? 'container' : 'dev-remote'),
    manifest: true,
    dts: false,
    // one remote that is down must not blank the shell (federation-pitfalls §3)
    shareStrategy: /** @type {const} */ ('loaded-first'),
    runtimePlugins: host ? [provideRuntime] : [],
    experiments: {
      externalRuntime: borrowing,
      // a smaller federation runtime (docs/decisions/0003): browser-only code; and a remote, which
      // never loads remotes itself, leaves out remote loading and the manifest (snapshot) handling
      optimization: {
        target: /** @type {const} */ ('web'),
        ...(host ? {} : { disableRemote: true, disableSnapshot: true }),
      },
    },
  };
}
