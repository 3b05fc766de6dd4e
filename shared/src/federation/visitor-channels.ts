import type { RemoteAssignment } from './remote-assignment.ts';
import { assignChannel, parseOverrides, type Channel } from './channel-assignment.ts';
import type { RemoteName } from './remote-modules.ts';
import type { RemotesManifest } from './remotes-manifest.ts';

/**
 * The cookies that carry a visitor's rollout channels, so the server renders each page with the builds
 * the browser then hydrates (docs/decisions/015). None of them names the visitor beyond a random id.
 */
export const CHANNEL_COOKIES = {
  /** A random id, only to place the visitor in rollout buckets; a year, read by the server alone. */
  visitor: 'doral-rentals.visitor',
  /** `?mf=catalogue:canary`, remembered for the session. */
  overrides: 'doral-rentals.mf-overrides',
  /** The rollouts whose canary failed to load in this browser, this session: written by the browser. */
  failed: 'doral-rentals.mf-failed',
} as const;

/** `mf_catalogue:canary,mf_content:stable` ⇄ a map; anything else in the text is ignored. */
const readPairs = (text: string | undefined): Partial<Record<RemoteName, string>> =>
  Object.fromEntries(
    (text ?? '')
      .split(',')
      .map((pair) => pair.split(':'))
      .filter((pair): pair is [RemoteName, string] => pair.length === 2 && /^mf_\w+$/.test(pair[0]!)),
  );
export const writePairs = (pairs: Partial<Record<RemoteName, string>>): string =>
  Object.entries(pairs)
    .map(([remote, value]) => `${remote}:${value}`)
    .join(',');

export interface VisitorChannels {
  assignments: RemoteAssignment[];
  /** The overrides to remember for the session (those of the address, added to the remembered ones). */
  overrides: Partial<Record<RemoteName, Channel>>;
}

/**
 * Which build of each remote a visitor's page is rendered and hydrated with: an override from the address
 * or the session, a canary that failed in this browser, the kill switch, then the visitor's bucket.
 * The bucket depends only on the visitor's id and the rollout, so a visitor keeps their channel from one
 * page to the next, on the server and in the browser alike.
 */
export function visitorChannels(
  manifest: RemotesManifest,
  cookies: Partial<Record<string, string>>,
  search: string,
  visitorId: string,
): VisitorChannels {
  const overrides = {
    ...(readPairs(cookies[CHANNEL_COOKIES.overrides]) as Partial<Record<RemoteName, Channel>>),
    ...parseOverrides(search),
  };
  const failed = readPairs(cookies[CHANNEL_COOKIES.failed]);
  const assignments = (Object.entries(manifest) as [RemoteName, RemotesManifest[RemoteName]][]).map(
    ([remote, channels]): RemoteAssignment => {
      const override = overrides[remote];
      const { channel } = assignChannel({
        channels,
        override: override === 'canary' || override === 'stable' ? override : undefined,
        failedRolloutId: failed[remote],
        visitorId,
      });
      const build = channel === 'canary' && channels.canary ? channels.canary : channels.stable;
      return {
        remote,
        channel,
        version: build.version,
        entry: build.entry,
        ...(channels.canary ? { rolloutId: channels.canary.rolloutId } : {}),
        stable: { ...channels.stable },
      };
    },
  );
  return { assignments, overrides };
}

/** Adds a rollout to the browser's list of canaries that failed to load this session. */
export function failedCanaryCookie(
  current: string | undefined,
  remote: RemoteName,
  rolloutId: string,
): string {
  const value = writePairs({ ...readPairs(current), [remote]: rolloutId });
  return `${CHANNEL_COOKIES.failed}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
}
