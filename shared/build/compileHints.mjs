// @ts-check
// V8's explicit compile hint for a standalone page's first scripts. Used by shared/build/webpack.mjs,
// and read by the e2e standalone spec (webpack is taken from the compiler, so reading the hint loads
// no webpack).

const NAME = 'FrontdeskCompileHints';
/** V8 (Chrome 136+) compiles every function of a script that starts with this comment eagerly, on
 *  a background thread while the script streams in, instead of lazily on the main thread the first
 *  time each is called; other engines read a comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint first in each script a page loads before it can draw (its initial chunks:
 * React, the page's own bundle), where most functions run on load anyway. A first visit on a phone
 * otherwise spent a third of its main script's evaluation compiling functions one by one
 * (docs/decisions/0025-public-pages-without-antd.md). Lazy chunks are left as they are. Added after
 * minification (which drops comments) and before source maps and compressed copies are made.
 */
export class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.canBeInitial()) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        }
      });
    });
  }
}
