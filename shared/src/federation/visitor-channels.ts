import type { RemoteAssignment } from './remote-assignment.ts';
import type { Visitor } from '../visitor/read-visitor.ts';
import { assignChannel, type Channel, type Rollout } from './channel-assignment.ts';
import type { RemoteName } from './remote-modules.ts';
import type { RemotesManifest } from './remotes-manifest.ts';

/** A remote's canary as every page carries it, for the browser to place itself (docs/architecture.md#rollouts). */
export interface PageRollout extends Rollout {
  remote: RemoteName;
}

type VisitorInputs = Pick<Visitor, 'overrides' | 'failedCanaries' | 'bucketId'>;

function channelOf(remote: RemoteName, canary: Rollout | undefined, visitor: VisitorInputs): Channel {
  const override = visitor.overrides[remote];
  return assignChannel({
    canary,
    override: override === 'canary' || override === 'stable' ? override : undefined,
    failedRolloutId: visitor.failedCanaries[remote],
    bucketId: visitor.bucketId,
  }).channel;
}

/**
 * Which build of each remote a visitor's page is rendered and hydrated with: an override from the address
 * or the session, a canary that failed in this browser, the kill switch, then the visitor's bucket.
 * The bucket depends only on the visitor's id and the rollout, so a visitor keeps their channel from one
 * page to the next, on the server and in the browser alike.
 */
export function visitorChannels(manifest: RemotesManifest, visitor: VisitorInputs): RemoteAssignment[] {
  return (Object.entries(manifest) as [RemoteName, RemotesManifest[RemoteName]][]).map(
    ([remote, channels]): RemoteAssignment => {
      const channel = channelOf(remote, channels.canary, visitor);
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

/** The rollouts a page carries: every canary of the manifest it was rendered from, the same for everyone. */
export const pageRollouts = (manifest: RemotesManifest): PageRollout[] =>
  (Object.entries(manifest) as [RemoteName, RemotesManifest[RemoteName]][]).flatMap(([remote, { canary }]) =>
    canary ? [{ remote, rolloutId: canary.rolloutId, percent: canary.percent }] : [],
  );

/**
 * The browser's side of `visitorChannels`: the channel of each remote with a canary, from the rollouts
 * its page carries and its own cookies. A remote without a canary is on stable.
 */
export const rolloutChannels = (
  rollouts: readonly PageRollout[],
  visitor: VisitorInputs,
): { remote: RemoteName; channel: Channel; rolloutId: string }[] =>
  rollouts.map((rollout) => ({
    remote: rollout.remote,
    channel: channelOf(rollout.remote, rollout, visitor),
    rolloutId: rollout.rolloutId,
  }));
