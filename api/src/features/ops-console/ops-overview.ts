import type { BuildState, OpsOverview, OpsRemote } from '@rental/shared/contracts';
import type { Static } from 'typebox';
import { remoteNamed, type RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type {
  RemoteBuild,
  RemoteChannels,
  RemotesManifest,
} from '@rental/shared/federation/remotes-manifest.ts';
import { RAMP_STEPS } from '@rental/shared/rollouts/rollout-plan.ts';
import type { RolloutGuardConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { judgeRollout } from '../../rollout-guard/rollout-guard.ts';
import { channelsRevision } from './channels-revision.ts';

/**
 * Where a build stands on this instance (docs/decisions/024): deployed with the site, a published release
 * as its cache knows it, or refused with why, whatever brought it into remotes.json.
 */
export type BuildStandingOf = (
  remote: RemoteName,
  build: RemoteBuild,
) => { state: Static<typeof BuildState>; problem?: string };

/** Where an overview's builds stand here, and what this instance serves in place of a stable it cannot. */
export interface BuildsHere {
  standing: BuildStandingOf;
  servedInstead: (remote: RemoteName) => RemoteBuild | undefined;
}

function channelBuild(remote: RemoteName, build: RemoteBuild, builds: BuildsHere) {
  return {
    version: build.version,
    ...(build.release ? { release: build.release } : {}),
    ...builds.standing(remote, build),
  };
}

function stableBuild(remote: RemoteName, build: RemoteBuild, builds: BuildsHere) {
  const described = channelBuild(remote, build, builds);
  if (described.state === 'site' || described.state === 'verified') return described;
  const instead = builds.servedInstead(remote);
  return instead ? { ...described, servedInstead: instead.version } : described;
}

async function remoteOverview(
  db: Database,
  remote: RemoteName,
  channels: RemoteChannels,
  options: { builds: BuildsHere; guard: RolloutGuardConfig; now: Date },
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
    stable: stableBuild(remote, channels.stable, options.builds),
    ...(canary
      ? {
          canary: {
            ...channelBuild(remote, canary, options.builds),
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
  options: { builds: BuildsHere; guard: RolloutGuardConfig; now: Date },
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
