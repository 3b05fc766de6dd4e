import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, repoRoot } from '../../rspack.config.base.ts';

export type RemoteDefinition = (typeof REMOTES)[number];

/** Accepts `catalogue`, `mf-catalogue` or `mf_catalogue`. */
export function findRemote(name: string): RemoteDefinition {
  const remote = REMOTES.find((r) => [r.folder, r.name, r.folder.replace(/^mf-/, '')].includes(name));
  if (!remote) throw new Error(`Unknown remote "${name}". Known: ${REMOTES.map((r) => r.folder).join(', ')}`);
  return remote;
}

/** The versions built into `<remote>/dist/`, each a folder with its mf-manifest.json. */
export function builtVersions(remote: RemoteDefinition): string[] {
  const dist = path.join(repoRoot, remote.folder, 'dist');
  if (!fs.existsSync(dist)) return [];
  return fs
    .readdirSync(dist)
    .filter((version) => fs.existsSync(path.join(dist, version, 'mf-manifest.json')));
}

export const buildDir = (remote: RemoteDefinition, version: string) =>
  path.join(repoRoot, remote.folder, 'dist', version);
