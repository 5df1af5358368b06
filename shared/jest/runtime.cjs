// jest's runtime, with each module's code compiled once per worker instead of once per test file.
// jest-runtime compiles every module of every test file with `vm.compileFunction`, whose work V8
// does not reuse (react-dom's development build: 13 ms on every call). A component test loads
// ~1,900 modules (react-dom, antd, rxjs, aria-query twice, shared's sources…) that the worker's
// previous file compiled already, and compiles their functions again as they first run: compiling
// was 8 % of the suite's CPU time, module loading 18 %. A `vm.Script` is not tied to a context: kept
// by file name, it runs again in the next test file's context, and V8 reuses what it compiled, the
// script and every function compiled since (1.3 ms for react-dom). Each file still runs every module
// from scratch in its own context, with its own exports, state and mocks: only compiled code is
// shared, and a module whose code changed is compiled again. docs/decisions/0017-test-line-time.md.
const { createRequire } = require('node:module');
const vm = require('node:vm');

// the jest-runtime that jest-runner would load (jest → @jest/core → jest-runner → jest-runtime)
const fromJest = createRequire(require.resolve('jest/package.json'));
const fromCore = createRequire(fromJest.resolve('@jest/core/package.json'));
const fromRunner = createRequire(fromCore.resolve('jest-runner/package.json'));
const Runtime = fromRunner('jest-runtime').default;

// A kept script serves every test file of the worker, so it cannot carry jest's dynamic-import
// callback, which belongs to one file's context: a module with `import(` takes jest's own path, as
// does a hashbang (allowed on a script's first line only).
const OWN_PATH = /\bimport\s*\(|^#!/;

/** file name → the code last compiled for it, and its script. One worker runs one file at a time. */
const scripts = new Map();

class FrontdeskRuntime extends Runtime {
  constructor(config, environment, resolver, transformer, cacheFS, coverageOptions, ...rest) {
    super(config, environment, resolver, transformer, cacheFS, coverageOptions, ...rest);
    // coverage counts per file: a shared script would mix them
    if (coverageOptions && coverageOptions.collectCoverage) return;
    const executor = this.executor;
    const jestCompile = executor.compile;
    if (typeof jestCompile !== 'function' || !Array.isArray(executor.injectedModuleParameters)) {
      throw new Error('jest/runtime: jest-runtime is not laid out as expected (ModuleExecutor.compile)');
    }
    // The module's code on the wrapper's second line, the line numbers moved back by one: stack
    // traces and source maps see the module's own lines and columns, as with compileFunction.
    const head = `(function (${executor.injectedModuleParameters.join(', ')}) {\n`;
    executor.compile = function compile(scriptSource, filename) {
      const context = this.environment.getVmContext();
      if (context == null) return null;
      let kept = scripts.get(filename);
      if (kept === undefined || kept.source !== scriptSource || kept.head !== head) {
        if (OWN_PATH.test(scriptSource) || this.resolution.isCoreModule(filename)) {
          return jestCompile.call(this, scriptSource, filename);
        }
        let script;
        try {
          script = new vm.Script(`${head}${scriptSource}\n})`, { filename, lineOffset: -1 });
        } catch {
          // a syntax error: jest's own path reports it (or loads the file as an ES module)
          return jestCompile.call(this, scriptSource, filename);
        }
        kept = { source: scriptSource, head, script };
        scripts.set(filename, kept);
      }
      return kept.script.runInContext(context);
    };
  }
}

module.exports = FrontdeskRuntime;
