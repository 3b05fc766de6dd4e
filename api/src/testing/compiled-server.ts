import fs from 'node:fs';
import path from 'node:path';

const serverFile = path.resolve(import.meta.dirname, '../../dist/server.mjs');

/**
 * The arguments to `node` that start the site's server as production runs it: the build's JavaScript
 * (`npm run build`), its stack traces mapped back to the TypeScript. Tests and journeys start this one, so
 * what they pass is what ships.
 */
export function compiledServerArgs(): string[] {
  if (!fs.existsSync(serverFile))
    throw new Error(`${serverFile} is missing: build the server first (npm run build -w api)`);
  return ['--enable-source-maps', serverFile];
}
