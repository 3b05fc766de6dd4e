import { REMOTE_EXPOSES, type RemoteName } from '@rental/shared/federation/remote-modules.ts';
import { incompatibleSingletons, type ManifestShared } from './shared-compatibility.ts';

export interface RemoteManifestJson {
  metaData?: { name?: string; buildInfo?: { buildVersion?: string } };
  exposes?: { name: string }[];
  shared?: ManifestShared[];
}

/**
 * What the shell expects of a remote build, checked from its mf-manifest.json before it is deployed:
 * the right container name, every module the shell mounts, and shared ranges the site satisfies.
 */
export function contractProblems(
  remote: RemoteName,
  manifest: RemoteManifestJson,
  siteVersions: Readonly<Record<string, string>>,
  satisfies: (version: string, range: string) => boolean,
): string[] {
  const problems: string[] = [];
  if (manifest.metaData?.name !== remote)
    problems.push(`the container is named ${manifest.metaData?.name ?? 'nothing'}, not ${remote}`);
  const exposed = new Set((manifest.exposes ?? []).map((expose) => expose.name.replace(/^\.\//, '')));
  for (const expected of REMOTE_EXPOSES[remote]) {
    if (!exposed.has(expected.slice(2))) problems.push(`it does not expose ${expected}`);
  }
  problems.push(...incompatibleSingletons(manifest.shared ?? [], siteVersions, satisfies));
  return problems;
}
