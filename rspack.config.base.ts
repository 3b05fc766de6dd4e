import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { REMOTE_EXPOSES } from './shared/src/federation/remote-modules.ts';

/** The three remotes: container name (identifier-safe), folder, dev-server port. */
export const REMOTES = [
  { name: 'mf_catalogue', folder: 'mf-catalogue', devPort: 3001 },
  { name: 'mf_cart_quote', folder: 'mf-cart-quote', devPort: 3002 },
  { name: 'mf_content', folder: 'mf-content', devPort: 3003 },
] as const;
export type RemoteName = (typeof REMOTES)[number]['name'];

export const SHELL_DEV_PORT = 3000;
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
  for (const pkg of [
    'react',
    'react-dom',
    'react-router',
    'react-router-dom',
    'i18next',
    'react-i18next',
    'valtio',
  ]) {
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

/** DESIGN §3: the shared singletons, declared once, each with the version range the app was built against. */
function sharedSingletons() {
  const singleton = (pkg: string) => ({ singleton: true, requiredVersion: `^${installedVersion(pkg)}` });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router'),
    'react-router/': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    valtio: singleton('valtio'),
    'valtio/': singleton('valtio'),
    '@rental/shared/': { singleton: true, requiredVersion: `^${packageVersion('shared')}` },
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

/** Where a remote's production build lands: a self-contained folder per version (DESIGN §1). */
export const remoteOutputDir = (folder: string) => path.join(repoRoot, folder, 'dist', buildVersion(folder));

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

export function createAppConfig(app: AppDefinition, argv: { mode?: string } = {}): Configuration {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const dev = mode === 'development';
  const appDir = path.join(repoRoot, app.folder);
  const isRemote = Boolean(app.exposes);
  const version = buildVersion(app.folder);
  const outputDir = isRemote && !dev ? remoteOutputDir(app.folder) : path.join(appDir, 'dist');
  const hashed = dev ? '[name].js' : '[name].[contenthash:8].js';

  return {
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    devtool: dev ? 'cheap-module-source-map' : 'source-map',
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
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
            },
          },
        },
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
        { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './index.html', inject: 'body' }),
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
        shared: sharedSingletons(),
        runtimePlugins: app.runtimePlugins?.map((plugin) => path.join(appDir, plugin)),
        dts: false,
        experiments: { optimization: { target: 'web' } },
      }),
      app.emitFiles && emitFilesPlugin(app.emitFiles),
      fs.existsSync(path.join(appDir, 'public')) &&
        new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
      dev && new ReactRefreshRspackPlugin(),
    ],
    devServer: {
      port: app.devPort,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: API_DEV_URL }],
    },
    performance: { hints: false },
  };
}

/** A remote's whole config: its name and port from REMOTES, its exposes from the shared contract table. */
export function createRemoteConfig(
  folder: (typeof REMOTES)[number]['folder'],
  argv: { mode?: string },
): Configuration {
  const remote = REMOTES.find((candidate) => candidate.folder === folder);
  if (!remote) throw new Error(`Unknown remote folder ${folder}`);
  const exposes = Object.fromEntries(
    REMOTE_EXPOSES[remote.name].map((expose) => [expose, `./src/exposed/${expose.slice(2)}.tsx`]),
  );
  return createAppConfig({ folder, name: remote.name, devPort: remote.devPort, exposes }, argv);
}
