import type { RemoteAssignment } from './remote-assignment.ts';
import type { Visitor } from '../visitor/read-visitor.ts';
import { assignChannel } from './channel-assignment.ts';
import type { RemoteName } from './remote-modules.ts';
import type { RemotesManifest } from './remotes-manifest.ts';

/**
 * Which build of each remote a visitor's page is rendered and hydrated with: an override from the address
 * or the session, a canary that failed in this browser, the kill switch, then the visitor's bucket.
 * The bucket depends only on the visitor's id and the rollout, so a visitor keeps their channel from one
 * page to the next, on the server and in the browser alike.
 */
export function visitorChannels(
  manifest: RemotesManifest,
  visitor: Pick<Visitor, 'overrides' | 'failedCanaries'> & { visitorId: string },
): RemoteAssignment[] {
  return (Object.entries(manifest) as [RemoteName, RemotesManifest[RemoteName]][]).map(
    ([remote, channels]): RemoteAssignment => {
      const override = visitor.overrides[remote];
      const { channel } = assignChannel({
        channels,
        override: override === 'canary' || override === 'stable' ? override : undefined,
        failedRolloutId: visitor.failedCanaries[remote],
        visitorId: visitor.visitorId,
      });
      const build = channel === 'canary' && channels.canary ? channels.canary : channels.stable;
      return {
        remote,
        channel,
        version: build.version,
        entry: build.entry,
        ...(build.release ? { release: build.release } : {}),
        ...(channels.canary ? { rolloutId: channels.canary.rolloutId } : {}),
        stable: { ...channels.stable },
      };
    },
  );
}
