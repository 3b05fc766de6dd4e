import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Compiler } from '@rspack/core';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
// remotes.json is edited in place to ship a remote: a compressed copy would go stale.
const NEVER_PRECOMPRESSED = new Set(['remotes.json', 'mf-stats.json', 'client-assets.json']);

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text asset, at the highest levels, once
 * at build time: the server sends them as they are, so no request pays for compression.
 */
export function precompressPlugin() {
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
