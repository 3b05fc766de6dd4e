import fs from 'node:fs';
import path from 'node:path';
import type { BuildManifest } from '../federation/build-manifest.ts';
import { exposedModules } from '../federation/exposed-modules.ts';
import type { RemoteDescription } from '../federation/remote-modules.ts';

/**
 * A build of `remote` small enough to write in a test and whole enough for every check a rollout makes
 * (docs/decisions/024): a manifest that fits the shell, its entry script and a server build. `shared`
 * replaces the manifest's shared ranges (say, one the site cannot satisfy); `serverBuild: false` leaves
 * the server build out; `entryName` is the entry script the manifest names (the script is written as
 * `remoteEntry.js` whatever it says).
 */
export function writeRemoteBuild(
  folder: string,
  remote: RemoteDescription,
  options: { shared?: BuildManifest['shared']; serverBuild?: boolean; entryName?: string } = {},
): string {
  const manifest: BuildManifest = {
    metaData: { name: remote.name, remoteEntry: { name: options.entryName ?? 'remoteEntry.js', path: '' } },
    exposes: exposedModules(remote.name).map((module) => ({ name: module.slice(2), path: module })),
    shared: options.shared ?? [],
  };
  fs.mkdirSync(path.join(folder, 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), `globalThis.${remote.name} = {};\n`);
  if (options.serverBuild !== false)
    fs.writeFileSync(path.join(folder, 'ssr', 'server-entry.cjs'), 'module.exports = {};\n');
  return folder;
}
