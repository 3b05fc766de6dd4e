import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { precompressPlugin } from '../build-config/plugins/precompress-plugin.ts';
import { sourceModules, sourceResolve } from '../build-config/source-modules.ts';

const OPS_PATH = '/ops/';
const API_DEV_URL = 'http://localhost:8080';

/**
 * The operators' console, a build of its own (docs/decisions/025): no federation, nothing shared with the
 * public pages' scripts, served by the site server under /ops/. Its charts are a chunk of their own, loaded
 * only by a remote's page.
 */
export default (_env: unknown, argv: { mode?: string }): Configuration => {
  const dev = argv.mode === 'development';
  const hashed = dev ? '[name].js' : 'assets/[name].[contenthash:8].js';
  return {
    mode: dev ? 'development' : 'production',
    target: ['web', 'es2022'],
    context: import.meta.dirname,
    entry: { console: './src/index.tsx' },
    devtool: dev ? 'cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(import.meta.dirname, 'dist'),
      publicPath: OPS_PATH,
      filename: hashed,
      chunkFilename: hashed,
      cssFilename: dev ? '[name].css' : 'assets/[name].[contenthash:8].css',
      cssChunkFilename: dev ? '[name].css' : 'assets/[name].[contenthash:8].css',
      clean: true,
    },
    resolve: sourceResolve,
    module: sourceModules({ dev, refresh: false }),
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: './src/index.html',
        filename: 'index.html',
        inject: 'body',
        scriptLoading: 'module',
        minify: !dev,
      }),
      !dev && precompressPlugin(),
    ],
    devServer: {
      port: 3010,
      historyApiFallback: { index: `${OPS_PATH}index.html` },
      devMiddleware: { publicPath: OPS_PATH },
      proxy: [{ context: ['/api'], target: API_DEV_URL }],
    },
    performance: { hints: false },
  };
};
