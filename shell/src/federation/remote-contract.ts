import type { BuildManifest } from '@rental/shared/federation/build-manifest.ts';
import { exposedModules } from '@rental/shared/federation/exposed-modules.ts';
import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import { incompatibleSingletons } from './shared-compatibility.ts';

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
