import type { OpsOverview, OpsRemote } from '@rental/shared/contracts';
import { remoteNamed, type RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type {
  RemoteBuild,
  RemoteChannels,
  RemotesManifest,
} from '@rental/shared/federation/remotes-manifest.ts';
import { RAMP_STEPS } from '@rental/shared/rollouts/rollout-plan.ts';
import type { RolloutGuardConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { judgeRollout } from '../rollouts/rollout-guard.ts';
import { channelsRevision } from './channels-revision.ts';

/**
 * Where a published release stands on this instance, as its release cache knows it (docs/decisions/024):
 * undefined when no page has asked for it yet.
 */
export type KnownRelease = (
  remote: RemoteName,
  build: RemoteBuild,
) => { state: 'ready' } | { state: 'pending' } | { state: 'refused'; reason: string } | undefined;

/** Where a build stands on this instance: deployed with the site, or its release as the cache knows it. */
function buildState(remote: RemoteName, build: RemoteBuild, knownRelease: KnownRelease) {
  if (!build.release) return { state: 'site' as const };
  const known = knownRelease(remote, build);
  if (!known) return { state: 'not-asked' as const };
  if (known.state === 'ready') return { state: 'verified' as const };
  if (known.state === 'pending') return { state: 'fetching' as const };
  return { state: 'refused' as const, problem: known.reason };
}

function channelBuild(remote: RemoteName, build: RemoteBuild, knownRelease: KnownRelease) {
  return {
    version: build.version,
    ...(build.release ? { release: build.release } : {}),
    ...buildState(remote, build, knownRelease),
  };
}

async function remoteOverview(
  db: Database,
  remote: RemoteName,
  channels: RemoteChannels,
  options: { knownRelease: KnownRelease; guard: RolloutGuardConfig; now: Date },
): Promise<OpsRemote> {
  const { canary } = channels;
  const judged = await judgeRollout(db, remote, channels, options.guard, options.now);
  const decision =
    judged?.verdict.action === 'step'
      ? judged.canary.percent >= 100
        ? 'promote'
        : 'ramp'
      : judged?.verdict.action;
  return {
    remote,
    shortName: remoteNamed(remote).shortName,
    revision: channelsRevision(channels),
    stable: channelBuild(remote, channels.stable, options.knownRelease),
    ...(canary
      ? {
          canary: {
            ...channelBuild(remote, canary, options.knownRelease),
            percent: canary.percent,
            ramp: Boolean(canary.ramp),
            nextRampPercent: canary.ramp ? (RAMP_STEPS.find((step) => step > canary.percent) ?? null) : null,
            ...(canary.since ? { since: canary.since } : {}),
            ...(canary.percentSince ? { percentSince: canary.percentSince } : {}),
          },
        }
      : {}),
    ...(judged && decision
      ? {
          guard: {
            decision,
            reason: judged.verdict.reason,
            canary: judged.canaryFigures,
            stable: judged.stableFigures,
          },
        }
      : {}),
  };
}

/**
 * Each remote's channels, the state of their builds on this instance and what the rollout guard would
 * decide now (docs/decisions/025), from remotes.json as this instance serves it.
 */
export async function readOpsOverview(
  db: Database,
  manifest: RemotesManifest,
  options: { knownRelease: KnownRelease; guard: RolloutGuardConfig; now: Date },
): Promise<OpsOverview> {
  const { guard } = options;
  return {
    at: options.now.toISOString(),
    guard: {
      enabled: guard.enabled,
      intervalSeconds: guard.intervalMs / 1000,
      windowSeconds: guard.windowMs / 1000,
      minViews: guard.minViews,
      maxFailureDelta: guard.maxFailureDelta,
      maxVitalsRatio: guard.maxVitalsRatio,
    },
    remotes: await Promise.all(
      (Object.entries(manifest) as [RemoteName, RemoteChannels][]).map(([remote, channels]) =>
        remoteOverview(db, remote, channels, options),
      ),
    ),
  };
}
