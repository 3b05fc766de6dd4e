import { builtinModules } from 'node:module';
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { readJson, repoRoot } from './repository.ts';
import { sourceModules, sourceResolve } from './source-modules.ts';

const apiFolder = path.join(repoRoot, 'api');

/** The API's programs, each compiled to `api/dist/<name>.mjs`: the server and the operators' commands. */
export const API_ENTRIES = {
  server: './src/server.ts',
  quotes: './src/cli/quotes.ts',
  migrate: './src/cli/migrate.ts',
  seed: './src/cli/seed.ts',
} as const;

const builtins = new Set(builtinModules);

/**
 * Packages compiled into the programs rather than imported at run time. Node 26 reads a package's
 * `package.json` again for each of its modules it loads: drizzle-orm's is 179 kB over ~450 modules,
 * two of the server's start-up seconds, against milliseconds once bundled (docs/operations.md#sizing).
 */
const BUNDLED_PACKAGES = new Set(['drizzle-orm']);

const isPackageImport = (request: string) =>
  !request.startsWith('.') &&
  !path.isAbsolute(request) &&
  !request.startsWith('@rental/') &&
  !request.startsWith('node:') &&
  !builtins.has(request);

/** `drizzle-orm/pg-core` → `drizzle-orm`, `@fastify/static` → itself. */
const packageName = (request: string) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * What production installs for the API (`npm ci --omit=dev`): its own dependencies and those of the
 * workspace code it bundles. An import of anything else (a dev tool, a package only a build uses) would
 * run in development and fail in production, so the build refuses it.
 */
function productionPackages(): Set<string> {
  return new Set(
    ['api', 'shared'].flatMap((folder) =>
      Object.keys(readJson(path.join(repoRoot, folder, 'package.json')).dependencies ?? {}),
    ),
  );
}

/**
 * The API's build: its TypeScript and the workspace code it imports (`@rental/*`, raw TypeScript) compiled
 * into one ES module per program, so production runs plain JavaScript on Node without a TypeScript loader.
 * Every other package stays an `import` that Node resolves from `node_modules`.
 */
export function createApiServerConfig(): Configuration {
  const installed = productionPackages();
  return {
    name: 'api-server',
    mode: 'production',
    target: 'node24',
    context: apiFolder,
    entry: API_ENTRIES,
    devtool: 'source-map',
    output: {
      path: path.join(apiFolder, 'dist'),
      module: true,
      filename: '[name].mjs',
      chunkFormat: 'module',
      // Sources named relative to the map in api/dist: a stack trace names the TypeScript file where it is.
      devtoolModuleFilenameTemplate: '../[resource-path]',
      clean: true,
    },
    resolve: sourceResolve,
    module: {
      rules: sourceModules({ dev: false, refresh: false })?.rules,
      parser: {
        javascript: {
          // `import.meta.url` stays the running file's address: paths computed from it (api-folders.ts's
          // apiRoot, one folder up) find api/drizzle and api/media from api/dist as they did from api/src.
          importMeta: false,
          // A name that a module does not export fails the build, not the server at run time.
          exportsPresence: 'error',
        },
      },
    },
    externalsType: 'module',
    externals: [
      ({ request, context }, callback) => {
        if (!request || !isPackageImport(request) || BUNDLED_PACKAGES.has(packageName(request)))
          return callback();
        if (!installed.has(packageName(request)))
          return callback(
            new Error(
              `${request} (imported from ${context}) is no dependency of api/ or shared/: production would not install it`,
            ),
          );
        return callback(undefined, `module ${request}`);
      },
    ],
    // Stack traces point at readable code; the source maps take them back to the TypeScript.
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}
