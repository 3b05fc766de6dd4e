import { remoteCalled, REMOTES, type RemoteDescription } from '@rental/shared/federation/remote-modules.ts';

/** The remote a command names: `catalogue`, `mf-catalogue` or `mf_catalogue`. */
export function findRemote(name: string): RemoteDescription {
  const remote = remoteCalled(name);
  if (!remote) throw new Error(`Unknown remote "${name}". Known: ${REMOTES.map((r) => r.folder).join(', ')}`);
  return remote;
}
