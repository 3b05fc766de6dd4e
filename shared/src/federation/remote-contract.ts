import type { BuildManifest } from './build-manifest.ts';
import { exposedModules } from './exposed-modules.ts';
import type { RemoteDescription, RemoteName } from './remote-modules.ts';
import { incompatibleSingletons } from './shared-compatibility.ts';

/**
 * The shared libraries the site gives every remote, and the federation runtime's own range check: the
 * caller brings both, so the check says what the browser's runtime will say, and this module stays free of
 * the runtime and of the files the versions are read from.
 */
export interface SiteLibraries {
  versions: Readonly<Record<string, string>>;
  satisfies: (version: string, range: string) => boolean;
}

/**
 * What the shell expects of a remote build, checked from its mf-manifest.json before it is deployed:
 * the right container name, every module the shell mounts, and shared ranges the site satisfies.
 */
export function contractProblems(
  remote: RemoteName,
  manifest: BuildManifest,
  siteVersions: Readonly<Record<string, string>>,
  satisfies: (version: string, range: string) => boolean,
): string[] {
  const problems: string[] = [];
  if (manifest.metaData?.name !== remote)
    problems.push(`the container is named ${manifest.metaData?.name ?? 'nothing'}, not ${remote}`);
  const exposed = new Set((manifest.exposes ?? []).map((expose) => expose.name.replace(/^\.\//, '')));
  for (const expected of exposedModules(remote)) {
    if (!exposed.has(expected.slice(2))) problems.push(`it does not expose ${expected}`);
  }
  problems.push(...incompatibleSingletons(manifest.shared ?? [], siteVersions, satisfies));
  return problems;
}

/**
 * Why a build does not fit the shell: its manifest's contract, and the server build the site renders its
 * pages from, beside the browser build (docs/decisions/015). The rollout command, the contract check and
 * the operators' console all ask this one function (docs/decisions/025).
 */
export function manifestProblems(
  remote: RemoteDescription,
  manifest: BuildManifest,
  hasServerBuild: boolean,
  site: SiteLibraries,
): string[] {
  const problems = contractProblems(remote.name, manifest, site.versions, site.satisfies);
  if (!hasServerBuild) problems.push('it has no server build (ssr/server-entry.cjs)');
  return problems;
}
