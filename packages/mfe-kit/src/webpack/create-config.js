// The one webpack + Module Federation configuration factory used by the shell and every remote.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedConfig } from './shared.js';

/** Functions of Chakra's styled-system/config.js that return their argument unchanged. */
const CHAKRA_IDENTITY_HELPERS = [
  'defineConfig',
  'defineConditions',
  'defineRecipe',
  'defineSlotRecipe',
  'defineKeyframes',
  'defineGlobalStyles',
  'defineStyle',
  'defineTextStyles',
  'defineAnimationStyles',
  'defineLayerStyles',
];

/** The runtime plugin that publishes the host's federation runtime for the remotes (ES module build). */
const INJECT_RUNTIME_PLUGIN = fileURLToPath(import.meta.resolve('@module-federation/inject-external-runtime-core-plugin'));

/**
 * @param {object} options
 * @param {string} options.name Module Federation name, e.g. 'shell' or 'mfe_sistema'.
 * @param {string} options.dirname The app folder (where package.json and src/ live).
 * @param {'host' | 'remote'} options.kind
 * @param {Record<string, string>} [options.exposes] Remotes: what they expose (at least './lifecycles').
 * @param {number} [options.devPort] Port for `webpack serve`.
 * @param {string} [options.title] Host only: the page title.
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createMfeConfig({ name, dirname, kind, exposes = {}, devPort = 3001, title = 'Mikro ERP' }) {
  const requireFromApp = createRequire(path.join(dirname, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dirname,
      // A remote is reached only through its remoteEntry (added by Module Federation); only the host has a page.
      entry: kind === 'host' ? './src/index.ts' : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        // Remotes resolve their chunks from wherever their manifest was served; the host lives at '/'.
        publicPath: kind === 'host' ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: true,
      },
      // Development rebuilds reuse every module webpack compiled before (node_modules/.cache/webpack of the app).
      // A production build starts clean: with a warm cache, webpack reused the Module Federation modules of an
      // earlier build of the packages, and the shared @mikro/ui root it shipped re-exported nothing from its
      // sub-entries (every remote then failed with React's error 130). Turbo's own cache still skips a build
      // whose workspace and packages did not change.
      cache: production
        ? false
        : {
            type: 'filesystem',
            // The config files (webpack follows their imports into this factory) and the version ranges shared.js reads.
            buildDependencies: { config: [path.join(dirname, 'webpack.config.js'), path.join(dirname, 'package.json')] },
          },
      resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset/resource' },
          {
            // Chakra's define* helpers only return their argument. Saying so lets webpack drop the default
            // theme that '@chakra-ui/react/theme' builds next to the tokens and recipes @mikro/ui imports
            // from it (with it, every recipe of Chakra landed in the first load).
            test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]config\.js$/,
            parser: { pureFunctions: CHAKRA_IDENTITY_HELPERS },
          },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true } })],
      },
      performance: { hints: false },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          'process.env.MIKRO_RELEASE': JSON.stringify(process.env.MIKRO_RELEASE ?? requireFromApp('./package.json').version),
        }),
        new ModuleFederationPlugin({
          name,
          ...(kind === 'remote' ? { filename: 'remoteEntry.js', exposes } : {}),
          shared: sharedConfig(dirname, kind),
          manifest: kind === 'remote' ? { fileName: 'mf-manifest.json' } : false,
          dts: false,
          // The host ships the Module Federation runtime once and hands it to every remote (a global the
          // runtime plugin below sets), which then leaves it out of its remoteEntry.js. On the pinned 2.9.2
          // `externalRuntime: 'provide'` passes the schema but does nothing (every remote would then fail
          // to start), and `provideExternalRuntime: true` adds that plugin as CommonJS, which bundles a
          // second copy of the runtime into the host: the plugin is added here as an ES module instead.
          ...(kind === 'host' ? { runtimePlugins: [INJECT_RUNTIME_PLUGIN] } : { experiments: { externalRuntime: true } }),
          // The shell loads some shared modules lazily (the signed-in layout's, the @mikro/ui root), after the
          // remotes are registered. With the default 'version-first' each such load first initialises every
          // registered remote (its manifest and remoteEntry.js downloaded) and fails outright when one of them
          // is missing; 'loaded-first' uses what is registered and loaded, and a remote is initialised only
          // when it is itself loaded.
          ...(kind === 'host' ? { shareStrategy: 'loaded-first' } : {}),
        }),
        ...(kind === 'host'
          ? [new HtmlWebpackPlugin({ template: path.join(dirname, 'src/index.html'), title, favicon: path.join(dirname, 'src/favicon.svg') })]
          : []),
      ],
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/remotes'], target: 'http://localhost:3000' }],
      },
      stats: 'errors-warnings',
    };
  };
}
