import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import type { AppDefinition } from './app-definition.ts';
import { buildVersion, remoteOutputDir } from './app-folders.ts';
import { developmentPage } from './development-page.ts';
import { emitFilesPlugin } from './plugins/emit-files-plugin.ts';
import { entryAssetsPlugin } from './plugins/entry-assets-plugin.ts';
import { precompressPlugin } from './plugins/precompress-plugin.ts';
import { repoRoot } from './repository.ts';
import { sourceModules, sourceResolve } from './source-modules.ts';
import { sharedSingletons } from './shared-singletons.ts';

const API_DEV_URL = 'http://localhost:8080';

/**
 * The shell's start-up script in three files, each compiled and run in its own task: as one file, its
 * compile and first run were one task of 50–70 ms on a fast machine, four times that on the phone
 * Lighthouse imitates (docs/decisions/019). The page adds them in order, one per task.
 */
const SHELL_START_CHUNKS = {
  reactDom: {
    test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
    name: 'react-dom',
    chunks: 'initial',
    enforce: true,
  },
  router: {
    test: /[\\/]node_modules[\\/]react-router[\\/]/,
    name: 'router',
    chunks: 'initial',
    enforce: true,
  },
} as const;

/** An app's browser build: its page modules, its federation container, its assets. */
export function createBrowserConfig(app: AppDefinition, argv: { mode?: string } = {}): Configuration {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const dev = mode === 'development';
  const appDir = path.join(repoRoot, app.folder);
  const isRemote = Boolean(app.exposes);
  const version = buildVersion(app.folder);
  const outputDir = isRemote && !dev ? remoteOutputDir(app.folder) : path.join(appDir, 'dist');
  const hashed = dev ? '[name].js' : '[name].[contenthash:8].js';
  // In development the shell's modules are replaced in place. A remote's page reloads instead, wherever
  // it runs (the shell's page or its own): its code runs under two federation runtimes (its entry's and
  // its container's), and an update applied to one leaves the other's modules on screen.
  const hotReplaced = dev && !isRemote;

  return {
    mode,
    target: ['web', 'es2022'],
    context: appDir,
    // A remote's production build is its federation container alone: the standalone harness
    // (docs/architecture.md#development) is developer tooling, served by the dev server, and kept out of
    // the chunks the site loads.
    entry: isRemote && !dev ? {} : { main: './src/index.ts' },
    devtool: dev ? 'cheap-module-source-map' : 'source-map',
    optimization:
      !dev && !isRemote ? { splitChunks: { chunks: 'async', cacheGroups: SHELL_START_CHUNKS } } : undefined,
    output: {
      path: outputDir,
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: `${app.name}_${version.replace(/\W/g, '_')}`,
      filename: hashed,
      chunkFilename: hashed,
      cssFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
      cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // With the integrity plugin below: every chunk a remote's runtime loads is checked by the browser.
      crossOriginLoading: isRemote && !dev ? 'anonymous' : false,
      clean: true,
    },
    resolve: sourceResolve,
    module: sourceModules({ dev, refresh: hotReplaced }),
    plugins: [
      // The site server renders the shell's pages; this page serves only the development servers: the
      // shell's, and each remote's standalone harness.
      dev &&
        new rspack.HtmlRspackPlugin({
          templateContent: developmentPage(isRemote ? `${app.name} — standalone` : app.name, !isRemote),
          inject: 'body',
        }),
      !dev && !isRemote && entryAssetsPlugin('/'),
      new rspack.DefinePlugin(
        Object.fromEntries(
          Object.entries(app.define ?? {}).map(([key, value]) => [key, JSON.stringify(value)]),
        ),
      ),
      new ModuleFederationPlugin({
        name: app.name,
        filename: isRemote ? 'remoteEntry.js' : undefined,
        exposes: app.exposes,
        shareStrategy: 'loaded-first',
        shared: sharedSingletons(!isRemote),
        runtimePlugins: app.runtimePlugins?.map((plugin) => path.join(appDir, plugin)),
        dts: false,
        // In production the remotes leave the federation runtime to the shell, which provides its own:
        // one copy per page instead of one per remote. In development each app runs alone.
        experiments: {
          optimization: { target: 'web' },
          ...(dev ? {} : isRemote ? { externalRuntime: true } : { provideExternalRuntime: true }),
        },
      }),
      app.emitFiles && emitFilesPlugin(app.emitFiles),
      fs.existsSync(path.join(appDir, 'public')) &&
        new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
      hotReplaced && new ReactRefreshRspackPlugin(),
      // With this first line, V8 compiles every function of a script while it streams it, on a background
      // thread, instead of on the main thread at each first call (explicit compile hints; other engines
      // read a comment). The shell's start-up script spent about a fifth of its main-thread time compiling.
      !dev &&
        new rspack.BannerPlugin({
          banner: '//# allFunctionsCalledOnLoad',
          raw: true,
          test: /\.js$/,
          // After minification, which drops comments.
          stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        }),
      // A remote's entry script carries the SHA-384 of each chunk and stylesheet it loads later, and puts
      // it on their tags: once the page has checked the entry (a published release's, docs/decisions/024),
      // the browser checks all the rest. After the banner above, so the hashes are of the files served.
      isRemote &&
        !dev &&
        new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], htmlPlugin: false }),
      !dev && precompressPlugin(),
    ],
    // A remote's chunks run in the shell's page, which would send the requests that compile them on
    // demand to the shell's dev server instead of the remote's: a remote compiles all its code at once.
    ...(dev && isRemote ? { lazyCompilation: false } : {}),
    devServer: {
      port: app.devPort,
      hot: hotReplaced,
      liveReload: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: API_DEV_URL }],
    },
    performance: { hints: false },
  };
}
