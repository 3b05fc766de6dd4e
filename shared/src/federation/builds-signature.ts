import type { RemoteAssignment } from './remote-assignment.ts';

/**
 * What a visitor's page depends on of their rollout buckets, in a few bytes (docs/architecture.md#rollouts):
 * the remotes not on stable, as `remote:channel:rolloutId`, sorted by remote; empty when every remote is on
 * stable. The server compares it with the browser's `doral-rentals.builds` cookie, and a shared cache keys
 * pages by that cookie.
 */
export function buildsSignature(
  assignments: readonly Pick<RemoteAssignment, 'remote' | 'channel' | 'rolloutId'>[],
): string {
  return assignments
    .filter((assignment) => assignment.channel !== 'stable')
    .map(({ remote, channel, rolloutId }) => `${remote}:${channel}:${rolloutId ?? ''}`)
    .sort()
    .join(',');
}
