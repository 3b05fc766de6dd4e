import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { REMOTES, type RemoteFolder } from './shared/src/federation/remote-modules.ts';

export const API_DEV_URL = 'http://localhost:8080';

export const repoRoot = import.meta.dirname;
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
export const packageVersion = (folder: string): string =>
  readJson(path.join(repoRoot, folder, 'package.json')).version;

const installedVersion = (pkg: string): string =>
  readJson(path.join(repoRoot, 'node_modules', pkg, 'package.json')).version;

/** The versions of the shared libraries this build bundles, keyed as the federation manifest names them. */
export function sharedVersions(): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const pkg of ['react', 'react-dom', 'i18next', 'react-i18next', 'valtio', 'axios']) {
    versions[pkg] = installedVersion(pkg);
  }
  return versions;
}

/**
 * The version a build is stamped with: the package.json version, or MF_BUILD_VERSION (which the federation
 * manifest also reads) to build the same code as another version, e.g. a canary.
 */
export const buildVersion = (folder: string): string =>
  process.env.MF_BUILD_VERSION?.trim() || packageVersion(folder);

/**
 * The modules of the `shared` workspace that hold state or give React an identity, so every app must use
 * the one copy: the router module (react-router's contexts live inside it), the i18n set-up (which texts
 * each app registered), the cart. The rest of `shared` (contracts, API calls, UI kit, data) is bundled into
 * each app that imports it: shared, a module the shell does not use was fetched by the remote after the
 * share scope settled, a second round of requests before any page could render. ESLint reads the
 * same list (`sharedSingletons` in eslint.config.js) to stop relative imports of them inside `shared`.
 */
const STATEFUL_SHARED_MODULES: string[] = readJson(
  path.join(repoRoot, 'shared/src/federation/stateful-shared-modules.json'),
);

/**
 * The shared singletons (docs/architecture.md#federation), declared once, each with the version range the app was built against.
 * The shell provides them eagerly, inside its first script: the first screen then needs no second round
 * of requests for React and the router before anything can render. Remotes stay lazy, so they
 * take the shell's copies. axios is shared so that every remote's API calls reuse the shell's copy. The
 * router is shared through `@rental/shared/routes/router.ts` rather than as a package, so the shell's
 * bundle keeps only the parts of react-router the site uses.
 */
function sharedSingletons(eager: boolean) {
  const singleton = (pkg: string) => ({
    singleton: true,
    eager,
    requiredVersion: `^${installedVersion(pkg)}`,
  });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    valtio: singleton('valtio'),
    'valtio/': singleton('valtio'),
    // Never eager: the client downloads it with the first request (shared/src/api-client/http-client.ts).
    axios: { ...singleton('axios'), eager: false },
    ...Object.fromEntries(
      STATEFUL_SHARED_MODULES.map((module) => [
        `@rental/shared/${module}`,
        { singleton: true, eager, requiredVersion: `^${packageVersion('shared')}` },
      ]),
    ),
  };
}

export interface AppDefinition {
  /** The app's folder name under the repository root. */
  folder: string;
  /** Federation container name. */
  name: string;
  devPort: number;
  /** Remotes only: what the federation config exposes (`src/exposed/…`). */
  exposes?: Record<string, string>;
  /** Host only: runtime plugins (paths relative to the app folder). */
  runtimePlugins?: string[];
  /** Values compiled into the app (DefinePlugin). */
  define?: Record<string, unknown>;
  /** Extra files written into the build output, by name (e.g. the shell's `remotes.json`). */
  emitFiles?: Record<string, string>;
}

/** Where a remote's production build lands: a self-contained folder per version (docs/architecture.md#delivery). */
export const remoteOutputDir = (folder: string) => path.join(repoRoot, folder, 'dist', buildVersion(folder));

/** Where an app's server build lands: beside its browser build, in `ssr/` (docs/decisions/015). */
export const serverOutputDir = (app: { folder: string; exposes?: unknown }) =>
  app.exposes
    ? path.join(remoteOutputDir(app.folder), 'ssr')
    : path.join(repoRoot, app.folder, 'dist', 'server');

/** The URL path under which the site host serves a remote's versioned folder. */
export const remotePublicPath = (folder: string) => `/remotes/${folder}/${packageVersion(folder)}/`;

function emitFilesPlugin(files: Record<string, string>) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('EmitFiles', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'EmitFiles', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            for (const [name, content] of Object.entries(files)) {
              compilation.emitAsset(name, new compiler.rspack.sources.RawSource(content));
            }
          },
        );
      });
    },
  };
}

/**
 * Writes `client-assets.json`: the scripts and stylesheets of the app's entry, by their hashed addresses,
 * for the server that renders its pages (docs/decisions/015).
 */
function entryAssetsPlugin(publicPath: string) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('EntryAssets', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'EntryAssets', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            const files = compilation.entrypoints.get('main')?.getFiles() ?? [];
            const of = (extension: string) =>
              files.filter((file) => file.endsWith(extension)).map((file) => `${publicPath}${file}`);
            const assets = { scripts: of('.js'), styles: of('.css'), preloads: [] };
            compilation.emitAsset(
              'client-assets.json',
              new compiler.rspack.sources.RawSource(`${JSON.stringify(assets, null, 2)}\n`),
            );
          },
        );
      });
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
// remotes.json is edited in place to ship a remote: a compressed copy would go stale.
const NEVER_PRECOMPRESSED = new Set(['remotes.json', 'mf-stats.json', 'client-assets.json']);

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text asset, at the highest levels, once
 * at build time: the server sends them as they are, so no request pays for compression.
 */
function precompressPlugin() {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('Precompress', (compilation) => {
        compilation.hooks.processAssets.tapPromise(
          { name: 'Precompress', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          async () => {
            const { RawSource } = compiler.rspack.sources;
            await Promise.all(
              compilation
                .getAssets()
                .filter(
                  (asset) =>
                    COMPRESSIBLE.test(asset.name) &&
                    !NEVER_PRECOMPRESSED.has(asset.name) &&
                    asset.source.size() > 1024,
                )
                .map(async (asset) => {
                  const content = asset.source.buffer();
                  const [br, gz] = await Promise.all([
                    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
                    gzip(content, { level: 9 }),
                  ]);
                  compilation.emitAsset(`${asset.name}.br`, new RawSource(br));
                  compilation.emitAsset(`${asset.name}.gz`, new RawSource(gz));
                }),
            );
          },
        );
      });
    },
  };
}

/**
 * The page the dev server and a remote's standalone build open, where the browser renders everything; the
 * site server renders the built site's pages itself (docs/architecture.md#rendering). Only the shell's
 * origin has the site's icon; a remote's page names an empty one, or the browser asks its origin for one.
 */
const developmentPage = (title: string, withIcon: boolean) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="dark" />
    <meta name="theme-color" content="#111114" />
    ${withIcon ? '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />' : '<link rel="icon" href="data:," />'}
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

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

export function createAppConfig(app: AppDefinition, argv: { mode?: string } = {}): Configuration {
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
    entry: { main: './src/index.ts' },
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
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      parser: { 'css/module': { namedExports: false } },
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              // Every browser the site supports runs ES2022: no down-levelled async code to ship and run.
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: dev, refresh: hotReplaced } },
            },
          },
        },
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
        { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      // The site server renders the shell's pages; this page serves only the dev server and a remote's
      // standalone build.
      (dev || isRemote) &&
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

/**
 * An app's configs: in production its browser build and its server build (docs/decisions/015); in
 * development the browser build alone, which the dev server serves without server rendering.
 */
export function createAppConfigs(app: AppDefinition, argv: { mode?: string } = {}): Configuration[] {
  const browser = { ...createAppConfig(app, argv), name: `${app.folder}-browser` };
  if (argv.mode === 'development') return [browser];
  // After the browser build, whose clean-up of the version folder would otherwise remove `ssr/`.
  return [
    browser,
    { ...createServerConfig(app), name: `${app.folder}-server`, dependencies: [browser.name] },
  ];
}

/** A remote's whole config: its name, port and exposes from the description of the remotes. */
export function createRemoteConfig(folder: RemoteFolder, argv: { mode?: string }): Configuration[] {
  const remote = REMOTES.find((candidate) => candidate.folder === folder);
  if (!remote) throw new Error(`Unknown remote folder ${folder}`);
  const exposes = Object.fromEntries(
    remote.exposes.map((expose) => [expose, `./src/exposed/${expose.slice(2)}.tsx`]),
  );
  return createAppConfigs({ folder, name: remote.name, devPort: remote.devPort, exposes }, argv);
}

/**
 * The packages the shell's server build provides to the remotes' server builds, as the federation's shared
 * singletons do in the browser: one React, one router and one i18next per render worker. A remote's server
 * build reads them from the worker's slot instead of bundling or resolving them itself, so a version folder
 * runs wherever it is copied (docs/decisions/015).
 */
export const SERVER_SHARED_MODULES: string[] = readJson(
  path.join(repoRoot, 'shared/src/federation/server-shared-modules.json'),
);
const SERVER_SHARED_SLOT = 'doral-rentals.server-shared';

/**
 * An app's server build (docs/decisions/015): the same sources for Node, CommonJS in one file, with CSS
 * modules giving only their class names (the same names as the browser build's) and no styles. The shell's
 * is the render worker; a remote's exposes its page modules beside its browser build, in `<version>/ssr/`.
 */
export function createServerConfig(app: AppDefinition): Configuration {
  const browser = createAppConfig(app, { mode: 'production' });
  const isRemote = Boolean(app.exposes);
  const isShared = (request: string) =>
    SERVER_SHARED_MODULES.some((name) => request === name || request.startsWith(`${name}/`));
  return {
    mode: 'production',
    target: 'node20.19',
    context: browser.context,
    entry: { [isRemote ? 'server-entry' : 'render-worker']: './src/server-entry.ts' },
    devtool: 'source-map',
    output: {
      path: serverOutputDir(app),
      // Same unique name as the browser build: CSS module class names are derived from it.
      uniqueName: browser.output?.uniqueName,
      // CommonJS in packages whose package.json says ES modules.
      filename: '[name].cjs',
      chunkFilename: '[name].cjs',
      library: { type: 'commonjs2' },
      chunkFormat: 'commonjs',
      chunkLoading: 'require',
      publicPath: '/',
      clean: true,
    },
    resolve: browser.resolve,
    module: {
      parser: browser.module?.parser,
      generator: { 'css/module': { exportsOnly: true }, css: { exportsOnly: true } },
      rules: browser.module?.rules,
    },
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) => {
        if (!request || !isShared(request)) return callback();
        // The shell resolves them from node_modules; a remote takes the shell's copies.
        return isRemote
          ? callback(
              undefined,
              `var globalThis[Symbol.for(${JSON.stringify(SERVER_SHARED_SLOT)})](${JSON.stringify(request)})`,
            )
          : callback(undefined, `commonjs ${request}`);
      },
    ],
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      new rspack.DefinePlugin(
        Object.fromEntries(
          Object.entries({ ...app.define, __BUILD_VERSION__: buildVersion(app.folder) }).map(
            ([key, value]) => [key, JSON.stringify(value)],
          ),
        ),
      ),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    performance: { hints: false },
  };
}
