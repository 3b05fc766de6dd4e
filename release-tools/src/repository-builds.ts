import fs from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import type { BuildManifest } from '@rental/shared/federation/build-manifest.ts';
import { manifestProblems, type SiteLibraries } from '@rental/shared/federation/remote-contract.ts';
import type { RemoteDescription } from '@rental/shared/federation/remote-modules.ts';
import { repoRoot } from '../../build-config/repository.ts';
import { sharedVersions } from '../../build-config/shared-versions.ts';

/*
 * The remotes' builds in this repository (`<remote>/dist/<version>/`), as the teams' commands check them
 * against the shell before publishing or rolling them out (docs/decisions/024). The site's own reading of
 * the builds it renders with is api/src/site/remote-builds.ts.
 */

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
