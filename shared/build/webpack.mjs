// @ts-check
// The webpack configuration every Frontdesk app builds with: the shell and each remote call
// `createWebpackConfig` from their own webpack.config.mjs with what makes them different.
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import path from 'node:path';
import webpack from 'webpack';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { borrowedBundlerRuntime, borrowsRuntime, federationOptions, isHost, platform } from './federation.mjs';
import { SharedChecksPlugin } from './sharedChecks.mjs';
import { CompileHintsPlugin } from './compileHints.mjs';
import { AntdStylesPlugin, STATIC_STYLES_DEFINE } from './antdStyles.mjs';

const require = createRequire(import.meta.url);

/** Brotli's level for the compressed copies: its best (11) unless FRONTDESK_BROTLI_QUALITY says (0–11). */
const brotliQuality = Number(process.env.FRONTDESK_BROTLI_QUALITY ?? zlib.constants.BROTLI_MAX_QUALITY);

const pageTemplate = readFileSync(path.join(import.meta.dirname, 'index.html'), 'utf8');
const escapeHtml = (/** @type {string} */ text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
/** shared/build/index.html with the page's title. @param {string} title */
const pageHtml = (title) => pageTemplate.replace('<%= htmlWebpackPlugin.options.title %>', escapeHtml(title));

/**
 * @typedef {object} AppBuild
 * @property {string} dir         the package folder (import.meta.dirname of its config)
 * @property {string} name        federation name (shell, payments, bookings, …)
 * @property {number} port        dev-server port
 * @property {Record<string, string>} [exposes]
 * @property {string} [title]     html title of the standalone page
 * @property {string} [publicPath] '/' for the shell; 'auto' for remotes
 * @property {Record<string, unknown>} [devServer] extra dev-server options
 * @property {boolean} [federation] false builds one plain bundle (the size benchmark)
 * @property {Record<string, string>} [alias]
 * @property {boolean} [standalone] the app owns public pages (route table, access public or
 *                                guest): its production build adds a lean page of its own for the
 *                                first visit to them, `src/standalone.tsx` (renderPublicPages) built
 *                                to `<outDir>/standalone` (docs/decisions/0013-first-visit.md)
 * @property {string} [outDir]    output folder, absolute or relative to `dir`; default: the
 *                                FRONTDESK_OUT_DIR env variable (same rule), else 'dist'
 * @property {boolean} [standaloneAntdSheet] false: the standalone page draws no antd on its way to
 *                                its pages (only in rare lazy panels: an error, a page being built),
 *                                so it links no antd style sheet (42 KB gzip, render-blocking) and
 *                                those panels write their styles at run time (docs/decisions/0060)
 */

/**
 * antd modules left out of every build, each replaced by shared/build/antdLeftOut.js (which throws
 * if rendered). antd imports them unconditionally but renders them only for options Frontdesk never
 * uses, and the platform's antd surface (shared/src/ui/antd.ts) types those options out:
 * - `tooltip/UniqueProvider`: ConfigProvider's `tooltip.unique`; it brings the popup engine
 *   (@rc-component/trigger, ~8 KB gzip) to a public page that has no popup;
 * - `result/serverError`, `result/unauthorized`: Result's 500 and 403 illustrations (~6 KB gzip
 *   on every first visit to the app; the kit's states use 404 and icon statuses only).
 */
const ANTD_LEFT_OUT = /[\\/]antd[\\/]es[\\/](tooltip[\\/]UniqueProvider([\\/]index)?|result[\\/](serverError|unauthorized))(\.js)?$/;

/**
 * The build(s) of one app. Any development build and the size benchmark's single bundle: one
 * configuration. In production, the shell's composed page, or a remote's federated container
 * (remoteEntry.js and its chunks, borrowing the shell's federation runtime, so no page of its own;
 * docs/decisions/0005); plus, for an app owning public pages, its standalone page: a plain bundle of
 * those pages in `<outDir>/standalone`, what the api serves on a first visit to them
 * (`/login`, `/pay/{id}`, `/book`, `/home`; docs/decisions/0013-first-visit.md).
 * @param {AppBuild} app
 * @param {{ mode?: string }} argv
 * @returns {import('webpack').Configuration | import('webpack').Configuration[]}
 */
export function createWebpackConfig(app, argv = {}) {
  const production = argv.mode !== 'development';
  if (!production) return appConfig(app, 'dev');
  if (app.federation === false) return appConfig(app, 'page');
  const composed = appConfig(app, isHost(app.exposes) ? 'page' : 'container');
  return app.standalone ? [composed, appConfig(app, 'standalone')] : composed;
}

/**
 * Where the standalone page's files are served: under the app's own folder of the composed site
 * (the shell's at /, a remote's at /remotes/{name}/), so one server or CDN serves both.
 * @param {AppBuild} app
 */
export const standalonePublicPath = (app) => (isHost(app.exposes) ? `/${STANDALONE_DIR}/` : `/remotes/${app.name}/${STANDALONE_DIR}/`);

/** Where a build writes, absolute. @param {AppBuild} app */
const outDirOf = (app) => path.resolve(app.dir, app.outDir ?? process.env.FRONTDESK_OUT_DIR ?? 'dist');

/** An app's standalone page, inside its output folder. */
const STANDALONE_DIR = 'standalone';

/**
 * @param {AppBuild} app
 * @param {'dev' | 'page' | 'container' | 'standalone'} role dev: a development server (the
 *   shell, or a remote with its page and its container); page: the shell's production build, or the
 *   benchmark's single bundle; container: a production remote's federated build (no page);
 *   standalone: the app's public pages on their own, one plain bundle
 * @returns {import('webpack').Configuration}
 */
function appConfig(app, role) {
  const mode = role === 'dev' ? 'development' : 'production';
  const dev = mode === 'development';
  const federation = app.federation !== false && role !== 'standalone';
  const host = federation && isHost(app.exposes);
  const hasPage = role !== 'container';
  // antd's styles from a sheet written at build time (decision 0046), unless a standalone page says it draws none
  const antdSheet = hasPage && !(role === 'standalone' && app.standaloneAntdSheet === false);
  const outDir = role === 'standalone' ? path.join(outDirOf(app), STANDALONE_DIR) : outDirOf(app);
  return {
    name: role === 'standalone' ? `${app.name} (standalone)` : app.name,
    mode,
    context: app.dir,
    // a container's entry is its remoteEntry.js, which the federation plugin adds
    entry: hasPage ? { main: role === 'standalone' ? './src/standalone.tsx' : './src/index.ts' } : {},
    // FRONTDESK_SOURCE_MAPS=false leaves a production build's source maps out (the test line's build
    // for the e2e tests: scripts/test-all.mjs); the code is the same but its sourceMappingURL comment
    devtool: dev ? 'eval-cheap-module-source-map' : process.env.FRONTDESK_SOURCE_MAPS === 'false' ? false : 'source-map',
    output: {
      path: outDir,
      publicPath: role === 'standalone' ? standalonePublicPath(app) : (app.publicPath ?? 'auto'),
      // a hashed entry name breaks the federation runtime; chunks are hashed (immutable), and so is
      // everything of a standalone page but its html
      filename: role === 'standalone' ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: role === 'standalone' ? `${app.name}-standalone` : app.name,
      // the composed build leaves the standalone page (built beside it) alone
      clean: role === 'container' || (role === 'page' && app.standalone) ? { keep: (asset) => asset.startsWith(`${STANDALONE_DIR}/`) } : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: app.alias ?? {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.json$/, type: 'json' },
        // a library's stylesheet as text (`import css from 'x.css?raw'`), put on the page by the one lazy page
        // that uses it (no style loader: the app's styles are antd's, docs/decisions/0061)
        { resourceQuery: /raw/, type: 'asset/source' },
        // @rc-component/util's modules have no side effects, but its package does not say so: antd's
        // ConfigProvider imports two helpers from its index, which then brought all of it (pickAttrs,
        // is-mobile, focus, Portal, …: 2.2 KB gzip on every public page's first visit)
        { test: /[\\/]@rc-component[\\/]util[\\/]es[\\/]/, sideEffects: false },
      ],
    },
    optimization: {
      // swc minifies ~2x faster than terser on these machines (shared/notes/toolchain.md)
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      splitChunks: federation
        ? {
            // each shared module is a chunk group of its own: at webpack's default 20 KB threshold
            // the modules two of them have in common were copied into both (docs/decisions/0003)
            minSize: 5000,
            cacheGroups: host
              ? {
                  // the shell's eager shared packages: one immutable file (an entry's own name cannot
                  // carry a hash, federation-wise), beside main.js (runtime and shared kit, no-cache)
                  vendors: {
                    test: /[\\/]node_modules[\\/]/,
                    chunks: 'initial',
                    name: 'vendors',
                    filename: '[name].[contenthash:8].js',
                    enforce: true,
                    priority: 10,
                  },
                }
              : {},
          }
        : role === 'standalone'
          ? {
              // a public page's React in a script of its own, beside the page's: two shorter tasks to
              // compile and run on a phone instead of one long one (docs/decisions/0013-first-visit.md)
              cacheGroups: {
                react: {
                  test: /[\\/]node_modules[\\/](\.pnpm[\\/])?(react-dom|scheduler)[@\\/]/,
                  chunks: 'initial',
                  name: 'react',
                  enforce: true,
                },
              },
            }
          : undefined,
    },
    plugins: [
      federation ? new ModuleFederationPlugin(federationOptions({ name: app.name, exposes: app.exposes, production: !dev })) : null,
      new SharedChecksPlugin(),
      // a page's first scripts compiled off the main thread on a visitor's phone (decisions 0025, 0046)
      role === 'standalone' || role === 'page' ? new CompileHintsPlugin() : null,
      new webpack.NormalModuleReplacementPlugin(ANTD_LEFT_OUT, path.join(import.meta.dirname, 'antdLeftOut.js')),
      // a production container runs on the shell's bundler runtime (docs/decisions/0005)
      federation && borrowsRuntime({ exposes: app.exposes, production: !dev })
        ? new webpack.NormalModuleReplacementPlugin(borrowedBundlerRuntime.entry, borrowedBundlerRuntime.replacement)
        : null,
      hasPage
        ? new HtmlWebpackPlugin({
            // the page as a string, not a template file: a template is compiled by a child compiler,
            // which inherits federation's hooks and rebuilt every shared module (2.5 MB of unused
            // chunks per build; docs/decisions/0003)
            templateContent: pageHtml(app.title ?? 'Frontdesk'),
            scriptLoading: 'defer',
            // the page is served for every route it renders (/pay/{id}, /book): its scripts are asked
            // for at absolute paths (/main.js, /remotes/payments/standalone/main.….js), not relative to /pay/
            publicPath: role === 'standalone' ? standalonePublicPath(app) : '/',
          })
        : null,
      // gzip and brotli copies beside each script, served as they are by the api (preCompressed):
      // no compressing per request, and brotli's best level, which is too slow to run per request
      dev ? null : new CompressionPlugin({ test: /\.(js|css)$/, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024, minRatio: 0.9 }),
      // FRONTDESK_BROTLI_QUALITY: the test line's build for the e2e tests uses a fast level (what they
      // check is that brotli is served, not its ratio): 11 costs ~7.5 s of CPU over 90 scripts
      dev
        ? null
        : new CompressionPlugin({
            test: /\.(js|css)$/,
            algorithm: 'brotliCompress',
            filename: '[path][base].br',
            threshold: 1024,
            minRatio: 0.9,
            compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } },
          }),
      // antd's component styles as a style sheet of the page, not written at run time (decision 0046)
      antdSheet ? new AntdStylesPlugin() : null,
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        [STATIC_STYLES_DEFINE]: JSON.stringify(antdSheet ? 'true' : 'false'),
      }),
    ].filter(Boolean),
    devServer: {
      port: app.port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      // every dev server (shell, and a remote running alone) reaches the api dev server
      proxy: [
        {
          context: ['/api', '/contact', '/profile', '/config.json', '/remotes.json'],
          target: `http://localhost:${platform.api.devPort}`,
        },
      ],
      ...(app.devServer ?? {}),
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
