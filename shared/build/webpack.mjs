// @ts-check
// The webpack configuration every Frontdesk app builds with: the shell and each remote call
// `createWebpackConfig` from their own webpack.config.mjs with what makes them different.
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import path from 'node:path';
import webpack from 'webpack';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { federationOptions, hostDirectImports, isHost, platform } from './federation.mjs';
import { SharedChecksPlugin } from './sharedChecks.mjs';

const require = createRequire(import.meta.url);

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
 * @property {boolean} [standalone] a remote with a production page of its own (/pay, /book)
 * @property {string} [standaloneEntry] that page's entry (default './src/index.ts', the dev
 *                                server's): a lean one renders only the public pages
 *                                (renderPublicPage, docs/decisions/0013-first-visit.md)
 * @property {string} [outDir]    output folder, absolute or relative to `dir`; default: the
 *                                FRONTDESK_OUT_DIR env variable (same rule), else 'dist'
 */

/**
 * The build(s) of one app. The shell and any development build: one configuration. A remote in
 * production: its federated container (remoteEntry.js and its chunks, borrowing the shell's
 * federation runtime, so no page of its own), plus, when it has a standalone page (`/pay`,
 * `/book`), a plain bundle of that page in `<outDir>/standalone` (docs/decisions/0005).
 * @param {AppBuild} app
 * @param {{ mode?: string }} argv
 * @returns {import('webpack').Configuration | import('webpack').Configuration[]}
 */
export function createWebpackConfig(app, argv = {}) {
  const production = argv.mode !== 'development';
  const remote = app.federation !== false && !isHost(app.exposes);
  if (!production || !remote) return appConfig(app, production ? 'page' : 'dev');
  const container = appConfig(app, 'container');
  return app.standalone ? [container, appConfig(app, 'standalone')] : container;
}

/**
 * Rewrites the shell's `import … from '@frontdesk/shared/antd'` (and the other `hostDirect` keys) to
 * the module's file before the federation plugin sees the request: the request is then not a share
 * key, so it is not consumed, and webpack's side-effect-free re-export handling takes each name
 * straight from antd (tree-shaken, in the chunk that uses it).
 */
function hostDirectPlugin() {
  const files = hostDirectImports();
  return new webpack.NormalModuleReplacementPlugin(/^@frontdesk\/shared\//, (resource) => {
    const file = files[resource.request];
    if (file) resource.request = file;
  });
}

/** Where a build writes, absolute. @param {AppBuild} app */
const outDirOf = (app) => path.resolve(app.dir, app.outDir ?? process.env.FRONTDESK_OUT_DIR ?? 'dist');

/** A production remote's standalone page, inside its output folder. */
const STANDALONE_DIR = 'standalone';

/**
 * @param {AppBuild} app
 * @param {'dev' | 'page' | 'container' | 'standalone'} role dev: a development server (the
 *   shell, or a remote with its page and its container); page: the shell's production build, or the
 *   benchmark's single bundle; container: a production remote's federated build (no page);
 *   standalone: a production remote's own page, one plain bundle
 * @returns {import('webpack').Configuration}
 */
function appConfig(app, role) {
  const mode = role === 'dev' ? 'development' : 'production';
  const dev = mode === 'development';
  const federation = app.federation !== false && role !== 'standalone';
  const host = federation && isHost(app.exposes);
  const hasPage = role !== 'container';
  const outDir = role === 'standalone' ? path.join(outDirOf(app), STANDALONE_DIR) : outDirOf(app);
  return {
    name: role === 'standalone' ? `${app.name} (standalone)` : app.name,
    mode,
    context: app.dir,
    // a container's entry is its remoteEntry.js, which the federation plugin adds
    entry: hasPage ? { main: role === 'standalone' ? (app.standaloneEntry ?? './src/index.ts') : './src/index.ts' } : {},
    devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: outDir,
      // a standalone page is served at its own origin's root, as the shell is
      publicPath: role === 'standalone' ? '/' : (app.publicPath ?? 'auto'),
      // a hashed entry name breaks the federation runtime; chunks are hashed (immutable)
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: role === 'standalone' ? `${app.name}-standalone` : app.name,
      // the container's build leaves the standalone page (built beside it) alone
      clean: role === 'container' ? { keep: (asset) => asset.startsWith(`${STANDALONE_DIR}/`) } : true,
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
                  filename: '[name].[contenthash:8].js',
                  enforce: true,
                },
              },
            }
          : undefined,
    },
    plugins: [
      federation ? new ModuleFederationPlugin(federationOptions({ name: app.name, exposes: app.exposes, production: !dev })) : null,
      // the shell imports the UI barrels it provides by file, not through the share scope, so its own
      // use of antd is tree-shaken and split per chunk (federation.mjs hostDirect, docs/decisions/0013)
      host ? hostDirectPlugin() : null,
      new SharedChecksPlugin(),
      hasPage ? new HtmlWebpackPlugin({
        // the page as a string, not a template file: a template is compiled by a child compiler,
        // which inherits federation's hooks and rebuilt every shared module (2.5 MB of unused
        // chunks per build; docs/decisions/0003)
        templateContent: pageHtml(app.title ?? 'Frontdesk'),
        scriptLoading: 'defer',
        // the page is served at its origin's root for every route (/pay/{id}, /book): its
        // scripts must be asked for at /main.js, not relative to /pay/ (e2e standalone.spec)
        publicPath: '/',
      }) : null,
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
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
