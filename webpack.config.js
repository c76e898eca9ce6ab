const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ScriptLoaderPlugin } = require('./scripts/scriptLoaderPlugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { shortIdents } = require('./scripts/cssIdents.cjs');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { CompileHintsPlugin } = require('./scripts/compileHintsPlugin');
const { inlineScript } = require('./scripts/inlineScript.cjs');
const zlib = require('node:zlib');
const { PrecacheManifestPlugin } = require('./scripts/precacheManifestPlugin');

/**
 * Build variants. `--env embedded` (npm run build:embedded) builds the app a partner embeds, into dist-embedded/:
 * src/app/routes.ts resolves to src/app/routes.embedded.ts, the reduced route set of config/embedded.ts, so no
 * other feature's route table — nor any lazy chunk it would import — is in that bundle.
 * `__EMBEDDED__` tells build-time code which variant it is in (e.g. what index.html may prerender).
 */
/** react-router's production build, by file: its package.json exports the development one to every bundler. */
function reactRouterProduction() {
  const dir = path.resolve(__dirname, 'node_modules/react-router/dist/production');
  return { 'react-router$': path.join(dir, 'index.mjs'), 'react-router/dom$': path.join(dir, 'dom-export.mjs') };
}

/**
 * Packages published with syntax past ES2020, the edition every promised phone parses (scripts/promisedEdition.cjs):
 * class fields (Safari 14; iOS 13.4 has Safari 13.1), logical assignment `??=` (Chrome 85, Safari 14). Found by scripts/check-compat.mjs, which fails the build on the
 * next one (docs/production.md#the-phones-it-runs-on). Only these go through babel: the rest is bundled as published.
 */
const MODERN_PACKAGES = [
  'uqr', // the QR code drawer: class fields (size; mask; modules = [])
  '@standard-schema/utils', // RTK Query's SchemaError (an answer that breaks its schema): a class field (issues;)
  '@reduxjs/toolkit', // logical assignment (matchedReducers ??= []), RTK Query's HandledError: class fields
  'react-redux', // logical assignment (gT[ContextKey] ??= new Map())
  'web-vitals', // the field reports' measuring (src/app/field, loaded after the first screen): class fields
];

/** A package's folder as webpack sees its modules: symlinks resolved (node_modules may be a link to another clone's). */
function packageDir(name) {
  return require('node:fs').realpathSync(path.resolve(__dirname, 'node_modules', name));
}

/** Syntax only, to .browserslistrc's engines: not the app's own plugins (antd-mobile imports, pure schemas), no JSX. */
const MODERN_PACKAGES_BABEL = {
  configFile: false,
  babelrc: false,
  sourceType: 'unambiguous',
  presets: [['@babel/preset-env', { bugfixes: true, modules: false }]],
  // A list's last item read with .at(-1) (web-vitals), past the promise: read by index instead.
  plugins: [require.resolve('./scripts/babelLastItem.js')],
};

function variantOf(env) {
  const embedded = Boolean(env?.embedded);
  return {
    embedded,
    outDir: path.resolve(__dirname, embedded ? 'dist-embedded' : 'dist'),
    alias: embedded ? { [path.resolve(__dirname, 'src/app/routes') + '$']: path.resolve(__dirname, 'src/app/routes.embedded.ts') } : {},
    define: { __EMBEDDED__: JSON.stringify(embedded) },
  };
}

/**
 * index.html's early scripts' loader (src/page/earlyLoader.js), given the built files of the early entries and the
 * `earlyReads` paths, with the glance's styles before it.
 */
function earlyReadsScript(compilation, production) {
  const files = [...(compilation.entrypoints.get('early')?.getFiles() ?? [])];
  const file = files.find((f) => f.endsWith('.js'));
  const homeFile = [...(compilation.entrypoints.get('earlyHome')?.getFiles() ?? [])].find((f) => f.endsWith('.js'));
  if (!file || !homeFile) throw new Error('webpack: the early entries have no script');
  // The glance's few rules (src/app/glance) travel inside index.html: a stylesheet of their own would be one more
  // request on the page that can least afford it, and the glance is drawn before any other stylesheet has come.
  const css = files.filter((f) => f.endsWith('.css')).map((f) => compilation.getAsset(f).source.source().toString()).join('');
  const { earlyReads } = require('./config/entryRoutes.json');
  const loader = inlineScript('src/page/earlyLoader.js', production, {
    __EARLY_READS__: earlyReads,
    __EARLY_FILE__: `${compilation.outputOptions.publicPath}${file}`,
    __EARLY_HOME_FILE__: `${compilation.outputOptions.publicPath}${homeFile}`,
  });
  return `${css ? `<style data-early>${css.replace(/\/\*# sourceMappingURL=.*?\*\//g, '')}</style>` : ''}<script data-integrity>${loader}</script>`;
}

/**
 * The field reports' queue and its sender (src/page/fieldQueue.js) and the start watch (src/page/startWatch.js),
 * minified to ES5 for index.html's <head>, after the guard and the notice: they report the visits where the app never
 * came (docs/rules/field-reports.md). The sender is given the build's version and the field report call's address
 * (the basic service's base, as src/api/request.ts resolves it: relative bases from the app's root).
 */
function fieldQueue(production) {
  const base = (process.env.API_BASE || './api').replace(/\/+$/, '');
  const url = `${/^https?:\/\//.test(base) ? base : base.replace(/^\.?\/?/, '/')}/basic/v2/api/fieldReports`;
  const defines = { __APP_VERSION__: require('./package.json').version, __FIELD_REPORTS_URL__: url };
  return inlineScript('src/page/fieldQueue.js', production, defines);
}

/**
 * One config for `npm start` (development, served by scripts/dev-server.ts with the mock backend) and
 * `npm run build` (production: content-hashed chunks, gzip and brotli copies for the preview server).
 * Nothing under mocks/ is reachable from src/main.tsx, so none of it can enter the bundle
 * (scripts/check-bundle.mjs verifies the output).
 */
module.exports = (env, argv = {}) => {
  const variant = variantOf(env);
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
  // The entry's runtime would carry a map of every lazy chunk's name and content hash, growing the first screen
  // with each page a domain adds. Production names lazy chunks by id and the build's hash instead: the runtime
  // needs no map (a deploy then refreshes every lazy chunk once, which the service worker fetches again when idle).
  // Development and the embedded build (whose e2e test reads which pages' chunks were fetched) keep names.
  const lazyName = production ? (variant.embedded ? '[name].[contenthash:8]' : '[id].[fullhash:10]') : '[name]';
  // babel.config.js reads the environment to pick the JSX runtime: keep it in step with webpack's mode.
  process.env.NODE_ENV = production ? 'production' : 'development';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    // The service worker is its own entry in production builds, at the root (its scope) under a fixed name. The early
    // scripts (src/page/early.ts, and src/page/earlyHome.ts for the home) are too: index.html's loader runs them before
    // the app's code has come (earlyReadsScript above).
    entry: {
      main: './src/main.tsx',
      early: './src/page/early.ts',
      earlyHome: './src/page/earlyHome.ts',
      ...(production ? { sw: './src/sw/serviceWorker.ts' } : {}),
    },
    output: {
      path: variant.outDir,
      publicPath: '/',
      filename: (data) => (data.chunk?.name === 'sw' ? 'sw.js' : production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js'),
      chunkFilename: `assets/${lazyName}.js`,
      // Spec section 9: a chunk that has not arrived after 120 s counts as failed (then retried, see retryImport).
      chunkLoadTimeout: 120_000,
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
      // Hot updates beside the chunks: the page's default Trusted Types policy loads only /assets/*.js.
      hotUpdateChunkFilename: 'assets/[id].[fullhash].hot-update.js',
    },
    // No eval in development either: the page's CSP has no 'unsafe-eval' (docs/production.md, "Security headers").
    devtool: production ? (process.env.PROFILE_MAPS ? 'source-map' : false) : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        ...variant.alias,
        '@': path.resolve(__dirname, 'src'),
        '@config': path.resolve(__dirname, 'config'),
        // react-router's package exports only its development build (dev warnings on); a production bundle takes
        // the production build it ships beside it, both entries so its shared chunks are bundled once.
        ...(production ? reactRouterProduction() : {}),
        // antd-mobile's imperative render (the kit never calls it, but its components reach it) is rc-util's, whose
        // unmount brings babel's regenerator runtime to every page with a header: the same two functions, without it.
        'rc-util/lib/React/render$': path.resolve(__dirname, 'src/ui/kit/antdRender.ts'),
        // antd-mobile reaches rc-util's CommonJS build; its ES build is the same code, which webpack can trim and join.
        'rc-util/lib': packageDir('rc-util/es'),
      },
    },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, include: [path.resolve(__dirname, 'src'), path.resolve(__dirname, 'config')], use: 'babel-loader' },
        // The packages that ship syntax newer than the phones the app promises (.browserslistrc), compiled down to
        // it; every other package is bundled as published. scripts/check-compat.mjs finds the next one.
        { test: /\.m?js$/, include: MODERN_PACKAGES.map(packageDir), use: { loader: 'babel-loader', options: MODERN_PACKAGES_BABEL } },
        // react-router's components made pure and unnamed, so those the app does not use are dropped (the loader says why).
        ...(production ? [{ test: /react-router[\\/]dist[\\/]production[\\/]chunk-[A-Z0-9]+\.mjs$/, use: path.resolve(__dirname, 'scripts/pureReactRouter.cjs') }] : []),
        // The kit's reset and tokens are the only global stylesheets; every component's and page's own is a CSS
        // Module (X.module.css, its class names typed in X.module.css.d.ts by scripts/css-types.mjs).
        { test: /\.css$/, exclude: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }] },
        {
          test: /\.module\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: {
                importLoaders: 0,
                modules: {
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: production ? '[hash:base64:5]' : '[name]__[local]',
                  // Production names are one or two letters from a fixed table (scripts/cssIdents.cjs).
                  ...(production ? { getLocalIdent: shortIdents(path.resolve(__dirname, 'src')) } : {}),
                },
              },
            },
          ],
        },
        { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/index.html',
        scriptLoading: 'defer',
        minify: production,
        excludeChunks: ['sw', 'early', 'earlyHome'],
        templateParameters: (compilation, assets, assetTags, options) => ({
          htmlWebpackPlugin: { tags: assetTags, files: assets, options },
          // What runs before the app's code, in <head> (src/page/README.md), each minified to ES5 and allowed by its hash.
          trustedTypesGuard: inlineScript('src/page/trustedTypesGuard.js', production),
          oldEngineNotice: inlineScript('src/page/oldEngineNotice.js', production),
          earlyReadsScript: earlyReadsScript(compilation, production),
          elderMode: inlineScript('src/page/elderMode.js', production),
          fieldQueue: fieldQueue(production),
          startWatch: inlineScript('src/page/startWatch.js', production),
        }),
      }),
      // No script tag in the HTML under the page's CSP: where no prerender step rewrites them, one inline loader adds them.
      ...(!production || variant.embedded ? [new ScriptLoaderPlugin()] : []),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
        chunkFilename: `assets/${lazyName}.css`,
      }),
      new webpack.DefinePlugin({
        __API_BASE__: JSON.stringify(process.env.API_BASE ?? ''),
        __BOOKING_API_BASE__: JSON.stringify(process.env.BOOKING_API_BASE ?? ''),
        // Operations' DevTools relay (config/devtoolsRelay.ts): the page policy's connect-src names the same origin.
        __DEVTOOLS_RELAY__: JSON.stringify(process.env.DEVTOOLS_RELAY ?? ''),
        // Registered only in production builds: in development it would serve yesterday's bundle over live reload.
        __SERVICE_WORKER__: JSON.stringify(production),
        // The version the operations debug panel shows and exports (package.json).
        __APP_VERSION__: JSON.stringify(require('./package.json').version),
        ...variant.define,
      }),
      ...(production
        ? [
            // Every script compiled whole as it arrives, not function by function inside the task that first calls it.
            new CompileHintsPlugin({ except: ['sw'] }),
            // What the worker stores at install, per build (config/precacheShell.json): the rest comes when used or idle.
            new PrecacheManifestPlugin({ shell: require('./config/precacheShell.json')[variant.embedded ? 'embedded' : 'app'] }),
            new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|css|html|svg)$/, threshold: 0, minRatio: 1 }),
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|html|svg)$/,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 0,
              minRatio: 1,
            }),
          ]
        : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      // The worker and the early script stay one self-contained file each: nothing of them is shared with the page's
      // chunks (the early script runs before the app's runtime exists).
      splitChunks: { chunks: (chunk) => chunk.name !== 'sw' && chunk.name !== 'early' && chunk.name !== 'earlyHome' },
    },
    performance: { hints: false },
    // bench:size reads chunk groups from the stats; everyone else wants only problems.
    stats: process.env.BENCH_STATS ? { preset: 'errors-warnings', chunkGroups: true, assets: true } : 'errors-warnings',
  };
};
