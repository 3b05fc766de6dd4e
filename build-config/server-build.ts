import { rspack, type Configuration } from '@rspack/core';
import { isServerShared } from '@rental/shared/seams/server-shared-modules.ts';
import { serverSharedSlot } from '@rental/shared/seams/global-slots.ts';
import { RENDER_WORKER_ENTRY } from '@rental/shared/seams/render-worker-file.ts';
import type { AppDefinition } from './app-definition.ts';
import { buildVersion, serverOutputDir } from './app-folders.ts';
import { createBrowserConfig } from './browser-build.ts';

/**
 * An app's server build (docs/decisions/015): the same sources for Node, CommonJS in one file, with CSS
 * modules giving only their class names (the same names as the browser build's) and no styles. The shell's
 * is the render worker; a remote's exposes its page modules beside its browser build, in `<version>/ssr/`.
 */
export function createServerConfig(app: AppDefinition): Configuration {
  const browser = createBrowserConfig(app, { mode: 'production' });
  const isRemote = Boolean(app.exposes);
  return {
    mode: 'production',
    target: 'node24',
    context: browser.context,
    entry: { [isRemote ? 'server-entry' : RENDER_WORKER_ENTRY]: './src/server-entry.ts' },
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
        if (!request || !isServerShared(request)) return callback();
        // The shell resolves them from node_modules; a remote takes the shell's copies.
        return isRemote
          ? callback(undefined, `var ${serverSharedSlot.source()}(${JSON.stringify(request)})`)
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
