// @ts-check
// Build-time guards for how the platform shares modules (docs/decisions/0003-sharing-antd.md).
// Used by shared/build/webpack.mjs; nowhere else.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { sharedSingletons } from './federation.mjs';

const NAME = 'FrontdeskSharedChecks';
const sharedUi = path.resolve(import.meta.dirname, '../src/ui') + path.sep;
const nodeModules = `${path.sep}node_modules${path.sep}`;

// antd is not a shared module: its one instance reaches every app through '@frontdesk/shared/antd'
// (and its icons through '@frontdesk/shared/icons'). An app importing it directly would bundle a
// second antd whose ConfigProvider the platform's theme never reaches.
const UI_ONLY = /^(antd|@ant-design\/icons)(\/|$)/;

const curatedDir = path.resolve(import.meta.dirname, '../src/vendor') + path.sep;

/**
 * The exports of a curated singleton (shared/src/vendor/*.ts), read from its source. A build that
 * only consumes the module (a remote's production container, `import: false`) has no copy of it to
 * ask webpack about. Those files are lists of `export { … } from '#pkg'` and nothing else: anything
 * else in them is an error, so this reading cannot silently miss an export.
 * @param {string} file
 * @returns {string[]}
 */
export function curatedExports(file) {
  const source = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');
  /** @type {string[]} */
  const names = [];
  const rest = source.replace(/export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'[^']+';?/g, (_all, /** @type {string} */ list) => {
    for (const item of list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      names.push(
        item
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop() ?? item,
      );
    }
    return '';
  });
  if (rest.trim()) throw new Error(`${file}: a curated singleton holds only \`export { … } from '#pkg'\` lists`);
  return names;
}

/** What the platform provides for a share key, when it is one of the curated singletons. */
const curatedFileOf = (/** @type {string} */ shareKey) => {
  const file = /** @type {Record<string, { import?: string }>} */ (sharedSingletons)[shareKey]?.import;
  return file && file.startsWith(curatedDir) ? file : undefined;
};

/**
 * The exports of a consumed module its importers use: webpack's used-exports when it knows them
 * (the module has a fallback), else read from the importing dependencies (a consume-only module).
 * `true`: used as a whole namespace.
 * @param {import('webpack').Compilation} compilation @param {import('webpack').Module} module
 * @returns {Set<string> | true | null}
 */
function usedExportsOf(compilation, module) {
  const { moduleGraph } = compilation;
  const used = moduleGraph.getExportsInfo(module).getUsedExports(undefined);
  if (used === true || used instanceof Set) return used;
  /** @type {Set<string>} */
  const names = new Set();
  for (const connection of moduleGraph.getIncomingConnections(module)) {
    const dependency = connection.dependency;
    if (!dependency) continue;
    for (const ref of dependency.getReferencedExports(moduleGraph, undefined)) {
      const name = Array.isArray(ref) ? ref[0] : ref.name[0];
      if (name === undefined) return true;
      names.add(name);
    }
  }
  return names;
}

/**
 * 1. Only shared/src/ui imports antd and @ant-design/icons.
 * 2. Every export an app imports from a shared module exists in the module the platform provides
 *    for it. A curated singleton (federation.mjs curatedSingleton, e.g. react-router-dom) provides a
 *    subset of its package; without this check a missing export would be `undefined` at run time
 *    (a consumed shared module's exports are not checked by webpack).
 */
export class SharedChecksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation, { normalModuleFactory }) => {
      const error = (/** @type {string} */ message) => compilation.errors.push(new webpack.WebpackError(`[frontdesk] ${message}`));

      normalModuleFactory.hooks.beforeResolve.tap(NAME, (data) => {
        const issuer = data.contextInfo.issuer;
        if (!issuer || !UI_ONLY.test(data.request)) return;
        if (issuer.includes(nodeModules) || issuer.startsWith(sharedUi)) return;
        const to = data.request.startsWith('antd') ? "'@frontdesk/shared/antd'" : "'@frontdesk/shared/icons'";
        error(
          `${path.relative(compiler.context, issuer)} imports '${data.request}' directly: import it from ${to} (add it there if it is missing), so antd stays one instance.`,
        );
      });

      compilation.hooks.afterOptimizeDependencies.tap(NAME, (modules) => {
        const { moduleGraph } = compilation;
        for (const module of modules) {
          if (module.type !== 'consume-shared-module') continue;
          const options = /** @type {{ shareKey: string, import?: string, eager?: boolean }} */ (/** @type {any} */ (module).options);
          const fallbackDep = options.eager ? module.dependencies[0] : module.blocks[0]?.dependencies[0];
          const fallback = fallbackDep && moduleGraph.getModule(fallbackDep);
          const curated = curatedFileOf(options.shareKey);
          /** @type {string[] | null | true | undefined} */
          let provided;
          if (fallback) {
            // only an ES module has a known list of exports (CommonJS, like react, has not)
            if (fallback.buildMeta?.exportsType !== 'namespace') continue;
            provided = moduleGraph.getExportsInfo(fallback).getProvidedExports();
          } else if (curated) {
            provided = curatedExports(curated);
          }
          if (!Array.isArray(provided)) continue;
          const used = usedExportsOf(compilation, module);
          const source = /** @type {any} */ (fallback)?.resource ?? curated ?? options.import;
          const where = path.relative(compiler.context, source);
          if (used === true) {
            error(`'${options.shareKey}' is used as a whole namespace; import its exports by name (the shared copy is ${where}).`);
            continue;
          }
          if (!used || typeof used === 'boolean') continue;
          const missing = [...used].filter((name) => !provided.includes(name));
          if (missing.length) {
            const users = new Set();
            for (const connection of moduleGraph.getIncomingConnections(module)) {
              const user = /** @type {any} */ (connection.originModule)?.resource;
              if (user) users.add(path.relative(compiler.context, user));
            }
            const list = [...users];
            const usedBy = list.length > 3 ? `${list.slice(0, 3).join(', ')} and ${list.length - 3} more` : list.join(', ');
            error(
              `${missing.map((m) => `'${m}'`).join(', ')} from '${options.shareKey}' (used by ${usedBy || 'this build'}) ` +
                `is not in the platform's shared copy, ${where}: add it there.`,
            );
          }
        }
      });
    });
  }
}
