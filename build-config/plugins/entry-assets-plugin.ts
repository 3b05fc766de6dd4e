import type { Compiler } from '@rspack/core';

/**
 * Writes `client-assets.json`: the scripts and stylesheets of the app's entry, by their hashed addresses,
 * for the server that renders its pages (docs/decisions/015).
 */
export function entryAssetsPlugin(publicPath: string) {
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
