import type { Compiler } from '@rspack/core';

/** Writes the given files into the build output, by name. */
export function emitFilesPlugin(files: Record<string, string>) {
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
