import fs from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import { REMOTES, repoRoot, sharedVersions } from '../../rspack.config.base.ts';
import { contractProblems, type RemoteManifestJson } from '../src/federation/remote-contract.ts';

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

/**
 * Why a built version (in this repository, or deployed to `folder`) does not fit the shell: its manifest's
 * contract, and the server build the site renders its pages from, beside the browser build
 * (docs/decisions/015).
 */
export function buildProblems(
  remote: RemoteDefinition,
  version: string,
  folder = buildDir(remote, version),
): string[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'),
  ) as RemoteManifestJson;
  const problems = contractProblems(remote.name, manifest, sharedVersions(), satisfy);
  if (!fs.existsSync(path.join(folder, 'ssr', 'server-entry.cjs')))
    problems.push('it has no server build (ssr/server-entry.cjs)');
  return problems;
}
