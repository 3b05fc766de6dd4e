import fs from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import type { BuildManifest } from '@rental/shared/federation/build-manifest.ts';
import { manifestProblems, type SiteLibraries } from '@rental/shared/federation/remote-contract.ts';
import { remoteCalled, REMOTES, type RemoteDescription } from '@rental/shared/federation/remote-modules.ts';
import { repoRoot } from '../../build-config/repository.ts';
import { sharedVersions } from '../../build-config/shared-versions.ts';

/** Accepts `catalogue`, `mf-catalogue` or `mf_catalogue`. */
export function findRemote(name: string): RemoteDescription {
  const remote = remoteCalled(name);
  if (!remote) throw new Error(`Unknown remote "${name}". Known: ${REMOTES.map((r) => r.folder).join(', ')}`);
  return remote;
}

/** The versions built into `<remote>/dist/`, each a folder with its mf-manifest.json. */
export function builtVersions(remote: RemoteDescription): string[] {
  const dist = path.join(repoRoot, remote.folder, 'dist');
  if (!fs.existsSync(dist)) return [];
  return fs
    .readdirSync(dist)
    .filter((version) => fs.existsSync(path.join(dist, version, 'mf-manifest.json')));
}

export const buildDir = (remote: RemoteDescription, version: string) =>
  path.join(repoRoot, remote.folder, 'dist', version);

/** What this repository's shell gives its remotes: the libraries installed here, as the builds take them. */
export const siteLibraries = (): SiteLibraries => ({ versions: sharedVersions(), satisfies: satisfy });

/** Why a built version (in this repository, or deployed to `folder`) does not fit the shell. */
export function buildProblems(
  remote: RemoteDescription,
  version: string,
  folder = buildDir(remote, version),
): string[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'),
  ) as BuildManifest;
  return manifestProblems(
    remote,
    manifest,
    fs.existsSync(path.join(folder, 'ssr', 'server-entry.cjs')),
    siteLibraries(),
  );
}
