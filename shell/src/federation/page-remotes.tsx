import { createContext, use, useSyncExternalStore } from 'react';
import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';
import { shellRuntime } from '@rental/shared/seams/shell-runtime.ts';

/** The builds of the remotes this page was rendered with, the same on the server and in the browser. */
export const PageRemotesContext = createContext<readonly RemoteAssignment[]>([]);

const usePageRemote = (remote: RemoteName): RemoteAssignment | undefined =>
  use(PageRemotesContext).find((assignment) => assignment.remote === remote);

const unchanging = () => () => undefined;

/**
 * The version of a remote's build that runs: as the server rendered it while the page hydrates, then the
 * version the browser's copy declares, which differs when a canary fell back to stable in the browser.
 */
export function useRemoteVersion(remote: RemoteName): string | undefined {
  const assignment = usePageRemote(remote);
  const rendered = assignment?.renderedVersion ?? assignment?.version;
  return useSyncExternalStore(
    unchanging,
    () => shellRuntime().loadedVersions.get(remote) ?? rendered,
    () => rendered,
  );
}

/**
 * Whether the page is hydrating HTML the server rendered with another build of `remote` than the one the
 * browser now runs: its canary failed to load here and it fell back to stable. That HTML is not the
 * stable's (its texts, its elements, its class names), so the region must be rendered afresh rather than
 * hydrated. False once hydrated, and wherever the server never loaded the remote's code.
 */
export function useHydratesAnotherBuild(remote: RemoteName): boolean {
  const rendered = usePageRemote(remote)?.renderedVersion;
  return useSyncExternalStore(
    unchanging,
    () => false,
    () => {
      const loaded = shellRuntime().loadedVersions.get(remote);
      return rendered !== undefined && loaded !== undefined && loaded !== rendered;
    },
  );
}
