import { REMOTES, type RemoteName } from './remote-modules.ts';
import type { CanaryBuild } from './remotes-manifest.ts';

export type Channel = 'stable' | 'canary';

export type AssignmentReason =
  'failed-this-session' | 'override' | 'no-canary' | 'kill-switch' | 'no-bucket-id' | 'bucket';

export interface Assignment {
  channel: Channel;
  reason: AssignmentReason;
}

/** What decides who is on a canary: the same for every visitor, so every page can carry it. */
export type Rollout = Pick<CanaryBuild, 'rolloutId' | 'percent'>;

export interface AssignmentInputs {
  /** The remote's canary, if it has one. */
  canary: Rollout | undefined;
  /** From `?mf=catalogue:canary`, remembered for the session. */
  override?: Channel;
  /** The rollout whose canary failed to load in this session. */
  failedRolloutId?: string;
  /** The random id the browser keeps (`doral-rentals.bucket-id`); none until its first page has run. */
  bucketId: string | undefined;
}

/** FNV-1a, 32 bit: a fast, well-spread hash; enough to split visitors into buckets, not for secrets. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The visitor's place in a rollout, 0 ≤ bucket < 100; salting with the rollout id reshuffles every release. */
export function bucketOf(bucketId: string, rolloutId: string): number {
  return (fnv1a(`${bucketId}:${rolloutId}`) % 10_000) / 100;
}

/**
 * Which build of a remote this page load gets (docs/architecture.md#federation). A canary that failed this session is never
 * tried again; an explicit override may pick only the entries remotes.json lists; `percent: 0` or no
 * canary sends everyone else to stable; otherwise the visitor's bucket decides, the same for a visitor on
 * every page of a rollout. A visitor without a bucket id yet (a first view) is on stable unless the canary
 * is everyone's, so that every first view is one page a shared cache can keep (docs/architecture.md#rollouts).
 */
export function assignChannel(inputs: AssignmentInputs): Assignment {
  const { canary } = inputs;
  if (canary && inputs.failedRolloutId === canary.rolloutId)
    return { channel: 'stable', reason: 'failed-this-session' };
  if (inputs.override) return { channel: canary ? inputs.override : 'stable', reason: 'override' };
  if (!canary) return { channel: 'stable', reason: 'no-canary' };
  if (canary.percent <= 0) return { channel: 'stable', reason: 'kill-switch' };
  if (inputs.bucketId === undefined)
    return { channel: canary.percent >= 100 ? 'canary' : 'stable', reason: 'no-bucket-id' };
  return {
    channel: bucketOf(inputs.bucketId, canary.rolloutId) < canary.percent ? 'canary' : 'stable',
    reason: 'bucket',
  };
}

/**
 * A remote's names in `?mf=`, which is read lower-cased: its short name, also without the hyphen
 * (`cartquote`), or its container name.
 */
const REMOTE_ALIASES: ReadonlyMap<string, RemoteName> = new Map(
  REMOTES.flatMap(({ name, shortName }) =>
    [shortName, shortName.replace('-', ''), name].map((alias) => [alias, name] as const),
  ),
);

/** `?mf=catalogue:canary&mf=content:stable` (or comma-separated). Anything else in the parameter is ignored. */
export function parseOverrides(search: string): Partial<Record<RemoteName, Channel>> {
  const overrides: Partial<Record<RemoteName, Channel>> = {};
  for (const value of new URLSearchParams(search).getAll('mf')) {
    for (const pair of value.split(',')) {
      const [name, channel] = pair.trim().toLowerCase().split(':');
      const remote = name ? REMOTE_ALIASES.get(name) : undefined;
      if (remote && (channel === 'stable' || channel === 'canary')) overrides[remote] = channel;
    }
  }
  return overrides;
}
