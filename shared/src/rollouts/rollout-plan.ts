import type { RemoteName } from '../federation/remote-modules.ts';
import type { CanaryBuild, RemoteBuild, RemoteChannels } from '../federation/remotes-manifest.ts';

/** Who changed a rollout: a person with the rollout command, or the rollout guard on its own. */
export type RolloutActor = 'operator' | 'guard';

export type RolloutAction = 'start' | 'percent' | 'promote' | 'rollback' | 'kill' | 'ramp';

/** One line of the rollout history kept beside remotes.json (docs/decisions/016). */
export interface RolloutHistoryEntry {
  at: string;
  remote: RemoteName;
  action: RolloutAction;
  by: RolloutActor;
  /** The operator's name, for a change made from the operators' console (docs/decisions/025). */
  operator?: string;
  /** Why, for a change the guard made (and for an operator who gave `--reason`). */
  reason?: string;
  before: RemoteChannels;
  after: RemoteChannels;
}

/** A change that does not make sense for the rollout as it stands; its message says why. */
export class RolloutRefused extends Error {
  override name = 'RolloutRefused';
}

/** A change made from a view of the rollout that is no longer current: it is never applied. */
export class RolloutConflict extends RolloutRefused {
  override name = 'RolloutConflict';
}

/** A ramp's steps: a healthy canary climbs one step per guard window, then is promoted. */
export const RAMP_STEPS = [5, 25, 50, 100] as const;

/** The first percent of a rollout started without `--percent`. */
export const DEFAULT_START_PERCENT = 10;

export interface StartOptions {
  build: RemoteBuild;
  percent?: number;
  ramp: boolean;
  now: Date;
}

const checkPercent = (percent: number) => {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RolloutRefused(`the percent must be a whole number from 0 to 100 (got ${percent})`);
  return percent;
};

/** A new canary of `build` beside the current stable. */
export function startCanary(channels: RemoteChannels, options: StartOptions): RemoteChannels {
  const { build, ramp, now } = options;
  if (build.version === channels.stable.version)
    throw new RolloutRefused(`${build.version} is already the stable version`);
  const running = channels.canary;
  if (running && running.percent > 0)
    throw new RolloutRefused(
      `${running.version} is already on canary at ${running.percent} %: promote it or kill it first`,
    );
  const percent = checkPercent(options.percent ?? (ramp ? RAMP_STEPS[0] : DEFAULT_START_PERCENT));
  if (ramp && options.percent !== undefined && !(RAMP_STEPS as readonly number[]).includes(percent))
    throw new RolloutRefused(`a ramp starts at one of its steps: ${RAMP_STEPS.join(', ')} %`);
  const at = now.toISOString();
  return {
    stable: channels.stable,
    canary: {
      ...build,
      percent,
      // A new id reshuffles the buckets: a visitor's channel in one rollout says nothing of the next.
      // Letters, digits and dots only: the id travels in a cookie of `remote:id` pairs.
      rolloutId: `${build.version}.${now.getTime().toString(36)}`,
      since: at,
      percentSince: at,
      ...(ramp ? { ramp: true } : {}),
    },
  };
}

const runningCanary = (channels: RemoteChannels) => {
  if (!channels.canary) throw new RolloutRefused('there is no canary');
  return channels.canary;
};

/** The canary's share of visitors; a ramp set by hand stops ramping. */
export function setPercent(channels: RemoteChannels, percent: number, now: Date): RemoteChannels {
  const canary = runningCanary(channels);
  const { ramp: _ramp, ...rest } = canary;
  return {
    stable: channels.stable,
    canary: { ...rest, percent: checkPercent(percent), percentSince: now.toISOString() },
  };
}

/** The kill switch: nobody gets the canary any more; it stays listed until promoted or replaced. */
export const killCanary = (channels: RemoteChannels, now: Date): RemoteChannels =>
  setPercent(channels, 0, now);

/**
 * What a canary is beyond its build. Typed over every such field, so a field added to a canary must be
 * named here before it compiles; everything else is the build and travels with it.
 */
const CANARY_ONLY: Record<Exclude<keyof CanaryBuild, keyof RemoteBuild>, true> = {
  percent: true,
  rolloutId: true,
  since: true,
  percentSince: true,
  ramp: true,
};

/**
 * The canary's build as a stable build: its version, entry and the release it pins (docs/decisions/024).
 * Built by leaving out the canary's own fields rather than picking the build's: a build on another origin
 * that lost its pin is refused by every instance.
 */
const buildOf = (canary: CanaryBuild): RemoteBuild =>
  Object.fromEntries(
    Object.entries(canary).filter(([field]) => !Object.hasOwn(CANARY_ONLY, field)),
  ) as RemoteBuild;

/** The canary becomes the stable build for everyone. */
export const promoteCanary = (channels: RemoteChannels): RemoteChannels => ({
  stable: buildOf(runningCanary(channels)),
});

/** One build, not just one version: the same version may be deployed with the site and published to two stores. */
const sameBuild = (a: RemoteBuild, b: RemoteBuild) =>
  a.version === b.version && a.release?.store === b.release?.store && a.release?.digest === b.release?.digest;

/**
 * Back to the stable build that came before the current one, as the history tells it (a second rollback
 * goes one further back), with the release it pinned then; a canary under way is dropped with it.
 */
export function rollBack(channels: RemoteChannels, history: readonly RolloutHistoryEntry[]): RemoteChannels {
  const change = [...history]
    .reverse()
    .find(
      (entry) =>
        entry.action !== 'rollback' &&
        sameBuild(entry.after.stable, channels.stable) &&
        !sameBuild(entry.before.stable, entry.after.stable),
    );
  if (!change)
    throw new RolloutRefused(
      `the history has no stable version before ${channels.stable.version} to return to`,
    );
  return { stable: { ...change.before.stable } };
}

/** A ramp's next step: the next percent, or promotion once it has served everyone. */
export function nextRampStep(channels: RemoteChannels, now: Date): RemoteChannels {
  const canary = runningCanary(channels);
  const next = RAMP_STEPS.find((step) => step > canary.percent);
  if (next === undefined) return promoteCanary(channels);
  return {
    stable: channels.stable,
    canary: { ...canary, percent: next, percentSince: now.toISOString() },
  };
}
